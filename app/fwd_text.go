package app

import (
	"fyne.io/fyne/v2"

	"wormweave/app/text"
	"wormweave/rules"
)

// The names the package used before the wording of errors, problems and
// the status, and the loading of the texts, moved to package text, kept
// while the callers move.

// LoadTranslations loads the interface's texts in the user's language.
func LoadTranslations(a fyne.App) error { return text.Load(a) }

func errorText(err error) string { return text.ErrorText(err) }

func kindName(k rules.Kind) string { return text.KindName(k) }

func recordStatusText(p *rules.Position, recorded string) string { return text.Status(p, recorded) }

var languageNames = text.LanguageNames
