package engine

import (
	"fmt"
	"testing"
	"time"

	"wormweave/rules"
)

const ms = time.Millisecond

// The plan's arithmetic: the target is the clock above its reserve shared
// among the moves to go, plus three quarters of the increment; the hard
// limit is at most hardRatio targets, half of what lies above the reserve
// and the increment's share together, and half of the clock, less the
// safety; the target is never above the hard limit.
func TestPlanClock(t *testing.T) {
	for _, c := range []struct {
		left, inc    time.Duration
		togo         int
		target, hard time.Duration
	}{
		// 10 s + 0.1 s at the start: 8 s above the reserve.
		{10000 * ms, 100 * ms, 14, 8000*ms/14 + 75*ms, (8000*ms/14+75*ms)*4 - safety},
		{10000 * ms, 100 * ms, 8, 1000*ms + 75*ms, (8000*ms+75*ms)/2 - safety},
		// The reserve is two seconds, or nine tenths of a smaller clock.
		{4000 * ms, 0, 10, 200 * ms, 800*ms - safety},
		{2000 * ms, 0, 10, 20 * ms, 80*ms - safety},
		{1000 * ms, 100 * ms, 10, (100*ms+75*ms)/2 - safety, (100*ms+75*ms)/2 - safety},
		{400 * ms, 100 * ms, 10, (40*ms+75*ms)/2 - safety, (40*ms+75*ms)/2 - safety},
		{300 * ms, 0, 10, 1 * ms, 1 * ms},
		// A clock at zero (or below) moves at once, whatever the increment.
		{0, 1000 * ms, 10, 1 * ms, 1 * ms},
		{-50 * ms, 100 * ms, 10, 1 * ms, 1 * ms},
		// Moves to go below one count as one.
		{4000 * ms, 0, 0, 1000*ms - safety, 1000*ms - safety},
		// An increment larger than the clock: half the clock at most.
		{200 * ms, 2000 * ms, 10, 70 * ms, 100*ms - safety},
		{1100 * ms, 0, 10, 11 * ms, 44*ms - safety},
	} {
		target, hard := planClock(c.left, c.inc, c.togo)
		if target != c.target || hard != c.hard {
			t.Errorf("left %v inc %v togo %d: target %v hard %v, want %v %v", c.left, c.inc, c.togo, target, hard, c.target, c.hard)
		}
	}
}

// A game on the clock where every move takes its whole hard limit, the
// worst the time manager allows, keeps the reserve against a stalled
// machine: with an increment the clock after a move never falls below
// 1.75 s, and without one not below 250 ms within wormholePlies, or 100
// Interweave plies.
func TestClockKeepsItsReserve(t *testing.T) {
	for _, c := range []struct {
		v            rules.Variant
		plies, noInc int
	}{{rules.Wormhole, 80, wormholePlies}, {rules.Interweave, 300, 100}} {
		for _, tc := range []struct{ base, inc time.Duration }{
			{10 * time.Second, 100 * ms}, {10 * time.Second, 0}, {60 * time.Second, 600 * ms}, {5 * time.Second, 100 * ms},
		} {
			t.Run(fmt.Sprintf("%v %v+%v", c.v, tc.base, tc.inc), func(t *testing.T) {
				left, least := tc.base, 1750*ms
				plies := c.plies
				if tc.inc == 0 {
					plies, least = c.noInc, 250*ms
				}
				for ply := 0; ply < plies; ply += 2 {
					_, hard := planClock(left, tc.inc, expectedTurnsAt(c.v, ply))
					if left -= hard; left < least {
						t.Fatalf("ply %d: %v left after a move of %v", ply, left, hard)
					}
					left += tc.inc
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
		return max(8, 14-(p.Plies()+ply)/20)
	}
	empty := 32 - ply
	return max(5, min(empty/2, (wormholePlies-p.Plies()-ply)/2, 14))
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
	if raceDetector {
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
