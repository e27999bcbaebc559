package rules

import (
	"errors"
	"runtime"
	"sort"
	"testing"
)

// WalkTurnsByID gives the reference turns in the order of their ids, and
// WalkTurns the same turns; both leave the position as it was.
func TestWalkTurnsReference(t *testing.T) {
	for _, v := range Variants {
		for i, c := range loadMovesCases(t, v) {
			if c.Turns == nil {
				continue
			}
			p, err := ParseFEN(v, c.FEN)
			if err != nil {
				t.Fatal(err)
			}
			before := *p
			var byID, walked []string
			p.WalkTurnsByID(func(t Turn) bool { byID = append(byID, t.ID(v)); return true })
			p.WalkTurns(func(t Turn) bool { walked = append(walked, t.ID(v)); return true })
			if !sort.StringsAreSorted(byID) {
				t.Errorf("%s #%d %s: WalkTurnsByID out of order: %v", v, i, c.FEN, byID)
			}
			if !equalSorted(byID, c.Turns) || !equalSorted(byID, walked) {
				t.Errorf("%s #%d %s:\nby id  %v\nwalked %v\nwant   %v", v, i, c.FEN, byID, walked, c.Turns)
			}
			if *p != before {
				t.Errorf("%s #%d %s: the walk changed the position", v, i, c.FEN)
			}
		}
	}
}

// eighteenLeapers has more turns than memory could hold: a white leaper
// among black leapers it can capture in chains branching at every step.
// It is not playable (too many leapers), but it parses.
const eighteenLeapers = "k1n1n1n1/1n1n1n1n/n1n1n1n1/1n1n1n1n/n1n1n1n1/1n1n1n1n/n1n1n1n1/N1K1K1k1 w 0 - 000000"

// A walk stops when asked to and holds no more memory after a million
// turns than after a thousand.
func TestWalkTurnsIsBounded(t *testing.T) {
	p, err := ParseFEN(Interweave, eighteenLeapers)
	if err != nil {
		t.Fatal(err)
	}
	for _, walk := range []func(func(Turn) bool){p.WalkTurns, p.WalkTurnsByID} {
		allocated := func(n int) uint64 {
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			seen := 0
			walk(func(Turn) bool { seen++; return seen < n })
			runtime.ReadMemStats(&after)
			if seen != n {
				t.Fatalf("the walk stopped after %d turns, not %d", seen, n)
			}
			return after.TotalAlloc - before.TotalAlloc
		}
		small, large := allocated(1000), allocated(1_000_000)
		// Sorting by id builds the ids of each level's steps: a few
		// hundred bytes a level, not a turn.
		if large > small+1<<20 {
			t.Errorf("a walk of a million turns allocated %d bytes, one of a thousand %d", large, small)
		}
	}
}

func TestTurnListStopsAtMaxTurns(t *testing.T) {
	p, err := ParseFEN(Interweave, eighteenLeapers)
	if err != nil {
		t.Fatal(err)
	}
	turns, err := p.TurnList()
	if !errors.Is(err, ErrTooManyTurns) || len(turns) != MaxTurns {
		t.Errorf("%d turns, error %v; want %d and ErrTooManyTurns", len(turns), err, MaxTurns)
	}
	if got := len(p.Turns()); got != MaxTurns {
		t.Errorf("Turns: %d turns, want %d", got, MaxTurns)
	}
	q := NewPosition(Interweave)
	if turns, err := q.TurnList(); err != nil || len(turns) != 30 {
		t.Errorf("start position: %d turns, error %v", len(turns), err)
	}
}

// manyChains is the playable position with the most turns a random search
// found (150 s of hill climbing over the pieces of a full set): 1,829,147
// turns of up to 15 steps, chains of a white leaper and smasher among 13
// black pieces. Turns held them all in 990 MB; a walk holds one.
const manyChains = "3k4/2pBp1BK/1p3p2/k1P1n1rP/1p1p1pN1/2rPnRbP/3b1p2/1R3NK1 w 0 - 000000"

func TestManyChains(t *testing.T) {
	if testing.Short() {
		t.Skip("walks 1.8 million turns twice (about 3 s); skipped in short mode")
	}
	p, err := ParsePlayableFEN(Interweave, manyChains)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	p.WalkTurnsByID(func(Turn) bool { n++; return true })
	if n != 1829147 || p.Perft(1) != 1829147 {
		t.Errorf("%d turns by id, perft %d; want 1829147", n, p.Perft(1))
	}
}

func BenchmarkWalkTurnsManyChains(b *testing.B) {
	p, err := ParseFEN(Interweave, manyChains)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		n := 0
		p.WalkTurnsByID(func(Turn) bool { n++; return true })
	}
}
