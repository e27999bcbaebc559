//go:build !race

package app

// raceDetector is whether the tests run under the race detector, which
// slows every goroutine several times: timing bounds do not hold there.
const raceDetector = false
