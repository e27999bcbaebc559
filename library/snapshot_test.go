package library

import (
	"context"
	"path/filepath"
	"testing"

	"wormweave/rules"
)

// startGames counts the games Explore finds with a move from the start.
func startGames(t *testing.T, l *Library, v rules.Variant) int {
	t.Helper()
	stats, err := l.Explore(context.Background(), rules.NewPosition(v))
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, s := range stats {
		n += s.Games
	}
	return n
}

// TestCountNeverFallsBesideAnotherAdd polls a library, as another
// program would (a Library of its own on the file), while an Add writes
// and merges runs: each query sees one state of the library, so the games
// it counts never fall, and the last poll counts them all.
func TestCountNeverFallsBesideAnotherAdd(t *testing.T) {
	defer setBatch(60)()
	dir := t.TempDir()
	files := testFiles(t, dir, 4*gamesCount())
	db := filepath.Join(dir, "lib.db")
	w, err := Open(db)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	r, err := Open(db)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	done := make(chan error, 1)
	go func() {
		_, err := w.Add(context.Background(), files, nil)
		done <- err
	}()
	last, polls := 0, 0
	for running := true; running; polls++ {
		select {
		case err := <-done:
			if err != nil {
				t.Fatal(err)
			}
			running = false
		default:
		}
		n := startGames(t, r, rules.Wormhole)
		if n < last {
			t.Fatalf("poll %d: the count fell from %d to %d", polls, last, n)
		}
		last = n
	}
	if want := startGames(t, w, rules.Wormhole); last != want || want == 0 {
		t.Fatalf("after the add a reader counts %d games, the writer %d", last, want)
	}
	t.Logf("%d polls", polls)
}
