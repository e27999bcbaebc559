package app

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"wormweave/app/explorer"
	"wormweave/app/internal/uitest"
	"wormweave/app/prefs"
	"wormweave/app/strength"
	"wormweave/app/text"
	"wormweave/notation"
	"wormweave/rules"
)

// stubLibrary is a library whose every position has the same moves and
// games.
type stubLibrary struct {
	moves []explorer.Move
	games []explorer.Game
}

func (s stubLibrary) Explore(context.Context, *rules.Position) ([]explorer.Move, error) {
	return s.moves, nil
}
func (s stubLibrary) Search(context.Context, *rules.Position, int) ([]explorer.Game, error) {
	return s.games, nil
}
func (s stubLibrary) Games() (int, error) { return len(s.games), nil }
func (s stubLibrary) Add(context.Context, []string, func(explorer.Progress)) ([]error, error) {
	return nil, nil
}
func (s stubLibrary) ReadGame(context.Context, explorer.Game) (notation.RawGame, error) {
	return notation.RawGame{}, errors.New("the stub reads no file")
}
func (s stubLibrary) Close() error { return nil }

// useLibrary has the window open lib for any library file, and returns
// the path of one that exists.
func useLibrary(t *testing.T, lib explorer.Library) string {
	t.Helper()
	saved := openLibrary
	openLibrary = func(string) (explorer.Library, error) { return lib, nil }
	t.Cleanup(func() { openLibrary = saved })
	path := filepath.Join(t.TempDir(), "games.sqlite")
	if err := os.WriteFile(path, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// The explorer's key shows its panel beside the move list and the
// preferences keep it; a library opened from the File menu lists its
// moves, and a click on one plays it on the board.
func TestExplorerFromTheMenusPlaysAMove(t *testing.T) {
	start := rules.NewPosition(rules.Wormhole)
	turn := start.Turns()[0]
	path := useLibrary(t, stubLibrary{moves: []explorer.Move{
		{ID: turn.ID(rules.Wormhole), Text: notation.TurnText(start, turn), Games: 3, WhiteWins: 3},
	}})
	w := newTestWindow(t, fakeChooser{open: path})
	q := uitest.NewQueue(100)
	w.post = q.Post
	board := w.boardArea.Size()
	w.win.Canvas().(desktopShortcuts).TypedShortcut(keyExplorer)
	if !w.explorer.Shown() || !w.explorer.Panel().Visible() || !w.app.Preferences().Bool(prefs.ExplorerShown) {
		t.Fatal("the key did not show the explorer, or the preferences do not keep it")
	}
	menuItem(t, w, "Open library…").Action()
	q.Until(t, "the library's moves", func() bool { return !w.explorer.Busy() && len(w.explorer.MoveRows()) > 0 })
	// The library's moves come first, the book's after.
	test.Tap(w.explorer.MoveRows()[0].(fyne.Tappable))
	after := *start
	if err := after.PlayTurn(turn); err != nil {
		t.Fatal(err)
	}
	if got := w.doc.Position(); got.FEN() != after.FEN() {
		t.Errorf("after the click the board shows %s, want %s", got.FEN(), after.FEN())
	}
	w.win.Canvas().(desktopShortcuts).TypedShortcut(keyExplorer)
	if w.explorer.Panel().Visible() || w.boardArea.Size() != board {
		// The board's area is the same as before the explorer showed.
		t.Error("the key did not hide the explorer and give the board its room back")
	}
}

// A double click on a game of the explorer opens it from its file, at the
// ply where it reaches the position: here read whole, as the library
// cannot read it alone.
func TestExplorerOpensAGameAtItsPly(t *testing.T) {
	pgn := uitest.WriteGames(t, [][5]string{
		{"Ann", "Bob", "First", "Wormhole", "2"},
		{"Cid", "Dee", "Second", "Wormhole", "4"},
	})
	path := useLibrary(t, stubLibrary{games: []explorer.Game{{File: pgn, Number: 2, White: "Cid", Black: "Dee", Result: "*", Ply: 3}}})
	w := newTestWindow(t, fakeChooser{open: path})
	q := uitest.NewQueue(100)
	w.post = q.Post
	menuItem(t, w, "Open library…").Action()
	q.Until(t, "the library's games", func() bool { return !w.explorer.Busy() && len(w.explorer.GameRows()) == 1 })
	test.DoubleTap(w.explorer.GameRows()[0].(fyne.DoubleTappable))
	// The file is read off the window's goroutine.
	q.Until(t, "Cid's game", func() bool { return w.doc.Game().Tag("White") == "Cid" })
	if got := uitest.MainLineIDs(w.doc); len(got) != 4 {
		t.Fatalf("the game has %d turns, want 4", len(got))
	}
	if got, want := w.doc.Cursor(), w.doc.Game().MainLine()[2]; got != want {
		p := w.doc.Position()
		t.Errorf("the game opens at ply %d, want 3", p.Plies())
	}
}

// During a game against the engine the explorer withholds the library's
// and the book's moves, as the analysis is held back; they come back
// when the game ends (here by resigning).
func TestExplorerWithheldDuringAGameAgainstTheEngine(t *testing.T) {
	start := rules.NewPosition(rules.Wormhole)
	turn := start.Turns()[0]
	path := useLibrary(t, stubLibrary{moves: []explorer.Move{
		{ID: turn.ID(rules.Wormhole), Text: notation.TurnText(start, turn), Games: 3, WhiteWins: 3},
	}})
	w := newTestWindow(t, fakeChooser{open: path})
	q := uitest.NewQueue(100)
	w.post = q.Post
	w.explorer.SetShown(true)
	menuItem(t, w, "Open library…").Action()
	q.Until(t, "the library's moves", func() bool { return !w.explorer.Busy() && len(w.explorer.MoveRows()) > 0 })
	w.engine.Start(rules.White, strength.Strength{Level: 1}, false)
	t.Cleanup(w.engine.Stop)
	q.Until(t, "the explorer withheld", func() bool { return !w.explorer.Busy() && len(w.explorer.MoveRows()) == 0 })
	if got := w.explorer.State(); got != text.T("explorer.withheld") {
		t.Errorf("during the game the explorer says %q", got)
	}
	w.engine.Resign()
	q.Until(t, "the moves back after the game", func() bool { return !w.explorer.Busy() && len(w.explorer.MoveRows()) > 0 })
	if got := w.explorer.State(); got != "" {
		t.Errorf("after the game the explorer says %q", got)
	}
}
