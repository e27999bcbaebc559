package prefs

import (
	"strings"

	"wormweave/rules"
)

// LearnProgress is the key of the stars earned in the Learn course of
// variant v (a learn.Progress as a string): "learn.progress.wormhole" and
// so on, one a variant, as the courses are.
func LearnProgress(v rules.Variant) string {
	return "learn.progress." + strings.ToLower(v.String())
}
