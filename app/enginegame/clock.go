package enginegame

import (
	"time"

	"wormweave/app/prefs"
	"wormweave/app/text"
	"wormweave/app/widgets/clockface"
	"wormweave/clock"
	"wormweave/engine"
	"wormweave/notation"
	"wormweave/rules"
	"wormweave/study"
)

// A game against the engine may be played on a clock: each side starts
// with the time control's base and gets its increment after each turn.
// The engine is given both clocks and the increment, as a UCI "go wtime
// btime winc binc" gives them, so that its time management spends the
// clock; its strength's level still bounds its nodes, and a strength of a
// time a move plays at full strength on the clock instead. Each move is
// written with the time left to the side that played it, as [%clk], and
// a flag that falls ends the game, lost on time.
//
// Taking a move back gives no time back, as on the servers where people
// play: the clocks keep what they show, and the user's runs again.

// timeForfeit is the Termination tag of a game lost on time (PGN's
// value).
const timeForfeit = "time forfeit"

// gameClock is the clock of a game against the engine.
type gameClock struct {
	c  *clock.Clock
	at *notation.Node // the position whose side to move's time runs
	// engineLeft is the engine's clock reading for its move still being
	// played on the board, step after step: its time stops when its
	// answer arrives, not when the last step has slid into place.
	engineLeft *time.Duration
	stop       func() // stops the ticker
	onTime     bool   // the game ended on time
	// coverPaused: the user's time stopped while something covered the
	// window (covered.go).
	coverPaused bool
}

// SetTimeControl sets the time control of the games started afterwards;
// the zero one plays without a clock.
func (g *Game) SetTimeControl(tc clock.TimeControl) { g.tc = tc }

// TimeControl returns the time control of the next game.
func (g *Game) TimeControl() clock.TimeControl { return g.tc }

// SetNow replaces the clocks' time source (time.Now) and how they tick (a
// ticker ten times a second that calls Tick): tests drive the time and
// call Tick themselves. It applies to the games started afterwards.
func (g *Game) SetNow(now func() time.Time, ticker func(tick func()) (stop func())) {
	g.now, g.ticker = now, ticker
}

// Clocks returns the clocks' faces, shown in the game's row while a game
// on a clock is shown.
func (g *Game) Clocks() *clockface.Faces { return g.faces }

// Clock returns the clock of the game shown, or nil.
func (g *Game) Clock() *clock.Clock {
	if g.cur == nil || g.cur.clock == nil {
		return nil
	}
	return g.cur.clock.c
}

// startClock starts the clock of a new game o on document d, if the next
// game is on one: the side to move's time runs at once.
func (g *Game) startClock(o *opponent, d *study.Document) {
	if g.tc.None() {
		return
	}
	now, ticker := g.now, g.ticker
	if now == nil {
		now = time.Now
	}
	if ticker == nil {
		ticker = clockface.Ticker(o.post)
	}
	gc := &gameClock{c: clock.New(g.tc, now), at: d.Cursor()}
	p := d.Position()
	gc.c.Start(p.Turn())
	o.clock = gc
	gc.stop = ticker(func() {
		if g.cur == o {
			g.Tick()
		}
	})
}

// stopClock stops the clock of game o for good.
func (o *opponent) stopClock() {
	if gc := o.clock; gc != nil {
		gc.c.Stop()
		if gc.stop != nil {
			gc.stop()
			gc.stop = nil
		}
	}
}

// Tick shows the clocks again and ends the game when a flag falls.
func (g *Game) Tick() {
	o := g.cur
	if o == nil || o.clock == nil {
		return
	}
	g.followCover(o)
	if side, fell := o.clock.c.Flag(); fell && !o.over {
		o.clock.onTime = true
		g.End(rules.LossFor(side))
		return
	}
	g.showClocks()
}

// limits returns the engine's limits for its turn: both clocks and the
// increment on a clock, the strength's time a move without one.
func (o *opponent) limits() engine.Limits {
	gc := o.clock
	if gc == nil {
		return engine.Limits{MoveTime: o.strength.MoveTime}
	}
	inc := gc.c.TimeControl().Inc
	return engine.Limits{WTime: gc.c.Left(rules.White), BTime: gc.c.Left(rules.Black), WInc: inc, BInc: inc}
}

// engineThinks has the engine's time run while it searches: a turn given
// back to it after its chain was interrupted runs its clock again.
func (o *opponent) engineThinks() {
	if gc := o.clock; gc != nil {
		gc.c.Switch(o.user.Other())
		gc.engineLeft = nil
	}
}

// engineAnswered stops the engine's time when its answer arrives.
func (o *opponent) engineAnswered() {
	if gc := o.clock; gc != nil && gc.c.Turn() != o.user {
		if left, ok := gc.c.Press(); ok {
			gc.engineLeft = &left
		}
	}
}

// followClock presses the clock for a move just played from the position
// whose time ran, and writes the mover's time after it. It reports
// whether it wrote into the record: the record's change has then had the
// game followed already.
func (g *Game) followClock(o *opponent, d *study.Document) bool {
	gc := o.clock
	if gc == nil {
		return false
	}
	cur := d.Cursor()
	if len(d.Chain()) > 0 || cur == gc.at || cur.Next() != nil {
		return false // a chain being played, or a look back at the game
	}
	if cur.IsRoot() || cur.Parent() != gc.at {
		// The end of a line no move reached from the clock's position: a
		// move undone or deleted. The side to move there has the turn
		// again, less the increment its taken back move earned.
		gc.at, gc.engineLeft = cur, nil
		p := cur.Position()
		gc.c.TakeBack(p.Turn())
		g.showClocks()
		return false
	}
	o.uncover()
	before := gc.at.Position()
	mover := before.Turn()
	gc.at = cur
	var left time.Duration
	var ok bool
	switch {
	case mover != o.user && gc.engineLeft != nil:
		left, ok = *gc.engineLeft, true
		gc.engineLeft = nil
	case gc.c.Turn() == mover:
		left, ok = gc.c.Press()
	}
	g.showClocks()
	if !ok {
		return false
	}
	d.SetClock(cur, notation.FormatClock(left, left < 10*time.Second))
	return true
}

// clockTakenBack has the user's time run again from position at, after a
// take back: no time is given back.
func (o *opponent) clockTakenBack(at *notation.Node) {
	if gc := o.clock; gc != nil {
		gc.at = at
		gc.engineLeft = nil
		gc.c.Switch(o.user)
	}
}

// showClocks shows the clocks of the game shown, or hides them.
func (g *Game) showClocks() {
	o := g.cur
	if o == nil || o.clock == nil {
		g.faces.Hide()
		return
	}
	c := o.clock.c
	flagSide, fell := c.Flag()
	running := c.Running()
	side := func(s rules.Color) clockface.Side {
		name := text.T("clock.white")
		if s == rules.Black {
			name = text.T("clock.black")
		}
		if s == o.user {
			name = text.TF("clock.you", map[string]any{"Side": name})
		}
		return clockface.Side{Name: name, Left: c.Left(s), Running: running && c.Turn() == s, ToMove: c.Paused() && c.Turn() == s, Flagged: fell && flagSide == s}
	}
	g.faces.Set(clockface.State{White: side(rules.White), Black: side(rules.Black)})
	g.faces.Show()
}

// askClock is the dialog's choice of a time control, the last one chosen
// first.
func (g *Game) askClock() *clockface.Chooser {
	tc := g.tc
	if p := g.h.Prefs; p != nil {
		tc, _ = clock.ParseTimeControl(p.StringWithFallback(prefs.PlayClock, ""))
	}
	return clockface.NewChooser(tc, true)
}

// chooseClock takes the time control chosen in the dialog and remembers
// it; ok is false, and the game does not start, when a custom one cannot
// be read (the user is told).
func (g *Game) chooseClock(ch *clockface.Chooser) bool {
	tc, ok := ch.Chosen()
	if !ok {
		g.h.ShowError(clockError{})
		return false
	}
	g.tc = tc
	if p := g.h.Prefs; p != nil {
		p.SetString(prefs.PlayClock, tc.String())
	}
	return true
}

// clockError is a custom time control that cannot be read.
type clockError struct{}

func (clockError) Error() string { return text.T("clock.customError") }
