package app

import (
	"testing"

	"wormweave/internal/racerun"
)

// raceDetector is whether the tests run under the race detector, which
// slows every goroutine several times: timing bounds do not hold there.
const raceDetector = racerun.Enabled

// skipInRaceRun skips a test of one goroutine's work in the race
// detector's short run (internal/racerun says why). Each window test costs
// seconds there for building the window alone, so only the tests whose
// point is the window's goroutines (the engine, the analysis, the
// explorer, the library, the recovery) stay in it.
func skipInRaceRun(t *testing.T) {
	t.Helper()
	racerun.SkipOneGoroutine(t)
}
