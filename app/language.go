package app

import (
	"os"

	"wormweave/app/prefs"
	"wormweave/app/text"
)

// setLanguage keeps the user's choice and rebuilds the window in it.
func (w *Window) setLanguage(code string) {
	w.app.Preferences().SetString(prefs.Language, code)
	if code == "" {
		text.RestoreSystemLanguage()
	} else {
		os.Setenv("LANGUAGE", code)
	}
	if err := text.Load(w.app); err != nil {
		w.showError(err)
		return
	}
	w.setMainMenu()
	w.notice.Hide() // a message of the moment, in the old language
	w.engine.Translate()
	w.boardClock.Translate()
	w.puzzles.Translate()
	w.learn.Translate()
	w.analysis.Translate()
	w.explorer.Translate()
	w.moves.Forget()
	w.translateRules()
	w.translateManual()
	w.buildContent()
	w.refresh()
}
