// Package boardscene draws what the boards of the interface show: the
// pieces' images, the scene of a position (pieces, holes, the last move,
// check, an unfinished chain, the drawings of a comment), the squares a
// picked-up piece may reach, the steps a gesture stands for, and a board
// widget drawn as the user's preferences say.
//
// It owns these pictures only: it must not hold a game or a window, play
// moves or read the preferences itself (the caller gives the board's
// look). The window, the editor, the rules pages and the export may import
// it.
package boardscene

import (
	"sync/atomic"

	"fyne.io/fyne/v2"

	"wormweave/app/text"
	"wormweave/icons"
	"wormweave/rules"
)

// pieceSet is the piece set every board draws from.
var pieceSet atomic.Value // string

// SetPieceSet has the boards draw their pieces from a set (one of
// icons.PieceSets, as the preferences say): every scene made from then on
// shows it. The shell sets it; a board shows it once its scene is made
// again.
func SetPieceSet(name string) { pieceSet.Store(name) }

// PieceSet returns the piece set the boards draw from.
func PieceSet() string {
	if s, ok := pieceSet.Load().(string); ok {
		return s
	}
	return icons.PieceSets[0]
}

// PieceImage returns the image of a piece in the current set, or nil for
// an empty square or a hole.
func PieceImage(p rules.Piece) fyne.Resource {
	if !p.IsPiece() {
		return nil
	}
	return icons.PieceIn(PieceSet(), text.PieceWord(p.Kind()), p.Color() == rules.Black)
}
