package text

import "wormweave/rules"

// ProblemWords words a problem in the user's language.
func ProblemWords(pr rules.Problem) string {
	data := map[string]any{"Side": SideName(pr.Color), "Other": SideName(pr.Color.Other()), "Square": pr.Square.String(), "Count": pr.Count, "Missing": pr.Missing}
	if pr.Kind != rules.NoKind {
		data["Piece"] = KindName(pr.Kind) // a problem of no piece has no name to look up
	}
	switch pr.Code {
	case rules.KingCount:
		if pr.Variant == rules.Interweave {
			return TF("problem.kingsInterweave", data)
		}
		return TF("problem.kingsWormhole", data)
	case rules.OpponentInCheck:
		return TF("problem.opponentInCheck", data)
	case rules.PawnOnBackRank:
		return TF("problem.pawnBackRank", data)
	case rules.PawnOnLastRank:
		return TF("problem.pawnLastRank", data)
	case rules.TooManyPieces:
		return TF("problem.tooManyPieces", data)
	case rules.TooManyPromoted:
		return TF("problem.tooManyPromoted", data)
	case rules.TooManyPawns:
		return TF("problem.tooManyPawns", data)
	case rules.BadEnPassant:
		return TF("problem.enPassant", data)
	}
	return pr.Error()
}
