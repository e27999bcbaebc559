package rules

import (
	"bytes"
	"errors"
	"fmt"
	"sort"
)

// Whole turns. An Interweave capture chain is one turn of many steps, and a
// piece with a choice at every step makes the number of turns exponential
// in the chain's length: a position can have more turns than memory holds.
// WalkTurns visits them one at a time in memory bounded by the longest
// chain (at most one step per enemy piece, so 64 levels of one move buffer
// each); only Turns and TurnList hold them all, up to MaxTurns.

// MaxTurns is the most turns Turns and TurnList hold at once, about 20 MB
// for turns of 16 steps. Positions from play have a few hundred at most.
const MaxTurns = 1 << 16

// ErrTooManyTurns is TurnList's error when a position has more than
// MaxTurns turns.
var ErrTooManyTurns = errors.New("more legal turns than can be listed")

// WalkTurns calls visit with each legal whole turn of the side to move (in
// the middle of an Interweave chain: each way to finish it), in the order
// the steps are generated, until visit returns false. The turn passed to
// visit is overwritten afterwards: copy it to keep it. The position is
// unchanged when WalkTurns returns.
func (p *Position) WalkTurns(visit func(Turn) bool) {
	w := turnWalker{visit: visit}
	q := *p
	w.walk(&q, 0)
}

// WalkTurnsByID is WalkTurns in the order of the turns' canonical ids
// (Turn.ID), as the command line lists them.
func (p *Position) WalkTurnsByID(visit func(Turn) bool) {
	w := turnWalker{visit: visit, byID: true}
	q := *p
	w.walk(&q, 0)
}

// Turns returns the legal whole turns of the side to move (in the middle of
// an Interweave chain: the ways to finish it), at most MaxTurns of them;
// TurnList says when there are more.
func (p *Position) Turns() []Turn {
	out, _ := p.TurnList()
	return out
}

// TurnList returns the legal whole turns of the side to move, or the first
// MaxTurns of them and an error wrapping ErrTooManyTurns when there are
// more.
func (p *Position) TurnList() ([]Turn, error) {
	var out []Turn
	var err error
	p.WalkTurns(func(t Turn) bool {
		if len(out) == MaxTurns {
			err = fmt.Errorf("%w: more than %d", ErrTooManyTurns, MaxTurns)
			return false
		}
		out = append(out, append(Turn(nil), t...))
		return true
	})
	return out, err
}

// turnWalker holds the buffers of a walk: one move list per step of the
// chain, the turn so far, and for a walk by id each level's ids.
type turnWalker struct {
	visit  func(Turn) bool
	byID   bool
	stack  moveStack
	ids    []movesByID
	prefix Turn
}

// walk visits the turns that continue w.prefix from p, which is at chain
// step level; it returns false once visit has asked to stop.
func (w *turnWalker) walk(p *Position, level int) bool {
	moves := p.Moves(w.stack.at(level))
	w.stack[level] = moves
	if w.byID {
		w.sortByID(p.v, moves, level)
	}
	for _, m := range moves {
		w.prefix = append(w.prefix[:level], m)
		u := p.Make(m)
		var more bool
		if u.turnEnded {
			more = w.visit(w.prefix)
		} else {
			more = w.walk(p, level+1)
		}
		p.Unmake(m, u)
		if !more {
			return false
		}
	}
	return true
}

// sortByID puts the steps of one level in the order of their ids. Turns
// then come in the order of their whole ids: the "," that joins steps sorts
// before every character of an id, so a step whose id is a prefix of
// another's comes first either way.
func (w *turnWalker) sortByID(v Variant, moves []Move, level int) {
	for len(w.ids) <= level {
		w.ids = append(w.ids, movesByID{})
	}
	s := &w.ids[level]
	s.moves, s.text, s.starts, s.ends = moves, s.text[:0], s.starts[:0], s.ends[:0]
	for _, m := range moves {
		s.starts = append(s.starts, len(s.text))
		s.text = m.AppendID(s.text, v)
		s.ends = append(s.ends, len(s.text))
	}
	sort.Sort(s)
}

// movesByID sorts moves by their ids, written one after another in text:
// the id of moves[i] is text[starts[i]:ends[i]].
type movesByID struct {
	moves        []Move
	text         []byte
	starts, ends []int
}

func (s *movesByID) id(i int) []byte { return s.text[s.starts[i]:s.ends[i]] }
func (s *movesByID) Len() int        { return len(s.moves) }
func (s *movesByID) Less(i, j int) bool {
	return bytes.Compare(s.id(i), s.id(j)) < 0
}
func (s *movesByID) Swap(i, j int) {
	s.moves[i], s.moves[j] = s.moves[j], s.moves[i]
	s.starts[i], s.starts[j] = s.starts[j], s.starts[i]
	s.ends[i], s.ends[j] = s.ends[j], s.ends[i]
}
