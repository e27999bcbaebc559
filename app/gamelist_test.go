package app

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"wormweave/app/gamelist"
	"wormweave/app/internal/uitest"
)

// listFile writes a file of games with the given White, Black, Event and
// Variant tags and n plies of moves each, and opens it.
func listFile(t *testing.T, games [][5]string) (*Window, *gamelist.List) {
	t.Helper()
	path := uitest.WriteGames(t, games)
	w := newTestWindow(t, nil)
	w.openPath(path)
	if w.games == nil {
		t.Fatal("no game list")
	}
	return w, w.games
}

var listGames = [][5]string{
	{"Ada", "Bo", "Spring Open", "Wormhole", "4"},
	{"Cy", "Ada", "Winter Cup", "Interweave", "2"},
	{"Bo", "Dee", "Spring Open", "Interweave", "3"},
	{"Dee", "Cy", "Autumn", "Wormhole", "1"},
}

// File > Game list reopens the list of the file, and asks about unsaved
// changes before opening another game.
func TestGameListFromTheMenuKeepsUnsavedWork(t *testing.T) {
	w, l := listFile(t, listGames)
	l.OpenRow(0)
	dragOnBoard(w, "a2", "a3")
	changed := w.Document()
	w.showGameList()
	w.games.OpenRow(1)
	tapButton(t, topDialogButtons(t, w), "Cancel")
	if w.Document() != changed {
		t.Fatal("Cancel lost the unsaved game")
	}
	w.showGameList()
	w.games.OpenRow(1)
	tapButton(t, topDialogButtons(t, w), "Don't save")
	if w.Document().Game().Tag("White") != "Cy" {
		t.Fatal("the second game did not open")
	}
}

// A large file is listed in the background; one of a single game opens
// that game, one of no games says so, and Cancel stops the reading.
func TestLargeFileEdges(t *testing.T) {
	bigComment := "{" + strings.Repeat("a long comment ", largeFile/15+1) + "}"
	for _, c := range []struct {
		name, text string
		white      string // the game opened, or ""
		problem    string // the error shown, or ""
	}{
		{"one game", richGame[:strings.Index(richGame, "{Before")] + bigComment + " 1. e2-e3 *\n", "Ada", ""},
		{"no game", strings.Repeat("\n", largeFile+1), "", "holds no game"},
	} {
		t.Run(c.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "big.pgn")
			if err := os.WriteFile(path, []byte(c.text), 0o644); err != nil {
				t.Fatal(err)
			}
			w := newTestWindow(t, nil)
			before := w.Document()
			w.openPath(path)
			w.games.Wait()
			if c.white != "" {
				if w.Document() == before || w.Document().Game().Tag("White") != c.white || w.session.Path() != path {
					t.Fatalf("the single game did not open (path %q)", w.session.Path())
				}
				if top := w.win.Canvas().Overlays().Top(); top != nil {
					t.Errorf("the list is still shown over the game")
				}
				return
			}
			if w.Document() != before {
				t.Fatal("the game changed")
			}
			if text := labelsText(topPopUp(t, w)); !strings.Contains(text, c.problem) {
				t.Errorf("the message %q does not say %q", text, c.problem)
			}
		})
	}
}
