package rules

// Wormhole move generation: the hot code of the variant.
//
// Every step of every piece lands on the nearest square along its direction
// that is not a hole, so geometry depends on the holes only: pieces never
// block one another (a two-square move jumps), except that a pawn's steps
// need empty squares. next is the single primitive all of it is built on;
// the position keeps its answers in a table (hops.go), which the hot code
// reads.

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
	return p.wormholeSteps(buf, c, from, ^Bitboard(0))
}

// wormholeSteps appends the moves of wormholePseudo that land on a square
// of to, in the same order: the captures alone, or those on one square,
// without making the quiet moves only to drop them. Its steps come from
// the neighbour table in its s+1 form (hops.go), where 0 is off the board.
//
// The knight's and wizard's eight diagonal second legs are written out
// here and in WormholeReachCover: a helper returning them as an array,
// inlined, and a loop over it cost 2.8% more instructions to depth 10
// from the Wormhole start (1.5% in WormholeReachCover alone).
func (p *Position) wormholeSteps(buf []Move, c Color, from, to Bitboard) []Move {
	h := &p.hop
	to &^= p.color[c]
	enemy := p.color[c^1]
	for ; from != 0; from &= from - 1 {
		s := from.First()
		s1 := uint8(s + 1)
		switch p.board[s].Kind() {
		case King:
			for d := 0; d < 8; d++ {
				buf = appendHop(buf, s, h[d][s1], to, enemy)
			}
		case Champion:
			for d := 0; d < 8; d++ {
				a := h[d][s1]
				if a == 0 {
					continue
				}
				if !isDiag[d] {
					buf = appendHop(buf, s, a, to, enemy)
				}
				buf = appendHop(buf, s, h[d][a], to, enemy)
			}
		case Lion:
			for d := 0; d < 8; d++ {
				a := h[d][s1]
				if a == 0 {
					continue
				}
				if sq1[a]&enemy&to != 0 {
					buf = append(buf, Move{From: s, To: Square(a) - 1, Captured: sq1[a]})
				}
				buf = appendHop(buf, s, h[d][a], to, enemy)
			}
		case Knight:
			n, e, so, w := h[dirN][s1], h[dirE][s1], h[dirS][s1], h[dirW][s1]
			buf = appendHop(buf, s, h[dirNE][n], to, enemy)
			buf = appendHop(buf, s, h[dirNW][n], to, enemy)
			buf = appendHop(buf, s, h[dirNE][e], to, enemy)
			buf = appendHop(buf, s, h[dirSE][e], to, enemy)
			buf = appendHop(buf, s, h[dirSW][so], to, enemy)
			buf = appendHop(buf, s, h[dirSE][so], to, enemy)
			buf = appendHop(buf, s, h[dirNW][w], to, enemy)
			buf = appendHop(buf, s, h[dirSW][w], to, enemy)
		case Wizard:
			buf = appendHop(buf, s, h[dirNE][s1], to, enemy)
			buf = appendHop(buf, s, h[dirNW][s1], to, enemy)
			buf = appendHop(buf, s, h[dirSW][s1], to, enemy)
			buf = appendHop(buf, s, h[dirSE][s1], to, enemy)
			n, e := h[dirN][h[dirN][s1]], h[dirE][h[dirE][s1]]
			so, w := h[dirS][h[dirS][s1]], h[dirW][h[dirW][s1]]
			buf = appendHop(buf, s, h[dirNE][n], to, enemy)
			buf = appendHop(buf, s, h[dirNW][n], to, enemy)
			buf = appendHop(buf, s, h[dirNE][e], to, enemy)
			buf = appendHop(buf, s, h[dirSE][e], to, enemy)
			buf = appendHop(buf, s, h[dirSW][so], to, enemy)
			buf = appendHop(buf, s, h[dirSE][so], to, enemy)
			buf = appendHop(buf, s, h[dirNW][w], to, enemy)
			buf = appendHop(buf, s, h[dirSW][w], to, enemy)
		case Pawn:
			buf = p.wormholePawnMoves(buf, c, s, to)
		}
	}
	return buf
}

// wormholePawnMoves appends the moves of the pawn of colour c on s that
// land on a square of to.
func (p *Position) wormholePawnMoves(buf []Move, c Color, s Square, to Bitboard) []Move {
	fwd := wormholePawnDir[c]
	startRank, lastRank := 1, 7
	if c == Black {
		startRank, lastRank = 6, 0
	}
	if empty := to &^ p.color[c^1]; empty != 0 {
		// The quiet steps need empty squares, the holes being skipped.
		a := p.step(s, fwd)
		if a >= 0 && p.board[a] == Empty {
			// A quiet step onto the last rank (set-up positions only) stays a pawn.
			if empty.Has(a) {
				buf = append(buf, Move{From: s, To: a})
			}
			if s.Rank() == startRank {
				if b := p.step(a, fwd); b >= 0 && p.board[b] == Empty && empty.Has(b) {
					buf = append(buf, Move{From: s, To: b})
				}
			}
		}
	}
	for _, d := range diagOf[fwd] {
		t := p.step(s, d)
		if t < 0 || !(p.color[c^1] & to).Has(t) {
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

// appendHop appends the move from s to the square v-1 of the neighbour
// table's form if it is one of to (never when it is off the board, v = 0).
func appendHop(buf []Move, s Square, v uint8, to, enemy Bitboard) []Move {
	t := sq1[v]
	if t&to == 0 {
		return buf
	}
	return append(buf, Move{From: s, To: Square(v) - 1, Captured: t & enemy})
}

var wormholePromotions = [4]Kind{Lion, Champion, Wizard, Knight}

// wormholeAttacked reports whether a piece of colour by attacks square k.
func (p *Position) wormholeAttacked(k Square, by Color) bool {
	return p.attackersOf(k, by, NoSquare, true) != 0
}

// attackersOf returns the squares of by's pieces that attack k when extra
// (NoSquare for none) is a hole as well as the holes; with first, it may
// stop once the steps and jumps have found an attacker, before the
// knights' and wizards' paths, for the questions that want to know
// whether there is one.
func (p *Position) attackersOf(k Square, by Color, extra Square, first bool) Bitboard {
	a, _ := p.attackWalk(k, by, extra, first)
	return a
}

// hopper takes steps from a position's neighbour table (hops.go) in its
// s+1 form, skipping one more hole x (0 for none): a step off the board is
// 0, from which every step stays 0, so no step needs a test.
type hopper struct {
	h *[8][65]uint8
	x uint8
}

func (w hopper) step(d int, v uint8) uint8 {
	t := w.h[d][v]
	if t == w.x {
		t = w.h[d][w.x]
	}
	return t
}

// attackWalk finds the attackers of k for attackersOf, and every square
// the search visited on the way (which the tests compare with the king's
// safety's lines).
//
// Attacks are found by walking the moves backwards from k: every step is
// reversible between squares that are not holes, but a knight's and a
// wizard's paths run in the opposite order (diagonal first). Pieces never
// block, so only a new hole on a visited square can change the answer. The
// walk is written out direction by direction and gathers the squares by
// the pieces that may stand on them, each kind's set being applied once.
func (p *Position) attackWalk(k Square, by Color, extra Square, first bool) (attackers, visited Bitboard) {
	by &= 1
	them := p.color[by]
	w := hopper{&p.hop, uint8(extra + 1)}
	k1 := uint8(k + 1)
	n, e, s, wst := w.step(dirN, k1), w.step(dirE, k1), w.step(dirS, k1), w.step(dirW, k1)
	ne, nw, sw, se := w.step(dirNE, k1), w.step(dirNW, k1), w.step(dirSW, k1), w.step(dirSE, k1)
	orth := sq1[n] | sq1[e] | sq1[s] | sq1[wst]
	diag := sq1[ne] | sq1[nw] | sq1[sw] | sq1[se]
	// A pawn of colour by captures forwards, so it stands behind k as
	// seen from by's side.
	behind := sq1[sw] | sq1[se]
	if by == Black {
		behind = sq1[ne] | sq1[nw]
	}
	two := sq1[w.step(dirN, n)] | sq1[w.step(dirE, e)] | sq1[w.step(dirS, s)] | sq1[w.step(dirW, wst)] |
		sq1[w.step(dirNE, ne)] | sq1[w.step(dirNW, nw)] | sq1[w.step(dirSW, sw)] | sq1[w.step(dirSE, se)]
	kingLion := (p.kinds[King] | p.kinds[Lion]) & them
	wizard := p.kinds[Wizard] & them
	// A champion steps one square orthogonally, a wizard diagonally;
	// champions and lions jump two squares.
	attackers = orth&(kingLion|p.kinds[Champion]&them) | diag&(kingLion|wizard) |
		behind&p.kinds[Pawn]&them | two&(p.kinds[Champion]|p.kinds[Lion])&them
	visited = orth | diag | two
	knight := p.kinds[Knight] & them
	if first && attackers != 0 || knight|wizard == 0 {
		return attackers, visited
	}
	// From each diagonal neighbour, a knight one orthogonal step further
	// along either of the diagonal's components, a wizard two.
	nNE, eNE := w.step(dirN, ne), w.step(dirE, ne)
	nNW, wNW := w.step(dirN, nw), w.step(dirW, nw)
	sSW, wSW := w.step(dirS, sw), w.step(dirW, sw)
	sSE, eSE := w.step(dirS, se), w.step(dirE, se)
	bent1 := sq1[nNE] | sq1[eNE] | sq1[nNW] | sq1[wNW] | sq1[sSW] | sq1[wSW] | sq1[sSE] | sq1[eSE]
	bent2 := sq1[w.step(dirN, nNE)] | sq1[w.step(dirE, eNE)] | sq1[w.step(dirN, nNW)] | sq1[w.step(dirW, wNW)] |
		sq1[w.step(dirS, sSW)] | sq1[w.step(dirW, wSW)] | sq1[w.step(dirS, sSE)] | sq1[w.step(dirE, eSE)]
	return attackers | bent1&knight | bent2&wizard, visited | bent1 | bent2
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
	to := ^Bitboard(0)
	if captures {
		to = p.color[us^1]
	}
	buf = p.wormholeSteps(buf, us, from&p.color[us], to)
	var safe kingSafety
	safe.init(p)
	return p.keepLegalWith(&safe, buf, start)
}

// keepLegal keeps, of the pseudo-legal Wormhole steps of buf[start:], those
// that leave the mover's king unattacked, in their order.
func (p *Position) keepLegal(buf []Move, start int) []Move {
	var safe kingSafety
	safe.init(p)
	return p.keepLegalWith(&safe, buf, start)
}

// keepLegalWith is keepLegal with the king's safety found already.
func (p *Position) keepLegalWith(safe *kingSafety, buf []Move, start int) []Move {
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
	var safe kingSafety
	safe.init(p)
	return p.hasMovesWith(&safe)
}

// hasMovesWith is wormholeHasMoves with the king's safety found already.
func (p *Position) hasMovesWith(safe *kingSafety) bool {
	us := p.turn
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
// uncovers, only for a piece on one of their lines, and once for all its
// moves, which the generator lists together (the last square's answer is
// kept). The walk from the king is kept direction by direction: a square that
// becomes a hole changes only the directions whose walk visited it, so
// only those are walked again.
type kingSafety struct {
	p               *Position
	king            Square // NoSquare in a diagram without a king
	checkers, lines Bitboard
	lastFrom        Square // the square whose uncovered attackers are lastAfter, or NoSquare
	lastAfter       Bitboard
	att, vis        [8]Bitboard // each direction's attackers and squares visited
	m               walkMasks
}

// init readies s for p's side to move; s is filled in place, being too
// large to copy around in the move generator.
func (s *kingSafety) init(p *Position) {
	s.p, s.king, s.lastFrom = p, p.kingSquare(p.turn), NoSquare
	if s.king < 0 {
		return
	}
	s.m = p.walkMasks(p.turn ^ 1)
	m := &s.m
	h := &p.hop
	k1 := uint8(s.king + 1)
	bent := m.knight|m.wizard != 0
	// walkDir for each direction, written out here where every position
	// searched comes (with no extra hole, a step is one look-up).
	for d := 0; d < 8; d++ {
		a := h[d][k1]
		b := h[d][a]
		att := sq1[a]&m.one[d] | sq1[b]&m.two
		vis := sq1[a] | sq1[b]
		if isDiag[d] && bent {
			o0, o1 := orthOf[d][0], orthOf[d][1]
			s0, s1 := h[o0][a], h[o1][a]
			bent1 := sq1[s0] | sq1[s1]
			bent2 := sq1[h[o0][s0]] | sq1[h[o1][s1]]
			att |= bent1&m.knight | bent2&m.wizard
			vis |= bent1 | bent2
		}
		s.att[d], s.vis[d] = att, vis
		s.checkers |= att
		s.lines |= vis
	}
}

// uncovered returns the attackers of the king once v is a hole: those of
// the directions whose walk did not visit v as before, the others walked
// again.
func (s *kingSafety) uncovered(v Square) Bitboard {
	w := hopper{&s.p.hop, uint8(v + 1)}
	k1 := uint8(s.king + 1)
	var att Bitboard
	for d := 0; d < 8; d++ {
		if s.vis[d].Has(v) {
			a, _ := s.m.walkDir(d, k1, w)
			att |= a
		} else {
			att |= s.att[d]
		}
	}
	return att
}

// walkMasks are by's pieces as the walk from a square looks for them: one
// step away along each direction, two, and at the end of a knight's and a
// wizard's paths.
type walkMasks struct {
	one                 [8]Bitboard
	two, knight, wizard Bitboard
}

func (p *Position) walkMasks(by Color) (m walkMasks) {
	by &= 1
	them := p.color[by]
	kingLion := (p.kinds[King] | p.kinds[Lion]) & them
	m.two = (p.kinds[Champion] | p.kinds[Lion]) & them
	m.knight = p.kinds[Knight] & them
	m.wizard = p.kinds[Wizard] & them
	// A champion steps one square orthogonally, a wizard diagonally, and
	// a pawn of colour by captures forwards, so it stands behind the
	// square as seen from by's side.
	orth := kingLion | p.kinds[Champion]&them
	diag := kingLion | m.wizard
	m.one = [8]Bitboard{dirN: orth, dirE: orth, dirS: orth, dirW: orth, dirNE: diag, dirNW: diag, dirSW: diag, dirSE: diag}
	pawns := p.kinds[Pawn] & them
	if by == White {
		m.one[dirSW] |= pawns
		m.one[dirSE] |= pawns
	} else {
		m.one[dirNE] |= pawns
		m.one[dirNW] |= pawns
	}
	return m
}

// walkDir is the attack walk (attackWalk) along one direction d from k1 (a
// square in the neighbour table's s+1 form): its attackers and the squares
// it visits.
func (m *walkMasks) walkDir(d int, k1 uint8, w hopper) (att, vis Bitboard) {
	d &= 7
	a := w.step(d, k1)
	b := w.step(d, a)
	att = sq1[a]&m.one[d] | sq1[b]&m.two
	vis = sq1[a] | sq1[b]
	if isDiag[d] && m.knight|m.wizard != 0 {
		o0, o1 := orthOf[d][0], orthOf[d][1]
		s0, s1 := w.step(o0, a), w.step(o1, a)
		bent1 := sq1[s0] | sq1[s1]
		bent2 := sq1[w.step(o0, s0)] | sq1[w.step(o1, s1)]
		att |= bent1&m.knight | bent2&m.wizard
		vis |= bent1 | bent2
	}
	return att, vis
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
	if m.From == s.king {
		// The walk from m.To never comes back to it, every path going
		// one way, so the piece taken there is no attacker: any attacker
		// found forbids the move, and the first will do.
		return p.attackersOf(m.To, them, s.king, true) == 0
	}
	if m.From != s.lastFrom {
		s.lastFrom, s.lastAfter = m.From, s.uncovered(m.From)
	}
	return s.lastAfter&^Bit(m.To) == 0
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
	if m.From == k {
		// As in allowsUncovering, the first attacker found forbids it.
		return p.attackersOf(m.To, us^1, k, true) == 0
	}
	return p.attackersOf(k, us^1, m.From, false)&^Bit(m.To) == 0
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
