#!/usr/bin/env bash
# Builds the Linux package with Fyne's packager, and puts our desktop entry
# in it: the one that opens .pgn files from the file manager (MimeType, and
# %F in Exec), with LICENSE and NOTICE beside its Makefile.
#
#   scripts/package.sh          writes Wormweave.tar.xz in the repository's root
#   scripts/package.sh DIR      writes DIR/wormweave-VERSION-linux-amd64.tar.xz,
#                               VERSION as `wormweave version` gives it
#                               (scripts/release.sh does this)
#
# The packager cannot write that entry itself: given [CanOpen] in
# FyneApp.toml it puts "wormweave %F" into its Makefile's Exec variable as
# well, and `make install` then looks for a binary of that name. So
# FyneApp.toml has no [CanOpen], and the packager's entry is replaced by
# packaging/org.wormweave.app.desktop. The MIME type of .pgn files
# (packaging/org.wormweave.app.xml) is added, with its install rules
# (packaging/mime.mk). The package is then installed into a scratch folder
# with its own Makefile, the installed entry checked with
# desktop-file-validate, and a user's install checked with gio: the
# system then knows a .pgn file's type.
#
# The packager runs in a clone, because it increments Build in
# FyneApp.toml and deletes the binary it builds in the source folder.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
outdir="${1:-}"
if [ -n "$outdir" ]; then
  mkdir -p "$outdir"
  outdir="$(cd "$outdir" && pwd)"
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

git clone -q "$root" "$work/src"
(cd "$work/src" && go run fyne.io/tools/cmd/fyne@v1.7.4 package -os linux)

mkdir "$work/pkg"
tar -xJf "$work/src/Wormweave.tar.xz" -C "$work/pkg"
entry="$(find "$work/pkg" -path '*/share/applications/*.desktop')"
if [ "$(printf '%s\n' "$entry" | wc -l)" -ne 1 ]; then
  echo "package.sh: expected one desktop entry in the package, found: $entry" >&2
  exit 1
fi
cp "$root/packaging/org.wormweave.app.desktop" "$entry"
top="$(ls "$work/pkg")"
cp "$work/src/LICENSE" "$work/src/NOTICE" "$work/pkg/$top/"
# The MIME type of .pgn files, beside the desktop entry, and its
# installation added to the packager's Makefile (packaging/mime.mk).
share="$(dirname "$(dirname "$entry")")"
install -Dm644 "$root/packaging/org.wormweave.app.xml" "$share/mime/packages/org.wormweave.app.xml"
sed "s,@SHARE@,${share#"$work/pkg/$top/"},g" "$root/packaging/mime.mk" >>"$work/pkg/$top/Makefile"

# Install it as a user would, into a scratch root, and check the result.
make -s -C "$work/pkg/$top" install DESTDIR="$work/root" PREFIX=/usr
desktop-file-validate "$work/root/usr/share/applications/org.wormweave.app.desktop"
test -x "$work/root/usr/bin/wormweave"
test -f "$work/root/usr/share/pixmaps/org.wormweave.app.png"
"$work/root/usr/bin/wormweave" help >/dev/null
test -f "$work/root/usr/share/mime/packages/org.wormweave.app.xml"
# A user's install updates the user's MIME database: the system then knows
# a .pgn file's type (asked with only that database in sight).
make -s -C "$work/pkg/$top" user-install HOME="$work/home"
printf '[Event "?"]\n' >"$work/game.pgn"
type="$(XDG_DATA_HOME="$work/home/.local/share" XDG_DATA_DIRS="$work/none" \
  gio info -a standard::content-type "$work/game.pgn" | awk '/standard::content-type:/ {print $2}')"
if [ "$type" != application/x-chess-pgn ]; then
  echo "package.sh: after make user-install, a .pgn file's type is \"$type\", not application/x-chess-pgn" >&2
  exit 1
fi
make -s -C "$work/pkg/$top" user-uninstall HOME="$work/home"
test ! -e "$work/home/.local/share/mime/packages/org.wormweave.app.xml"

out="$root/Wormweave.tar.xz"
if [ -n "$outdir" ]; then
  # "wormweave 0.1.0 (build 1) linux/amd64": the version is the second word.
  version="$("$work/root/usr/bin/wormweave" version 2>/dev/null | awk '{print $2}')"
  if [ -z "$version" ]; then
    echo "package.sh: the packaged program does not say its version" >&2
    exit 1
  fi
  out="$outdir/wormweave-$version-linux-amd64.tar.xz"
fi
tar -cJf "$out" -C "$work/pkg" "$top"
echo "wrote $out"
