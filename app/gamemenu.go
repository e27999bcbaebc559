package app

import (
	"wormweave/app/text"

	"fyne.io/fyne/v2"
)

// gameMenu is the Game menu: the engine's analysis, the opening explorer,
// playing against the engine, the clock, the puzzles, the Learn to play
// course and the review.
func (w *Window) gameMenu() *fyne.Menu {
	item := fyne.NewMenuItem
	// Take back and resign act only while a game against the engine goes
	// on; the window rebuilds the menu when one starts or ends.
	takeBack := item(text.T("play.takeBack"), w.engine.TakeBack)
	resign := item(text.T("play.resign"), w.engine.AskResign)
	resign.Disabled = !w.engine.Playing()
	// Take back also waits for a move of the user's (see showTakeBack).
	takeBack.Disabled = !w.engine.CanTakeBack()
	w.takeBackItem = takeBack
	// The engine's opinion is withheld during a game against it; its key
	// says so.
	analysis := keyed(item(text.T("menu.analysis"), w.toggleAnalysis), keyAnalysis)
	review := item(text.T("menu.review"), w.review.Ask)
	analysis.Disabled, review.Disabled = w.analysisWithheld(), w.analysisWithheld()
	w.refusals[analysis] = w.refuseAnalysis
	// The clock of a game played at the board: started, or stopped when
	// one is set; a game against the engine has its own.
	clockItem := item(text.T("menu.startClock"), w.boardClock.Ask)
	if w.boardClock.Active() {
		clockItem = item(text.T("menu.stopClock"), w.boardClock.Stop)
	}
	clockItem.Disabled = w.engine.Playing()
	explorer := keyed(item(text.T("menu.explorer"), w.explorer.Toggle), keyExplorer)
	restart := keyed(item(text.T("learn.restartMenu"), w.restartLevel), keyRestartLevel)
	// The dashboard is of the trainer's variant and set: offered while
	// the trainer is open.
	dashboard := item(text.T("puzzles.menuDashboard"), w.puzzles.ShowDashboard)
	dashboard.Disabled = !w.puzzles.Active()
	return fyne.NewMenu(text.T("menu.game"),
		analysis,
		fyne.NewMenuItemSeparator(),
		explorer,
		item(text.T("menu.findPosition"), w.explorer.Find),
		fyne.NewMenuItemSeparator(),
		item(text.T("menu.playEngine"), w.engine.Ask),
		takeBack,
		resign,
		fyne.NewMenuItemSeparator(),
		clockItem,
		fyne.NewMenuItemSeparator(),
		item(text.T("menu.puzzles"), w.puzzles.Open),
		item(text.T("puzzles.streakStart"), w.puzzles.OpenStreak),
		dashboard,
		fyne.NewMenuItemSeparator(),
		item(text.T("learn.menu"), w.learn.Open),
		restart,
		fyne.NewMenuItemSeparator(),
		review,
	)
}
