package enginegame

// While a dialog, a menu or any pop-up covers the window on the user's
// turn, the user's time stops, and it runs again as soon as the window is
// uncovered: a question the program asks (a promotion, unsaved work)
// costs no time, as on the servers that pause for it. The engine's time
// runs on while it thinks, since it thinks on. The clock's tick looks at
// the window ten times a second; a move made on the board restarts the
// time first, so that it is pressed as any other.

// covered reports whether something covers the game's window.
func (g *Game) covered() bool {
	w := g.h.Window
	return w != nil && w.Canvas() != nil && w.Canvas().Overlays().Top() != nil
}

// followCover pauses the user's time under a cover and resumes it
// without one.
func (g *Game) followCover(o *opponent) {
	gc := o.clock
	if gc == nil || gc.c.Stopped() {
		return
	}
	userTurn := gc.c.Turn() == o.user
	switch {
	case userTurn && gc.c.Running() && g.covered():
		gc.c.Pause()
		gc.coverPaused = true
	case gc.coverPaused && (!userTurn || !g.covered()):
		o.uncover()
	}
}

// uncover has the time run again if a cover paused it.
func (o *opponent) uncover() {
	if gc := o.clock; gc != nil && gc.coverPaused {
		gc.coverPaused = false
		gc.c.Resume()
	}
}
