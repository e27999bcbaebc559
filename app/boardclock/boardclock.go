// Package boardclock is the chess clock of a game played at the board and
// entered as it is played: Game > Start a clock asks for a time control,
// the side to move's time runs, and the clock switches when a move is
// entered on the board, writing the mover's time after the move as
// [%clk]. Space pauses and resumes it. A flag that falls stops it and is
// shown in the error colour; the game may go on being entered, and the
// result goes into the record only if the user says so.
//
// It reaches the window only through its Host, and holds no time of its
// own: the clock's arithmetic is the clock package's, its faces the
// clockface widget's. The shell alone imports it.
package boardclock

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/prefs"
	"wormweave/app/text"
	"wormweave/app/widgets/clockface"
	"wormweave/clock"
	"wormweave/notation"
	"wormweave/rules"
	"wormweave/study"
)

// timeForfeit is PGN's Termination of a game lost on time.
const timeForfeit = "time forfeit"

// Host is what the clock needs of the window. The shell fills every field.
type Host struct {
	// Post runs f on the window's goroutine (fyne.Do in the window; tests
	// run it on theirs).
	Post func(f func())
	// Window is the parent of the clock's dialogs.
	Window fyne.Window
	// Document returns the document shown: another one stops the clock.
	Document func() *study.Document
	// ShowError shows an error to the user.
	ShowError func(error)
	// WithKeys has Enter and Escape answer the dialog just shown.
	WithKeys func(enter, escape func())
	// Changed tells the shell that the clock started or stopped: the
	// menus follow it.
	Changed func()
	// Relayout lays the window out again after the faces came or went.
	Relayout func()
	// Prefs keeps the last time control chosen; nil keeps none.
	Prefs fyne.Preferences
}

// Clock is the window's clock of games played at the board.
type Clock struct {
	h      Host
	now    func() time.Time
	ticker func(tick func()) (stop func())
	faces  *clockface.Faces

	c        *clock.Clock    // the clock, or nil
	doc      *study.Document // the game it times
	at       *notation.Node  // the position whose side to move's time runs
	stopTick func()
	asked    bool // the user was asked about the fallen flag
}

// New returns the window's clock, none running yet.
func New(h Host) *Clock {
	k := &Clock{h: h, now: time.Now, faces: clockface.New()}
	k.ticker = clockface.Ticker(h.Post)
	k.faces.Hide()
	return k
}

// SetNow replaces the time source (time.Now) and how the faces tick (a
// ticker that calls Tick ten times a second): tests drive the time and
// call Tick themselves.
func (k *Clock) SetNow(now func() time.Time, ticker func(tick func()) (stop func())) {
	k.now, k.ticker = now, ticker
}

// View is the clock's faces, hidden while no clock is set.
func (k *Clock) View() *clockface.Faces { return k.faces }

// Active reports whether a clock is set, running, paused or fallen.
func (k *Clock) Active() bool { return k.c != nil }

// Clock returns the clock, or nil.
func (k *Clock) Clock() *clock.Clock { return k.c }

// Ask asks for the time control, the last one chosen first, and starts
// the clock.
func (k *Clock) Ask() {
	T := text.T
	tc := clock.Presets[1]
	if p := k.h.Prefs; p != nil {
		if last, err := clock.ParseTimeControl(p.StringWithFallback(prefs.BoardClock, "")); err == nil {
			tc = last
		}
	}
	ch := clockface.NewChooser(tc, false)
	explain := widget.NewLabel(T("clock.explain"))
	explain.Wrapping = fyne.TextWrapWord
	items := []*widget.FormItem{
		widget.NewFormItem(T("clock.timeControl"), ch.Widget()),
		widget.NewFormItem("", explain),
	}
	form := dialog.NewForm(T("clock.title"), T("clock.start"), T("dialog.cancel"), items, func(ok bool) {
		if !ok {
			return
		}
		tc, ok := ch.Chosen()
		if !ok {
			k.h.ShowError(customError{})
			return
		}
		if p := k.h.Prefs; p != nil {
			p.SetString(prefs.BoardClock, tc.String())
		}
		k.Start(tc)
	}, k.h.Window)
	form.Resize(fyne.NewSize(460, form.MinSize().Height))
	form.Show()
	k.h.WithKeys(form.Submit, form.Dismiss)
}

// customError is a custom time control that cannot be read.
type customError struct{}

func (customError) Error() string { return text.T("clock.customError") }

// Start sets the clock to tc for the game shown, in place of any other:
// the side to move's time runs at once.
func (k *Clock) Start(tc clock.TimeControl) {
	k.drop()
	d := k.h.Document()
	k.doc, k.at, k.asked = d, d.Cursor(), false
	k.c = clock.New(tc, k.now)
	p := d.Position()
	k.c.Start(p.Turn())
	k.stopTick = k.ticker(k.Tick)
	k.show()
	k.h.Changed()
	k.h.Relayout()
}

// Stop takes the clock away.
func (k *Clock) Stop() {
	if k.c == nil {
		return
	}
	k.drop()
	k.show()
	k.h.Changed()
	k.h.Relayout()
}

// Close stops the clock and its ticking, if there is one, without showing
// it: the window closes. Every feature ends with Close.
func (k *Clock) Close() { k.drop() }

// drop stops the clock and its ticking, if there is one.
func (k *Clock) drop() {
	if k.stopTick != nil {
		k.stopTick()
		k.stopTick = nil
	}
	k.c, k.doc, k.at = nil, nil, nil
}

// TogglePause pauses a running clock or resumes a paused one, and reports
// whether there was one to pause or resume.
func (k *Clock) TogglePause() bool {
	c := k.c
	if c == nil || c.Stopped() {
		return false
	}
	if c.Running() {
		c.Pause()
	} else {
		c.Resume()
	}
	k.show()
	return true
}

// Follow switches the clock when a move is entered at the position whose
// time runs, writing the mover's time after it, and gives the turn back
// without an increment when the last move is undone or deleted. The shell
// calls it after every change.
func (k *Clock) Follow() {
	if k.c == nil {
		return
	}
	d := k.h.Document()
	if d != k.doc {
		k.Stop() // another game is shown
		return
	}
	cur := d.Cursor()
	if len(d.Chain()) > 0 || cur == k.at || cur.Next() != nil {
		return // a chain being entered, or a look back at the game
	}
	c := k.c
	p := cur.Position()
	if cur.Parent() != k.at || cur.IsRoot() {
		// The end of a line that no move reached from the clock's
		// position: a move taken back (undone or deleted), or another
		// line chosen; the side to move there has the turn again, less
		// the increment its taken back move earned.
		k.at = cur
		c.TakeBack(p.Turn())
		k.show()
		return
	}
	mover := p.Turn().Other()
	k.at = cur
	if c.Stopped() {
		return // a fallen flag: the game is entered on without a clock
	}
	left, ok := c.Press()
	if !ok {
		// Paused: the turn passes, no time is added.
		c.Switch(p.Turn())
		left = c.Left(mover)
	}
	k.show()
	d.SetClock(cur, notation.FormatClock(left, left < 10*time.Second))
	// The record says how it was timed, as a game against the engine's
	// does; with the first timed move, so that a clock started and
	// stopped unused changes nothing.
	if tc := c.TimeControl().PGN(); d.Game().Tag("TimeControl") != tc {
		d.SetTagWithMove(cur, "TimeControl", tc)
	}
}

// Tick draws the faces again, and tells the user once when a flag falls.
func (k *Clock) Tick() {
	if k.c == nil {
		return
	}
	k.show()
	if side, fell := k.c.Flag(); fell && !k.asked {
		k.asked = true
		if k.stopTick != nil {
			k.stopTick()
			k.stopTick = nil
		}
		k.askResult(side)
	}
}

// askResult asks whether the record gets the result of side's flag: a
// game at the board may be played on regardless, and the record says
// only what the players agree to.
func (k *Clock) askResult(side rules.Color) {
	d := k.h.Document()
	result := rules.LossFor(side).String()
	msg := text.TF("clock.flagText", map[string]any{"Side": text.SideName(side), "Result": result})
	dlg := dialog.NewConfirm(text.T("clock.flagTitle"), msg, func(ok bool) {
		if ok && k.h.Document() == d {
			k.writeResult(d, result)
		}
	}, k.h.Window)
	dlg.SetConfirmText(text.T("dialog.yes"))
	dlg.SetDismissText(text.T("dialog.no"))
	dlg.Show()
	k.h.WithKeys(dlg.Confirm, dlg.Hide)
}

// writeResult writes result, on time, into d's tags (one undoable edit).
func (k *Clock) writeResult(d *study.Document, result string) {
	if err := d.SetTagValues(notation.Tag{Name: "Result", Value: result}, notation.Tag{Name: "Termination", Value: timeForfeit}); err != nil {
		k.h.ShowError(err)
	}
}

// Translate draws the faces again in the current language.
func (k *Clock) Translate() { k.show() }

// show draws the faces, or hides them when no clock is set.
func (k *Clock) show() {
	c := k.c
	if c == nil {
		k.faces.Hide()
		return
	}
	flagSide, fell := c.Flag()
	running := c.Running()
	side := func(s rules.Color, key string) clockface.Side {
		return clockface.Side{Name: text.T(key), Left: c.Left(s), Running: running && c.Turn() == s, ToMove: c.Paused() && c.Turn() == s, Flagged: fell && flagSide == s}
	}
	note := text.T("clock.runningNote")
	switch {
	case fell:
		note = text.TF("clock.flagged", map[string]any{"Side": text.SideName(flagSide)})
	case !running:
		note = text.T("clock.paused")
	}
	k.faces.Set(clockface.State{White: side(rules.White, "clock.white"), Black: side(rules.Black, "clock.black"), Note: note})
	if !k.faces.Visible() {
		k.faces.Show()
		k.h.Relayout()
	}
}
