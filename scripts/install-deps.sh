#!/usr/bin/env bash
# Installs the Debian packages Wormweave needs to build and test: a C
# compiler and the OpenGL/X11 headers for Fyne, GTK 3 headers for the native
# file dialogs, Xvfb, xdotool, xclip and ImageMagick for the end-to-end tests, and
# desktop-file-validate (desktop-file-utils) for the desktop entry's test,
# update-mime-database and gio (shared-mime-info, libglib2.0-bin) for the
# test of the MIME type of .pgn files.
# Packages named as arguments are installed too (scripts/release.sh adds
# the Windows cross-compiler and Wine). It asks apt only when a package is
# missing, so a second run is quick.
set -euo pipefail

packages=(
  ca-certificates gcc libc6-dev pkg-config
  libgl1-mesa-dev libx11-dev libxcursor-dev libxrandr-dev libxinerama-dev
  libxi-dev libxxf86vm-dev libgtk-3-dev
  xvfb xauth xdotool x11-utils imagemagick xclip
  desktop-file-utils shared-mime-info libglib2.0-bin
  "$@"
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -gt 0 ]; then
  echo "installing: ${missing[*]}"
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

if ! command -v go >/dev/null 2>&1; then
  echo "Go 1.26 or later is needed: https://go.dev/dl/" >&2
  exit 1
fi
