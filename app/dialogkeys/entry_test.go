package dialogkeys

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

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
			var got []fyne.KeyName
			e := NewEntry(c.multiLine, func(ev *fyne.KeyEvent) { got = append(got, ev.Name) })
			submitted := false
			if c.submit {
				e.OnSubmitted = func(string) { submitted = true }
			}
			w := test.NewWindow(e)
			defer w.Close()
			w.Canvas().Focus(e)
			e.TypedKey(&fyne.KeyEvent{Name: c.key})
			if passed := len(got) == 1 && got[0] == c.key; passed != c.passed {
				t.Errorf("the dialog got %v, want the key passed %v", got, c.passed)
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
	passed := false
	e := NewEntry(false, func(*fyne.KeyEvent) { passed = true })
	e.OnKey = func(ev *fyne.KeyEvent) bool { return ev.Name == fyne.KeyEscape }
	e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if passed {
		t.Error("a key OnKey took reached the dialog")
	}
	e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if !passed {
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
