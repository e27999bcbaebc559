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
	own := p.color[c]
	enemy := p.color[c^1]
	for ; from != 0; from &= from - 1 {
		s := from.First()
		switch p.board[s].Kind() {
		case King:
			for d := 0; d < 8; d++ {
				buf = appendTarget(buf, s, p.step(s, d), own, enemy)
			}
		case Champion:
			for d := 0; d < 8; d++ {
				a := p.step(s, d)
				if a < 0 {
					continue
				}
				if d == dirN || d == dirE || d == dirS || d == dirW {
					buf = appendTarget(buf, s, a, own, enemy)
				}
				buf = appendTarget(buf, s, p.step(a, d), own, enemy)
			}
		case Lion:
			for d := 0; d < 8; d++ {
				a := p.step(s, d)
				if a < 0 {
					continue
				}
				if enemy.Has(a) {
					buf = append(buf, Move{From: s, To: a, Captured: Bit(a)})
				}
				buf = appendTarget(buf, s, p.step(a, d), own, enemy)
			}
		case Knight:
			for _, o := range orthDirs {
				a := p.step(s, o)
				buf = appendTarget(buf, s, p.step(a, diagOf[o][0]), own, enemy)
				buf = appendTarget(buf, s, p.step(a, diagOf[o][1]), own, enemy)
			}
		case Wizard:
			for _, d := range diagDirs {
				buf = appendTarget(buf, s, p.step(s, d), own, enemy)
			}
			for _, o := range orthDirs {
				b := p.step(p.step(s, o), o)
				buf = appendTarget(buf, s, p.step(b, diagOf[o][0]), own, enemy)
				buf = appendTarget(buf, s, p.step(b, diagOf[o][1]), own, enemy)
			}
		case Pawn:
			buf = p.wormholePawnMoves(buf, c, s)
		}
	}
	return buf
}

func (p *Position) wormholePawnMoves(buf []Move, c Color, s Square) []Move {
	fwd := wormholePawnDir[c]
	startRank, lastRank := 1, 7
	if c == Black {
		startRank, lastRank = 6, 0
	}
	a := p.step(s, fwd)
	if a >= 0 && p.board[a] == Empty {
		// A quiet step onto the last rank (set-up positions only) stays a pawn.
		buf = append(buf, Move{From: s, To: a})
		if s.Rank() == startRank {
			if b := p.step(a, fwd); b >= 0 && p.board[b] == Empty {
				buf = append(buf, Move{From: s, To: b})
			}
		}
	}
	for _, d := range diagOf[fwd] {
		t := p.step(s, d)
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

// appendTarget appends the move from s to t unless t is off the board or
// holds one of our pieces.
func appendTarget(buf []Move, s, t Square, own, enemy Bitboard) []Move {
	if t < 0 || own.Has(t) {
		return buf
	}
	m := Move{From: s, To: t}
	if enemy.Has(t) {
		m.Captured = Bit(t)
	}
	return append(buf, m)
}

var wormholePromotions = [4]Kind{Lion, Champion, Wizard, Knight}

// wormholeAttacked reports whether a piece of colour by attacks square k.
func (p *Position) wormholeAttacked(k Square, by Color) bool {
	return p.attackersOf(k, by, NoSquare, true) != 0
}

// attackMasks are by's pieces as the attack search looks for them: which
// stand on the square one step away along each direction, which two steps
// away, and the knights and wizards at the end of their bent paths.
type attackMasks struct {
	one               [8]Bitboard
	two, knight, wiz2 Bitboard
}

func (p *Position) attackMasks(by Color) (m attackMasks) {
	them := p.color[by&1]
	kingLion := (p.kinds[King] | p.kinds[Lion]) & them
	m.two = (p.kinds[Champion] | p.kinds[Lion]) & them
	m.knight = p.kinds[Knight] & them
	m.wiz2 = p.kinds[Wizard] & them
	// A pawn of colour by captures forwards, so it stands behind k as seen
	// from by's side; a wizard also steps one square diagonally, a
	// champion orthogonally.
	for _, d := range diagDirs {
		m.one[d] = kingLion | m.wiz2
	}
	for _, o := range orthDirs {
		m.one[o] = kingLion | p.kinds[Champion]&them
	}
	pawnFrom := diagOf[wormholePawnDir[by&1]^4]
	m.one[pawnFrom[0]] |= p.kinds[Pawn] & them
	m.one[pawnFrom[1]] |= p.kinds[Pawn] & them
	return m
}

// attackersOf is wormholeAttackers without the squares visited, which only
// the king-safety set-up needs; with first, it stops at the first
// direction that finds an attacker, for the questions that want to know
// whether there is one.
func (p *Position) attackersOf(k Square, by Color, extra Square, first bool) (attackers Bitboard) {
	m := p.attackMasks(by)
	bent := m.knight|m.wiz2 != 0
	h := &p.hop
	x := uint8(extra + 1)
	k1 := uint8(k + 1)
	for d := 0; d < 8; d++ {
		a := h[d][k1]
		if a == x {
			a = h[d][x]
		}
		if a == 0 {
			continue
		}
		b := h[d][a]
		if b == x {
			b = h[d][x]
		}
		attackers |= sq1[a]&m.one[d] | sq1[b]&m.two
		if isDiag[d] && bent {
			for _, o := range orthOf[d] {
				s := h[o][a]
				if s == x {
					s = h[o][x]
				}
				t := h[o][s]
				if t == x {
					t = h[o][x]
				}
				attackers |= sq1[s]&m.knight | sq1[t]&m.wiz2
			}
		}
		if first && attackers != 0 {
			return attackers
		}
	}
	return attackers
}

// wormholeAttackers returns the squares of by's pieces that attack k when
// extra (NoSquare for none) is a hole as well as the holes, and every square
// the search visited on the way.
//
// Attacks are found by walking the moves backwards from k: every step is
// reversible between squares that are not holes, but a knight's and a
// wizard's paths run in the opposite order (diagonal first). Pieces never
// block, so only a new hole on a visited square can change the answer.
//
// The walk takes its steps from the neighbour table (hops.go), skipping
// extra where a step lands on it, in the table's s+1 form: a step off the
// board is 0, from which every step stays 0, so no step needs a test.
func (p *Position) wormholeAttackers(k Square, by Color, extra Square) (attackers, visited Bitboard) {
	m := p.attackMasks(by)
	bent := m.knight|m.wiz2 != 0
	h := &p.hop
	x := uint8(extra + 1)
	k1 := uint8(k + 1)
	for d := 0; d < 8; d++ {
		a := h[d][k1]
		if a == x {
			a = h[d][x]
		}
		if a == 0 {
			continue
		}
		b := h[d][a]
		if b == x {
			b = h[d][x]
		}
		visited |= sq1[a] | sq1[b]
		attackers |= sq1[a]&m.one[d] | sq1[b]&m.two
		if !isDiag[d] || !bent {
			continue
		}
		for _, o := range orthOf[d] {
			s := h[o][a]
			if s == x {
				s = h[o][x]
			}
			t := h[o][s]
			if t == x {
				t = h[o][x]
			}
			visited |= sq1[s] | sq1[t]
			attackers |= sq1[s]&m.knight | sq1[t]&m.wiz2
		}
	}
	return attackers, visited
}

// wormholeMoves appends the legal moves of the side to move from the squares
// of from.
func (p *Position) wormholeMoves(buf []Move, from Bitboard) []Move {
	return p.wormholeLegal(buf, from, false)
}

// wormholeLegal appends the legal moves of the side to move from the squares
// of from, the captures only if captures: the quiescence search asks for
// those alone, and the legality test, not the generation, is what costs.
func (p *Position) wormholeLegal(buf []Move, from Bitboard, captures bool) []Move {
	us := p.turn
	start := len(buf)
	buf = p.wormholePseudo(buf, us, from&p.color[us])
	if captures {
		out := buf[:start]
		for _, m := range buf[start:] {
			if m.Captured != 0 {
				out = append(out, m)
			}
		}
		buf = out
	}
	return p.keepLegal(buf, start)
}

// keepLegal keeps, of the pseudo-legal Wormhole steps of buf[start:], those
// that leave the mover's king unattacked, in their order.
func (p *Position) keepLegal(buf []Move, start int) []Move {
	var safe kingSafety
	safe.init(p)
	out := buf[:start]
	for _, m := range buf[start:] {
		ok, answered := safe.quick(m)
		if !answered {
			ok = safe.allowsUncovering(m)
		}
		if ok {
			out = append(out, m)
		}
	}
	return out
}

// wormholeHasMoves reports whether the side to move has a legal move. It
// tries one piece at a time, the king last: some piece nearly always has a
// move that leaves no attack line, found after a few pseudo-legal moves.
func (p *Position) wormholeHasMoves() bool {
	us := p.turn
	var safe kingSafety
	safe.init(p)
	pieces := p.color[us]
	if safe.king >= 0 {
		pieces &^= Bit(safe.king)
	}
	var buf [32]Move // a piece has at most 16 moves
	for b := pieces; b != 0; b &= b - 1 {
		for _, m := range p.wormholePseudo(buf[:0], us, Bit(b.First())) {
			if ok, answered := safe.quick(m); ok || !answered && safe.allowsUncovering(m) {
				return true
			}
		}
	}
	if safe.king < 0 {
		return false
	}
	for _, m := range p.wormholePseudo(buf[:0], us, Bit(safe.king)) {
		if safe.allowsUncovering(m) {
			return true
		}
	}
	return false
}

// kingSafety tells which moves of the side to move leave its king safe. The
// king's attackers are found once; those that a piece's leaving its square
// uncovers, once per square and only for a piece on one of their lines.
type kingSafety struct {
	p               *Position
	king            Square // NoSquare in a diagram without a king
	checkers, lines Bitboard
	known           Bitboard // squares whose after is computed
	after           [64]Bitboard
}

// init readies s for p's side to move; s is filled in place, its table
// being too large to copy around in the move generator.
func (s *kingSafety) init(p *Position) {
	s.p, s.king, s.known = p, p.kingSquare(p.turn), 0
	if s.king >= 0 {
		s.checkers, s.lines = p.wormholeAttackers(s.king, p.turn^1, NoSquare)
	}
}

// quick answers whether m leaves the king unattacked when its piece stands
// off every attack line (the common case, kept small enough to be inlined
// in the move loops): the move must capture the only attacker, or there is
// none. Without a king (a diagram) no square is on a line and there is no
// attacker, so every move stands. For a king move or a piece on a line it
// answers nothing, and allowsUncovering must.
func (s *kingSafety) quick(m Move) (allowed, answered bool) {
	if m.From == s.king || s.lines.Has(m.From) {
		return false, false
	}
	return s.checkers&^Bit(m.To) == 0, true
}

// allowsUncovering answers for the moves quick leaves: a king move, or a
// move of a piece on one of the king's attack lines.
func (s *kingSafety) allowsUncovering(m Move) bool {
	p, them := s.p, s.p.turn^1
	var att Bitboard
	if m.From == s.king {
		att = p.attackersOf(m.To, them, s.king, false)
	} else {
		if !s.known.Has(m.From) {
			s.after[m.From] = p.attackersOf(s.king, them, m.From, false)
			s.known |= Bit(m.From)
		}
		att = s.after[m.From]
	}
	return att&^Bit(m.To) == 0
}

// wormholeIsLegal tests one move: is it among its piece's moves, and does
// it leave the king safe? One attack search answers the second question,
// where generating the piece's legal moves would make one per destination.
func (p *Position) wormholeIsLegal(m Move) bool {
	us := p.turn
	if !p.color[us].Has(m.From) {
		return false
	}
	var buf [32]Move // a piece has at most 16 moves
	found := false
	for _, x := range p.wormholePseudo(buf[:0], us, Bit(m.From)) {
		if x == m {
			found = true
			break
		}
	}
	if !found {
		return false
	}
	k := p.kingSquare(us)
	if k < 0 {
		return true
	}
	var att Bitboard
	if m.From == k {
		att = p.attackersOf(m.To, us^1, k, false)
	} else {
		att = p.attackersOf(k, us^1, m.From, false)
	}
	return att&^Bit(m.To) == 0
}

// makeWormhole plays m: the square it leaves becomes a hole.
func (p *Position) makeWormhole(m Move) Undo {
	u := Undo{plies: p.plies, key: p.key}
	u.moved = p.lift(m.From)
	p.board[m.From] = Hole
	p.holes |= Bit(m.From)
	p.openHole(m.From)
	p.key ^= zHole[m.From]
	if m.Captured != 0 {
		u.captured[0] = p.lift(m.To)
	}
	if m.Promo != NoKind {
		p.put(m.To, MakePiece(p.turn, m.Promo))
	} else {
		p.put(m.To, u.moved)
	}
	p.turn ^= 1
	p.key ^= zBlack
	p.countPly()
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
	p.closeHole(m.From)
	p.board[m.From] = Empty
	p.put(m.From, u.moved)
	p.key = u.key
}
