package rules

// Interweave move generation: the hot code of the variant.
//
// Every piece ends each step on a square of the shade it started on and
// captures on the other shade: diagonal slides and even-length orthogonal
// slides are quiet moves, and each kind has its own way of capturing
// (approach, leap, removal, custodian). Captures are mandatory, and a piece
// that has captured must go on capturing while it can.

// slide returns the empty squares from s along d up to the first piece, and
// that piece's square (or NoSquare).
func slide(s Square, d int, occ Bitboard) (Bitboard, Square) {
	r := rays[d][s]
	bl := nearest(r&occ, d)
	if bl >= 0 {
		r &^= rays[d][bl] | Bit(bl)
	}
	return r, bl
}

// doubleKnight lists, for each square, the leaper's 4x2 leaps: the landing
// square and the square in the middle of the leap.
var doubleKnight [64][]struct{ to, mid Square }

func init() {
	for s := Square(0); s < 64; s++ {
		for _, v := range [8][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}} {
			to := offset(s, 2*v[0], 2*v[1])
			if to >= 0 {
				doubleKnight[s] = append(doubleKnight[s], struct{ to, mid Square }{to, offset(s, v[0], v[1])})
			}
		}
	}
}

var interweavePawnDir = [2]int{dirN, dirS}

// interweavePseudo appends the steps of c's pieces on the squares of from:
// quiet ones too unless capturesOnly, en passant only if withEP.
func (p *Position) interweavePseudo(buf []Move, c Color, from Bitboard, capturesOnly, withEP bool) []Move {
	occ := p.occupied()
	enemy := p.color[c^1]
	var cust, capturers Bitboard
	custKnown := false
	if capturesOnly {
		// Removers and kings without a capture are left out at once, set
		// by set, as most are: the order of the others stays the square
		// order.
		empty := ^occ
		adj := shift(enemy, dirN) | shift(enemy, dirS) | shift(enemy, dirE) | shift(enemy, dirW)
		leap := shift(shift(empty, dirS)&enemy, dirS) | shift(shift(empty, dirN)&enemy, dirN) |
			shift(shift(empty, dirW)&enemy, dirW) | shift(shift(empty, dirE)&enemy, dirE)
		from &^= p.kinds[Remover]&^adj | p.kinds[King]&^leap
	}
	for ; from != 0; from &= from - 1 {
		s := from.First()
		switch p.board[s].Kind() {
		case King:
			if !capturesOnly {
				for _, d := range diagDirs {
					if t := neighbor[d][s]; t >= 0 && !occ.Has(t) {
						buf = append(buf, Move{From: s, To: t})
					}
				}
			}
			for _, o := range orthDirs {
				a := neighbor[o][s]
				if a < 0 || !enemy.Has(a) {
					continue
				}
				if t := neighbor[o][a]; t >= 0 && !occ.Has(t) {
					buf = append(buf, Move{From: s, To: t, Captured: Bit(a)})
				}
			}
		case Smasher:
			a := rookAttacks(s, occ)
			quiet := a &^ occ & sameShade[s]
			// An enemy first met at an odd distance of three or more is
			// captured by approach: the smasher stops just before it.
			for v := a & enemy &^ sameShade[s] &^ orthAdjacent[s]; v != 0; v &= v - 1 {
				bl := v.First()
				t := neighbor[dirTo[bl][s]][bl]
				quiet &^= Bit(t)
				buf = append(buf, Move{From: s, To: t, Captured: Bit(bl)})
			}
			if !capturesOnly {
				buf = appendQuiet(buf, s, quiet|bishopAttacks(s, occ)&^occ)
			}
		case Leaper:
			a := rookAttacks(s, occ)
			if !capturesOnly {
				buf = appendQuiet(buf, s, a&^occ&sameShade[s]|bishopAttacks(s, occ)&^occ)
			}
			// An enemy first met at an odd distance is leapt over, landing
			// on any square of the leaper's shade beyond it, up to the next piece.
			for v := a & enemy &^ sameShade[s]; v != 0; v &= v - 1 {
				bl := v.First()
				land, _ := slide(bl, int(dirTo[s][bl]), occ)
				for q := land & sameShade[s]; q != 0; q &= q - 1 {
					buf = append(buf, Move{From: s, To: q.First(), Captured: Bit(bl)})
				}
			}
			for _, l := range doubleKnight[s] {
				if occ.Has(l.to) {
					continue
				}
				if enemy.Has(l.mid) {
					buf = append(buf, Move{From: s, To: l.to, Captured: Bit(l.mid)})
				} else if !capturesOnly && !occ.Has(l.mid) {
					buf = append(buf, Move{From: s, To: l.to})
				}
			}
		case Remover:
			if !capturesOnly {
				buf = appendQuiet(buf, s, bishopAttacks(s, occ)&^occ)
			}
			var victims Bitboard
			for _, o := range orthDirs {
				if a := neighbor[o][s]; a >= 0 && enemy.Has(a) {
					victims |= Bit(a)
				}
			}
			if victims != 0 {
				buf = append(buf, Move{From: s, To: s, Captured: victims})
			}
		case Pawn:
			if !custKnown {
				cust, custKnown = custodianSquares(p.color[c], enemy), true
				if capturesOnly {
					capturers = p.pawnCapturers(c, cust, withEP)
				}
			}
			if capturesOnly && !capturers.Has(s) {
				continue
			}
			buf = p.interweavePawnSteps(buf, c, s, cust, capturesOnly, withEP)
		}
	}
	return buf
}

// appendQuiet appends a quiet move from s to each square of to.
func appendQuiet(buf []Move, s Square, to Bitboard) []Move {
	for ; to != 0; to &= to - 1 {
		buf = append(buf, Move{From: s, To: to.First()})
	}
	return buf
}

// custodian returns the enemies of c that a c pawn arriving on t (having
// left s) sandwiches orthogonally against a friendly piece.
func (p *Position) custodian(c Color, s, t Square) Bitboard {
	var caught Bitboard
	friends := p.color[c] &^ Bit(s)
	for _, o := range orthDirs {
		a := neighbor[o][t]
		if a < 0 || !p.color[c^1].Has(a) {
			continue
		}
		if b := neighbor[o][a]; b >= 0 && friends.Has(b) {
			caught |= Bit(a)
		}
	}
	return caught
}

// pawnCapturers returns a set of c's pawns that holds every pawn with a
// capture (and maybe others): capture generation looks at those only.
func (p *Position) pawnCapturers(c Color, cust Bitboard, withEP bool) Bitboard {
	pawns := p.kinds[Pawn] & p.color[c]
	empty := ^(p.color[White] | p.color[Black])
	fwd := interweavePawnDir[c]
	back := fwd ^ 4
	start := pawns & relRank(c, 1)
	var from Bitboard
	for _, d := range diagOf[fwd] {
		from |= shift(shift(pawns, d)&empty&cust, d^4)
		two := shift(shift(start, d)&empty, d) & empty & cust
		from |= shift(shift(two, d^4), d^4)
	}
	leapTo := shift(shift(pawns, fwd)&p.color[c^1], fwd) & empty
	from |= shift(shift(leapTo, back), back)
	if withEP && p.epPass >= 0 {
		if s := neighbor[back][p.epPass]; s >= 0 {
			from |= Bit(s)
		}
	}
	return from & pawns
}

// custodianAt is custodian, skipping the work where the precomputed set of
// possible squares cust (which counts the moving pawn as a friend) says
// there is nothing to find.
func (p *Position) custodianAt(cust Bitboard, c Color, s, t Square) Bitboard {
	if !cust.Has(t) {
		return 0
	}
	return p.custodian(c, s, t)
}

// pawnArrivals appends the steps of a c pawn from s to t capturing caught,
// one for each way the pawn may arrive there: as a pawn, or promoted into a
// piece of c's captured pool (the only choice on the last rank).
func (p *Position) pawnArrivals(buf []Move, c Color, s, t Square, caught Bitboard) []Move {
	rel := t.Rank()
	if c == Black {
		rel = 7 - rel
	}
	if rel < 6 {
		return append(buf, Move{From: s, To: t, Captured: caught})
	}
	if rel == 6 {
		buf = append(buf, Move{From: s, To: t, Captured: caught})
	}
	for i, n := range p.pool[c] {
		if n > 0 {
			buf = append(buf, Move{From: s, To: t, Captured: caught, Promo: poolKinds[i]})
		}
	}
	return buf
}

// interweavePawnSteps appends the steps of the c pawn on s; cust holds the
// squares where custodianSquares allows a capture at all.
func (p *Position) interweavePawnSteps(buf []Move, c Color, s Square, cust Bitboard, capturesOnly, withEP bool) []Move {
	occ := p.occupied()
	enemy := p.color[c^1]

	fwd := interweavePawnDir[c]
	startRank := 1
	if c == Black {
		startRank = 6
	}
	for _, d := range diagOf[fwd] {
		t := neighbor[d][s]
		if t < 0 || occ.Has(t) {
			continue
		}
		caught := p.custodianAt(cust, c, s, t)
		if caught != 0 || !capturesOnly {
			buf = p.pawnArrivals(buf, c, s, t, caught)
		}
		if s.Rank() == startRank {
			if t2 := neighbor[d][t]; t2 >= 0 && !occ.Has(t2) {
				if caught := p.custodianAt(cust, c, s, t2); caught != 0 || !capturesOnly {
					buf = append(buf, Move{From: s, To: t2, Captured: caught})
				}
			}
		}
	}
	a := neighbor[fwd][s]
	if a < 0 {
		return buf
	}
	t := neighbor[fwd][a]
	if t < 0 || occ.Has(t) {
		return buf
	}
	if enemy.Has(a) {
		buf = p.pawnArrivals(buf, c, s, t, Bit(a)|p.custodianAt(cust, c, s, t))
	} else if withEP && a == p.epPass {
		if v := SquareAt(int(p.epFile), s.Rank()); (p.kinds[Pawn] & enemy).Has(v) {
			buf = p.pawnArrivals(buf, c, s, t, Bit(v)|p.custodianAt(cust, c, s, t))
		}
	}
	return buf
}

// interweaveOver reports whether a side has fewer than two kings.
func (p *Position) interweaveOver() bool {
	return (p.kinds[King]&p.color[White]).Count() < 2 || (p.kinds[King]&p.color[Black]).Count() < 2
}

// interweaveMoves appends the legal steps of the side to move from the
// squares of from.
func (p *Position) interweaveMoves(buf []Move, from Bitboard) []Move {
	if p.interweaveOver() {
		return buf
	}
	us := p.turn
	if p.chain >= 0 {
		return p.interweavePseudo(buf, us, from&Bit(p.chain), true, false)
	}
	own := p.color[us]
	if from&own == own {
		// All the pieces are asked for: their captures, listed alone,
		// tell whether a capture exists, which spares the test; the quiet
		// steps are listed only when there is none, in the order of the
		// whole list.
		start := len(buf)
		buf = p.interweavePseudo(buf, us, own, true, true)
		if len(buf) > start {
			return buf
		}
		return p.interweavePseudo(buf, us, own, false, true)
	}
	if p.interweaveCaptureExists(us, own, true) {
		return p.interweavePseudo(buf, us, from&own, true, true)
	}
	return p.interweavePseudo(buf, us, from&own, false, true)
}

// interweaveHasMoves reports whether the side to move has a legal step. A
// position without a capture, the usual case, is answered by the quiet
// steps of one piece after another, seldom more than the first.
func (p *Position) interweaveHasMoves() bool {
	if p.interweaveOver() {
		return false
	}
	us := p.turn
	var buf [64]Move
	if p.chain >= 0 {
		return len(p.interweavePseudo(buf[:0], us, Bit(p.chain), true, false)) > 0
	}
	if p.interweaveCaptureExists(us, p.color[us], true) {
		return true
	}
	return p.interweaveHasQuiet()
}

// interweaveHasQuiet reports whether the side to move, which has no
// capture and is not in a chain, has a quiet step: one piece after
// another, seldom more than the first.
func (p *Position) interweaveHasQuiet() bool {
	us := p.turn
	var buf [64]Move
	for b := p.color[us]; b != 0; b &= b - 1 {
		if len(p.interweavePseudo(buf[:0], us, Bit(b.First()), false, true)) > 0 {
			return true
		}
	}
	return false
}

// makeInterweave plays one step. The turn ends unless the step captured,
// the game goes on, and the piece can capture again.
func (p *Position) makeInterweave(m Move) Undo {
	u := Undo{plies: p.plies, epPass: p.epPass, epFile: p.epFile, chain: p.chain, key: p.key}
	p.key ^= p.epKey() ^ p.chainKey()
	us := p.turn
	them := us ^ 1
	moving := m.From != m.To
	u.moved = p.board[m.From]
	if moving {
		p.lift(m.From)
	}
	i := 0
	for c := m.Captured; c != 0; c &= c - 1 {
		pc := p.lift(c.First())
		u.captured[i] = pc
		i++
		if j := poolIndex(pc.Kind()); j >= 0 {
			p.addPool(them, j, 1)
		}
	}
	if moving {
		if m.Promo != NoKind {
			p.put(m.To, MakePiece(us, m.Promo))
			p.addPool(us, poolIndex(m.Promo), -1)
		} else {
			p.put(m.To, u.moved)
		}
	}
	// No right stays when none is given, so that equal states compare equal.
	p.epPass, p.epFile = NoSquare, 0
	if m.Captured != 0 && !p.interweaveOver() && p.interweaveCaptureExists(us, Bit(m.To), false) {
		p.chain = m.To
		p.key ^= p.chainKey()
		return u
	}
	p.chain = NoSquare
	p.turn = them
	p.key ^= zBlack
	p.countPly()
	u.turnEnded = true
	if m.Captured == 0 && u.moved.Kind() == Pawn && m.To.File() != m.From.File() {
		if dr := m.To.Rank() - m.From.Rank(); dr == 2 || dr == -2 {
			p.epPass = SquareAt((m.From.File()+m.To.File())/2, (m.From.Rank()+m.To.Rank())/2)
			p.epFile = int8(m.To.File())
			p.key ^= p.epKey()
		}
	}
	return u
}

func (p *Position) unmakeInterweave(m Move, u Undo) {
	if u.turnEnded {
		p.turn ^= 1
	}
	p.plies, p.epPass, p.epFile, p.chain = u.plies, u.epPass, u.epFile, u.chain
	us := p.turn
	if m.From != m.To {
		p.lift(m.To)
		p.put(m.From, u.moved)
		if m.Promo != NoKind {
			p.pool[us][poolIndex(m.Promo)]++
		}
	}
	i := 0
	for c := m.Captured; c != 0; c &= c - 1 {
		pc := u.captured[i]
		i++
		p.put(c.First(), pc)
		if j := poolIndex(pc.Kind()); j >= 0 {
			p.pool[us^1][j]--
		}
	}
	p.key = u.key
}
