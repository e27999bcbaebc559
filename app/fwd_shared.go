package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/comments"
	"wormweave/app/layouts"
	"wormweave/app/text"
)

// The names the package used before its wording, layouts and comment
// reading became packages of their own, kept while the callers move.

// T returns the user-visible text for key in the current language.
func T(key string) string { return text.T(key) }

// TF returns the text for key with its {{.Name}} fields filled from data.
func TF(key string, data map[string]any) string { return text.TF(key, data) }

func newStatusBox(status *widget.Label) *fyne.Container { return layouts.NewStatusBox(status) }

func visibleComment(c string) string { return comments.Visible(c) }
