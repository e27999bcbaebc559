package engine

import (
	"fmt"
	"testing"
	"time"

	"wormweave/internal/racerun"
	"wormweave/rules"
)

const ms = time.Millisecond

// The plan's arithmetic, over many clock states: the clock above its
// reserve (a twentieth), less the overheads of the moves after this one,
// is shared among the moves to go, plus half the increment when the moves
// to go are a guess, or the increments of the moves to go when they are
// exact; at an exact togo of 1 there is no target and the hard limit is
// the clock above its reserve; otherwise the hard limit is at most
// hardRatio targets and half the clock above its reserve, less the safety,
// and the target is never above it.
func TestPlanClock(t *testing.T) {
	for _, c := range []struct {
		name                string
		left, inc, overhead time.Duration
		togo                int
		exact               bool
		target, hard        time.Duration
	}{
		{"10+0.1 at the start", 10000 * ms, 100 * ms, 0, 10, false, 1000 * ms, 4000*ms - safety},
		{"3+0.03 at the start", 3000 * ms, 30 * ms, 0, 8, false, 2850*ms/8 + 15*ms, 1425*ms - safety},
		{"late, the half of the clock bounds the hard limit", 1000 * ms, 100 * ms, 0, 5, false, 190*ms + 50*ms, 475*ms - safety},
		{"a clock of two increments", 200 * ms, 100 * ms, 0, 6, false, 95*ms - safety, 95*ms - safety},
		{"no increment", 4000 * ms, 0, 0, 10, false, 380 * ms, 1520*ms - safety},
		{"overheads of the moves to go", 10000 * ms, 100 * ms, 100 * ms, 10, false, 860*ms + 50*ms, 3640*ms - safety},
		{"overheads beyond the clock", 1000 * ms, 0, 500 * ms, 5, false, 1 * ms, 1 * ms},
		{"a guessed togo of 1 keeps half", 4000 * ms, 0, 0, 1, false, 1900*ms - safety, 1900*ms - safety},
		{"togo below one counts as one", 4000 * ms, 0, 0, 0, false, 1900*ms - safety, 1900*ms - safety},
		{"an increment larger than the clock", 200 * ms, 2000 * ms, 0, 10, false, 95*ms - safety, 95*ms - safety},
		{"a clock at zero", 0, 1000 * ms, 0, 10, false, 1 * ms, 1 * ms},
		{"a clock below zero", -50 * ms, 100 * ms, 0, 10, false, 1 * ms, 1 * ms},
		{"movestogo 1: all but the reserve", 60000 * ms, 0, 0, 1, true, 0, 57000*ms - safety},
		{"movestogo 1 with an increment", 60000 * ms, 1000 * ms, 0, 1, true, 0, 57000*ms - safety},
		{"movestogo 1, a tiny clock", 20 * ms, 0, 0, 1, true, 0, 1 * ms},
		{"movestogo 2", 60000 * ms, 0, 0, 2, true, 28500*ms - safety, 28500*ms - safety},
		{"movestogo 4", 60000 * ms, 0, 0, 4, true, 14250 * ms, 28500*ms - safety},
		{"movestogo 4 with an increment", 60000 * ms, 1000 * ms, 0, 4, true, 15000 * ms, 28500*ms - safety},
		{"movestogo 40", 60000 * ms, 0, 0, 40, true, 1425 * ms, 5700*ms - safety},
		{"movestogo 40 with overheads", 60000 * ms, 0, 10 * ms, 40, true, (57000*ms - 390*ms) / 40, (57000*ms-390*ms)/10 - safety},
	} {
		target, hard := planClock(c.left, c.inc, c.overhead, c.togo, c.exact)
		if target != c.target || hard != c.hard {
			t.Errorf("%s: left %v inc %v overhead %v togo %d exact %v: target %v hard %v, want %v %v",
				c.name, c.left, c.inc, c.overhead, c.togo, c.exact, target, hard, c.target, c.hard)
		}
	}
}

// The clock is spent: in a game where every move takes four fifths of its
// target (iterations mostly end before it), the clock left after 60 plies
// is at most 15% of the base time at 10 s + 0.1 s and 3 s + 0.03 s in both
// variants, and it never runs out even when every move takes its whole
// hard limit, the worst the time manager allows: it stays above one
// increment (half the clock at most goes in a move, and half the
// increment comes back).
func TestClockIsSpentAndKept(t *testing.T) {
	for _, v := range rules.Variants {
		for _, tc := range []struct{ base, inc time.Duration }{
			{10 * time.Second, 100 * ms}, {3 * time.Second, 30 * ms}, {60 * time.Second, 600 * ms},
		} {
			t.Run(fmt.Sprintf("%v %v+%v", v, tc.base, tc.inc), func(t *testing.T) {
				spent, worst := tc.base, tc.base
				start := rules.NewPosition(v).Plies()
				for ply := 0; ply < 200; ply += 2 {
					togo := expectedTurnsAt(v, ply)
					target, _ := planClock(spent, tc.inc, 0, togo, false)
					spent += tc.inc - target*4/5
					_, hard := planClock(worst, tc.inc, 0, togo, false)
					if worst -= hard; worst <= 0 {
						t.Fatalf("ply %d: the clock ran out (%v) taking the hard limit, %v", start+ply, worst, hard)
					}
					if worst += tc.inc; worst < tc.inc {
						t.Fatalf("ply %d: %v left after a move of %v", start+ply, worst, hard)
					}
					if ply == 60 && spent > tc.base*15/100 {
						t.Errorf("ply %d: %v left of %v (%.0f%%)", ply, spent, tc.base, 100*spent.Seconds()/tc.base.Seconds())
					}
				}
			})
		}
	}
}

// expectedTurnsAt is expectedTurns for a position of variant v at ply, with
// one square filled a ply in Wormhole.
func expectedTurnsAt(v rules.Variant, ply int) int {
	p := rules.NewPosition(v)
	if v == rules.Interweave {
		return max(6, 8-(p.Plies()+ply)/20)
	}
	empty := 32 - ply
	return max(5, min(empty/2, (wormholePlies-p.Plies()-ply)/2, 10))
}

// iterationDone's decisions after an iteration, for a job with a target
// of 100 ms: it stops past the soft limit (the target, six tenths of it
// once the best turn has held for stableIterations, twice it after a
// change of best turn, one and a half after a fall of the score or a fail
// low), and before an iteration that the last one's time times the
// branching factor (3 before two iterations were timed) predicts would
// end past the hard limit.
func TestIterationDone(t *testing.T) {
	type iter struct {
		best    string
		score   Score
		at      time.Duration
		failLow bool
	}
	for _, c := range []struct {
		name  string
		hard  time.Duration
		iters []iter
		want  bool // after the last one
	}{
		{"young and quick", 2000 * ms, []iter{{"a", 0, 10 * ms, false}, {"a", 0, 30 * ms, false}}, true},
		{"past the target", 2000 * ms, []iter{{"a", 0, 50 * ms, false}, {"a", 0, 105 * ms, false}}, false},
		{"best changed: twice the target", 2000 * ms, []iter{{"a", 0, 50 * ms, false}, {"b", 0, 110 * ms, false}}, true},
		{"best changed, past twice", 2000 * ms, []iter{{"a", 0, 50 * ms, false}, {"b", 0, 205 * ms, false}}, false},
		{"changed an iteration ago: one and a half", 2000 * ms, []iter{{"a", 0, 50 * ms, false}, {"b", 0, 70 * ms, false}, {"b", 0, 140 * ms, false}}, true},
		{"score fell: one and a half", 2000 * ms, []iter{{"a", 0, 50 * ms, false}, {"a", -40, 120 * ms, false}}, true},
		{"score fell a little", 2000 * ms, []iter{{"a", 0, 50 * ms, false}, {"a", -20, 120 * ms, false}}, false},
		{"failed low: one and a half", 2000 * ms, []iter{{"a", 0, 50 * ms, false}, {"a", 0, 120 * ms, true}}, true},
		{"failed low, past one and a half", 2000 * ms, []iter{{"a", 0, 50 * ms, false}, {"a", 0, 155 * ms, true}}, false},
		{"stable: six tenths", 2000 * ms, []iter{{"a", 0, 1 * ms, false}, {"a", 0, 2 * ms, false}, {"a", 0, 4 * ms, false}, {"a", 0, 62 * ms, false}}, false},
		{"three stable: the whole target", 2000 * ms, []iter{{"a", 0, 1 * ms, false}, {"a", 0, 4 * ms, false}, {"a", 0, 55 * ms, false}}, true},
		{"next one ends past the hard limit", 150 * ms, []iter{{"a", 0, 10 * ms, false}, {"a", 0, 40 * ms, false}, {"a", 0, 95 * ms, false}}, false},
		{"next one ends before it", 150 * ms, []iter{{"a", 0, 10 * ms, false}, {"a", 0, 40 * ms, false}, {"a", 0, 80 * ms, false}}, true},
		{"no branching measured yet", 150 * ms, []iter{{"a", 0, 30 * ms, false}}, true},
		{"no branching measured yet, too late", 150 * ms, []iter{{"a", 0, 40 * ms, false}}, false},
	} {
		j := &job{s: &Search{}, soft: 100 * ms, hard: c.hard}
		var more bool
		for _, it := range c.iters {
			j.tm.failedLow = it.failLow
			more = j.iterationDone(it.best, it.score, it.at)
		}
		if more != c.want {
			t.Errorf("%s: another iteration %v, want %v (state %+v)", c.name, more, c.want, j.tm)
		}
	}
}

// A search on a clock of a few hundred milliseconds, in positions of
// both variants from the start to late in a game, ends within its hard
// limit and a small margin, and a Move Overhead takes its time off:
// the search then ends within the clock less the overhead. A loaded
// machine can stall any process for a while, so a position that
// overruns is searched again, up to four times: a late stop fails all.
// (A timer armed for three times the hard limit fails it.) A search lists
// the root's turns whatever its limit (minRootTurns of them), so the time
// that listing them takes on the machine now, measured before each try, is
// added to the margin: at a load average of 28, five tries of a 1 ms limit
// in the position with the most turns all took 22 ms. No limit cuts the
// first line's depth 1 short, so in a root of more turns than the search
// lists, where that depth searches the wins left out too (rootwins.go),
// the time of a search to depth 1 is added instead. Under the race
// detector, which slows the search several times, the margin is ten times
// larger. A search that ignores its hard limit takes seconds there.
func TestTinyClockEndsInTime(t *testing.T) {
	margin := 20 * ms
	if racerun.Enabled {
		margin = 200 * ms
	}
	n, plies := 2, 45
	if testing.Short() {
		n, plies = 1, 30
	}
	// An Interweave position with more turns than the search lists, whose
	// first iteration outlasts any of these clocks: there the hard limit,
	// not the iterations' ends, stops the search once depth 1 is done.
	most := mustPosition(t, "interweave", "3k4/2pBp1BK/1p3p2/k1P1n1rP/1p1p1pN1/2rPnRbP/3b1p2/1R3NK1 w 0 - 000000")
	for _, v := range rules.Variants {
		starts := openings(t, v, n)
		if v == rules.Interweave {
			starts = append(starts, most)
		}
		for _, o := range starts {
			e := New(Options{HashMB: 4})
			p := *o
			for ply := 0; ply < plies; ply++ {
				if r, _ := p.Outcome(); r != rules.Ongoing {
					break
				}
				var best rules.Turn
				if ply%3 != 0 {
					r := e.Start(&p, nil, Limits{Nodes: 500}, nil).Wait()
					if err := p.PlayTurn(r.Best); err != nil {
						t.Fatal(err)
					}
					continue
				}
				for _, c := range []struct {
					left, inc, overhead time.Duration
				}{{300 * ms, 0, 0}, {300 * ms, 0, 200 * ms}, {700 * ms, 100 * ms, 0}} {
					e.SetOptions(Options{HashMB: 4, MoveOverhead: c.overhead})
					lim := Limits{WTime: c.left, BTime: c.left, WInc: c.inc, BInc: c.inc}
					j := &job{root: p, opt: Options{MoveOverhead: c.overhead}, lim: lim}
					j.plan()
					limit := j.hard + margin
					if c.overhead > 0 {
						limit = min(limit, c.left-c.overhead)
					}
					var took, list time.Duration
					for try := 0; try < 5; try++ {
						// No limit cuts the first line's depth 1
						// short: it counts as the listing does.
						start := time.Now()
						if r := New(Options{HashMB: 4}).Start(&p, nil, Limits{Depth: 1}, nil).Wait(); r.RootTurnsLeftOut {
							list = time.Since(start)
						} else {
							p.TurnList()
							list = time.Since(start)
						}
						limit := limit + list
						start = time.Now()
						r := e.Start(&p, nil, lim, nil).Wait()
						if took = time.Since(start); r.Best == nil {
							t.Fatalf("%v ply %d: no move", v, ply)
						}
						best = r.Best
						if took <= limit {
							break
						}
					}
					if took > limit+list {
						t.Errorf("%v %s, clock %v+%v, overhead %v: the search took %v, hard limit %v, listing the turns (or depth 1) %v",
							v, p.FEN(), c.left, c.inc, c.overhead, took, j.hard, list)
					}
				}
				if err := p.PlayTurn(best); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}
