package engine_test

import (
	"testing"

	"wormweave/engine"
	"wormweave/engine/match"
	"wormweave/internal/racerun"
	"wormweave/rules"
)

// Each finished iteration of a multi-PV search lists its lines best first,
// and the best turn is the first turn of the last iteration's line 1: over
// the first 20 match openings of each variant, three lines, every depth up
// to a small one.
func TestMultiPVLinesAreSortedBestFirst(t *testing.T) {
	racerun.SkipOneGoroutine(t)
	depth := 5
	if testing.Short() {
		depth = 4
	}
	for _, v := range rules.Variants {
		openings, err := match.BuiltinOpenings(v)
		if err != nil {
			t.Fatal(err)
		}
		e := engine.New(engine.Options{HashMB: 8})
		unsorted, iterations := 0, 0
		for n, o := range openings[:min(20, len(openings))] {
			p := o.Pos
			e.NewGame()
			byDepth := map[int][]engine.Info{}
			r := e.Start(&p, nil, engine.Limits{Depth: depth, MultiPV: 3}, func(in engine.Info) {
				byDepth[in.Depth] = append(byDepth[in.Depth], in)
			}).Wait()
			for d := 1; d <= r.Depth; d++ {
				lines := byDepth[d]
				iterations++
				for i := 1; i < len(lines); i++ {
					if lines[i].MultiPV != i+1 || lines[i].Score > lines[i-1].Score {
						unsorted++
						t.Errorf("%v opening %d, depth %d: line %d (%s) after line %d (%s)", v, n+1, d,
							lines[i].MultiPV, lines[i].Score.UCI(), lines[i-1].MultiPV, lines[i-1].Score.UCI())
					}
				}
			}
			last := byDepth[r.Depth]
			if len(last) == 0 || len(last[0].PV) == 0 {
				t.Fatalf("%v opening %d: no line at depth %d", v, n+1, r.Depth)
			}
			if got, want := r.Best.ID(v), last[0].PV[0].ID(v); got != want {
				t.Errorf("%v opening %d: best %s, but line 1 of depth %d begins with %s", v, n+1, got, r.Depth, want)
			}
		}
		t.Logf("%v: %d of %d iterations unsorted", v, unsorted, iterations)
	}
}
