package editor

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/internal/uitest"
	"wormweave/app/prefs"
	"wormweave/app/widgets/palette"
	"wormweave/rules"
)

// testBoard stands for the program that opens the editor: a test app in
// English, the board's position, and the games the editor started.
type testBoard struct {
	app    fyne.App
	pos    rules.Position
	played []string // the FENs the games started from
}

func newTestBoard(t *testing.T) *testBoard {
	t.Helper()
	a := test.NewTempApp(t)
	uitest.UseLanguage(t, "en")
	pos, err := rules.ParseFEN(rules.Wormhole, rules.Wormhole.StartFEN())
	if err != nil {
		t.Fatal(err)
	}
	return &testBoard{app: a, pos: *pos}
}

// host is the Host the shell would give: playing from here puts the
// position on the board.
func (b *testBoard) host() Host {
	return Host{
		App:            b.app,
		Look:           func() prefs.Board { return prefs.LoadBoard(b.app.Preferences()) },
		Position:       func() rules.Position { return b.pos },
		ConfirmDiscard: func(then func()) { then() },
		Play: func(v rules.Variant, p *rules.Position) {
			b.pos = *p
			b.played = append(b.played, p.FEN())
		},
	}
}

func sqName(name string) int { return uitest.Square(name) }

// tapButton taps the button labelled text under o.
func tapButton(t *testing.T, o fyne.CanvasObject, text string) {
	t.Helper()
	for _, b := range uitest.Collect[*widget.Button](o) {
		if b.Text == text {
			test.Tap(b)
			return
		}
	}
	t.Fatalf("no button %q", text)
}

func openEditor(t *testing.T, b *testBoard) *Editor {
	t.Helper()
	e := Open(b.host())
	t.Cleanup(func() {
		if !e.closed {
			e.win.Close()
		}
	})
	e.win.Resize(fyne.NewSize(980, 640))
	return e
}

func (e *Editor) tapSquare(name string) {
	pos, side := e.board.SquarePosition(sqName(name))
	abs := fyne.CurrentApp().Driver().AbsolutePositionForObject(e.board)
	test.TapCanvas(e.win.Canvas(), abs.Add(pos).Add(fyne.NewPos(side/2, side/2)))
}

func (e *Editor) choose(pc rules.Piece) {
	for _, it := range e.items {
		if it.Piece == pc {
			test.Tap(it)
		}
	}
}

func TestEditorPlacesErasesAndExplains(t *testing.T) {
	b := newTestBoard(t)
	e := openEditor(t, b)
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
	e2 := openEditor(t, b)
	tapButton(t, e2.win.Content(), "Restore the last draft")
	if e2.fen.Text != "4k3/8/8/8/3x4/8/8/4K3 w 0" {
		t.Errorf("the draft came back as %q", e2.fen.Text)
	}
	tapButton(t, e2.win.Content(), "Play from here")
	if len(b.played) != 1 || b.played[0] != "4k3/8/8/8/3x4/8/8/4K3 w 0" {
		t.Errorf("the games started from %q", b.played)
	}
}

func TestEditorInterweavePoolAndTypedFEN(t *testing.T) {
	b := newTestBoard(t)
	e := openEditor(t, b)
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
	b := newTestBoard(t)
	e := openEditor(t, b)
	var lion *palette.Item
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
	b := newTestBoard(t)
	draft := "4k3/8/8/8/8/8/8/4K3 w 0"
	if _, err := rules.ParseFEN(rules.Wormhole, draft); err != nil {
		t.Fatal(err)
	}
	b.app.Preferences().SetString(prefDraftVariant, rules.Wormhole.String())
	b.app.Preferences().SetString(prefDraftFEN, draft)
	b.pos.Make(uitest.Step(t, b.pos, "e2e3"))
	board := b.pos
	e := openEditor(t, b)
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
	b.app.Preferences().SetString(prefDraftFEN, "")
	if e := openEditor(t, b); e.restore.Visible() {
		t.Error("a button offers a draft when there is none")
	}
}

func TestEditorFENFieldIsNotRewrittenWhileTyped(t *testing.T) {
	b := newTestBoard(t)
	e := openEditor(t, b)
	e.fen.SetText("")
	e.win.Canvas().Focus(e.fen)
	test.Type(e.fen, "4k3/8/8/8/8/8/8/4K3 b 5")
	if e.fen.Text != "4k3/8/8/8/8/8/8/4K3 b 5" {
		t.Fatalf("the field holds %q after typing %q", e.fen.Text, "4k3/8/8/8/8/8/8/4K3 b 5")
	}
	if e.setup.Turn != rules.Black {
		t.Error("the typed FEN did not reach the board")
	}
	// Enter writes the position back as the editor words it.
	e.fen.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if e.fen.Text != e.fenText() {
		t.Errorf("after Enter the field holds %q, want %q", e.fen.Text, e.fenText())
	}
}

// Escape closes the editor, from a text box too.
func TestEscapeClosesSecondaryWindows(t *testing.T) {
	t.Run("editor", func(t *testing.T) {
		b := newTestBoard(t)
		e := Open(b.host())
		uitest.PressKey(e.win.Canvas(), fyne.KeyEscape)
		if !e.closed {
			t.Fatal("Escape did not close the editor")
		}
		e = Open(b.host())
		e.win.Canvas().Focus(e.fen)
		uitest.PressKey(e.win.Canvas(), fyne.KeyEscape)
		if !e.closed {
			t.Fatal("Escape in the FEN box did not close the editor")
		}
	})
}
