package app

import (
	"fyne.io/fyne/v2/container"

	"wormweave/app/analysis"
	"wormweave/app/boardclock"
	"wormweave/app/enginegame"
	"wormweave/app/prefs"
	"wormweave/app/puzzles"
	"wormweave/app/text"
	"wormweave/engine"
	"wormweave/puzzle"
	"wormweave/rules"
	"wormweave/study"
)

// newEngineGame builds the window's game against the engine on the
// window's document, board and dialogs.
func (w *Window) newEngineGame() *enginegame.Game {
	return enginegame.New(enginegame.Host{
		Post:           w.postToWindow,
		Window:         w.win,
		Document:       func() *study.Document { return w.doc },
		SetDocument:    func(d *study.Document) { w.setDocument(d, nil, 0, "") },
		ConfirmDiscard: w.confirmDiscard,
		Board:          w.board,
		Animate:        func() bool { return w.settings.Animation },
		PlayAnimated:   w.playAnimated,
		EngineOptions:  func() engine.Options { return w.analysis.Settings().Options() },
		StopAnalysis:   func() { w.analysis.SetOn(false) },
		ShowError:      w.showError,
		WithKeys:       w.withKeys,
		Changed:        w.engineGameChanged,
		Relayout:       w.relayout,
		Prefs:          w.app.Preferences(),
		UseBook:        func() bool { return prefs.UseBook(w.app.Preferences()) },
	})
}

// newBoardClock builds the window's clock of games played at the board,
// on the window's document and dialogs.
func (w *Window) newBoardClock() *boardclock.Clock {
	return boardclock.New(boardclock.Host{
		Post:      w.postToWindow,
		Window:    w.win,
		Document:  func() *study.Document { return w.doc },
		ShowError: w.showError,
		WithKeys:  w.withKeys,
		Changed:   w.setMainMenu,
		Relayout:  w.relayout,
		Prefs:     w.app.Preferences(),
	})
}

// newPuzzles builds the window's puzzle trainer on the window's
// document, board and preferences, with the built-in puzzles.
func (w *Window) newPuzzles() *puzzles.Trainer {
	return puzzles.New(puzzles.Host{
		Post:           w.postToWindow,
		Document:       func() *study.Document { return w.doc },
		SetDocument:    func(d *study.Document) { w.setDocument(d, nil, 0, "") },
		ConfirmDiscard: w.confirmDiscard,
		Board:          w.board,
		PlayAnimated:   w.playAnimated,
		StopAnalysis:   func() { w.analysis.SetOn(false) },
		Hold:           w.holdForPuzzles,
		NewWindow:      w.app.NewWindow,
		ShowError:      w.showError,
		Changed:        w.engineGameChanged,
		Relayout:       w.relayout,
		Prefs:          w.app.Preferences(),
		Puzzles:        puzzle.Builtin,
	})
}

// holdForPuzzles hides the opening explorer and stops the analysis while
// the trainer is open: the explorer's book moves and the engine's lines
// would give solutions away, and the board gets the room. The function it
// returns gives them back as they were. The explorer's choice stays kept
// as the user made it, so that a program closed during a puzzle starts
// with the explorer as it was.
func (w *Window) holdForPuzzles() (release func()) {
	shown, on := w.explorer.Shown(), w.analysis.On()
	w.explorer.SetShown(false)
	w.app.Preferences().SetBool(prefs.ExplorerShown, shown)
	w.analysis.SetOn(false)
	return func() {
		if shown {
			w.explorer.SetShown(true)
		}
		if on && !w.analysisWithheld() {
			w.analysis.SetOn(true)
		}
	}
}

// playAnimated plays one step of an engine's turn (the game against the
// engine's, a puzzle defender's) and slides it on the board when moves
// slide: the window's refresh would slide the whole chain at once.
func (w *Window) playAnimated(m rules.Move) error {
	w.shown = nil
	if err := w.doc.Play(m); err != nil {
		return err
	}
	if w.settings.Animation {
		w.slide(int(m.From), int(m.To))
	}
	return nil
}

// engineGameChanged follows a game against the engine that starts, ends
// or goes: take back, resign, the analysis and the explorer are offered
// accordingly.
func (w *Window) engineGameChanged() {
	w.setMainMenu()
	w.analysis.SetToggleEnabled(!w.analysisWithheld())
	w.explorer.Follow() // its moves are withheld as the analysis is
}

// followEngines keeps the analysis and the game against the engine in
// step with the board after every change.
func (w *Window) followEngines() {
	w.analysis.Follow()
	shown := w.graph.Visible()
	w.graph.Plot(w.doc.Game(), w.doc.Cursor())
	if w.graph.Visible() != shown {
		w.relayout()
	}
	w.engine.Follow()
	w.puzzles.Follow()
	w.learn.Follow()
	w.boardClock.Follow()
	w.explorer.Follow()
	w.showTakeBack()
}

// showTakeBack offers take back in the menu only when there is a move of
// the user's to take back (the game's row does the same).
func (w *Window) showTakeBack() {
	can := w.engine.CanTakeBack()
	if it := w.takeBackItem; it != nil && it.Disabled == can {
		it.Disabled = !can
		w.win.SetMainMenu(w.win.MainMenu()) // shows the item's new state
	}
}

// toggleAnalysis starts or stops the analysis.
func (w *Window) toggleAnalysis() { w.analysis.Toggle() }

// analysisWithheld reports whether the engine's opinion is withheld: during
// a game against it the analysis and the review would play the user's side
// too. Programs where people play engines do the same, and give the
// analysis back when the game ends.
//
// A puzzle going on withholds it too: the engine would give the solution
// away.
//
// So does a lesson: the level is the learner's to find.
func (w *Window) analysisWithheld() bool {
	return w.engine.Playing() || w.puzzles.Solving() || w.learn.Playing()
}

// refuseAnalysis tells the user why the analysis does not start.
func (w *Window) refuseAnalysis() {
	if w.puzzles.Solving() {
		w.notice.Show(text.T("notice.noAnalysisInPuzzle"))
		return
	}
	if w.learn.Playing() {
		w.notice.Show(text.T("learn.noAnalysis"))
		return
	}
	w.notice.Show(text.T("notice.noAnalysisInGame"))
}

// newAnalysis builds the window's analysis on the window's document, board
// and preferences, with the game against the engine's row at the top of
// its panel.
func (w *Window) newAnalysis() *analysis.Analysis {
	return analysis.New(analysis.Host{
		Post:      w.postToWindow,
		Document:  func() *study.Document { return w.doc },
		Board:     w.board,
		Prefs:     w.app.Preferences(),
		Withheld:  w.analysisWithheld,
		Refuse:    w.refuseAnalysis,
		ShowError: w.showError,
		Relayout:  w.relayout,
		Top:       container.NewVBox(w.learn.OfferRow(), w.engine.Bar(), w.puzzles.Bar(), w.learn.Bar(), w.boardClock.View()),
	})
}

// relayout lays the window out again after the panel, the bar or the
// graph changed their size.
func (w *Window) relayout() {
	if c := w.win.Content(); c != nil {
		c.Refresh()
	}
}
