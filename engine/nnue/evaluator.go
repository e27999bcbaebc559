package nnue

import (
	"wormweave/engine/eval"
	"wormweave/rules"
)

// Evaluator evaluates positions with a Net, keeping the hidden layer (the
// accumulator, one half for each side's view) of the last position it
// evaluated. The next position is reached from it by the squares that
// changed: after a make or an unmake that is the step's few squares (a
// Wormhole move's start, end and new hole; an Interweave step's start, end
// and captured squares, and the pool), so the accumulator follows the
// search at the cost of those inputs alone, and a search that never
// evaluates a node never pays for its step. A position far from the last
// one (another game, a jump across the tree) is computed afresh.
//
// An Evaluator must not be used by two goroutines at once; Fork gives
// another searcher its own.
type Evaluator struct {
	net   *Net
	valid bool
	b     board
	acc   [2][]int16 // White's view, Black's view
	feats []int
	// off and on gather a step's inputs, a perspective each: at most
	// refreshAfter squares changed, each one input off and one on, and
	// the pool's. They live here, not on follow's stack, which would
	// clear them at every call.
	off, on [2][refreshAfter + 2*3*poolDepth]int
}

// NewEvaluator returns an Evaluator of n.
func (n *Net) NewEvaluator() *Evaluator {
	e := &Evaluator{net: n}
	e.acc[0] = make([]int16, n.hidden)
	e.acc[1] = make([]int16, n.hidden)
	return e
}

// Fork returns a new Evaluator of the same net, for another searcher.
func (e *Evaluator) Fork() eval.Evaluator { return e.net.NewEvaluator() }

// Evaluate returns the net's score of p, in centipawns for the side to move.
func (e *Evaluator) Evaluate(p *rules.Position) int {
	nb := boardOf(p)
	e.follow(&nb)
	t := p.Turn()
	return e.net.output(e.acc[t], e.acc[t^1])
}

// EvaluateQuiet is Evaluate: the net does not ask whether a capture is due.
func (e *Evaluator) EvaluateQuiet(p *rules.Position) int { return e.Evaluate(p) }

// refreshAfter is the number of changed squares past which computing the
// accumulator afresh is cheaper than updating it.
const refreshAfter = 16

// follow brings the accumulator to board nb. The inputs that went off and
// came on are gathered first and applied to each half in passes of one
// off and one on together, so that a quiet step (one input off, one on, a
// perspective) reads and writes the accumulator once, not twice.
func (e *Evaluator) follow(nb *board) {
	if !e.valid || e.changed(nb) > refreshAfter {
		e.refresh(nb)
		return
	}
	n := e.net
	v := n.v
	off := [2][]int{e.off[0][:0], e.off[1][:0]}
	on := [2][]int{e.on[0][:0], e.on[1][:0]}
	for r := 0; r < 64; r += 8 {
		if [8]rules.Piece(e.b.sq[r:r+8]) == [8]rules.Piece(nb.sq[r:r+8]) {
			continue
		}
		for s := r; s < r+8; s++ {
			old, now := e.b.sq[s], nb.sq[s]
			if old == now {
				continue
			}
			for persp := rules.White; persp <= rules.Black; persp++ {
				if f := pieceFeature(v, persp, old, s); f >= 0 {
					off[persp] = append(off[persp], f)
				}
				if f := pieceFeature(v, persp, now, s); f >= 0 {
					on[persp] = append(on[persp], f)
				}
			}
		}
	}
	if v == rules.Interweave && e.b.pool != nb.pool {
		for c := rules.White; c <= rules.Black; c++ {
			for i := 0; i < 3; i++ {
				was, is := min(e.b.pool[c][i], poolDepth), min(nb.pool[c][i], poolDepth)
				for k := is + 1; k <= was; k++ {
					for persp := rules.White; persp <= rules.Black; persp++ {
						off[persp] = append(off[persp], poolFeature(persp, c, i, k))
					}
				}
				for k := was + 1; k <= is; k++ {
					for persp := rules.White; persp <= rules.Black; persp++ {
						on[persp] = append(on[persp], poolFeature(persp, c, i, k))
					}
				}
			}
		}
	}
	for persp := rules.White; persp <= rules.Black; persp++ {
		e.update(persp, off[persp], on[persp])
	}
	e.b = *nb
}

// update takes the inputs off off and puts the inputs on on in the
// perspective's half, a pair of them a pass.
func (e *Evaluator) update(persp rules.Color, off, on []int) {
	h := e.net.hidden
	acc := e.acc[persp][:h]
	for len(off) > 0 && len(on) > 0 {
		addSub(acc, e.net.ftW[on[0]*h:on[0]*h+h], e.net.ftW[off[0]*h:off[0]*h+h])
		off, on = off[1:], on[1:]
	}
	for _, f := range off {
		e.sub(persp, f)
	}
	for _, f := range on {
		e.add(persp, f)
	}
}

// changed counts the squares where nb differs from the board of the
// accumulator, comparing eight squares at a time.
func (e *Evaluator) changed(nb *board) int {
	n := 0
	for r := 0; r < 64; r += 8 {
		if [8]rules.Piece(e.b.sq[r:r+8]) == [8]rules.Piece(nb.sq[r:r+8]) {
			continue
		}
		for s := r; s < r+8; s++ {
			if e.b.sq[s] != nb.sq[s] {
				n++
			}
		}
	}
	return n
}

// refresh computes the accumulator of nb from scratch.
func (e *Evaluator) refresh(nb *board) {
	n := e.net
	for persp := rules.White; persp <= rules.Black; persp++ {
		copy(e.acc[persp], n.ftB)
		e.feats = appendFeatures(e.feats[:0], n.v, nb, persp)
		for _, f := range e.feats {
			e.add(persp, f)
		}
	}
	e.b = *nb
	e.valid = true
}

func (e *Evaluator) add(persp rules.Color, f int) {
	h := e.net.hidden
	add(e.acc[persp][:h], e.net.ftW[f*h:f*h+h])
}

func (e *Evaluator) sub(persp rules.Color, f int) {
	h := e.net.hidden
	sub(e.acc[persp][:h], e.net.ftW[f*h:f*h+h])
}
