package app

import (
	"testing"

	"fyne.io/fyne/v2"

	"wormweave/app/internal/uitest"
	"wormweave/app/strength"
	"wormweave/rules"
)

// forcedChainFEN is an Interweave position where Black's only turn is a
// king's chain of three captures: a8-a6-a4-a2 over the pawns on a7, a5
// and a3.
const forcedChainFEN = "kk6/P7/8/P7/8/P7/8/6KK b 4 - 000000"

// forcedChain returns the start position and its only turn.
func forcedChain(t *testing.T) (*rules.Position, rules.Turn) {
	t.Helper()
	p, err := rules.ParsePlayableFEN(rules.Interweave, forcedChainFEN)
	if err != nil {
		t.Fatal(err)
	}
	turns := p.Turns()
	if len(turns) != 1 || len(turns[0]) != 3 {
		t.Fatalf("the position has %d turns, the first of %d steps: want one of 3", len(turns), len(turns[0]))
	}
	return p, turns[0]
}

// occupancy is the set of squares the board shows a piece on.
func occupancy(w *Window) uint64 {
	var o uint64
	for sq, r := range w.board.Scene().Pieces {
		if r != nil {
			o |= 1 << uint(sq)
		}
	}
	return o
}

// occupancies returns the occupied squares of start and of the position
// after each step of turn.
func occupancies(t *testing.T, start *rules.Position, turn rules.Turn) []uint64 {
	t.Helper()
	p := *start
	var out []uint64
	for i := 0; ; i++ {
		var o uint64
		for sq := rules.Square(0); sq < 64; sq++ {
			if pc := p.At(sq); pc != rules.Empty && pc != rules.Hole {
				o |= 1 << uint(sq)
			}
		}
		out = append(out, o)
		if i == len(turn) {
			return out
		}
		if _, err := p.Play(turn[i]); err != nil {
			t.Fatal(err)
		}
	}
}

// engineChainGame starts a game against the engine at forcedChainFEN, the
// user playing White, so that the engine's first reply is the chain. The
// board's slides are recorded in slides.
func engineChainGame(t *testing.T, animation bool) (w *Window, q *uitest.Queue, slides *[][2]int) {
	t.Helper()
	w = newTestWindow(t, nil)
	w.settings.Animation = animation
	slides = new([][2]int)
	w.slide = func(from, to int) { *slides = append(*slides, [2]int{from, to}) }
	q = uitest.NewQueue(100)
	w.post = q.Post
	if err := w.newGameFromFEN(forcedChainFEN); err != nil {
		t.Fatal(err)
	}
	w.engine.Start(rules.White, strength.Strength{Level: 1}, true)
	if !w.engine.Active() {
		t.Fatal("no game against the engine")
	}
	t.Cleanup(w.engine.Stop)
	return w, q, slides
}

// watchBoard runs the posted updates one at a time until cond holds, noting the
// board's occupied squares each time they change.
func watchBoard(t *testing.T, w *Window, q *uitest.Queue, what string, cond func() bool) []uint64 {
	t.Helper()
	seen := []uint64{occupancy(w)}
	note := func() {
		if o := occupancy(w); o != seen[len(seen)-1] {
			seen = append(seen, o)
		}
	}
	// cond is looked at after each update: noting there sees every change.
	q.Until(t, what, func() bool {
		note()
		return cond()
	})
	return seen
}

// engineTurnRecorded checks that the record holds the engine's whole turn
// once, as one move and one edit, and that the user is to move after it.
func engineTurnRecorded(t *testing.T, w *Window, turn rules.Turn) {
	t.Helper()
	d := w.Document()
	line := d.Game().MainLine()
	if len(line) != 1 || len(d.Game().Root.Children()) != 1 || line[0].Turn().ID(rules.Interweave) != turn.ID(rules.Interweave) {
		t.Fatalf("the record holds %v, want the engine's turn %s once", uitest.MainLineIDs(d), turn.ID(rules.Interweave))
	}
	if d.Cursor() != line[0] || len(d.Chain()) != 0 {
		t.Fatalf("the board is not after the engine's turn: at the root %v, chain %d", d.Cursor().IsRoot(), len(d.Chain()))
	}
	moves := 0
	for _, it := range w.moves.Items() {
		if it.Kind == itemMove {
			moves++
			if it.Node != line[0] {
				t.Errorf("the move list shows a move %q that is not the engine's turn", it.Text)
			}
		}
	}
	if moves != 1 {
		t.Errorf("the move list shows %d moves, want the engine's turn once", moves)
	}
	if !d.Undo() || len(d.Game().Root.Children()) != 0 {
		t.Error("one undo does not take back the engine's whole turn")
	}
	d.Redo()
}

// The engine's chain is shown step by step with the animation preference
// on: each step slides on its own and the board shows every intermediate
// position in order; with the preference off the whole turn lands at once.
func TestEngineChainReplyAnimation(t *testing.T) {
	for _, animation := range []bool{true, false} {
		name := "off"
		if animation {
			name = "on"
		}
		t.Run(name, func(t *testing.T) {
			start, turn := forcedChain(t)
			w, q, slides := engineChainGame(t, animation)
			d := w.Document()
			seen := watchBoard(t, w, q, "the engine's turn", func() bool { return d.Cursor().Parent() == d.Game().Root })
			want := occupancies(t, start, turn)
			if !animation {
				want = []uint64{want[0], want[len(want)-1]}
			}
			if len(seen) != len(want) {
				t.Fatalf("the board showed %d positions, want %d (%x, want %x)", len(seen), len(want), seen, want)
			}
			for i := range want {
				if seen[i] != want[i] {
					t.Errorf("position %d on the board: occupied %x, want %x", i, seen[i], want[i])
				}
			}
			var wantSlides [][2]int
			if animation {
				for _, m := range turn {
					wantSlides = append(wantSlides, [2]int{int(m.From), int(m.To)})
				}
			}
			if len(*slides) != len(wantSlides) {
				t.Fatalf("slides %v, want %v", *slides, wantSlides)
			}
			for i := range wantSlides {
				if (*slides)[i] != wantSlides[i] {
					t.Errorf("slide %d: %v, want %v", i, (*slides)[i], wantSlides[i])
				}
			}
			engineTurnRecorded(t, w, turn)
		})
	}
}

// While the engine's chain is being played the user cannot move, and what
// they do meanwhile neither loses nor doubles the engine's turn.
func TestUserDuringEngineChain(t *testing.T) {
	_, turn := forcedChain(t)
	g1, f2 := sqName("g1"), sqName("f2")
	cases := []struct {
		name string
		do   func(w *Window)
	}{
		{"move", func(w *Window) { w.move(g1, f2) }},
		{"right click", func(w *Window) { w.board.OnDraw(0, 0, 0) }},
		{"escape", func(w *Window) { w.typedKey(&fyne.KeyEvent{Name: fyne.KeyEscape}) }},
		{"back", func(w *Window) { w.doc.Back() }},
		{"back and forward", func(w *Window) { w.doc.Start(); w.doc.End() }},
		{"comment", func(w *Window) { w.doc.SetComment(w.doc.Cursor(), "thinking") }},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w, q, _ := engineChainGame(t, true)
			d := w.Document()
			q.Until(t, "the engine's first step", func() bool { return len(d.Chain()) == 1 })
			if !w.pick(g1).IsZero() {
				t.Error("the user can pick a piece during the engine's chain")
			}
			c.do(w)
			q.Until(t, "the engine's whole turn", func() bool {
				return d.Cursor().Parent() == d.Game().Root && len(d.Chain()) == 0
			})
			if c.name == "comment" {
				if d.Game().Root.CommentAfter() != "thinking" {
					t.Error("the comment is lost")
				}
				d.Undo() // the comment comes after the engine's turn in the undo stack
				d.Undo()
				d.Redo()
				d.Redo()
			}
			engineTurnRecorded(t, w, turn)
			p := d.Position()
			if p.Turn() != rules.White {
				t.Fatal("the user is not to move after the engine's turn")
			}
			if w.pick(g1).IsZero() {
				t.Error("the user cannot pick a piece after the engine's turn")
			}
		})
	}
}
