package app

import "fyne.io/fyne/v2"

// gameMenu is the Game menu: the engine's analysis, and playing against it.
func (w *Window) gameMenu() *fyne.Menu {
	item := fyne.NewMenuItem
	// Take back and resign act only while a game against the engine goes
	// on; the window rebuilds the menu when one starts or ends.
	o := w.analysis.opponent
	playing := o != nil && !o.over
	takeBack := item(T("play.takeBack"), w.takeBack)
	resign := item(T("play.resign"), w.resign)
	takeBack.Disabled, resign.Disabled = !playing, !playing
	return fyne.NewMenu(T("menu.game"),
		keyed(item(T("menu.analysis"), w.toggleAnalysis), keyAnalysis),
		fyne.NewMenuItemSeparator(),
		item(T("menu.playEngine"), w.askEngineGame),
		takeBack,
		resign,
		fyne.NewMenuItemSeparator(),
		item(T("menu.review"), w.askReview),
	)
}
