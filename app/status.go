package app

import (
	"strings"

	"wormweave/rules"
)

// sideName returns "White" or "Black" in the current language.
func sideName(c rules.Color) string {
	if c == rules.White {
		return T("side.white")
	}
	return T("side.black")
}

// kindName returns a kind's name in the current language.
func kindName(k rules.Kind) string { return T("piece." + iconKinds[k]) }

// statusText says what the position asks of the user: whose turn it is,
// check, a capture that must be made or continued, the Interweave pools,
// or the result and why.
func statusText(p *rules.Position) string { return recordStatusText(p, "") }

// recordStatusText is statusText for the last position of a record whose
// result is recorded ("1-0", "0-1"; "" or "*" for none): when the game
// ended there though the position goes on (a resignation), it says the
// game is over and who won instead of whose turn it is.
func recordStatusText(p *rules.Position, recorded string) string {
	var parts []string
	data := map[string]any{"Side": sideName(p.Turn()), "Winner": sideName(p.Turn().Other()), "Loser": sideName(p.Turn())}
	r, why := p.Outcome()
	recordedWinner, won := decided(recorded).Winner()
	switch {
	case r == rules.Ongoing && p.ChainSquare() < 0 && won:
		parts = append(parts, TF("status.recorded", map[string]any{"Winner": sideName(recordedWinner), "Result": recorded}))
	case r != rules.Ongoing && why == rules.KingCaptured:
		// The side with fewer than two kings is not necessarily the one to move.
		winner, _ := r.Winner()
		parts = append(parts, TF("status.kingCaptured", map[string]any{"Winner": sideName(winner), "Loser": sideName(winner.Other())}))
	case why == rules.Checkmate:
		parts = append(parts, TF("status.checkmate", data))
	case why == rules.Stalemate || why == rules.NoMoves:
		parts = append(parts, TF("status.noMoves", data))
	case p.ChainSquare() >= 0:
		parts = append(parts, TF("status.chain", map[string]any{"Side": sideName(p.Turn()), "Square": p.ChainSquare().String()}))
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
					pool = append(pool, TF("status.poolEntry", map[string]any{"Count": n, "Piece": kindName(k)}))
				}
			}
			if len(pool) > 0 {
				parts = append(parts, TF("status.pool", map[string]any{"Side": sideName(c), "Pieces": strings.Join(pool, ", ")}))
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
