package rules

// Read-only views for an evaluation function: what a side's pieces reach and
// threaten, as bitboards or into a caller's buffer, so that scoring a
// position allocates nothing.

// WormholeReach returns the squares the Wormhole piece on s moves to or
// captures on by its movement rules, ignoring whether its king stays safe and
// whose turn it is. It is 0 for an empty square, a hole, an invalid square
// and in Interweave.
func (p *Position) WormholeReach(s Square) Bitboard {
	if p.v != Wormhole || !s.Valid() || !p.board[s].IsPiece() {
		return 0
	}
	pc := p.board[s]
	c := pc.Color()
	holes := p.holes
	var r Bitboard
	at := func(t Square) {
		if t >= 0 {
			r |= Bit(t)
		}
	}
	switch pc.Kind() {
	case King:
		for d := 0; d < 8; d++ {
			at(next(s, d, holes))
		}
	case Champion, Lion:
		for d := 0; d < 8; d++ {
			a := next(s, d, holes)
			if a < 0 {
				continue
			}
			if pc.Kind() == Lion && p.color[c^1].Has(a) || pc.Kind() == Champion && !isDiag[d] {
				r |= Bit(a)
			}
			at(next(a, d, holes))
		}
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
		fwd := wormholePawnDir[c]
		startRank := 1
		if c == Black {
			startRank = 6
		}
		if a := next(s, fwd, holes); a >= 0 && p.board[a] == Empty {
			r |= Bit(a)
			if s.Rank() == startRank {
				if b := next(a, fwd, holes); b >= 0 && p.board[b] == Empty {
					r |= Bit(b)
				}
			}
		}
		for _, d := range diagOf[fwd] {
			if t := next(s, d, holes); t >= 0 && p.color[c^1].Has(t) {
				r |= Bit(t)
			}
		}
	}
	return r &^ p.color[c]
}

// WormholeAttacked reports whether a Wormhole piece of colour by attacks t
// once the square vacated has become a hole as well (NoSquare for none): the
// test a king's move from vacated to t must pass.
func (p *Position) WormholeAttacked(t Square, by Color, vacated Square) bool {
	if p.v != Wormhole || !t.Valid() {
		return false
	}
	holes := p.holes
	if vacated.Valid() {
		holes |= Bit(vacated)
	}
	a, _ := p.wormholeAttackers(t, by&1, holes)
	return a != 0
}

// CaptureSteps appends to buf the Interweave capture steps that by's pieces
// could make were it by's turn, outside any chain and without en passant:
// the threats a side faces. It allocates nothing when buf has room (a side
// has rarely more than a few dozen), and appends nothing in Wormhole.
func (p *Position) CaptureSteps(by Color, buf []Move) []Move {
	if p.v != Interweave {
		return buf
	}
	by &= 1
	return p.interweavePseudo(buf, by, p.color[by], true, false)
}
