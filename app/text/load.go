package text

import (
	"os"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"wormweave/app/prefs"
	"wormweave/translations"
)

// Load loads the interface's texts. The language follows the system's
// locale unless the user chose one, which is kept in the preferences; Fyne
// reads the choice from the LANGUAGE variable.
func Load(a fyne.App) error {
	if code := a.Preferences().StringWithFallback(prefs.Language, ""); code != "" {
		os.Setenv("LANGUAGE", code)
	}
	return AddTranslations()
}

// AddTranslations gives Fyne the interface's texts in every language the
// program speaks; Fyne picks among them by the LANGUAGE variable.
func AddTranslations() error {
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
// language it knows), for going back to the system's language. It is read
// when the package starts, before the user can choose another.
var systemLanguage, systemLanguageSet = os.LookupEnv("LANGUAGE")

// RestoreSystemLanguage makes LANGUAGE what it was when the program
// started, for a user who goes back to the system's language.
func RestoreSystemLanguage() {
	if systemLanguageSet {
		os.Setenv("LANGUAGE", systemLanguage)
	} else {
		os.Unsetenv("LANGUAGE")
	}
}

// LanguageNames are the languages in their own words, for the menu and
// the preferences ("" is the system's, which is worded by the
// translations instead).
var LanguageNames = map[string]string{"": "System", "en": "English", "fr": "Français", "es": "Español"}
