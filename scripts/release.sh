#!/usr/bin/env bash
# Builds the release archives of the committed tree into dist/, and checks
# the Windows one under Wine:
#
#   dist/wormweave-VERSION-linux-amd64.tar.xz    the Linux package (scripts/package.sh)
#   dist/wormweave-VERSION-windows-amd64.zip     Wormweave/ with Wormweave.exe (the board,
#                                                and the commands), wormweave-cli.exe (the
#                                                commands in a console program), README.txt,
#                                                LICENSE.txt, NOTICE.txt
#
# VERSION is FyneApp.toml's Version, the one place it is written, as the
# packaged program's `wormweave version` gives it; if HEAD carries a tag
# vX.Y.Z, it must be the same version. The Windows program is cross-built
# with the mingw-w64 C compiler and packaged by `fyne package -os windows`
# (icon, version and metadata from FyneApp.toml), in a clone, because the
# packager rewrites FyneApp.toml and deletes what it builds.
# docs/releasing.md says why the Windows archive has two programs, and
# what a maintainer with a Mac runs.
#
# About fifteen minutes with a cold build cache (both packages rebuild
# Fyne's C code with their own flags), a few with a warm one.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

./scripts/install-deps.sh gcc-mingw-w64-x86-64 wine64 zip unzip xz-utils file

if [ -n "$(git status --porcelain --untracked-files=no)" ]; then
  echo "release.sh: uncommitted changes are not in the release (it builds the committed tree)" >&2
fi

dist="$root/dist"
mkdir -p "$dist"
rm -f "$dist"/wormweave-*-linux-amd64.tar.xz "$dist"/wormweave-*-windows-amd64.zip

echo "== Linux package"
./scripts/package.sh "$dist"
linux="$(ls "$dist"/wormweave-*-linux-amd64.tar.xz)"
version="${linux##*/wormweave-}"
version="${version%-linux-amd64.tar.xz}"
echo "version $version"
for tag in $(git tag --points-at HEAD); do
  case "$tag" in
    v[0-9]*)
      if [ "$tag" != "v$version" ]; then
        echo "release.sh: HEAD is tagged $tag, but FyneApp.toml says version $version" >&2
        exit 1
      fi ;;
  esac
done

echo "== Windows package"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
git clone -q "$root" "$work/src"
# The packager is built for this machine first: CC below is the Windows
# target's C compiler, which `go run` would use for the packager itself.
GOBIN="$work/bin" go install fyne.io/tools/cmd/fyne@v1.7.4
(cd "$work/src" && CC=x86_64-w64-mingw32-gcc GOARCH=amd64 "$work/bin/fyne" package -os windows)
# The console build of the commands: pure Go, so no C compiler; its
# version is the one the Linux program gave, from FyneApp.toml.
long="$(tar -xJOf "$linux" --wildcards '*/bin/wormweave' >"$work/wormweave" && chmod +x "$work/wormweave" && "$work/wormweave" version 2>/dev/null)"
long="${long#wormweave }"
long="${long% linux/amd64}"
(cd "$work/src" && CGO_ENABLED=0 GOOS=windows GOARCH=amd64 \
  go build -ldflags "-X 'wormweave/cli.Version=$long'" -o wormweave-cli.exe ./cmd/wormweave-cli)

mkdir "$work/zip" "$work/zip/Wormweave"
cp "$work/src/Wormweave.exe" "$work/src/wormweave-cli.exe" "$work/zip/Wormweave/"
# Text files for Notepad: CRLF line ends.
sed 's/$/\r/' "$work/src/LICENSE" >"$work/zip/Wormweave/LICENSE.txt"
sed 's/$/\r/' "$work/src/NOTICE" >"$work/zip/Wormweave/NOTICE.txt"
sed 's/$/\r/' "$work/src/packaging/windows-readme.txt" | sed "s/{{VERSION}}/$version/" >"$work/zip/Wormweave/README.txt"
windows="$dist/wormweave-$version-windows-amd64.zip"
(cd "$work/zip" && zip -q -9 -r "$windows" Wormweave)
echo "wrote $windows"

echo "== check the Windows build under Wine"
./scripts/check-windows.sh "$dist" --screenshot "$dist/check-windows-board.png"

echo "== release $version"
ls -l "$linux" "$windows"
