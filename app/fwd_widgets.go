package app

import (
	"fyne.io/fyne/v2"

	"wormweave/app/widgets/palette"
)

// The names the package used before its widgets became packages of their
// own, kept while the callers move.

type paletteItem = palette.Item

func newPaletteItem(res fyne.Resource, label string, onTap func(), onDrop func(fyne.Position)) *paletteItem {
	return palette.New(res, label, onTap, onDrop)
}
