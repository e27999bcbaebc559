package engine

import (
	"sync"

	"wormweave/engine/eval"
	"wormweave/engine/nnue"
	"wormweave/rules"
)

// defaultNets holds each variant's network kept in the program, read once
// on first use and shared: a Net is read-only, and each search evaluates
// with an accumulator of its own.
var defaultNets [2]struct {
	once sync.Once
	net  *nnue.Net
}

// LinearEvalName names the linear evaluation, where an evaluation is
// chosen by name (UCI's EvalFile, a match player's eval=): the default is
// the network.
const LinearEvalName = "<linear>"

// DefaultEval returns a new evaluator of variant v's default evaluation:
// the learned network kept in the program (package nnue), which beat the
// linear evaluation by about 80 Elo in Wormhole and 100 in Interweave at
// 100 ms a move (MATCHES.md, "The learned evaluation"). Were the program's
// copy of it unreadable, which its tests rule out, the linear evaluation
// would play instead of no evaluation at all.
func DefaultEval(v rules.Variant) eval.Evaluator {
	d := &defaultNets[variantIndex(v)]
	d.once.Do(func() { d.net, _ = nnue.Embedded(v) })
	if d.net == nil {
		return eval.Linear(v)
	}
	return d.net.NewEvaluator()
}
