package puzzle

import "math"

// Glicko-2 (Mark Glickman, "Example of the Glicko-2 system", 2013), as
// lichess rates its puzzles and its players: a solver's attempt at a puzzle
// is a game between them, won by whoever the attempt favours.

// Rating is a Glicko-2 rating on the Glicko scale: the rating, its
// deviation (how uncertain it is) and its volatility (how much it moves).
type Rating struct {
	R, RD, Sigma float64
}

// NewRating is the rating of a newcomer, the paper's and lichess's default.
var NewRating = Rating{R: 1500, RD: 350, Sigma: 0.06}

// Tau constrains the change of volatility over time; the paper suggests
// 0.3 to 1.2, and its example uses 0.5.
const Tau = 0.5

// Outcome is one game of a rating period: the opponent's rating before the
// period and the score, 1 for a win, 0 for a loss, 0.5 for a draw.
type Outcome struct {
	Opponent Rating
	Score    float64
}

// glickoScale converts between the Glicko and the Glicko-2 scales.
const glickoScale = 173.7178

// Update returns the rating after a rating period with these outcomes, by
// the paper's steps 1 to 8; with no outcome only the deviation grows.
func (r Rating) Update(outcomes []Outcome) Rating {
	mu := (r.R - 1500) / glickoScale
	phi := r.RD / glickoScale
	if len(outcomes) == 0 {
		return Rating{R: r.R, RD: math.Sqrt(phi*phi+r.Sigma*r.Sigma) * glickoScale, Sigma: r.Sigma}
	}
	var vInv, delta float64
	for _, o := range outcomes {
		muJ := (o.Opponent.R - 1500) / glickoScale
		g := 1 / math.Sqrt(1+3*sq(o.Opponent.RD/glickoScale)/(math.Pi*math.Pi))
		e := 1 / (1 + math.Exp(-g*(mu-muJ)))
		vInv += g * g * e * (1 - e)
		delta += g * (o.Score - e)
	}
	v := 1 / vInv
	delta *= v
	sigma := newVolatility(phi, v, delta, r.Sigma)
	phiStar := math.Sqrt(phi*phi + sigma*sigma)
	phiNew := 1 / math.Sqrt(1/(phiStar*phiStar)+1/v)
	muNew := mu + phiNew*phiNew*delta/v
	return Rating{R: muNew*glickoScale + 1500, RD: phiNew * glickoScale, Sigma: sigma}
}

// UpdateOne returns the rating after one game against opp, as a puzzle
// attempt is rated: a period of its own.
func (r Rating) UpdateOne(opp Rating, score float64) Rating {
	return r.Update([]Outcome{{opp, score}})
}

// newVolatility is step 5 of the paper: the Illinois algorithm on f.
func newVolatility(phi, v, delta, sigma float64) float64 {
	const eps = 0.000001
	a := math.Log(sigma * sigma)
	f := func(x float64) float64 {
		ex := math.Exp(x)
		d := phi*phi + v + ex
		return ex*(delta*delta-phi*phi-v-ex)/(2*d*d) - (x-a)/(Tau*Tau)
	}
	A := a
	var B float64
	if delta*delta > phi*phi+v {
		B = math.Log(delta*delta - phi*phi - v)
	} else {
		k := 1.0
		for f(a-k*Tau) < 0 && k < 1000 {
			k++
		}
		B = a - k*Tau
	}
	fA, fB := f(A), f(B)
	for i := 0; math.Abs(B-A) > eps && i < 100; i++ {
		C := A + (A-B)*fA/(fB-fA)
		fC := f(C)
		if fC*fB <= 0 {
			A, fA = B, fB
		} else {
			fA /= 2
		}
		B, fB = C, fC
	}
	return math.Exp(A / 2)
}

func sq(x float64) float64 { return x * x }
