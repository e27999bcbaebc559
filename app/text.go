package app

import (
	"fyne.io/fyne/v2/lang"
)

// T returns the user-visible text for key in the current language. Every
// string the user sees goes through it, and so through translations/.
func T(key string) string { return lang.L(key) }

// TF returns the text for key with its {{.Name}} fields filled from data.
func TF(key string, data map[string]any) string { return lang.L(key, data) }
