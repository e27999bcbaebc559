package app

import (
	"fyne.io/fyne/v2"

	"wormweave/notation"

	"wormweave/app/widgets/evalbar"
	"wormweave/app/widgets/evalgraph"
	"wormweave/app/widgets/movelist"
	"wormweave/app/widgets/palette"
)

// The names the package used before its widgets became packages of their
// own, kept while the callers move.

type paletteItem = palette.Item

func newPaletteItem(res fyne.Resource, label string, onTap func(), onDrop func(fyne.Position)) *paletteItem {
	return palette.New(res, label, onTap, onDrop)
}

type evalBar = evalbar.Bar

func newBoardArea(bar *evalBar, board fyne.CanvasObject) *fyne.Container {
	return evalbar.NewBoardArea(bar, board)
}

type evalGraph = evalgraph.Graph

func newEvalGraph(onSelect func(*notation.Node)) *evalGraph { return evalgraph.New(onSelect) }

type moveList = movelist.List

func newMoveList(onSelect func(*notation.Node)) *moveList { return movelist.New(onSelect) }

func nagText(nags []uint8) string { return movelist.NAGText(nags) }
