package rules

// WormholeReachCover returns what the Wormhole piece on s reaches, the
// squares it moves to or captures on by its movement rules (ignoring
// whether its king stays safe and whose turn it is), and the squares it
// covers: those on which it would capture a piece of the other side,
// whatever stands on them now, its own pieces included (the pieces it
// defends). Both are 0 for an empty square, a hole, an invalid square and
// in Interweave.
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
	// The steps come from the neighbour table in its s+1 form (hops.go): a
	// step off the board gives 0, whose bit is none, so no step needs a test.
	h := &p.hop
	s1 := uint8(s + 1)
	switch pc.Kind() {
	case King:
		for d := 0; d < 8; d++ {
			cover |= sq1[h[d][s1]]
		}
	case Champion:
		for d := 0; d < 8; d++ {
			a := h[d][s1]
			if !isDiag[d] {
				cover |= sq1[a]
			}
			cover |= sq1[h[d][a]]
		}
	case Lion:
		// The lion captures next to itself without moving there otherwise:
		// an adjacent square is covered always, reached only with an enemy.
		var adjacent Bitboard
		for d := 0; d < 8; d++ {
			a := h[d][s1]
			adjacent |= sq1[a]
			cover |= sq1[h[d][a]]
		}
		reach = (cover | adjacent&p.color[c^1]) &^ p.color[c]
		return reach, cover | adjacent
	case Knight:
		n, e, so, w := h[dirN][s1], h[dirE][s1], h[dirS][s1], h[dirW][s1]
		cover = sq1[h[dirNE][n]] | sq1[h[dirNW][n]] | sq1[h[dirNE][e]] | sq1[h[dirSE][e]] |
			sq1[h[dirSW][so]] | sq1[h[dirSE][so]] | sq1[h[dirNW][w]] | sq1[h[dirSW][w]]
	case Wizard:
		cover = sq1[h[dirNE][s1]] | sq1[h[dirNW][s1]] | sq1[h[dirSW][s1]] | sq1[h[dirSE][s1]]
		n, e := h[dirN][h[dirN][s1]], h[dirE][h[dirE][s1]]
		so, w := h[dirS][h[dirS][s1]], h[dirW][h[dirW][s1]]
		cover |= sq1[h[dirNE][n]] | sq1[h[dirNW][n]] | sq1[h[dirNE][e]] | sq1[h[dirSE][e]] |
			sq1[h[dirSW][so]] | sq1[h[dirSE][so]] | sq1[h[dirNW][w]] | sq1[h[dirSW][w]]
	case Pawn:
		// A pawn covers its forward diagonals and moves forward onto empty
		// squares only.
		fwd := wormholePawnDir[c]
		for _, d := range diagOf[fwd] {
			cover |= sq1[h[d][s1]]
		}
		reach = cover & p.color[c^1]
		if a := p.step(s, fwd); a >= 0 && p.board[a] == Empty {
			reach |= Bit(a)
			startRank := 1
			if c == Black {
				startRank = 6
			}
			if s.Rank() == startRank {
				if b := p.step(a, fwd); b >= 0 && p.board[b] == Empty {
					reach |= Bit(b)
				}
			}
		}
		return reach, cover
	}
	return cover &^ p.color[c], cover
}
