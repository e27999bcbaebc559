package match

import (
	"bytes"
	"errors"
	"os"
	"strings"
	"testing"
	"time"

	"wormweave/engine/eval"
	"wormweave/engine/nnue"
	"wormweave/notation"
	"wormweave/rules"
)

func mustSpec(t *testing.T, text string) Spec {
	t.Helper()
	s, err := ParseSpec(text)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// replayGame checks that every turn of g is legal and that the game ended
// as it says.
func replayGame(t *testing.T, v rules.Variant, g *Game, maxPlies int) {
	t.Helper()
	p := *g.Start
	for i, turn := range g.Turns {
		if err := p.PlayTurn(turn); err != nil {
			t.Fatalf("game %d, turn %d (%s): %v", g.Index+1, i+1, turn.ID(v), err)
		}
	}
	r, _ := p.Outcome()
	switch g.Ending {
	case Adjudicated:
		if r != rules.Ongoing || len(g.Turns) != maxPlies || g.Result != rules.Ongoing {
			t.Errorf("game %d: adjudicated after %d turns, result %s at the end", g.Index+1, len(g.Turns), r)
		}
	case Forfeit:
		t.Errorf("game %d: forfeit: %v", g.Index+1, g.Err)
	default:
		if r == rules.Ongoing || r != g.Result {
			t.Errorf("game %d: recorded %s (%s), the position says %s", g.Index+1, g.Result, g.Ending, r)
		}
	}
}

// The smoke match of CI: a few fast games in each variant, every turn
// legal, the openings taken in turn with both colours, and the two-ply
// player far ahead of the random one.
func TestSmokeMatch(t *testing.T) {
	for _, v := range rules.Variants {
		cfg := Config{Variant: v, A: mustSpec(t, "twoply"), B: mustSpec(t, "random"), Games: 8, Concurrency: 2, Seed: 3}
		calls := 0
		cfg.OnGame = func(*Game, Progress) { calls++ }
		rep, err := Run(cfg)
		if err != nil {
			t.Fatal(err)
		}
		if calls != cfg.Games || len(rep.Games) != cfg.Games {
			t.Fatalf("%s: %d games reported, %d kept, want %d", v, calls, len(rep.Games), cfg.Games)
		}
		for i, g := range rep.Games {
			if g.Index != i || g.Opening != i/2 || g.AWhite != (i%2 == 0) {
				t.Errorf("%s: game %d: index %d, opening %d, A white %v", v, i, g.Index, g.Opening, g.AWhite)
			}
			if *g.Start != rep.Config.Openings[i/2].Pos {
				t.Errorf("%s: game %d does not start from its opening", v, i)
			}
			replayGame(t, v, g, MaxPlies)
		}
		if s := rep.Score(); s.Fraction() < 0.75 {
			t.Errorf("%s: twoply scored only %d-%d-%d against random", v, s.Wins, s.Draws, s.Losses)
		}
		var out bytes.Buffer
		rep.Print(&out)
		for _, want := range []string{"score of A:", "Elo difference (A - B):", "A as White:", "opening  1 (line "} {
			if !strings.Contains(out.String(), want) {
				t.Errorf("%s: the report lacks %q:\n%s", v, want, out.String())
			}
		}
	}
}

// The same seed replays the same games.
func TestMatchIsRepeatable(t *testing.T) {
	run := func() []string {
		rep, err := Run(Config{Variant: rules.Interweave, A: mustSpec(t, "twoply"), B: mustSpec(t, "random"), Games: 4, Concurrency: 2, Seed: 11})
		if err != nil {
			t.Fatal(err)
		}
		var ids []string
		for _, g := range rep.Games {
			ids = append(ids, "|")
			for _, turn := range g.Turns {
				ids = append(ids, turn.ID(rules.Interweave))
			}
		}
		return ids
	}
	a, b := run(), run()
	if strings.Join(a, " ") != strings.Join(b, " ") {
		t.Errorf("two runs with the same seed played different games")
	}
}

func TestNoOpenings(t *testing.T) {
	_, err := Run(Config{Variant: rules.Wormhole, A: mustSpec(t, "random"), B: mustSpec(t, "random"), Games: 2, Openings: []Opening{}})
	if err == nil || !strings.Contains(err.Error(), "no opening") {
		t.Errorf("error %v, want no opening", err)
	}
}

// A game reaching the ply cap is a draw, counted as adjudicated.
func TestAdjudication(t *testing.T) {
	rep, err := Run(Config{Variant: rules.Interweave, A: mustSpec(t, "random"), B: mustSpec(t, "random"), Games: 4, MaxPlies: 6, Concurrency: 1})
	if err != nil {
		t.Fatal(err)
	}
	adjudicated := 0
	for _, g := range rep.Games {
		replayGame(t, rules.Interweave, g, 6)
		if g.Ending == Adjudicated {
			adjudicated++
			if g.ScoreA() != 0.5 {
				t.Errorf("game %d: adjudicated, but A scores %v", g.Index+1, g.ScoreA())
			}
		}
	}
	if adjudicated == 0 {
		t.Fatal("no game reached a 6-ply cap")
	}
	var out bytes.Buffer
	rep.Print(&out)
	if want := "adjudicated draws (6-ply cap): " + string(rune('0'+adjudicated)); !strings.Contains(out.String(), want) {
		t.Errorf("the report lacks %q:\n%s", want, out.String())
	}
}

// cheater plays a turn that is not legal, fails, or panics.
type cheater struct {
	err   error
	panic bool
}

func (c cheater) NewGame(int64) {}
func (c cheater) Play(p *rules.Position, _ []uint64) (rules.Turn, error) {
	if c.panic {
		panic("boom")
	}
	if c.err != nil {
		return nil, c.err
	}
	return rules.Turn{{From: rules.SquareAt(0, 0), To: rules.SquareAt(0, 5)}}, nil
}

// A player that fails to move or plays an illegal turn loses the game,
// and the report says why.
func TestForfeit(t *testing.T) {
	start := rules.NewPosition(rules.Wormhole)
	for _, c := range []struct {
		player Player
		err    string
	}{
		{cheater{}, "white at ply 1 (" + start.FEN() + "): illegal turn a1a6"},
		{cheater{err: errors.New("out of time")}, "out of time"},
		{cheater{panic: true}, "panic: boom"},
	} {
		end := play(*start, c.player, newRandomPlayer(1), MaxPlies, clocks{})
		turns, result, ending, err := end.turns, end.result, end.ending, end.err
		if len(turns) != 0 || result != rules.BlackWins || ending != Forfeit || err == nil || !strings.Contains(err.Error(), c.err) {
			t.Errorf("%d turns, %s, %s, %v; want a forfeit saying %q", len(turns), result, ending, err, c.err)
		}
	}
}

// The PGN of a match reads back to the same games.
func TestMatchPGN(t *testing.T) {
	for _, v := range rules.Variants {
		rep, err := Run(Config{Variant: v, A: mustSpec(t, "twoply"), B: mustSpec(t, "random"), Games: 4, Concurrency: 2, MaxPlies: 40})
		if err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		if err := rep.WritePGN(&buf); err != nil {
			t.Fatal(err)
		}
		games, errs, err := notation.ReadAll(&buf, "match.pgn")
		if err != nil || len(games) != len(rep.Games) {
			t.Fatalf("%s: read %d games, %v", v, len(games), err)
		}
		for i, g := range games {
			if errs[i] != nil {
				t.Fatalf("%s: game %d: %v", v, i+1, errs[i])
			}
			want := rep.Games[i]
			white := "twoply"
			if !want.AWhite {
				white = "random"
			}
			end := *want.Start
			for _, turn := range want.Turns {
				end.PlayTurn(turn)
			}
			if got := g.End().Position(); got != end {
				t.Errorf("%s: game %d ends at %s, want %s", v, i+1, got.FEN(), end.FEN())
			}
			if g.Tag("White") != white || g.Result != resultTag(want) || g.Tag("Termination") != string(want.Ending) {
				t.Errorf("%s: game %d: White %q, result %q, termination %q", v, i+1, g.Tag("White"), g.Result, g.Tag("Termination"))
			}
		}
	}
}

func resultTag(g *Game) string {
	if g.Result == rules.Ongoing {
		return "1/2-1/2"
	}
	return g.Result.String()
}

// The engine plays legal whole turns in both variants, and a bad
// evaluation file stops the match before any game.
func TestEnginePlayer(t *testing.T) {
	for _, v := range rules.Variants {
		rep, err := Run(Config{Variant: v, A: mustSpec(t, "engine:nodes=3000,hash=1"), B: mustSpec(t, "twoply"), Games: 2, Concurrency: 2})
		if err != nil {
			t.Fatal(err)
		}
		for _, g := range rep.Games {
			replayGame(t, v, g, MaxPlies)
		}
	}
	dir := t.TempDir()
	for _, c := range []struct {
		file, text, err string
	}{
		{"unknown.json", `{"Pawn": 90, "Queen": 900}`, `unknown field "Queen"`},
		{"broken.json", `{"Pawn": `, "unexpected EOF"},
		{"missing.json", "", "no such file"},
		{"trailing.json", `{"Pawn": 90} garbage`, "text after the object, at byte 14"},
		{"two.json", `{"Pawn": 90}{"Pawn": 80}`, "text after the object, at byte 13"},
		{"huge.json", `{"Pawn": 90}` + strings.Repeat(" ", 1<<20), "longer than 1048576 bytes"},
		{"/dev/zero", "", "longer than 1048576 bytes"},
	} {
		name := dir + "/" + c.file
		if strings.HasPrefix(c.file, "/") {
			name = c.file
		}
		if c.text != "" {
			if err := os.WriteFile(name, []byte(c.text), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		_, err := Run(Config{Variant: rules.Wormhole, A: mustSpec(t, "engine:eval="+name), B: mustSpec(t, "random"), Games: 2})
		if err == nil || !strings.Contains(err.Error(), c.err) {
			t.Errorf("%s: error %v, want one containing %q", c.file, err, c.err)
		}
	}
	name := dir + "/lion.json"
	os.WriteFile(name, []byte(`{"Lion": 1000}`), 0o644)
	p, err := mustSpec(t, "engine:depth=1,eval="+name).newPlayer(rules.Wormhole, time.Second)
	if err != nil {
		t.Fatal(err)
	}
	ev := p.(*enginePlayer).opt.Eval.(*eval.Wormhole)
	if ev.P.Lion != 1000 || ev.P.Pawn != eval.DefaultWormhole.Pawn {
		t.Errorf("weights read: %+v", ev.P)
	}
	// eval=<embedded> is the network the program holds, of each variant.
	for _, v := range rules.Variants {
		p, err := mustSpec(t, "engine:depth=1,eval=<embedded>").newPlayer(v, time.Second)
		if err != nil {
			t.Fatalf("%s: %v", v, err)
		}
		if _, ok := p.(*enginePlayer).opt.Eval.(*nnue.Evaluator); !ok {
			t.Errorf("%s: eval=<embedded> plays with %T", v, p.(*enginePlayer).opt.Eval)
		}
	}
}

// A summary match keeps no turns, and its PGN written as the games finish
// is the PGN of the same match kept whole.
func TestSummaryMatchStreamsItsPGN(t *testing.T) {
	cfg := Config{Variant: rules.Wormhole, A: mustSpec(t, "twoply"), B: mustSpec(t, "random"), Games: 6, Concurrency: 3, MaxPlies: 40}
	whole, err := Run(cfg)
	if err != nil {
		t.Fatal(err)
	}
	var want bytes.Buffer
	if err := whole.WritePGN(&want); err != nil {
		t.Fatal(err)
	}
	var got bytes.Buffer
	pw := NewPGNWriter(&got, cfg)
	cfg.Summary = true
	cfg.OnGame = func(g *Game, _ Progress) { pw.Add(g) }
	summary, err := Run(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if err := pw.Close(); err != nil {
		t.Fatal(err)
	}
	if got.String() != want.String() {
		t.Errorf("streamed PGN:\n%s\nwant:\n%s", got.String(), want.String())
	}
	if len(summary.Games) != 0 || summary.Played() != len(whole.Games) {
		t.Errorf("the summary kept %d games and played %d, want none kept and %d played", len(summary.Games), summary.Played(), len(whole.Games))
	}
	var a, b bytes.Buffer
	whole.Print(&a)
	summary.Print(&b)
	if a.String() != b.String() {
		t.Errorf("the summary's report:\n%s\nwant:\n%s", b.String(), a.String())
	}
}
