package learn

import (
	"fmt"

	"wormweave/rules"
)

// RefusalCode says why a learner's step was refused, in the rules' terms;
// the window words it in the user's language from the Refusal's fields.
type RefusalCode uint8

// The reasons a step is refused.
const (
	LevelOver        RefusalCode = iota // the level is met or failed: restart or go on
	OpponentToMove                      // a game level waits for the opponent's reply
	NotOpponentsTurn                    // Reply without a reply awaited
	NoPiece                             // no piece stands on From
	NotYours                            // the piece on From is the opponent's
	ChainGoesOn                         // Interweave: the piece on Square must capture again
	MustCapture                         // Interweave: a capture is mandatory; Squares: the pieces that can take
	InCheck                             // Wormhole: the king on Square is in check and this step leaves it so
	KingExposed                         // Wormhole: the step would leave the king on Square attacked
	HoleThere                           // Wormhole: To is a hole, where no piece stands
	OwnPiece                            // a piece of the learner's own stands on To
	WrongColour                         // Interweave: the piece keeps to its squares' colour and To is of the other
	NotItsMove                          // the piece does not move so
	Ambiguous                           // more than one legal step goes there: Captured must say which
)

// Refusal is why a step was refused: a code, the squares it concerns,
// and the squares the piece may go to, for the board to light up.
type Refusal struct {
	Code    RefusalCode
	Kind    rules.Kind     // the piece that was to move, when there is one
	Square  rules.Square   // the square the reason is about, or NoSquare
	Squares rules.Bitboard // MustCapture: the pieces that can take
	Targets rules.Bitboard // where the piece on From may go
}

// Error words the refusal in English; the window words it in the user's
// language from the fields.
func (r *Refusal) Error() string {
	switch r.Code {
	case LevelOver:
		return "the level is over: restart it or go on to the next"
	case OpponentToMove:
		return "it is the opponent's turn"
	case NotOpponentsTurn:
		return "no reply is awaited"
	case NoPiece:
		return "there is no piece there"
	case NotYours:
		return "that piece is the opponent's"
	case ChainGoesOn:
		return fmt.Sprintf("the chain goes on: the piece on %s must capture again", r.Square)
	case MustCapture:
		return "a capture is mandatory: one of your pieces can take"
	case InCheck:
		return fmt.Sprintf("your king on %s is in check: the move must parry it", r.Square)
	case KingExposed:
		return fmt.Sprintf("that would leave your king on %s attacked", r.Square)
	case HoleThere:
		return fmt.Sprintf("%s is a hole: no piece can stand there", r.Square)
	case OwnPiece:
		return fmt.Sprintf("one of your pieces stands on %s", r.Square)
	case WrongColour:
		return fmt.Sprintf("the %s stays on squares of its colour: %s is of the other", r.Kind, r.Square)
	case NotItsMove:
		return fmt.Sprintf("the %s does not move so", r.Kind)
	case Ambiguous:
		return fmt.Sprintf("more than one capture ends on %s: say which", r.Square)
	}
	return "refused"
}

// explain says why the step m is not legal in the session's position.
func (s *Session) explain(m rules.Move) *Refusal {
	p := &s.pos
	r := &Refusal{Square: m.To}
	if !m.From.Valid() || !m.To.Valid() || !p.At(m.From).IsPiece() {
		r.Code, r.Square = NoPiece, m.From
		return r
	}
	pc := p.At(m.From)
	r.Kind = pc.Kind()
	if pc.Color() != s.learner {
		r.Code, r.Square = NotYours, m.From
		return r
	}
	r.Targets = s.LegalTo(m.From)
	if c := p.ChainSquare(); c.Valid() && c != m.From {
		r.Code, r.Square = ChainGoesOn, c
		return r
	}
	at := p.At(m.To)
	switch {
	case at == rules.Hole:
		r.Code = HoleThere
		return r
	case at.IsPiece() && at.Color() == s.learner && m.To != m.From:
		r.Code = OwnPiece
		return r
	}
	if p.Variant() == rules.Interweave {
		return s.explainInterweave(m, r)
	}
	return s.explainWormhole(m, r)
}

func (s *Session) explainInterweave(m rules.Move, r *Refusal) *Refusal {
	p := &s.pos
	for _, pm := range p.PieceMoves(m.From) {
		if pm.To == m.To {
			// The piece moves so, but the turn does not allow it: a
			// capture is mandatory elsewhere.
			r.Code = MustCapture
			for _, l := range p.Moves(nil) {
				r.Squares |= rules.Bit(l.From)
			}
			return r
		}
	}
	if r.Kind != rules.Pawn && m.From.IsLight() != m.To.IsLight() {
		r.Code = WrongColour
		return r
	}
	r.Code = NotItsMove
	return r
}

func (s *Session) explainWormhole(m rules.Move, r *Refusal) *Refusal {
	p := &s.pos
	king := p.PiecesOf(s.learner, rules.King).First()
	// What the piece reaches by its movement alone: on a board without
	// the learner's king (nothing to keep safe), or for the king on one
	// without the enemy (nothing attacks it; a capture's square is then
	// an empty square it moves to alike).
	setup := p.Setup()
	if r.Kind == rules.King {
		for sq := range setup.Board {
			if pc := setup.Board[sq]; pc.IsPiece() && pc.Color() != s.learner {
				setup.Board[sq] = rules.Empty
			}
		}
	} else if king.Valid() {
		setup.Board[king] = rules.Empty
	}
	moves := false
	if q, err := rules.ParseFEN(p.Variant(), setup.FEN()); err == nil {
		for _, pm := range q.PieceMoves(m.From) {
			moves = moves || pm.To == m.To
		}
	}
	switch {
	case !moves:
		r.Code = NotItsMove
	case p.InCheck():
		r.Code, r.Square = InCheck, king
	case r.Kind == rules.King:
		r.Code = KingExposed
	default:
		r.Code, r.Square = KingExposed, king
	}
	return r
}

// kingAttacked reports whether the side to move in p can take one of c's
// kings (Interweave), or gives check (Wormhole: c is to move and in
// check), and the king's square.
func kingAttacked(p *rules.Position, c rules.Color) (rules.Square, bool) {
	kings := p.PiecesOf(c, rules.King)
	if p.Variant() == rules.Wormhole {
		q := *p
		if q.Turn() != c {
			q.MakeNull()
		}
		return kings.First(), q.InCheck()
	}
	q := *p
	if q.Turn() == c {
		q.MakeNull()
	}
	if !q.MustCapture() {
		return rules.NoSquare, false
	}
	hit := rules.NoSquare
	q.WalkTurns(func(t rules.Turn) bool {
		for _, m := range t {
			if k := m.Captured & kings; k != 0 {
				hit = k.First()
				return false
			}
		}
		return true
	})
	return hit, hit.Valid()
}
