package review

import (
	"bytes"
	"context"
	"os"
	"testing"

	"wormweave/notation"
)

func readGame(t *testing.T, name string) *notation.Game {
	t.Helper()
	data, err := os.ReadFile("../testdata/games/" + name)
	if err != nil {
		t.Fatal(err)
	}
	games, errs, err := notation.ReadAll(bytes.NewReader(data), name)
	if err != nil || len(games) == 0 || errs[0] != nil {
		t.Fatalf("%s: %v %v", name, err, errs)
	}
	return games[0]
}

func TestClassOfThresholds(t *testing.T) {
	for _, c := range []struct {
		loss float64
		want Class
	}{{0, Good}, {0.0999, Good}, {0.10, Inaccuracy}, {0.1999, Inaccuracy}, {0.20, Mistake}, {0.30, Blunder}, {2, Blunder}} {
		if got := classOf(c.loss); got != c.want {
			t.Errorf("classOf(%v) = %d, want %d", c.loss, got, c.want)
		}
	}
}

// A short game reviewed with small searches: every move gets an
// evaluation, judged moves their glyph and a better line, the record
// written and read back is the same tree, and undo restores it exactly.
func TestReviewOfAShortGame(t *testing.T) {
	for _, name := range []string{"wormhole-02.pgn", "interweave-01.pgn"} {
		t.Run(name, func(t *testing.T) {
			g := readGame(t, name)
			// A short game: the first 12 plies.
			line := g.MainLine()
			if len(line) > 12 {
				_, _, _ = line[12].Delete()
			}
			original := string(notation.AppendGame(nil, g))
			calls := 0
			var evals []notation.Eval // as the progress gives them, the root's first
			r, err := Analyse(context.Background(), g, Options{Nodes: 3000, Threads: 1, HashMB: 1}, func(done, total int, e notation.Eval) {
				calls++
				evals = append(evals, e)
				if done != calls || total != len(g.MainLine())+1 {
					t.Errorf("progress %d/%d at call %d", done, total, calls)
				}
			})
			if err != nil {
				t.Fatal(err)
			}
			if len(r.Moves) != len(g.MainLine()) {
				t.Fatalf("%d moves reviewed of %d", len(r.Moves), len(g.MainLine()))
			}
			for i, m := range r.Moves {
				if m.Before != evals[i] || m.After != evals[i+1] {
					t.Errorf("move %d: judged from %s to %s, the progress gave %s and %s", i+1, m.Before, m.After, evals[i], evals[i+1])
				}
			}
			undo := Apply(r, nil)
			judged := 0
			for i, n := range g.MainLine() {
				if _, ok := n.Eval(); !ok {
					t.Errorf("move %d has no evaluation: %q", i+1, n.CommentAfter())
				}
				m := r.Moves[i]
				if m.Class != Good {
					judged++
					if len(n.NAGs()) == 0 || n.NAGs()[0] != m.Class.NAG() {
						t.Errorf("move %d: class %d, glyphs %v", i+1, m.Class, n.NAGs())
					}
					if m.Better != nil && len(n.Parent().Children()) < 2 {
						t.Errorf("move %d: no better line added", i+1)
					}
				}
			}
			var counted int
			for side := range r.Counts {
				counted += r.Counts[side][Inaccuracy] + r.Counts[side][Mistake] + r.Counts[side][Blunder]
			}
			if counted != judged {
				t.Errorf("counts say %d judged moves, the moves %d", counted, judged)
			}
			written := notation.AppendGame(nil, g)
			again, errs, err := notation.ReadAll(bytes.NewReader(written), "reviewed")
			if err != nil || len(again) != 1 || errs[0] != nil {
				t.Fatalf("the reviewed record does not read back: %v %v", err, errs)
			}
			if got := string(notation.AppendGame(nil, again[0])); got != string(written) {
				t.Errorf("read back differently:\n%s\nwant\n%s", got, written)
			}
			undo()
			if got := string(notation.AppendGame(nil, g)); got != original {
				t.Errorf("undo left:\n%s\nwant\n%s", got, original)
			}
		})
	}
}

func TestAnalyseStopsWhenCancelled(t *testing.T) {
	g := readGame(t, "wormhole-02.pgn")
	ctx, cancel := context.WithCancel(context.Background())
	r, err := Analyse(ctx, g, Options{Nodes: 2000, Threads: 1, HashMB: 1}, func(done, total int, _ notation.Eval) {
		if done == 2 {
			cancel()
		}
	})
	if err == nil || r != nil {
		t.Fatalf("a cancelled review returned %v, %v", r, err)
	}
}
