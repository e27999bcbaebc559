package book

import (
	"bytes"
	"testing"

	"wormweave/rules"
)

// Books built apart, by seed, merge into the book of all their games: the
// same positions and turns, with the same counts, as one collector of
// every game gives, and evaluations within a centipawn of its means (each
// shard rounded its own); a position short of the minimum games over all
// the books is left out; one book merged alone is itself; books of two
// variants do not merge.
func TestMergeIsTheBookOfAllTheGames(t *testing.T) {
	for _, v := range rules.Variants {
		t.Run(v.String(), func(t *testing.T) {
			all := NewCollector(v)
			var shards []*Book
			for seed := int64(1); seed <= 3; seed++ {
				cfg := BuildConfig{Variant: v, Games: 4, Nodes: 150, Plies: 5, MinGames: 1, Concurrency: 2, MaxPlies: 14, Seed: seed}
				cfg.OnGame = func(g *Game, _ int) { cfg.count(all, g) }
				b, err := Build(cfg)
				if err != nil {
					t.Fatal(err)
				}
				shards = append(shards, b)
			}
			for _, minGames := range []int{1, 3} {
				want := all.Book(minGames)
				got, err := Merge(minGames, shards...)
				if err != nil {
					t.Fatal(err)
				}
				if got.Games() != 12 || got.Len() != want.Len() || got.Positions() != want.Positions() {
					t.Fatalf("min %d: merged %d games, %d turns in %d positions; one collector %d, %d in %d",
						minGames, got.Games(), got.Len(), got.Positions(), want.Games(), want.Len(), want.Positions())
				}
				for i := range got.recs {
					g, w := got.recs[i], want.recs[i]
					if g.key != w.key || g.check != w.check || g.id != w.id || g.games != w.games || g.white != w.white || g.black != w.black ||
						g.eval < w.eval-1 || g.eval > w.eval+1 {
						t.Errorf("min %d, record %d: merged %+v, one collector %+v", minGames, i, g, w)
					}
				}
				if minGames == 3 && got.Len() >= shards[0].Len()+shards[1].Len()+shards[2].Len() {
					t.Errorf("min 3 kept %d turns, the shards hold %d, %d, %d", got.Len(), shards[0].Len(), shards[1].Len(), shards[2].Len())
				}
			}
			alone, err := Merge(1, shards[0])
			if err != nil {
				t.Fatal(err)
			}
			var a, b bytes.Buffer
			alone.Write(&a)
			shards[0].Write(&b)
			if !bytes.Equal(a.Bytes(), b.Bytes()) {
				t.Error("a book merged alone changed")
			}
		})
	}
	if _, err := Merge(1, New(rules.Wormhole), New(rules.Interweave)); err == nil {
		t.Error("a Wormhole and an Interweave book merged")
	}
	if _, err := Merge(1); err == nil {
		t.Error("no book merged without an error")
	}
}

func TestRoundedMean(t *testing.T) {
	for _, c := range []struct{ sum, n, want int64 }{
		{10, 4, 3}, {9, 4, 2}, {-10, 4, -3}, {-9, 4, -2}, {0, 5, 0}, {7, 1, 7}, {-7, 1, -7},
	} {
		if got := roundedMean(c.sum, c.n); got != c.want {
			t.Errorf("roundedMean(%d, %d) = %d, want %d", c.sum, c.n, got, c.want)
		}
	}
}
