// Package savepath knows what kind of file a save dialog is asked for, so
// that Fyne's dialogs (package app) and the desktop's (package nativedialog)
// filter on and add the same extension. It imports neither.
package savepath

import (
	"path/filepath"
	"strings"
)

// Extension returns the extension a save dialog filters on and adds,
// with its dot and in lower case: the suggested name's, or ".pgn".
func Extension(suggested string) string {
	if ext := strings.ToLower(filepath.Ext(suggested)); ext != "" {
		return ext
	}
	return ".pgn"
}

// WithExtension returns path ending in ext (as Extension gives it), added
// if the user chose a name without it.
func WithExtension(path, ext string) string {
	if strings.HasSuffix(strings.ToLower(path), ext) {
		return path
	}
	return path + ext
}
