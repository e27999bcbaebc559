package engine

import "wormweave/rules"

// setPV makes m followed by the child's line the line at level; search and
// quiescence both grow their lines this way, so a line reported from either
// is built the same.
func (w *worker) setPV(level int, m rules.Move) {
	w.pv[level][0] = m
	n := copy(w.pv[level][1:], w.pv[level+1][:w.pvLen[level+1]])
	w.pvLen[level] = n + 1
}

// boundOf classifies a node's score for the transposition table: a fail
// high is a lower bound, and a node where no move raised alpha (or none was
// searched) is an upper bound.
func boundOf(best, alpha, alpha0, beta Score, hasBest bool) Bound {
	switch {
	case best >= beta:
		return Lower
	case !hasBest || alpha == alpha0:
		return Upper
	}
	return Exact
}
