#!/usr/bin/env bash
# Sets up a fresh machine and runs every check and test of Wormweave:
# formatting, go vet, the Windows cross-build without cgo, staticcheck, the
# unit tests (rules, notation and the command line without cgo), the full
# perft reference suite, and an end-to-end test that drives the real binary
# under Xvfb.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each phase says how long it took, so that CI's time can be read from its
# own output before anything is cut.
phase_name=""
phase_start=$SECONDS
phase() {
  if [ -n "$phase_name" ]; then
    echo "   ($phase_name: $((SECONDS - phase_start)) s)"
  fi
  phase_name=$1
  phase_start=$SECONDS
  [ -n "$1" ] && echo "== $1"
  return 0
}

phase "install the packages"
./scripts/install-deps.sh

phase "gofmt"
unformatted=$(gofmt -l $(git ls-files '*.go'))
if [ -n "$unformatted" ]; then
  echo "gofmt would change:"; echo "$unformatted"; exit 1
fi

phase "go vet"
go vet ./...
go vet -tags e2e ./e2e

phase "Windows: everything that builds without cgo, cross-compiled and vetted"
# The Windows release would otherwise find a Unix-only call (a signal, a
# system call) first, after a quarter of an hour's build. The main package
# is left out: its Windows build needs Fyne's cgo (scripts/release.sh).
mapfile -t windows < <(go list ./... | grep -v -x wormweave)
CGO_ENABLED=0 GOOS=windows GOARCH=amd64 go build "${windows[@]}"
CGO_ENABLED=0 GOOS=windows GOARCH=amd64 go vet "${windows[@]}"

phase "staticcheck"
go tool staticcheck ./...
go tool staticcheck -tags e2e ./e2e

phase "tests without cgo (everything but the native adapters and main)"
# Every package of the module but those that need cgo: the main package,
# the native dialogs and clipboard (GTK), and the end-to-end suite.
mapfile -t nocgo < <(go list ./... | grep -v -x -e wormweave -e 'wormweave/app/native.*' -e wormweave/e2e)
# The window's tests take minutes on a loaded machine: more than go
# test's ten by default under the race detector.
CGO_ENABLED=0 go test -count=1 -timeout 20m "${nocgo[@]}"

phase "the same with the race detector (short mode; needs cgo)"
# Not the packages that start no goroutine and import none that does (the
# rules, the notation, the clock, the evaluation, the translations): the
# detector finds nothing there, and their tests ran above.
racy=()
for p in "${nocgo[@]}"; do
  case "$p" in
    wormweave/rules|wormweave/notation|wormweave/clock|wormweave/engine/eval|wormweave/translations) ;;
    *) racy+=("$p") ;;
  esac
done
if grep -nE '(^|[^a-zA-Z_.])go (func|[a-zA-Z_][a-zA-Z_0-9.]*\()' rules/*.go notation/*.go clock/*.go engine/eval/*.go translations/*.go | grep -v '_test.go:'; then
  echo "a goroutine in a package the race run leaves out: take the package back in"; exit 1
fi
go test -race -short -count=1 -timeout 20m "${racy[@]}"

phase "the main package (needs cgo): the C locale, the desktop entry"
go test -count=1 .

phase "end-to-end test (the real binary under Xvfb)"
# It builds the binary itself: seconds with a warm build cache, about six
# minutes cold (Fyne's cgo), hence the longer timeout.
go test -tags e2e -count=1 -timeout 20m ./e2e
phase ""
echo "== all checks passed in $SECONDS s"
