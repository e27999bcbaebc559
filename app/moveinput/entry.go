package moveinput

import (
	"strings"
	"unicode"

	"fyne.io/fyne/v2"

	"wormweave/app/text"
	"wormweave/app/widgets/moveentry"
	"wormweave/notation"
	"wormweave/study"
)

// Host is what the entry needs of the window.
type Host struct {
	// Window is the window the entry is in: its canvas gives and takes
	// the keyboard, and a dialog shown over it keeps characters away.
	Window fyne.Window
	// Document returns the game being studied.
	Document func() *study.Document
	// Status is the status line, whose place the entry takes while open.
	Status fyne.CanvasObject
	// Refusal says why the user may not move now (the engine or a
	// puzzle's defender is to move), or "" when the user may.
	Refusal func() string
	// OtherKey takes the keys the entry does not use (arrows, F11, ...).
	OtherKey func(*fyne.KeyEvent)
	// ShowError shows what went wrong playing a move.
	ShowError func(error)
}

// Entry is the move entry of one window.
type Entry struct {
	h     Host
	box   *moveentry.Box
	doc   *study.Document // the game the entry was opened on
	at    *notation.Node  // the cursor then
	steps int             // and the steps of an unfinished chain there
}

// New builds the move entry, hidden.
func New(h Host) *Entry {
	e := &Entry{h: h}
	b := moveentry.New(text.T("moveEntry.placeholder"))
	b.OnChanged = func(string) { e.Follow() }
	b.OnSubmit = e.submit
	b.OnCancel = e.Close
	b.OnOtherKey = h.OtherKey
	b.Hide()
	e.box = b
	return e
}

// View is the entry, to be placed where the status line is.
func (e *Entry) View() fyne.CanvasObject { return e.box }

// Visible reports whether the entry is open.
func (e *Entry) Visible() bool { return e.box.Visible() }

// Text is what is typed in the entry.
func (e *Entry) Text() string { return e.box.Text() }

// Hint is what the entry says of the text typed.
func (e *Entry) Hint() string { return e.box.Hint() }

// TypedRune opens the entry on a letter or a digit typed while no text box
// has the keyboard and no dialog is shown.
func (e *Entry) TypedRune(r rune) {
	if e.h.Window.Canvas().Overlays().Top() != nil || r > unicode.MaxASCII || !unicode.IsLetter(r) && !unicode.IsDigit(r) {
		return
	}
	e.Open(string(r))
}

// Open shows the entry with s typed, and gives it the keyboard.
func (e *Entry) Open(s string) {
	d := e.h.Document()
	e.doc, e.at, e.steps = d, d.Cursor(), len(d.Chain())
	e.h.Status.Hide()
	e.box.Show()
	e.box.SetText(s)
	e.h.Window.Canvas().Focus(e.box.Field())
	e.Follow()
}

// Close hides the entry and gives the status line its place back; the
// keys go to the window again.
func (e *Entry) Close() {
	if !e.box.Visible() {
		return
	}
	e.box.Hide()
	e.box.SetText("")
	e.h.Status.Show()
	if c := e.h.Window.Canvas(); c.Focused() == e.box.Field() {
		c.Unfocus()
	}
}

// Follow shows what the text typed stands for in the board's position:
// the one move Enter plays, the moves it fits, or why it fits none.
func (e *Entry) Follow() {
	b := e.box
	if !b.Visible() {
		return
	}
	d := e.h.Document()
	if d != e.doc {
		// Another game: what was typed, and what was said of it, were
		// about the game that went.
		e.Close()
		return
	}
	// A move played on the board after a click there, which took the
	// keyboard from the entry, leaves the text typed behind: the entry
	// closes. While it has the keyboard it stays, for a move typed while
	// the engine thinks.
	if e.h.Window.Canvas().Focused() != b.Field() && (d.Cursor() != e.at || len(d.Chain()) != e.steps) {
		e.Close()
		return
	}
	s := b.Text()
	if strings.TrimSpace(s) == "" {
		b.SetHint("", false)
		return
	}
	p := d.Position()
	b.SetHint(hintFor(notation.Complete(&p, s, maxShownCandidates)))
}

// submit plays the move typed when exactly one move fits it, and closes
// the entry; otherwise the entry stays, saying why.
func (e *Entry) submit(s string) {
	if why := e.h.Refusal(); why != "" {
		e.box.SetHint(why, true)
		return
	}
	d := e.h.Document()
	p := d.Position()
	c := notation.Complete(&p, s, 1)
	if c.Count != 1 {
		e.Follow()
		return
	}
	e.Close()
	if err := d.PlayTurn(c.Candidates[0].Turn); err != nil {
		e.h.ShowError(err)
	}
}
