package match

import (
	"testing"

	"wormweave/rules"
)

func mustFEN(t *testing.T, v rules.Variant, fen string) *rules.Position {
	t.Helper()
	p, err := rules.ParseFEN(v, fen)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// The random player is uniform over whole turns, not over first steps: in
// this position one first step leads to four chains and the other moves
// to one turn each.
func TestRandomPlayerIsUniformOverTurns(t *testing.T) {
	p := mustFEN(t, rules.Interweave, "1b2k1b1/p7/1kr1p1p1/3P2p1/1R2P1p1/3BPPB1/5K2/3K4 b 51 - 120120")
	turns := p.Turns()
	counts := map[string]int{}
	r := newRandomPlayer(0)
	r.NewGame(7)
	const draws = 6000
	for range draws {
		turn, err := r.Play(p, nil)
		if err != nil {
			t.Fatal(err)
		}
		counts[turn.ID(rules.Interweave)]++
	}
	if len(counts) != len(turns) {
		t.Fatalf("%d different turns played, want all %d", len(counts), len(turns))
	}
	want := draws / len(turns)
	for id, n := range counts {
		if n < want*8/10 || n > want*12/10 {
			t.Errorf("%s played %d times in %d, want about %d", id, n, draws, want)
		}
	}
}

// Past maxTurns the random player picks step by step and still plays a
// legal whole turn.
func TestRandomStepsAreAWholeTurn(t *testing.T) {
	p := mustFEN(t, rules.Interweave, "1b2k1b1/p7/1kr1p1p1/3P2p1/1R2P1p1/3BPPB1/5K2/3K4 b 51 - 120120")
	r := newRandomPlayer(0)
	for seed := range int64(50) {
		r.NewGame(seed)
		turn := randomSteps(p, r.rng)
		q := *p
		if err := q.PlayTurn(turn); err != nil {
			t.Fatalf("seed %d: %s: %v", seed, turn.ID(rules.Interweave), err)
		}
	}
}

func TestTwoPlyPlayer(t *testing.T) {
	for _, c := range []struct {
		name  string
		fen   string
		want  string   // the turn it must play, or ""
		avoid []string // turns it must not play
	}{
		{name: "takes a free lion", fen: "4k3/8/8/8/2m5/8/3N4/4K3 w 20", want: "d2c4xc4"},
		{name: "mates rather than win a champion", fen: "k7/pp6/4M3/8/8/7c/6K1/8 w 20", want: "e6c8"},
		{name: "does not trade a knight for a pawn", fen: "4k3/8/8/1p6/2p5/8/3N4/4K3 w 20", avoid: []string{"d2c4xc4", "d2b3"}},
	} {
		p := mustFEN(t, rules.Wormhole, c.fen)
		tp := newTwoPlyPlayer(0)
		played := map[string]bool{}
		for seed := range int64(20) {
			tp.NewGame(seed)
			turn, err := tp.Play(p, nil)
			if err != nil {
				t.Fatalf("%s: %v", c.name, err)
			}
			played[turn.ID(rules.Wormhole)] = true
		}
		for id := range played {
			if c.want != "" && id != c.want {
				t.Errorf("%s: played %s, want %s", c.name, id, c.want)
			}
			for _, a := range c.avoid {
				if id == a {
					t.Errorf("%s: played %s", c.name, id)
				}
			}
		}
		if c.want == "" && len(played) < 2 {
			t.Errorf("%s: played only %v in 20 games; equal turns should be chosen at random", c.name, played)
		}
	}
}
