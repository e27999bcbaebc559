package notation

import "wormweave/rules"

// Termination names the rules' reason a game ended as a record's
// Termination tag says it, so that every program of the project that
// writes games (match, the book's build) words it the same way.
func Termination(r rules.Reason) string {
	switch r {
	case rules.Checkmate:
		return "checkmate"
	case rules.Stalemate:
		return "stalemate"
	case rules.KingCaptured:
		return "king captured"
	case rules.NoMoves:
		return "no legal move"
	}
	return "unfinished"
}
