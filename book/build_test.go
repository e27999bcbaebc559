package book

import (
	"bytes"
	"testing"

	"wormweave/rules"
)

// walk visits the book's positions that its turns reach from the start,
// failing the test at a record whose turn is not legal in its position;
// it returns the number of records it saw.
func walk(t *testing.T, b *Book) int {
	t.Helper()
	start := rules.NewPosition(b.Variant())
	seen := map[posKey]bool{}
	queue := []*rules.Position{start}
	records := 0
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		k := posKey{p.Hash(), Check(p)}
		if seen[k] {
			continue
		}
		seen[k] = true
		recs := b.span(k.key, k.check)
		entries := b.Lookup(p)
		records += len(recs)
		if len(entries) != len(recs) {
			legal := map[string]bool{}
			for _, e := range entries {
				legal[e.ID] = true
			}
			for _, r := range recs {
				if !legal[r.id] {
					t.Errorf("%s: the book's turn %s is not legal in %s", b.Variant(), r.id, p.FEN())
				}
			}
		}
		for _, e := range entries {
			next := *p
			if err := next.PlayTurn(e.Turn); err != nil {
				t.Fatalf("%s: %s in %s: %v", b.Variant(), e.ID, p.FEN(), err)
			}
			if len(b.span(next.Hash(), Check(&next))) > 0 {
				queue = append(queue, &next)
			}
		}
	}
	return records
}

func TestBuiltinBooksLoadAndHoldLegalTurns(t *testing.T) {
	for _, v := range rules.Variants {
		t.Run(v.String(), func(t *testing.T) {
			read, err := readBuiltin(v)
			if err != nil {
				t.Fatalf("the built-in book does not load: %v", err)
			}
			b := Builtin(v)
			if b != Builtin(v) || b.Variant() != v || b.Len() != read.Len() {
				t.Fatalf("Builtin(%s): %s book of %d turns, read %d", v, b.Variant(), b.Len(), read.Len())
			}
			if b.Len() == 0 || len(b.Lookup(rules.NewPosition(v))) < 2 {
				t.Fatalf("the built-in book has %d turns, %d at the start", b.Len(), len(b.Lookup(rules.NewPosition(v))))
			}
			// A position may be reached often only through positions
			// reached too seldom to be kept: the walk misses it.
			n := walk(t, b)
			if n < b.Len()*9/10 {
				t.Errorf("the walk from the start reaches %d of the book's %d turns", n, b.Len())
			}
			t.Logf("%d positions, %d turns, %d of them reached from the start, from %d games", b.Positions(), b.Len(), n, b.Games())
		})
	}
	if b := Builtin(rules.Variant(9)); b == nil || b.Len() != 0 {
		t.Errorf("Builtin of an unknown variant: %v", b)
	}
}

func TestBuildIsRepeatableAndLegal(t *testing.T) {
	for _, v := range rules.Variants {
		t.Run(v.String(), func(t *testing.T) {
			if testing.Short() && v == rules.Wormhole {
				t.Skip("Wormhole's games are the longer ones (some seconds under the race detector)")
			}
			var books [][]byte
			for _, conc := range []int{1, 3} {
				var order []int
				b, err := Build(BuildConfig{
					Variant: v, Games: 3, Nodes: 200, Plies: 4, MinGames: 1, Concurrency: conc, MaxPlies: 16,
					OnGame: func(g *Game, finished int) {
						order = append(order, g.Index)
						if finished != len(order) || len(g.Evals) > 4 || len(g.Turns) < len(g.Evals) {
							t.Errorf("game %d: %d finished, %d evaluations of %d turns", g.Index, finished, len(g.Evals), len(g.Turns))
						}
						if _, err := g.AppendPGN(nil, v, "engine"); err != nil {
							t.Error(err)
						}
					},
				})
				if err != nil {
					t.Fatal(err)
				}
				if len(order) != 3 || order[0] != 0 || order[1] != 1 || order[2] != 2 {
					t.Errorf("concurrency %d: games given in the order %v", conc, order)
				}
				if b.Games() != 3 || walk(t, b) != b.Len() || b.Len() < 4 {
					t.Errorf("concurrency %d: %d games, %d turns", conc, b.Games(), b.Len())
				}
				var buf bytes.Buffer
				b.Write(&buf)
				books = append(books, buf.Bytes())
			}
			if !bytes.Equal(books[0], books[1]) {
				t.Errorf("the same games played one and three at a time make different books")
			}
		})
	}
	if _, err := Build(BuildConfig{Games: 0, Nodes: 1}); err == nil {
		t.Error("no games: no error")
	}
}
