package app

import (
	"wormweave/app/learn"
	"wormweave/app/strength"
	"wormweave/app/text"
	course "wormweave/learn"
	"wormweave/rules"
	"wormweave/study"
)

// newLearn builds the window's Learn to play course on the window's
// document, board and preferences, with the built-in courses; its first
// game is the game against the engine's, at the weakest strength.
func (w *Window) newLearn() *learn.Tutor {
	return learn.New(learn.Host{
		Post:           w.postToWindow,
		Window:         w.win,
		WithKeys:       w.withKeys,
		Document:       func() *study.Document { return w.doc },
		SetDocument:    func(d *study.Document) { w.setDocument(d, nil, 0, "") },
		ConfirmDiscard: w.confirmDiscard,
		Board:          w.board,
		PlayAnimated:   w.playAnimated,
		StopAnalysis:   func() { w.analysis.SetOn(false) },
		ShowError:      w.showError,
		Changed:        w.engineGameChanged,
		Relayout:       w.relayout,
		Prefs:          w.app.Preferences(),
		Course:         course.Builtin,
		PlayEngine: func(d *study.Document, user rules.Color) {
			w.engine.Play(d, user, strength.All()[0])
		},
		FullGame: func() { w.engine.Ask() },
	})
}

// othersMove says why the board refuses the user's pieces now: a
// puzzle's defender or a lesson's opponent is to move, or a lesson
// failed; "" when the user may move.
func (w *Window) othersMove() string {
	switch {
	case w.puzzles.DefenderToMove():
		return w.puzzles.Refusal()
	case w.learn.OpponentToMove():
		return text.T("learn.opponentToMove")
	case w.learn.Failed():
		return text.T("learn.failed")
	}
	return ""
}

// nextLevel is Enter on the board: the next level, once one is passed.
func (w *Window) nextLevel() {
	if w.learn.CanGoOn() {
		w.learn.Next()
	}
}

// offerToLearn offers the course on the very first start: when the
// preferences held nothing yet. Preferences that cannot say (the test
// driver's) never offer it.
func (w *Window) offerToLearn() {
	if f, ok := w.app.Preferences().(interface{ Fresh() bool }); ok && f.Fresh() {
		w.learn.Offer()
	}
}

// restartLevel is Game > Restart the level (Ctrl+R): the level shown
// starts again; with none shown, the course's map opens, where a level is
// chosen.
func (w *Window) restartLevel() {
	if w.learn.Active() {
		w.learn.Restart()
		return
	}
	w.learn.Open()
}
