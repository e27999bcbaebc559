package engine

import (
	"testing"
	"time"

	"wormweave/internal/racerun"
	"wormweave/rules"
)

// A ponder search ignores its time limit until PonderHit, which turns the
// limit on counted from Since: a search pondered past its time stops at
// once, and one that has not used its time runs on until it has. The
// bounds leave seconds for a loaded machine: a search that counted its
// time from the ponderhit would take ten more, one deaf to it forever.
func TestPonderHit(t *testing.T) {
	p := rules.NewPosition(rules.Interweave)
	e := New(Options{})
	// Its 10 s were up 20 s ago: only the ponder keeps it going.
	since := time.Now().Add(-20 * time.Second)
	s := e.Start(p, nil, Limits{MoveTime: 10 * time.Second, Ponder: true, Since: since}, nil)
	select {
	case <-s.Done():
		t.Fatal("a ponder search ended on its own time limit")
	case <-time.After(300 * time.Millisecond):
	}
	hit := time.Now()
	s.PonderHit()
	select {
	case <-s.Done():
	case <-time.After(5 * time.Second):
		s.Stop()
		t.Errorf("ponderhit after the time limit: the search still runs %v after it", time.Since(hit).Round(time.Millisecond))
	}
	if r := s.Wait(); r.Best == nil {
		t.Error("no best turn after ponderhit")
	}

	// Within its time: the rest of the 400 ms from the start, then stop.
	start := time.Now()
	s = e.Start(p, nil, Limits{MoveTime: 400 * time.Millisecond, Ponder: true, Since: start}, nil)
	s.PonderHit()
	select {
	case <-s.Done():
	case <-time.After(5 * time.Second):
		s.Stop()
	}
	if d := time.Since(start); d < 350*time.Millisecond || d > 5*time.Second {
		t.Errorf("ponderhit at once: the search took %v, want about 400 ms", d)
	}

	// A ponder search that has nothing left to do waits for ponderhit.
	s = e.Start(p, nil, Limits{Depth: 1, Ponder: true}, nil)
	select {
	case <-s.Done():
		t.Fatal("a ponder search ended before ponderhit")
	case <-time.After(100 * time.Millisecond):
	}
	s.PonderHit()
	if r := s.Wait(); r.Best == nil || r.Depth != 1 {
		t.Errorf("after ponderhit: %+v", r)
	}
}

// A long search reports the root turn it searches about every second,
// beginning after its first second, with the table's use; a short one
// reports nothing.
func TestProgress(t *testing.T) {
	p := rules.NewPosition(rules.Wormhole)
	e := New(Options{})
	got := make(chan Progress, 16)
	start := time.Now()
	s := e.Start(p, nil, Limits{Infinite: true, Progress: func(pr Progress) {
		select {
		case got <- pr:
		default:
		}
	}}, nil)
	first := <-got
	second := <-got
	s.Stop()
	s.Wait()
	if el := time.Since(start); first.Time < time.Second || el < time.Second {
		t.Errorf("first report at %v", first.Time)
	}
	for _, pr := range []Progress{first, second} {
		if pr.CurrMove == nil || pr.CurrMoveNumber < 1 || pr.Depth < 1 || pr.Nodes <= 0 || pr.NPS <= 0 || pr.HashFull <= 0 || pr.HashFull > 1000 {
			t.Errorf("report %+v", pr)
		}
		if q := *p; q.PlayTurn(pr.CurrMove) != nil {
			t.Errorf("currmove %v is not a legal turn", pr.CurrMove)
		}
	}
	// A second apart, plus what a loaded machine adds.
	if d := second.Time - first.Time; d < 950*time.Millisecond || d > 3*time.Second {
		t.Errorf("reports %v apart", d)
	}

	quiet := e.Start(p, nil, Limits{Depth: 2, Progress: func(pr Progress) { t.Errorf("a short search reported %+v", pr) }}, nil)
	quiet.Wait()
}

// The lines of a search carry the table's use, which ClearHash empties.
func TestHashFullAndClearHash(t *testing.T) {
	racerun.SkipOneGoroutine(t)
	p := rules.NewPosition(rules.Interweave)
	e := New(Options{HashMB: 4})
	var last Info
	e.Start(p, nil, Limits{Nodes: 100_000}, func(in Info) { last = in }).Wait()
	if last.HashFull <= 0 || last.HashFull > 1000 {
		t.Errorf("hashfull %d after 100000 nodes in 4 MB", last.HashFull)
	}
	child := *p
	if err := child.PlayTurn(last.PV[0]); err != nil {
		t.Fatal(err)
	}
	if _, ok := e.tt.probe(child.Hash()); !ok {
		t.Fatal("the best turn's position is not in the table after the search")
	}
	e.ClearHash()
	if _, ok := e.tt.probe(child.Hash()); ok {
		t.Error("the best turn's position is still in the table after ClearHash")
	}
	if h := e.tt.hashfull(); h != 0 {
		t.Errorf("hashfull %d after ClearHash", h)
	}
}

// With ReportBounds, a score that falls outside the aspiration window is
// reported as a line with its bound before the iteration's exact line;
// without it, only exact lines come.
func TestReportBounds(t *testing.T) {
	racerun.SkipOneGoroutine(t)
	bounds := 0
	for _, v := range []rules.Variant{rules.Wormhole, rules.Interweave} {
		for _, report := range []bool{false, true} {
			e := New(Options{})
			p := rules.NewPosition(v)
			var lines []Info
			e.Start(p, nil, Limits{Depth: 6, ReportBounds: report}, func(in Info) { lines = append(lines, in) }).Wait()

			for i, in := range lines {
				if in.Bound == Exact {
					continue
				}
				if !report {
					t.Errorf("%v: a %v line without ReportBounds", v, in.Bound)
					continue
				}
				bounds++
				// An exact line of the same depth follows, unless the
				// search was stopped.
				if i+1 < len(lines) && lines[i+1].Depth < in.Depth {
					t.Errorf("%v: depth %d %v, then depth %d", v, in.Depth, in.Bound, lines[i+1].Depth)
				}
			}
		}
	}
	if bounds == 0 {
		t.Error("no aspiration failure reported in either variant")
	}
}

// Move Overhead comes off the time left before the time manager shares it
// out: the budget shrinks with it.
func TestMoveOverhead(t *testing.T) {
	budget := func(overhead time.Duration) (soft, hard time.Duration) {
		j := &job{root: *rules.NewPosition(rules.Wormhole), opt: Options{MoveOverhead: overhead},
			lim: Limits{WTime: 2 * time.Second, BTime: 2 * time.Second}}
		j.plan()
		return j.soft, j.hard
	}
	s0, h0 := budget(0)
	s1, h1 := budget(1500 * time.Millisecond)
	if s1 >= s0 || h1 >= h0 || h1 > 500*time.Millisecond/3 {
		t.Errorf("budget with no overhead %v/%v, with 1.5 s of 2 s %v/%v", s0, h0, s1, h1)
	}
	if _, h := budget(5 * time.Second); h != time.Millisecond {
		t.Errorf("an overhead beyond the clock: hard limit %v, want the least", h)
	}
}
