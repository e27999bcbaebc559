package app

import (
	"fyne.io/fyne/v2"

	"wormweave/icons"
	"wormweave/rules"
)

// iconKinds names each kind of piece as the icon set does.
var iconKinds = map[rules.Kind]string{
	rules.Pawn: "pawn", rules.King: "king", rules.Knight: "knight",
	rules.Champion: "champion", rules.Wizard: "wizard", rules.Lion: "lion",
	rules.Smasher: "smasher", rules.Leaper: "leaper", rules.Remover: "remover",
}

// pieceImage returns the image of a piece, or nil for an empty square or a hole.
func pieceImage(p rules.Piece) fyne.Resource {
	if !p.IsPiece() {
		return nil
	}
	return icons.Piece(iconKinds[p.Kind()], p.Color() == rules.Black)
}
