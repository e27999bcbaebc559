package text

import "wormweave/rules"

// WhyCannotMove says why the piece on sq may not move in p, as the status
// line tells the user who clicked it, rather than nothing: the game is
// over, it is the other side's turn, a capture chain goes on with another
// piece, captures are mandatory and this piece has none (Interweave), it
// cannot parry a check (Wormhole), or it simply has no legal move. It
// returns "" when the square holds no piece or the piece may move.
func WhyCannotMove(p *rules.Position, sq rules.Square) string {
	piece := p.At(sq)
	if !piece.IsPiece() || len(p.MovesFrom(sq)) > 0 {
		return ""
	}
	switch r, _ := p.Outcome(); {
	case r != rules.Ongoing:
		return T("refuse.gameOver")
	case piece.Color() != p.Turn():
		return TF("refuse.turn", map[string]any{"Side": SideName(p.Turn())})
	case p.ChainSquare() >= 0:
		return TF("refuse.chain", map[string]any{"Square": p.ChainSquare().String()})
	case p.MustCapture():
		return T("refuse.mustCapture")
	case p.InCheck():
		return T("refuse.check")
	}
	return T("refuse.noMove")
}

// MustCaptureSquares returns the squares of the pieces that may capture
// when captures are mandatory and no chain is under way (Interweave): the
// board marks them. It is 0 otherwise, in Wormhole always.
func MustCaptureSquares(p *rules.Position) uint64 {
	if !p.MustCapture() || p.ChainSquare() >= 0 {
		return 0
	}
	var set uint64
	for _, m := range p.Moves(nil) {
		set |= 1 << uint(m.From)
	}
	return set
}
