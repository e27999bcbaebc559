package boardview

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// pawnSVG stands for a piece image; the board does not care what it shows.
var pawnSVG = fyne.NewStaticResource("pawn.svg", []byte(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 45 45"><circle cx="22.5" cy="22.5" r="12" fill="#ffffff" stroke="#000000" stroke-width="2"/></svg>`))

var darkSVG = fyne.NewStaticResource("dark.svg", []byte(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 45 45"><rect x="10" y="10" width="25" height="25" fill="#202020" stroke="#f0f0f0" stroke-width="2"/></svg>`))

func sq(name string) int { return int(name[0]-'a') + 8*int(name[1]-'1') }

func mask(names ...string) uint64 {
	var m uint64
	for _, n := range names {
		m |= 1 << uint(sq(n))
	}
	return m
}

type moveLog struct{ from, to []int }

// newTestBoard returns a 400x400 board in a test window with a pawn on e2
// that may go to e3 and e4 and capture on d3, and a piece on a8 that may
// not move.
func newTestBoard(t *testing.T) (*Board, fyne.Window, *moveLog) {
	t.Helper()
	test.NewTempApp(t)
	b := New()
	var s Scene
	s.Pieces[sq("e2")] = pawnSVG
	s.Pieces[sq("d3")] = darkSVG
	s.Pieces[sq("a8")] = darkSVG
	b.SetScene(s)
	log := &moveLog{}
	b.OnPick = func(from int) Hints {
		if from == sq("e2") {
			return Hints{Targets: mask("e3", "e4"), Captures: mask("d3")}
		}
		return Hints{}
	}
	b.OnMove = func(from, to int) {
		log.from = append(log.from, from)
		log.to = append(log.to, to)
	}
	w := test.NewTempWindow(t, b)
	w.SetPadded(false)
	w.Resize(fyne.NewSize(400, 400))
	return b, w, log
}

// centre returns the centre of a square in canvas coordinates.
func centre(b *Board, name string) fyne.Position {
	pos, side := b.SquarePosition(sq(name))
	return pos.Add(fyne.NewPos(side/2, side/2))
}

func TestDragPlaysAMove(t *testing.T) {
	b, w, log := newTestBoard(t)
	from, to := centre(b, "e2"), centre(b, "e4")
	// The real driver reports the pointer's position with the distance
	// from the press; test.Drag does the same when given the end point.
	test.Drag(w.Canvas(), to, to.X-from.X, to.Y-from.Y)
	if len(log.from) != 1 || log.from[0] != sq("e2") || log.to[0] != sq("e4") {
		t.Fatalf("moves %v -> %v, want e2 -> e4", log.from, log.to)
	}
	if b.Selected() != -1 {
		t.Errorf("selection %d left after the move", b.Selected())
	}
}

func TestDragInManyStepsLikeTheRealDriver(t *testing.T) {
	b, _, log := newTestBoard(t)
	from, to := centre(b, "e2"), centre(b, "d3")
	total := to.Subtract(from)
	// The first event carries the whole distance so far; later ones steps.
	b.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: from.Add(fyne.NewPos(3, -3))}, Dragged: fyne.NewDelta(3, -3)})
	if b.Selected() != sq("e2") {
		t.Fatalf("picked %d, want e2", b.Selected())
	}
	mid := from.Add(fyne.NewPos(total.X/2, total.Y/2))
	b.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: mid}, Dragged: fyne.NewDelta(1, 1)})
	b.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: to}, Dragged: fyne.NewDelta(1, 1)})
	b.DragEnd()
	if len(log.to) != 1 || log.to[0] != sq("d3") {
		t.Fatalf("moves to %v, want d3", log.to)
	}
}

func TestDropOnIllegalSquareSnapsBack(t *testing.T) {
	b, w, log := newTestBoard(t)
	from, to := centre(b, "e2"), centre(b, "h5")
	test.Drag(w.Canvas(), to, to.X-from.X, to.Y-from.Y)
	if len(log.from) != 0 {
		t.Fatalf("an illegal drop played %v -> %v", log.from, log.to)
	}
	if b.Scene().Pieces[sq("e2")] == nil {
		t.Errorf("the piece left e2")
	}
	// Off the board entirely: nothing either.
	test.Drag(w.Canvas(), fyne.NewPos(399, 399), 399-from.X, 399-from.Y)
	if len(log.from) != 0 {
		t.Fatalf("a drop off the board played a move")
	}
}

func TestDragOfImmovablePieceDoesNothing(t *testing.T) {
	b, w, log := newTestBoard(t)
	from, to := centre(b, "a8"), centre(b, "a6")
	test.Drag(w.Canvas(), to, to.X-from.X, to.Y-from.Y)
	if len(log.from) != 0 || b.Selected() != -1 {
		t.Fatalf("an immovable piece moved or was selected")
	}
}

func TestClickClick(t *testing.T) {
	b, w, log := newTestBoard(t)
	test.TapCanvas(w.Canvas(), centre(b, "e2"))
	if b.Selected() != sq("e2") {
		t.Fatalf("selected %d after a click on e2", b.Selected())
	}
	test.TapCanvas(w.Canvas(), centre(b, "h8")) // not a destination: deselects
	if b.Selected() != -1 || len(log.from) != 0 {
		t.Fatalf("a click elsewhere: selected %d, moves %v", b.Selected(), log.from)
	}
	test.TapCanvas(w.Canvas(), centre(b, "e2"))
	test.TapCanvas(w.Canvas(), centre(b, "e3"))
	if len(log.to) != 1 || log.to[0] != sq("e3") {
		t.Fatalf("moves to %v, want e3", log.to)
	}
	test.TapCanvas(w.Canvas(), centre(b, "a8"))
	if b.Selected() != -1 {
		t.Errorf("an immovable piece was selected")
	}
}

func TestSecondaryTapReportsAndDeselects(t *testing.T) {
	b, w, _ := newTestBoard(t)
	got := -2
	b.OnSecondary = func(s int) { got = s }
	test.TapCanvas(w.Canvas(), centre(b, "e2"))
	test.TapSecondaryAt(b, centre(b, "c5"))
	if got != sq("c5") || b.Selected() != -1 {
		t.Errorf("secondary tap reported %d, selection %d", got, b.Selected())
	}
}

func TestFlippedMapping(t *testing.T) {
	for _, c := range []struct {
		col, row int
		flipped  bool
		want     string
	}{
		{0, 7, false, "a1"}, {7, 0, false, "h8"}, {4, 6, false, "e2"},
		{0, 7, true, "h8"}, {7, 0, true, "a1"}, {4, 6, true, "d7"},
	} {
		if got := squareOf(c.col, c.row, c.flipped); got != sq(c.want) {
			t.Errorf("squareOf(%d,%d,%v) = %d, want %s", c.col, c.row, c.flipped, got, c.want)
		}
		if col, row := cellOf(sq(c.want), c.flipped); col != c.col || row != c.row {
			t.Errorf("cellOf(%s,%v) = %d,%d", c.want, c.flipped, col, row)
		}
	}
	b, w, log := newTestBoard(t)
	b.SetFlipped(true)
	from, to := centre(b, "e2"), centre(b, "e4")
	if from.Y > to.Y {
		t.Errorf("flipped board draws e2 below e4")
	}
	test.Drag(w.Canvas(), to, to.X-from.X, to.Y-from.Y)
	if len(log.to) != 1 || log.to[0] != sq("e4") {
		t.Fatalf("flipped drag: moves to %v, want e4", log.to)
	}
}

func TestAnimationSlidesThePieceAndEnds(t *testing.T) {
	b, _, _ := newTestBoard(t)
	s := b.Scene()
	s.Pieces[sq("e4")], s.Pieces[sq("e2")] = s.Pieces[sq("e2")], nil
	b.SetScene(s)
	// The test driver runs an animation to its end at once.
	b.AnimateMove(sq("e2"), sq("e4"))
	if b.anim != nil {
		t.Fatal("the animation did not end")
	}
	// Step one by hand.
	m := &moveAnimation{from: sq("e2"), to: sq("e4"), a: fyne.NewAnimation(animationTime, func(float32) {})}
	b.anim = m
	b.stepAnimation(m, 0.5)
	from, _ := b.SquarePosition(sq("e2"))
	to, _ := b.SquarePosition(sq("e4"))
	if got := m.position(b); got.Y >= from.Y || got.Y <= to.Y {
		t.Errorf("half-way the piece is at %v, between %v and %v expected", got, from, to)
	}
	// A new scene stops a running animation.
	b.SetScene(s)
	if b.anim != nil {
		t.Errorf("SetScene left the animation running")
	}
	b.anim = m
	b.stepAnimation(m, 1)
	if b.anim != nil {
		t.Errorf("the last step did not end the animation")
	}
}

func TestHiddenHintsStillAllowMoves(t *testing.T) {
	b, w, log := newTestBoard(t)
	b.SetShowHints(false)
	test.TapCanvas(w.Canvas(), centre(b, "e2"))
	test.TapCanvas(w.Canvas(), centre(b, "e4"))
	if len(log.to) != 1 || log.to[0] != sq("e4") {
		t.Fatalf("with hints hidden the move was refused: %v", log.to)
	}
}

// The engine's arrows change many times a second: they must not drop the
// piece the user has selected.
func TestOverlayKeepsTheSelection(t *testing.T) {
	b, _, _ := newTestBoard(t)
	if !b.Select(sq("e2")) {
		t.Fatal("e2 cannot be selected")
	}
	b.SetOverlay([]Arrow{{From: sq("e2"), To: sq("e4")}})
	if b.Selected() != sq("e2") || len(b.Overlay()) != 1 {
		t.Fatalf("selected %d, overlay %v", b.Selected(), b.Overlay())
	}
	b.SetScene(b.Scene())
	if b.Selected() != -1 || len(b.Overlay()) != 1 {
		t.Fatalf("a new scene: selected %d, overlay %v", b.Selected(), b.Overlay())
	}
}

// TestRefusedSquareKeepsTheSelection sends the pawn of e2 to squares it
// may not reach, by a click and by a drop: OnRefuse hears of each, and
// the pawn stays selected with its targets; a click on another piece
// selects it as before.
func TestRefusedSquareKeepsTheSelection(t *testing.T) {
	for _, drop := range []bool{false, true} {
		b, w, log := newTestBoard(t)
		var refused [][2]int
		b.OnRefuse = func(from, to int) { refused = append(refused, [2]int{from, to}) }
		from, to := centre(b, "e2"), centre(b, "h5")
		if drop {
			test.Drag(w.Canvas(), to, to.X-from.X, to.Y-from.Y)
		} else {
			test.TapCanvas(w.Canvas(), from)
			test.TapCanvas(w.Canvas(), to)
		}
		if len(refused) != 1 || refused[0] != [2]int{sq("e2"), sq("h5")} {
			t.Fatalf("drop %v: refused %v, want e2 -> h5", drop, refused)
		}
		if b.Selected() != sq("e2") || len(log.from) != 0 {
			t.Fatalf("drop %v: selected %d and moves %v after the refusal, want e2 and none", drop, b.Selected(), log.from)
		}
		test.TapCanvas(w.Canvas(), centre(b, "a8")) // a piece, not a refusal
		if len(refused) != 1 || b.Selected() != -1 {
			t.Fatalf("drop %v: a click on a8 refused %v, selected %d", drop, refused, b.Selected())
		}
	}
}
