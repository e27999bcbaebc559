//go:build race

package engine

// raceDetector is whether the tests run under the race detector, which
// slows every goroutine several times: timing margins grow with it.
const raceDetector = true
