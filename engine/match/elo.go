package match

import "math"

// Score counts a player's wins, draws and losses.
type Score struct {
	Wins, Draws, Losses int
}

// Games returns the number of games counted.
func (s Score) Games() int { return s.Wins + s.Draws + s.Losses }

// Fraction returns the points scored per game, from 0 to 1.
func (s Score) Fraction() float64 {
	n := s.Games()
	if n == 0 {
		return 0.5
	}
	return (float64(s.Wins) + float64(s.Draws)/2) / float64(n)
}

// eloOf converts an expected score (0 to 1) to an Elo difference; a score
// of 0 or 1 gives an infinite difference.
func eloOf(score float64) float64 {
	if score <= 0 {
		return math.Inf(-1)
	}
	if score >= 1 {
		return math.Inf(1)
	}
	return -400*math.Log10(1/score-1) + 0 // + 0 turns -0 into 0
}

// Elo returns the Elo difference the score shows and the half-width of its
// 95% confidence interval, with the per-game variance of the observed
// wins, draws and losses (the normal approximation, as cutechess-cli and
// fastchess compute it). A one-sided score (all won or all lost) gives an
// infinite difference and margin.
func (s Score) Elo() (diff, margin float64) {
	n := float64(s.Games())
	if n == 0 {
		return 0, math.Inf(1)
	}
	lo, hi := s.Interval()
	diff = eloOf(s.Fraction())
	margin = (hi - lo) / 2
	if math.IsNaN(margin) || math.IsInf(diff, 0) {
		margin = math.Inf(1)
	}
	return diff, margin
}

// Interval returns the ends of the 95% confidence interval of the Elo
// difference, in the normal approximation Elo uses; an end is infinite
// when the interval of the score reaches 0 or 1.
func (s Score) Interval() (lo, hi float64) {
	n := float64(s.Games())
	if n == 0 {
		return math.Inf(-1), math.Inf(1)
	}
	mu := s.Fraction()
	variance := (float64(s.Wins)*(1-mu)*(1-mu) + float64(s.Draws)*(0.5-mu)*(0.5-mu) + float64(s.Losses)*mu*mu) / n
	dev := 1.959963984540054 * math.Sqrt(variance/n)
	return eloOf(mu - dev), eloOf(mu + dev)
}

// OneSidedBound returns, for a score with every game won (or every game
// lost), the Elo difference the 95% interval still guarantees: the
// exact binomial (Clopper-Pearson) bound 0.025^(1/n) on the winning
// chance. It returns 0 for a score that is not one-sided.
func (s Score) OneSidedBound() float64 {
	n := float64(s.Games())
	switch {
	case n == 0:
		return 0
	case s.Wins == s.Games():
		return eloOf(math.Pow(0.025, 1/n))
	case s.Losses == s.Games():
		return -eloOf(math.Pow(0.025, 1/n))
	}
	return 0
}
