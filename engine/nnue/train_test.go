package nnue

import (
	"math"
	"math/rand"
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
		// Many short games: the held-out positions are whole games, and
		// a few long ones would hold out positions unlike the others.
		var ps []*rules.Position
		for seed := int64(1); seed <= 30; seed++ {
			ps = append(ps, randomPositions(v, 20, seed)...)
		}
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

// TestHeldOutPositionsAreWholeGames checks that the held-out positions are
// whole games: a game's positions all held out or all trained on.
func TestHeldOutPositionsAreWholeGames(t *testing.T) {
	for _, v := range rules.Variants {
		ps := randomPositions(v, 800, 5)
		s := NewSamples(v)
		game := make([]int, len(ps)) // the game of each position, counted as randomPositions plays them
		for i, p := range ps {
			r, _ := NewRecord(p, 0, Undecided)
			if err := s.Add(&r, 0.75); err != nil {
				t.Fatal(err)
			}
			if i > 0 {
				game[i] = game[i-1]
				if p.Plies() <= ps[i-1].Plies() {
					game[i]++
				}
			}
		}
		if s.Games() != game[len(game)-1]+1 || s.Games() < 3 {
			t.Fatalf("%s: %d games read, %d played: too few, or miscounted", v, s.Games(), game[len(game)-1]+1)
		}
		for _, frac := range []int{10, 30, 50} {
			held, train := s.split(len(ps)*frac/100, rand.New(rand.NewSource(int64(frac))))
			if len(held)+len(train) != len(ps) || len(held) < len(ps)*frac/100 {
				t.Fatalf("%s, %d%%: %d held out and %d trained on, of %d", v, frac, len(held), len(train), len(ps))
			}
			side := map[int]bool{} // game -> held out
			for _, i := range held {
				side[game[i]] = true
			}
			for _, i := range train {
				if side[game[i]] {
					t.Errorf("%s, %d%%: game %d has positions on both sides", v, frac, game[i])
				}
			}
		}
	}
}

// TestTrainingThreads checks that a training shared by two goroutines is
// the same from run to run and fits as well as one goroutine's.
func TestTrainingThreads(t *testing.T) {
	v := rules.Interweave
	ps := randomPositions(v, 400, 7)
	s := NewSamples(v)
	for _, p := range ps {
		sc := material(p)
		r, _ := NewRecord(p, sc, Undecided)
		if err := s.Add(&r, 1); err != nil {
			t.Fatal(err)
		}
	}
	run := func(threads int) TrainReport {
		_, rep, err := train(s, TrainConfig{Hidden: 8, Epochs: 6, Lambda: 1, Rate: 0.01, Batch: 32, Holdout: 0.2, Seed: 1, Threads: threads, Decay: 0.9})
		if err != nil {
			t.Fatal(err)
		}
		return rep
	}
	one, two, again := run(1), run(2), run(2)
	two.Best.Elapsed, again.Best.Elapsed = 0, 0
	if two != again {
		t.Errorf("two goroutines trained twice: %+v, then %+v", two, again)
	}
	if d := math.Abs(one.Best.HeldOut - two.Best.HeldOut); d > 0.05*one.Best.HeldOut {
		t.Errorf("held-out loss %.6f with one goroutine, %.6f with two", one.Best.HeldOut, two.Best.HeldOut)
	}
}
