// Package racerun lets a test leave the race detector's short run when
// it exercises one goroutine's work.
//
// CI runs every test twice: in full without the race detector, then in
// short mode with it. The detector finds races only between goroutines,
// and it slows every instruction five to ten times, so a test that
// searches thousands of positions or renders the window on one goroutine
// costs minutes there and can find nothing. Such a test calls
// SkipOneGoroutine: it still runs, in full, in the run without the
// detector. A test whose point is two goroutines at once must not call
// it.
package racerun

import "testing"

// SkipOneGoroutine skips t in the race detector's short run, and does
// nothing otherwise.
func SkipOneGoroutine(t testing.TB) {
	t.Helper()
	if Enabled && testing.Short() {
		t.Skip("one goroutine's work: it runs in full without the race detector")
	}
}
