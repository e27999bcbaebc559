package engine

import (
	"runtime"

	"wormweave/engine/eval"
	"wormweave/rules"
)

// maxLevel bounds the steps of a line from the root: plies, plus the extra
// steps of Interweave capture chains, plus the quiescence search.
const maxLevel = 200

// worker is one search thread. It owns a copy of the root position and every
// buffer its search needs, allocated once, so that the search itself never
// allocates.
type worker struct {
	id  int
	j   *job
	pos rules.Position
	ev  eval.Evaluator
	// qev is ev when it can be told that the side to move need not
	// capture, else nil.
	qev eval.QuietEvaluator
	// forkedFrom is the job's evaluator that ev was forked from, when it
	// is an eval.Forker: the fork is kept for the next search of the same.
	forkedFrom, forked eval.Evaluator
	// values are the piece values move ordering uses, by kind.
	values *[16]int32

	nodes, flushed int64
	nodeLimit      int64 // this worker's own limit (exact with one thread)
	seldepth       int
	stopped        bool
	// lastFirst is the first turn of the last first line reported (an
	// id), "" before one: the bestmove must be it (finalReport).
	lastFirst string

	moves  [maxLevel][]rules.Move
	scores [maxLevel][]int32
	pv     [maxLevel][maxLevel]rules.Move
	pvLen  [maxLevel]int

	killers [maxLevel][2]rules.Move
	history [2][64][64]int32
	// keys holds the key of the position at the start of each turn of the
	// current line, by ply, for the repetition check.
	keys [maxPly + 1]uint64
	// passed marks, by ply, the turn starts the line reached by a null
	// move: no repetition is seen across them.
	passed [maxPly + 1]bool

	root []rootMove

	// seeBuf holds the captures of each turn of a static exchange.
	seeBuf [seeMaxDepth][]rules.Move
}

// rootMove is one whole turn at the root, with what the search learned of it.
type rootMove struct {
	turn      rules.Turn
	score     Score // this iteration's, or -infinity if not known yet
	prevScore Score // the last iteration's
	bound     Bound
	// depth is the depth of the iteration that set score: a stopped
	// iteration leaves the turns it had not searched yet with the scores
	// of the one before, which must not be compared with its own.
	depth int
	pv    []rules.Move // steps from the root, the turn's own first
}

func newWorker(id int) *worker {
	w := &worker{id: id}
	for i := range w.moves {
		w.moves[i] = make([]rules.Move, 0, 256)
		w.scores[i] = make([]int32, 0, 256)
	}
	for i := range w.seeBuf {
		w.seeBuf[i] = make([]rules.Move, 0, 64)
	}
	return w
}

// clearHistory forgets the killer moves and the history heuristic.
func (w *worker) clearHistory() {
	w.killers = [maxLevel][2]rules.Move{}
	w.history = [2][64][64]int32{}
}

// tick counts a node and reports whether the search must stop.
func (w *worker) tick() bool {
	w.nodes++
	if w.nodes&1023 == 0 {
		w.flush()
		// Give the processor up now and then: with a search thread on
		// every core, a program's other goroutines (a board's drawing
		// and input) would otherwise wait for the runtime to preempt a
		// search, 10 ms or more, and a move played while analysing
		// would take several frames.
		runtime.Gosched()
		if n := w.j.lim.Nodes; n > 0 && w.j.nodes.Load() >= n {
			w.j.nodeLimitReached()
		}
	}
	if w.nodes >= w.nodeLimit {
		w.j.nodeLimitReached()
	}
	if w.j.s.stop.Load() {
		w.stopped = true
	}
	return w.stopped
}

// flush adds this worker's new nodes to the job's total.
func (w *worker) flush() {
	w.j.nodes.Add(w.nodes - w.flushed)
	w.flushed = w.nodes
}

// evaluate returns the static evaluation of the position, bounded away from
// mate scores.
func (w *worker) evaluate() Score {
	return w.scored(w.ev.Evaluate(&w.pos))
}

// evaluateQuiet is evaluate in a position whose side to move is known not
// to have to capture (rules.Position.MustCapture is false).
func (w *worker) evaluateQuiet() Score {
	if w.qev != nil {
		return w.scored(w.qev.EvaluateQuiet(&w.pos))
	}
	return w.evaluate()
}

// scored adds the job's noise to the evaluation e and bounds it.
func (w *worker) scored(e int) Score {
	s := Score(e) + w.j.noise(w.pos.Hash())
	return max(-maxEval, min(s, maxEval))
}

// terminal returns the score of a position where the side to move has no
// legal step, by the rules' own result, ply turns from the root.
func (w *worker) terminal(ply int) Score {
	winner, over := w.pos.Result().Winner()
	if !over {
		return 0
	}
	if winner == w.pos.Turn() {
		return MateScore - Score(ply)
	}
	return -(MateScore - Score(ply))
}
