#!/usr/bin/env bash
# Rebuilds the built-in opening books, book/data/VARIANT.book, and their
# self-play games, book/data/VARIANT.pgn (see docs/book.md):
#
#   scripts/build-book.sh [VARIANT...]
#
# with no argument, both variants. A variant's games are played in shards
# of SHARD games, shard S with seed S, each written whole to
# $WORK/VARIANT-S.book and .pgn or not at all; a shard already there is
# not played again, so that a stopped build resumes where it stopped. The
# shards that are all there are merged (`book merge`) into the book, and
# their games put together into its PGN. Several machines share a build:
# each plays its own seeds (SEEDS="1-4" on one, SEEDS="5-10" on another),
# then the shards are copied into one $WORK and the script run once more.
#
# The games are the same on every machine (the seed, and searches limited
# by nodes, not time). Settings, from the environment:
#
#   GAMES   games a variant (default 5000)
#   SHARD   games a shard (default 500)
#   NODES   nodes a turn (default 10000; the book's plies search twice as many)
#   SEEDS   the shards this machine plays, "A-B" (default: all of them)
#   JOBS    shards played at once, one core each (default: the cores)
#   WORK    the shards' folder (default: book/shards, which git ignores)
#   OUT     the books' folder (default: book/data)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
variants=("$@")
[ ${#variants[@]} -gt 0 ] || variants=(wormhole interweave)
games=${GAMES:-5000}
shard=${SHARD:-500}
nodes=${NODES:-10000}
jobs=${JOBS:-$(nproc)}
work=${WORK:-$root/book/shards}
out=${OUT:-$root/book/data}
shards=$(((games + shard - 1) / shard))
first=1 last=$shards
if [ -n "${SEEDS:-}" ]; then
  first=${SEEDS%-*} last=${SEEDS#*-}
fi
mkdir -p "$work"
bin="$(mktemp -d)/wormweave"
trap 'rm -rf "$(dirname "$bin")"' EXIT
CGO_ENABLED=0 go build -o "$bin" ./cmd/wormweave-cli
for v in "${variants[@]}"; do
  case "$v" in
    wormhole | interweave) ;;
    *) echo "build-book.sh: unknown variant $v (wormhole or interweave)" >&2; exit 2 ;;
  esac
  # The shards of this machine not yet played, one a line: seed games.
  todo=()
  for s in $(seq "$first" "$last"); do
    n=$((s < shards ? shard : games - (shards - 1) * shard))
    [ -f "$work/$v-$s.book" ] || todo+=("$s $n")
  done
  if [ ${#todo[@]} -gt 0 ]; then
    printf '%s\n' "${todo[@]}" | BIN="$bin" V="$v" NODES="$nodes" DIR="$work" xargs -P "$jobs" -L 1 sh -c '
      nice -n 19 "$BIN" book build -variant "$V" -nodes "$NODES" -plies 12 -min-games 1 -concurrency 1 \
        -seed "$0" -games "$1" -o "$DIR/$V-$0.book" -pgn "$DIR/$V-$0.pgn" 2>/dev/null' ||
      echo "build-book.sh: $v: a shard failed; run again to play it" >&2
  fi
  have=()
  for s in $(seq 1 "$shards"); do
    [ -f "$work/$v-$s.book" ] && have+=("$work/$v-$s.book")
  done
  if [ ${#have[@]} -lt "$shards" ]; then
    echo "build-book.sh: $v: ${#have[@]} of $shards shards in $work; play the others (SEEDS=A-B) and run again" >&2
    continue
  fi
  "$bin" book merge -min-games 3 -o "$out/$v.book" "${have[@]}"
  for s in $(seq 1 "$shards"); do
    [ "$s" -gt 1 ] && echo
    cat "$work/$v-$s.pgn"
  done >"$out/$v.pgn.new"
  mv "$out/$v.pgn.new" "$out/$v.pgn"
done
