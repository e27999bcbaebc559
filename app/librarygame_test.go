package app

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/explorer"
	"wormweave/app/internal/uitest"
	"wormweave/notation"
)

// gatedLibrary is a real library whose reads of one game wait for the
// test to let them go, as a slow disk would make them wait.
type gatedLibrary struct {
	explorer.Library
	release chan struct{}
	reads   atomic.Int32
}

func (g *gatedLibrary) ReadGame(ctx context.Context, game explorer.Game) (notation.RawGame, error) {
	g.reads.Add(1)
	<-g.release
	return g.Library.ReadGame(ctx, game)
}

// libraryOf makes a library of the games of pgn, for the window to open,
// and returns it gated, with the path the window opens it at.
func libraryOf(t *testing.T, pgn string) (*gatedLibrary, string) {
	t.Helper()
	l, err := openGameLibrary(filepath.Join(t.TempDir(), "games.sqlite"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { l.Close() })
	problems, err := l.Add(context.Background(), []string{pgn}, func(explorer.Progress) {})
	if err != nil || len(problems) > 0 {
		t.Fatal(problems, err)
	}
	g := &gatedLibrary{Library: l, release: make(chan struct{})}
	return g, useLibrary(t, g)
}

// openListedGame opens the library at path in w and double-clicks the
// game listed number i (from 0) of the start position.
func openListedGame(t *testing.T, w *Window, q *uitest.Queue, games, i int) {
	t.Helper()
	menuItem(t, w, "Open library…").Action()
	q.Until(t, "the library's games", func() bool { return !w.explorer.Busy() && len(w.explorer.GameRows()) == games })
	test.DoubleTap(w.explorer.GameRows()[i].(fyne.DoubleTappable))
}

// A game opened from the library is read alone, from the offset the
// library keeps, off the window's goroutine: the window goes on while the
// read waits, the game shows once read, and a save goes into its file,
// the other games kept.
func TestLibraryGameOpensAloneOffTheWindowsGoroutine(t *testing.T) {
	pgn := uitest.WriteGames(t, [][5]string{
		{"Ann", "Bob", "First", "Wormhole", "2"},
		{"Cid", "Dee", "Second", "Wormhole", "4"},
		{"Eve", "Fay", "Third", "Wormhole", "3"},
	})
	lib, path := libraryOf(t, pgn)
	w := newTestWindow(t, fakeChooser{open: path})
	q := uitest.NewQueue(100)
	w.post = q.Post
	before := w.doc
	openListedGame(t, w, q, 3, 1)
	if w.doc != before {
		t.Fatalf("the window waited for the game's file: it shows %q's game before the library read it", w.doc.Game().Tag("White"))
	}
	// The board is the window's meanwhile: a move plays.
	uitest.PlayIDs(t, w.doc, "e2e3")
	close(lib.release)
	// The move played meanwhile is not lost without asking.
	q.Until(t, "the question about the move played", func() bool { return w.win.Canvas().Overlays().Top() != nil })
	tapButton(t, topPopUp(t, w), "Don't save")
	if got := w.doc.Game().Tag("White"); got != "Cid" {
		t.Fatalf("the board shows the game of %q, want Cid's", got)
	}
	if n := lib.reads.Load(); n != 1 {
		t.Errorf("the library read the game %d times, want once", n)
	}
	if p := w.doc.Position(); p.Plies() != 0 {
		t.Errorf("the game opens at ply %d, want the start position (where the explorer found it)", p.Plies())
	}
	w.doc.SetComment(w.doc.Game().MainLine()[1], "read alone")
	if target, partial := w.session.SaveTarget(); target != pgn || partial {
		t.Fatalf("the game saves to %q (partial %v), want its file %q", target, partial, pgn)
	}
	w.save(nil)
	data, err := os.ReadFile(pgn)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`[White "Ann"]`, `[White "Cid"]`, `[White "Eve"]`, "{read alone}"} {
		if !strings.Contains(string(data), want) {
			t.Errorf("the file after the save lacks %s:\n%s", want, data)
		}
	}
}

// A game whose file is gone since the library read it is said so, with
// the file's name; the board keeps its game.
func TestLibraryGameOfAFileGone(t *testing.T) {
	pgn := uitest.WriteGames(t, [][5]string{
		{"Ann", "Bob", "First", "Wormhole", "2"},
		{"Cid", "Dee", "Second", "Wormhole", "4"},
	})
	lib, path := libraryOf(t, pgn)
	close(lib.release)
	w := newTestWindow(t, fakeChooser{open: path})
	q := uitest.NewQueue(100)
	w.post = q.Post
	before := w.doc
	if err := os.Remove(pgn); err != nil {
		t.Fatal(err)
	}
	openListedGame(t, w, q, 2, 1)
	q.Until(t, "the error", func() bool { return w.win.Canvas().Overlays().Top() != nil })
	var words []string
	for _, l := range collect[*widget.Label](topPopUp(t, w)) {
		words = append(words, l.Text)
	}
	said := strings.Join(words, " ")
	if !strings.Contains(said, filepath.Base(pgn)) || !strings.Contains(said, "no such file") {
		t.Errorf("a game of a file gone says %q, want the file and that it is gone", said)
	}
	if w.doc != before {
		t.Error("the board lost its game")
	}
}

// A file changed since the library read it is read again whole: its game
// of that number opens, as the file now has it.
func TestLibraryGameOfAChangedFile(t *testing.T) {
	pgn := uitest.WriteGames(t, [][5]string{
		{"Ann", "Bob", "First", "Wormhole", "2"},
		{"Cid", "Dee", "Second", "Wormhole", "4"},
	})
	lib, path := libraryOf(t, pgn)
	close(lib.release)
	w := newTestWindow(t, fakeChooser{open: path})
	q := uitest.NewQueue(100)
	w.post = q.Post
	changed := uitest.WriteGames(t, [][5]string{
		{"Ann", "Bob", "First", "Wormhole", "2"},
		{"Gus", "Hal", "Second", "Wormhole", "3"},
	})
	data, err := os.ReadFile(changed)
	if err != nil {
		t.Fatal(err)
	}
	// Another time, so that the change shows even where clocks are coarse.
	if err := os.WriteFile(pgn, data, 0o644); err != nil {
		t.Fatal(err)
	}
	later := time.Now().Add(time.Minute)
	if err := os.Chtimes(pgn, later, later); err != nil {
		t.Fatal(err)
	}
	openListedGame(t, w, q, 2, 1)
	q.Until(t, "the game", func() bool { return w.doc.Game().Tag("White") == "Gus" })
	if target, _ := w.session.SaveTarget(); target != pgn || w.session.File() == nil {
		t.Errorf("the game read from its whole file saves to %q (file held: %v), want %q", target, w.session.File() != nil, pgn)
	}
}
