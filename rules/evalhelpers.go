package rules

// Read-only views for an evaluation function: what a side's pieces reach and
// threaten, as bitboards or into a caller's buffer, so that scoring a
// position allocates nothing.

// WormholeAttacked reports whether a Wormhole piece of colour by attacks t
// once the square vacated has become a hole as well (NoSquare for none): the
// test a king's move from vacated to t must pass.
func (p *Position) WormholeAttacked(t Square, by Color, vacated Square) bool {
	if p.v != Wormhole || !t.Valid() {
		return false
	}
	if !vacated.Valid() {
		vacated = NoSquare
	}
	return p.attackersOf(t, by&1, vacated, true) != 0
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

// CaptureStepsOn appends to buf the steps of CaptureSteps that capture a
// piece on targets, in the same order: the threats against a side's kings,
// which an evaluation asks for at every leaf. It lists the steps of the
// pieces near enough to a target only: on a target's rank or file up to
// the first piece (a smasher's approach, a leaper's leap), a knight's move
// away (a leaper's 4x2 leap over it), orthogonally next to it (a remover,
// a king) or within three squares (a pawn's leap or custodian capture).
func (p *Position) CaptureStepsOn(by Color, targets Bitboard, buf []Move) []Move {
	if p.v != Interweave {
		return buf
	}
	by &= 1
	occ := p.occupied()
	sliders := p.kinds[Smasher] | p.kinds[Leaper]
	var from Bitboard
	for t := targets & p.color[by^1]; t != 0; t &= t - 1 {
		k := t.First()
		from |= rookAttacks(k, occ)&sliders | box2[k]&p.kinds[Leaper] |
			orthAdjacent[k]&(p.kinds[Remover]|p.kinds[King]) | box3[k]&p.kinds[Pawn]
	}
	start := len(buf)
	buf = p.interweavePseudo(buf, by, from&p.color[by], true, false)
	n := start
	for _, m := range buf[start:] {
		if m.Captured&targets != 0 {
			buf[n] = m
			n++
		}
	}
	return buf[:n]
}

// box2 and box3 hold, for each square, the squares within two and three
// king's steps of it.
var box2, box3 [64]Bitboard

func init() {
	for s := Square(0); s < 64; s++ {
		for t := Square(0); t < 64; t++ {
			df, dr := s.File()-t.File(), s.Rank()-t.Rank()
			d := max(df, -df, dr, -dr)
			if d <= 2 {
				box2[s] |= Bit(t)
			}
			if d <= 3 {
				box3[s] |= Bit(t)
			}
		}
	}
}

// InterweaveMobility returns how many quiet steps c's smashers, leapers,
// removers and pawns (in that order) could make were it c's turn, as if no
// capture were possible (a capture would forbid them all): the room each
// kind has to move, for an evaluation. A pawn's step to a promotion square
// counts once whatever it may promote into (and not at all to the last
// rank with an empty pool, where it may not go). It is all zeros in
// Wormhole.
func (p *Position) InterweaveMobility(c Color) (n [4]int) {
	if p.v != Interweave {
		return n
	}
	c &= 1
	own := p.color[c]
	occ := own | p.color[c^1]
	empty := ^occ
	for b := p.kinds[Smasher] & own; b != 0; b &= b - 1 {
		s := b.First()
		n[0] += (rookAttacks(s, occ) & empty & sameShade[s]).Count() + (bishopAttacks(s, occ) & empty).Count()
	}
	for b := p.kinds[Leaper] & own; b != 0; b &= b - 1 {
		s := b.First()
		for _, l := range doubleKnight[s] {
			if !occ.Has(l.to) && !occ.Has(l.mid) {
				n[1]++
			}
		}
		n[1] += (rookAttacks(s, occ) & empty & sameShade[s]).Count() + (bishopAttacks(s, occ) & empty).Count()
	}
	for b := p.kinds[Remover] & own; b != 0; b &= b - 1 {
		n[2] += (bishopAttacks(b.First(), occ) & empty).Count()
	}
	if pawns := p.kinds[Pawn] & own; pawns != 0 {
		start := pawns & relRank(c, 1)
		to := empty
		if p.poolKindsAvailable(c) == 0 {
			to &^= relRank(c, 7)
		}
		// Each diagonal counts apart (two pawns may step to one square),
		// written out for constant shifts.
		if c == White {
			n[3] = (shift(pawns, dirNW) & to).Count() + (shift(pawns, dirNE) & to).Count() +
				(shift(shift(start, dirNW)&empty, dirNW) & empty).Count() +
				(shift(shift(start, dirNE)&empty, dirNE) & empty).Count()
		} else {
			n[3] = (shift(pawns, dirSW) & to).Count() + (shift(pawns, dirSE) & to).Count() +
				(shift(shift(start, dirSW)&empty, dirSW) & empty).Count() +
				(shift(shift(start, dirSE)&empty, dirSE) & empty).Count()
		}
	}
	return n
}
