package rules

// WormholeReachCover returns what the Wormhole piece on s reaches, as
// WormholeReach does, and the squares it covers: those on which it would
// capture a piece of the other side, whatever stands on them now, its own
// pieces included (the pieces it defends). Both are 0 for an empty square,
// a hole, an invalid square and in Interweave.
//
// An evaluation needs both for each piece (its room, and which pieces are
// attacked and defended), and most pieces' covered squares are the squares
// they move to: one walk gives both.
func (p *Position) WormholeReachCover(s Square) (reach, cover Bitboard) {
	if p.v != Wormhole || !s.Valid() || !p.board[s].IsPiece() {
		return 0, 0
	}
	pc := p.board[s]
	c := pc.Color()
	holes := p.holes
	at := func(t Square) {
		if t >= 0 {
			cover |= Bit(t)
		}
	}
	switch pc.Kind() {
	case King:
		for d := 0; d < 8; d++ {
			at(next(s, d, holes))
		}
	case Champion:
		for d := 0; d < 8; d++ {
			a := next(s, d, holes)
			if a < 0 {
				continue
			}
			if !isDiag[d] {
				cover |= Bit(a)
			}
			at(next(a, d, holes))
		}
	case Lion:
		// The lion captures next to itself without moving there otherwise:
		// an adjacent square is covered always, reached only with an enemy.
		var adjacent Bitboard
		for d := 0; d < 8; d++ {
			a := next(s, d, holes)
			if a < 0 {
				continue
			}
			adjacent |= Bit(a)
			at(next(a, d, holes))
		}
		reach = (cover | adjacent&p.color[c^1]) &^ p.color[c]
		return reach, cover | adjacent
	case Knight:
		for _, o := range orthDirs {
			a := next(s, o, holes)
			at(next(a, diagOf[o][0], holes))
			at(next(a, diagOf[o][1], holes))
		}
	case Wizard:
		for _, d := range diagDirs {
			at(next(s, d, holes))
		}
		for _, o := range orthDirs {
			b := next(next(s, o, holes), o, holes)
			at(next(b, diagOf[o][0], holes))
			at(next(b, diagOf[o][1], holes))
		}
	case Pawn:
		// A pawn covers its forward diagonals and moves forward onto empty
		// squares only.
		fwd := wormholePawnDir[c]
		for _, d := range diagOf[fwd] {
			at(next(s, d, holes))
		}
		reach = cover & p.color[c^1]
		if a := next(s, fwd, holes); a >= 0 && p.board[a] == Empty {
			reach |= Bit(a)
			startRank := 1
			if c == Black {
				startRank = 6
			}
			if s.Rank() == startRank {
				if b := next(a, fwd, holes); b >= 0 && p.board[b] == Empty {
					reach |= Bit(b)
				}
			}
		}
		return reach, cover
	}
	return cover &^ p.color[c], cover
}
