package app

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"wormweave/app/dialogkeys"
	"wormweave/notation"
	"wormweave/rules"
)

// These are the first-session bugs of the board, each found by a user.

const loneKings = "4k3/8/8/8/8/8/8/4K3 b 5"

func TestNewGameFromFENAsksAboutUnsavedChanges(t *testing.T) {
	skipInRaceRun(t)
	for _, how := range []string{"OK", "Enter"} {
		t.Run(how, func(t *testing.T) {
			w := newTestWindow(t, nil)
			dragOnBoard(w, "e2", "e3")
			w.askFEN()
			entries := collect[*dialogkeys.Entry](topPopUp(t, w))
			if len(entries) == 0 {
				t.Fatal("no FEN field")
			}
			e := entries[0]
			e.SetText(loneKings)
			if how == "OK" {
				tapButton(t, topPopUp(t, w), "OK")
			} else {
				e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
			}
			tapButton(t, topPopUp(t, w), "Don't save")
			p := w.Document().Position()
			if got := p.FEN(); got != loneKings {
				t.Errorf("the game starts from %q, want %q", got, loneKings)
			}
		})
	}
}

func TestCommentBoxHasTheFocus(t *testing.T) {
	skipInRaceRun(t)
	w := newTestWindow(t, nil)
	dragOnBoard(w, "e2", "e3")
	w.editComment()
	entries := collect[*dialogkeys.Entry](topPopUp(t, w))
	if len(entries) == 0 {
		t.Fatal("no comment box")
	}
	if w.win.Canvas().Focused() != entries[0] {
		t.Error("the comment box does not have the focus")
	}
}

func TestVariantSelectorFollowsTheGame(t *testing.T) {
	skipInRaceRun(t)
	w := newTestWindow(t, nil)
	w.newGame(rules.Interweave)
	if w.variant.Selected != rules.Interweave.String() {
		t.Fatalf("the selector shows %q for an Interweave game", w.variant.Selected)
	}
	p := w.Document().Position()
	if err := w.Document().Play(p.Moves(nil)[0]); err != nil {
		t.Fatal(err)
	}
	// Choosing another variant starts a game of it, once the unsaved
	// changes are dealt with.
	w.variant.SetSelected(rules.Wormhole.String())
	tapButton(t, topPopUp(t, w), "Don't save")
	if v := w.Document().Game().Variant; v != rules.Wormhole {
		t.Errorf("the game on the board is %v after choosing Wormhole", v)
	}
	if n := len(w.Document().Game().MainLine()); n != 0 {
		t.Errorf("the new game has %d moves", n)
	}
	// Cancelling keeps the game and the selector shows it again.
	dragOnBoard(w, "e2", "e3")
	w.variant.SetSelected(rules.Interweave.String())
	tapButton(t, topPopUp(t, w), "Cancel")
	if v := w.Document().Game().Variant; v != rules.Wormhole || w.variant.Selected != rules.Wormhole.String() {
		t.Errorf("after cancelling: game %v, selector %q", v, w.variant.Selected)
	}
}

func TestGameDetailsData(t *testing.T) {
	skipInRaceRun(t)
	w := newTestWindow(t, nil)
	d := w.Document()
	if got, want := d.Game().Tag("Date"), time.Now().Format("2006.01.02"); got != want {
		t.Errorf("a new game's Date is %q, want %q", got, want)
	}
	w.newGame(rules.Interweave)
	if w.Document().Game().Tag("Date") == "" {
		t.Error("a new game of the selector has no Date")
	}
	d = w.Document()
	if err := d.SetTags([]notation.Tag{{Name: "Result", Value: "abc"}}); err == nil {
		t.Error("the Result abc was taken")
	}
	if r := d.Game().Result; r != "*" {
		t.Errorf("the result became %q", r)
	}
	if err := d.SetTags([]notation.Tag{{Name: "Site", Value: ""}, {Name: "Round", Value: " "}, {Name: "Result", Value: "1-0"}}); err != nil {
		t.Fatal(err)
	}
	text := string(notation.AppendGame(nil, d.Game()))
	for _, want := range []string{`[Site "?"]`, `[Round "?"]`, `[Result "1-0"]`} {
		if !strings.Contains(text, want) {
			t.Errorf("the record does not hold %s:\n%s", want, text)
		}
	}
}

func TestBoardDoesNotMoveForAMessage(t *testing.T) {
	skipInRaceRun(t)
	w := newTestWindow(t, nil)
	w.win.Resize(fyne.NewSize(900, 640))
	layout := func() (fyne.Position, fyne.Size) {
		// A resize there and back lays every container out again.
		c := w.win.Canvas()
		c.Content().Resize(c.Size().Add(fyne.NewSize(1, 1)))
		c.Content().Resize(c.Size())
		return fyne.CurrentApp().Driver().AbsolutePositionForObject(w.board), w.board.Size()
	}
	pos, size := layout()
	for _, text := range []string{"White to move", strings.Repeat("a long message that wraps ", 12)} {
		w.status.SetText(text)
		if p, s := layout(); p != pos || s != size {
			t.Errorf("with the status %.30q the board is at %v size %v, was %v size %v", text, p, s, pos, size)
		}
	}
}

func TestLandingSquaresShowAfterAPartialCapture(t *testing.T) {
	skipInRaceRun(t)
	w := newTestWindow(t, nil)
	if err := w.newGameFromFEN("1b2k1b1/p7/1kr1p1p1/3P2p1/1R2P1p1/3BPPB1/5K2/3K4 b 51 - 120120"); err != nil {
		t.Fatal(err)
	}
	w.board.SetFlipped(false)
	dragOnBoard(w, "g4", "g2")
	for _, c := range findChoices(topPopUp(t, w)) {
		if strings.Contains(c.Resource().Name(), "leaper") {
			test.Tap(c)
		}
	}
	if len(w.Document().Chain()) != 1 {
		t.Fatal("the chain did not start")
	}
	if got := w.board.Selected(); got != sqName("g2") {
		t.Errorf("after the partial capture the board selects square %d, want g2 with its landing squares", got)
	}
}
