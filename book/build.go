package book

import (
	"errors"
	"fmt"
	"math/rand"
	"runtime"
	"sync"

	"wormweave/engine"
	"wormweave/notation"
	"wormweave/rules"
)

// BuildConfig describes the self-play games a book is built from.
type BuildConfig struct {
	Variant rules.Variant
	Games   int
	// Nodes is the engine's search a turn, in nodes; the turns of the
	// book's plies are searched for MultiPV lines with twice as many.
	Nodes int64
	// Plies is how deep the book goes: the positions of the first Plies
	// plies of the games are kept, and their turns are chosen at random
	// among the engine's best lines.
	Plies int
	// MinGames is how often a position must be reached to be kept.
	MinGames int
	// MultiPV is the number of lines searched in the book's plies, and
	// Margin how far below the best line, in centipawns, a line may
	// score and still be played.
	MultiPV, Margin int
	// MaxPlies stops a game that goes on this long unfinished (an
	// Interweave game can cycle); it counts as neither side's win.
	MaxPlies int
	// Concurrency is the number of games played at once (0: one a core).
	Concurrency int
	// Seed makes the games repeatable: the same config plays the same
	// games, whatever the concurrency.
	Seed int64
	// OnGame, if set, is called with each game in game order, one call at
	// a time, with the number of games finished so far.
	OnGame func(g *Game, finished int)
}

// The defaults of BuildConfig's zero fields.
const (
	DefaultPlies    = 12
	DefaultMinGames = 3
	DefaultMultiPV  = 4
	DefaultMargin   = 40
	DefaultMaxPlies = 300
)

// Game is a self-play game of a book's build.
type Game struct {
	Index  int
	Seed   int64 // the build's seed, which with Index names the game
	Turns  []rules.Turn
	Evals  []int // the evaluation of each turn of the book's plies, from its mover's side
	Result rules.Result
	Ending string // how the game ended: the rules' reason, or the ply cap
}

// Build plays the self-play games of cfg and returns their book.
func Build(cfg BuildConfig) (*Book, error) {
	if cfg.Games < 1 {
		return nil, errors.New("the number of games must be 1 or more")
	}
	if cfg.Nodes < 1 {
		return nil, errors.New("the nodes a turn must be 1 or more")
	}
	if cfg.Plies == 0 {
		cfg.Plies = DefaultPlies
	}
	if cfg.MinGames == 0 {
		cfg.MinGames = DefaultMinGames
	}
	if cfg.MultiPV == 0 {
		cfg.MultiPV = DefaultMultiPV
	}
	if cfg.Margin == 0 {
		cfg.Margin = DefaultMargin
	}
	if cfg.MaxPlies == 0 {
		cfg.MaxPlies = DefaultMaxPlies
	}
	if cfg.Concurrency < 1 {
		cfg.Concurrency = runtime.NumCPU()
	}
	cfg.Concurrency = min(cfg.Concurrency, cfg.Games)
	next := make(chan int)
	done := make(chan *Game)
	var wg sync.WaitGroup
	for range cfg.Concurrency {
		wg.Add(1)
		go func() {
			defer wg.Done()
			e := engine.New(engine.Options{})
			for i := range next {
				done <- cfg.play(i, e)
			}
		}()
	}
	go func() {
		for i := range cfg.Games {
			next <- i
		}
		close(next)
		wg.Wait()
		close(done)
	}()
	// The games are counted in game order, so that the book and the
	// calls of OnGame do not depend on which game finished first.
	col := NewCollector(cfg.Variant)
	waiting := map[int]*Game{}
	finished, counted := 0, 0
	for g := range done {
		finished++
		waiting[g.Index] = g
		for {
			g, ok := waiting[counted]
			if !ok {
				break
			}
			delete(waiting, counted)
			counted++
			cfg.count(col, g)
			if cfg.OnGame != nil {
				cfg.OnGame(g, counted)
			}
		}
	}
	return col.Book(cfg.MinGames), nil
}

// count adds the turns of g's book plies to col.
func (cfg *BuildConfig) count(col *Collector, g *Game) {
	col.AddGame()
	p := rules.NewPosition(cfg.Variant)
	for i, t := range g.Turns[:len(g.Evals)] {
		col.Add(p, t, g.Result, g.Evals[i])
		if err := p.PlayTurn(t); err != nil {
			panic(fmt.Sprintf("book: game %d: the engine's turn %s is illegal: %v", g.Index+1, t.ID(cfg.Variant), err))
		}
	}
}

// play plays game i with e.
func (cfg *BuildConfig) play(i int, e *engine.Engine) *Game {
	rnd := rand.New(rand.NewSource(cfg.Seed*1_000_003 + int64(i)))
	e.NewGame()
	g := &Game{Index: i, Seed: cfg.Seed}
	p := rules.NewPosition(cfg.Variant)
	var history []uint64
	for ply := 0; ; ply++ {
		if r, reason := p.Outcome(); r != rules.Ongoing {
			g.Result, g.Ending = r, notation.Termination(reason)
			return g
		}
		if ply >= cfg.MaxPlies {
			g.Ending = "ply cap"
			return g
		}
		var t rules.Turn
		if ply < cfg.Plies {
			var eval int
			t, eval = cfg.choose(e, p, history, rnd)
			if t != nil {
				g.Evals = append(g.Evals, eval)
			}
		} else {
			t = e.Start(p, history, engine.Limits{Nodes: cfg.Nodes}, nil).Wait().Best
		}
		if t == nil {
			// The rules say the game goes on but the engine found no turn:
			// it cannot happen, and the game is stopped unfinished.
			g.Ending = "no turn found"
			g.Evals = g.Evals[:min(len(g.Evals), len(g.Turns))]
			return g
		}
		history = append(history, p.Hash())
		if err := p.PlayTurn(t); err != nil {
			panic(fmt.Sprintf("book: the engine's turn %s is illegal: %v", t.ID(cfg.Variant), err))
		}
		g.Turns = append(g.Turns, t)
	}
}

// choose searches p for the engine's best lines and picks one of those
// within the margin of the best at random, the better ones more often; it
// returns the turn with its score.
func (cfg *BuildConfig) choose(e *engine.Engine, p *rules.Position, history []uint64, rnd *rand.Rand) (rules.Turn, int) {
	var mu sync.Mutex
	var lines []engine.Info
	depth := 0
	lim := engine.Limits{Nodes: 2 * cfg.Nodes, MultiPV: cfg.MultiPV}
	res := e.Start(p, history, lim, func(in engine.Info) {
		mu.Lock()
		defer mu.Unlock()
		if in.Bound != engine.Exact || len(in.PV) == 0 {
			return
		}
		if in.Depth != depth {
			depth, lines = in.Depth, lines[:0]
		}
		lines = append(lines, in)
	}).Wait()
	mu.Lock()
	defer mu.Unlock()
	if len(lines) == 0 {
		return res.Best, int(res.Score)
	}
	best := lines[0].Score
	for _, l := range lines {
		best = max(best, l.Score)
	}
	var total int
	weights := make([]int, len(lines))
	for i, l := range lines {
		if gap := int(best - l.Score); gap <= cfg.Margin && !(l.Score.IsMate() && l.Score < 0) {
			weights[i] = cfg.Margin + 1 - gap
			total += weights[i]
		}
	}
	if total == 0 {
		return lines[0].PV[0], int(lines[0].Score) // every line loses
	}
	x := rnd.Intn(total)
	for i, w := range weights {
		if x < w {
			return lines[i].PV[0], int(lines[i].Score)
		}
		x -= w
	}
	return lines[0].PV[0], int(lines[0].Score)
}

// AppendPGN appends g as a PGN game of variant v to b, its players named
// player: the tags say the game's seed and number (Round "S.N", unique
// over the shards of a build, each of its own seed) and how it ended; no
// date, so that the same build writes the same file.
func (g *Game) AppendPGN(b []byte, v rules.Variant, player string) ([]byte, error) {
	ng := notation.NewGame(v, nil)
	ng.Result = g.Result.String()
	ng.SetTag("Event", "wormweave book build")
	ng.SetTag("Round", fmt.Sprintf("%d.%d", g.Seed, g.Index+1))
	ng.SetTag("White", player)
	ng.SetTag("Black", player)
	ng.SetTag("Result", ng.Result)
	ng.SetTag("Termination", g.Ending)
	n := ng.Root
	for _, t := range g.Turns {
		child, _, err := n.AddMove(t)
		if err != nil {
			return b, fmt.Errorf("game %d: %v", g.Index+1, err)
		}
		n = child
	}
	return notation.AppendGame(b, ng), nil
}
