//go:build !linux

package nativedialog

import "github.com/sqweek/dialog"

// pick shows the dialog with the system's own chooser, which takes a
// title; its buttons are the system's.
func pick(r request) (string, error) {
	b := dialog.File().Filter(r.filterName, r.ext)
	if r.title != "" {
		b = b.Title(r.title)
	}
	if !r.save {
		return b.Load()
	}
	b = b.SetStartFile(r.startFile)
	if r.startDir != "" {
		b = b.SetStartDir(r.startDir)
	}
	return b.Save()
}
