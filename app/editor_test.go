package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"wormweave/rules"
)

func openEditor(t *testing.T, w *Window) *editor {
	t.Helper()
	e := w.openEditor()
	t.Cleanup(func() {
		if !e.closed {
			e.win.Close()
		}
	})
	e.win.Resize(fyne.NewSize(980, 640))
	return e
}

func (e *editor) tapSquare(name string) {
	pos, side := e.board.SquarePosition(sqName(name))
	abs := fyne.CurrentApp().Driver().AbsolutePositionForObject(e.board)
	test.TapCanvas(e.win.Canvas(), abs.Add(pos).Add(fyne.NewPos(side/2, side/2)))
}

func (e *editor) choose(pc rules.Piece) {
	for _, it := range e.items {
		if it.Piece == pc {
			test.Tap(it)
		}
	}
}

func TestEditorPlacesErasesAndExplains(t *testing.T) {
	w := newTestWindow(t, nil)
	e := openEditor(t, w)
	if e.fen.Text != rules.Wormhole.StartFEN() {
		t.Fatalf("the editor starts on %q", e.fen.Text)
	}
	// Clear the board: the missing kings are explained.
	tapButton(t, e.win.Content(), "Clear board")
	if !strings.Contains(e.problems.Text, "White has 0 kings") || !e.play.Disabled() {
		t.Fatalf("problems %q, play enabled %v", e.problems.Text, !e.play.Disabled())
	}
	e.choose(rules.MakePiece(rules.White, rules.King))
	e.tapSquare("e1")
	e.choose(rules.MakePiece(rules.Black, rules.King))
	e.tapSquare("e8")
	e.choose(rules.Hole)
	e.tapSquare("d4")
	e.choose(rules.MakePiece(rules.White, rules.Pawn))
	e.tapSquare("a1")
	if want := "4k3/8/8/8/3x4/8/8/P3K3 w 0"; e.fen.Text != want {
		t.Fatalf("FEN %q, want %q", e.fen.Text, want)
	}
	if !strings.Contains(e.problems.Text, "A pawn of White on a1, its own first rank") {
		t.Errorf("problems %q", e.problems.Text)
	}
	if e.board.Scene().Marks[sqName("a1")] == 0 {
		t.Errorf("the pawn's square is not marked")
	}
	// The eraser clears it; the position becomes playable.
	e.choose(rules.Empty)
	e.tapSquare("a1")
	if e.problems.Text != "" || e.play.Disabled() {
		t.Fatalf("still problems %q", e.problems.Text)
	}
	// The draft survives closing the editor, one click away.
	e.win.Close()
	e2 := openEditor(t, w)
	tapButton(t, e2.win.Content(), "Restore the last draft")
	if e2.fen.Text != "4k3/8/8/8/3x4/8/8/4K3 w 0" {
		t.Errorf("the draft came back as %q", e2.fen.Text)
	}
	tapButton(t, e2.win.Content(), "Play from here")
	p := w.Document().Position()
	if p.FEN() != "4k3/8/8/8/3x4/8/8/4K3 w 0" {
		t.Errorf("the game starts from %s", p.FEN())
	}
}

func TestEditorInterweavePoolAndTypedFEN(t *testing.T) {
	w := newTestWindow(t, nil)
	e := openEditor(t, w)
	e.variant.SetSelected("Interweave")
	if e.setup.Variant != rules.Interweave || e.fen.Text != rules.Interweave.StartFEN() {
		t.Fatalf("switching variant: %v %q", e.setup.Variant, e.fen.Text)
	}
	if len(e.items) != 11 { // five kinds in two colours and the eraser
		t.Errorf("%d tools in the Interweave palette", len(e.items))
	}
	// Two white smashers on the board and one in the pool: too many.
	e.pools[0].SetSelected("1")
	if !strings.Contains(e.problems.Text, "White has 3 of the smasher") {
		t.Errorf("problems %q", e.problems.Text)
	}
	// A typed FEN replaces the position; a bad one is explained.
	test.Type(e.fen, "x")
	if !strings.Contains(e.problems.Text, "FEN") {
		t.Errorf("a bad FEN gives %q", e.problems.Text)
	}
	e.fen.SetText("kk6/8/8/8/8/8/8/6KK b 4 - 000000")
	if e.setup.Turn != rules.Black || e.setup.Board[sqName("h1")] != rules.MakePiece(rules.White, rules.King) || e.problems.Text != "" {
		t.Errorf("typed FEN: side %v, problems %q", e.setup.Turn, e.problems.Text)
	}
	// An en-passant right with no pawn to match is explained.
	e.epEntry.SetText("c3,d")
	if !strings.HasSuffix(e.fen.Text, " c3,d 000000") || !strings.Contains(e.problems.Text, "en-passant right needs a pawn of White") {
		t.Errorf("en passant: FEN %q, problems %q", e.fen.Text, e.problems.Text)
	}
}

func TestEditorDragFromPalette(t *testing.T) {
	w := newTestWindow(t, nil)
	e := openEditor(t, w)
	var lion *paletteItem
	for _, it := range e.items {
		if it.Piece == rules.MakePiece(rules.Black, rules.Lion) {
			lion = it
		}
	}
	pos, side := e.board.SquarePosition(sqName("d5"))
	target := fyne.CurrentApp().Driver().AbsolutePositionForObject(e.board).Add(pos).Add(fyne.NewPos(side/2, side/2))
	lion.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{AbsolutePosition: target}})
	lion.DragEnd()
	if e.setup.Board[sqName("d5")] != rules.MakePiece(rules.Black, rules.Lion) {
		t.Errorf("the dragged lion is not on d5: %q", e.fen.Text)
	}
}

// The editor opens on the board's position, not on a draft an earlier
// session left; the draft is one click away, on a button shown only when
// there is one that differs from the board.
func TestEditorOpensOnTheBoardAndOffersTheDraft(t *testing.T) {
	w := newTestWindow(t, nil)
	draft := "4k3/8/8/8/8/8/8/4K3 w 0"
	if _, err := rules.ParseFEN(rules.Wormhole, draft); err != nil {
		t.Fatal(err)
	}
	w.app.Preferences().SetString(prefDraftVariant, rules.Wormhole.String())
	w.app.Preferences().SetString(prefDraftFEN, draft)
	dragOnBoard(w, "e2", "e3")
	board := w.Document().Position()
	e := openEditor(t, w)
	if got := e.fenText(); got != board.FEN() {
		t.Fatalf("the editor opened on %q, the board shows %q", got, board.FEN())
	}
	if !e.restore.Visible() {
		t.Fatal("no button offers the last draft")
	}
	test.Tap(e.restore)
	if got := e.fenText(); got != draft {
		t.Fatalf("the draft restored as %q, want %q", got, draft)
	}
	if e.restore.Visible() {
		t.Error("the button still offers the draft shown")
	}
	e.win.Close()

	// No draft, or one that is the board's position: no button.
	w.app.Preferences().SetString(prefDraftFEN, "")
	if e := openEditor(t, w); e.restore.Visible() {
		t.Error("a button offers a draft when there is none")
	}
}
