package engine_test

import (
	"testing"

	"wormweave/engine"
	"wormweave/engine/match"
	"wormweave/rules"
)

// benchOpenings measures the time to a depth from the first 20 of the
// match openings of v with a number of threads: a steadier measure of the
// Lazy SMP speed-up than one position, whose tree changes shape with every
// thread's timing.
//
//	go test ./engine -run XXX -bench TimeToDepthOpenings -benchtime 2x
func benchOpenings(b *testing.B, v rules.Variant, depth, threads int) {
	openings, err := match.BuiltinOpenings(v)
	if err != nil {
		b.Fatal(err)
	}
	openings = openings[:min(20, len(openings))]
	var nodes int64
	for i := 0; i < b.N; i++ {
		for _, o := range openings {
			p := o.Pos
			nodes += engine.New(engine.Options{Threads: threads}).Start(&p, nil, engine.Limits{Depth: depth}, nil).Wait().Nodes
		}
	}
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes")
}

func BenchmarkTimeToDepthOpeningsWormhole1(b *testing.B)   { benchOpenings(b, rules.Wormhole, 9, 1) }
func BenchmarkTimeToDepthOpeningsWormhole2(b *testing.B)   { benchOpenings(b, rules.Wormhole, 9, 2) }
func BenchmarkTimeToDepthOpeningsInterweave1(b *testing.B) { benchOpenings(b, rules.Interweave, 9, 1) }
func BenchmarkTimeToDepthOpeningsInterweave2(b *testing.B) { benchOpenings(b, rules.Interweave, 9, 2) }
