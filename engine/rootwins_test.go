package engine

import (
	"fmt"
	"testing"
	"time"

	"wormweave/internal/racerun"
	"wormweave/rules"
)

// mostTurnsFEN is an Interweave position with 1,829,147 turns, far more
// than the root's listing keeps (rules.MaxTurns), most of them winning at
// once by taking a king.
const mostTurnsFEN = "3k4/2pBp1BK/1p3p2/k1P1n1rP/1p1p1pN1/2rPnRbP/3b1p2/1R3NK1 w 0 - 000000"

// colourFlipped returns p with its board turned upside down and every
// piece's colour changed, the other side to move and the pools swapped: the
// same game seen from the other side, whose turns the generator gives in
// another order.
func colourFlipped(t *testing.T, p *rules.Position) *rules.Position {
	t.Helper()
	s := p.Setup()
	f := s
	for sq := rules.Square(0); sq < 64; sq++ {
		pc := s.Board[sq]
		if pc.IsPiece() {
			pc = rules.MakePiece(pc.Color().Other(), pc.Kind())
		}
		f.Board[rules.SquareAt(sq.File(), 7-sq.Rank())] = pc
	}
	f.Turn = s.Turn.Other()
	f.Pool[rules.White], f.Pool[rules.Black] = s.Pool[rules.Black], s.Pool[rules.White]
	if s.Passed.Valid() {
		f.Passed = rules.SquareAt(s.Passed.File(), 7-s.Passed.Rank())
	}
	q, err := rules.ParsePlayableFEN(s.Variant, f.FEN())
	if err != nil {
		t.Fatalf("the colour-flipped twin of %s: %v", p.FEN(), err)
	}
	return q
}

// mostTurnsTwins returns the position of many turns and its colour-flipped
// twin, named.
func mostTurnsTwins(t *testing.T) []struct {
	name string
	pos  *rules.Position
} {
	p := mustPosition(t, "interweave", mostTurnsFEN)
	return []struct {
		name string
		pos  *rules.Position
	}{{"as given", p}, {"colour-flipped", colourFlipped(t, p)}}
}

// winsAtOnce reports whether turn t ends the game from p in the mover's
// favour.
func winsAtOnce(p *rules.Position, t rules.Turn) bool {
	q := *p
	if q.PlayTurn(t) != nil {
		return false
	}
	winner, over := q.Result().Winner()
	return over && winner == p.Turn()
}

// firstWin returns the index, in the generator's order, of the first turn
// of p that wins at once, or -1.
func firstWin(p *rules.Position) int {
	i, found := 0, -1
	p.WalkTurns(func(t rules.Turn) bool {
		if winsAtOnce(p, t) {
			found = i
			return false
		}
		i++
		return true
	})
	return found
}

// A root with more turns than the search lists keeps every turn that wins
// at once, wherever the generator puts it: with the listing cut before the
// first win (at 1 turn, at that win's index) as with the real bound.
func TestRootKeepsTheWinsItCannotList(t *testing.T) {
	racerun.SkipOneGoroutine(t)
	defer func(n int) { rootTurnsListed = n }(rootTurnsListed)
	for _, c := range mostTurnsTwins(t) {
		first := firstWin(c.pos)
		if first < 0 {
			t.Fatalf("%s: no turn wins at once", c.name)
		}
		for _, listed := range []int{1, max(first, 1), rules.MaxTurns} {
			rootTurnsListed = listed
			j := &job{root: *c.pos, s: &Search{}}
			turns, cut := j.rootTurns()
			wins := 0
			for _, tu := range turns {
				if winsAtOnce(c.pos, tu) {
					wins++
				}
			}
			if !cut || wins == 0 {
				t.Errorf("%s, first win at %d, %d listed: %d turns kept, %d win at once, cut %v; want a win",
					c.name, first, listed, len(turns), wins, cut)
			}
		}
	}
}

// Whatever the MultiPV and however small the limit, the turn played from
// the root of many turns, and from its colour-flipped twin, wins at once,
// as MultiPV 1 finds.
func TestManyTurnsWinAtAnyMultiPV(t *testing.T) {
	racerun.SkipOneGoroutine(t)
	for _, c := range mostTurnsTwins(t) {
		for _, lim := range []Limits{
			{Nodes: 1},
			{Nodes: 20_000},
			{MoveTime: 20 * time.Millisecond},
		} {
			for _, multiPV := range []int{1, 64} {
				lim := lim
				lim.MultiPV = multiPV
				what := fmt.Sprintf("%s, nodes %d, movetime %v, multipv %d", c.name, lim.Nodes, lim.MoveTime, multiPV)
				p := *c.pos
				start := time.Now()
				r := New(Options{HashMB: 4}).Start(&p, nil, lim, nil).Wait()
				if r.Best == nil || !winsAtOnce(c.pos, r.Best) {
					t.Errorf("%s: best %v (depth %d, score %s) does not win at once", what, r.Best, r.Depth, r.Score.UCI())
				}
				t.Logf("%s: depth %d, %d nodes, %v", what, r.Depth, r.Nodes, time.Since(start))
			}
		}
	}
}

// A search reports a finished depth 1 of its first line before it gives
// its best turn, at any MultiPV and under a limit so small that no depth
// could finish within it; under the node limit, which stops it at once, the
// best turn is that line's first: never a turn listed and not searched.
func TestDepthOneBeforeBestTurn(t *testing.T) {
	racerun.SkipOneGoroutine(t)
	var roots []*rules.Position
	for _, v := range rules.Variants {
		roots = append(roots, openings(t, v, 5)...)
	}
	for _, c := range mostTurnsTwins(t) {
		roots = append(roots, c.pos)
	}
	for _, p := range roots {
		v := p.Variant()
		for _, multiPV := range []int{1, 3, 64} {
			for _, lim := range []Limits{{Nodes: 1}, {MoveTime: time.Nanosecond}} {
				lim.MultiPV = multiPV
				var line1 []rules.Turn
				q := *p
				r := New(Options{HashMB: 4}).Start(&q, nil, lim, func(in Info) {
					if in.MultiPV == 1 && in.Depth >= 1 && in.Bound == Exact {
						line1 = in.PV
					}
				}).Wait()
				what := fmt.Sprintf("%v %s, multipv %d, nodes %d, movetime %v", v, p.FEN(), multiPV, lim.Nodes, lim.MoveTime)
				if r.Depth < 1 || len(line1) == 0 {
					t.Errorf("%s: depth %d, no line 1 reported", what, r.Depth)
					continue
				}
				// On the time limit, a deeper iteration may have begun
				// before the timer fired, and its stopped part may prove
				// another turn better (TestStoppedIterationChoosesOnFreshScores).
				if lim.Nodes > 0 && r.Best.ID(v) != line1[0].ID(v) {
					t.Errorf("%s: best %s, line 1 begins with %s", what, r.Best.ID(v), line1[0].ID(v))
				}
			}
		}
	}
}

// A level's node limit stops the search where it falls, depth 1 finished
// or not: the levels' strength was measured so (a level 0 that finished
// depth 1 beat the measured one by 260 Elo and more, MATCHES.md).
func TestLevelNodeLimitStopsBeforeDepthOne(t *testing.T) {
	short := 0
	for _, v := range rules.Variants {
		nodes, _ := ladder(0)
		for _, o := range openings(t, v, 50) {
			p := *o
			r := New(Options{LimitStrength: true, Seed: 1}).Start(&p, nil, Limits{}, nil).Wait()
			if r.Nodes > nodes+1 {
				t.Errorf("%v %s: level 0 searched %d nodes, its limit is %d", v, o.FEN(), r.Nodes, nodes)
			}
			if r.Depth == 0 {
				short++
			}
		}
	}
	if short == 0 {
		t.Error("level 0 finished depth 1 in every opening: the test checks nothing")
	}
	t.Logf("level 0 stopped before depth 1 in %d openings", short)
}
