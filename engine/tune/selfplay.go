package tune

import (
	"errors"
	"math/rand"
	"time"

	"wormweave/engine"
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
	Variant rules.Variant
	Games   int // how many games to play
	// Nodes, when above 0, has the engine play every turn within that many
	// nodes; otherwise the small searcher of this package plays to Depth
	// whole turns (1 or 2 is plenty).
	Nodes       int64
	Depth       int
	RandomTurns int   // turns played at random first, so games differ
	MaxPlies    int   // a game still going after this many turns counts as undecided
	Seed        int64 // seeds the random turns and the tie-breaks
	// Deadline ends the games (zero: none): no game starts after it, and
	// the game it interrupts is dropped, its positions unscored.
	Deadline time.Time
	Eval     eval.Evaluator // the evaluation the players search with
	// Finished, when not nil, receives the positions of each game as the
	// game ends (a positions file appends them there, so that a run cut
	// short keeps them); an error stops Play, which returns it.
	Finished func([]Sample) error
}

// Stats counts what Play did.
type Stats struct {
	Games, Undecided, Plies int
	Nodes                   int64
}

// Play plays cfg.Games games (fewer if the deadline passes) between two
// copies of the same player and returns the quiet positions of their
// second part, after the random opening turns.
func Play(cfg GameConfig) ([]Sample, Stats, error) {
	if cfg.Games < 1 || cfg.Depth < 1 && cfg.Nodes <= 0 || cfg.MaxPlies < 1 || cfg.RandomTurns < 0 {
		return nil, Stats{}, errors.New("games, depth (or nodes) and the ply limit must be 1 or more, random turns 0 or more")
	}
	if cfg.Eval == nil {
		cfg.Eval = eval.Linear(cfg.Variant)
	}
	g := &gamePlayer{cfg: cfg, rng: rand.New(rand.NewSource(cfg.Seed)), s: newSearcher(cfg.Eval)}
	g.s.deadline = cfg.Deadline
	if cfg.Nodes > 0 {
		g.e = engine.New(engine.Options{Eval: cfg.Eval, Threads: 1})
	}
	var out []Sample
	for i := 0; i < cfg.Games; i++ {
		if !cfg.Deadline.IsZero() && time.Now().After(cfg.Deadline) {
			break
		}
		var done bool
		first := len(out)
		if out, done = g.play(out); !done {
			break
		}
		g.st.Games++
		if cfg.Finished != nil {
			if err := cfg.Finished(out[first:]); err != nil {
				return out, g.st, err
			}
		}
	}
	g.st.Nodes += int64(g.s.nodes)
	return out, g.st, nil
}

// gamePlayer plays the games of one Play call.
type gamePlayer struct {
	cfg     GameConfig
	rng     *rand.Rand
	s       *searcher
	e       *engine.Engine // nil: the small searcher plays
	st      Stats
	history []uint64
}

// past reports whether the deadline has passed.
func (g *gamePlayer) past() bool {
	return !g.cfg.Deadline.IsZero() && !time.Now().Before(g.cfg.Deadline)
}

// play plays one game, appending its quiet positions to out; it reports
// false, leaving out as it was, when the deadline cut the game short.
func (g *gamePlayer) play(out []Sample) ([]Sample, bool) {
	cfg := g.cfg
	p := rules.NewPosition(cfg.Variant)
	first := len(out)
	g.history = g.history[:0]
	if g.e != nil {
		g.e.NewGame()
	}
	var buf [256]rules.Move
	for p.Plies() < cfg.MaxPlies && len(p.Moves(buf[:0])) > 0 {
		random := p.Plies() < cfg.RandomTurns
		if !random && quiet(p, g.s) {
			out = append(out, Sample{Pos: *p})
		}
		g.history = append(g.history, p.Hash())
		if g.past() {
			return out[:first], false
		}
		if !g.turn(p, random) {
			break
		}
		g.st.Plies++
	}
	// The side to move at the end has lost, unless the game ran out of plies.
	loser, decided := p.Turn(), len(p.Moves(buf[:0])) == 0
	if !decided {
		g.st.Undecided++
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
	return out, true
}

// turn plays one whole turn of p: at random, by the engine or by the small
// searcher. It returns false if no turn could be played.
func (g *gamePlayer) turn(p *rules.Position, random bool) bool {
	if g.e != nil && !random {
		lim := engine.Limits{Nodes: g.cfg.Nodes}
		if !g.cfg.Deadline.IsZero() {
			// A search of many nodes stops at the deadline too.
			lim.MoveTime = max(time.Until(g.cfg.Deadline), time.Millisecond)
		}
		r := g.e.Start(p, g.history, lim, nil).Wait()
		g.st.Nodes += r.Nodes
		return len(r.Best) > 0 && p.PlayTurn(r.Best) == nil
	}
	var buf [256]rules.Move
	for {
		var m rules.Move
		if random {
			ms := p.Moves(buf[:0])
			if len(ms) == 0 {
				return false
			}
			m = ms[g.rng.Intn(len(ms))]
		} else {
			var ok bool
			if m, ok = g.s.choose(p, g.cfg.Depth, g.rng); !ok {
				return false
			}
		}
		if p.Make(m).TurnEnded() {
			return true
		}
	}
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
