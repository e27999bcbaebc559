#!/usr/bin/env bash
# Sets up a fresh machine and runs every check and test of Wormweave:
# formatting, go vet, staticcheck, the unit tests (rules, notation and the
# command line without cgo), the full perft reference suite, and an
# end-to-end test that drives the real binary under Xvfb.
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
go vet -tags e2e ./e2e

echo "== staticcheck"
go tool staticcheck ./...
go tool staticcheck -tags e2e ./e2e

echo "== tests without cgo (everything but the native adapters and main)"
# Every package of the module but those that need cgo: the main package,
# the native dialogs and clipboard (GTK), and the end-to-end suite.
mapfile -t nocgo < <(go list ./... | grep -v -x -e wormweave -e 'wormweave/app/native.*' -e wormweave/e2e)
# The window's tests take minutes on a loaded machine: more than go
# test's ten by default under the race detector.
CGO_ENABLED=0 go test -count=1 -timeout 20m "${nocgo[@]}"

echo "== the same with the race detector (short mode; needs cgo)"
go test -race -short -count=1 -timeout 20m "${nocgo[@]}"

echo "== the main package (needs cgo): the C locale, the desktop entry"
go test -count=1 .

echo "== end-to-end test (the real binary under Xvfb)"
# It builds the binary itself: seconds with a warm build cache, about six
# minutes cold (Fyne's cgo), hence the longer timeout.
go test -tags e2e -count=1 -timeout 20m ./e2e
