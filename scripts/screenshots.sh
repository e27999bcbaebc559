#!/usr/bin/env bash
# Takes the manual's pictures (docs/images/*.png) from the real program,
# in English, French and Spanish, so that they can be made again after a
# change of the window:
#
#   scripts/screenshots.sh [SHOT...]
#
# SHOT is one of the names below (board-wormhole, analysis, ...); without
# one, every picture is taken; LANGS="en fr" takes those languages only. The script builds the program, starts an
# X server of its own (Xvfb), runs the program once a picture with a
# fresh home and configuration folder and the language set, drives it
# with xdotool as a user would (keys, the menus), captures its window
# with ImageMagick's import and writes the picture with a palette of at
# most 64 colours. It needs xvfb, xdotool and imagemagick (the end-to-end
# tests' packages: scripts/install-deps.sh installs them).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
out=$root/docs/images
mkdir -p "$out"

# The window's size in the pictures: wide enough for the board, the move
# list and the engine's panel side by side.
width=960
height=640

work=$(mktemp -d)
xvfb_pid=
app_pid=
cleanup() {
  [ -n "$app_pid" ] && kill "$app_pid" 2>/dev/null || true
  [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

convert=/usr/bin/convert # some machines put a stand-in first in PATH
for tool in Xvfb xdotool import "$convert"; do
  command -v "$tool" >/dev/null || { echo "screenshots.sh: $tool is missing (scripts/install-deps.sh installs it)" >&2; exit 2; }
done

echo "building the program" >&2
go build -o "$work/wormweave" .
bin=$work/wormweave

# A display of its own: the first free one from :70, away from the
# end-to-end tests' :91 to :99.
display=
for n in $(seq 70 89); do
  if [ ! -e "/tmp/.X11-unix/X$n" ] && [ ! -e "/tmp/.X$n-lock" ]; then
    display=:$n
    break
  fi
done
[ -n "$display" ] || { echo "screenshots.sh: no free X display from :70 to :89" >&2; exit 2; }
Xvfb "$display" -screen 0 1280x900x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
xvfb_pid=$!
export DISPLAY=$display
for _ in $(seq 50); do
  xdotool getdisplaygeometry >/dev/null 2>&1 && break
  sleep 0.2
done

# The files the pictures show: a Wormhole game and an Interweave game
# from the test data, the Wormhole game reviewed by the engine, and a
# library of the Wormhole book's games for the explorer.
cp testdata/games/wormhole-03.pgn "$work/wormhole.pgn"
cp testdata/games/interweave-05.pgn "$work/interweave.pgn"
"$bin" annotate -movetime 200 -o "$work/reviewed.pgn" "$work/wormhole.pgn" 2>/dev/null
"$bin" library add "$work/library.db" book/data/wormhole.pgn >/dev/null 2>&1

# settle waits until the window id's picture stops changing (a loaded
# machine draws slowly), at most a few seconds, and writes it to file.
settle() {
  local id=$1 file=$2 last= sum
  for _ in $(seq 40); do
    sleep 0.5
    import -window "$id" "$file" 2>/dev/null || continue
    sum=$("$convert" "$file" rgb:- | md5sum)
    [ "$sum" = "$last" ] && return 0
    last=$sum
  done
}

# windows lists the visible windows of the program, oldest first.
windows() {
  xdotool search --onlyvisible --pid "$app_pid" 2>/dev/null || true
}

# start runs the program in language lang on file, with preferences
# (a JSON object) prefs, and waits for its window, which it sizes.
start() {
  local lang=$1 file=$2 prefs=$3 home id
  home=$(mktemp -d "$work/home.XXXX")
  mkdir -p "$home/.config/fyne/org.wormweave.app"
  printf '%s\n' "$prefs" >"$home/.config/fyne/org.wormweave.app/preferences.json"
  local locale=${lang}_$(echo "$lang" | tr a-z A-Z).UTF-8
  [ "$lang" = en ] && locale=en_GB.UTF-8
  (cd "$home" && exec env -u WAYLAND_DISPLAY HOME="$home" XDG_CONFIG_HOME="$home/.config" \
    XDG_DATA_HOME="$home/.local/share" XDG_CACHE_HOME="$home/.cache" \
    LANG="$locale" LANGUAGE="$lang" LC_ALL= LC_MESSAGES= "$bin" $file) >"$home/log" 2>&1 &
  app_pid=$!
  for _ in $(seq 100); do
    id=$(windows | head -1)
    [ -n "$id" ] && break
    sleep 0.2
  done
  [ -n "$id" ] || { echo "screenshots.sh: no window for $lang $file" >&2; cat "$home/log" >&2; exit 1; }
  main=$id
  xdotool windowsize --sync "$main" "$width" "$height" 2>/dev/null || xdotool windowsize "$main" "$width" "$height"
  settle "$main" "$work/settle.png"
}

stop() {
  kill "$app_pid" 2>/dev/null || true
  wait "$app_pid" 2>/dev/null || true
  app_pid=
}

# keys presses keys in the main window, a tenth of a second apart.
keys() {
  xdotool key --window "$main" --delay 100 "$@"
}

# menu runs the item-th item (from 0, separators skipped) of the menu-th
# menu of the menu bar (File 0, Edit 1, View 2, Game 3, Help 4): a click
# on the first menu's title, then the arrow keys, as the end-to-end tests
# do, since where a menu lies depends on the language.
menu() {
  local m=$1 i=$2 args=()
  eval "$(xdotool getwindowgeometry --shell "$main")"
  xdotool mousemove $((X + 20)) $((Y + 10)) sleep 0.2 click 1
  sleep 1
  for _ in $(seq "$m"); do args+=(Right); done
  for _ in $(seq 0 "$i"); do args+=(Down); done
  xdotool key --window "$main" --delay 150 "${args[@]}" Return
}

# newWindow waits for a window the program opens beside its main one.
newWindow() {
  local id
  for _ in $(seq 100); do
    id=$(windows | grep -vx "$main" | tail -1 || true)
    [ -n "$id" ] && { echo "$id"; return 0; }
    sleep 0.2
  done
  echo "screenshots.sh: no second window" >&2
  exit 1
}

# save writes window id's picture as NAME-LANG.png with a palette.
save() {
  local id=$1 name=$2 lang=$3 raw=$work/raw.png
  settle "$id" "$raw"
  "$convert" "$raw" -strip +dither -colors 64 "PNG8:$out/$name-$lang.png"
  echo "$out/$name-$lang.png" >&2
}

shot() {
  local name=$1 lang=$2 w
  case $name in
  board-wormhole)
    start "$lang" "$work/wormhole.pgn" '{}'
    keys Home $(printf 'Right %.0s' $(seq 21))
    save "$main" "$name" "$lang"
    ;;
  board-interweave)
    start "$lang" "$work/interweave.pgn" '{}'
    keys Home $(printf 'Right %.0s' $(seq 24))
    save "$main" "$name" "$lang"
    ;;
  analysis)
    start "$lang" "$work/wormhole.pgn" '{"engine.lines":3}'
    keys Home $(printf 'Right %.0s' $(seq 16)) ctrl+shift+a
    sleep 6
    import -window "$main" "$work/raw.png"
    "$convert" "$work/raw.png" -strip +dither -colors 64 "PNG8:$out/$name-$lang.png"
    echo "$out/$name-$lang.png" >&2
    ;;
  review)
    start "$lang" "$work/reviewed.pgn" '{}'
    keys Home $(printf 'Right %.0s' $(seq 16))
    save "$main" "$name" "$lang"
    ;;
  explorer)
    start "$lang" "$work/wormhole.pgn" "{\"library.path\":\"$work/library.db\",\"explorer.shown\":true}"
    keys Home
    sleep 4 # the library opens in the background
    save "$main" "$name" "$lang"
    ;;
  puzzles)
    start "$lang" "$work/wormhole.pgn" '{}'
    menu 3 7
    sleep 3
    save "$main" "$name" "$lang"
    ;;
  learn-map)
    # THEME=dark (or light) takes these two in that theme, for a look.
    start "$lang" "$work/wormhole.pgn" "{\"appearance.variant\":\"${THEME:-}\"}"
    menu 3 10
    sleep 2
    save "$main" "$name" "$lang"
    ;;
  learn-level)
    start "$lang" "$work/wormhole.pgn" "{\"appearance.variant\":\"${THEME:-}\"}"
    menu 3 10
    sleep 2
    keys Return # the map's default: the first level
    sleep 2
    save "$main" "$name" "$lang"
    ;;
  puzzle-dashboard)
    # A record of forty attempts (scripts/puzzleprofile), the dashboard
    # opened from the Game menu once the trainer is.
    start "$lang" "$work/wormhole.pgn" "$(go run ./scripts/puzzleprofile)"
    menu 3 7
    sleep 3
    menu 3 9
    w=$(newWindow)
    save "$w" "$name" "$lang"
    ;;
  puzzle-streak)
    start "$lang" "$work/wormhole.pgn" '{}'
    menu 3 8
    sleep 3
    save "$main" "$name" "$lang"
    ;;
  editor)
    start "$lang" "$work/wormhole.pgn" '{}'
    keys Home $(printf 'Right %.0s' $(seq 10)) ctrl+e
    w=$(newWindow)
    xdotool windowsize "$w" "$width" "$height" 2>/dev/null || true
    save "$w" "$name" "$lang"
    ;;
  rules)
    start "$lang" "$work/wormhole.pgn" '{}'
    menu 4 0
    w=$(newWindow)
    xdotool windowsize "$w" "$width" "$height" 2>/dev/null || true
    save "$w" "$name" "$lang"
    ;;
  *)
    echo "screenshots.sh: no picture named $name" >&2
    exit 2
    ;;
  esac
  stop
}

shots=("$@")
[ ${#shots[@]} -gt 0 ] || shots=(board-wormhole board-interweave analysis review explorer puzzles puzzle-dashboard puzzle-streak learn-map learn-level editor rules)
began=$(date +%s)
for lang in ${LANGS:-en fr es}; do
  for s in "${shots[@]}"; do
    shot "$s" "$lang"
  done
done
echo "$(( $(date +%s) - began )) s; docs/images: $(du -cb "$out"/*.png | tail -1 | cut -f1) bytes" >&2
