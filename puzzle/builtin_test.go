package puzzle

import (
	"strings"
	"testing"
	"time"

	"wormweave/rules"
)

// Every built-in puzzle is proved again: its solution wins and no other
// first move does, and its themes are what the solution gives.
func TestBuiltinPuzzlesAreProved(t *testing.T) {
	for _, v := range rules.Variants {
		set, err := Builtin(v)
		if err != nil {
			t.Fatalf("%v: %v", v, err)
		}
		if len(set) == 0 {
			t.Fatalf("%v: no built-in puzzles", v)
		}
		start := time.Now()
		pr := NewProver()
		ids := map[string]bool{}
		for _, p := range set {
			if ids[p.ID] {
				t.Errorf("%v: puzzle id %s twice", v, p.ID)
			}
			ids[p.ID] = true
			if err := pr.Prove(p); err != nil {
				t.Errorf("%v: puzzle %s: %v", v, p.ID, err)
			}
			themes, err := Themes(p)
			if err != nil || strings.Join(themes, " ") != strings.Join(p.Themes, " ") {
				t.Errorf("%v: puzzle %s: themes %q, the solution gives %q (%v)", v, p.ID, p.Themes, themes, err)
			}
		}
		t.Logf("%v: %d puzzles proved in %v", v, len(set), time.Since(start).Round(time.Millisecond))
	}
}
