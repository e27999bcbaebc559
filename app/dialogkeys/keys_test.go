package dialogkeys

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

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
