package engine

import (
	"bufio"
	"encoding/json"
	"os"
	"slices"
	"sync"
	"testing"
	"time"

	"wormweave/internal/racerun"
	"wormweave/rules"
)

type tactic struct {
	Variant      string   `json:"variant"`
	FEN          string   `json:"fen"`
	WinIn        int      `json:"win_in"`
	WinningTurns []string `json:"winning_turns"`
}

func loadTactics(t testing.TB) []tactic {
	t.Helper()
	f, err := os.Open("../testdata/tactics.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []tactic
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var c tactic
		if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
			t.Fatalf("tactics.jsonl: %v", err)
		}
		out = append(out, c)
	}
	return out
}

func mustPosition(t testing.TB, variant, fen string) *rules.Position {
	t.Helper()
	v, err := rules.ParseVariant(variant)
	if err != nil {
		t.Fatal(err)
	}
	p, err := rules.ParseFEN(v, fen)
	if err != nil {
		t.Fatalf("%s: %v", fen, err)
	}
	return p
}

// checkLine replays a line of whole turns from p and fails on an illegal one.
func checkLine(t *testing.T, p *rules.Position, line []rules.Turn, what string) {
	t.Helper()
	q := *p
	for i, turn := range line {
		if err := q.PlayTurn(turn); err != nil {
			t.Fatalf("%s: turn %d (%s) of the line from %s: %v", what, i+1, turn.ID(p.Variant()), p.FEN(), err)
		}
	}
}

// The engine finds every proved forced win, with the exact distance, within
// a depth limit of a few turns more than the win takes.
func TestTactics(t *testing.T) {
	racerun.SkipOneGoroutine(t)
	e := New(Options{HashMB: 8})
	for i, c := range loadTactics(t) {
		p := mustPosition(t, c.Variant, c.FEN)
		e.NewGame()
		r := e.Start(p, nil, Limits{Depth: 2*c.WinIn + 1}, nil).Wait()
		got := r.Best.ID(p.Variant())
		if !slices.Contains(c.WinningTurns, got) {
			t.Errorf("tactic %d (%s %s, win in %d): best %s (score %s), want one of %v", i+1, c.Variant, c.FEN, c.WinIn, got, r.Score.UCI(), c.WinningTurns)
			continue
		}
		if !r.Score.IsMate() || r.Score.MateTurns() != c.WinIn {
			t.Errorf("tactic %d (%s %s): score %s, want mate %d", i+1, c.Variant, c.FEN, r.Score.UCI(), c.WinIn)
		}
		checkLine(t, p, r.PV, "pv")
	}
}

// A search that only asks for wins (MateOnly), with the prunings off as a
// puzzle's proof has them, finds every proved forced win with its exact
// distance too, even when the win's last turn is the search's last ply
// (where the quiescence search no longer looks), and sees none in the
// start positions.
func TestMateOnlyFindsTheTactics(t *testing.T) {
	e := New(Options{HashMB: 8, NoNullMove: true, NoLMR: true, NoFutility: true, MateOnly: true})
	for i, c := range loadTactics(t) {
		if testing.Short() && i%6 != 0 {
			continue
		}
		p := mustPosition(t, c.Variant, c.FEN)
		e.NewGame()
		r := e.Start(p, nil, Limits{Depth: 2*c.WinIn - 1}, nil).Wait()
		if got := r.Best.ID(p.Variant()); !slices.Contains(c.WinningTurns, got) {
			t.Errorf("tactic %d (%s %s, win in %d): best %s (score %s), want one of %v", i+1, c.Variant, c.FEN, c.WinIn, got, r.Score.UCI(), c.WinningTurns)
		}
		if !r.Score.IsMate() || r.Score.MateTurns() != c.WinIn {
			t.Errorf("tactic %d (%s %s): score %s, want mate %d", i+1, c.Variant, c.FEN, r.Score.UCI(), c.WinIn)
		}
	}
	for _, v := range rules.Variants {
		e.NewGame()
		if r := e.Start(rules.NewPosition(v), nil, Limits{Depth: 4}, nil).Wait(); r.Score.IsMate() {
			t.Errorf("%v start: score %s, want no win", v, r.Score.UCI())
		}
	}
}

// Every line reported and the best turn are legal from the root, with
// several lines at once.
func TestLinesAreLegal(t *testing.T) {
	positions := []struct{ variant, fen string }{
		{"wormhole", rules.Wormhole.StartFEN()},
		{"interweave", rules.Interweave.StartFEN()},
		{"wormhole", "cwkxxxwn/ppxppppx/2mxxW2/4x2p/3P1x2/3n1x2/PPPxPPPP/CWxxxNKC b 0"},
		{"interweave", "rb1kknbr/p2p1ppp/2n5/1p3N2/7P/2P1PP2/P1P2PP1/RBNKK1BR w 14 - 000000"},
	}
	for i, c := range loadTactics(t) {
		if i%6 == 0 {
			positions = append(positions, struct{ variant, fen string }{c.Variant, c.FEN})
		}
	}
	e := New(Options{HashMB: 8})
	for _, c := range positions {
		p := mustPosition(t, c.variant, c.fen)
		var infos []Info
		r := e.Start(p, nil, Limits{Depth: 4, MultiPV: 3}, func(i Info) { infos = append(infos, i) }).Wait()
		if r.Best == nil {
			t.Fatalf("%s: no best turn", c.fen)
		}
		checkLine(t, p, []rules.Turn{r.Best}, "bestmove")
		checkLine(t, p, r.PV, "result pv")
		if len(infos) == 0 {
			t.Fatalf("%s: no info line", c.fen)
		}
		for _, in := range infos {
			if in.MultiPV < 1 || in.MultiPV > 3 || in.Depth < 1 || len(in.PV) == 0 {
				t.Errorf("%s: malformed info %+v", c.fen, in)
			}
			checkLine(t, p, in.PV, "info pv")
		}
	}
}

// A search stopped early still returns a legal turn, and its info stream
// is well formed.
func TestStoppedSearchReturnsLegalTurn(t *testing.T) {
	for _, v := range rules.Variants {
		for _, wait := range []time.Duration{0, time.Millisecond, 30 * time.Millisecond} {
			e := New(Options{HashMB: 4})
			p := rules.NewPosition(v)
			var mu sync.Mutex
			var infos []Info
			s := e.Start(p, nil, Limits{Infinite: true}, func(i Info) {
				mu.Lock()
				infos = append(infos, i)
				mu.Unlock()
			})
			time.Sleep(wait)
			start := time.Now()
			s.Stop()
			// It ends within milliseconds; a loaded machine may take
			// seconds to run its goroutines, a search deaf to Stop never.
			select {
			case <-s.Done():
			case <-time.After(20 * time.Second):
				t.Fatalf("%v: the search did not end within 20 s of Stop", v)
			}
			t.Logf("%v, stopped after %v: ended %v after Stop", v, wait, time.Since(start))
			r := s.Wait()
			if r.Best == nil {
				t.Fatalf("%v: a stopped search returned no turn", v)
			}
			checkLine(t, p, []rules.Turn{r.Best}, "bestmove")
			mu.Lock()
			for _, in := range infos {
				if in.Depth < 1 && !in.Final || len(in.PV) == 0 {
					t.Errorf("%v: malformed info %+v", v, in)
				}
				checkLine(t, p, in.PV, "info pv")
			}
			mu.Unlock()
		}
	}
}

// A finished game has no best turn, and its score says who has won.
func TestFinishedPosition(t *testing.T) {
	cases := []struct {
		name, variant, fen string
		want               Score
	}{
		// White has lost a king: Black has won, White to move.
		{"interweave king taken", "interweave", "rbnkknbr/pppppppp/8/8/8/8/PPPPPPPP/RBNK1NBR w 0 - 000000", -MateScore},
		// The same with Black to move: the side to move has won.
		{"interweave king taken, winner to move", "interweave", "rbnkknbr/pppppppp/8/8/8/8/PPPPPPPP/RBNK1NBR b 0 - 000000", MateScore},
	}
	// The tactics' wins in one turn give mated Wormhole positions.
	for _, c := range loadTactics(t) {
		if c.Variant == "wormhole" && c.WinIn == 1 {
			p := mustPosition(t, c.Variant, c.FEN)
			turns := p.Turns()
			for _, tr := range turns {
				if tr.ID(p.Variant()) == c.WinningTurns[0] {
					if err := p.PlayTurn(tr); err != nil {
						t.Fatal(err)
					}
				}
			}
			cases = append(cases, struct {
				name, variant, fen string
				want               Score
			}{"wormhole mated", "wormhole", p.FEN(), -MateScore})
			break
		}
	}
	e := New(Options{})
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := mustPosition(t, c.variant, c.fen)
			if p.Result() == rules.Ongoing {
				t.Fatalf("%s: the game is not over", c.fen)
			}
			var infos []Info
			r := e.Start(p, nil, Limits{Depth: 3}, func(i Info) { infos = append(infos, i) }).Wait()
			if r.Best != nil || r.Score != c.want {
				t.Errorf("best %v score %d, want none and %d", r.Best, r.Score, c.want)
			}
			if len(infos) != 1 || infos[0].PV != nil || infos[0].Score != c.want {
				t.Errorf("infos %+v, want one with no line and score %d", infos, c.want)
			}
		})
	}
}

// Two threads search the same table and share the node count; run with
// -race to check they do so safely.
func TestThreads(t *testing.T) {
	for _, v := range rules.Variants {
		e := New(Options{Threads: 2, HashMB: 4})
		p := rules.NewPosition(v)
		var infos int
		r := e.Start(p, nil, Limits{Depth: 6}, func(Info) { infos++ }).Wait()
		if r.Best == nil || r.Depth != 6 || infos == 0 {
			t.Fatalf("%v: result %+v after %d infos", v, r, infos)
		}
		checkLine(t, p, r.PV, "pv")
		// And once more, stopped by the node limit.
		r = e.Start(p, nil, Limits{Nodes: 20000}, nil).Wait()
		if r.Best == nil || r.Nodes < 20000 || r.Nodes > 200000 {
			t.Errorf("%v: node-limited search: %+v", v, r)
		}
	}
}

// With one thread a node limit is exact, once the first line has finished
// depth 1 (which a limit never cuts short).
func TestNodeLimitOneThread(t *testing.T) {
	first := New(Options{}).Start(rules.NewPosition(rules.Interweave), nil, Limits{Depth: 1}, nil).Wait().Nodes
	for _, n := range []int64{1, 500, 30000} {
		r := New(Options{}).Start(rules.NewPosition(rules.Interweave), nil, Limits{Nodes: n}, nil).Wait()
		if r.Best == nil || r.Depth < 1 || r.Nodes > max(n, first)+2 {
			t.Errorf("nodes limit %d: searched %d to depth %d (depth 1 takes %d), best %v", n, r.Nodes, r.Depth, first, r.Best)
		}
	}
}

// A search with a move time ends once it is up: not before, and, however
// loaded the machine, well before a search to the full depth would.
func TestMoveTime(t *testing.T) {
	e := New(Options{})
	start := time.Now()
	s := e.Start(rules.NewPosition(rules.Wormhole), nil, Limits{MoveTime: 100 * time.Millisecond}, nil)
	select {
	case <-s.Done():
	case <-time.After(10 * time.Second):
		s.Stop()
	}
	r := s.Wait()
	if d := time.Since(start); d < 100*time.Millisecond || d > 10*time.Second || r.Best == nil {
		t.Errorf("movetime 100 ms took %v, best %v", d, r.Best)
	}
}

// A search that has found a mate in every line stops deepening, whatever its
// limit (short of infinite), instead of printing the same lines to depth 64.
func TestSettledMateEndsTheSearch(t *testing.T) {
	pos, err := rules.ParsePlayableFEN(rules.Wormhole, "k7/8/1K6/8/8/8/8/7M w 40")
	if err != nil {
		t.Fatal(err)
	}
	for _, lim := range []Limits{{MoveTime: 10 * time.Second}, {Depth: 40}} {
		lines := 0
		start := time.Now()
		r := New(Options{}).Start(pos, nil, lim, func(Info) { lines++ }).Wait()
		if !r.Score.IsMate() || r.Depth > 12 || lines > 12 || time.Since(start) > 5*time.Second {
			t.Errorf("%+v: score %v at depth %d after %d lines and %v; want a mate that ends the search",
				lim, r.Score, r.Depth, lines, time.Since(start))
		}
	}
}

// The clock gives a move a share of the time left, and never most of it.
func TestClock(t *testing.T) {
	e := New(Options{})
	start := time.Now()
	r := e.Start(rules.NewPosition(rules.Interweave), nil, Limits{WTime: 6 * time.Second, BTime: time.Second}, nil).Wait()
	if d := time.Since(start); d > 2*time.Second || r.Best == nil {
		t.Errorf("with 6 s left the move took %v, best %v", d, r.Best)
	}
}

// A result says how many root turns were searched, and whether the
// position has more; a search whose time is already up when it starts
// (Since long ago) stops listing the root's turns soon after the first
// minRootTurns, instead of listing rules.MaxTurns of them first.
func TestRootTurnsLeftOut(t *testing.T) {
	most := mustPosition(t, "interweave", "3k4/2pBp1BK/1p3p2/k1P1n1rP/1p1p1pN1/2rPnRbP/3b1p2/1R3NK1 w 0 - 000000")
	start := rules.NewPosition(rules.Wormhole)
	e := New(Options{HashMB: 4})
	r := e.Start(start, nil, Limits{Depth: 1}, nil).Wait()
	if r.RootTurns != len(start.Turns()) || r.RootTurnsLeftOut {
		t.Errorf("start position: %d turns searched, left out %v; want all %d", r.RootTurns, r.RootTurnsLeftOut, len(start.Turns()))
	}
	r = e.Start(most, nil, Limits{Nodes: 1}, nil).Wait()
	if r.RootTurns < rules.MaxTurns || !r.RootTurnsLeftOut {
		t.Errorf("most turns, 1 node: %d turns searched, left out %v; want %d and more (the wins left out) and some left out",
			r.RootTurns, r.RootTurnsLeftOut, rules.MaxTurns)
	}
	r = e.Start(most, nil, Limits{MoveTime: 100 * time.Millisecond, Since: time.Now().Add(-time.Second)}, nil).Wait()
	if r.Best == nil || r.RootTurns < minRootTurns || !r.RootTurnsLeftOut {
		t.Errorf("most turns, time up: %d turns searched, left out %v, best %v", r.RootTurns, r.RootTurnsLeftOut, r.Best)
	}
	t.Logf("most turns, time up: %d turns listed", r.RootTurns)
}

// A search on the clock ends soon even when the side to move has no time
// given: its clock is at zero, not unlimited.
func TestClockMissingForTheSideToMove(t *testing.T) {
	white := rules.NewPosition(rules.Interweave)
	black := mustPosition(t, "interweave", "rbnkknbr/pppppppp/8/8/8/3P4/PPP1PPPP/RBNKKNBR b 0 - 000000")
	for _, c := range []struct {
		name string
		pos  *rules.Position
		lim  Limits
	}{
		{"wtime, Black to move", black, Limits{WTime: time.Second}},
		{"btime, White to move", white, Limits{BTime: time.Second}},
		{"winc only, White to move", white, Limits{WInc: time.Second}},
		{"binc only, Black to move", black, Limits{BInc: time.Second}},
		{"wtime and binc, Black to move", black, Limits{WTime: time.Minute, BInc: time.Second}},
		{"movestogo only", white, Limits{MovesToGo: 10}},
		{"negative wtime, White to move", white, Limits{WTime: -time.Second}},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := New(Options{HashMB: 4}).Start(c.pos, nil, c.lim, nil)
			select {
			case <-s.Done():
			case <-time.After(5 * time.Second):
				s.Stop()
				t.Fatalf("%+v: still searching after 5 s", c.lim)
			}
			if r := s.Wait(); r.Best == nil {
				t.Errorf("%+v: no best turn", c.lim)
			}
		})
	}
}

// searchmoves restricts the root.
func TestSearchMoves(t *testing.T) {
	p := rules.NewPosition(rules.Wormhole)
	turns := p.Turns()
	only := []rules.Turn{turns[len(turns)-1]}
	r := New(Options{}).Start(p, nil, Limits{Depth: 3, SearchMoves: only}, nil).Wait()
	if r.Best.ID(rules.Wormhole) != only[0].ID(rules.Wormhole) {
		t.Errorf("best %s, want the only turn allowed, %s", r.Best.ID(rules.Wormhole), only[0].ID(rules.Wormhole))
	}
}

// A position of the game's history scores 0 when the line comes back to it
// (Interweave), and never in Wormhole.
func TestRepetitionScoresZero(t *testing.T) {
	// White is a smasher up: without history the engine says so. The
	// linear evaluation counts it at depth 1 (the network gives this
	// position, a smasher gone and none in the pool, +43 only).
	p := mustPosition(t, "interweave", "1bnkknbr/pppppppp/8/8/8/8/PPPPPPPP/RBNKKNBR w 0 - 000000")
	e := New(Options{LinearEval: true})
	r := e.Start(p, nil, Limits{Depth: 1}, nil).Wait()
	if r.Score <= 100 {
		t.Fatalf("score %d, want White ahead", r.Score)
	}
	// With every position after White's turns already in the game, every
	// line repeats at once: the score is 0.
	var hist []uint64
	for _, tr := range p.Turns() {
		q := *p
		if err := q.PlayTurn(tr); err != nil {
			t.Fatal(err)
		}
		hist = append(hist, q.Hash())
	}
	e.NewGame()
	r = e.Start(p, hist, Limits{Depth: 1}, nil).Wait()
	if r.Score != 0 {
		t.Errorf("with every next position repeated, score %d, want 0", r.Score)
	}
}

func TestScoreUCI(t *testing.T) {
	cases := []struct {
		s     Score
		uci   string
		turns int
	}{
		{35, "cp 35", 0},
		{-120, "cp -120", 0},
		{MateScore - 1, "mate 1", 1},
		{MateScore - 3, "mate 2", 2},
		{MateScore - 5, "mate 3", 3},
		{-(MateScore - 2), "mate -1", -1},
		{-(MateScore - 4), "mate -2", -2},
		{-MateScore, "mate 0", 0},
	}
	for _, c := range cases {
		if got := c.s.UCI(); got != c.uci {
			t.Errorf("Score(%d).UCI() = %q, want %q", c.s, got, c.uci)
		}
		if got := c.s.MateTurns(); got != c.turns {
			t.Errorf("Score(%d).MateTurns() = %d, want %d", c.s, got, c.turns)
		}
	}
}

// A capture chain is one turn: the engine plays it whole, the steps after
// the first keeping the side to move, and sees the king it takes on the
// way as the end of the game.
func TestChainTurn(t *testing.T) {
	p := mustPosition(t, "interweave", "1b2k1b1/p7/1kr1p1p1/3P2p1/1R2P1p1/3BPPB1/5K2/3K4 b 51 - 120120")
	want := []string{"g4g2xg3=n,g2a2xf2", "g4g2xg3=n,g2c2xf2", "g4g2xg3=n,g2e2xf2"}
	for _, depth := range []int{1, 3} {
		r := New(Options{}).Start(p, nil, Limits{Depth: depth}, nil).Wait()
		if got := r.Best.ID(rules.Interweave); !slices.Contains(want, got) {
			t.Errorf("depth %d: best %s, want one of %v", depth, got, want)
		}
		if r.Score != MateScore-1 {
			t.Errorf("depth %d: score %s, want mate 1", depth, r.Score.UCI())
		}
		checkLine(t, p, r.PV, "pv")
	}
}

// The search reaches depth 10 from each start position within the nodes one
// thread searches in a second on the reference machine (two cores; figures
// in docs/benchmarks.md), so that a change that bloats the tree fails
// here whatever the speed of the machine the tests run on.
func TestDepthTenInASecondsNodes(t *testing.T) {
	if testing.Short() {
		t.Skip("searches for a few seconds")
	}
	for _, c := range []struct {
		v      rules.Variant
		budget int64 // nodes a second, one thread, idle machine
	}{
		// 195,693 nodes until the evaluation weighed threats and the
		// king's neighbours (eval/TUNING.md, run 6), 477,583 since, and
		// 552,810 with the network, the default since 2026-12-06, which
		// searches about 0.5 million nodes a second.
		{rules.Wormhole, 600_000},
		// 1.35 million nodes a second; depth 10 took 1.16 million nodes
		// until the null move stopped seeing repetitions across its pass
		// (MATCHES.md), 1.74 million since, and 364,232 since the
		// evaluation counts mobility (eval/TUNING.md, run 5), which costs
		// about a tenth of the nodes a second: the budget is a second's
		// nodes at that speed. 185,340 with the network.
		{rules.Interweave, 1_200_000},
	} {
		r := New(Options{Threads: 1}).Start(rules.NewPosition(c.v), nil, Limits{Depth: 10}, nil).Wait()
		if r.Depth != 10 || r.Nodes > c.budget {
			t.Errorf("%v: depth %d in %d nodes, want depth 10 within %d", c.v, r.Depth, r.Nodes, c.budget)
		} else {
			t.Logf("%v: depth 10 in %d nodes (budget %d)", c.v, r.Nodes, c.budget)
		}
	}
}
