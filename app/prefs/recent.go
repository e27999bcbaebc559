package prefs

import (
	"path/filepath"
	"slices"

	"fyne.io/fyne/v2"
)

// MaxRecent is how many recent files are kept.
const MaxRecent = 10

// RecentFiles returns the recent files, the last one opened or saved
// first.
func RecentFiles(p fyne.Preferences) []string { return p.StringList(Recent) }

// AddRecent puts path (made absolute) first in the recent files, once,
// and drops the oldest beyond MaxRecent.
func AddRecent(p fyne.Preferences, path string) {
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	list := []string{path}
	for _, q := range p.StringList(Recent) {
		if q != path && len(list) < MaxRecent {
			list = append(list, q)
		}
	}
	p.SetStringList(Recent, list)
}

// ForgetRecent drops path from the recent files.
func ForgetRecent(p fyne.Preferences, path string) {
	list := slices.DeleteFunc(slices.Clone(p.StringList(Recent)), func(q string) bool { return q == path })
	p.SetStringList(Recent, list)
}
