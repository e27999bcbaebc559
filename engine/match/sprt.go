package match

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// SPRT is a sequential probability ratio test of the Elo difference of A
// over B: H0 says it is Elo0, H1 says it is Elo1 (logistic Elo, the scale
// of Score.Elo). Alpha is the chance to accept H1 when H0 holds, Beta the
// chance to accept H0 when H1 holds.
type SPRT struct {
	Elo0, Elo1  float64
	Alpha, Beta float64
}

// Penta counts the pairs of games (one opening, each colour once) by A's
// points in the pair: 0, ½, 1, 1½ and 2.
type Penta [5]int

// Pairs returns the number of pairs counted.
func (p Penta) Pairs() int { return p[0] + p[1] + p[2] + p[3] + p[4] }

// String writes the counts from the pairs A lost both games of to those
// it won both games of.
func (p Penta) String() string {
	return fmt.Sprintf("%d, %d, %d, %d, %d", p[0], p[1], p[2], p[3], p[4])
}

// The verdicts of an SPRT.
const (
	AcceptH1     = "H1 accepted"
	AcceptH0     = "H0 accepted"
	Inconclusive = "inconclusive"
)

// SPRTStatus is where an SPRT stands.
type SPRTStatus struct {
	Test         SPRT
	Penta        Penta
	LLR          float64
	Lower, Upper float64
	// Verdict is AcceptH1 or AcceptH0 once the LLR has crossed a bound,
	// and Inconclusive before.
	Verdict string
}

// ParseSPRT reads "ELO0,ELO1", with elo0 < elo1.
func ParseSPRT(text string, alpha, beta float64) (SPRT, error) {
	a, b, ok := strings.Cut(text, ",")
	elo0, err0 := strconv.ParseFloat(strings.TrimSpace(a), 64)
	elo1, err1 := strconv.ParseFloat(strings.TrimSpace(b), 64)
	if !ok || err0 != nil || err1 != nil || math.Abs(elo0) > 1000 || math.Abs(elo1) > 1000 {
		return SPRT{}, fmt.Errorf("%q: want ELO0,ELO1, two Elo differences from -1000 to 1000, such as 0,5", text)
	}
	if elo0 >= elo1 {
		return SPRT{}, fmt.Errorf("%q: ELO0 must be less than ELO1", text)
	}
	for _, x := range []struct {
		name string
		v    float64
	}{{"alpha", alpha}, {"beta", beta}} {
		if !(x.v > 0 && x.v < 0.5) {
			return SPRT{}, fmt.Errorf("%s %g: want more than 0 and less than 0.5", x.name, x.v)
		}
	}
	return SPRT{Elo0: elo0, Elo1: elo1, Alpha: alpha, Beta: beta}, nil
}

// Bounds returns the LLR at or under which H0 is accepted, and at or over
// which H1 is (Wald's bounds).
func (t SPRT) Bounds() (lower, upper float64) {
	return math.Log(t.Beta / (1 - t.Alpha)), math.Log((1 - t.Beta) / t.Alpha)
}

// Status returns the test's state after the pairs p.
func (t SPRT) Status(p Penta) SPRTStatus {
	st := SPRTStatus{Test: t, Penta: p, LLR: t.LLR(p), Verdict: Inconclusive}
	st.Lower, st.Upper = t.Bounds()
	switch {
	case st.LLR >= st.Upper:
		st.Verdict = AcceptH1
	case st.LLR <= st.Lower:
		st.Verdict = AcceptH0
	}
	return st
}

// expectedScore is the score per game of an Elo difference.
func expectedScore(elo float64) float64 { return 1 / (1 + math.Pow(10, -elo/400)) }

// LLR returns the log-likelihood ratio of H1 over H0 after the pairs p,
// by the generalised SPRT on the pentanomial model (M. Van den Bergh,
// "A comment on the generalized sequential probability ratio test", and
// the way fishtest computes it): each hypothesis is the distribution of
// the pair scores of greatest likelihood whose mean is the expected score
// of its Elo. A count of 0 is taken as 0.001, as fishtest does, so that a
// short test does not see an outcome it has not met as impossible.
func (t SPRT) LLR(p Penta) float64 {
	if p.Pairs() == 0 {
		return 0
	}
	counts := make([]float64, 5)
	for i, n := range p {
		counts[i] = math.Max(float64(n), 1e-3)
	}
	// A pair's score per game: its points over 2.
	return gsprtLLR(counts, []float64{0, 0.25, 0.5, 0.75, 1}, expectedScore(t.Elo0), expectedScore(t.Elo1))
}

// gsprtLLR returns the generalised SPRT's log-likelihood ratio of the
// observed counts of outcomes scoring scores (from 0 to 1): the
// log-likelihood of the distribution of greatest likelihood with mean s1
// less that of mean s0.
func gsprtLLR(counts, scores []float64, s0, s1 float64) float64 {
	n := 0.0
	for _, c := range counts {
		n += c
	}
	pdf := make([]float64, len(counts))
	for i, c := range counts {
		pdf[i] = c / n
	}
	p0 := constrainedMLE(pdf, scores, s0)
	p1 := constrainedMLE(pdf, scores, s1)
	llr := 0.0
	for i, c := range counts {
		if c > 0 {
			llr += c * (math.Log(p1[i]) - math.Log(p0[i]))
		}
	}
	return llr
}

// constrainedMLE returns the distribution over the outcomes of greatest
// likelihood for the observed frequencies pdf, among those whose mean
// score is s. By Lagrange it is p_i = pdf_i / (1 + x (a_i - s)), where x
// solves sum pdf_i (a_i - s) / (1 + x (a_i - s)) = 0; the sum falls as x
// grows, on the interval where every denominator stays positive, so x is
// found by bisection. When s lies outside the scores observed no such
// distribution exists, and the frequencies are returned as they are: the
// pentanomial LLR, whose every outcome has a count, never meets that case.
func constrainedMLE(pdf, a []float64, s float64) []float64 {
	lo, hi := math.Inf(-1), math.Inf(1)
	for i, p := range pdf {
		if p <= 0 {
			continue
		}
		d := a[i] - s
		switch {
		case d > 0:
			lo = math.Max(lo, -1/d)
		case d < 0:
			hi = math.Min(hi, -1/d)
		}
	}
	out := make([]float64, len(pdf))
	if math.IsInf(lo, -1) || math.IsInf(hi, 1) {
		// Every observed score is on one side of s (or equal to it).
		copy(out, pdf)
		return out
	}
	f := func(x float64) float64 {
		sum := 0.0
		for i, p := range pdf {
			if p > 0 {
				d := a[i] - s
				sum += p * d / (1 + x*d)
			}
		}
		return sum
	}
	for range 100 {
		mid := lo + (hi-lo)/2
		if mid <= lo || mid >= hi {
			break
		}
		if f(mid) > 0 {
			lo = mid
		} else {
			hi = mid
		}
	}
	x := lo + (hi-lo)/2
	for i, p := range pdf {
		out[i] = p / (1 + x*(a[i]-s))
	}
	return out
}
