package app

import (
	"wormweave/app/gamelist"
	"wormweave/study"
)

// listHost is what the game list asks of the window.
func (w *Window) listHost() gamelist.Host {
	return gamelist.Host{
		Window: w.win,
		Keys:   w.keys,
		Open:   w.openGame,
		Read:   w.addRecent,
		Failed: func(path string, err error) {
			w.forgetRecent(path)
			w.showError(err)
		},
		ShowError: w.showError,
	}
}

// chooseGame shows the games of a file read whole and calls open with the
// one chosen; the list shown again for the same file is as the user left
// it.
func (w *Window) chooseGame(f *study.File, open func(int)) {
	w.games = gamelist.Choose(w.listHost(), f, w.games, open)
}

// indexLarge opens a large file: its game list shows at once and fills
// while the file is indexed in the background.
func (w *Window) indexLarge(path string) { w.games = gamelist.IndexLarge(w.listHost(), path) }
