package app

import (
	"image"
	"image/draw"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"wormweave/app/prefs"
	"wormweave/rules"
	"wormweave/study"
)

// chainFEN is an Interweave position where captures are mandatory: Black's
// leaper on g4 and remover on c5 can capture, nothing else may move.
const chainFEN = "4k1b1/p7/1kr1p1p1/2bP2p1/1R2P1p1/3BPPB1/5K2/3K4 b 51 - 120120"

// squaresOf returns the set of the named squares.
func squaresOf(names ...string) uint64 {
	var set uint64
	for _, n := range names {
		set |= 1 << uint(sqName(n))
	}
	return set
}

// tapSquare clicks the centre of a square, as the user does.
func tapSquare(w *Window, name string) {
	test.TapCanvas(w.win.Canvas(), squareCentre(w, name))
}

// When captures are mandatory the pieces that can capture are marked, and
// a click on a piece that cannot move says why in the status line; a click
// on one that can gives the status back.
func TestForcedCapturesMarkedAndRefusalsSaid(t *testing.T) {
	skipInRaceRun(t)
	w := newTestWindow(t, nil)
	p, err := rules.ParseFEN(rules.Interweave, chainFEN)
	if err != nil {
		t.Fatal(err)
	}
	w.setDocument(study.NewGameDocument(rules.Interweave, p), nil, 0, "")
	if got, want := w.marks.Squares(), squaresOf("g4", "c5"); got != want {
		t.Errorf("marked %x, want g4 and c5 (%x)", got, want)
	}
	// Flipped, the frames stay on their squares.
	w.win.Canvas().(desktopShortcuts).TypedShortcut(keyFlip)
	r := test.WidgetRenderer(w.marks)
	for _, name := range []string{"g4", "c5"} {
		pos, side := w.board.SquarePosition(sqName(name))
		framed := false
		for _, o := range r.Objects() {
			at := o.Position()
			if o.Visible() && at.X >= pos.X && at.Y >= pos.Y && at.X < pos.X+side/4 && at.Y < pos.Y+side/4 {
				framed = true
			}
		}
		if !framed {
			t.Errorf("on the flipped board %s is not framed", name)
		}
	}
	w.win.Canvas().(desktopShortcuts).TypedShortcut(keyFlip)
	normal := w.status.Text
	for _, c := range []struct{ square, want string }{
		{"b6", "Captures are mandatory: the pieces that can capture are marked"},
		{"d5", "It is Black's turn"},
		{"a7", "Captures are mandatory: the pieces that can capture are marked"},
		{"g4", normal},
		{"e3", "It is Black's turn"},
		{"c5", normal},
	} {
		tapSquare(w, c.square)
		if w.status.Text != c.want {
			t.Errorf("after a click on %s the status says %q, want %q", c.square, w.status.Text, c.want)
		}
	}

	// In a chain only its piece goes on, and the marks give way to the
	// chain's own.
	var step rules.Move
	pos := w.Document().Position()
	for _, m := range pos.MovesFrom(rules.Square(sqName("g4"))) {
		q := pos
		if q.Make(m); q.ChainSquare() >= 0 {
			step = m
			break
		}
	}
	if err := w.doc.Play(step); err != nil {
		t.Fatal(err)
	}
	if w.marks.Squares() != 0 {
		t.Errorf("in a chain the board still marks %x", w.marks.Squares())
	}
	after := w.Document().Position()
	chain := after.ChainSquare()
	tapSquare(w, "c5")
	if want := "The capture goes on with the piece on " + chain.String(); w.status.Text != want {
		t.Errorf("in a chain a click on c5 says %q, want %q", w.status.Text, want)
	}

	// Wormhole has no forced captures, and says why all the same.
	w.newGame(rules.Wormhole)
	if w.marks.Squares() != 0 {
		t.Errorf("Wormhole marks %x", w.marks.Squares())
	}
	start := w.Document().Position()
	stuck, other := "", ""
	for sq := rules.Square(0); sq < 64; sq++ {
		pc := start.At(sq)
		switch {
		case !pc.IsPiece():
		case pc.Color() == rules.White && len(start.MovesFrom(sq)) == 0 && stuck == "":
			stuck = sq.String()
		case pc.Color() == rules.Black && other == "":
			other = sq.String()
		}
	}
	tapSquare(w, stuck)
	if want := "This piece has no legal move"; w.status.Text != want {
		t.Errorf("Wormhole: a click on %s says %q, want %q", stuck, w.status.Text, want)
	}
	tapSquare(w, other)
	if want := "It is White's turn"; w.status.Text != want {
		t.Errorf("Wormhole: a click on %s says %q, want %q", other, w.status.Text, want)
	}
}

// The marks as drawn: a frame on g4 and c5, distinct from the last-move and
// selection highlights, on the default board and the high-contrast one.
func TestBoardImageForcedCaptureMarks(t *testing.T) {
	skipInRaceRun(t)
	for _, c := range []struct{ palette, image string }{
		{"wood", "forced-capture-marks.png"},
		{"high contrast", "forced-capture-marks-high-contrast.png"},
	} {
		t.Run(c.palette, func(t *testing.T) {
			w := newTestWindow(t, nil)
			w.app.Preferences().SetString(prefs.Palette, c.palette)
			w.applySettings()
			p, err := rules.ParseFEN(rules.Interweave, chainFEN)
			if err != nil {
				t.Fatal(err)
			}
			w.setDocument(study.NewGameDocument(rules.Interweave, p), nil, 0, "")
			w.win.Resize(fyne.NewSize(760, 520))
			img := w.win.Canvas().Capture()
			at := fyne.CurrentApp().Driver().AbsolutePositionForObject(w.boardArea)
			size := w.boardArea.Size()
			board := image.NewNRGBA(image.Rect(0, 0, int(size.Width), int(size.Height)))
			draw.Draw(board, board.Bounds(), img, image.Pt(int(at.X), int(at.Y)), draw.Src)
			test.AssertImageMatches(t, c.image, board)
		})
	}
}
