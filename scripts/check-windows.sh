#!/usr/bin/env bash
# Checks the Windows release against the Linux one, under Wine:
#
#   scripts/check-windows.sh [DIST] [--screenshot FILE]
#
# DIST (default dist/) holds the archives scripts/release.sh makes:
# wormweave-VERSION-windows-amd64.zip and wormweave-VERSION-linux-amd64.tar.xz.
# It checks that Wormweave.exe is a PE32+ GUI executable and wormweave-cli.exe
# a PE32+ console one, for x86-64; then runs both under Wine and compares
# their output and exit status with the Linux program's: version, perft on
# the positions of testdata/perft.json, moves on positions of the move
# lists, replay of every game of testdata/, errors; and that Windows paths
# (backslashes, a drive letter) and a CRLF file replay as on Linux. With
# --screenshot it also opens the board under Xvfb and saves the screen.
#
# Wine 8.0 (Debian 12) lacks bcryptprimitives.dll, which Go programs need:
# a stand-in built from scripts/wine/bcryptprimitives.c is put in a scratch
# Wine prefix's system32. Slow (a minute or two: Wine starts for every
# run), so it is not part of scripts/test.sh; release.sh runs it.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
dist="$root/dist"
shot=""
while [ $# -gt 0 ]; do
  case "$1" in
    --screenshot) shot="$(realpath -m "$2")"; shift 2 ;;
    *) dist="$(cd "$1" && pwd)"; shift ;;
  esac
done
cd "$root"

wine=/usr/lib/wine/wine64
for tool in "$wine" x86_64-w64-mingw32-gcc unzip file; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "check-windows.sh: $tool is missing: scripts/install-deps.sh gcc-mingw-w64-x86-64 wine64 unzip file" >&2
    exit 1
  fi
done

zips=("$dist"/wormweave-*-windows-amd64.zip)
tars=("$dist"/wormweave-*-linux-amd64.tar.xz)
if [ ${#zips[@]} -ne 1 ] || [ ! -f "${zips[0]}" ] || [ ${#tars[@]} -ne 1 ] || [ ! -f "${tars[0]}" ]; then
  echo "check-windows.sh: expected one Windows zip and one Linux tar.xz in $dist (scripts/release.sh makes them)" >&2
  exit 1
fi

work="$(mktemp -d)"
xvfb_pid=""
cleanup() {
  [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null
  WINEPREFIX="$work/prefix" /usr/lib/wine/wineserver -k 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

unzip -q "${zips[0]}" -d "$work/win"
mkdir "$work/lin"
tar -xJf "${tars[0]}" -C "$work/lin"
gui="$(find "$work/win" -name Wormweave.exe)"
con="$(find "$work/win" -name wormweave-cli.exe)"
lin="$(find "$work/lin" -path '*/bin/wormweave')"
for f in "$gui" "$con" "$lin"; do
  [ -n "$f" ] || { echo "check-windows.sh: a program is missing from the archives" >&2; exit 1; }
done

fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

echo "== file types"
kind() { file -b "$1"; }
case "$(kind "$gui")" in "PE32+ executable (GUI) x86-64"*) echo "Wormweave.exe: $(kind "$gui")" ;; *) fail "Wormweave.exe is $(kind "$gui")" ;; esac
case "$(kind "$con")" in "PE32+ executable (console) x86-64"*) echo "wormweave-cli.exe: $(kind "$con")" ;; *) fail "wormweave-cli.exe is $(kind "$con")" ;; esac

echo "== Wine prefix with the bcryptprimitives.dll stand-in"
export WINEPREFIX="$work/prefix" WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="
x86_64-w64-mingw32-gcc -shared -O2 -o "$work/bcryptprimitives.dll" scripts/wine/bcryptprimitives.c -lbcrypt
"$wine" wineboot -i >/dev/null 2>&1 || true
cp "$work/bcryptprimitives.dll" "$WINEPREFIX/drive_c/windows/system32/"
/usr/lib/wine/wineserver -p 2>/dev/null || true # stays up between the runs below
"$wine" --version

# same NAME ARGS...: each Windows program's stdout and exit status must
# equal the Linux program's (stderr differs: Fyne's locale warnings).
n=0
same() {
  local name="$1"; shift
  n=$((n + 1))
  local lrc=0 rc=0
  "$lin" "$@" >"$work/lin.out" 2>/dev/null || lrc=$?
  if [ "$lrc" = 0 ] && [ ! -s "$work/lin.out" ]; then
    fail "$name: the Linux program printed nothing"
  fi
  for exe in "$gui" "$con"; do
    rc=0
    "$wine" "$exe" "$@" >"$work/win.out" 2>"$work/win.err" </dev/null || rc=$?
    if [ "$rc" != "$lrc" ] || ! cmp -s "$work/lin.out" "$work/win.out"; then
      fail "$name ($(basename "$exe")): status $rc, Linux $lrc"
      diff "$work/lin.out" "$work/win.out" | head -5
      head -3 "$work/win.err"
    fi
  done
}

echo "== version"
lv="$("$lin" version 2>/dev/null)"
for exe in "$gui" "$con"; do
  wv="$("$wine" "$exe" version 2>/dev/null)"
  echo "$(basename "$exe"): $wv"
  [ "$wv" = "${lv% linux/amd64} windows/amd64" ] || fail "$(basename "$exe") version says '$wv', Linux '$lv'"
done

echo "== perft, depth 3, every position of testdata/perft.json"
while IFS= read -r line; do
  variant="$(sed -n 's/.*"variant":"\([a-z]*\)".*/\1/p' <<<"$line")"
  fen="$(sed -n 's/.*"fen":"\([^"]*\)".*/\1/p' <<<"$line")"
  [ -n "$variant" ] && [ -n "$fen" ] || continue
  same "perft $variant $fen" perft -variant "$variant" -fen "$fen" -depth 3
done <testdata/perft.json

echo "== moves, the first 8 positions of each move list"
for variant in wormhole interweave; do
  head -n 8 "testdata/moves-$variant.jsonl" | while IFS= read -r line; do
    fen="$(sed -n 's/.*"fen":"\([^"]*\)".*/\1/p' <<<"$line")"
    printf '%s\n' "$fen"
  done >"$work/fens"
  while IFS= read -r fen; do
    same "moves $variant $fen" moves -variant "$variant" -fen "$fen"
  done <"$work/fens"
done

echo "== replay every game of testdata/games and testdata/vchess"
same "replay" replay testdata/games/*.pgn testdata/vchess/*.pgn

echo "== errors: a mistyped command, a missing file, a bad FEN"
same "replya" replya
same "missing file" replay testdata/no-such-file.pgn
same "bad fen" moves -variant wormhole -fen "8/8 w"

echo "== Windows paths and a CRLF file"
game=testdata/games/wormhole-01.pgn
want="$("$lin" replay "$game" 2>/dev/null | sed 's/^[^#]*#//')"
sed 's/$/\r/' "$game" >"$work/crlf.pgn"
winpath() { printf 'Z:%s' "$(printf '%s' "$1" | tr / '\\')"; }
for arg in 'testdata\games\wormhole-01.pgn' "$(winpath "$root/$game")" "$(winpath "$work/crlf.pgn")"; do
  got="$("$wine" "$con" replay "$arg" 2>/dev/null | sed 's/^[^#]*#//' | tr -d '\r')" || true
  if [ "$got" = "$want" ]; then echo "replay $arg: same game"; else fail "replay $arg gives '$got', want '$want'"; fi
done

if [ -n "$shot" ]; then
  echo "== the board under Xvfb"
  for d in $(seq 90 140); do [ -e "/tmp/.X11-unix/X$d" ] || break; done
  Xvfb ":$d" -screen 0 1280x900x24 >/dev/null 2>&1 &
  xvfb_pid=$!
  export DISPLAY=":$d"
  for _ in $(seq 50); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done
  "$wine" "$gui" "$root/$game" >/dev/null 2>&1 &
  board=$!
  # The window is up once X knows it by name; then give Wine time to draw.
  found=""
  for _ in $(seq 120); do
    if xdotool search --name 'Wormweave' >/dev/null 2>&1; then found=1; break; fi
    sleep 0.5
  done
  sleep 10
  import -window root "$shot"
  kill "$board" 2>/dev/null || true
  if [ -n "$found" ]; then echo "window open; screenshot in $shot"; else fail "no Wormweave window within a minute (screenshot in $shot)"; fi
fi

echo "== $n comparisons with the Linux program, $fails failures"
[ "$fails" -eq 0 ]
