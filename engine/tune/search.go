package tune

import (
	"math/rand"
	"time"

	"wormweave/engine/eval"
	"wormweave/rules"
)

// Scores of the small searcher: a side that cannot move has lost, sooner
// losses scoring lower.
const (
	mateScore = 100000
	infinity  = mateScore + 1
	// maxQuiet bounds the quiescence search: Interweave chains and capture
	// sequences can run long, and the games only need a fair opinion.
	maxQuiet = 6
	maxPly   = 64
)

// searcher is an alpha-beta searcher over steps, to a depth in whole turns,
// with a quiescence search over captures. It plays the self-play games.
type searcher struct {
	ev    eval.Evaluator
	moves [maxPly + maxQuiet + 8][]rules.Move
	nodes int
	// deadline, when set, stops a search that reaches it: its scores are
	// then meaningless, and the game it plays is dropped.
	deadline time.Time
	stopped  bool
}

// tick counts a node and reports whether the search must stop.
func (s *searcher) tick() bool {
	s.nodes++
	if s.nodes&1023 == 0 && !s.deadline.IsZero() && !time.Now().Before(s.deadline) {
		s.stopped = true
	}
	return s.stopped
}

func newSearcher(ev eval.Evaluator) *searcher {
	s := &searcher{ev: ev}
	for i := range s.moves {
		s.moves[i] = make([]rules.Move, 0, 256)
	}
	return s
}

// choose returns the best step of p to depth turns, ties broken at random by
// rng, and false if p has no legal step.
func (s *searcher) choose(p *rules.Position, depth int, rng *rand.Rand) (rules.Move, bool) {
	ms := p.Moves(nil)
	if len(ms) == 0 {
		return rules.Move{}, false
	}
	rng.Shuffle(len(ms), func(i, j int) { ms[i], ms[j] = ms[j], ms[i] })
	best, bestScore := ms[0], -infinity
	for _, m := range ms {
		u := p.Make(m)
		var sc int
		if u.TurnEnded() {
			sc = -s.search(p, depth-1, 1, -infinity, -bestScore)
		} else {
			sc = s.search(p, depth, 1, bestScore, infinity)
		}
		p.Unmake(m, u)
		if sc > bestScore {
			best, bestScore = m, sc
		}
	}
	return best, true
}

// search returns the score of p for its side to move, depth whole turns
// deep; ply counts steps from the root.
func (s *searcher) search(p *rules.Position, depth, ply int, alpha, beta int) int {
	if depth <= 0 || ply >= maxPly {
		return s.quiesce(p, ply, 0, alpha, beta)
	}
	if s.tick() {
		return 0
	}
	ms := p.Moves(s.moves[ply][:0])
	if len(ms) == 0 {
		return -mateScore + ply
	}
	capturesFirst(ms)
	for _, m := range ms {
		u := p.Make(m)
		var sc int
		if u.TurnEnded() {
			sc = -s.search(p, depth-1, ply+1, -beta, -alpha)
		} else {
			sc = s.search(p, depth, ply+1, alpha, beta)
		}
		p.Unmake(m, u)
		if sc > alpha {
			alpha = sc
			if alpha >= beta {
				break
			}
		}
	}
	return alpha
}

// quiesce searches captures only. In Interweave a side that can capture
// must, so such a position has no standing score; in Wormhole the side to
// move may stand on its evaluation unless in check.
func (s *searcher) quiesce(p *rules.Position, ply, qdepth int, alpha, beta int) int {
	if s.tick() {
		return 0
	}
	ms := p.Moves(s.moves[ply][:0])
	if len(ms) == 0 {
		return -mateScore + ply
	}
	forced := p.MustCapture() || p.InCheck()
	capturesFirst(ms)
	if !forced || qdepth >= maxQuiet {
		stand := s.ev.Evaluate(p)
		if qdepth >= maxQuiet {
			return stand
		}
		if stand >= beta {
			return stand
		}
		if stand > alpha {
			alpha = stand
		}
	}
	for _, m := range ms {
		if !forced && !m.IsCapture() {
			continue
		}
		u := p.Make(m)
		var sc int
		if u.TurnEnded() {
			sc = -s.quiesce(p, ply+1, qdepth+1, -beta, -alpha)
		} else {
			sc = s.quiesce(p, ply+1, qdepth+1, alpha, beta)
		}
		p.Unmake(m, u)
		if sc > alpha {
			alpha = sc
			if alpha >= beta {
				break
			}
		}
	}
	return alpha
}

// capturesFirst moves the captures to the front, those taking the most
// pieces first, so that alpha-beta cuts early.
func capturesFirst(ms []rules.Move) {
	n := 0
	for i, m := range ms {
		if m.IsCapture() {
			ms[i], ms[n] = ms[n], ms[i]
			n++
		}
	}
	caps := ms[:n]
	for i := 1; i < len(caps); i++ {
		for j := i; j > 0 && caps[j].Captured.Count() > caps[j-1].Captured.Count(); j-- {
			caps[j], caps[j-1] = caps[j-1], caps[j]
		}
	}
}
