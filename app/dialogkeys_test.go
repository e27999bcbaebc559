package app

import (
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"

	"wormweave/app/boardscene"
	"wormweave/app/internal/uitest"
	"wormweave/app/text"
	"wormweave/rules"
)

// Escape closes every dialog, whether a text box in it has the keyboard or
// not, and leaves the game as it was.
func TestEscapeClosesEveryDialog(t *testing.T) {
	skipInRaceRun(t)
	for _, c := range []struct {
		name string
		show func(w *Window)
	}{
		{"FEN", func(w *Window) { w.askFEN() }},
		{"comment", func(w *Window) { w.editComment() }},
		{"game details", func(w *Window) { w.editTags() }},
		{"unsaved changes", func(w *Window) { w.move(sqName("e2"), sqName("e3")); w.newGame(rules.Interweave) }},
		{"about", func(w *Window) { w.showAbout() }},
		{"preferences", func(w *Window) { w.showPreferences() }},
		{"whole comment", func(w *Window) { w.showWholeComment("a long comment") }},
		{"export", func(w *Window) { w.exportBoard() }},
		{"play the engine", func(w *Window) { w.engine.Ask() }},
		{"review", func(w *Window) { w.review.Ask() }},
		{"error", func(w *Window) { w.showErrorText("something went wrong") }},
		{"promotion", func(w *Window) {
			p := w.doc.Position()
			w.choosePromotion(boardscene.MovesFor(&p, sqName("e2"), sqName("e3")), func(rules.Move) { t.Error("a piece was chosen") })
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := newTestWindow(t, nil)
			c.show(w)
			cv := w.win.Canvas()
			if cv.Overlays().Top() == nil {
				t.Fatal("no dialog shown")
			}
			before, state := w.Document(), w.Document().State()
			pressKey(cv, fyne.KeyEscape)
			if cv.Overlays().Top() != nil {
				t.Fatalf("Escape did not close the dialog (%T has the keyboard)", cv.Focused())
			}
			if w.Document() != before || w.Document().State() != state {
				t.Error("Escape changed the game")
			}
			if w.engine.Active() {
				t.Error("Escape started a game against the engine")
			}
		})
	}
}

// Enter presses the dialog's default button.
func TestEnterPressesTheDefaultButton(t *testing.T) {
	skipInRaceRun(t)
	t.Run("comment, the text box left", func(t *testing.T) {
		w := newTestWindow(t, nil)
		w.move(sqName("e2"), sqName("e3"))
		w.editComment()
		cv := w.win.Canvas()
		cv.Focused().(interface{ SetText(string) }).SetText("a quiet move")
		pressKey(cv, fyne.KeyReturn) // a new line in the comment
		cv.Unfocus()
		pressKey(cv, fyne.KeyReturn)
		if cv.Overlays().Top() != nil {
			t.Fatal("Enter did not close the dialog")
		}
		if got := w.doc.Cursor().CommentAfter(); got != "a quiet move" {
			t.Errorf("comment %q", got)
		}
	})
	t.Run("game details, in another tag's box", func(t *testing.T) {
		w := newTestWindow(t, nil)
		w.editTags()
		cv := w.win.Canvas()
		tapButton(t, cv.Overlays().Top(), text.T("tags.add"))
		cv.Focused().(interface{ SetText(string) }).SetText("Annotator")
		cv.FocusNext()
		cv.Focused().(interface{ SetText(string) }).SetText("Ada")
		pressKey(cv, fyne.KeyReturn)
		if cv.Overlays().Top() != nil {
			t.Fatal("Enter did not close the dialog")
		}
		if got := w.doc.Game().Tag("Annotator"); got != "Ada" {
			t.Errorf("Annotator %q", got)
		}
	})
	t.Run("unsaved changes: save", func(t *testing.T) {
		path := filepath.Join(t.TempDir(), "saved.pgn")
		w := newTestWindow(t, fakeChooser{save: path})
		w.move(sqName("e2"), sqName("e3"))
		w.newGame(rules.Interweave)
		pressKey(w.win.Canvas(), fyne.KeyReturn)
		if _, err := os.Stat(path); err != nil {
			t.Fatalf("Enter did not save: %v", err)
		}
		if w.doc.Game().Variant != rules.Interweave {
			t.Error("the new game did not start after the save")
		}
	})
	t.Run("error: close", func(t *testing.T) {
		w := newTestWindow(t, nil)
		w.showErrorText("something went wrong")
		pressKey(w.win.Canvas(), fyne.KeyEnter)
		if w.win.Canvas().Overlays().Top() != nil {
			t.Fatal("Enter did not close the error")
		}
	})
}

func pressKey(c fyne.Canvas, name fyne.KeyName) { uitest.PressKey(c, name) }
