#!/usr/bin/env bash
# Rebuilds the built-in puzzle sets, puzzle/data/VARIANT.csv (docs/commands.md,
# "The built-in set", gives what they hold):
#
#   scripts/build-puzzles.sh [VARIANT...]
#
# with no argument, both variants. Each set is made by runs of `wormweave
# puzzles generate` with seeds 1, 2, ... (so that the runs can share the
# work and a run that stops loses only its own puzzles), merged by
# `wormweave puzzles merge`, which keeps each puzzle once and leaves out
# those that are another shifted by a turn. The puzzles are the same on
# every machine: self-play and searches are limited by nodes, not time.
# It takes about 24 minutes of processor time in all, so it runs at the
# lowest priority, two runs at once. Most Interweave wins found are a lone
# compulsory capture, which merge leaves out: 25 runs of 100 give about
# 1,100 puzzles.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
variants=("$@")
[ ${#variants[@]} -gt 0 ] || variants=(wormhole interweave)
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
bin="$work/wormweave"
CGO_ENABLED=0 go build -o "$bin" ./cmd/wormweave-cli
# settings VARIANT prints the runs, the puzzles a run and the runs' flags.
# Self-play at levels 0 to 4 leaves three times the tactics of levels 0 to
# 10 for the same work (measured in Wormhole).
settings() {
  case "$1" in
    wormhole) echo 22 50 -levels 4 -nodes 2000 ;;
    interweave) echo 25 100 -levels 4 -nodes 2000 ;;
    *) echo "build-puzzles.sh: unknown variant $1 (wormhole or interweave)" >&2; return 2 ;;
  esac
}
jobs=()
for v in "${variants[@]}"; do
  read -r runs count flags < <(settings "$v") || exit 2
  for seed in $(seq 1 "$runs"); do
    jobs+=("$v-$seed.csv -variant $v -seed $seed -count $count $flags")
  done
done
printf '%s\n' "${jobs[@]}" | xargs -P 2 -L 1 sh -c \
  'out="$0"; exec nice -n 19 "'"$bin"'" puzzles generate "$@" -o "'"$work"'/$out" 2>/dev/null'
for v in "${variants[@]}"; do
  read -r runs _ < <(settings "$v")
  files=()
  for seed in $(seq 1 "$runs"); do
    files+=("$work/$v-$seed.csv")
  done
  "$bin" puzzles merge -variant "$v" -o "puzzle/data/$v.csv" "${files[@]}"
done
