package engine

import "wormweave/rules"

// Bounds of the quiescence search, in whole turns, where it stops following
// forced play: Wormhole check evasions, Interweave capture sequences.
const (
	qCheckTurns   = 2
	qCaptureTurns = 16
)

// quiesce searches until the position is quiet, so that no score comes from
// the middle of an exchange. What "quiet" means depends on the variant:
//
//   - Interweave: captures are compulsory and chain, so a position where a
//     capture exists is not quiet and has no standing pat: the side to move
//     must capture, and every capture is searched (a chain step keeps the
//     side to move, with neither a sign change nor a turn). A position with
//     no capture is quiet: its score is the evaluation.
//   - Wormhole: the side to move may stand pat or capture; a capture leaves
//     a hole that can open lines for either side, which the next captures
//     see. In check it cannot stand pat: every evasion is searched for the
//     first turns, so that mates at the horizon are seen.
//
// A side with no legal move has lost, here as everywhere.
func (w *worker) quiesce(alpha, beta Score, ply, level, qturns int) Score {
	w.pvLen[level] = 0
	if w.tick() {
		return 0
	}
	if ply > w.seldepth {
		w.seldepth = ply
	}
	if level >= maxLevel-1 || ply >= maxPly-1 {
		return w.evaluate()
	}
	pos := &w.pos
	key := pos.Hash()
	var moves []rules.Move
	var forced bool
	best, bestMove, hasBest := -infinity, rules.Move{}, false
	alpha0 := alpha
	if pos.Variant() == rules.Interweave {
		// A quiet Interweave position scores its evaluation at once,
		// without listing its moves: the table is asked only where
		// captures are searched, as its probe (a cache miss, mostly)
		// costs more than the evaluation.
		// One test of the captures answers whether the side must
		// capture and, when it need not, whether it has a move.
		mustCapture, hasMoves := pos.MustCaptureElseHasMoves()
		if !mustCapture {
			if !hasMoves {
				return w.terminal(ply)
			}
			return w.evaluateQuiet()
		}
		if qturns >= qCaptureTurns {
			if !pos.HasMoves() {
				return w.terminal(ply)
			}
			return w.evaluate()
		}
		moves = pos.Moves(w.moves[level][:0])
		forced = true
	}
	// The transposition table serves here too: its move first, and a
	// bound from any earlier search of the position ends this one.
	var ttMove rules.Move
	hasTT := false
	if e, ok := w.j.tt.probe(key); ok {
		ttMove, hasTT = rules.Move{From: e.from, To: e.to, Promo: e.promo}, e.hasMove
		s := fromTT(e.score, ply)
		if e.bound == Exact || e.bound == Lower && s >= beta || e.bound == Upper && s <= alpha {
			return s
		}
	}
	// Whether the side to move is in check matters for the first turns
	// only; when it is not, the same search of the king's attackers
	// tells whether it has a move.
	inCheck, hasMoves, asked := false, false, false
	if !forced && qturns < qCheckTurns {
		inCheck, hasMoves = pos.InCheckElseHasMoves()
		asked = true
	}
	switch {
	case forced:
	case inCheck:
		forced = true
		moves = pos.Moves(w.moves[level][:0])
		if len(moves) == 0 {
			return w.terminal(ply)
		}
	default:
		// Standing pat needs a legal move to stand on; the captures
		// are listed only when it does not already fail high.
		if !asked {
			hasMoves = pos.HasMoves()
		}
		if !hasMoves {
			return w.terminal(ply)
		}
		stand := w.evaluate()
		if stand >= beta {
			return stand
		}
		alpha = max(alpha, stand)
		best = stand
		moves = pos.Captures(w.moves[level][:0])
	}
	w.moves[level] = moves
	w.scoreMoves(level, moves, ttMove, hasTT)
	for i := range moves {
		m := w.pick(level, i)
		if !forced && w.scores[level][i] < orderCapture {
			// A Wormhole capture that loses material by the static
			// exchange (ordering.go): standing pat is better, and the
			// captures after it in the order are all such.
			break
		}
		u := pos.Make(m)
		var s Score
		if u.TurnEnded() {
			s = -w.quiesce(-beta, -alpha, ply+1, level+1, qturns+1)
		} else {
			s = w.quiesce(alpha, beta, ply, level+1, qturns)
		}
		pos.Unmake(m, u)
		if w.stopped {
			return 0
		}
		if s <= best {
			continue
		}
		best = s
		if s <= alpha {
			continue
		}
		alpha, bestMove, hasBest = s, m, true
		w.setPV(level, m)
		if s >= beta {
			break
		}
	}
	bound := boundOf(best, alpha, alpha0, beta, hasBest)
	w.j.tt.store(key, bestMove, hasBest, toTT(best, ply), 0, bound)
	return best
}
