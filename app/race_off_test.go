//go:build !race

package app

import "testing"

// raceDetector is whether the tests run under the race detector, which
// slows every goroutine several times: timing bounds do not hold there.
const raceDetector = false

// skipInRaceRun skips nothing without the race detector.
func skipInRaceRun(*testing.T) {}
