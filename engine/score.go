package engine

import "fmt"

// Score is an evaluation in centipawns, from the side to move's point of view
// inside the search, or a mate score.
type Score int32

// MateScore is the score of a won game: a win in n plies scores MateScore-n
// and a loss in n plies -(MateScore-n).
const MateScore Score = 30000

const (
	// maxPly bounds the whole turns of a line, so that every score beyond
	// MateScore-maxPly is a mate.
	maxPly = 256
	// infinity is beyond every score.
	infinity Score = MateScore + 1
	// maxEval bounds the evaluation, to keep it apart from mate scores.
	maxEval Score = MateScore - 2*maxPly
)

// IsMate reports whether s is a won or lost game at a known distance.
func (s Score) IsMate() bool {
	return s > MateScore-maxPly || s < -(MateScore-maxPly)
}

// MateTurns returns the distance of a mate score in the side to move's own
// turns, signed as UCI's "mate n": +n means the side to move wins on its n-th
// turn, -n that it loses after n turns of the opponent. It is 0 for a score
// that is not a mate, and for a position already lost.
func (s Score) MateTurns() int {
	switch {
	case !s.IsMate():
		return 0
	case s > 0:
		return (int(MateScore-s) + 1) / 2
	}
	return -int(MateScore+s) / 2
}

// UCI returns the score as UCI's info line writes it: "cp 35" or "mate -2".
func (s Score) UCI() string {
	if s.IsMate() {
		return fmt.Sprintf("mate %d", s.MateTurns())
	}
	return fmt.Sprintf("cp %d", int32(s))
}

// Bound says what a reported score is: exact, or a bound from a search that
// failed outside its window.
type Bound uint8

// The bounds of a score.
const (
	Exact Bound = iota
	Lower       // the true score is at least this (the search failed high)
	Upper       // the true score is at most this (the search failed low)
)

// String returns "exact", "lowerbound" or "upperbound".
func (b Bound) String() string {
	switch b {
	case Lower:
		return "lowerbound"
	case Upper:
		return "upperbound"
	}
	return "exact"
}

// fromTT and toTT convert mate scores between distance from the root, as
// the search uses them, and distance from the node, as the transposition
// table keeps them (a position's value does not depend on how it was reached).
func toTT(s Score, ply int) Score {
	switch {
	case s > MateScore-maxPly:
		return s + Score(ply)
	case s < -(MateScore - maxPly):
		return s - Score(ply)
	}
	return s
}

func fromTT(s Score, ply int) Score {
	switch {
	case s > MateScore-maxPly:
		return s - Score(ply)
	case s < -(MateScore - maxPly):
		return s + Score(ply)
	}
	return s
}
