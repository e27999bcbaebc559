package nnue_test

import (
	"testing"

	"wormweave/engine"
	"wormweave/engine/eval"
	"wormweave/engine/nnue"
	"wormweave/rules"
)

// The search's benchmark is outside the package: the engine imports it.

// BenchmarkSearch measures a one-thread search's nodes a second with the
// linear evaluation, with a net of 64 hidden units a side (random
// weights: the cost of a node does not depend on them) and with the
// engine's default, the net kept in the program, from positions of random
// games:
//
//	go test -run X -bench Search -benchtime 20x ./engine/nnue
func BenchmarkSearch(b *testing.B) {
	for _, v := range rules.Variants {
		ps := nnue.RandomPositions(v, 8, 11)
		for _, c := range []struct {
			name string
			ev   func() eval.Evaluator
		}{
			{"linear", func() eval.Evaluator { return eval.Linear(v) }},
			{"net64", func() eval.Evaluator { return nnue.RandomNet(v, 64, 1).NewEvaluator() }},
			{"default", func() eval.Evaluator { return engine.DefaultEval(v) }},
		} {
			b.Run(v.String()+"/"+c.name, func(b *testing.B) {
				e := engine.New(engine.Options{Threads: 1, Eval: c.ev()})
				var nodes int64
				b.ResetTimer()
				for i := 0; i < b.N; i++ {
					r := e.Start(ps[i%len(ps)], nil, engine.Limits{Nodes: 20000}, nil).Wait()
					nodes += r.Nodes
				}
				b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
			})
		}
	}
}
