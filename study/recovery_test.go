package study

import (
	"os"
	"path/filepath"
	"testing"

	"wormweave/notation"
	"wormweave/rules"
)

func TestRecoveryTickWritesOnlyChanges(t *testing.T) {
	r := &Recovery{Dir: filepath.Join(t.TempDir(), "storage")}
	d := NewDocument(notation.NewGame(rules.Wormhole, nil))
	if err := r.Tick(d, Meta{}); err != nil || r.Exists() {
		t.Fatalf("a document without changes: error %v, file written %v", err, r.Exists())
	}
	playIDs(t, d, "e2e3")
	if err := r.Tick(d, Meta{Path: "/x/games.pgn", GameIndex: 2}); err != nil || !r.Exists() {
		t.Fatalf("a changed document: error %v, file written %v", err, r.Exists())
	}
	// Unchanged, the files are not written again; a game against the
	// engine that starts is a change.
	os.Remove(filepath.Join(r.Dir, RecoveryGame))
	if err := r.Tick(d, Meta{}); err != nil || r.Exists() {
		t.Fatalf("written again without a change (error %v)", err)
	}
	opp := &Opponent{User: "black", Level: 3}
	if err := r.Tick(d, Meta{Path: "/x/games.pgn", GameIndex: 2, Opponent: opp}); err != nil || !r.Exists() {
		t.Fatalf("a game against the engine was not written (error %v)", err)
	}
	g, m, ok := r.Read()
	if !ok || len(g.MainLine()) != 1 || m.Path != "/x/games.pgn" || m.GameIndex != 2 || m.Opponent == nil || *m.Opponent != *opp || m.Written.IsZero() {
		t.Fatalf("read back ok %v, meta %+v", ok, m)
	}
	// Saved, the document needs no recovery.
	d.MarkSaved()
	if err := r.Tick(d, Meta{}); err != nil || r.Exists() {
		t.Fatalf("a saved document's recovery file is still there (error %v)", err)
	}
	if _, _, ok := r.Read(); ok {
		t.Error("read a recovery after it was cleared")
	}
}

func TestRecoveryWithoutAGameIsRemoved(t *testing.T) {
	r := &Recovery{Dir: t.TempDir()}
	if err := os.WriteFile(filepath.Join(r.Dir, RecoveryGame), []byte("not a game {"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, _, ok := r.Read(); ok || r.Exists() {
		t.Errorf("a recovery file with no game: read %v, still there %v", ok, r.Exists())
	}
}

func TestRestoreFileFindsTheGamesFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "two.pgn")
	two := "[White \"Ada\"]\n\n1. e2-e3 *\n\n[White \"Cy\"]\n\n1. d2-d3 *\n"
	if err := os.WriteFile(path, []byte(two), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name  string
		m     Meta
		file  bool
		index int
	}{
		{"no file", Meta{}, false, 0},
		{"the second game", Meta{Path: path, GameIndex: 1}, true, 1},
		{"a game the file no longer has", Meta{Path: path, GameIndex: 2}, false, 0},
		{"a negative place", Meta{Path: path, GameIndex: -1}, false, 0},
		{"a file gone", Meta{Path: filepath.Join(dir, "gone.pgn"), GameIndex: 1}, false, 0},
	} {
		f, i := RestoreFile(c.m)
		if (f != nil) != c.file || i != c.index {
			t.Errorf("%s: file %v, index %d; want file %v, index %d", c.name, f != nil, i, c.file, c.index)
		}
	}
}

// A recovery file of an earlier version keeps the engine's level on the
// eight-level ladder, with no number of levels: it reads back as such, so
// that the window can convert it; one of this version names its ladder.
func TestRecoveryOpponentLevels(t *testing.T) {
	r := &Recovery{Dir: t.TempDir()}
	if err := os.WriteFile(filepath.Join(r.Dir, RecoveryGame), []byte("[Variant \"Wormhole\"]\n\n1. e2e3 *\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		json string
		want Opponent
	}{
		{`{"path":"","gameIndex":0,"written":"2026-11-30T10:00:00Z","opponent":{"user":"white","level":3}}`, Opponent{User: "white", Level: 3}},
		{`{"path":"","gameIndex":0,"written":"2026-11-30T10:00:00Z","opponent":{"user":"black","moveTime":3}}`, Opponent{User: "black", MoveTime: 3}},
		{`{"path":"","gameIndex":0,"written":"2026-12-01T10:00:00Z","opponent":{"user":"white","levels":21}}`, Opponent{User: "white", Levels: 21}},
	} {
		if err := os.WriteFile(filepath.Join(r.Dir, RecoveryInfo), []byte(c.json), 0o600); err != nil {
			t.Fatal(err)
		}
		_, m, ok := r.Read()
		if !ok || m.Opponent == nil || *m.Opponent != c.want {
			t.Errorf("%s: read %v, %+v", c.json, ok, m.Opponent)
		}
	}
	// Level 0 of the new ladder is written with the ladder's size, so
	// that it is not taken for an old file's missing level.
	d := NewDocument(notation.NewGame(rules.Wormhole, nil))
	playIDs(t, d, "e2e3")
	w := &Recovery{Dir: t.TempDir()}
	if err := w.Tick(d, Meta{Opponent: &Opponent{User: "white", Level: 0, Levels: 21}}); err != nil {
		t.Fatal(err)
	}
	b, _ := os.ReadFile(filepath.Join(w.Dir, RecoveryInfo))
	if _, m, ok := w.Read(); !ok || m.Opponent == nil || m.Opponent.Levels != 21 || m.Opponent.Level != 0 {
		t.Errorf("level 0 of 21 came back as %+v from %s", m.Opponent, b)
	}
}
