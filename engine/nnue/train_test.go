package nnue

import (
	"math"
	"testing"

	"wormweave/rules"
)

// material is a synthetic score for the trainer's test: pawns 100, other
// pieces 300, for the side to move.
func material(p *rules.Position) int {
	s := 0
	for _, pc := range p.Setup().Board {
		if !pc.IsPiece() || pc.Kind() == rules.King {
			continue
		}
		val := 300
		if pc.Kind() == rules.Pawn {
			val = 100
		}
		if pc.Color() != p.Turn() {
			val = -val
		}
		s += val
	}
	return s
}

// TestTrainingLearnsASyntheticScore trains a small net on positions
// scored by their material and checks that the held-out loss falls well
// below that of guessing the mean, and that the quantised net scores as
// the float one did.
func TestTrainingLearnsASyntheticScore(t *testing.T) {
	for _, v := range rules.Variants {
		ps := randomPositions(v, 600, 3)
		s := NewSamples(v)
		for _, p := range ps {
			sc := material(p)
			res := Undecided
			if sc > 0 {
				res = Won
			} else if sc < 0 {
				res = Lost
			}
			r, _ := NewRecord(p, sc, res)
			if err := s.Add(&r, 0.75); err != nil {
				t.Fatal(err)
			}
		}
		var losses []float64
		cfg := TrainConfig{Hidden: 8, Epochs: 12, Lambda: 0.75, Rate: 0.01, Batch: 32, Holdout: 0.2, Seed: 1,
			Epoch: func(e EpochReport) { losses = append(losses, e.HeldOut) }}
		fn, rep, err := train(s, cfg)
		if err != nil {
			t.Fatal(err)
		}
		if rep.Best.HeldOut > 0.6*rep.Baseline || rep.Best.HeldOut >= losses[0] {
			t.Errorf("%s: held-out loss %.5f (first epoch %.5f), guessing the mean %.5f: the net learnt too little", v, rep.Best.HeldOut, losses[0], rep.Baseline)
		}
		// The quantised net scores as the float one, within a few centipawns.
		net := fn.quantise(v)
		ev := net.NewEvaluator()
		acc := make([]float32, 2*cfg.Hidden)
		worst := 0.0
		for i, p := range ps {
			want := float64(fn.forward(s, i, acc)) * OutputScale
			worst = max(worst, math.Abs(float64(ev.Evaluate(p))-want))
		}
		if worst > 10 {
			t.Errorf("%s: the quantised net scores up to %.1f cp from the float one", v, worst)
		}
		t.Logf("%s: held-out loss %.5f (mean guess %.5f), quantisation error up to %.1f cp", v, rep.Best.HeldOut, rep.Baseline, worst)
	}
}
