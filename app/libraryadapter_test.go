package app

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"wormweave/app/explorer"
	"wormweave/app/text"
	gamelibrary "wormweave/library"
	"wormweave/rules"
)

// The explorer's library is the library package's: a file's games are
// added and found again by position, and a game that cannot be read comes
// back as a problem that says where it is.
func TestLibraryAdapterAddsAndFinds(t *testing.T) {
	if err := text.AddTranslations(); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	pgn := filepath.Join(dir, "games.pgn")
	games := `[Variant "Wormhole"]
[White "Ann"]
[Result "1-0"]

1. d2-d3 e7-e6 1-0

[Variant "Wormhole"]
[White "Bob"]
[Result "*"]

1. d2-d3 zz9 *
`
	if err := os.WriteFile(pgn, []byte(games), 0o644); err != nil {
		t.Fatal(err)
	}
	lib, err := openLibrary(filepath.Join(dir, "games.sqlite"))
	if err != nil {
		t.Fatal(err)
	}
	defer lib.Close()
	var last explorer.Progress
	problems, err := lib.Add(context.Background(), []string{pgn}, func(p explorer.Progress) { last = p })
	if err != nil {
		t.Fatal(err)
	}
	if len(problems) != 1 || !strings.Contains(problems[0].Error(), "games.pgn") || !strings.Contains(problems[0].Error(), "line 11") {
		t.Errorf("problems %v, want the second game's, with its file and line 11", problems)
	}
	if n, err := lib.Games(); n != 1 || err != nil {
		t.Errorf("the library holds %d games (%v), want 1", n, err)
	}
	start := rules.NewPosition(rules.Wormhole)
	moves, err := lib.Explore(context.Background(), start)
	if err != nil || len(moves) != 1 || moves[0].Text != "d2-d3" || moves[0].Games != 1 || moves[0].WhiteWins != 1 {
		t.Errorf("moves from the start %+v (%v), want d2-d3 once, won by White", moves, err)
	}
	found, err := lib.Search(context.Background(), start, 10)
	if err != nil || len(found) != 1 || found[0].White != "Ann" || found[0].Number != 1 || found[0].Ply != 0 {
		t.Errorf("games at the start %+v (%v), want Ann's game 1 at ply 0", found, err)
	}
	if last.FilesTotal != 1 {
		t.Errorf("the progress named %d files, want 1", last.FilesTotal)
	}
}

// A library that exists is read through a read-only connection, so that
// one in a folder the user may not write is read all the same and reading
// never writes; adding to it opens it for writing, and the reading side
// sees what was added.
func TestLibraryAdapterReadsReadOnly(t *testing.T) {
	dir := t.TempDir()
	pgn := filepath.Join(dir, "games.pgn")
	if err := os.WriteFile(pgn, []byte("[Variant \"Wormhole\"]\n\n1. d2-d3 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	db := filepath.Join(dir, "games.sqlite")
	made, err := openGameLibrary(db)
	if err != nil {
		t.Fatal(err)
	}
	made.Close()
	lib, err := openGameLibrary(db)
	if err != nil {
		t.Fatal(err)
	}
	defer lib.Close()
	adapter, ok := lib.(*libraryAdapter)
	if !ok {
		t.Fatalf("the explorer's library is a %T", lib)
	}
	reader := adapter.l
	if err := reader.Remove([]string{pgn}); !errors.Is(err, gamelibrary.ErrReadOnlyLibrary) {
		t.Errorf("the library read by the explorer took a write (%v)", err)
	}
	if _, err := lib.Add(context.Background(), []string{pgn}, func(explorer.Progress) {}); err != nil {
		t.Fatal(err)
	}
	if n, err := lib.Games(); n != 1 || err != nil {
		t.Errorf("after an add the explorer reads %d games (%v), want 1", n, err)
	}
}
