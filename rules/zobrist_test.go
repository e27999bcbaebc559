package rules

import "testing"

// walkSteps calls visit at every position of the step tree below p to depth
// whole turns, and checks on the way that Unmake gives the key back. It
// returns the positions visited.
func walkSteps(t *testing.T, p *Position, depth int, visit func(*Position)) int {
	visit(p)
	if depth == 0 {
		return 1
	}
	n := 1
	for _, m := range p.Moves(nil) {
		before := p.Hash()
		u := p.Make(m)
		d := depth
		if u.turnEnded {
			d--
		}
		n += walkSteps(t, p, d, visit)
		p.Unmake(m, u)
		if p.Hash() != before {
			t.Fatalf("%s: Unmake of %s left key %016x, want %016x", p.FEN(), m.ID(p.v), p.Hash(), before)
		}
	}
	return n
}

// walkKeys checks at every position of the step tree below p, to depth
// whole turns, that the incremental key is the one computed from scratch.
func walkKeys(t *testing.T, p *Position, depth int) int {
	return walkSteps(t, p, depth, func(p *Position) {
		if got, want := p.Hash(), p.computeKey(); got != want {
			t.Fatalf("%s: incremental key %016x, from scratch %016x", p.FEN(), got, want)
		}
	})
}

func TestHashIncrementalMatchesScratch(t *testing.T) {
	for _, c := range loadPerftCases(t) {
		depth := 3
		if testing.Short() {
			depth = 2
		}
		t.Run(c.Name, func(t *testing.T) {
			p := mustParse(t, c.Variant, c.FEN)
			walkKeys(t, p, depth)
		})
	}
}

// Positions that differ in one thing only must have different keys.
func TestHashTellsApart(t *testing.T) {
	cases := []struct {
		name, variant, a, b string
	}{
		{"side to move", "wormhole", "cnwmkwnc/pppppppp/8/8/8/8/PPPPPPPP/CNWMKWNC w 0", "cnwmkwnc/pppppppp/8/8/8/8/PPPPPPPP/CNWMKWNC b 0"},
		{"hole", "wormhole", "cnwmkwnc/pppppppp/8/8/8/8/PPPPPPPP/CNWMKWNC w 0", "cnwmkwnc/pppppppp/8/8/3x4/8/PPPPPPPP/CNWMKWNC w 0"},
		{"pool", "interweave", "rbnkknbr/pppppppp/8/8/8/8/PPPPPPPP/RBNKKNBR w 0 - 000000", "rbnkknbr/pppppppp/8/8/8/8/PPPPPPPP/RBNKKNBR w 0 - 000100"},
		{"pool kind", "interweave", "rbnkknbr/pppppppp/8/8/8/8/PPPPPPPP/RBNKKNBR w 0 - 100000", "rbnkknbr/pppppppp/8/8/8/8/PPPPPPPP/RBNKKNBR w 0 - 010000"},
		{"en passant", "interweave", "rbnkknbr/p1pppppp/8/8/2p5/8/PPPPPPPP/RBNKKNBR w 2 - 000000", "rbnkknbr/p1pppppp/8/8/2p5/8/PPPPPPPP/RBNKKNBR w 2 b6,c 000000"},
		{"plies ignored", "wormhole", "cnwmkwnc/pppppppp/8/8/8/8/PPPPPPPP/CNWMKWNC w 0", "cnwmkwnc/pppppppp/8/8/8/8/PPPPPPPP/CNWMKWNC w 6"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			a, b := mustParse(t, c.variant, c.a), mustParse(t, c.variant, c.b)
			same := a.Hash() == b.Hash()
			if want := c.name == "plies ignored"; same != want {
				t.Errorf("keys equal = %v, want %v (%016x, %016x)", same, want, a.Hash(), b.Hash())
			}
		})
	}
}

// A piece in the middle of a capture chain makes a position of its own: the
// same board with the chain over (the other side to move) or with no chain
// must hash differently.
func TestHashChainSquare(t *testing.T) {
	for _, c := range loadPerftCases(t) {
		if c.Variant != "interweave" {
			continue
		}
		p := mustParse(t, c.Variant, c.FEN)
		for _, m := range p.Moves(nil) {
			u := p.Make(m)
			if !u.turnEnded {
				q := *p
				q.chain = NoSquare
				if q.computeKey() == p.Hash() {
					t.Errorf("%s after %s: the chain square does not change the key", c.FEN, m.ID(p.v))
				}
				p.Unmake(m, u)
				return
			}
			p.Unmake(m, u)
		}
	}
	t.Skip("no reference position starts with a capture chain")
}
