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
	// stallReserve is kept on the clock (nine tenths of a smaller one): a
	// loaded machine can stop a process for a second or two, between two
	// nodes as anywhere (a match at 10 s + 0.1 s lost a game on time with
	// 2.2 s left and a hard limit of 0.6 s), and a search whose clock is
	// down to less then loses on time whatever its limits say.
	// Below the reserve a move spends little more than the increment, so
	// that the clock climbs back.
	stallReserve = 2 * time.Second
	// hardRatio bounds the hard limit to this many times the target: a
	// move can take that much longer than its share when its search is
	// unstable, never more.
	hardRatio = 4
)

// planClock returns a move's target time and hard limit on a clock with
// left on it (already less the move overhead), inc added after each move
// and togo moves to play until the time control (or the game's end). The
// target is the share of the clock, above its reserve, for each of the
// moves to go, plus most of the increment; the hard limit allows an
// unstable search hardRatio times that, but never more than half of what
// lies above the reserve and the increment's share together, nor half of
// the clock: the clock is checked before the increment is added, and a
// move that overruns into the reserve leaves the next ones less.
func planClock(left, inc time.Duration, togo int) (target, hard time.Duration) {
	left, inc = max(left, 0), max(inc, 0)
	togo = max(togo, 1)
	usable := left - min(left*9/10, stallReserve)
	target = usable/time.Duration(togo) + inc*3/4
	hard = min(target*hardRatio, (usable+inc*3/4)/2, left/2)
	hard = max(hard-safety, time.Millisecond)
	return min(target, hard), hard
}

// plan sets the job's depth, lines, level and time budget from its limits.
func (j *job) plan() {
	lim := &j.lim
	j.multiPV = max(1, lim.MultiPV)
	j.depth = maxDepth
	if lim.Depth > 0 {
		j.depth = min(lim.Depth, maxDepth)
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
	togo := lim.MovesToGo
	if togo <= 0 {
		togo = expectedTurns(&j.root)
	}
	j.soft, j.hard = planClock(left, inc, togo)
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

// expectedTurns guesses how many more turns the side to move will play, a
// little more than most games need: the clock's reserve, not this guess,
// keeps a longer game from running out of time, and a guess too long
// leaves the clock unspent at the end of the many short games. Wormhole
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
		return max(5, min(empty/2, (wormholePlies-p.Plies())/2, 14))
	}
	return max(8, 14-p.Plies()/20)
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
