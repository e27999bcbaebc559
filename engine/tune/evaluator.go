package tune

import (
	"wormweave/engine/eval"
	"wormweave/rules"
)

// DefaultEvaluator returns the variant's evaluation with its default
// weights, and a pointer to those weights (the Params struct Params reads
// and a fit changes), so that what the fit changes is what the evaluation
// scores with.
func DefaultEvaluator(v rules.Variant) (ev eval.Evaluator, params any) {
	if v == rules.Interweave {
		e := eval.NewInterweave(eval.DefaultInterweave)
		return e, &e.P
	}
	e := eval.NewWormhole(eval.DefaultWormhole)
	return e, &e.P
}
