package learn

import (
	"sync"

	"wormweave/engine"
	"wormweave/notation"
	"wormweave/rules"
)

// The opponent's replies are deterministic, so that a level plays the
// same every time and its par, found once by the search, holds for every
// player.

// BestDepth is the depth, in whole turns, of the opponent "best": deep
// enough to answer a threat and to take what hangs, shallow enough for
// the par search to ask it at thousands of positions.
const BestDepth = 3

// piecesOf returns the squares of c's pieces.
func piecesOf(p *rules.Position, c rules.Color) rules.Bitboard {
	var b rules.Bitboard
	for _, k := range p.Variant().Kinds() {
		b |= p.PiecesOf(c, k)
	}
	return b
}

// reply plays the opponent's answer on the session's position and returns
// it, or nil when the opponent passed. The game is not over.
func (s *Session) reply() rules.Turn {
	var t rules.Turn
	switch s.level.Opponent {
	case Capture:
		t = bestCapture(&s.pos)
	case Best:
		t = engineReply(&s.pos)
	case Scripted:
		if s.replies < len(s.level.Replies) {
			var err error
			t, err = notation.ReadTurn(&s.pos, s.level.Replies[s.replies])
			if err != nil {
				t, s.offScript = nil, true
			}
			s.replies++
		}
	}
	if t == nil && s.pos.InCheck() {
		// A king in check cannot stand still: the opponent that would
		// pass takes what it can, else makes its first move by id.
		if t = bestCapture(&s.pos); t == nil {
			t = firstTurn(&s.pos)
		}
	}
	if t == nil {
		s.pos.MakeNull()
		return nil
	}
	if err := s.pos.PlayTurn(t); err != nil {
		s.pos.MakeNull() // cannot happen: every reply above is legal
		return nil
	}
	return t
}

// value is what a piece is worth to the opponent "capture".
func value(pc rules.Piece) int {
	switch pc.Kind() {
	case rules.Pawn:
		return 1
	case rules.Knight, rules.Remover:
		return 3
	case rules.Wizard, rules.Champion:
		return 4
	case rules.Smasher, rules.Leaper:
		return 5
	case rules.Lion:
		return 7
	case rules.King:
		return 100
	}
	return 0
}

// bestCapture returns the turn that takes the most (by value), the first
// by canonical id among equals, or nil when the side to move can take
// nothing.
func bestCapture(p *rules.Position) rules.Turn {
	var best rules.Turn
	bestValue := 0
	if p.Variant() == rules.Interweave && !p.MustCapture() {
		return nil
	}
	p.WalkTurnsByID(func(t rules.Turn) bool {
		v := 0
		for _, m := range t {
			for c := m.Captured; c != 0; c &= c - 1 {
				v += value(p.At(c.First()))
			}
		}
		if v > bestValue {
			best, bestValue = append(rules.Turn(nil), t...), v
		}
		return true
	})
	return best
}

// firstTurn returns the side to move's first turn by canonical id.
func firstTurn(p *rules.Position) rules.Turn {
	var first rules.Turn
	p.WalkTurnsByID(func(t rules.Turn) bool {
		first = append(rules.Turn(nil), t...)
		return false
	})
	return first
}

// searcher is the engine of the opponent "best": one thread, its table
// cleared before every search, so that a position always gets the same
// reply; replies found are kept by position.
var searcher struct {
	sync.Mutex
	e    *engine.Engine
	memo map[uint64]rules.Turn
}

// maxMemo bounds the replies kept.
const maxMemo = 1 << 16

// engineReply returns the engine's reply at BestDepth.
func engineReply(p *rules.Position) rules.Turn {
	searcher.Lock()
	defer searcher.Unlock()
	key := p.Hash()
	if t, ok := searcher.memo[key]; ok {
		return t
	}
	if searcher.e == nil {
		searcher.e = engine.New(engine.Options{Threads: 1, HashMB: 4})
	}
	if len(searcher.memo) >= maxMemo || searcher.memo == nil {
		searcher.memo = map[uint64]rules.Turn{}
	}
	searcher.e.NewGame()
	q := *p
	res := searcher.e.Start(&q, nil, engine.Limits{Depth: BestDepth}, nil).Wait()
	t := append(rules.Turn(nil), res.Best...)
	searcher.memo[key] = t
	return t
}
