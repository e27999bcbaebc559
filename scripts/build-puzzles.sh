#!/usr/bin/env bash
# Rebuilds the built-in puzzle sets, puzzle/data/VARIANT.csv (docs/puzzles.md
# gives the method and what the sets hold):
#
#   scripts/build-puzzles.sh [-j JOBS] [-work DIR] [-shards FIRST-LAST]
#                            [-kinds mate,material] [-no-merge] [VARIANT...]
#
# with no variant, both. The work is cut into shards, each one process of
# `wormweave puzzles generate` with a seed of its own and a fixed share of
# work (a mate shard stops at its count of puzzles, a material shard after
# its self-play games), so that the same shard gives the same puzzles on
# every machine: self-play and searches are limited by nodes, not time.
# A shard writes its file DIR/VARIANT-KIND-SEED.csv whole when it ends, and
# a shard whose file is there is not run again: a run that stops (Ctrl+C, a
# machine going down) resumes where it was. To share the work between
# machines, give each a range of shards with -shards and -no-merge, copy
# the shard files into one DIR, and run the script there once more: it
# runs nothing left and merges. The merge (`wormweave puzzles merge`)
# keeps each puzzle once, leaves out those that are another shifted by a
# turn and those whose solver has one legal first move.
#
#   -j JOBS          shards at once (default 2), each at the lowest priority
#   -work DIR        where the shards' files are kept (default
#                    $TMPDIR/wormweave-puzzles): keep it to resume
#   -shards A-B      run only shards A to B of each kind (default all)
#   -kinds LIST      mate, material or both (default mate,material)
#   -no-merge        run the shards and stop
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
jobs=2
work="${TMPDIR:-/tmp}/wormweave-puzzles"
first=1
last=1000000
kinds="mate,material"
merge=1
variants=()
while [ $# -gt 0 ]; do
  case "$1" in
    -j) jobs="$2"; shift 2 ;;
    -work) work="$2"; shift 2 ;;
    -shards) first="${2%-*}"; last="${2#*-}"; shift 2 ;;
    -kinds) kinds="$2"; shift 2 ;;
    -no-merge) merge=0; shift ;;
    -h|-help|--help) sed -n '2,27p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "build-puzzles.sh: unknown option $1 (-help lists them)" >&2; exit 2 ;;
    *) variants+=("$1"); shift ;;
  esac
done
[ ${#variants[@]} -gt 0 ] || variants=(wormhole interweave)
case "$first$last$jobs" in *[!0-9]*) echo "build-puzzles.sh: -shards A-B and -j take whole numbers" >&2; exit 2 ;; esac
mkdir -p "$work"
bin="$work/wormweave"
CGO_ENABLED=0 go build -o "$bin" ./cmd/wormweave-cli

# settings VARIANT KIND prints the shards, their first seed and the flags of
# each shard. Self-play at levels 0 to 4 leaves three times the tactics of
# levels 0 to 10 for the same work (measured in Wormhole). Most Interweave
# wins found are a lone compulsory capture, which merge leaves out. The
# material shards take seeds of their own, from 1001, so that they play
# other games than the mate shards.
settings() {
  case "$1-$2" in
    wormhole-mate) echo 22 1 -count 50 -levels 4 -nodes 2000 ;;
    interweave-mate) echo 25 1 -count 100 -levels 4 -nodes 2000 ;;
    wormhole-material) echo 1000 1001 -count 1000 -max-games 10 -levels 4 -nodes 2000 ;;
    interweave-material) echo 1000 1001 -count 1000 -max-games 100 -levels 4 -nodes 2000 ;;
    *) echo "build-puzzles.sh: unknown variant or kind $1 $2 (wormhole or interweave; mate or material)" >&2; return 2 ;;
  esac
}

# shardFiles VARIANT KIND prints the files of the kind's shards in range.
shardFiles() {
  local shards seed0 _
  read -r shards seed0 _ < <(settings "$1" "$2") || return 2
  for i in $(seq "$first" "$(( last < shards ? last : shards ))"); do
    echo "$work/$1-$2-$(( seed0 + i - 1 )).csv"
  done
}

# The shards to run, the variants and kinds taking turns, so that a run
# stopped early has some of each.
lists=()
for v in "${variants[@]}"; do
  for k in ${kinds//,/ }; do
    read -r _ _ flags < <(settings "$v" "$k") || exit 2
    list=""
    for f in $(shardFiles "$v" "$k"); do
      [ -e "$f" ] && continue
      seed="${f##*-}"
      seed="${seed%.csv}"
      list+="$f -variant $v -kind $k -seed $seed $flags"$'\n'
    done
    lists+=("$list")
  done
done
todo=()
while IFS= read -r line; do
  [ -n "$line" ] && todo+=("$line")
done < <(for l in "${lists[@]}"; do printf '%s' "$l" | nl -ba -w9 -s' '; done | sort -s -n -k1,1 | cut -c11-)
echo "build-puzzles.sh: ${#todo[@]} shards to run in $work" >&2
if [ ${#todo[@]} -gt 0 ]; then
  printf '%s\n' "${todo[@]}" | xargs -P "$jobs" -L 1 sh -c \
    'out="$0"; nice -n 19 "'"$bin"'" puzzles generate "$@" -o "$out" 2>/dev/null >"$out.log"'
fi
[ "$merge" = 1 ] || exit 0
for v in "${variants[@]}"; do
  files=()
  for k in mate material; do
    for f in $(shardFiles "$v" "$k"); do
      [ -e "$f" ] && files+=("$f")
    done
  done
  [ ${#files[@]} -gt 0 ] || { echo "build-puzzles.sh: no shard of $v is done" >&2; continue; }
  "$bin" puzzles merge -variant "$v" -o "puzzle/data/$v.csv" "${files[@]}"
done
