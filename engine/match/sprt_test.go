package match

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"
)

// With no draws, games independent and two outcomes, the distribution
// of a given mean is unique: the generalised SPRT's LLR is the classic
// binomial one, W log(s1/s0) + L log((1-s1)/(1-s0)).
func TestGSPRTBinomialClosedForm(t *testing.T) {
	for _, c := range []struct {
		w, l       int
		elo0, elo1 float64
	}{
		{30, 20, 0, 50}, {20, 30, 0, 50}, {500, 480, 0, 5}, {7, 3, -20, 20}, {1, 1, 0, 10},
	} {
		s0, s1 := expectedScore(c.elo0), expectedScore(c.elo1)
		want := float64(c.w)*math.Log(s1/s0) + float64(c.l)*math.Log((1-s1)/(1-s0))
		got := gsprtLLR([]float64{float64(c.l), 0, float64(c.w)}, []float64{0, 0.5, 1}, s0, s1)
		if math.Abs(got-want) > 1e-9*math.Max(1, math.Abs(want)) {
			t.Errorf("%d wins, %d losses, elo %g-%g: LLR %.12f, want %.12f", c.w, c.l, c.elo0, c.elo1, got, want)
		}
	}
}

// The constrained maximum likelihood distribution has the mean asked,
// sums to 1, and no step that keeps both beats its likelihood: checked by
// stepping along random directions of the constraints' null space, a
// method independent of the Lagrange solution.
func TestConstrainedMLEIsTheMaximum(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	a := []float64{0, 0.25, 0.5, 0.75, 1}
	loglik := func(counts, p []float64) float64 {
		l := 0.0
		for i, c := range counts {
			l += c * math.Log(p[i])
		}
		return l
	}
	for range 50 {
		counts := make([]float64, 5)
		n := 0.0
		for i := range counts {
			counts[i] = float64(r.IntN(100)) + 1e-3
			n += counts[i]
		}
		pdf := make([]float64, 5)
		for i := range pdf {
			pdf[i] = counts[i] / n
		}
		s := 0.3 + 0.4*r.Float64()
		p := constrainedMLE(pdf, a, s)
		sum, mean := 0.0, 0.0
		for i := range p {
			sum += p[i]
			mean += p[i] * a[i]
		}
		if math.Abs(sum-1) > 1e-9 || math.Abs(mean-s) > 1e-9 {
			t.Fatalf("counts %v, s %g: sum %g, mean %g", counts, s, sum, mean)
		}
		best := loglik(counts, p)
		for range 200 {
			// A random direction d with sum d = 0 and sum a d = 0: remove
			// its projections on (1,...,1) and on a, orthogonalised.
			d := make([]float64, 5)
			for i := range d {
				d[i] = r.NormFloat64()
			}
			ones := []float64{1, 1, 1, 1, 1}
			ac := make([]float64, 5) // a less its mean, orthogonal to ones
			for i := range ac {
				ac[i] = a[i] - 0.5
			}
			for _, u := range [][]float64{ones, ac} {
				dot, uu := 0.0, 0.0
				for i := range d {
					dot += d[i] * u[i]
					uu += u[i] * u[i]
				}
				for i := range d {
					d[i] -= dot / uu * u[i]
				}
			}
			step := 1e-3 * r.Float64()
			q := make([]float64, 5)
			ok := true
			for i := range q {
				q[i] = p[i] + step*d[i]
				ok = ok && q[i] > 0
			}
			if ok && loglik(counts, q) > best+1e-9 {
				t.Fatalf("counts %v, s %g: %v has a higher likelihood than the solution %v", counts, s, q, p)
			}
		}
	}
}

// Wald's bounds, and the verdicts at and around them.
func TestSPRTStopRule(t *testing.T) {
	test := SPRT{Elo0: 0, Elo1: 10, Alpha: 0.05, Beta: 0.05}
	lo, hi := test.Bounds()
	if math.Abs(lo+2.944438979) > 1e-9 || math.Abs(hi-2.944438979) > 1e-9 {
		t.Errorf("bounds %g, %g, want -2.944439, 2.944439", lo, hi)
	}
	lo, hi = SPRT{Alpha: 0.05, Beta: 0.1}.Bounds()
	if math.Abs(lo-math.Log(0.1/0.95)) > 1e-12 || math.Abs(hi-math.Log(0.9/0.05)) > 1e-12 {
		t.Errorf("bounds %g, %g with beta 0.1", lo, hi)
	}
	for _, c := range []struct {
		p    Penta
		want string
	}{
		{Penta{}, Inconclusive},
		{Penta{0, 10, 20, 10, 0}, Inconclusive},
		{Penta{0, 0, 10, 200, 200}, AcceptH1},
		{Penta{200, 200, 10, 0, 0}, AcceptH0},
		// An even score accepts elo0 = 0 over elo1 = 10 in the end.
		{Penta{100, 1000, 3000, 1000, 100}, AcceptH0},
	} {
		st := test.Status(c.p)
		want := Inconclusive
		switch {
		case st.LLR >= st.Upper:
			want = AcceptH1
		case st.LLR <= st.Lower:
			want = AcceptH0
		}
		if st.Verdict != c.want || want != c.want {
			t.Errorf("%v: LLR %.3f, verdict %q, want %q", c.p, st.LLR, st.Verdict, c.want)
		}
	}
	// A symmetric result is as far from +x as from -x.
	if llr := (SPRT{Elo0: -20, Elo1: 20, Alpha: 0.05, Beta: 0.05}).LLR(Penta{3, 40, 100, 40, 3}); math.Abs(llr) > 1e-9 {
		t.Errorf("symmetric pairs, elo -20 to 20: LLR %g, want 0", llr)
	}
}

// simulate draws pairs of games between players elo apart (each game
// won, drawn or lost independently, a third of them drawn) until the test
// decides or maxPairs are played, checking the LLR every pair.
func simulate(r *rand.Rand, test SPRT, elo float64, maxPairs int) (SPRTStatus, int) {
	score := expectedScore(elo)
	const draw = 1.0 / 3
	win := score - draw/2 // the mean of the game is then score
	game := func() float64 {
		switch x := r.Float64(); {
		case x < win:
			return 1
		case x < win+draw:
			return 0.5
		}
		return 0
	}
	var p Penta
	for n := 1; n <= maxPairs; n++ {
		p[int(2*(game()+game()))]++
		if st := test.Status(p); st.Verdict != Inconclusive {
			return st, n
		}
	}
	return test.Status(p), maxPairs
}

// Simulated matches of a known Elo difference: one well over elo1
// accepts H1, one under elo0 accepts H0, and at elo0 itself H1 is
// accepted about as rarely as alpha says.
func TestSPRTSimulatedMatches(t *testing.T) {
	test := SPRT{Elo0: 0, Elo1: 50, Alpha: 0.05, Beta: 0.05}
	r := rand.New(rand.NewPCG(17, 2026))
	for _, c := range []struct {
		elo  float64
		want string
	}{{80, AcceptH1}, {-30, AcceptH0}} {
		st, pairs := simulate(r, test, c.elo, 5000)
		if st.Verdict != c.want {
			t.Errorf("true Elo %g: %s after %d pairs (LLR %.2f, %v), want %s", c.elo, st.Verdict, pairs, st.LLR, st.Penta, c.want)
		}
		t.Logf("true Elo %g: %s after %d pairs, LLR %.2f, pairs %v", c.elo, st.Verdict, pairs, st.LLR, st.Penta)
	}
	h1 := 0
	const runs = 100
	for range runs {
		if st, _ := simulate(r, test, 0, 5000); st.Verdict == AcceptH1 {
			h1++
		}
	}
	// alpha is 5%; the GSPRT is close to it. 12 of 100 would be a 0.5%
	// chance at 5%.
	if h1 > 12 {
		t.Errorf("true Elo = elo0: H1 accepted in %d of %d runs, want about %g", h1, runs, test.Alpha*runs)
	}
	t.Logf("true Elo = elo0: H1 accepted in %d of %d runs", h1, runs)
}

func TestParseSPRT(t *testing.T) {
	for _, c := range []struct {
		text        string
		alpha, beta float64
		err         string
	}{
		{"0,5", 0.05, 0.05, ""},
		{"-3.5, 1.5", 0.1, 0.02, ""},
		{"5,0", 0.05, 0.05, "ELO0 must be less than ELO1"},
		{"5", 0.05, 0.05, "want ELO0,ELO1"},
		{"a,b", 0.05, 0.05, "want ELO0,ELO1"},
		{"0,5000", 0.05, 0.05, "want ELO0,ELO1"},
		{"0,5", 0, 0.05, "alpha 0: want more than 0 and less than 0.5"},
		{"0,5", 0.05, 0.7, "beta 0.7"},
		{"0,5", math.NaN(), 0.05, "alpha NaN"},
	} {
		_, err := ParseSPRT(c.text, c.alpha, c.beta)
		if (c.err == "") != (err == nil) || err != nil && !strings.Contains(err.Error(), c.err) {
			t.Errorf("%q %g %g: %v, want %q", c.text, c.alpha, c.beta, err, c.err)
		}
	}
}

// A match with an SPRT stops once it decides, counts the pairs it
// finished, and reports them.
func TestMatchStopsOnSPRT(t *testing.T) {
	test := SPRT{Elo0: 0, Elo1: 50, Alpha: 0.05, Beta: 0.05}
	var last Progress
	rep, err := Run(Config{
		Variant: 0, A: mustSpec(t, "twoply"), B: mustSpec(t, "random"), Games: 400, Concurrency: 2, MaxPlies: 60,
		SPRT:   &test,
		OnGame: func(_ *Game, p Progress) { last = p },
	})
	if err != nil {
		t.Fatal(err)
	}
	st := rep.SPRT
	if st == nil || st.Verdict != AcceptH1 || len(rep.Games) >= 400 {
		t.Fatalf("%d games, SPRT %+v: want H1 accepted before the game limit", len(rep.Games), st)
	}
	if st.LLR < st.Upper {
		t.Errorf("LLR %.2f under the upper bound %.2f", st.LLR, st.Upper)
	}
	if pairs := st.Penta.Pairs(); pairs != len(rep.Games)/2 {
		t.Errorf("%d pairs counted of %d games", pairs, len(rep.Games))
	}
	if last.SPRT == nil || *last.SPRT != *st {
		t.Errorf("the last progress %+v differs from the report's %+v", last.SPRT, st)
	}
	for i, g := range rep.Games {
		if g.Index != i {
			t.Fatalf("game %d at %d: the games played are not the first ones", g.Index, i)
		}
	}
	var out strings.Builder
	rep.Print(&out)
	for _, want := range []string{"SPRT elo0 0, elo1 50 (alpha 0.05, beta 0.05): H1 accepted; LLR ", "(bounds -2.94, 2.94)", "pairs of games by A's points (0, 1/2, 1, 3/2, 2): "} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("the report lacks %q:\n%s", want, out.String())
		}
	}
}
