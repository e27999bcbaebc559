package app

import (
	"os"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/internal/uitest"
	"wormweave/app/widgets/movelist"
	"wormweave/app/widgets/palette"
	"wormweave/notation"
)

// desktopShortcuts is the part of a canvas that takes shortcuts.
type desktopShortcuts interface {
	TypedShortcut(fyne.Shortcut)
}

func customShortcut(k fyne.KeyName, mod fyne.KeyModifier) fyne.Shortcut {
	return &desktop.CustomShortcut{KeyName: k, Modifier: mod}
}

// topPopUp returns the topmost overlay of the window.
func topPopUp(t *testing.T, w *Window) fyne.CanvasObject {
	t.Helper()
	top := w.win.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no pop-up is shown")
	}
	return top
}

// topDialogButtons returns the topmost overlay, which should be a dialog.
func topDialogButtons(t *testing.T, w *Window) fyne.CanvasObject { return topPopUp(t, w) }

// The helpers that tests of other packages share live in uitest.

// The kinds of the move list's words, as the tests name them.
const (
	itemComment = movelist.Comment
	itemMove    = movelist.Move
	itemMore    = movelist.More
)

func collect[T fyne.CanvasObject](o fyne.CanvasObject) []T { return uitest.Collect[T](o) }

func sqName(name string) int { return uitest.Square(name) }

func annotatedGame(t testing.TB, plies, commentLen int) *notation.Game {
	return uitest.AnnotatedGame(t, plies, commentLen)
}

// findButtons returns every button in the object tree under o.
func findButtons(o fyne.CanvasObject) []*widget.Button { return collect[*widget.Button](o) }

// findChoices returns the promotion choices under o.
func findChoices(o fyne.CanvasObject) []*palette.Item { return collect[*palette.Item](o) }

// tapButton taps the button labelled text under o.
func tapButton(t *testing.T, o fyne.CanvasObject, text string) {
	t.Helper()
	for _, b := range findButtons(o) {
		if b.Text == text {
			test.Tap(b)
			return
		}
	}
	t.Fatalf("no button %q", text)
}

// savedText saves the window's game to its file, path, and returns what
// the file then holds.
func savedText(t *testing.T, w *Window, path string) string {
	t.Helper()
	w.save(nil)
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}
