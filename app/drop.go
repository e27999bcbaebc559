package app

import (
	"errors"
	"strings"
	"wormweave/app/text"

	"fyne.io/fyne/v2"
)

// dropped opens a file dropped on the window: the first PGN file among
// those dropped (a drop of several files opens one game file), after the
// unsaved-changes prompt. Anything else is refused with a message.
func (w *Window) dropped(_ fyne.Position, uris []fyne.URI) {
	var chosen fyne.URI
	for _, u := range uris {
		if u.Scheme() == "file" && strings.EqualFold(u.Extension(), ".pgn") {
			chosen = u
			break
		}
	}
	if chosen == nil {
		names := make([]string, len(uris))
		for i, u := range uris {
			names[i] = u.Name()
		}
		w.showError(errors.New(text.TF("error.dropNotPGN", map[string]any{"Files": strings.Join(names, ", ")})))
		return
	}
	w.confirmDiscard(func() { w.openPath(chosen.Path()) })
}

// showGameList shows the list of the games of the file the game came
// from, to open another one.
func (w *Window) showGameList() {
	f := w.session.File()
	if f == nil || f.Len() < 2 {
		w.notice.Show(text.T("notice.noGameList"))
		return
	}
	w.chooseGame(f, func(i int) {
		w.confirmDiscard(func() { w.openGame(f, i) })
	})
}
