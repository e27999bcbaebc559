#!/usr/bin/env bash
# Rebuilds the built-in opening books, book/data/VARIANT.book, and their
# self-play games, book/data/VARIANT.pgn (see docs/book.md):
#
#   scripts/build-book.sh [VARIANT...]
#
# with no argument, both variants. The games are the same on every machine
# (a fixed seed, and searches limited by nodes, not time); the build takes
# about eight minutes of processor time in all, so it runs at the lowest
# priority, one game a core at once.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
variants=("$@")
[ ${#variants[@]} -gt 0 ] || variants=(wormhole interweave)
bin="$(mktemp -d)/wormweave"
trap 'rm -rf "$(dirname "$bin")"' EXIT
CGO_ENABLED=0 go build -o "$bin" ./cmd/wormweave-cli
for v in "${variants[@]}"; do
  case "$v" in
    wormhole) games=300 ;;
    interweave) games=700 ;;
    *) echo "build-book.sh: unknown variant $v (wormhole or interweave)" >&2; exit 2 ;;
  esac
  nice -n 19 "$bin" book build -variant "$v" -games "$games" -nodes 4000 -plies 12 -min-games 3 \
    -seed 1 -o "book/data/$v.book" -pgn "book/data/$v.pgn"
done
