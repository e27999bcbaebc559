package tune

import (
	"errors"
	"math/rand"
	"time"

	"wormweave/engine/eval"
	"wormweave/rules"
)

// Sample is a quiet position of a self-play game and how the game ended for
// the side to move there: 1 won, 0 lost, 0.5 undecided.
type Sample struct {
	Pos    rules.Position
	Result float64
}

// GameConfig says how to play the self-play games.
type GameConfig struct {
	Variant     rules.Variant
	Games       int            // how many games to play
	Depth       int            // search depth in whole turns (1 or 2 is plenty)
	RandomTurns int            // turns played at random first, so games differ
	MaxPlies    int            // a game still going after this many turns counts as undecided
	Seed        int64          // seeds the random turns and the tie-breaks
	Deadline    time.Time      // no game starts after it (zero: none)
	Eval        eval.Evaluator // the evaluation the players search with
}

// Stats counts what Play did.
type Stats struct {
	Games, Undecided, Plies, Nodes int
}

// Play plays cfg.Games games (fewer if the deadline passes) between two
// copies of the small searcher and returns the quiet positions of their
// second part, after the random opening turns.
func Play(cfg GameConfig) ([]Sample, Stats, error) {
	if cfg.Games < 1 || cfg.Depth < 1 || cfg.MaxPlies < 1 || cfg.RandomTurns < 0 {
		return nil, Stats{}, errors.New("games, depth and the ply limit must be 1 or more, random turns 0 or more")
	}
	if cfg.Eval == nil {
		cfg.Eval = eval.For(cfg.Variant)
	}
	rng := rand.New(rand.NewSource(cfg.Seed))
	s := newSearcher(cfg.Eval)
	var out []Sample
	var st Stats
	for g := 0; g < cfg.Games; g++ {
		if !cfg.Deadline.IsZero() && time.Now().After(cfg.Deadline) {
			break
		}
		out = playGame(cfg, s, rng, out, &st)
		st.Games++
	}
	st.Nodes = s.nodes
	return out, st, nil
}

// playGame plays one game, appending its quiet positions to out.
func playGame(cfg GameConfig, s *searcher, rng *rand.Rand, out []Sample, st *Stats) []Sample {
	p := rules.NewPosition(cfg.Variant)
	first := len(out)
	var buf [256]rules.Move
	for p.Plies() < cfg.MaxPlies {
		ms := p.Moves(buf[:0])
		if len(ms) == 0 {
			break
		}
		var m rules.Move
		if p.Plies() < cfg.RandomTurns {
			m = ms[rng.Intn(len(ms))]
		} else {
			if p.ChainSquare() == rules.NoSquare && quiet(p, s) {
				out = append(out, Sample{Pos: *p})
			}
			m, _ = s.choose(p, cfg.Depth, rng)
		}
		p.Make(m)
		st.Plies++
	}
	// The side to move at the end has lost, unless the game ran out of plies.
	loser, decided := p.Turn(), p.Plies() < cfg.MaxPlies || len(p.Moves(buf[:0])) == 0
	if !decided {
		st.Undecided++
	}
	for i := first; i < len(out); i++ {
		switch {
		case !decided:
			out[i].Result = 0.5
		case out[i].Pos.Turn() == loser:
			out[i].Result = 0
		default:
			out[i].Result = 1
		}
	}
	return out
}

// quiet reports whether p is a position whose static evaluation means
// something: no capture is forced (Interweave) or the side to move is not in
// check and no capture sequence changes the evaluation (Wormhole).
func quiet(p *rules.Position, s *searcher) bool {
	if p.Variant() == rules.Interweave {
		return !p.MustCapture()
	}
	if p.InCheck() {
		return false
	}
	return s.quiesce(p, 0, 0, -infinity, infinity) == s.ev.Evaluate(p)
}
