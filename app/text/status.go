package text

import (
	"strings"

	"wormweave/rules"
)

// SideName returns "White" or "Black" in the current language.
func SideName(c rules.Color) string {
	if c == rules.White {
		return T("side.white")
	}
	return T("side.black")
}

// PieceWords name each kind of piece as the translations' "piece." keys
// and the icon set do.
var PieceWords = map[rules.Kind]string{
	rules.Pawn: "pawn", rules.King: "king", rules.Knight: "knight",
	rules.Champion: "champion", rules.Wizard: "wizard", rules.Lion: "lion",
	rules.Smasher: "smasher", rules.Leaper: "leaper", rules.Remover: "remover",
}

// PieceWord returns the name of a kind of piece in PieceWords ("knight"),
// the same in every language.
func PieceWord(k rules.Kind) string { return PieceWords[k] }

// KindName returns a kind's name in the current language.
func KindName(k rules.Kind) string { return T("piece." + PieceWord(k)) }

// Status says what the position asks of the user: whose turn it is,
// check, a capture that must be made or continued, the Interweave pools,
// or the result and why. For the last position of a record whose result
// is recorded ("1-0", "0-1"; "" or "*" for none), when the game ended
// there though the position goes on (a resignation), it says the game is
// over and who won instead of whose turn it is.
func Status(p *rules.Position, recorded string) string {
	var parts []string
	data := map[string]any{"Side": SideName(p.Turn()), "Winner": SideName(p.Turn().Other()), "Loser": SideName(p.Turn())}
	r, why := p.Outcome()
	recordedWinner, won := decided(recorded).Winner()
	switch {
	case r == rules.Ongoing && p.ChainSquare() < 0 && won:
		parts = append(parts, TF("status.recorded", map[string]any{"Winner": SideName(recordedWinner), "Result": recorded}))
	case r != rules.Ongoing && why == rules.KingCaptured:
		// The side with fewer than two kings is not necessarily the one to move.
		winner, _ := r.Winner()
		parts = append(parts, TF("status.kingCaptured", map[string]any{"Winner": SideName(winner), "Loser": SideName(winner.Other())}))
	case why == rules.Checkmate:
		parts = append(parts, TF("status.checkmate", data))
	case why == rules.Stalemate || why == rules.NoMoves:
		parts = append(parts, TF("status.noMoves", data))
	case p.ChainSquare() >= 0:
		parts = append(parts, TF("status.chain", map[string]any{"Side": SideName(p.Turn()), "Square": p.ChainSquare().String()}))
	default:
		parts = append(parts, TF("status.toMove", data))
		if p.InCheck() {
			parts = append(parts, T("status.check"))
		}
		if p.MustCapture() {
			parts = append(parts, T("status.mustCapture"))
		}
	}
	if p.Variant() == rules.Interweave {
		for _, c := range []rules.Color{rules.White, rules.Black} {
			var pool []string
			for _, k := range rules.Interweave.PromotionKinds() {
				if n := p.Pool(c, k); n > 0 {
					pool = append(pool, TF("status.poolEntry", map[string]any{"Count": n, "Piece": KindName(k)}))
				}
			}
			if len(pool) > 0 {
				parts = append(parts, TF("status.pool", map[string]any{"Side": SideName(c), "Pieces": strings.Join(pool, ", ")}))
			}
		}
	}
	return strings.Join(parts, " · ")
}

// decided returns the win a record's result tag gives ("1-0", "0-1"), or
// Ongoing for any other.
func decided(recorded string) rules.Result {
	for _, r := range []rules.Result{rules.WhiteWins, rules.BlackWins} {
		if recorded == r.String() {
			return r
		}
	}
	return rules.Ongoing
}
