package app

import (
	"wormweave/app/gamelist"
	"wormweave/app/prefs"
	"wormweave/study"
)

// listHost is what the game list asks of the window: with the order the
// user chose last, kept in the preferences, and the game on the board when
// it is one of the file's.
func (w *Window) listHost(f *study.File) gamelist.Host {
	p := w.app.Preferences()
	col, desc := prefs.ListSort(p)
	current := -1
	if f != nil && w.session.File() == f {
		current = w.session.GameIndex()
	}
	return gamelist.Host{
		Post:        w.postToWindow,
		Current:     current,
		Sort:        gamelist.Sort{Column: col, Descending: desc},
		SortChanged: func(s gamelist.Sort) { prefs.SetListSort(p, s.Column, s.Descending) },
		Window:      w.win,
		Keys:        w.keys,
		Open:        w.openGame,
		Read:        w.addRecent,
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
	w.games = gamelist.Choose(w.listHost(f), f, w.games, open)
}

// indexLarge opens a large file: its game list shows at once and fills
// while the file is indexed in the background.
func (w *Window) indexLarge(path string) { w.games = gamelist.IndexLarge(w.listHost(nil), path) }
