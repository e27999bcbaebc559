package engine

import (
	"time"

	"wormweave/rules"
)

// safety is kept back from every clock-based budget for the time it takes
// to report and play the move.
const safety = 30 * time.Millisecond

// The clock's plan (see planClock).
const (
	// reserveShare: the clock keeps 1/reserveShare of itself back, so
	// that a move which overruns its plan (a process paused by a loaded
	// machine) eats into the reserve and not into the next moves. A share
	// rather than a fixed amount: two fixed seconds left a fifth of a
	// 10 s + 0.1 s game unused and most of a 3 s one (MATCHES.md, "A
	// clock well spent").
	reserveShare = 20
	// hardRatio bounds the hard limit to this many times the target: a
	// move can take that much longer than its share when its search is
	// unstable, never more.
	hardRatio = 4
)

// planClock returns a move's target time and hard limit on a clock with
// left on it (already less the move overhead for this move), inc added
// after each move, overhead the cost of each move outside the search and
// togo moves to play. exact says that togo is the moves to the next time
// control (UCI's movestogo), when the clock is refilled; otherwise togo is
// a guess at the moves to the game's end.
//
// The clock above its reserve, less the overheads of the moves after this
// one, is shared among the moves to go. With an exact togo the increments
// of those moves are shared too, and at togo 1, the move before the
// control, the search may use all of it: it has no soft limit (target 0)
// and the hard limit is the clock above the reserve. With a guessed togo
// only half the increment is added: a game that lasts longer than guessed
// settles where the clock is about togo/2 increments, not at zero. The
// hard limit allows an unstable search hardRatio targets, never more than
// half of what lies above the reserve (the clock is checked before the
// increment is added); the target is never above the hard limit, nor
// below a millisecond (a target of 0 would mean no soft limit).
func planClock(left, inc, overhead time.Duration, togo int, exact bool) (target, hard time.Duration) {
	left, inc, overhead = max(left, 0), max(inc, 0), max(overhead, 0)
	togo = max(togo, 1)
	usable := left - left/reserveShare
	if exact && togo == 1 {
		return 0, max(usable-safety, time.Millisecond)
	}
	n := time.Duration(togo)
	spare := max(usable-overhead*(n-1), 0)
	target = spare/n + inc/2
	if exact {
		target = (spare + inc*(n-1)) / n
	}
	hard = min(target*hardRatio, usable/2)
	hard = max(hard-safety, time.Millisecond)
	return max(min(target, hard), time.Millisecond), hard
}

// plan sets the job's depth, lines, level and time budget from its limits.
func (j *job) plan() {
	lim := &j.lim
	j.multiPV = max(1, lim.MultiPV)
	j.depth = maxDepth
	if lim.Depth > 0 {
		j.depth = min(lim.Depth, maxDepth)
	}
	if lim.Mate > 0 {
		j.depth = min(j.depth, 2*lim.Mate-1)
	}
	if f, limited := j.opt.strength(j.root.Variant()); limited {
		nodes, noise := ladder(f)
		if lim.Nodes == 0 || lim.Nodes > nodes {
			lim.Nodes = nodes
			j.levelNodes = true
		}
		j.noiseAmp = noise
	}
	j.hard = 0
	if lim.Infinite {
		return
	}
	if lim.MoveTime > 0 {
		j.hard = lim.MoveTime
		return
	}
	if !j.onClock() {
		return
	}
	// A game on the clock where the side to move has no time given (a
	// caller that sent only the other side's) plays as if its clock were
	// at zero, at once: searching on without a limit would never move.
	left, inc := max(lim.WTime, 0), lim.WInc
	if j.root.Turn() == rules.Black {
		left, inc = max(lim.BTime, 0), lim.BInc
	}
	left = max(left-j.opt.MoveOverhead, 0)
	togo, exact := lim.MovesToGo, lim.MovesToGo > 0
	if !exact {
		togo = expectedTurns(&j.root)
	}
	j.soft, j.hard = planClock(left, inc, j.opt.MoveOverhead, togo, exact)
}

// onClock reports whether the job's time comes from the clocks.
func (j *job) onClock() bool {
	return !j.lim.Infinite && j.lim.MoveTime <= 0 && j.lim.clock()
}

// oneTurn shortens the clock's budget for a root with a single turn:
// there is nothing to choose, only a score to report.
func (j *job) oneTurn() {
	j.soft, j.hard = 0, min(j.hard, max(50*time.Millisecond-safety, time.Millisecond))
}

// wormholePlies bounds a Wormhole game: every move fills a square with a
// hole, and the kings run out of room long before the squares do, so that
// games end before ply 64.
const wormholePlies = 64

// expectedTurns guesses how many more turns the side to move will play.
// The guess is short rather than long: a guess too long leaves the clock
// unspent at the end of the many short games, and a game that outlasts it
// still has the reserve and half of each increment (planClock). Wormhole
// games are bounded by their empty squares and wormholePlies; Interweave
// games have no bound, but most end within 40 plies of the opening and
// few last beyond 130 (see MATCHES.md, "Time management").
func expectedTurns(p *rules.Position) int {
	if p.Variant() == rules.Wormhole {
		empty := 0
		for s := rules.Square(0); s < 64; s++ {
			if p.At(s) == rules.Empty {
				empty++
			}
		}
		return max(5, min(empty/2, (wormholePlies-p.Plies())/2, 10))
	}
	return max(6, 8-p.Plies()/20)
}

// Factors of the soft limit (tenths of the target), from how the best
// turn and its score went over the last iterations.
const (
	stableFactor   = 6  // the same best turn for stableIterations or more
	changedFactor  = 5  // added for each recent change of the best turn
	failLowFactor  = 5  // added when the score fell or failed low
	maxSoftFactor  = 25 // at most this
	baseSoftFactor = 10

	stableIterations = 4
	// fallMargin is how far the score must fall from the iteration before
	// for the soft limit to grow.
	fallMargin = Score(25)
)

// timeState is what the main thread remembers of its iterations to decide
// whether to start another one.
type timeState struct {
	lastBest      string        // ID of the last iteration's best turn
	stable        int           // iterations in a row with that best turn
	changes       int           // changes of the best turn, halved each iteration
	lastScore     Score         // the last iteration's score
	failedLow     bool          // this iteration's search failed low at the root
	lastEnd       time.Duration // when the last iteration ended
	lastIteration time.Duration // how long it took
	branching     float64       // the last ratio of two iterations' times
}

// softFactor is the soft limit's share of the target, in tenths, for an
// iteration whose best turn and score were as st records them.
func (st *timeState) softFactor(fell bool) int {
	f := baseSoftFactor
	if st.stable >= stableIterations {
		f = stableFactor
	}
	f += changedFactor * min(st.changes, 2)
	if fell {
		f += failLowFactor
	}
	return min(f, maxSoftFactor)
}

// defaultBranching is the ratio of two iterations' times assumed before
// two iterations were timed, and minBranching, maxBranching bound the
// ratio measured: an iteration that took no time measures nothing.
const (
	defaultBranching = 3.0
	minBranching     = 1.5
	maxBranching     = 8.0
)

// iterationDone records an iteration that ended at elapsed with best turn
// best and score, and reports whether another one is worth starting:
// whether the soft limit, scaled by how settled the search is, is not
// past, and the next iteration, predicted to take the last one's time
// times the branching factor, can end before the hard limit.
func (j *job) iterationDone(best string, score Score, elapsed time.Duration) bool {
	st := &j.tm
	took := elapsed - st.lastEnd
	if st.lastIteration > time.Millisecond && took > 0 {
		st.branching = min(max(float64(took)/float64(st.lastIteration), minBranching), maxBranching)
	}
	st.lastEnd, st.lastIteration = elapsed, took
	fell := st.failedLow || st.lastBest != "" && score < st.lastScore-fallMargin
	st.changes /= 2
	if best == st.lastBest {
		st.stable++
	} else {
		if st.lastBest != "" {
			st.changes += 2
		}
		st.stable = 1
	}
	st.lastBest, st.lastScore, st.failedLow = best, score, false
	if j.soft <= 0 || j.s.isPondering() {
		return true
	}
	soft := j.soft * time.Duration(st.softFactor(fell)) / baseSoftFactor
	if elapsed >= min(soft, j.hard) {
		return false
	}
	b := st.branching
	if b == 0 {
		b = defaultBranching
	}
	next := time.Duration(float64(took) * b)
	return elapsed+next < j.hard
}
