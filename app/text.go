package app

import (
	"strconv"
	"strings"

	"fyne.io/fyne/v2/lang"
)

// T returns the user-visible text for key in the current language. Every
// string the user sees goes through it, and so through translations/.
func T(key string) string { return lang.L(key) }

// TF returns the text for key with its {{.Name}} fields filled from data.
func TF(key string, data map[string]any) string { return lang.L(key, data) }

// decimal writes a measure (a time, a speed) with prec decimals (-1: as
// few as it needs) and the decimal sign of the user's language. Scores are
// not measures: they keep the point of the record's notation.
func decimal(x float64, prec int) string {
	return strings.Replace(strconv.FormatFloat(x, 'f', prec, 64), ".", T("number.decimalSign"), 1)
}
