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

	KingEscape  int // per square the king can move to without being attacked
	KingTrapped int // once, when the king has no such square
	Tempo       int // for the side to move
}

// DefaultWormhole are the weights For uses: material and reach as tuning
// run 2 fitted them, the king and tempo terms as first set (TUNING.md); they
// beat the first weights in the matches of MATCHES.md.
var DefaultWormhole = WormholeParams{
	Pawn: 100, Knight: 213, Champion: 587, Wizard: 411, Lion: 696,
	PieceReach: 20, PawnReach: 31, PawnRank: 5,
	KingEscape: 10, KingTrapped: 60, Tempo: 10,
}

// Wormhole evaluates Wormhole positions. It holds only its weights, so one
// value may serve several searching goroutines.
type Wormhole struct {
	P WormholeParams
}

// NewWormhole returns a Wormhole evaluator with weights w.
func NewWormhole(w WormholeParams) *Wormhole { return &Wormhole{P: w} }

// Evaluate scores p for the side to move.
func (e *Wormhole) Evaluate(p *rules.Position) int {
	us := p.Turn()
	return e.side(p, us) - e.side(p, us.Other()) + e.P.Tempo
}

// side scores colour c's own terms.
func (e *Wormhole) side(p *rules.Position, c rules.Color) int {
	w := &e.P
	score := w.Knight*p.PiecesOf(c, rules.Knight).Count() +
		w.Champion*p.PiecesOf(c, rules.Champion).Count() +
		w.Wizard*p.PiecesOf(c, rules.Wizard).Count() +
		w.Lion*p.PiecesOf(c, rules.Lion).Count()

	pieces := p.PiecesOf(c, rules.Knight) | p.PiecesOf(c, rules.Champion) |
		p.PiecesOf(c, rules.Wizard) | p.PiecesOf(c, rules.Lion)
	reach := 0
	for b := pieces; b != 0; b &= b - 1 {
		reach += p.WormholeReach(b.First()).Count()
	}
	score += w.PieceReach * reach

	pawns := p.PiecesOf(c, rules.Pawn)
	start := 1
	if c == rules.Black {
		start = 6
	}
	pawnReach, ranks := 0, 0
	for b := pawns; b != 0; b &= b - 1 {
		s := b.First()
		pawnReach += p.WormholeReach(s).Count()
		ranks += abs(s.Rank() - start)
	}
	score += w.Pawn*pawns.Count() + w.PawnReach*pawnReach + w.PawnRank*ranks

	if k := p.PiecesOf(c, rules.King).First(); k != rules.NoSquare {
		escapes := 0
		for b := p.WormholeReach(k); b != 0; b &= b - 1 {
			if !p.WormholeAttacked(b.First(), c.Other(), k) {
				escapes++
			}
		}
		score += w.KingEscape * escapes
		if escapes == 0 {
			score -= w.KingTrapped
		}
	}
	return score
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
