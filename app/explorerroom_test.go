package app

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"

	"wormweave/app/explorer"
	"wormweave/app/internal/uitest"
	"wormweave/app/text"
	"wormweave/notation"
	"wormweave/rules"
)

// explorerWindow is a window in lang with the explorer shown on a library
// of the start position's first moves and games of long players' names,
// its rows listed.
func explorerWindow(t *testing.T, lang string) *Window {
	t.Helper()
	start := rules.NewPosition(rules.Wormhole)
	var moves []explorer.Move
	for i, turn := range start.Turns()[:3] {
		moves = append(moves, explorer.Move{ID: turn.ID(rules.Wormhole), Text: notation.TurnText(start, turn), Games: 20700 / (i + 1), WhiteWins: 9000 / (i + 1), BlackWins: 6000 / (i + 1)})
	}
	games := []explorer.Game{
		{File: "a.pgn", Number: 1, White: "Wormald-Müller, Katharina", Black: "Ostrowski, Jan-Bartholomew", Result: "1/2-1/2", Date: "2026.03.04", Ply: 41},
		{File: "a.pgn", Number: 2, White: "Ann", Black: "Bob", Result: "1-0", Date: "2026.??.??", Ply: 7},
	}
	path := useLibrary(t, stubLibrary{moves: moves, games: games})
	w := newTestWindowIn(t, lang, fakeChooser{open: path})
	w.win.SetPadded(false)
	q := uitest.NewQueue(100)
	w.post = q.Post
	w.explorer.SetShown(true)
	w.explorer.OpenLibrary()
	q.Until(t, "the library's moves", func() bool {
		return !w.explorer.Busy() && len(w.explorer.MoveRows()) > 0 && len(w.explorer.GameRows()) > 0
	})
	return w
}

// In a small window the explorer's column keeps the width its columns
// need, taken from the board: its lists are not cut at its right edge
// (no scrolling sideways) and every heading shows whole. Before, the
// board took the width its height allowed, the move list kept its own,
// and the explorer had what was left: at 960×640 a sliver with "G…" for
// Games and the results cut off. A window too narrow even for that
// leaves the board its minimum and the explorer the rest, down to its own
// minimum.
func TestExplorerKeepsItsColumnsInASmallWindow(t *testing.T) {
	skipInRaceRun(t)
	w := explorerWindow(t, "en")
	for _, size := range []fyne.Size{{Width: 960, Height: 640}, {Width: 760, Height: 620}} {
		t.Run(fmt.Sprintf("%.0fx%.0f", size.Width, size.Height), func(t *testing.T) {
			w.win.Resize(size)
			checkExplorerColumns(t, w)
		})
	}
	w.win.Resize(fyne.NewSize(640, 480))
	panel, board := w.explorer.Panel(), w.board.Size()
	if panel.Size().Width < panel.MinSize().Width-0.5 || board.Width < boardMinSide()-0.5 {
		t.Errorf("at 640×480 the explorer is %.0f pixels wide (its minimum %.0f) beside a board of %.0f (its minimum %.0f)", panel.Size().Width, panel.MinSize().Width, board.Width, boardMinSide())
	}
	d := fyne.CurrentApp().Driver()
	if right := d.AbsolutePositionForObject(panel).X + panel.Size().Width; right > 640.5 {
		t.Errorf("at 640×480 the explorer ends at %.0f, out of the window", right)
	}
}

// The explorer's headings are the language's: the Spanish ones, the
// longest ("Media jugada" for Ply), have their room too.
func TestExplorerKeepsItsColumnsInSpanish(t *testing.T) {
	skipInRaceRun(t)
	w := explorerWindow(t, "es")
	w.win.Resize(fyne.NewSize(960, 640))
	checkExplorerColumns(t, w)
}

// checkExplorerColumns checks that the explorer's column has the width
// its columns need, that its lists fit it and that its headings show
// whole.
func checkExplorerColumns(t *testing.T, w *Window) {
	t.Helper()
	panel := w.explorer.Panel()
	need := w.explorer.NeededWidth()
	if got := panel.Size().Width; got < need-0.5 {
		t.Errorf("the explorer's column is %.0f pixels wide, its columns need %.0f", got, need)
	}
	for _, s := range uitest.Collect[*container.Scroll](panel) {
		if s.Visible() && s.Content.MinSize().Width > s.Size().Width+0.5 {
			t.Errorf("a list of the explorer needs %.0f pixels and has %.0f: it is cut at the column's edge", s.Content.MinSize().Width, s.Size().Width)
		}
	}
	shown := map[string]bool{}
	for _, tx := range uitest.Collect[*canvas.Text](panel) {
		shown[tx.Text] = shown[tx.Text] || tx.Visible() && tx.Size().Width > 0
	}
	for _, key := range []string{"explorer.move", "explorer.games", "explorer.results", "explorer.book", "explorer.players", "explorer.result", "explorer.date", "explorer.ply"} {
		if h := text.T(key); !shown[h] {
			t.Errorf("the heading %q is not shown whole", h)
		}
	}
}
