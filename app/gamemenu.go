package app

import "fyne.io/fyne/v2"

// gameMenu is the Game menu: the engine's analysis, and playing against it.
func (w *Window) gameMenu() *fyne.Menu {
	item := fyne.NewMenuItem
	return fyne.NewMenu(T("menu.game"),
		keyed(item(T("menu.analysis"), w.toggleAnalysis), keyAnalysis),
		fyne.NewMenuItemSeparator(),
		item(T("menu.playEngine"), w.askEngineGame),
		item(T("play.takeBack"), w.takeBack),
		item(T("play.resign"), w.resign),
		fyne.NewMenuItemSeparator(),
		item(T("menu.review"), w.askReview),
	)
}
