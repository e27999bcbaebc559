package puzzle

import (
	"errors"
	"math"
	"slices"

	"wormweave/engine"
	"wormweave/rules"
)

// The solver ladder: a puzzle is rated before anyone plays it by the
// engine's own strength levels, each trying it several times with seeds
// of its own. Its rating is the Elo (the level's, SolverElo) at which the
// fitted share of tries that solve it is one half.

// SolverElo returns the rating of level l (0 to 16) of the solver ladder
// in variant v: the level's own (engine.LevelElo), measured by matches
// with the networks the solver searches with, so that a puzzle's rating
// and the level a person plays against are on one scale.
func SolverElo(v rules.Variant, l int) int {
	return engine.LevelElo(v, max(0, min(l, LadderLevels[len(LadderLevels)-1])))
}

// LadderLevels are the levels that try a puzzle: every other level up to
// 16 (217,680 nodes a search), so that a puzzle takes seconds; full
// strength has no node limit.
var LadderLevels = []int{0, 2, 4, 6, 8, 10, 12, 14, 16}

// Ladder is what the ladder found of a puzzle.
type Ladder struct {
	Elo   []int     // each level's Elo, in LadderLevels' order
	Rate  []float64 // the share of its tries that solved the puzzle
	Tries int       // tries a level
	// Rating is the Elo where the fitted logistic crosses one half, and
	// Scale its width (Elo for a factor e of the odds); RMS is the root
	// mean square of the fit's residuals over the levels.
	Rating, Scale int
	RMS           float64
}

// Solves reports whether an engine at level, with seed, solves p: at
// each of the solver's turns it plays the solution's turn, or a turn that
// wins the game at once (as the trainer judges a person); the defender's
// replies are the line's.
func Solves(p Puzzle, level int, seed int64) (bool, error) {
	positions, turns, err := p.Replay()
	if err != nil {
		return false, err
	}
	e := engine.New(engine.Options{HashMB: 4, Level: level, LimitStrength: true, Seed: seed})
	v := p.Variant
	for i := 1; i < len(turns); i += 2 {
		pos := positions[i]
		r := e.Start(&pos, nil, engine.Limits{}, nil).Wait()
		if r.Best == nil {
			return false, nil
		}
		if r.Best.ID(v) == turns[i].ID(v) {
			continue
		}
		if pos.PlayTurn(r.Best) == nil && pos.Result() == rules.WinFor(positions[i].Turn()) {
			return true, nil
		}
		return false, nil
	}
	return true, nil
}

// RateOnLadder tries p tries times at each of LadderLevels (seeds drawn
// from seed) and fits the logistic rate = 1/(1+exp(-(elo-Rating)/Scale))
// to the shares (fitLogistic). A puzzle every level solves, or none, is rated at the ladder's
// end, with the fit saying so by its zero Scale.
func RateOnLadder(p Puzzle, tries int, seed int64) (Ladder, error) {
	if tries < 1 {
		return Ladder{}, errors.New("no tries")
	}
	l := Ladder{Tries: tries}
	solvedAll, solvedNone := true, true
	for _, lv := range LadderLevels {
		n := 0
		for k := 0; k < tries; k++ {
			ok, err := Solves(p, lv, seed+int64(lv*1000+k)*7919|1)
			if err != nil {
				return Ladder{}, err
			}
			if ok {
				n++
			}
		}
		r := float64(n) / float64(tries)
		l.Elo = append(l.Elo, SolverElo(p.Variant, lv))
		l.Rate = append(l.Rate, r)
		solvedAll = solvedAll && n == tries
		solvedNone = solvedNone && n == 0
	}
	switch {
	case solvedAll:
		l.Rating = l.Elo[0]
		return l, nil
	case solvedNone:
		l.Rating = l.Elo[len(l.Elo)-1]
		return l, nil
	}
	l.Rating, l.Scale, l.RMS = fitLogistic(l.Elo, l.Rate)
	return l, nil
}

// fitLogistic fits rate = 1/(1+exp(-(elo-r)/s)) to the shares rate at
// elo by maximum likelihood, on a grid of 10 Elo and 10 of scale within
// 400 Elo of the ends, and returns r, s and the root mean square of the
// residuals.
func fitLogistic(elo []int, rate []float64) (r, s int, rms float64) {
	best := math.Inf(-1)
	lo, hi := slices.Min(elo)-400, slices.Max(elo)+400
	for cr := lo; cr <= hi; cr += 10 {
		for cs := 20; cs <= 600; cs += 10 {
			ll := 0.0
			for i, e := range elo {
				q := 1 / (1 + math.Exp(-float64(e-cr)/float64(cs)))
				q = min(max(q, 1e-9), 1-1e-9)
				ll += rate[i]*math.Log(q) + (1-rate[i])*math.Log(1-q)
			}
			if ll > best {
				best, r, s = ll, cr, cs
			}
		}
	}
	sum := 0.0
	for i, e := range elo {
		d := rate[i] - 1/(1+math.Exp(-float64(e-r)/float64(s)))
		sum += d * d
	}
	return r, s, math.Sqrt(sum / float64(len(elo)))
}
