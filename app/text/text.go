// Package text words what the user reads: it looks up the interface's
// texts in the user's language and writes measures with the language's
// decimal sign. It owns no widget and no state besides Fyne's tables of
// translations; any package of the interface may import it, and it imports
// nothing of the interface.
package text

import (
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"wormweave/translations"
)

// T returns the user-visible text for key in the current language. Every
// string the user sees goes through it, and so through translations/.
func T(key string) string { return lang.L(key) }

// TF returns the text for key with its {{.Name}} fields filled from data.
func TF(key string, data map[string]any) string { return lang.L(key, data) }

// Decimal writes a measure (a time, a speed) with prec decimals (-1: as
// few as it needs) and the decimal sign of the user's language. Scores are
// not measures: they keep the point of the record's notation.
func Decimal(x float64, prec int) string {
	return strings.Replace(strconv.FormatFloat(x, 'f', prec, 64), ".", T("number.decimalSign"), 1)
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
