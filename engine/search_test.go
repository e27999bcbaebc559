package engine

import (
	"testing"

	"wormweave/engine/eval"
	"wormweave/rules"
)

// testWorker returns a worker set up to search pos, as a search's own
// thread is, without starting a search.
func testWorker(t *testing.T, pos *rules.Position) *worker {
	t.Helper()
	e := New(Options{HashMB: 1})
	j := &job{
		e: e, s: &Search{done: make(chan struct{}), stopCh: make(chan struct{})},
		root: *pos, tt: e.tt, workers: e.workers,
		policy: policyFor(pos.Variant(), e.opt),
	}
	j.ev = eval.Linear(pos.Variant())
	w := e.workers[0]
	w.start(j)
	w.keys[0] = pos.Hash()
	return w
}

// reversible returns a quiet move of the side to move that forces no
// capture and whose reverse is a legal move of the same side after a pass
// of the opponent; ok is false if there is none.
func reversible(pos *rules.Position) (rules.Move, bool) {
	for _, m := range pos.Moves(nil) {
		if m.IsCapture() || m.Promo != rules.NoKind {
			continue
		}
		u := pos.Make(m)
		if !u.TurnEnded() || pos.MustCapture() {
			pos.Unmake(m, u)
			continue
		}
		// The opponent passes; is the way back legal then?
		n := pos.MakeNull()
		_, ok := back(pos, m)
		pos.UnmakeNull(n)
		pos.Unmake(m, u)
		if ok {
			return m, true
		}
	}
	return rules.Move{}, false
}

// find returns the legal move of pos from one square to another, if any,
// and a quiet one.
func find(pos *rules.Position, from, to rules.Square) (rules.Move, bool) {
	for _, m := range pos.Moves(nil) {
		if m.From == from && m.To == to && !m.IsCapture() && m.Promo == rules.NoKind {
			return m, true
		}
	}
	return rules.Move{}, false
}

// triangle finds, from pos, a line of five quiet turns that comes to the
// position of key: the side to move goes round a triangle of three squares
// while the other plays a move and takes it back. pos is left as it was.
func triangle(pos *rules.Position, key uint64) ([]rules.Move, bool) {
	var line []rules.Move
	var undos []rules.Undo
	play := func(m rules.Move) {
		line = append(line, m)
		undos = append(undos, pos.Make(m))
	}
	undo := func() {
		n := len(line) - 1
		pos.Unmake(line[n], undos[n])
		line, undos = line[:n], undos[:n]
	}
	for _, m1 := range pos.Moves(nil) {
		if m1.IsCapture() || m1.Promo != rules.NoKind {
			continue
		}
		play(m1)
		for _, s1 := range pos.Moves(nil) {
			if s1.IsCapture() || s1.Promo != rules.NoKind {
				continue
			}
			play(s1)
			for _, m2 := range pos.Moves(nil) {
				if m2.From != m1.To || m2.To == m1.From || m2.IsCapture() || m2.Promo != rules.NoKind {
					continue
				}
				play(m2)
				if s2, ok := find(pos, s1.To, s1.From); ok {
					play(s2)
					if m3, ok := find(pos, m2.To, m1.From); ok {
						play(m3)
						if pos.Hash() == key {
							found := append([]rules.Move(nil), line...)
							for len(line) > 0 {
								undo()
							}
							return found, true
						}
						undo()
					}
					undo()
				}
				undo()
			}
			undo()
		}
		undo()
	}
	return nil, false
}

// back returns the legal move of pos that takes m back, if any.
func back(pos *rules.Position, m rules.Move) (rules.Move, bool) {
	for _, b := range pos.Moves(nil) {
		if b.From == m.To && b.To == m.From && !b.IsCapture() && b.Promo == rules.NoKind {
			return b, true
		}
	}
	return rules.Move{}, false
}

// playBackAndForth plays, from ply on, a reversible move of each side and
// then both moves back, entering each position as the search does (a
// depth-0 search records the key of the position, as every search of a
// turn's start does, before its quiescence). It returns the moves and
// their undos.
func playBackAndForth(t *testing.T, w *worker, ply int) ([]rules.Move, []rules.Undo) {
	t.Helper()
	var line []rules.Move
	var undos []rules.Undo
	for i := range 4 {
		var m rules.Move
		var ok bool
		if i < 2 {
			m, ok = reversible(&w.pos)
		} else {
			m, ok = back(&w.pos, line[i-2])
		}
		if !ok {
			t.Fatalf("step %d of the line %v: no move in %s", i, line, w.pos.FEN())
		}
		line = append(line, m)
		undos = append(undos, w.pos.Make(m))
		w.search(-infinity, infinity, 0, ply+i+1, ply+i+1)
	}
	return line, undos
}

// A repetition across a null move is no repetition: the pass is not a move
// of the game. Here the first side passes at ply 0, and the other goes
// round a triangle while the first plays a move and takes it back: the
// position at ply 6 is the root's, one tempo later. A cycle after the pass,
// on the other hand, is a repetition: the position after the pass comes
// back at ply 5 if both sides play a move and take it back. Each position
// is entered as the search enters it (a search of a turn's start records
// the position's key, here at depth 0 before its quiescence).
func TestNoRepetitionAcrossANullMove(t *testing.T) {
	// The start position without Black's d- and e-pawns: a black king
	// can go round d8, d7 and e7.
	pos := mustPosition(t, "interweave", "rbnkknbr/ppp2ppp/8/8/8/8/PPPPPPPP/RBNKKNBR w 0 - 000000")
	w := testWorker(t, pos)
	enter := func(ply int) { w.search(-infinity, infinity, 0, ply, ply) }
	unwind := func(line []rules.Move, undos []rules.Undo) {
		for i := len(line) - 1; i >= 0; i-- {
			w.pos.Unmake(line[i], undos[i])
		}
	}

	u := w.makeNull(0)
	enter(1)
	line, undos := playBackAndForth(t, w, 1)
	if w.pos.Hash() != w.keys[1] || !w.repeated(5) {
		t.Errorf("pass, then %v: the position after the pass is not seen to repeat at ply 5", line)
	}
	unwind(line, undos)

	tri, ok := triangle(&w.pos, w.keys[0])
	if !ok {
		t.Fatalf("no triangle after a pass in %s", pos.FEN())
	}
	undos = undos[:0]
	for i, m := range tri {
		undos = append(undos, w.pos.Make(m))
		enter(i + 2)
	}
	if w.pos.Hash() != w.keys[0] {
		t.Fatalf("pass, then %v: not the root's position", tri)
	}
	if w.repeated(6) {
		t.Errorf("pass, then %v: the root's position is seen to repeat across the pass", tri)
	}
	unwind(tri, undos)
	w.unmakeNull(0, u)
	if w.pos.Hash() != pos.Hash() {
		t.Error("the position was not restored")
	}
}
