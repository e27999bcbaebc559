package match

import (
	"math/rand/v2"

	"wormweave/rules"
)

// twoPlyPlayer is the computer player of the site the two variants come
// from: for each of its turns it takes the worst material balance the
// opponent's best reply leaves it (a two-ply minimax, no quiescence), a
// won or lost game counting as ±twoPlyWin, and it plays one of the turns
// that score best, chosen at random among equals.
type twoPlyPlayer struct {
	rng *rand.Rand
}

// twoPlyWin scores a finished game; any material balance is far below it.
const twoPlyWin = 1 << 20

// twoPlyReplyBudget bounds the steps examined below one of the player's
// own turns, for odd Interweave positions where chains branch without end.
const twoPlyReplyBudget = 200000

// twoPlyValues are the site's material values: for Wormhole those of its
// Wormhole rules (pawn 1, knight 3, wizard 3, champion 8, lion 9); for
// Interweave its base values for the letters Interweave reuses (smasher as
// rook 5, leaper as knight 3, remover as bishop 3). Kings count nothing: a
// lost king ends the game, which scores as a result.
var twoPlyValues = [...]int{
	rules.Pawn: 1, rules.Knight: 3, rules.Wizard: 3, rules.Champion: 8, rules.Lion: 9,
	rules.Smasher: 5, rules.Leaper: 3, rules.Remover: 3, rules.King: 0,
}

func newTwoPlyPlayer(seed int64) *twoPlyPlayer {
	return &twoPlyPlayer{rng: rand.New(rand.NewPCG(uint64(seed), 0x74776f706c79))}
}

func (t *twoPlyPlayer) NewGame(seed int64) {
	t.rng = rand.New(rand.NewPCG(uint64(seed), 0x74776f706c79))
}

func (t *twoPlyPlayer) Play(p *rules.Position, _ []uint64) (rules.Turn, error) {
	turns, _ := legalTurns(p, maxTurns)
	if len(turns) == 0 {
		return nil, errNoMove
	}
	me := p.Turn()
	best := -2 * twoPlyWin
	var candidates []int
	for i, turn := range turns {
		score := twoPlyScore(p, turn, me)
		switch {
		case score > best:
			best, candidates = score, append(candidates[:0], i)
		case score == best:
			candidates = append(candidates, i)
		}
	}
	return turns[candidates[t.rng.IntN(len(candidates))]], nil
}

// twoPlyFinal scores a finished game for side me, or returns 0 while it
// goes on.
func twoPlyFinal(p *rules.Position, me rules.Color) int {
	switch p.Result() {
	case rules.Ongoing:
		return 0
	case rules.WinFor(me):
		return twoPlyWin
	}
	return -twoPlyWin
}

// twoPlyWorstReply returns the lowest score for me over the opponent's
// whole turns from p, walking the steps of capture chains without listing
// the turns. budget counts the steps it may still make.
func twoPlyWorstReply(p *rules.Position, me rules.Color, budget *int) int {
	worst := twoPlyWin + 1
	var buf [64]rules.Move
	for _, m := range p.Moves(buf[:0]) {
		if *budget <= 0 {
			break
		}
		*budget--
		u := p.Make(m)
		var s int
		switch {
		case !u.TurnEnded():
			s = twoPlyWorstReply(p, me, budget)
		case p.Result() != rules.Ongoing:
			s = twoPlyFinal(p, me)
		default:
			s = material(p, me)
		}
		p.Unmake(m, u)
		worst = min(worst, s)
	}
	if worst > twoPlyWin { // no step examined: only the budget can cause it
		return material(p, me)
	}
	return worst
}

// material is side c's material balance in the site's values.
func material(p *rules.Position, c rules.Color) int {
	sum := 0
	for _, k := range p.Variant().Kinds() {
		v := twoPlyValues[k]
		sum += v * (p.PiecesOf(c, k).Count() - p.PiecesOf(c.Other(), k).Count())
	}
	return sum
}

// twoPlyScore scores turn for me as the two-ply search sees it: the
// position's result if the turn ends the game, else the worst reply.
func twoPlyScore(p *rules.Position, turn rules.Turn, me rules.Color) int {
	q := *p
	playTurn(&q, turn)
	if q.Result() != rules.Ongoing {
		return twoPlyFinal(&q, me)
	}
	budget := twoPlyReplyBudget
	return twoPlyWorstReply(&q, me, &budget)
}
