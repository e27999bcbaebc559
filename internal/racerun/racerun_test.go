package racerun

import "testing"

// The skip follows the build and the mode: a race build in short mode
// skips, every other run goes on.
func TestSkipOneGoroutine(t *testing.T) {
	ran := false
	t.Run("inner", func(t *testing.T) {
		SkipOneGoroutine(t)
		ran = true
	})
	if want := !(Enabled && testing.Short()); ran != want {
		t.Errorf("race build %v, short %v: the test ran %v, want %v", Enabled, testing.Short(), ran, want)
	}
}
