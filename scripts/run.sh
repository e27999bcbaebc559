#!/usr/bin/env bash
# Sets up a fresh machine, builds Wormweave and runs it with the given
# arguments (a .pgn file to open, or a command such as `perft`).
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/install-deps.sh
go build -o wormweave .
exec ./wormweave "$@"
