package rules

// PassedHoles returns the holes a Wormhole step skips on its way from
// m.From to m.To, so that a board can show them; nil for Interweave.
func (p *Position) PassedHoles(m Move) Bitboard {
	if p.v != Wormhole || !m.From.Valid() || !m.To.Valid() {
		return 0
	}
	holes := p.holes
	// Every route is at most three legs along a direction; try them all.
	var found Bitboard
	try := func(legs ...int) bool {
		s := m.From
		var passed Bitboard
		for _, d := range legs {
			t := next(s, d, holes)
			if t < 0 {
				return false
			}
			passed |= rays[d][s] &^ rays[d][t] &^ Bit(t) & holes
			s = t
		}
		if s != m.To {
			return false
		}
		found = passed
		return true
	}
	for d := 0; d < 8; d++ {
		if try(d) || try(d, d) {
			return found
		}
	}
	for _, o := range orthDirs {
		for _, d := range diagOf[o] {
			if try(o, d) || try(o, o, d) {
				return found
			}
		}
	}
	return 0
}
