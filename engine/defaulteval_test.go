package engine

import (
	"testing"

	"wormweave/engine/eval"
	"wormweave/engine/nnue"
	"wormweave/rules"
)

// The engine's default evaluation is the network the program holds, in
// each variant: a search without Options.Eval scores as one given the
// network does, and not as the linear evaluation, which LinearEval
// chooses.
func TestDefaultEvalIsTheNetwork(t *testing.T) {
	for _, v := range rules.Variants {
		net, err := nnue.Embedded(v)
		if err != nil {
			t.Fatalf("%v: the program's network: %v", v, err)
		}
		p := rules.NewPosition(v)
		if _, ok := DefaultEval(v).(*nnue.Evaluator); !ok {
			t.Errorf("%v: the default evaluation is a %T, not the network", v, DefaultEval(v))
		}
		score := func(o Options) Score {
			return New(o).Start(p, nil, Limits{Depth: 4}, nil).Wait().Score
		}
		byDefault, withNet, linear := score(Options{}), score(Options{Eval: net.NewEvaluator()}), score(Options{LinearEval: true})
		if byDefault != withNet {
			t.Errorf("%v: depth 4 scores %d by default, %d with the network", v, byDefault, withNet)
		}
		if want := score(Options{Eval: eval.Linear(v)}); linear != want || linear == byDefault {
			t.Errorf("%v: depth 4 scores %d with LinearEval, %d with the linear evaluation, %d by default", v, linear, want, byDefault)
		}
	}
}
