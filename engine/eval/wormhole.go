package eval

import "wormweave/rules"

// The Wormhole evaluation.
//
// Every move leaves a hole, so the board shrinks from 64 squares towards
// none and the game ends within 64 plies; a side that cannot move loses,
// mate and stalemate alike. What matters besides material is therefore room:
// how many squares a side's pieces reach (moves jump over pieces and land on
// the nearest square that is not a hole, so reach is counted through the
// holes, as the move generator does), and how many safe squares its king can
// flee to. A king with no safe square is one quiet move from losing even
// when not in check, and is scored apart.
//
// Room is weighed per kind, and once more in proportion to the holes: a
// square of room counts for more on a board with fewer squares left.
//
// Pieces move a square or two, so material is won by attacks a side cannot
// meet in one move: the side to move is scored for its pieces the other side
// attacks and nothing defends, or attacks with a cheaper piece, and once
// more when there are two such (it can save only one). The other side's
// pieces are not: the side to move's captures are the quiescence search's
// to try. The squares round each king that the other side attacks count
// against it.
//
// Scores are the weighted sum of these terms for the side to move minus the
// same for the other side, plus a small bonus for having the move. Pawns
// promote only by capturing, on the last rank; their advance is one linear
// term.

// WormholeParams are the weights of the Wormhole evaluation, in centipawns.
// The tuning tool fits them (see TUNING.md); every field is an int so that it
// can walk them.
type WormholeParams struct {
	Pawn, Knight, Champion, Wizard, Lion int // material, per piece

	PieceReach int // per square a knight, champion, wizard or lion reaches
	PawnReach  int // per square a pawn can step or capture to
	PawnRank   int // per rank a pawn has advanced from its start rank

	// Per square a piece of the kind reaches, on top of PieceReach.
	MobKnight, MobChampion, MobWizard, MobLion int
	// Per 32 of the squares the side's pieces and pawns reach times the
	// holes on the board: room late in the game.
	MobLate int

	KingEscape  int // per square the king can move to without being attacked
	KingTrapped int // once, when the king has no such square
	KingZone    int // per square next to the king that the other side attacks

	// Threats to the side to move's pieces (subtracted): per pawn, and per
	// knight, champion, wizard or lion, attacked and not defended; per piece
	// attacked by a cheaper one (pawn, knight, wizard, champion, lion, in
	// that order), defended or not; once when two or more pieces are so
	// threatened.
	HangingPawn, HangingPiece, AttackedByLesser, ThreatTwo int

	Tempo int // for the side to move
}

// DefaultWormhole are the weights For uses: every weight as tuning run 6
// fitted it with the reach per kind and late in the game, the king's
// attacked neighbours and the threats, on 185,521 self-play positions, the
// tempo held at 65, which lessens the swing of the search's scores between
// odd and even depths (TUNING.md); they beat the build before run 6 in the
// matches of MATCHES.md.
var DefaultWormhole = WormholeParams{
	Pawn: 100, Knight: 205, Champion: 477, Wizard: 440, Lion: 693,
	PieceReach: 0, PawnReach: -20, PawnRank: 7,
	MobKnight: -7, MobChampion: -7, MobWizard: -28, MobLion: -18, MobLate: 79,
	KingEscape: -23, KingTrapped: 61, KingZone: 59,
	HangingPawn: 78, HangingPiece: 43, AttackedByLesser: 115, ThreatTwo: -26,
	Tempo: 65,
}

// Wormhole evaluates Wormhole positions. It holds only its weights, so one
// value may serve several searching goroutines.
type Wormhole struct {
	P WormholeParams
}

// NewWormhole returns a Wormhole evaluator with weights w.
func NewWormhole(w WormholeParams) *Wormhole { return &Wormhole{P: w} }

// wormholeSide is what the evaluation gathers of one side's pieces: the
// squares they cover (attack or defend), and those covered by its pieces
// of each value or less, for the attacks by a cheaper piece.
type wormholeSide struct {
	cover      rules.Bitboard
	byPawn     rules.Bitboard // covered by a pawn
	upToKnight rules.Bitboard // by a pawn or a knight
	upToWiz    rules.Bitboard // by a pawn, knight or wizard
	upToChamp  rules.Bitboard // by anything but a lion or the king
	kingNear   rules.Bitboard // the squares the king covers
	score      int            // the side's own terms
}

// Evaluate scores p for the side to move.
func (e *Wormhole) Evaluate(p *rules.Position) int {
	us := p.Turn()
	them := us.Other()
	var u, t wormholeSide
	holes := p.Holes().Count()
	e.side(p, us, holes, &u)
	e.side(p, them, holes, &t)
	w := &e.P
	score := u.score - t.score + w.Tempo
	score -= w.KingZone*(u.kingNear&t.cover).Count() - w.KingZone*(t.kingNear&u.cover).Count()

	// The side to move's pieces under a threat it must answer.
	knights, wizards := p.PiecesOf(us, rules.Knight), p.PiecesOf(us, rules.Wizard)
	champions, lions := p.PiecesOf(us, rules.Champion), p.PiecesOf(us, rules.Lion)
	pieces := knights | wizards | champions | lions
	if (pieces|p.PiecesOf(us, rules.Pawn))&t.cover == 0 {
		return score
	}
	lesser := knights&t.byPawn | wizards&t.upToKnight | champions&t.upToWiz | lions&t.upToChamp
	hanging := pieces & t.cover &^ u.cover &^ lesser
	score -= w.AttackedByLesser*lesser.Count() + w.HangingPiece*hanging.Count() +
		w.HangingPawn*(p.PiecesOf(us, rules.Pawn)&t.cover&^u.cover).Count()
	if (lesser | hanging).Count() >= 2 {
		score -= w.ThreatTwo
	}
	return score
}

// side gathers colour c's cover into s and scores its own terms there.
func (e *Wormhole) side(p *rules.Position, c rules.Color, holes int, s *wormholeSide) {
	w := &e.P
	pawns := p.PiecesOf(c, rules.Pawn)
	start := 1
	if c == rules.Black {
		start = 6
	}
	pawnReach, ranks := 0, 0
	for b := pawns; b != 0; b &= b - 1 {
		sq := b.First()
		r, cv := p.WormholeReachCover(sq)
		pawnReach += r.Count()
		s.byPawn |= cv
		ranks += abs(sq.Rank() - start)
	}
	score := w.Pawn*pawns.Count() + w.PawnReach*pawnReach + w.PawnRank*ranks

	// Kinds in order of value, so that each cover mask takes the cheaper
	// kinds' with it.
	s.cover = s.byPawn
	total := pawnReach
	for i, k := range [4]rules.Kind{rules.Knight, rules.Wizard, rules.Champion, rules.Lion} {
		switch i {
		case 1:
			s.upToKnight = s.cover
		case 2:
			s.upToWiz = s.cover
		case 3:
			s.upToChamp = s.cover
		}
		b := p.PiecesOf(c, k)
		reach := 0
		for ; b != 0; b &= b - 1 {
			r, cv := p.WormholeReachCover(b.First())
			reach += r.Count()
			s.cover |= cv
		}
		total += reach
		value, mob := e.kindWeights(k)
		score += (w.PieceReach+mob)*reach + value*p.PiecesOf(c, k).Count()
	}
	score += w.MobLate * (total * holes >> 5)

	if k := p.PiecesOf(c, rules.King).First(); k != rules.NoSquare {
		reach, cv := p.WormholeReachCover(k)
		s.kingNear = cv
		s.cover |= cv
		escapes := 0
		for b := reach; b != 0; b &= b - 1 {
			if !p.WormholeAttacked(b.First(), c.Other(), k) {
				escapes++
			}
		}
		score += w.KingEscape * escapes
		if escapes == 0 {
			score -= w.KingTrapped
		}
	}
	s.score = score
}

// kindWeights returns the value of a piece of kind k (a knight, wizard,
// champion or lion) and its reach weight on top of PieceReach.
func (e *Wormhole) kindWeights(k rules.Kind) (value, mob int) {
	switch k {
	case rules.Knight:
		return e.P.Knight, e.P.MobKnight
	case rules.Wizard:
		return e.P.Wizard, e.P.MobWizard
	case rules.Champion:
		return e.P.Champion, e.P.MobChampion
	}
	return e.P.Lion, e.P.MobLion
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
