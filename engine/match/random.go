package match

import (
	"math/rand/v2"

	"wormweave/rules"
)

// randomPlayer plays a legal whole turn chosen uniformly at random. When a
// position has more than maxTurns turns it picks each step of the turn
// uniformly instead, so that it never has to list them all.
type randomPlayer struct {
	rng *rand.Rand
}

func newRandomPlayer(seed int64) *randomPlayer {
	return &randomPlayer{rng: rand.New(rand.NewPCG(uint64(seed), 0x72616e646f6d))}
}

func (r *randomPlayer) NewGame(seed int64) {
	r.rng = rand.New(rand.NewPCG(uint64(seed), 0x72616e646f6d))
}

func (r *randomPlayer) Play(p *rules.Position, _ []uint64) (rules.Turn, error) {
	turns, complete := legalTurns(p, maxTurns)
	if len(turns) == 0 {
		return nil, errNoMove
	}
	if complete {
		return turns[r.rng.IntN(len(turns))], nil
	}
	return randomSteps(p, r.rng), nil
}

// randomSteps builds a turn by picking each step uniformly among the legal
// next steps until the turn ends.
func randomSteps(p *rules.Position, rng *rand.Rand) rules.Turn {
	q := *p
	var t rules.Turn
	for {
		moves := q.Moves(nil)
		if len(moves) == 0 {
			return t // cannot happen: a chain step that ends no turn has a follow-up
		}
		m := moves[rng.IntN(len(moves))]
		t = append(t, m)
		if q.Make(m).TurnEnded() {
			return t
		}
	}
}
