package match

import "wormweave/rules"

// maxTurns bounds the whole turns a player enumerates in one position. A
// normal position has far fewer; an odd Interweave position with many
// branching capture chains can have exponentially many, and then the
// players fall back to choosing one step at a time.
const maxTurns = 4096

// legalTurns returns the legal whole turns of p, and false if there are
// more than limit (then the list holds the first limit found). p is
// unchanged when it returns.
func legalTurns(p *rules.Position, limit int) ([]rules.Turn, bool) {
	var out []rules.Turn
	q := *p
	complete := collect(&q, nil, &out, limit)
	return out, complete
}

func collect(p *rules.Position, prefix rules.Turn, out *[]rules.Turn, limit int) bool {
	var buf [64]rules.Move
	for _, m := range p.Moves(buf[:0]) {
		t := append(prefix[:len(prefix):len(prefix)], m)
		u := p.Make(m)
		ok := true
		if u.TurnEnded() {
			if len(*out) >= limit {
				ok = false
			} else {
				*out = append(*out, t)
			}
		} else {
			ok = collect(p, t, out, limit)
		}
		p.Unmake(m, u)
		if !ok {
			return false
		}
	}
	return true
}

// playTurn plays the steps of t on p, which must be legal (they come from
// the position's own move generation).
func playTurn(p *rules.Position, t rules.Turn) {
	for _, m := range t {
		p.Make(m)
	}
}
