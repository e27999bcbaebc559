package app

import (
	"fyne.io/fyne/v2"

	"wormweave/app/boardscene"
	"wormweave/boardview"
	"wormweave/rules"
)

// The names the package used before the board's pictures moved to package
// boardscene, kept while the callers move.

func pieceImage(p rules.Piece) fyne.Resource { return boardscene.PieceImage(p) }

func sceneOf(d *Document, showLastMove bool) boardview.Scene {
	return boardscene.SceneOf(d, showLastMove)
}

func hintsFor(p *rules.Position, sq int) boardview.Hints { return boardscene.HintsFor(p, sq) }

func movesFor(p *rules.Position, from, to int) []rules.Move {
	return boardscene.MovesFor(p, from, to)
}

// newBoard returns a board widget drawn as the preferences say.
func (w *Window) newBoard() *boardview.Board { return boardscene.NewBoard(w.settings) }
