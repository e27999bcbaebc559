package study

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"wormweave/notation"
)

func TestSessionSavesIntoItsFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "two.pgn")
	two := "[White \"Ada\"]\n[Variant \"Wormhole\"]\n\n1. e2-e3 *\n\n[White \"Cy\"]\n[Variant \"Wormhole\"]\n\n1. d2-d3 *\n"
	if err := os.WriteFile(path, []byte(two), 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var s Session
	if p, partial := s.SaveTarget(); p != "" || partial {
		t.Fatalf("a new game saves to %q (partial %v): want to be asked", p, partial)
	}
	d, err := s.Open(f, 1)
	if err != nil {
		t.Fatal(err)
	}
	s.Reset(f, 1, f.Path())
	playIDs(t, d, "d7d6")
	if p, partial := s.SaveTarget(); p != path || partial {
		t.Fatalf("saves to %q (partial %v), want %q", p, partial, path)
	}
	if err := s.Write(path, d.Game()); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(path)
	if !strings.Contains(string(data), "1. e2-e3 *") || !strings.Contains(string(data), "1. d2-d3 d7-d6 *") {
		t.Fatalf("the file after the save:\n%s", data)
	}
	// Changed on disk since, the file is not written over.
	if err := os.WriteFile(path, append(data, "\n[White \"Di\"]\n[Variant \"Wormhole\"]\n\n*\n"...), 0o644); err != nil {
		t.Fatal(err)
	}
	var se *Error
	if err := s.Write(path, d.Game()); !errors.As(err, &se) || se.Key != "error.changedOnDisk" || se.Args["File"] != "two.pgn" {
		t.Fatalf("a file changed on disk: %v", err)
	}
}

// A game cut by a line too long to read is not written over its file,
// which still holds the rest of it: the save goes to a new file.
func TestSessionKeepsAGameReadInPartOffItsFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "cut.pgn")
	cut := "[White \"Cut\"]\n[Variant \"Wormhole\"]\n\n1. e2-e3 e7-e6\n{" + strings.Repeat("a", notation.MaxLine) + "}\n2. d2-d3 d7-d6 *\n"
	if err := os.WriteFile(path, []byte(cut), 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var s Session
	d, err := s.Open(f, 0)
	if d == nil || !notation.InPart(err) || len(d.Game().MainLine()) != 2 {
		t.Fatalf("the cut game: document %v, error %v", d != nil, err)
	}
	s.Reset(f, 0, f.Path())
	s.ReadInPart(err)
	if p, partial := s.SaveTarget(); p != "" || !partial {
		t.Fatalf("saves to %q, partial %v: want to say why and ask", p, partial)
	}
	var se *Error
	if err := s.Write(path, d.Game()); !errors.As(err, &se) || se.Key != "dialog.partialText" {
		t.Fatalf("written over the file it was cut from: %v", err)
	}
	if data, _ := os.ReadFile(path); string(data) != cut {
		t.Fatal("the cut file changed")
	}
	other := filepath.Join(dir, "other.pgn")
	if err := s.Write(other, d.Game()); err != nil {
		t.Fatal(err)
	}
	if p, partial := s.SaveTarget(); p != other || partial {
		t.Fatalf("after saving elsewhere: saves to %q, partial %v", p, partial)
	}
}

// A game read alone from its file (at the offset a library keeps) saves
// into that file, the other games as they are on disk; if its own bytes
// moved or changed since, the file is not written over.
func TestSessionSavesAGameReadAloneIntoItsFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "two.pgn")
	two := "[White \"Ada\"]\n[Variant \"Wormhole\"]\n\n1. e2-e3 *\n\n[White \"Cy\"]\n[Variant \"Wormhole\"]\n\n1. d2-d3 *\n"
	if err := os.WriteFile(path, []byte(two), 0o644); err != nil {
		t.Fatal(err)
	}
	off := strings.Index(two, "[White \"Cy\"]")
	raw := notation.RawGame{Data: []byte(two[off:]), Offset: int64(off), Line: 6}
	g, err := notation.Parse(raw, path)
	if err != nil {
		t.Fatal(err)
	}
	var s Session
	s.ResetAlone(path, 1, raw)
	d := NewDocument(g)
	d.End()
	playIDs(t, d, "d7d6")
	if p, partial := s.SaveTarget(); p != path || partial {
		t.Fatalf("saves to %q (partial %v), want %q", p, partial, path)
	}
	if err := s.Write(path, d.Game()); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(path)
	if !strings.HasPrefix(string(data), two[:off]) || !strings.Contains(string(data), "1. d2-d3 d7-d6 *") || strings.Count(string(data), "[White") != 2 {
		t.Fatalf("the file after the save:\n%s", data)
	}

	// The game moved in its file since it was read: refused, file kept.
	var moved Session
	moved.ResetAlone(path, 1, raw)
	shifted := "[White \"Zed\"]\n[Variant \"Wormhole\"]\n\n*\n\n" + string(data)
	if err := os.WriteFile(path, []byte(shifted), 0o644); err != nil {
		t.Fatal(err)
	}
	var se *Error
	if err := moved.Write(path, d.Game()); !errors.As(err, &se) || se.Key != "error.changedOnDisk" {
		t.Fatalf("a game moved in its file: %v", err)
	}
	if now, _ := os.ReadFile(path); string(now) != shifted {
		t.Fatal("the changed file was written over")
	}
}
