package app

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"wormweave/app/text"
	"wormweave/study"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"
)

func TestRecordErrorsNameLineAndColumn(t *testing.T) {
	skipInRaceRun(t)
	newTestWindow(t, nil) // loads the English texts
	dir := t.TempDir()
	path := dir + "/broken.pgn"
	if err := os.WriteFile(path, []byte("[Variant \"Wormhole\"]\n\n1. e2-e3 e7-e6 2. e3-e1 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := study.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	_, perr := f.Parse(0)
	if got := text.ErrorText(perr); !strings.HasPrefix(got, "broken.pgn, line 3, column 19: ") {
		t.Errorf("record error shown as %q", got)
	}
}

// An error shows its message exactly as written: a message that starts
// with a file's name keeps the name's case, for the user may look for that
// file. The dialog keeps Fyne's error look (its title, icon and one OK
// button), and Enter or Escape close it without acting on the board behind.
func TestErrorDialogShowsTheMessageAsWritten(t *testing.T) {
	skipInRaceRun(t)
	for _, key := range []fyne.KeyName{fyne.KeyEscape, fyne.KeyReturn, fyne.KeyEnter} {
		t.Run(string(key), func(t *testing.T) {
			w := newTestWindow(t, nil)
			dir := t.TempDir()
			path := filepath.Join(dir, "short.pgn")
			if err := os.WriteFile(path, []byte("% nothing but a comment\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			dragOnBoard(w, "e2", "e3")
			at := w.Document().Cursor()
			w.openPath(path)
			top := topPopUp(t, w)
			want := "short.pgn holds no game."
			texts := labelsText(top)
			if !slices.Contains(strings.Split(texts, "\n"), want) {
				t.Fatalf("the dialog shows %q, want the line %q", texts, want)
			}
			if !strings.Contains(texts, "\n"+text.T("dialog.errorTitle")+"\n") {
				t.Errorf("the dialog's title is not %q: %q", text.T("dialog.errorTitle"), texts)
			}
			if b := findButtons(top); len(b) != 1 || b[0].Text != text.T("dialog.ok") {
				t.Errorf("the dialog's buttons are %v, want one %q", b, text.T("dialog.ok"))
			}
			if len(collect[*canvas.Image](top)) != 1 {
				t.Error("the dialog has no icon")
			}
			w.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyLeft})
			if !top.Visible() || w.Document().Cursor() != at {
				t.Fatal("a key other than Enter or Escape closed the dialog or acted on the board behind it")
			}
			w.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: key})
			if top.Visible() {
				t.Fatalf("%s does not close the dialog", key)
			}
			if w.Document().Cursor() != at {
				t.Errorf("%s acted on the board behind the dialog", key)
			}
		})
	}
}

// The error dialog has the size of Fyne's own for the same message: as
// wide as its line up to a limit, and as tall as its wrapped text.
func TestErrorDialogSizedAsFynes(t *testing.T) {
	skipInRaceRun(t)
	w := newTestWindow(t, nil)
	for _, msg := range []string{
		text.TF("error.noGames", map[string]any{"File": "Short.pgn"}),
		text.TF("error.changedOnDisk", map[string]any{"File": "Short.pgn"}),
		strings.Repeat("A long message that wraps over several lines. ", 12),
	} {
		w.showErrorText(msg)
		// A modal pop-up covers the window: its content is the dialog.
		ours := topPopUp(t, w).(*widget.PopUp)
		size := ours.Content.Size()
		ours.Hide()
		dialog.ShowError(errors.New(msg), w.win)
		fynes := topPopUp(t, w).(*widget.PopUp)
		want := fynes.Content.Size()
		fynes.Hide()
		if size != want {
			t.Errorf("%.20q…: the dialog is %v, Fyne's %v", msg, size, want)
		}
	}
}

// While any dialog is on top of the window (a confirmation, a chooser, a
// summary), the keys meant for the board do not reach it: an arrow would
// move through the game behind the dialog, and Escape would take back a
// step of a capture chain the user is making.
func TestKeysDoNotReachTheBoardBehindADialog(t *testing.T) {
	skipInRaceRun(t)
	w := newTestWindow(t, nil)
	d := w.Document()
	p := d.Position()
	if err := d.Play(p.Moves(nil)[0]); err != nil {
		t.Fatal(err)
	}
	at := d.Cursor()
	dialog.ShowConfirm("?", "?", func(bool) {}, w.win)
	for _, key := range []fyne.KeyName{fyne.KeyLeft, fyne.KeyHome, fyne.KeyEscape, fyne.KeyUp} {
		w.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: key})
		if d.Cursor() != at {
			t.Fatalf("%s acted on the game behind a dialog", key)
		}
	}
	w.win.Canvas().Overlays().Top().Hide()
	w.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyLeft})
	if d.Cursor() == at {
		t.Error("with the dialog gone, Left does not go back")
	}
}
