package dialogkeys

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// entryInADialog returns a text box in a dialog shown over a test window,
// and the keys the dialog got from it (Enter as KeyReturn).
func entryInADialog(t *testing.T, multiLine bool) (*Entry, *[]fyne.KeyName) {
	t.Helper()
	win := test.NewWindow(nil)
	t.Cleanup(win.Close)
	win.Resize(fyne.NewSize(400, 300))
	k := New(win)
	e := k.NewEntry(multiLine)
	dialog.NewCustomWithoutButtons("dialog", e, win).Show()
	got := &[]fyne.KeyName{}
	k.With(func() { *got = append(*got, fyne.KeyReturn) }, func() { *got = append(*got, fyne.KeyEscape) })
	win.Canvas().Focus(e)
	return e, got
}

// A dialog's text box passes Escape on, and Enter where it has no use of
// its own for it; the other keys are the box's.
func TestEntryPassesTheDialogsKeys(t *testing.T) {
	test.NewTempApp(t)
	for _, c := range []struct {
		name      string
		multiLine bool
		submit    bool
		key       fyne.KeyName
		passed    bool
	}{
		{"Escape", false, false, fyne.KeyEscape, true},
		{"Escape in several lines", true, false, fyne.KeyEscape, true},
		{"Enter", false, false, fyne.KeyReturn, true},
		{"keypad Enter", false, false, fyne.KeyEnter, true},
		{"Enter in several lines", true, false, fyne.KeyReturn, false},
		{"Enter with its own use", false, true, fyne.KeyReturn, false},
		{"an arrow", false, false, fyne.KeyLeft, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			e, got := entryInADialog(t, c.multiLine)
			submitted := false
			if c.submit {
				e.OnSubmitted = func(string) { submitted = true }
			}
			e.TypedKey(&fyne.KeyEvent{Name: c.key})
			want := c.key
			if want == fyne.KeyEnter {
				want = fyne.KeyReturn // the dialog's Enter, whichever key
			}
			if passed := len(*got) == 1 && (*got)[0] == want; passed != c.passed {
				t.Errorf("the dialog got %v, want the key passed %v", *got, c.passed)
			}
			if c.submit && !submitted {
				t.Error("the box's own Enter did not submit")
			}
		})
	}
}

// OnKey sees the keys first; a key it takes goes no further.
func TestEntryOnKeyComesFirst(t *testing.T) {
	test.NewTempApp(t)
	e, got := entryInADialog(t, false)
	e.OnKey = func(ev *fyne.KeyEvent) bool { return ev.Name == fyne.KeyEscape }
	e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if len(*got) != 0 {
		t.Error("a key OnKey took reached the dialog")
	}
	e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if len(*got) != 1 {
		t.Error("a key OnKey left did not reach the dialog")
	}
}

// Escape closes a secondary window, from its text box or from the window
// itself, but not while a pop-up is over it.
func TestEscapeClosesASecondaryWindow(t *testing.T) {
	a := test.NewTempApp(t)
	open := func() (fyne.Window, *Entry, *bool) {
		win := a.NewWindow("secondary")
		closed := false
		win.SetOnClosed(func() { closed = true })
		CloseOnEscape(win)
		e := NewWindowEntry(win)
		win.SetContent(e)
		win.Show()
		t.Cleanup(func() {
			if !closed {
				win.Close()
			}
		})
		return win, e, &closed
	}
	escape := &fyne.KeyEvent{Name: fyne.KeyEscape}

	_, e, closed := open()
	e.TypedKey(escape)
	if !*closed {
		t.Error("Escape in the text box left the window open")
	}

	win, _, closed := open()
	win.Canvas().OnTypedKey()(escape)
	if !*closed {
		t.Error("Escape left the window open")
	}

	win, _, closed = open()
	pop := widget.NewPopUp(widget.NewLabel("a pop-up"), win.Canvas())
	pop.Show()
	win.Canvas().OnTypedKey()(escape)
	if *closed {
		t.Error("Escape closed the window under a pop-up")
	}
}

// A choice made by the program while a text box has the keyboard leaves
// the keyboard there; one made by clicking the select gives it back.
func TestLetGoReleasesOnlyTheChoosingWidget(t *testing.T) {
	a := test.NewTempApp(t)
	win := a.NewWindow("choices")
	t.Cleanup(win.Close)
	s := widget.NewSelect([]string{"a", "b"}, nil)
	LetGo(s, &s.OnChanged)
	e := NewWindowEntry(win)
	win.SetContent(container.NewVBox(s, e))
	win.Resize(fyne.NewSize(300, 200))
	c := win.Canvas()
	c.Focus(e)
	s.SetSelected("b")
	if c.Focused() != e {
		t.Errorf("a change by the program took the keyboard from the text box (%T has it)", c.Focused())
	}
	c.Focus(s)
	s.SetSelected("a")
	if c.Focused() != nil {
		t.Errorf("the select kept the keyboard after a choice (%T has it)", c.Focused())
	}
}
