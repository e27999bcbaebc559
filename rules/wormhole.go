package rules

// Wormhole move generation: the hot code of the variant.
//
// Every step of every piece lands on the nearest square along its direction
// that is not a hole, so geometry depends on the holes only: pieces never
// block one another (a two-square move jumps), except that a pawn's steps
// need empty squares. next is the single primitive all of it is built on.

// next returns the nearest square from s along d that is not a hole, or
// NoSquare (also when s is NoSquare).
func next(s Square, d int, holes Bitboard) Square {
	if s < 0 {
		return NoSquare
	}
	return nearest(rays[d][s]&^holes, d)
}

// wormholePawnDir is the forward direction of each side's pawns.
var wormholePawnDir = [2]int{dirN, dirS}

// wormholePseudo appends the moves of c's pieces on the squares of from,
// ignoring whether they leave c's king attacked.
func (p *Position) wormholePseudo(buf []Move, c Color, from Bitboard) []Move {
	holes := p.holes
	own := p.color[c]
	enemy := p.color[c^1]
	for ; from != 0; from &= from - 1 {
		s := from.First()
		// add appends a move to t unless t is off the board or ours.
		add := func(t Square) {
			if t < 0 || own.Has(t) {
				return
			}
			m := Move{From: s, To: t}
			if enemy.Has(t) {
				m.Captured = Bit(t)
			}
			buf = append(buf, m)
		}
		switch p.board[s].Kind() {
		case King:
			for d := 0; d < 8; d++ {
				add(next(s, d, holes))
			}
		case Champion:
			for d := 0; d < 8; d++ {
				a := next(s, d, holes)
				if a < 0 {
					continue
				}
				if d == dirN || d == dirE || d == dirS || d == dirW {
					add(a)
				}
				add(next(a, d, holes))
			}
		case Lion:
			for d := 0; d < 8; d++ {
				a := next(s, d, holes)
				if a < 0 {
					continue
				}
				if enemy.Has(a) {
					buf = append(buf, Move{From: s, To: a, Captured: Bit(a)})
				}
				add(next(a, d, holes))
			}
		case Knight:
			for _, o := range orthDirs {
				a := next(s, o, holes)
				add(next(a, diagOf[o][0], holes))
				add(next(a, diagOf[o][1], holes))
			}
		case Wizard:
			for _, d := range diagDirs {
				add(next(s, d, holes))
			}
			for _, o := range orthDirs {
				b := next(next(s, o, holes), o, holes)
				add(next(b, diagOf[o][0], holes))
				add(next(b, diagOf[o][1], holes))
			}
		case Pawn:
			buf = p.wormholePawnMoves(buf, c, s)
		}
	}
	return buf
}

func (p *Position) wormholePawnMoves(buf []Move, c Color, s Square) []Move {
	holes := p.holes
	fwd := wormholePawnDir[c]
	startRank, lastRank := 1, 7
	if c == Black {
		startRank, lastRank = 6, 0
	}
	a := next(s, fwd, holes)
	if a >= 0 && p.board[a] == Empty {
		// A quiet step onto the last rank (set-up positions only) stays a pawn.
		buf = append(buf, Move{From: s, To: a})
		if s.Rank() == startRank {
			if b := next(a, fwd, holes); b >= 0 && p.board[b] == Empty {
				buf = append(buf, Move{From: s, To: b})
			}
		}
	}
	for _, d := range diagOf[fwd] {
		t := next(s, d, holes)
		if t < 0 || !p.color[c^1].Has(t) {
			continue
		}
		if t.Rank() != lastRank {
			buf = append(buf, Move{From: s, To: t, Captured: Bit(t)})
			continue
		}
		for _, k := range wormholePromotions {
			buf = append(buf, Move{From: s, To: t, Captured: Bit(t), Promo: k})
		}
	}
	return buf
}

var wormholePromotions = [4]Kind{Lion, Champion, Wizard, Knight}

// wormholeAttacked reports whether a piece of colour by attacks square k.
// Attacks are found by walking the moves backwards from k: every step is
// reversible between squares that are not holes, but a knight's and a
// wizard's paths run in the opposite order (diagonal first).
func (p *Position) wormholeAttacked(k Square, by Color) bool {
	holes := p.holes
	them := p.color[by]
	kingLion := (p.kinds[King] | p.kinds[Lion]) & them
	champLion := (p.kinds[Champion] | p.kinds[Lion]) & them
	champ := p.kinds[Champion] & them
	wizard := p.kinds[Wizard] & them
	knight := p.kinds[Knight] & them
	pawn := p.kinds[Pawn] & them
	// A pawn of colour by captures forwards, so it stands behind k as seen
	// from by's side.
	pawnFrom := diagOf[wormholePawnDir[by]^4]
	for d := 0; d < 8; d++ {
		a := next(k, d, holes)
		if a < 0 {
			continue
		}
		if them.Has(a) {
			if kingLion.Has(a) {
				return true
			}
			if d == dirN || d == dirE || d == dirS || d == dirW {
				if champ.Has(a) {
					return true
				}
			} else if wizard.Has(a) || (pawn.Has(a) && (d == pawnFrom[0] || d == pawnFrom[1])) {
				return true
			}
		}
		if champLion != 0 {
			if b := next(a, d, holes); b >= 0 && champLion.Has(b) {
				return true
			}
		}
		if d >= dirNE && d != dirS && d != dirW && (knight|wizard) != 0 {
			for _, o := range orthOf[d] {
				x := next(a, o, holes)
				if x < 0 {
					continue
				}
				if knight.Has(x) {
					return true
				}
				if wizard != 0 {
					if y := next(x, o, holes); y >= 0 && wizard.Has(y) {
						return true
					}
				}
			}
		}
	}
	return false
}

// wormholeAttackPaths returns every square that wormholeAttacked visits
// from k, whatever stands there. A move that does not start on one of these
// squares (and is not the king's) cannot change whether k is attacked: the
// only geometry a move changes is the hole it leaves behind.
func (p *Position) wormholeAttackPaths(k Square) Bitboard {
	holes := p.holes
	var seen Bitboard
	for d := 0; d < 8; d++ {
		a := next(k, d, holes)
		if a < 0 {
			continue
		}
		seen |= Bit(a)
		if b := next(a, d, holes); b >= 0 {
			seen |= Bit(b)
		}
		if d >= dirNE && d != dirS && d != dirW {
			for _, o := range orthOf[d] {
				x := next(a, o, holes)
				if x < 0 {
					continue
				}
				seen |= Bit(x)
				if y := next(x, o, holes); y >= 0 {
					seen |= Bit(y)
				}
			}
		}
	}
	return seen
}

// wormholeMoves appends the legal moves of the side to move from the squares
// of from.
func (p *Position) wormholeMoves(buf []Move, from Bitboard) []Move {
	us := p.turn
	start := len(buf)
	buf = p.wormholePseudo(buf, us, from&p.color[us])
	k := p.kingSquare(us)
	if k < 0 {
		return buf // a diagram without a king: every move stands
	}
	inCheck := p.wormholeAttacked(k, us^1)
	paths := p.wormholeAttackPaths(k)
	out := buf[:start]
	for _, m := range buf[start:] {
		if !inCheck && m.From != k && !paths.Has(m.From) {
			out = append(out, m)
			continue
		}
		u := p.makeWormhole(m)
		kk := k
		if m.From == k {
			kk = m.To
		}
		ok := !p.wormholeAttacked(kk, us^1)
		p.unmakeWormhole(m, u)
		if ok {
			out = append(out, m)
		}
	}
	return out
}

// makeWormhole plays m: the square it leaves becomes a hole.
func (p *Position) makeWormhole(m Move) Undo {
	u := Undo{plies: p.plies}
	u.moved = p.lift(m.From)
	p.board[m.From] = Hole
	p.holes |= Bit(m.From)
	if m.Captured != 0 {
		u.captured[0] = p.lift(m.To)
	}
	if m.Promo != NoKind {
		p.put(m.To, MakePiece(p.turn, m.Promo))
	} else {
		p.put(m.To, u.moved)
	}
	p.turn ^= 1
	p.plies++
	u.turnEnded = true
	return u
}

func (p *Position) unmakeWormhole(m Move, u Undo) {
	p.turn ^= 1
	p.plies = u.plies
	p.lift(m.To)
	if m.Captured != 0 {
		p.put(m.To, u.captured[0])
	}
	p.holes &^= Bit(m.From)
	p.board[m.From] = Empty
	p.put(m.From, u.moved)
}
