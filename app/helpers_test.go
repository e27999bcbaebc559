package app

import (
	"os"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
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

// collect returns every object of type T in the tree under o (not looking
// inside the ones it finds).
func collect[T fyne.CanvasObject](o fyne.CanvasObject) []T {
	var out []T
	var walk func(fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if o == nil {
			return
		}
		if v, ok := o.(T); ok {
			out = append(out, v)
			return
		}
		switch v := o.(type) {
		case *fyne.Container:
			for _, c := range v.Objects {
				walk(c)
			}
		case fyne.Widget:
			for _, c := range test.WidgetRenderer(v).Objects() {
				walk(c)
			}
		}
	}
	walk(o)
	return out
}

// findButtons returns every button in the object tree under o.
func findButtons(o fyne.CanvasObject) []*widget.Button { return collect[*widget.Button](o) }

// findChoices returns the promotion choices under o.
func findChoices(o fyne.CanvasObject) []*paletteItem { return collect[*paletteItem](o) }

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
	w.files.save(nil)
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}
