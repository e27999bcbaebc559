package cli

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"wormweave/library"
	"wormweave/rules"
)

// TestLibraryCommands builds a library of the reference games and checks
// what each command prints against the library's own answers.
func TestLibraryCommands(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "games.db")
	files, _ := filepath.Glob(filepath.Join("..", "testdata", "games", "*.pgn"))
	var abs []string
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		p := filepath.Join(dir, filepath.Base(f))
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
		abs = append(abs, p)
	}
	code, out, errOut := run(append([]string{"library", "add", db}, abs...)...)
	if code != 0 || !strings.HasPrefix(out, fmt.Sprintf("added %d games", len(abs))) || errOut != "" {
		t.Fatalf("library add: %d %q %q", code, out, errOut)
	}
	code, out, _ = run(append([]string{"library", "add", db}, abs...)...)
	if code != 0 || !strings.Contains(out, fmt.Sprintf("%d unchanged", len(abs))) {
		t.Fatalf("library add again: %d %q", code, out)
	}
	code, out, _ = run("library", "list", db)
	if code != 0 || out != fmt.Sprintf("%s indexed 1 0\n", abs[0])+strings.SplitN(out, "\n", 2)[1] || strings.Count(out, "\n") != len(abs) {
		t.Fatalf("library list: %d %q", code, out)
	}
	code, out, _ = run("library", "stats", db)
	if code != 0 || !strings.Contains(out, fmt.Sprintf("files %d\ngames %d\n", len(abs), len(abs))) {
		t.Fatalf("library stats: %d %q", code, out)
	}

	l, err := library.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	start := rules.NewPosition(rules.Interweave)
	stats, err := l.Explore(context.Background(), start)
	if err != nil || len(stats) == 0 {
		t.Fatal(stats, err)
	}
	var want strings.Builder
	for _, s := range stats {
		fmt.Fprintf(&want, "%s %s %d %d %d %d %.1f %s#%d\n", s.ID, s.Text, s.Games, s.WhiteWins, s.BlackWins, s.Unfinished, s.AvgPlies, s.Best.File, s.Best.Number)
	}
	for _, args := range [][]string{
		{"explore", db, "-variant", "interweave"},
		{"explore", "-variant", "interweave", db},
		{"explore", db, "-variant", "interweave", "-fen", start.FEN()},
	} {
		if code, out, errOut := run(args...); code != 0 || out != want.String() {
			t.Errorf("%v: %d %q %q, want %q", args, code, out, errOut, want.String())
		}
	}
	// -moves: the position after the first move of the most played.
	first := strings.Fields(want.String())[0]
	after := *start
	for _, tr := range start.Turns() {
		if tr.ID(rules.Interweave) == first {
			after.PlayTurn(tr)
		}
	}
	hits, err := l.Search(context.Background(), &after, 0)
	if err != nil || len(hits) == 0 {
		t.Fatal(hits, err)
	}
	var wantHits strings.Builder
	for _, h := range hits {
		fmt.Fprintf(&wantHits, "%s#%d %d\n", h.File, h.Number, h.Ply)
	}
	if code, out, errOut := run("search", db, "-variant", "interweave", "-fen", after.FEN()); code != 0 || out != wantHits.String() {
		t.Errorf("search: %d %q %q, want %q", code, out, errOut, wantHits.String())
	}
	if code, out, _ := run("search", db, "-variant", "interweave", "-fen", after.FEN(), "-limit", "1"); code != 0 || strings.Count(out, "\n") != 1 {
		t.Errorf("search -limit 1: %d %q", code, out)
	}
	code, out, _ = run("explore", db, "-variant", "interweave", "-moves", first)
	stats2, _ := l.Explore(context.Background(), &after)
	if code != 0 || strings.Count(out, "\n") != len(stats2) {
		t.Errorf("explore -moves %s: %d %q, want %d lines", first, code, out, len(stats2))
	}
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		if f := strings.Fields(line); len(f) != 8 {
			t.Errorf("explore line %q: %d fields, want 8", line, len(f))
		}
	}
}

func TestLibraryCommandErrors(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "games.db")
	notLib := filepath.Join(dir, "notes.txt")
	os.WriteFile(notLib, []byte("precious notes\n"), 0o644)
	broken := filepath.Join(dir, "broken.pgn")
	os.WriteFile(broken, []byte("[Variant \"Wormhole\"]\n\n1. e2-e4 e7-e5 *\n\n[Variant \"Wormhole\"]\n\n1. e2-e9 *\n"), 0o644)
	for _, c := range []struct {
		args   []string
		code   int
		stderr string
	}{
		{[]string{"library"}, 2, "usage: library add|remove|list|stats"},
		{[]string{"library", "fetch", db}, 2, `unknown subcommand "fetch"`},
		{[]string{"library", "add", db}, 2, "give the library and at least one file"},
		{[]string{"library", "add", db, filepath.Join(dir, "none.pgn")}, 2, "cannot read " + filepath.Join(dir, "none.pgn")},
		{[]string{"library", "add", notLib, broken}, 2, "not a Wormweave library"},
		{[]string{"library", "add", dir, broken}, 2, "is a folder, not a library file"},
		{[]string{"library", "add", db, broken}, 1, broken + ":7:4: cannot read move \"e2-e9\" (game 2 skipped)"},
		{[]string{"library", "list", filepath.Join(dir, "none.db")}, 2, "no such file"},
		{[]string{"library", "add", db, "/dev/zero"}, 1, "cannot read /dev/zero: is not a regular file"},
		{[]string{"library", "remove", db, notLib}, 1, "not in the library"},
		{[]string{"explore"}, 2, "give the library"},
		{[]string{"explore", db, "-moves", "e2e9"}, 2, `"e2e9" (move 1) is not a legal turn`},
		{[]string{"explore", db, "-variant", "chess"}, 2, "unknown variant"},
		{[]string{"explore", notLib}, 2, "not a Wormweave library"},
		{[]string{"search", db}, 2, "-fen is required"},
		{[]string{"search", db, "-fen", "x"}, 2, "-fen:"},
		{[]string{"search", db, "-fen", rules.Wormhole.StartFEN(), "-limit", "-1"}, 2, "-limit must be"},
	} {
		code, _, errOut := run(c.args...)
		if code != c.code || !strings.Contains(errOut, c.stderr) {
			t.Errorf("%v: status %d, stderr %q; want %d and %q", c.args, code, errOut, c.code, c.stderr)
		}
	}
	if data, _ := os.ReadFile(notLib); string(data) != "precious notes\n" {
		t.Errorf("a file that is not a library was changed: %q", data)
	}
	if code, out, _ := run("search", db, "-fen", rules.Wormhole.StartFEN()); code != 0 || !strings.HasSuffix(out, "broken.pgn#1 0\n") {
		t.Errorf("search after a file with a broken game: %d %q", code, out)
	}
}
