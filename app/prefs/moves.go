package prefs

import "fyne.io/fyne/v2"

// MoveEvals is the preference key (bool) of the move list's evaluations:
// each move's recorded [%eval] shown, small, after it.
const MoveEvals = "moves.evals"

// ShowMoveEvals reads whether the move list shows the recorded
// evaluations. It is on unless the user turned it off: only games that
// hold evaluations (a reviewed game, one from another program) show any,
// so a game without them looks as it always did.
func ShowMoveEvals(p fyne.Preferences) bool { return p.BoolWithFallback(MoveEvals, true) }
