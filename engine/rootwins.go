package engine

import (
	"slices"

	"wormweave/rules"
)

// A root with more turns than the search lists (an Interweave position can
// have millions of capture chains) is searched with the first turns the
// generator gives and, when it has a turn that wins at once (one that
// takes a king or leaves the opponent without a move), with such a turn
// first: the turn played is never worse than a win the root holds,
// wherever the generator puts it. The win is found by a walk of the root's
// steps that visits each position of a chain once, however many chains
// reach it, and ends at the first win: in a position of 1,829,147 turns
// (the tests' mostTurnsFEN) 93,414 positions stand for them all.

// rootWalkMax bounds the positions the walk for wins visits, should some
// root have chains through more distinct positions than memory holds.
const rootWalkMax = 1 << 21

// winFirst returns listed with a turn of the root that wins at once in
// front, if the root has one: the first the walk finds, moved from its
// place when listed holds it. Only an explicit Stop ends the walk early: a
// time or node limit does not, since the turn played must never be worse
// than a win the root holds.
func (j *job) winFirst(listed []rules.Turn) []rules.Turn {
	root := j.root
	walk := rootWalk{j: j, seen: map[uint64]struct{}{}, mover: root.Turn()}
	walk.walk(&root, 0)
	if walk.win == nil {
		return listed
	}
	if i := slices.IndexFunc(listed, func(t rules.Turn) bool { return slices.Equal(t, walk.win) }); i >= 0 {
		listed = slices.Delete(listed, i, i+1)
	}
	return slices.Insert(listed, 0, walk.win)
}

// rootWalk holds the walk's state: the positions seen, the steps of the
// current chain and the win found.
type rootWalk struct {
	j     *job
	seen  map[uint64]struct{}
	mover rules.Color
	steps []rules.Move
	win   rules.Turn
}

// walk visits the steps from p, at chain step level, and reports whether
// the walk goes on: until a win is found, a Stop, or rootWalkMax
// positions.
func (r *rootWalk) walk(p *rules.Position, level int) bool {
	moves := p.Moves(nil)
	for _, m := range moves {
		if len(r.seen) >= rootWalkMax || len(r.seen)&1023 == 0 && r.j.s.stop.Load() {
			return false
		}
		u := p.Make(m)
		r.steps = append(r.steps[:level], m)
		key := p.Hash()
		more := true
		if _, done := r.seen[key]; !done {
			r.seen[key] = struct{}{}
			switch {
			case !u.TurnEnded():
				more = r.walk(p, level+1)
			case r.won(p):
				r.win = append(rules.Turn(nil), r.steps...)
				more = false
			}
		}
		p.Unmake(m, u)
		if !more {
			return false
		}
	}
	return true
}

// won reports whether the turn that ended in p won the game for the side
// that played it.
func (r *rootWalk) won(p *rules.Position) bool {
	winner, over := p.Result().Winner()
	return over && winner == r.mover
}
