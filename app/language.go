package app

import (
	"os"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"wormweave/translations"
)

// Preference keys.
const (
	prefLanguage = "language" // "en", "fr", "es", or "" for the system's
)

// LoadTranslations loads the interface's texts. The language follows the
// system's locale unless the user chose one, which is kept in the
// preferences; Fyne reads the choice from the LANGUAGE variable.
func LoadTranslations(a fyne.App) error {
	if code := a.Preferences().StringWithFallback(prefLanguage, ""); code != "" {
		os.Setenv("LANGUAGE", code)
	}
	for _, code := range translations.Languages {
		data, err := translations.FS.ReadFile(code + ".json")
		if err != nil {
			return err
		}
		if err := lang.AddTranslationsForLocale(data, fyne.Locale(code)); err != nil {
			return err
		}
	}
	return nil
}

// systemLanguage is LANGUAGE as the program started with it (under a C
// locale the program sets it to en before it starts, so that Fyne reads a
// language it knows), for going back to the system's language.
var systemLanguage, systemLanguageSet = os.LookupEnv("LANGUAGE")

func restoreSystemLanguage() {
	if systemLanguageSet {
		os.Setenv("LANGUAGE", systemLanguage)
	} else {
		os.Unsetenv("LANGUAGE")
	}
}

// languageNames are the languages in their own words, for the menu.
var languageNames = map[string]string{"": "System", "en": "English", "fr": "Français", "es": "Español"}

// setLanguage keeps the user's choice and rebuilds the window in it.
func (w *Window) setLanguage(code string) {
	w.app.Preferences().SetString(prefLanguage, code)
	if code == "" {
		restoreSystemLanguage()
	} else {
		os.Setenv("LANGUAGE", code)
	}
	if err := LoadTranslations(w.app); err != nil {
		w.showError(err)
		return
	}
	w.setMainMenu()
	w.notice.hide() // a message of the moment, in the old language
	w.analysis.translate()
	w.moves.Forget()
	w.translateRules()
	w.buildContent()
	w.refresh()
}
