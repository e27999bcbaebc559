package rules

// Reach is what the moves of one piece reach, as a rules diagram marks it.
type Reach struct {
	Quiet     Bitboard // where it can go without capturing
	CaptureTo Bitboard // where it lands when it captures
	Captured  Bitboard // the squares whose pieces it can capture
}

// ReachOf returns what the piece on s reaches by its own movement rules
// (see PieceMoves).
func (p *Position) ReachOf(s Square) Reach {
	var r Reach
	for _, m := range p.PieceMoves(s) {
		if m.Captured == 0 {
			r.Quiet |= Bit(m.To)
		} else {
			r.CaptureTo |= Bit(m.To)
			r.Captured |= m.Captured
		}
	}
	return r
}
