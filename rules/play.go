package rules

import "fmt"

// Undo holds what Unmake needs to take a step back.
type Undo struct {
	captured  [4]Piece // the pieces of the step's Captured squares, in square order
	moved     Piece    // the piece that moved, as it was before a promotion
	epPass    Square
	epFile    int8
	chain     Square
	plies     int
	key       uint64
	turnEnded bool
}

// TurnEnded reports whether the step ended its turn. It is false only in the
// middle of an Interweave capture chain.
func (u Undo) TurnEnded() bool { return u.turnEnded }

// Moves appends to buf the legal steps of the side to move and returns the
// extended buffer. In the middle of an Interweave chain these are the chain
// piece's next captures. It allocates nothing when buf has room.
func (p *Position) Moves(buf []Move) []Move {
	return p.movesFrom(buf, ^Bitboard(0))
}

// HasMoves reports whether the side to move has a legal step, as
// len(p.Moves(nil)) > 0 would, without listing them all.
func (p *Position) HasMoves() bool {
	if p.v == Interweave {
		return p.interweaveHasMoves()
	}
	return p.wormholeHasMoves()
}

// Captures appends to buf the legal steps of the side to move that capture.
// In Interweave, where a capture is compulsory, they are the legal steps
// when a capture exists and none otherwise.
func (p *Position) Captures(buf []Move) []Move {
	if p.v == Interweave {
		if !p.MustCapture() {
			return buf // the quiet steps are not listed only to be dropped
		}
		return p.interweaveMoves(buf, ^Bitboard(0))
	}
	return p.wormholeLegal(buf, ^Bitboard(0), true)
}

// CapturesOn appends to buf the legal Wormhole steps of the side to move
// that capture the piece on t: the steps of Captures whose To is t, found
// from t's attackers alone, for a static exchange asks for them at every
// turn of the exchange. It appends nothing in Interweave, where a capture
// takes by approach, leap or custodian and its To is seldom the square
// taken.
func (p *Position) CapturesOn(buf []Move, t Square) []Move {
	if p.v != Wormhole || !t.Valid() || !p.color[p.turn^1].Has(t) {
		return buf
	}
	attackers := p.attackersOf(t, p.turn, NoSquare, false)
	if attackers == 0 {
		return buf
	}
	start := len(buf)
	buf = p.wormholeSteps(buf, p.turn, attackers, Bit(t))
	if len(buf) == start {
		return buf
	}
	return p.keepLegal(buf, start)
}

// MovesFrom returns the legal steps of the piece on s.
func (p *Position) MovesFrom(s Square) []Move {
	return p.AppendMovesFrom(nil, s)
}

// AppendMovesFrom appends the legal steps of the piece on s to buf; it
// allocates nothing when buf has room.
func (p *Position) AppendMovesFrom(buf []Move, s Square) []Move {
	if !s.Valid() {
		return buf
	}
	return p.movesFrom(buf, Bit(s))
}

func (p *Position) movesFrom(buf []Move, from Bitboard) []Move {
	if p.v == Interweave {
		return p.interweaveMoves(buf, from)
	}
	return p.wormholeMoves(buf, from)
}

// PieceMoves returns what the piece on s can do by its own movement rules,
// as a rules diagram shows it: in Interweave the quiet moves and the
// captures alike, whatever the mandatory-capture rule and the kings say; in
// Wormhole the legal moves of the piece (ignoring whose turn it is).
func (p *Position) PieceMoves(s Square) []Move {
	if !s.Valid() || !p.board[s].IsPiece() {
		return nil
	}
	c := p.board[s].Color()
	if p.v == Interweave {
		return p.interweavePseudo(nil, c, Bit(s), false, c == p.turn && p.chain < 0)
	}
	q := *p
	q.turn = c
	return q.wormholeMoves(nil, Bit(s))
}

// Make plays step m, which must come from Moves, and returns what Unmake
// needs to take it back. Use Play for a move from elsewhere.
func (p *Position) Make(m Move) Undo {
	if p.v == Interweave {
		return p.makeInterweave(m)
	}
	return p.makeWormhole(m)
}

// Unmake takes back step m, given the Undo that Make returned for it.
func (p *Position) Unmake(m Move, u Undo) {
	if p.v == Interweave {
		p.unmakeInterweave(m, u)
		return
	}
	p.unmakeWormhole(m, u)
}

// IsLegal reports whether m is one of the legal steps of the position.
func (p *Position) IsLegal(m Move) bool {
	if !m.From.Valid() || !m.To.Valid() {
		return false
	}
	if p.v == Wormhole {
		return p.wormholeIsLegal(m)
	}
	var buf [128]Move
	for _, l := range p.movesFrom(buf[:0], Bit(m.From)) {
		if l == m {
			return true
		}
	}
	return false
}

// Play plays step m if it is legal, and says why not otherwise.
func (p *Position) Play(m Move) (Undo, error) {
	if !p.IsLegal(m) {
		return Undo{}, fmt.Errorf("%s is not a legal move here", m.ID(p.v))
	}
	return p.Make(m), nil
}

// PlayTurn plays a whole turn, checking each step. On error the position is
// unchanged.
func (p *Position) PlayTurn(t Turn) error {
	if len(t) == 0 {
		return fmt.Errorf("empty turn")
	}
	q := *p
	for i, m := range t {
		u, err := q.Play(m)
		if err != nil {
			return err
		}
		if u.turnEnded != (i == len(t)-1) {
			if u.turnEnded {
				return fmt.Errorf("the turn ends after %s; %d more steps were given", m.ID(p.v), len(t)-1-i)
			}
			return fmt.Errorf("the turn is not over: the piece on %s must capture again", m.To)
		}
	}
	*p = q
	return nil
}

// MustCapture reports whether the side to move has to capture (Interweave:
// a capture is possible, so no quiet move is; or a chain is under way).
func (p *Position) MustCapture() bool {
	if p.v != Interweave || p.interweaveOver() {
		return false
	}
	return p.chain >= 0 || p.interweaveCaptureExists(p.turn, p.color[p.turn], true)
}

// MustCaptureElseHasMoves reports MustCapture and, when the side to move
// need not capture, HasMoves (when it must, it does not look for a move
// and reports false): a search asks both at every quiet Interweave leaf,
// and one test of the captures then answers both, where the two make one
// each.
func (p *Position) MustCaptureElseHasMoves() (mustCapture, hasMoves bool) {
	if p.v != Interweave {
		return false, p.HasMoves()
	}
	if p.interweaveOver() {
		return false, false
	}
	if p.chain >= 0 || p.interweaveCaptureExists(p.turn, p.color[p.turn], true) {
		return true, false
	}
	return false, p.interweaveHasQuiet()
}

// InCheck reports whether the side to move's king is attacked (Wormhole).
func (p *Position) InCheck() bool {
	if p.v != Wormhole {
		return false
	}
	k := p.kingSquare(p.turn)
	return k >= 0 && p.wormholeAttacked(k, p.turn^1)
}

// MovesInCheck returns Moves and InCheck together: in Wormhole one search
// of the king's attackers answers both, where the two make one each.
func (p *Position) MovesInCheck(buf []Move) (moves []Move, inCheck bool) {
	if p.v != Wormhole {
		return p.Moves(buf), p.InCheck()
	}
	var safe kingSafety
	safe.init(p)
	start := len(buf)
	buf = p.wormholeSteps(buf, p.turn, p.color[p.turn], ^Bitboard(0))
	return p.keepLegalWith(&safe, buf, start), safe.checkers != 0
}

// InCheckElseHasMoves reports InCheck and, when the side to move is not in
// check, HasMoves (in check it does not look for a move and reports
// false): a search asks whether a side without a check has a move, and in
// Wormhole one search of the king's attackers then answers both, where the
// two make one each.
func (p *Position) InCheckElseHasMoves() (inCheck, hasMoves bool) {
	if p.v != Wormhole {
		return false, p.HasMoves()
	}
	var safe kingSafety
	safe.init(p)
	if safe.checkers != 0 {
		return true, false
	}
	return false, p.hasMovesWith(&safe)
}

// MakeNull passes the turn without moving, for a search's null-move
// pruning: it is never a legal move. It must not be called in the middle of
// an Interweave chain. The returned Undo is for UnmakeNull.
func (p *Position) MakeNull() Undo {
	u := Undo{plies: p.plies, epPass: p.epPass, epFile: p.epFile, chain: p.chain, key: p.key, turnEnded: true}
	p.key ^= p.epKey() ^ zBlack
	p.epPass, p.epFile = NoSquare, 0
	p.turn ^= 1
	p.plies++
	return u
}

// UnmakeNull takes back MakeNull.
func (p *Position) UnmakeNull(u Undo) {
	p.turn ^= 1
	p.plies, p.epPass, p.epFile, p.chain, p.key = u.plies, u.epPass, u.epFile, u.chain, u.key
}
