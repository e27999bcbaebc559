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

// The keys go to the dialog on top only; a dialog closed since is
// forgotten; with no dialog shown the window keeps its keys.
func TestKeysGoToTheDialogOnTop(t *testing.T) {
	a := test.NewTempApp(t)
	win := a.NewWindow("keys")
	t.Cleanup(win.Close)
	win.Resize(fyne.NewSize(600, 400))
	k := New(win)
	enter := &fyne.KeyEvent{Name: fyne.KeyReturn}
	escape := &fyne.KeyEvent{Name: fyne.KeyEscape}

	if k.Key(escape) {
		t.Error("Escape with no dialog shown was taken")
	}
	var got []string
	lower := dialog.NewCustom("lower", "close", widget.NewLabel("lower"), win)
	lower.Show()
	k.With(func() { got = append(got, "lower enter") }, func() { got = append(got, "lower escape"); lower.Hide() })
	upper := dialog.NewCustom("upper", "close", widget.NewLabel("upper"), win)
	upper.Show()
	k.With(nil, func() { got = append(got, "upper escape"); upper.Hide() })

	for _, ev := range []*fyne.KeyEvent{enter, escape, enter, escape} {
		if !k.Key(ev) {
			t.Errorf("%s over a dialog was not taken", ev.Name)
		}
	}
	if k.Key(escape) {
		t.Error("Escape after the dialogs closed was taken")
	}
	want := []string{"upper escape", "lower enter", "lower escape"}
	if len(got) != len(want) {
		t.Fatalf("the keys did %q, want %q", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("the keys did %q, want %q", got, want)
		}
	}
	if len(k.dialogs) != 0 {
		t.Errorf("%d closed dialogs are remembered", len(k.dialogs))
	}
}
