package app

import (
	"os"

	"wormweave/app/text"
)

// setLanguage keeps the user's choice and rebuilds the window in it.
func (w *Window) setLanguage(code string) {
	w.app.Preferences().SetString(prefLanguage, code)
	if code == "" {
		text.RestoreSystemLanguage()
	} else {
		os.Setenv("LANGUAGE", code)
	}
	if err := LoadTranslations(w.app); err != nil {
		w.showError(err)
		return
	}
	w.setMainMenu()
	w.notice.hide() // a message of the moment, in the old language
	w.engine.Translate()
	w.analysis.Translate()
	w.moves.Forget()
	w.translateRules()
	w.buildContent()
	w.refresh()
}
