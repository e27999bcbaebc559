//go:build race

package app

import "testing"

// raceDetector is whether the tests run under the race detector, which
// slows every goroutine several times: timing bounds do not hold there.
const raceDetector = true

// skipInRaceRun skips a test of one goroutine's work in the race
// detector's short run: the detector finds nothing there, the test ran
// without it, and the run is the longest of CI.
func skipInRaceRun(t *testing.T) {
	t.Helper()
	if testing.Short() {
		t.Skip("one goroutine's work: tested without the race detector")
	}
}
