package app

import (
	"fyne.io/fyne/v2"

	"wormweave/icons"
	"wormweave/rules"
)

// pieceImage returns the image of a piece, or nil for an empty square or a hole.
func pieceImage(p rules.Piece) fyne.Resource {
	if !p.IsPiece() {
		return nil
	}
	return icons.Piece(iconKinds[p.Kind()], p.Color() == rules.Black)
}
