package notation

import "wormweave/rules"

// MoveNumber returns the number a record gives the move played from a
// position with the given ply count and side to move. White's move and
// Black's reply share a number, and the number grows at each White move,
// whatever parity the ply count has: a position set up with Black to move
// after an even number of plies starts "1... x 2. y", and its numbering
// never shows two White moves under one number. For a game from the
// initial position it is the usual plies/2+1.
func MoveNumber(plies int, turn rules.Color) int {
	if turn == rules.Black {
		return plies/2 + 1
	}
	return (plies+1)/2 + 1
}
