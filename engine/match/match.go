package match

import (
	"fmt"
	"runtime"
	"sync"
	"time"

	"wormweave/rules"
)

// Config describes a match.
type Config struct {
	Variant rules.Variant
	A, B    Spec
	Games   int
	// MoveTime is the time a move for an engine player whose spec sets
	// no limit of its own, when there is no Clock.
	MoveTime time.Duration
	// Clock, if set, is the time control of every player whose spec
	// sets no limit of its own; a player whose clock runs out loses.
	Clock *TimeControl
	// SPRT, if set, is tested after each pair of games, and the match
	// stops once it accepts a hypothesis: Games is then the most games.
	SPRT *SPRT
	// Openings are the start positions, taken in turn, each played twice
	// with the colours swapped; nil means the built-in openings.
	Openings []Opening
	// Concurrency is the number of games played at once; 0 means one
	// per core.
	Concurrency int
	// MaxPlies is the ply cap (0 means MaxPlies).
	MaxPlies int
	// Seed makes the players' random choices repeatable.
	Seed int64
	// OnGame, if set, is called after each game, one call at a time, in
	// the order the games finish.
	OnGame func(g *Game, sofar Progress)
	// Summary, if set, makes the report keep no game, only what it
	// prints (with the games it lists bounded), so that a long match
	// holds as little as a short one: OnGame is then the one to see the
	// games, to write them out (see PGNWriter).
	Summary bool
	// GamesFile names the file the games are written to, if any: a
	// report that lists only some of its games says where the rest are.
	GamesFile string
	// Stop, if set, ends the match once it is closed: no game starts
	// after it, and Run returns the games finished at once, without
	// those under way (whose players the caller stops).
	Stop <-chan struct{}
}

// Progress is where a match stands after a game.
type Progress struct {
	Score Score
	// SPRT is the test's state, when the match runs one.
	SPRT *SPRTStatus
}

// closer is a player that holds something to release at the end of the
// match (an engine's process).
type closer interface{ close() }

// Run plays the match and returns its games, in game order. A match
// stopped by its SPRT returns the games played.
func Run(cfg Config) (*Report, error) {
	if cfg.Games < 1 {
		return nil, fmt.Errorf("the number of games must be 1 or more")
	}
	if cfg.Openings == nil {
		o, err := BuiltinOpenings(cfg.Variant)
		if err != nil {
			return nil, err
		}
		cfg.Openings = o
	}
	if len(cfg.Openings) == 0 {
		return nil, fmt.Errorf("no opening to start the games from")
	}
	for _, o := range cfg.Openings {
		if o.Pos.Variant() != cfg.Variant {
			return nil, fmt.Errorf("opening of line %d is a %s position, not %s", o.Line, o.Pos.Variant(), cfg.Variant)
		}
	}
	if cfg.Concurrency < 1 {
		cfg.Concurrency = runtime.NumCPU()
	}
	cfg.Concurrency = min(cfg.Concurrency, cfg.Games)
	if cfg.MaxPlies < 1 {
		cfg.MaxPlies = MaxPlies
	}
	// Make every worker's players first, so that a bad spec fails before
	// any game is played.
	type pair struct{ a, b Player }
	pairs := make([]pair, cfg.Concurrency)
	defer func() {
		for _, pr := range pairs {
			for _, pl := range []Player{pr.a, pr.b} {
				if c, ok := pl.(closer); ok {
					c.close()
				}
			}
		}
	}()
	for i := range pairs {
		a, err := cfg.A.newPlayer(cfg.Variant, cfg.MoveTime)
		if err != nil {
			return nil, err
		}
		b, err := cfg.B.newPlayer(cfg.Variant, cfg.MoveTime)
		if err != nil {
			return nil, err
		}
		pairs[i] = pair{a, b}
	}

	rep := newReport(cfg)
	if !cfg.Summary {
		rep.Games = make([]*Game, cfg.Games)
	}
	next := make(chan int)
	var mu sync.Mutex // guards the score, the test and OnGame
	var sofar Progress
	// The SPRT counts a pair once both its games are over; firstOfPair
	// holds A's points in the game of a pair that finished first.
	var penta Penta
	firstOfPair := map[int]float64{}
	decided := make(chan struct{})
	if cfg.SPRT != nil {
		st := cfg.SPRT.Status(penta)
		sofar.SPRT = &st
	}
	stopped := false // set under mu once Run has returned on Stop
	var wg sync.WaitGroup
	for _, pr := range pairs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				g := cfg.game(i, pr.a, pr.b)
				mu.Lock()
				if stopped {
					mu.Unlock()
					continue
				}
				if !cfg.Summary {
					rep.Games[i] = g
				}
				rep.record(g)
				sofar.Score.add(g.ScoreA())
				if cfg.SPRT != nil {
					if first, ok := firstOfPair[i/2]; ok {
						delete(firstOfPair, i/2)
						penta[int(2*(first+g.ScoreA()))]++
						verdict := sofar.SPRT.Verdict
						st := cfg.SPRT.Status(penta)
						if verdict != Inconclusive {
							st.Verdict = verdict // the games after the decision do not undo it
						} else if st.Verdict != Inconclusive {
							close(decided)
						}
						sofar.SPRT = &st
					} else {
						firstOfPair[i/2] = g.ScoreA()
					}
				}
				if cfg.OnGame != nil {
					cfg.OnGame(g, sofar)
				}
				mu.Unlock()
			}
		}()
	}
	interrupted := false
feed:
	for i := range cfg.Games {
		select {
		case next <- i:
		case <-decided:
			// The games under way finish; no more start.
			break feed
		case <-cfg.Stop:
			interrupted = true
			break feed
		}
	}
	close(next)
	if interrupted {
		mu.Lock()
		stopped = true
		mu.Unlock()
	} else {
		finished := make(chan struct{})
		go func() { wg.Wait(); close(finished) }()
		select {
		case <-finished:
		case <-cfg.Stop:
			mu.Lock()
			stopped = true
			mu.Unlock()
		}
	}
	mu.Lock()
	defer mu.Unlock()
	played := rep.Games[:0]
	for _, g := range rep.Games {
		if g != nil {
			played = append(played, g)
		}
	}
	rep.Games = played
	rep.SPRT = sofar.SPRT
	return rep, nil
}

// game plays game i of the match: opening i/2 (cycling through the
// openings), with A as White in even games.
func (cfg *Config) game(i int, a, b Player) *Game {
	g := &Game{Index: i, Opening: (i / 2) % len(cfg.Openings), AWhite: i%2 == 0}
	g.Start = &cfg.Openings[g.Opening].Pos
	seed := cfg.Seed*1_000_003 + int64(i)
	a.NewGame(seed)
	b.NewGame(seed ^ 0x5a5a5a5a)
	white, black := a, b
	if !g.AWhite {
		white, black = b, a
	}
	ck := clocks{tc: cfg.Clock}
	if cfg.Clock != nil {
		ck.onClock = [2]bool{!cfg.A.HasLimit(), !cfg.B.HasLimit()}
		if !g.AWhite {
			ck.onClock[0], ck.onClock[1] = ck.onClock[1], ck.onClock[0]
		}
	}
	end := play(*g.Start, white, black, cfg.MaxPlies, ck)
	g.Turns, g.Result, g.Ending, g.Err = end.turns, end.result, end.ending, end.err
	g.Plies = len(g.Turns)
	if cfg.Clock != nil {
		g.Clocks = end.clocks
		g.ClockA, g.ClockB = !cfg.A.HasLimit(), !cfg.B.HasLimit()
		g.LeftA, g.LeftB = end.left[0], end.left[1]
		if !g.AWhite {
			g.LeftA, g.LeftB = g.LeftB, g.LeftA
		}
	}
	return g
}

// add counts one game scored points (1, ½ or 0).
func (s *Score) add(points float64) {
	switch points {
	case 1:
		s.Wins++
	case 0:
		s.Losses++
	default:
		s.Draws++
	}
}
