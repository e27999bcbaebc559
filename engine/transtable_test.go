package engine

import (
	"testing"
	"time"

	"wormweave/rules"
)

// NewGame forgets the table at once, whatever its size, and a search after
// it explores what the same search of a new engine does.
func TestNewGameClearsAGigabyteAtOnce(t *testing.T) {
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
