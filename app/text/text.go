// Package text words what the user reads: it loads the interface's texts
// and looks them up in the user's language, writes measures with the
// language's decimal sign, and words what several screens show alike: the
// errors of files, records and FENs, the problems of a position, the
// status of a position, the names of the sides and pieces.
//
// It owns no widget and no state besides Fyne's tables of translations and
// the system's language as the program started. It must not build widgets
// or read the window; any package of the interface may import it, and it
// imports nothing of the interface.
package text

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

// Decimal writes a measure (a time, a speed) with prec decimals (-1: as
// few as it needs) and the decimal sign of the user's language. Scores are
// not measures: they keep the point of the record's notation.
func Decimal(x float64, prec int) string {
	return strings.Replace(strconv.FormatFloat(x, 'f', prec, 64), ".", T("number.decimalSign"), 1)
}

// Integer writes a whole number with its digits grouped by three as the
// user's language does (1,850; 1 850; 1.850).
func Integer(n int) string {
	digits := strconv.Itoa(max(n, -n))
	var b strings.Builder
	if n < 0 {
		b.WriteByte('-')
	}
	sep := T("number.thousandsSign")
	for i, d := range digits {
		if i > 0 && (len(digits)-i)%3 == 0 {
			b.WriteString(sep)
		}
		b.WriteRune(d)
	}
	return b.String()
}
