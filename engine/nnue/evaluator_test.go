package nnue

import (
	"math/rand"
	"slices"
	"testing"

	"wormweave/rules"
)

// randomNet returns a net of variant v with random weights small enough
// for any position.
func randomNet(v rules.Variant, hidden int, seed int64) *Net {
	rng := rand.New(rand.NewSource(seed))
	n := &Net{v: v, hidden: hidden, ftW: make([]int16, Inputs(v)*hidden), ftB: make([]int16, hidden), outW: make([]int16, 2*hidden)}
	for i := range n.ftW {
		n.ftW[i] = int16(rng.Intn(201) - 100)
	}
	for i := range n.ftB {
		n.ftB[i] = int16(rng.Intn(201) - 100)
	}
	for i := range n.outW {
		n.outW[i] = int16(rng.Intn(129) - 64)
	}
	n.outB = int32(rng.Intn(2001) - 1000)
	return n
}

// TestAccumulatorFollowsMakeAndUnmake walks random lines of both variants,
// making and unmaking steps (Interweave chains and the pool, Wormhole
// holes included), and checks at every node that the accumulator one
// Evaluator has followed is the one computed afresh, and so is the score.
func TestAccumulatorFollowsMakeAndUnmake(t *testing.T) {
	for _, v := range rules.Variants {
		t.Run(v.String(), func(t *testing.T) {
			net := randomNet(v, 16, int64(v)+1)
			ev := net.NewEvaluator()
			rng := rand.New(rand.NewSource(7))
			checked, chains, holes, pools := 0, 0, 0, 0
			check := func(p *rules.Position) {
				t.Helper()
				got := ev.Evaluate(p)
				fresh := net.NewEvaluator()
				want := fresh.Evaluate(p)
				if got != want || !slices.Equal(ev.acc[0], fresh.acc[0]) || !slices.Equal(ev.acc[1], fresh.acc[1]) {
					t.Fatalf("after %d checks, at %s: incremental %d %v %v, afresh %d %v %v", checked, p.FEN(), got, ev.acc[0], ev.acc[1], want, fresh.acc[0], fresh.acc[1])
				}
				checked++
				if p.ChainSquare() != rules.NoSquare {
					chains++
				}
				if p.Holes() != 0 {
					holes++
				}
				s := p.Setup()
				if s.Pool != [2][3]int{} {
					pools++
				}
			}
			var walk func(p *rules.Position, depth int)
			walk = func(p *rules.Position, depth int) {
				check(p)
				if depth == 0 {
					return
				}
				ms := p.Moves(nil)
				rng.Shuffle(len(ms), func(i, j int) { ms[i], ms[j] = ms[j], ms[i] })
				for _, m := range ms[:min(len(ms), 2)] {
					u := p.Make(m)
					walk(p, depth-1)
					p.Unmake(m, u)
					check(p)
				}
			}
			for game := 0; game < 12; game++ {
				p := rules.NewPosition(v)
				// A random game to a random point, then a small tree there.
				for n := rng.Intn(40); n > 0; n-- {
					ms := p.Moves(nil)
					if len(ms) == 0 {
						break
					}
					p.Make(ms[rng.Intn(len(ms))])
					check(p)
				}
				walk(p, 4)
			}
			if chains == 0 && v == rules.Interweave || holes == 0 && v == rules.Wormhole || pools == 0 && v == rules.Interweave {
				t.Errorf("the walks met %d chains, %d positions with holes, %d with a pool: too few to test", chains, holes, pools)
			}
		})
	}
}

// TestOutputAddsEveryUnit checks the output's sums, int32 side by side or
// int64 for a large half, against a plain sum over the units, with the
// accumulator and the weights at their extremes as well as at random.
func TestOutputAddsEveryUnit(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	for _, h := range []int{1, 3, 4, 7, 64, 127, 128, 129, 300} {
		for _, fill := range []string{"random", "extreme"} {
			n := &Net{v: rules.Interweave, hidden: h, ftB: make([]int16, h), outW: make([]int16, 2*h), outB: int32(rng.Intn(20001) - 10000)}
			us, them := make([]int16, h), make([]int16, h)
			for i := range n.outW {
				n.outW[i] = int16(rng.Intn(65535) - 32767)
				if fill == "extreme" {
					n.outW[i] = 32767
				}
			}
			for i := range us {
				us[i], them[i] = int16(rng.Intn(65536)-32768), int16(rng.Intn(65536)-32768)
				if fill == "extreme" {
					us[i], them[i] = 32767, QA
				}
			}
			want := int64(n.outB)
			for i := 0; i < h; i++ {
				want += int64(min(max(us[i], 0), QA))*int64(n.outW[i]) + int64(min(max(them[i], 0), QA))*int64(n.outW[h+i])
			}
			if got := n.output(us, them); got != int(want*OutputScale/(QA*QB)) {
				t.Errorf("hidden %d, %s: output %d, want %d", h, fill, got, want*OutputScale/(QA*QB))
			}
		}
	}
}
