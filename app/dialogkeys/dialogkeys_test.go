package dialogkeys

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// The keys reach the dialog on top, from the window and from a text box in
// the dialog; with no dialog left, Key says that nothing is on top.
func TestKeysReachTheDialogOnTop(t *testing.T) {
	a := test.NewTempApp(t)
	win := a.NewWindow("keys")
	t.Cleanup(win.Close)
	win.Resize(fyne.NewSize(400, 300))
	k := New(win)
	var pressed []string
	entry := k.NewEntry(false)
	under := dialog.NewCustomWithoutButtons("under", widget.NewLabel("under"), win)
	under.Show()
	k.With(func() { pressed = append(pressed, "under enter") }, func() { pressed = append(pressed, "under escape") })
	top := dialog.NewCustomWithoutButtons("top", entry, win)
	top.Show()
	k.With(func() { pressed = append(pressed, "top enter") }, top.Hide)

	if !k.Key(&fyne.KeyEvent{Name: fyne.KeyReturn}) {
		t.Fatal("Key says nothing is on top")
	}
	entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEnter})
	entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if win.Canvas().Overlays().Top() == nil || len(win.Canvas().Overlays().List()) != 1 {
		t.Fatal("Escape in the text box did not close the top dialog alone")
	}
	k.Key(&fyne.KeyEvent{Name: fyne.KeyEscape})
	want := []string{"top enter", "top enter", "under escape"}
	if len(pressed) != len(want) {
		t.Fatalf("pressed %q, want %q", pressed, want)
	}
	for i := range want {
		if pressed[i] != want[i] {
			t.Errorf("press %d ran %q, want %q", i, pressed[i], want[i])
		}
	}
	under.Hide()
	if k.Key(&fyne.KeyEvent{Name: fyne.KeyEscape}) {
		t.Error("Key says a dialog is on top of an empty window")
	}
}

// A text box of a secondary window closes the window with Escape.
func TestWindowEntryClosesItsWindow(t *testing.T) {
	a := test.NewTempApp(t)
	win := a.NewWindow("secondary")
	closed := false
	win.SetOnClosed(func() { closed = true })
	e := NewWindowEntry(win)
	win.SetContent(e)
	e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if !closed {
		t.Error("Escape did not close the window")
	}
}
