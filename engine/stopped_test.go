package engine

import (
	"bufio"
	"fmt"
	"os"
	"strings"
	"testing"

	"wormweave/internal/racerun"
	"wormweave/rules"
)

// openings returns the first n match openings of v, read from the match
// package's files (which the package itself cannot import).
func openings(t *testing.T, v rules.Variant, n int) []*rules.Position {
	t.Helper()
	name := "match/openings/" + strings.ToLower(v.String()) + ".txt"
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []*rules.Position
	sc := bufio.NewScanner(f)
	for sc.Scan() && len(out) < n {
		line, _, _ := strings.Cut(sc.Text(), "#")
		if line = strings.TrimSpace(line); line == "" {
			continue
		}
		p, err := rules.ParsePlayableFEN(v, line)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		out = append(out, p)
	}
	return out
}

// A search stopped in the middle of an iteration changes its best turn
// only for one that iteration searched to the end, with a score that is
// not only an upper bound and that no other turn it searched beats: never
// on a score left over from the iteration before. Node limits with one
// thread stop the search at the same place every run.
func TestStoppedIterationChoosesOnFreshScores(t *testing.T) {
	racerun.SkipOneGoroutine(t)
	switches, n := 0, 10
	if testing.Short() {
		n = 4
	}
	for _, v := range rules.Variants {
		for n, o := range openings(t, v, n) {
			for _, multiPV := range []int{1, 3} {
				for _, nodes := range []int64{3_000, 7_000, 15_000, 30_000} {
					e := New(Options{HashMB: 4})
					p := *o
					line1 := map[int]string{} // the first turn of line 1, by depth
					r := e.Start(&p, nil, Limits{Nodes: nodes, MultiPV: multiPV}, func(in Info) {
						if in.MultiPV == 1 && !in.Final {
							line1[in.Depth] = in.PV[0].ID(v)
						}
					}).Wait()
					best := r.Best.ID(v)
					if best == line1[r.Depth] {
						continue
					}
					switches++
					w := e.workers[0]
					d := r.Depth + 1 // the stopped iteration
					what := func() string { return fmt.Sprintf("%v opening %d, multipv %d", v, n+1, multiPV) }
					for _, rm := range w.root {
						if rm.turn.ID(v) != best {
							continue
						}
						if rm.depth != d || rm.bound == Upper {
							t.Errorf("%s, %d nodes: best %s (line 1 at depth %d: %s) chosen on a score of depth %d, bound %v",
								what(), nodes, best, r.Depth, line1[r.Depth], rm.depth, rm.bound)
						}
						for _, other := range w.root {
							if other.depth == d && other.score != -infinity && other.bound != Upper && other.score > rm.score {
								t.Errorf("%s, %d nodes: best %s (%d) chosen over %s (%d), both of depth %d",
									what(), nodes, best, rm.score, other.turn.ID(v), other.score, d)
							}
						}
					}
				}
			}
		}
	}
	t.Logf("%d stopped searches changed their best turn", switches)
	if switches == 0 {
		t.Error("no stopped search changed its best turn: the test checks nothing")
	}
}
