package engine

import (
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"wormweave/engine/eval"
	"wormweave/rules"
)

// maxDepth is the greatest depth of an iteration, in whole turns.
const maxDepth = 64

// job is one search: what it was asked, and what its threads share.
type job struct {
	e       *Engine
	s       *Search
	root    rules.Position
	history []uint64
	lim     Limits
	opt     Options
	onInfo  func(Info)
	start   time.Time
	workers []*worker
	tt      *table
	ev      eval.Evaluator

	nodes   atomic.Int64
	multiPV int
	depth   int           // greatest iteration depth
	soft    time.Duration // the target: the soft limit before iterationDone scales it (0: none)
	hard    time.Duration // stop wherever the search is (0: none)
	tm      timeState     // the main thread's iterations, for the soft limit
	policy
	noiseAmp int32 // the levels' randomness, in centipawns
	seed     uint64

	// limitHit says that a time or node limit was reached, and lineOne
	// that the first line has a finished iteration: a limit stops the
	// search only once both hold (limitReached).
	limitHit, lineOne atomic.Bool
	// levelNodes says that the node limit is the level's (plan).
	levelNodes bool

	// cur is the root turn the main thread is searching, for Progress.
	curMu sync.Mutex
	cur   Progress
}

func (j *job) run() {
	defer close(j.s.done)
	// The clock runs from the job's start, before the root's turns are
	// listed: an Interweave position can have millions of them, and
	// listing the first rules.MaxTurns takes a tenth of a second or more.
	j.plan()
	var timerMu sync.Mutex // the timer is armed at PonderHit, on its caller's goroutine
	var timer *time.Timer
	defer func() {
		timerMu.Lock()
		defer timerMu.Unlock()
		if timer != nil {
			timer.Stop()
		}
	}()
	arm := func() {
		timerMu.Lock()
		defer timerMu.Unlock()
		if j.hard > 0 {
			if timer != nil {
				timer.Stop()
			}
			timer = time.AfterFunc(j.hard-time.Since(j.start), j.limitReached)
		}
	}
	j.s.whenPonderHit(arm)
	if j.lim.Progress != nil {
		stop := j.progressEverySecond()
		defer stop()
	}
	turns, cut := j.rootTurns()
	if len(turns) == 0 {
		// The game is over at the root: say who won, with no move.
		w := j.workers[0]
		w.j, w.pos = j, j.root
		j.s.result = Result{Score: w.terminal(0)}
		if j.onInfo != nil {
			j.onInfo(Info{Depth: 0, MultiPV: 1, Score: j.s.result.Score, Time: time.Since(j.start)})
		}
		// UCI's infinite and ponder hold their answer until stop (or
		// ponderhit), even with no move to search.
		j.s.waitStop(j.lim.Infinite)
		return
	}
	if len(turns) == 1 && j.onClock() {
		j.oneTurn() // nothing to choose
		j.s.whenPonderHit(arm)
	}
	var wg sync.WaitGroup
	for _, w := range j.workers[1:] {
		wg.Add(1)
		go func() {
			defer wg.Done()
			w.iterate(j, turns)
		}()
	}
	res := j.workers[0].iterate(j, turns)
	j.s.Stop() // the helpers end with the main thread
	wg.Wait()
	res.Nodes = j.nodes.Load()
	res.RootTurns, res.RootTurnsLeftOut = len(turns), cut
	j.s.result = res
}

// rootTurnsListed is the most turns the root lists: rules.MaxTurns, lowered
// by tests to cut a root that has fewer.
var rootTurnsListed = rules.MaxTurns

// limitReached stops the search for a time or node limit reached, or, if
// the first line has no finished iteration yet, once it has one
// (lineOneFinished): a search that gave a turn it had not searched could
// play the first turn the generator lists where a win was on the board.
// Only an explicit Stop ends a search sooner.
func (j *job) limitReached() {
	j.limitHit.Store(true)
	if j.lineOne.Load() {
		j.s.Stop()
	}
}

// nodeLimitReached stops the search for its node limit: at once when the
// limit is a level's (levels.go), whose strength was measured with searches
// stopped there, even before depth 1 (a level 0 that finished depth 1 beat
// the calibrated one by 260 Elo and more: MATCHES.md), else as
// limitReached does.
func (j *job) nodeLimitReached() {
	if j.levelNodes {
		j.s.Stop()
		return
	}
	j.limitReached()
}

// lineOneFinished records that the first line has finished an iteration,
// and stops the search if a limit was reached before.
func (j *job) lineOneFinished() {
	j.lineOne.Store(true)
	if j.limitHit.Load() {
		j.s.Stop()
	}
}

// minRootTurns are listed at the root even once the search is stopped:
// they take well under a millisecond, and the search chooses among them.
const minRootTurns = 1024

// rootTurns returns the legal turns at the root, those of SearchMoves only
// when it names any legal one, and whether the root has more turns than
// were listed: more than rules.MaxTurns, or more than the search had time
// to list before it was stopped (it lists minRootTurns whatever the time).
// A root that has more puts a turn that wins at once first, listed or not,
// if it has one (rootwins.go).
func (j *job) rootTurns() (turns []rules.Turn, cut bool) {
	var all []rules.Turn
	var buf []rules.Move // the turns' steps, copied into few large blocks
	j.root.WalkTurns(func(t rules.Turn) bool {
		if len(all) == rootTurnsListed || len(all) >= minRootTurns && (j.s.stop.Load() || j.limitHit.Load()) {
			cut = true
			return false
		}
		if cap(buf)-len(buf) < len(t) {
			buf = make([]rules.Move, 0, max(4096, len(t)))
		}
		n := len(buf)
		buf = append(buf, t...)
		all = append(all, rules.Turn(buf[n:len(buf):len(buf)]))
		return true
	})
	if cut {
		all = j.winFirst(all)
	}
	if len(j.lim.SearchMoves) == 0 {
		return all, cut
	}
	want := map[string]bool{}
	for _, t := range j.lim.SearchMoves {
		want[t.ID(j.root.Variant())] = true
	}
	var some []rules.Turn
	for _, t := range all {
		if want[t.ID(j.root.Variant())] {
			some = append(some, t)
		}
	}
	if len(some) == 0 {
		return all, cut
	}
	return some, cut
}

// iterate runs the iterative deepening loop of worker w and returns its
// result. Worker 0 reports and decides when to stop; the helpers search the
// same root at staggered depths and share what they find through the
// transposition table (Lazy SMP).
func (w *worker) iterate(j *job, turns []rules.Turn) Result {
	w.start(j)
	w.lastFirst = ""
	main := w.id == 0
	w.root = slices.Grow(w.root[:0], len(turns))
	for _, t := range turns {
		w.root = append(w.root, rootMove{turn: t, score: -infinity, prevScore: -infinity})
	}
	if !main {
		// Helpers start from another order, so that they explore other
		// subtrees first.
		r := j.seed ^ uint64(w.id)*0x9e3779b97f4a7c15
		for i := len(w.root) - 1; i > 0; i-- {
			r = r*6364136223846793005 + 1442695040888963407
			k := int(r>>33) % (i + 1)
			w.root[i], w.root[k] = w.root[k], w.root[i]
		}
	}
	multiPV := min(j.multiPV, len(w.root))
	res := Result{Best: w.root[0].turn, PV: []rules.Turn{w.root[0].turn}}
	for depth := 1; depth <= j.depth; depth++ {
		d := depth
		if !main && w.id%2 == 1 {
			d++ // half the helpers search one turn deeper
		}
		if d > j.depth {
			d = j.depth
		}
		w.seldepth = 0
		for i := range w.root {
			w.root[i].prevScore = w.root[i].score
		}
		finished := 0 // the lines of this iteration searched to the end
		for pv := 0; pv < multiPV && !w.stopped; pv++ {
			w.aspire(d, pv)
			if w.stopped {
				break
			}
			// Line pv was searched without the better lines, with a
			// full window where they saw it through a null one, and may
			// score above them: the lines found are listed best first
			// (with one line, nothing moves).
			slices.SortStableFunc(w.root[:pv+1], byScore)
			finished = pv + 1
			if main && pv == 0 {
				j.lineOneFinished()
			}
		}
		if !main {
			if w.stopped {
				break
			}
			continue
		}
		if w.stopped && finished > 0 {
			// The first lines of the iteration are finished, not the
			// others: the first is the best turn the search has, deeper
			// than the others' (MultiPV gives each line its time, and
			// the first comes first).
			res = w.result(d)
			w.report(d, finished)
			break
		}
		if w.stopped {
			// An unfinished iteration is used only for a new best turn
			// that it proved better than the last one. (A search stopped
			// before its first line finished depth 1, by Stop or by a
			// level's node limit, gives the first turn listed: the
			// levels' strength was measured so.)
			if i := w.provedBest(d); i >= 0 && res.Depth > 0 &&
				w.root[i].turn.ID(j.root.Variant()) != res.Best.ID(j.root.Variant()) {
				res = w.resultOf(i, res.Depth)
			}
			break
		}
		res = w.result(d)
		w.report(d, multiPV)
		if !j.iterationDone(res.Best.ID(j.root.Variant()), res.Score, time.Since(j.start)) {
			break
		}
		if m := j.lim.Mate; m > 0 && !j.lim.Infinite && res.Score.IsMate() && res.Score > 0 && res.Score.MateTurns() <= m {
			break // the win go mate asked for
		}
		if !j.lim.Infinite && w.matesSettled(d, multiPV) {
			break // deeper iterations would print the same lines again
		}
	}
	if main {
		w.finalReport(res)
	}
	if main && !w.stopped {
		// UCI's infinite waits for stop even with nothing left to do, and
		// a ponder for stop or ponderhit.
		j.s.waitStop(j.lim.Infinite)
	}
	w.flush()
	return res
}

// provedBest returns the index of the best root turn that an iteration of
// depth d, stopped, searched to the end with a score that is not only an
// upper bound, or -1 if there is none. The turns it had not searched yet
// keep the last iteration's scores, and the turn it was searching when
// stopped keeps an older one: neither counts, whatever it says.
func (w *worker) provedBest(d int) int {
	best := -1
	for i, rm := range w.root {
		if rm.depth != d || rm.score == -infinity || rm.bound == Upper {
			continue
		}
		if best < 0 || rm.score > w.root[best].score {
			best = i
		}
	}
	return best
}

// byScore orders root turns best first.
func byScore(a, b rootMove) int { return int(b.score) - int(a.score) }

// matesSettled reports whether every line of an iteration of depth d ends
// the game, each within fewer turns than d: a mate cannot get shorter, and
// a game's end found in every line leaves nothing for a deeper search.
func (w *worker) matesSettled(d, multiPV int) bool {
	for _, rm := range w.root[:multiPV] {
		if !rm.score.IsMate() || d < int(MateScore-abs(rm.score))+2 {
			return false
		}
	}
	return true
}

func abs(s Score) Score {
	if s < 0 {
		return -s
	}
	return s
}

// start readies the worker for a search of job j.
func (w *worker) start(j *job) {
	w.j = j
	w.pos = j.root
	w.ev = j.ev
	if f, ok := j.ev.(eval.Forker); ok {
		// An evaluator with state (an accumulator) serves one thread.
		if w.forkedFrom != j.ev {
			w.forkedFrom, w.forked = j.ev, f.Fork()
		}
		w.ev = w.forked
	}
	w.qev, _ = w.ev.(eval.QuietEvaluator)
	w.values = pieceValues(j.root.Variant())
	w.nodes, w.flushed = 0, 0
	w.stopped = false
	w.nodeLimit = 1<<63 - 1
	if j.lim.Nodes > 0 && len(j.workers) == 1 {
		w.nodeLimit = j.lim.Nodes
	}
}

// aspire searches the root for line pv at depth with an aspiration window
// around the last iteration's score, widening it until the score falls
// inside.
func (w *worker) aspire(depth, pv int) {
	prev := w.root[pv].prevScore
	alpha, beta := -infinity, infinity
	delta := Score(30)
	if depth >= 4 && prev > -infinity && !prev.IsMate() {
		alpha, beta = max(prev-delta, -infinity), min(prev+delta, infinity)
	}
	for {
		s := w.searchRoot(alpha, beta, depth, pv)
		slices.SortStableFunc(w.root[pv:], byScore)
		if w.stopped {
			return
		}
		switch {
		case s <= alpha && alpha > -infinity:
			if w.id == 0 && pv == 0 {
				w.j.tm.failedLow = true // the time manager gives it longer
			}
			w.reportBound(depth, pv, s, Upper)
			beta = (alpha + beta) / 2
			alpha = max(s-delta, -infinity)
		case s >= beta && beta < infinity:
			w.reportBound(depth, pv, s, Lower)
			beta = min(s+delta, infinity)
		default:
			return
		}
		delta += delta / 2
		if delta > 1000 {
			alpha, beta = -infinity, infinity
		}
	}
}

// searchRoot searches the root turns from index first on (the earlier ones
// are the lines already found by this iteration's multi-PV).
func (w *worker) searchRoot(alpha, beta Score, depth, first int) Score {
	best := -infinity
	var undo [64]rules.Undo
	for i := first; i < len(w.root); i++ {
		rm := &w.root[i]
		if w.id == 0 {
			w.j.searching(depth, rm.turn, i+1)
		}
		n := 0
		for _, m := range rm.turn {
			undo[n] = w.pos.Make(m)
			n++
		}
		w.keys[0] = w.j.root.Hash()
		var s Score
		if i == first {
			s = -w.search(-beta, -alpha, depth-1, 1, 1)
		} else {
			s = -w.search(-alpha-1, -alpha, depth-1, 1, 1)
			if s > alpha && s < beta && !w.stopped {
				s = -w.search(-beta, -alpha, depth-1, 1, 1)
			}
		}
		for k := n - 1; k >= 0; k-- {
			w.pos.Unmake(rm.turn[k], undo[k])
		}
		if w.stopped {
			return best
		}
		if i == first || s > alpha {
			rm.score = s
			rm.bound = Exact
			if s <= alpha {
				rm.bound = Upper
			} else if s >= beta {
				rm.bound = Lower
			}
			rm.pv = append(append(rm.pv[:0], rm.turn...), w.pv[1][:w.pvLen[1]]...)
			rm.depth = depth
		} else {
			rm.score = -infinity
		}
		if s > best {
			best = s
		}
		if s > alpha {
			alpha = s
			// A win at once is the best a turn can score: no turn
			// after it can beat it (the root's mate distance pruning).
			if s >= beta || s >= MateScore-1 {
				// The moves not searched keep -infinity: they sort last.
				for k := i + 1; k < len(w.root); k++ {
					w.root[k].score = -infinity
				}
				return s
			}
		}
	}
	return best
}

// result is the worker's best line after an iteration of depth.
func (w *worker) result(depth int) Result { return w.resultOf(0, depth) }

// resultOf is the result of root turn i as the best line at depth.
func (w *worker) resultOf(i, depth int) Result {
	rm := w.root[i]
	s := rm.score
	if s == -infinity {
		s = rm.prevScore
	}
	return Result{Best: rm.turn, Score: s, Depth: depth, Nodes: w.j.nodes.Load(), PV: turnsOf(w.j.root, rm.pv)}
}
