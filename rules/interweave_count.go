package rules

// Set-wise tests for Interweave, used where whole move lists are not
// needed: whether a capture exists (captures are mandatory, so every turn
// asks), and how many quiet steps there are (perft's last ply).

// relRank returns the mask of the rank that is n ranks from c's own side
// (n = 0 is c's first rank).
func relRank(c Color, n int) Bitboard {
	if c == Black {
		n = 7 - n
	}
	return rank1 << (8 * uint(n))
}

// custodianSquares returns the empty or occupied squares t on which a pawn
// of colour c would sandwich an enemy: t+o holds an enemy and t+2o a friend
// for some orthogonal o.
func custodianSquares(own, enemy Bitboard) Bitboard {
	// Written out direction by direction: a constant direction makes each
	// shift a mask and a rotation, without the tables' loads.
	return shift(enemy, dirS)&shift(shift(own, dirS), dirS) |
		shift(enemy, dirN)&shift(shift(own, dirN), dirN) |
		shift(enemy, dirW)&shift(shift(own, dirW), dirW) |
		shift(enemy, dirE)&shift(shift(own, dirE), dirE)
}

// poolKindsAvailable counts the kinds c may promote into.
func (p *Position) poolKindsAvailable(c Color) int {
	pl := &p.pool[c]
	return b2i(pl[0] > 0) + b2i(pl[1] > 0) + b2i(pl[2] > 0)
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// interweaveEasyCapture reports whether c's removers, kings or pawns can
// capture at the start of a turn: the tests that need no sliding attacks.
func (p *Position) interweaveEasyCapture(c Color) bool {
	return p.interweaveEasyCaptureOf(c, p.color[c], true)
}

func (p *Position) interweaveEasyCaptureOf(c Color, movers Bitboard, withEP bool) bool {
	own, enemy := p.color[c], p.color[c^1]
	occ := own | enemy
	empty := ^occ
	if rem := p.kinds[Remover] & movers; rem != 0 {
		if (shift(rem, dirN)|shift(rem, dirS)|shift(rem, dirE)|shift(rem, dirW))&enemy != 0 {
			return true
		}
	}
	// A king leaps over an enemy next to it onto the empty square beyond,
	// one direction after another, written out for constant shifts.
	if kings := p.kinds[King] & movers; kings != 0 &&
		(shift(shift(kings, dirN)&enemy, dirN)|shift(shift(kings, dirS)&enemy, dirS)|
			shift(shift(kings, dirE)&enemy, dirE)|shift(shift(kings, dirW)&enemy, dirW))&empty != 0 {
		return true
	}
	pawns := p.kinds[Pawn] & movers
	if pawns != 0 {
		fwd := interweavePawnDir[c]
		last := relRank(c, 7)
		canPromote := p.poolKindsAvailable(c) > 0
		if !canPromote {
			empty &^= last // a pawn may not arrive there
		}
		if shift(shift(pawns, fwd)&enemy, fwd)&empty != 0 {
			return true
		}
		cust := custodianSquares(own, enemy)
		start := pawns & relRank(c, 1)
		// The steps forward, one diagonal square or two, onto a square
		// that sandwiches an enemy.
		var one, two Bitboard
		if c == White {
			one = shift(pawns, dirNE) | shift(pawns, dirNW)
			two = shift(shift(start, dirNE)&empty, dirNE) | shift(shift(start, dirNW)&empty, dirNW)
		} else {
			one = shift(pawns, dirSE) | shift(pawns, dirSW)
			two = shift(shift(start, dirSE)&empty, dirSE) | shift(shift(start, dirSW)&empty, dirSW)
		}
		if (one|two)&empty&cust != 0 {
			return true
		}
		if withEP && p.epPass >= 0 {
			s := neighbor[fwd^4][p.epPass]
			t := neighbor[fwd][p.epPass]
			if s >= 0 && t >= 0 && pawns.Has(s) && !occ.Has(t) &&
				(p.kinds[Pawn] & enemy).Has(SquareAt(int(p.epFile), s.Rank())) {
				return true
			}
		}
	}
	return false
}

// interweaveCaptureExists reports whether one of c's pieces on movers can
// capture (by en passant too if withEP). It must agree with interweavePseudo.
func (p *Position) interweaveCaptureExists(c Color, movers Bitboard, withEP bool) bool {
	own, enemy := p.color[c], p.color[c^1]
	movers &= own
	occ := own | enemy
	if p.interweaveEasyCaptureOf(c, movers, withEP) {
		return true
	}
	for sm := p.kinds[Smasher] & movers; sm != 0; sm &= sm - 1 {
		s := sm.First()
		// An enemy first met at an odd distance of three or more can be
		// approached.
		if rookAttacks(s, occ)&enemy&^sameShade[s]&^orthAdjacent[s] != 0 {
			return true
		}
	}
	for lp := p.kinds[Leaper] & movers; lp != 0; lp &= lp - 1 {
		s := lp.First()
		for v := rookAttacks(s, occ) & enemy &^ sameShade[s]; v != 0; v &= v - 1 {
			bl := v.First()
			if t := neighbor[dirTo[s][bl]][bl]; t >= 0 && !occ.Has(t) {
				return true
			}
		}
		for _, l := range doubleKnight[s] {
			if enemy.Has(l.mid) && !occ.Has(l.to) {
				return true
			}
		}
	}
	return false
}

// interweaveQuietCount counts c's quiet steps, each a whole turn, at the
// start of a turn; but if c has a capture (en passant included) it only
// reports that, as quiet steps are then not allowed. It shares the work of
// both questions, since perft asks them at every last-ply node.
func (p *Position) interweaveQuietCount(c Color) (n int, capture bool) {
	if p.interweaveEasyCapture(c) {
		return 0, true
	}
	own, enemy := p.color[c], p.color[c^1]
	occ := own | enemy
	empty := ^occ
	for b := p.kinds[Smasher] & own; b != 0; b &= b - 1 {
		s := b.First()
		a := rookAttacks(s, occ)
		if a&enemy&^sameShade[s]&^orthAdjacent[s] != 0 {
			return 0, true
		}
		n += (a & empty & sameShade[s]).Count() + (bishopAttacks(s, occ) & empty).Count()
	}
	for b := p.kinds[Leaper] & own; b != 0; b &= b - 1 {
		s := b.First()
		a := rookAttacks(s, occ)
		for v := a & enemy &^ sameShade[s]; v != 0; v &= v - 1 {
			bl := v.First()
			if t := neighbor[dirTo[s][bl]][bl]; t >= 0 && !occ.Has(t) {
				return 0, true
			}
		}
		for _, l := range doubleKnight[s] {
			if !occ.Has(l.to) {
				if enemy.Has(l.mid) {
					return 0, true
				}
				if !occ.Has(l.mid) {
					n++
				}
			}
		}
		n += (a & empty & sameShade[s]).Count() + (bishopAttacks(s, occ) & empty).Count()
	}
	for b := p.kinds[Remover] & own; b != 0; b &= b - 1 {
		n += (bishopAttacks(b.First(), occ) & empty).Count()
	}
	if pawns := p.kinds[Pawn] & own; pawns != 0 {
		fwd := interweavePawnDir[c]
		pk := p.poolKindsAvailable(c)
		penult, last := relRank(c, 6), relRank(c, 7)
		start := pawns & relRank(c, 1)
		for _, d := range diagOf[fwd] {
			one := shift(pawns, d) & empty
			n += (one &^ (penult | last)).Count() + (one&penult).Count()*(1+pk) + (one&last).Count()*pk
			if start != 0 {
				n += (shift(shift(start, d)&empty, d) & empty).Count()
			}
		}
	}
	kings := p.kinds[King] & own
	for _, d := range diagDirs {
		n += (shift(kings, d) & empty).Count()
	}
	return n, false
}
