package learn

import (
	"wormweave/rules"
)

// Status says where a level stands.
type Status uint8

// The states of a level.
const (
	Playing Status = iota // the goal is not met yet
	Met                   // the goal is met: the level is passed
	Failed                // the level cannot be met any more: restart it
)

// Failure says why a level failed.
type Failure uint8

// The failures. Report's fields say more: Square, Count, Reason.
const (
	NoFailure    Failure = iota
	LostPiece            // take-safe: the opponent took the piece on Square
	NoCapture            // capture: the move took nothing
	WrongCapture         // capture: the move took the piece on Square, not a target
	ShortChain           // chain: the turn made Count captures, fewer than asked
	KingAttacked         // escape: the king on Square can still be taken
	GameLost             // the learner lost the game (Reason says how)
	GameWon              // the game ended in the learner's favour before the goal was met
)

// Report is what a learner's step did.
type Report struct {
	Status  Status
	Failure Failure
	Square  rules.Square
	Count   int
	Reason  rules.Reason
	// ChainGoesOn says that the step was not the turn's last: the same
	// piece must capture again (Interweave).
	ChainGoesOn bool
	Moves       int            // the learner's whole turns so far
	Stars       int            // when Met: the stars earned, 1 to 3
	Collected   rules.Bitboard // the stars this step collected
	Taken       rules.Bitboard // the targets this step took
	Reply       rules.Turn     // the opponent's answer, nil when it passed
}

// Session plays one level: it takes the learner's steps as the board gives
// them, answers with the opponent's replies, and says when the goal is met
// or failed. A Session is a value of a few hundred bytes: the par search
// copies it at every node, so it holds no pointer it changes.
type Session struct {
	level   *Level
	par     int
	pos     rules.Position
	learner rules.Color
	stars   rules.Bitboard // the stars not collected yet
	targets rules.Bitboard // where the targets not taken yet stand
	moves   int            // the learner's whole turns
	caught  int            // captures made by the current turn's steps
	took    rules.Bitboard // the pieces the current turn took
	replies int            // the scripted replies played
	status  Status
	last    Report
	// offScript says that a scripted reply did not fit the position and
	// the opponent passed instead: Check refuses a solution that needs it.
	offScript bool
	// waiting says that the opponent is to move and its reply comes from
	// outside (Reply): a game level's engine runs in the window.
	waiting bool
}

// NewSession starts level l; par is its par (from Check), which the stars
// are counted from, or 0 for a game level.
func NewSession(l *Level, par int) (*Session, error) {
	p, err := l.Position()
	if err != nil {
		return nil, errorAt(l.Place, "bad %s FEN: %v", l.Variant, err)
	}
	s := &Session{level: l, par: par, pos: *p, learner: p.Turn()}
	for _, sq := range l.Stars {
		s.stars |= rules.Bit(sq)
	}
	for _, sq := range l.Targets {
		s.targets |= rules.Bit(sq)
	}
	return s, nil
}

// Level returns the level played.
func (s *Session) Level() *Level { return s.level }

// Position returns a copy of the position on the board.
func (s *Session) Position() *rules.Position {
	p := s.pos
	return &p
}

// Learner returns the learner's colour.
func (s *Session) Learner() rules.Color { return s.learner }

// Status returns where the level stands.
func (s *Session) Status() Status { return s.status }

// Moves returns the learner's whole turns so far.
func (s *Session) Moves() int { return s.moves }

// Stars returns the squares of the stars not collected yet.
func (s *Session) Stars() rules.Bitboard { return s.stars }

// Targets returns where the pieces to take stand that are not taken yet.
func (s *Session) Targets() rules.Bitboard { return s.targets }

// NeedsReply reports whether a game level waits for the opponent's move,
// which the caller finds (with the engine) and gives to Reply.
func (s *Session) NeedsReply() bool { return s.waiting }

// LegalTo returns the squares the piece on sq may move to now: the
// targets a board lights up. It is empty for a piece that is not the
// learner's or cannot move, and once the level is over.
func (s *Session) LegalTo(sq rules.Square) rules.Bitboard {
	if s.status != Playing || s.waiting || s.pos.Turn() != s.learner {
		return 0
	}
	var to rules.Bitboard
	for _, m := range s.pos.MovesFrom(sq) {
		to |= rules.Bit(m.To)
	}
	return to
}

// StarsFor returns the stars a level met in moves learner turns earns:
// three at par, two at one or two more, one beyond.
func StarsFor(moves, par int) int {
	switch {
	case moves <= par:
		return 3
	case moves <= par+2:
		return 2
	}
	return 1
}

// Play plays the learner's step m, as a board gives it: From, To and
// Promo must be those of a legal step; Captured may be left empty when
// only one legal step goes from From to To. A step that is not legal is
// refused with a *Refusal saying why, and changes nothing.
func (s *Session) Play(m rules.Move) (Report, error) {
	legal, ref := s.find(m)
	if ref != nil {
		return s.last, ref
	}
	return s.step(legal), nil
}

// find returns the legal step m stands for, or why there is none.
func (s *Session) find(m rules.Move) (rules.Move, *Refusal) {
	switch {
	case s.status != Playing:
		return m, &Refusal{Code: LevelOver, Square: rules.NoSquare}
	case s.waiting:
		return m, &Refusal{Code: OpponentToMove, Square: rules.NoSquare}
	}
	var found []rules.Move
	for _, l := range s.pos.MovesFrom(m.From) {
		if l.To == m.To && l.Promo == m.Promo && (m.Captured == 0 || m.Captured == l.Captured) {
			found = append(found, l)
		}
	}
	if len(found) == 1 {
		return found[0], nil
	}
	if len(found) > 1 {
		return m, &Refusal{Code: Ambiguous, Square: m.To, Targets: s.LegalTo(m.From)}
	}
	return m, s.explain(m)
}

// step plays the legal step m and everything that follows it: the goal's
// check at the end of the turn, and the opponent's reply.
func (s *Session) step(m rules.Move) Report {
	r := Report{Square: rules.NoSquare}
	u := s.pos.Make(m)
	r.Collected = s.stars & rules.Bit(m.To)
	s.stars &^= r.Collected
	r.Taken = s.targets & m.Captured
	s.targets &^= r.Taken
	if m.Captured != 0 {
		s.caught++
		s.took |= m.Captured
	}
	if !u.TurnEnded() {
		r.ChainGoesOn = true
		r.Moves = s.moves
		s.last = r
		return r
	}
	s.moves++
	r.Moves = s.moves
	s.endTurn(&r)
	s.caught, s.took = 0, 0
	if s.status == Playing && s.level.Goal != GoalGame {
		s.answer(&r)
	} else if s.status == Playing {
		s.waiting = true
	}
	s.finish(&r)
	return r
}

// endTurn checks the goal once the learner's turn is over, before the
// opponent answers.
func (s *Session) endTurn(r *Report) {
	l := s.level
	res, why := s.pos.Outcome()
	won := res == rules.WinFor(s.learner)
	switch l.Goal {
	case GoalStars:
		if s.stars == 0 {
			s.status = Met
		}
	case GoalTakeAll, GoalTakeSafe:
		if s.targets == 0 {
			s.status = Met
		}
	case GoalCapture:
		want := s.took
		if len(l.Targets) > 0 {
			want &= targetSet(l)
		}
		switch {
		case want != 0:
			s.status = Met
		case s.took == 0:
			s.fail(r, NoCapture)
		default:
			s.fail(r, WrongCapture)
			r.Square = s.took.First()
		}
		return
	case GoalChain:
		if s.caught >= l.Count {
			s.status = Met
		} else {
			s.fail(r, ShortChain)
			r.Count = s.caught
		}
		return
	case GoalEscape:
		if k, attacked := kingAttacked(&s.pos, s.learner); attacked {
			s.fail(r, KingAttacked)
			r.Square = k
		} else {
			s.status = Met
		}
		return
	case GoalWin, GoalGame, GoalSurvive:
		// A learner who wins has survived too.
		if won {
			s.status = Met
			r.Reason = why
		}
		return
	}
	if s.status == Playing && won {
		s.fail(r, GameWon)
		r.Reason = why
	}
}

func targetSet(l *Level) rules.Bitboard {
	var b rules.Bitboard
	for _, sq := range l.Targets {
		b |= rules.Bit(sq)
	}
	return b
}

func (s *Session) fail(r *Report, f Failure) {
	s.status = Failed
	r.Failure = f
}

// answer plays the opponent's reply and checks what it did.
func (s *Session) answer(r *Report) {
	mine := piecesOf(&s.pos, s.learner)
	reply := s.reply()
	s.afterReply(r, reply, mine)
}

// afterReply follows the targets the reply moved and checks what it took
// and whether the learner can still play.
func (s *Session) afterReply(r *Report, reply rules.Turn, mine rules.Bitboard) {
	var lost rules.Bitboard
	for _, m := range reply {
		if s.targets.Has(m.From) && m.From != m.To {
			s.targets = s.targets&^rules.Bit(m.From) | rules.Bit(m.To)
		}
		lost |= m.Captured & mine
	}
	r.Reply = reply
	if lost != 0 && s.level.Goal == GoalTakeSafe {
		s.fail(r, LostPiece)
		r.Square = lost.First()
		return
	}
	if res, why := s.pos.Outcome(); res == rules.LossFor(s.learner) {
		if s.level.Goal == GoalGame {
			s.status = Met
		} else {
			s.fail(r, GameLost)
		}
		r.Reason = why
		return
	}
	if s.level.Goal == GoalSurvive && s.moves >= s.level.Count {
		s.status = Met
	}
}

// finish gives a met level its stars and keeps the report.
func (s *Session) finish(r *Report) {
	r.Status = s.status
	if s.status == Met {
		switch {
		case s.level.Goal != GoalGame:
			r.Stars = StarsFor(s.moves, s.par)
		case r.Failure == NoFailure && s.pos.Result() == rules.WinFor(s.learner):
			r.Stars = 3
		default:
			r.Stars = 1
		}
	}
	s.last = *r
}

// Reply plays the opponent's move in a game level, as the engine found
// it. It is refused when no reply is awaited or the turn is not legal.
func (s *Session) Reply(t rules.Turn) (Report, error) {
	if !s.waiting {
		return s.last, &Refusal{Code: NotOpponentsTurn, Square: rules.NoSquare}
	}
	mine := piecesOf(&s.pos, s.learner)
	q := s.pos
	if err := q.PlayTurn(t); err != nil {
		return s.last, &Refusal{Code: NotItsMove, Square: rules.NoSquare}
	}
	s.pos = q
	s.waiting = false
	r := Report{Square: rules.NoSquare, Moves: s.moves}
	s.afterReply(&r, append(rules.Turn(nil), t...), mine)
	s.finish(&r)
	return r, nil
}
