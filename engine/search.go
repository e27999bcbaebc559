package engine

import (
	"math"

	"wormweave/rules"
)

// Pruning parameters. Each pruning is switched per variant in policy.go.
// They were set by hand; MATCHES.md, "The search constants and where each
// was measured", gives the matches of each against a step either way,
// which kept every one (some in Interweave only). The late move
// reductions' minimum depth and their table's offset are not matched yet.
const (
	futilityMargin = Score(150) // per turn of depth left
	nullMinDepth   = 3
	lmrMinDepth    = 3
	lmrMinIndex    = 3 // moves before this one are never reduced
	lmpMaxDepth    = 3 // late move pruning applies up to this depth
)

// lmrTable holds the reduction of the i-th move at a depth: it grows with
// the logarithms of both, as in the strong engines.
var lmrTable [64][64]int8

func init() {
	for d := 1; d < 64; d++ {
		for i := 1; i < 64; i++ {
			lmrTable[d][i] = int8(0.75 + math.Log(float64(d))*math.Log(float64(i))/2.25)
		}
	}
}

// lmpCount is how many quiet moves a node at depth searches before late
// move pruning drops the rest.
func lmpCount(depth int) int { return 3 + 2*depth*depth }

// search returns the score of the position within (alpha, beta) searching
// depth whole turns, ply turns and level steps from the root. It is the
// principal variation search; the numbered steps are its prunings, each
// with the reason it is sound.
func (w *worker) search(alpha, beta Score, depth, ply, level int) Score {
	w.pvLen[level] = 0
	pos := &w.pos
	turnStart := pos.ChainSquare() == rules.NoSquare
	key := pos.Hash()
	// 1. Repetitions (Interweave only: a Wormhole position never comes
	// back, it has one more hole each turn) score 0, to stop cycles.
	if turnStart {
		w.keys[ply] = key
		if w.repeated(ply) {
			return 0
		}
	}
	if depth <= 0 {
		if w.j.mateOnly {
			if !pos.HasMoves() {
				return w.terminal(ply)
			}
			return 0
		}
		return w.quiesce(alpha, beta, ply, level, 0)
	}
	if w.tick() {
		return 0
	}
	if level >= maxLevel-1 || ply >= maxPly-1 {
		return w.evaluate()
	}
	pvNode := beta-alpha > 1

	// Mate distance pruning: no line from here can do better than a win
	// on the next turn, or worse than a loss now.
	if turnStart {
		alpha = max(alpha, -(MateScore - Score(ply)))
		beta = min(beta, MateScore-Score(ply)-1)
		if alpha >= beta {
			return alpha
		}
	}

	// 2. The transposition table: a deep enough earlier search of this
	// position answers outright outside the principal variation.
	var ttMove rules.Move
	hasTT := false
	if e, ok := w.j.tt.probe(key); ok {
		ttMove, hasTT = rules.Move{From: e.from, To: e.to, Promo: e.promo}, e.hasMove
		if !pvNode && e.depth >= depth {
			s := fromTT(e.score, ply)
			if e.bound == Exact || e.bound == Lower && s >= beta || e.bound == Upper && s <= alpha {
				return s
			}
		}
	}

	moves, inCheck := pos.MovesInCheck(w.moves[level][:0])
	w.moves[level] = moves
	if len(moves) == 0 {
		return w.terminal(ply)
	}
	v := pos.Variant()
	// In Interweave a capture, once possible, is compulsory: Moves then
	// lists captures only.
	forced := v == rules.Interweave && moves[0].IsCapture()
	if inCheck {
		depth++ // 3. Check extension: a Wormhole check may end the game.
	} else if w.j.lmr && !hasTT && depth >= 4 && turnStart {
		// 3b. Internal iterative reduction, with the late move
		// reductions: a position no search has seen is searched a turn
		// shallower, its move ordering being a guess.
		depth--
	}
	// The static evaluation serves the prunings near the leaves and the
	// null move only: evaluations are costly, so others go without.
	static := -infinity
	// With those off (a proof's search), it is not needed at all.
	if turnStart && !inCheck && !forced && !pvNode &&
		((w.j.futility || w.j.reverseFutility) && depth <= lmpMaxDepth || w.j.nullMove && depth >= nullMinDepth) {
		// No capture is listed first, so none exists: the side need not capture.
		static = w.evaluateQuiet()
	}

	// 4. Reverse futility: near the leaves, a static score far above beta
	// stays above it whatever the move.
	if !pvNode && w.j.reverseFutility && depth <= lmpMaxDepth && static > -infinity && !beta.IsMate() &&
		static-futilityMargin*Score(depth) >= beta {
		return static
	}

	// 5. Null move: if passing the turn still fails high at reduced depth,
	// a real move surely would. Unsound in zugzwang, hence policy.go.
	if !pvNode && w.j.nullMove && turnStart && !inCheck && !forced && depth >= nullMinDepth &&
		static >= beta && !beta.IsMate() && len(moves) > 1 {
		r := 2 + depth/4
		u := w.makeNull(ply)
		s := -w.search(-beta, -beta+1, depth-1-r, ply+1, level+1)
		w.unmakeNull(ply, u)
		if w.stopped {
			return 0
		}
		if s >= beta {
			if s.IsMate() {
				s = beta
			}
			return s
		}
	}

	// 6. Futility: near the leaves, a quiet move cannot lift a static
	// score far below alpha back above it.
	futile := !pvNode && w.j.futility && depth <= 2 && static > -infinity &&
		!alpha.IsMate() && static+futilityMargin*Score(depth) <= alpha
	// 7. Late move pruning, with futility: near the leaves, quiet moves
	// ordered after the first few (by history) are not searched at all.
	// Both spare a move that forces the reply (see forcing).
	lmp := !pvNode && w.j.futility && depth <= lmpMaxDepth && static > -infinity && !alpha.IsMate()
	quiets := 0

	w.scoreMoves(level, moves, ttMove, hasTT)
	best, bestMove, hasBest := -infinity, rules.Move{}, false
	alpha0 := alpha
	side := pos.Turn()
	for i := range moves {
		m := w.pick(level, i)
		quiet := !m.IsCapture() && m.Promo == rules.NoKind
		prune := false
		if quiet && i > 0 {
			quiets++
			prune = futile || lmp && quiets > lmpCount(depth)
		}
		u := pos.Make(m)
		if prune && !w.forcing(u) {
			pos.Unmake(m, u)
			continue
		}
		var s Score
		switch {
		case !u.TurnEnded():
			// The chain goes on with the same side to move: same depth,
			// same window, no sign change.
			if i == 0 {
				s = w.search(alpha, beta, depth, ply, level+1)
			} else {
				s = w.search(alpha, alpha+1, depth, ply, level+1)
				if s > alpha && s < beta && !w.stopped {
					s = w.search(alpha, beta, depth, ply, level+1)
				}
			}
		case i == 0:
			s = -w.search(-beta, -alpha, depth-1, ply+1, level+1)
		default:
			// 8. Late move reductions: quiet moves ordered late rarely
			// matter; search them shallower and again if one does. An
			// Interweave move that forces a capture is never reduced
			// (policy.go).
			r := 0
			if w.j.lmr && quiet && depth >= lmrMinDepth && i >= lmrMinIndex && !inCheck &&
				!(v == rules.Interweave && w.forcing(u)) {
				r = int(lmrTable[min(depth, 63)][min(i, 63)])
				if pvNode {
					r--
				}
				r = max(0, min(r, depth-2))
			}
			s = -w.search(-alpha-1, -alpha, depth-1-r, ply+1, level+1)
			if s > alpha && r > 0 && !w.stopped {
				s = -w.search(-alpha-1, -alpha, depth-1, ply+1, level+1)
			}
			if s > alpha && s < beta && !w.stopped {
				s = -w.search(-beta, -alpha, depth-1, ply+1, level+1)
			}
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
			if quiet {
				w.rewardQuiet(side, level, depth, m, moves[:i])
			}
			break
		}
	}
	bound := boundOf(best, alpha, alpha0, beta, hasBest)
	w.j.tt.store(key, bestMove, hasBest, toTT(best, ply), depth, bound)
	return best
}

// forcing reports whether the turn just made (u its undo) leaves the
// opponent a forced reply, which the static score cannot see and a pruning
// must not skip: a Wormhole check or a position with no legal move (which
// loses there), or an Interweave capture the opponent must make.
func (w *worker) forcing(u rules.Undo) bool {
	if !u.TurnEnded() {
		return false
	}
	pos := &w.pos
	if pos.Variant() == rules.Wormhole {
		inCheck, hasMoves := pos.InCheckElseHasMoves()
		return inCheck || !hasMoves
	}
	return pos.MustCapture()
}

// repeated reports whether the position at ply, an Interweave turn start,
// occurred earlier in the line or in the game.
func (w *worker) repeated(ply int) bool {
	if !w.j.repetitions {
		return false
	}
	k := w.keys[ply]
	for p := ply - 1; p >= 0; p-- {
		if w.passed[p+1] {
			return false // a null move: what lies before is another line
		}
		if (ply-p)%2 == 0 && w.keys[p] == k {
			return true
		}
	}
	for _, h := range w.j.history {
		if h == k {
			return true
		}
	}
	return false
}

// makeNull passes the turn at ply, for the null move. The position at
// ply+1 is marked as reached by a pass, so that no repetition is seen
// across it: the child search records its own key at ply+1, so the mark
// cannot live in keys.
func (w *worker) makeNull(ply int) rules.Undo {
	w.passed[ply+1] = true
	return w.pos.MakeNull()
}

// unmakeNull takes back the pass makeNull made at ply.
func (w *worker) unmakeNull(ply int, u rules.Undo) {
	w.passed[ply+1] = false
	w.pos.UnmakeNull(u)
}
