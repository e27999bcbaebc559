package nnue

import (
	"fmt"
	"testing"

	"wormweave/rules"
)

// BenchmarkEvaluate measures the net's own cost: a net of 64 units
// evaluates the positions of random games in the order played, forward
// then back, as a search's makes and unmakes bring them:
//
//	go test -run X -bench Evaluate ./engine/nnue
func BenchmarkEvaluate(b *testing.B) {
	for _, v := range rules.Variants {
		ps := randomPositions(v, 400, 13)
		for i := len(ps) - 1; i >= 0; i-- {
			ps = append(ps, ps[i])
		}
		b.Run(v.String(), func(b *testing.B) {
			ev := randomNet(v, 64, 1).NewEvaluator()
			sum := 0
			for i := 0; i < b.N; i++ {
				sum += ev.Evaluate(ps[i%len(ps)])
			}
			if sum == 1 {
				b.Log(sum) // keeps the evaluations from being optimised away
			}
		})
	}
}

// BenchmarkTrainEpoch measures the trainer: one epoch over 4,000
// positions of random Interweave games, a net of 64 units a side.
func BenchmarkTrainEpoch(b *testing.B) {
	v := rules.Interweave
	s := NewSamples(v)
	for _, p := range randomPositions(v, 4000, 17) {
		r, _ := NewRecord(p, 0, Undecided)
		if err := s.Add(&r, 0.75); err != nil {
			b.Fatal(err)
		}
	}
	for _, threads := range []int{1, 2} {
		b.Run(fmt.Sprintf("threads%d", threads), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				if _, _, err := train(s, TrainConfig{Hidden: 64, Epochs: 1, Lambda: 0.75, Rate: 0.001, Batch: 256, Holdout: 0.1, Seed: 1, Threads: threads}); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(s.Len())*float64(b.N)/b.Elapsed().Seconds(), "positions/s")
		})
	}
}
