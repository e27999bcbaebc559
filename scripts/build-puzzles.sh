#!/usr/bin/env bash
# Rebuilds the built-in puzzle sets, puzzle/data/VARIANT.csv (docs/puzzles.md
# gives the method and what the sets hold):
#
#   scripts/build-puzzles.sh [-j JOBS] [-work DIR] [-shards FIRST-LAST]
#                            [-kinds mate,long,material] [-no-merge] [-fresh]
#                            [VARIANT...]
#
# with no variant, both. The work is cut into shards, each one process of
# `wormweave puzzles generate` with a seed of its own and a fixed share of
# work (a mate or long shard stops at its count of puzzles, a material
# shard after its self-play games), so that the same shard gives the same
# puzzles on every machine: self-play and searches are limited by nodes,
# not time.
# A shard writes its file DIR/VARIANT-KIND-SEED.csv whole when it ends, and
# a shard whose file is there is not run again: a run that stops (Ctrl+C, a
# machine going down) resumes where it was. To share the work between
# machines, give each a range of shards with -shards and -no-merge, copy
# the shard files into one DIR, and run the script there once more: it
# runs nothing left and merges. Each shard file is rated on the engine's
# solver ladder (`wormweave puzzles rate`, four tries a level) once it is
# there, into DIR/rated/, and kept and resumed as the shards are. The
# merge (`wormweave puzzles merge`) adds the rated shards' puzzles to the
# built-in set, rated too (-fresh: leaves the set out), keeps each puzzle
# once, leaves out those that are another shifted by a turn and those
# whose solver has one legal first move, keeps at most setSize puzzles
# (the lowest-rated forced wins are left out first), and writes
# puzzle/data/VARIANT.csv.
#
#   -j JOBS          shards at once (default 2), each at the lowest priority
#   -work DIR        where the shards' files are kept (default
#                    $TMPDIR/wormweave-puzzles): keep it to resume
#   -shards A-B      run only shards A to B of each kind (default all)
#   -kinds LIST      of mate, long and material (default all three)
#   -no-merge        run and rate the shards, and stop
#   -fresh           merge the shards without the built-in set
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
jobs=2
work="${TMPDIR:-/tmp}/wormweave-puzzles"
first=1
last=1000000
kinds="mate,long,material"
merge=1
fresh=0
builtinShards=8
# setSize is the most puzzles a set keeps: past it, the merge leaves out
# the lowest-rated forced wins (`puzzles merge -max`), mostly mates in
# one that every level of the solver ladder solves; material puzzles are
# never left out.
setSize=3000
variants=()
while [ $# -gt 0 ]; do
  case "$1" in
    -j) jobs="$2"; shift 2 ;;
    -work) work="$2"; shift 2 ;;
    -shards) first="${2%-*}"; last="${2#*-}"; shift 2 ;;
    -kinds) kinds="$2"; shift 2 ;;
    -no-merge) merge=0; shift ;;
    -fresh) fresh=1; shift ;;
    -h|-help|--help) sed -n '2,35p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
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
# long shards keep the wins of three turns or more only: a twelfth of
# Wormhole's wins are that long, too few without them; in Interweave they
# were most of the puzzles the linear evaluation's ladder rated 1,800 or
# above (687 of 749 in the set of 2026-12-05), and they are the hardest
# for the networks' ladder too. Wormhole's long shards 1 to 15 of the set
# looked for wins of three turns at most (-turns 3); the long shards past
# 30 in Wormhole and 20 in Interweave were added on 2026-12-07, when the
# networks' ladder found the sets thin at the top. The material and
# long shards take seeds of their own, from 1001 and 2001, so that they
# play other games than the mate shards.
settings() {
  case "$1-$2" in
    wormhole-mate) echo 45 1 -count 50 -levels 4 -nodes 2000 ;;
    interweave-mate) echo 55 1 -count 100 -levels 4 -nodes 2000 ;;
    wormhole-long) echo 70 2001 -count 20 -min-turns 3 -turns 4 -levels 4 -nodes 2000 ;;
    interweave-long) echo 50 2001 -count 20 -min-turns 3 -turns 4 -levels 4 -nodes 2000 ;;
    wormhole-material) echo 400 1001 -count 1000 -max-games 50 -levels 4 -nodes 2000 ;;
    interweave-material) echo 500 1001 -count 1000 -max-games 400 -levels 4 -nodes 2000 ;;
    *) echo "build-puzzles.sh: unknown variant or kind $1 $2 (wormhole or interweave; mate, long or material)" >&2; return 2 ;;
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
      gk=$k
      [ "$k" = long ] && gk=mate
      list+="$f -variant $v -kind $gk -seed $seed $flags"$'\n'
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

# Rating: each shard file done, of any range or machine, is rated on the
# solver ladder (`puzzles rate`, four tries a level) into DIR/rated/,
# under its own name, -j at a time and kept like the shards; so is the
# built-in set (unless -fresh) in builtinShards shares, named by its
# checksum, so that a set that changed is rated afresh. A puzzle's
# rating depends on the puzzle alone, so where it was rated does not
# matter.
mkdir -p "$work/rated"
todo=()
for v in "${variants[@]}"; do
  for f in "$work/$v"-mate-*.csv "$work/$v"-long-*.csv "$work/$v"-material-*.csv; do
    [ -e "$f" ] || continue
    r="$work/rated/${f##*/}"
    [ -e "$r" ] || todo+=("$r -variant $v -tries 4 -o $r $f")
  done
  if [ "$merge" = 1 ] && [ "$fresh" = 0 ]; then
    sum="$(cksum < "puzzle/data/$v.csv" | cut -d' ' -f1)"
    for k in $(seq 1 "$builtinShards"); do
      r="$work/rated/$v-builtin-$sum-$k.csv"
      [ -e "$r" ] || todo+=("$r -variant $v -tries 4 -shard $k/$builtinShards -o $r $root/puzzle/data/$v.csv")
    done
  fi
done
echo "build-puzzles.sh: ${#todo[@]} files to rate" >&2
if [ ${#todo[@]} -gt 0 ]; then
  printf '%s\n' "${todo[@]}" | xargs -P "$jobs" -L 1 sh -c \
    'out="$0"; nice -n 19 "'"$bin"'" puzzles rate "$@" >"$out.log" 2>&1' || true
fi
[ "$merge" = 1 ] || exit 0

# The merge: the rated built-in set (unless -fresh) and every rated shard
# file of the variant, each puzzle once, at most setSize of them, written
# to puzzle/data/: a build adds to the set.
for v in "${variants[@]}"; do
  files=()
  if [ "$fresh" = 0 ]; then
    sum="$(cksum < "puzzle/data/$v.csv" | cut -d' ' -f1)"
    for k in $(seq 1 "$builtinShards"); do
      files+=("$work/rated/$v-builtin-$sum-$k.csv")
    done
  fi
  for f in "$work/$v"-mate-*.csv "$work/$v"-long-*.csv "$work/$v"-material-*.csv; do
    [ -e "$f" ] && files+=("$work/rated/${f##*/}")
  done
  [ ${#files[@]} -gt 0 ] || { echo "build-puzzles.sh: no shard of $v is done" >&2; continue; }
  for f in "${files[@]}"; do
    [ -e "$f" ] || { echo "build-puzzles.sh: $f was not rated (its .log says why)" >&2; exit 1; }
  done
  "$bin" puzzles merge -variant "$v" -max "$setSize" -o "puzzle/data/$v.csv" "${files[@]}"
done
