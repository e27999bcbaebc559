#!/usr/bin/env bash
# Sets up a fresh machine and runs every check and test of Wormweave:
# formatting, go vet, staticcheck, the unit tests (rules, notation and the
# command line without cgo), and the full perft reference suite.
set -euo pipefail
cd "$(dirname "$0")/.."

./scripts/install-deps.sh

echo "== gofmt"
unformatted=$(gofmt -l $(git ls-files '*.go'))
if [ -n "$unformatted" ]; then
  echo "gofmt would change:"; echo "$unformatted"; exit 1
fi

echo "== go vet"
go vet ./...

echo "== staticcheck"
go tool staticcheck ./...

echo "== tests without cgo (everything but the native dialogs and main)"
nocgo=()
for d in rules notation cli boardview icons app translations; do
  [ -d "$d" ] && nocgo+=("./$d")
done
CGO_ENABLED=0 go test -count=1 "${nocgo[@]}"
