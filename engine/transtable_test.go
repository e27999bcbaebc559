package engine

import (
	"testing"
	"time"

	"wormweave/rules"
)

// NewGame forgets the table at once, whatever its size, and a search after
// it explores what the same search of a new engine does.
func TestNewGameClearsAGigabyteAtOnce(t *testing.T) {
	if testing.Short() {
		// A new table's memory is written when it is made (touch): a
		// gigabyte takes half a second idle, ten under a heavy load.
		t.Skip("a table of 1 GB")
	}
	p := rules.NewPosition(rules.Interweave)
	e := New(Options{HashMB: 1024})
	first := e.Start(p, nil, Limits{Depth: 6}, nil).Wait()
	start := time.Now()
	e.NewGame()
	if d := time.Since(start); d > 500*time.Millisecond {
		t.Errorf("NewGame with a table of 1 GB took %v, want less than 0.5 s", d)
	} else {
		t.Logf("NewGame with a table of 1 GB took %v", d)
	}
	again := e.Start(p, nil, Limits{Depth: 6}, nil).Wait()
	if again.Nodes != first.Nodes || again.Best.ID(rules.Interweave) != first.Best.ID(rules.Interweave) {
		t.Errorf("after NewGame: %d nodes, best %s; a new engine: %d nodes, best %s",
			again.Nodes, again.Best.ID(rules.Interweave), first.Nodes, first.Best.ID(rules.Interweave))
	}
}

// An entry stored before a clear reads as a miss after it, and is replaced
// like an empty one.
func TestTableClear(t *testing.T) {
	tt := newTable(1)
	m := rules.Move{From: 12, To: 28}
	const key = 0x123456789abcdef
	tt.store(key, m, true, 42, 7, Exact)
	if d, ok := tt.probe(key); !ok || d.score != 42 || d.depth != 7 {
		t.Fatalf("probe after store: %+v, %v", d, ok)
	}
	for range 3 {
		tt.clear()
		if d, ok := tt.probe(key); ok {
			t.Fatalf("probe after clear: %+v, want a miss", d)
		}
		tt.store(key, rules.Move{}, false, -5, 1, Upper)
		d, ok := tt.probe(key)
		if !ok || d.score != -5 || d.depth != 1 || d.hasMove {
			t.Fatalf("probe after clear and store: %+v, %v; want the new entry, without the old move", d, ok)
		}
	}
}

// hashfull counts only the entries of the current search: after NewGame
// (ucinewgame, Clear Hash) a search of depth 1 reports a table almost
// empty, though the last search's entries are still in memory (they
// counted when a clear set the age back to that search's).
func TestHashfullAfterNewGame(t *testing.T) {
	e := New(Options{HashMB: 1})
	full := 0
	e.Start(rules.NewPosition(rules.Wormhole), nil, Limits{Depth: 7}, func(in Info) { full = in.HashFull }).Wait()
	if full < 100 {
		t.Fatalf("depth 7 filled %d per mille of a 1 MB table: too few to see", full)
	}
	e.NewGame()
	after := -1
	e.Start(rules.NewPosition(rules.Wormhole), nil, Limits{Depth: 1}, func(in Info) { after = in.HashFull }).Wait()
	if after > 5 {
		t.Errorf("hashfull %d after a new game and a search of depth 1 (%d before)", after, full)
	}
}
