package app

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// listFile writes a file of games with the given White, Black, Event and
// Variant tags and n plies of moves each, and opens it.
func listFile(t *testing.T, games [][5]string) (*Window, *gameList) {
	t.Helper()
	moves := map[string][]string{
		"Wormhole":   {"e2-e3", "e7-e6", "d2-d3", "d7-d6"},
		"Interweave": {"e2-f3", "g7-h6", "h2-f4", "f7-h5"},
	}
	var b strings.Builder
	for _, g := range games {
		fmt.Fprintf(&b, "[Event %q]\n[Site \"?\"]\n[Date %q]\n[Round \"?\"]\n[White %q]\n[Black %q]\n[Result \"*\"]\n[Variant %q]\n\n", g[2], "2026.01.01", g[0], g[1], g[3])
		var n int
		fmt.Sscan(g[4], &n)
		for i := 0; i < n; i++ {
			if i%2 == 0 {
				fmt.Fprintf(&b, "%d. ", i/2+1)
			}
			b.WriteString(moves[g[3]][i] + " ")
		}
		b.WriteString("{a comment} *\n\n")
	}
	path := filepath.Join(t.TempDir(), "list.pgn")
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	w := newTestWindow(t, nil)
	w.files.openPath(path)
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

// shownColumn returns a column of the games shown, in order.
func shownColumn(l *gameList, col int) string {
	var out []string
	for _, i := range l.view {
		out = append(out, l.rows[i].cells[col])
	}
	return strings.Join(out, ",")
}

func TestGameListColumnsSortingAndFilters(t *testing.T) {
	w, l := listFile(t, listGames)
	if got := shownColumn(l, colNumber); got != "1,2,3,4" {
		t.Fatalf("numbers %q", got)
	}
	r := l.rows[0].cells
	if want := [listColumns]string{"1", "Ada", "Bo", "*", "2026.01.01", "Spring Open", "Wormhole", "2"}; r != want {
		t.Errorf("first row %q, want %q", r, want)
	}
	if got := shownColumn(l, colMoves); got != "2,1,2,1" {
		t.Errorf("moves %q (plies 4, 2, 3, 1)", got)
	}
	for _, c := range []struct {
		name    string
		act     func()
		col     int
		want    string
		summary string
	}{
		{"sort by White", func() { l.sortBy(colWhite) }, colWhite, "Ada,Bo,Cy,Dee", "4 of 4"},
		{"again reverses", func() { l.sortBy(colWhite) }, colWhite, "Dee,Cy,Bo,Ada", "4 of 4"},
		{"sort by length", func() { l.sortBy(colMoves) }, colNumber, "4,2,3,1", "4 of 4"},
		{"back to number", func() { l.sortBy(colNumber) }, colNumber, "1,2,3,4", "4 of 4"},
		{"any text", func() { l.search.SetText("spring") }, colNumber, "1,3", "2 of 4"},
		{"a player anywhere", func() { l.search.SetText("ada") }, colNumber, "1,2", "2 of 4"},
		{"white only", func() { l.search.SetText("white:ada") }, colNumber, "1", "1 of 4"},
		{"player and event", func() { l.search.SetText("player:bo open") }, colNumber, "1,3", "2 of 4"},
		{"variant", func() { l.search.SetText(""); l.variants.SetSelected("Interweave") }, colNumber, "2,3", "2 of 4"},
		{"variant and text", func() { l.search.SetText("dee") }, colNumber, "3", "1 of 4"},
		{"nothing", func() { l.search.SetText("nobody") }, colNumber, "", "0 of 4"},
		{"all again", func() { l.search.SetText(""); l.variants.SetSelected("All variants") }, colNumber, "1,2,3,4", "4 of 4"},
	} {
		c.act()
		if got := shownColumn(l, c.col); got != c.want {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
		if !strings.HasPrefix(l.count.Text, c.summary) {
			t.Errorf("%s: count %q", c.name, l.count.Text)
		}
	}
	_ = w
}

// A click on a column's header sorts by it; the header shows the order.
func TestGameListHeaderClickSorts(t *testing.T) {
	_, l := listFile(t, listGames)
	var black *widget.Button
	for _, b := range collect[*widget.Button](l.table) {
		if strings.HasPrefix(b.Text, "Black") {
			black = b
		}
	}
	if black == nil {
		t.Fatal("no Black header")
	}
	test.Tap(black)
	if got := shownColumn(l, colBlack); got != "Ada,Bo,Cy,Dee" {
		t.Errorf("after a click on Black: %q", got)
	}
	if !strings.HasSuffix(black.Text, "▲") {
		t.Errorf("the header reads %q", black.Text)
	}
}

// A double click opens a game; so do Enter on the table and in the
// filter box.
func TestGameListOpensByDoubleClickAndEnter(t *testing.T) {
	for _, how := range []string{"double click", "enter in table", "enter in filter"} {
		t.Run(how, func(t *testing.T) {
			w, l := listFile(t, listGames)
			switch how {
			case "double click":
				var cell *gameCell
				for _, c := range collect[*gameCell](l.table) {
					if c.row == 2 && c.label.Text == "Bo" {
						cell = c
					}
				}
				if cell == nil {
					t.Fatal("no cell of the third game")
				}
				test.Tap(cell)
				if l.selected != 2 {
					t.Fatalf("a click selected row %d", l.selected)
				}
				test.DoubleTap(cell)
			case "enter in table":
				l.selectRow(0)
				l.table.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown})
				l.table.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown})
				l.table.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
			case "enter in filter":
				test.Type(l.search, "dee")
				l.search.OnSubmitted(l.search.Text)
			}
			if got := w.Document().Game().Tag("White"); got != "Bo" {
				t.Errorf("opened the game of %q, want the third (Bo)", got)
			}
			if w.files.GameIndex() != 2 {
				t.Errorf("game index %d", w.files.GameIndex())
			}
			if top := w.win.Canvas().Overlays().Top(); top != nil {
				t.Errorf("the list is still shown")
			}
		})
	}
}

// File > Game list reopens the list of the file, and asks about unsaved
// changes before opening another game.
func TestGameListFromTheMenuKeepsUnsavedWork(t *testing.T) {
	w, l := listFile(t, listGames)
	l.openRow(0)
	dragOnBoard(w, "a2", "a3")
	changed := w.Document()
	w.showGameList()
	w.games.openRow(1)
	tapButton(t, topDialogButtons(t, w), "Cancel")
	if w.Document() != changed {
		t.Fatal("Cancel lost the unsaved game")
	}
	w.showGameList()
	w.games.openRow(1)
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
			w.files.openPath(path)
			w.files.loading.Wait()
			if c.white != "" {
				if w.Document() == before || w.Document().Game().Tag("White") != c.white || w.files.Path() != path {
					t.Fatalf("the single game did not open (path %q)", w.files.Path())
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

func TestLargeFileCancelStopsTheReading(t *testing.T) {
	path := largeGameFile(t, 3000)
	w := newTestWindow(t, nil)
	w.files.openPath(path)
	l := w.games
	l.stop.Store(true) // as Cancel does
	w.files.loading.Wait()
	if l.indexed {
		t.Error("the reading went on to the end after Cancel")
	}
}

// The list's keys where the user presses them: Down from the filter box
// moves the selection and Enter opens the game selected; Escape closes the
// list from the filter box and from the table, and opens nothing.
func TestGameListKeys(t *testing.T) {
	for _, c := range []struct {
		name      string
		filter    string
		tableKeys bool // the table has the keyboard, after a click on a row
		keys      []fyne.KeyName
		white     string // the game open at the end: "" for none
	}{
		{"down and enter in the filter", "", false, []fyne.KeyName{fyne.KeyDown, fyne.KeyDown, fyne.KeyReturn}, "Cy"},
		{"down after a filter", "spring", false, []fyne.KeyName{fyne.KeyDown, fyne.KeyReturn}, "Bo"},
		{"down then up", "", false, []fyne.KeyName{fyne.KeyDown, fyne.KeyDown, fyne.KeyDown, fyne.KeyUp, fyne.KeyEnter}, "Cy"},
		{"page down", "", false, []fyne.KeyName{fyne.KeyPageDown, fyne.KeyReturn}, "Dee"},
		{"escape in the filter", "spring", false, []fyne.KeyName{fyne.KeyDown, fyne.KeyEscape}, ""},
		{"escape in the table", "", true, []fyne.KeyName{fyne.KeyDown, fyne.KeyEscape}, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			w, l := listFile(t, listGames)
			cv := w.win.Canvas()
			if cv.Focused() != l.search {
				t.Fatalf("the filter box does not have the keyboard: %T has", cv.Focused())
			}
			test.Type(l.search, c.filter)
			if c.tableKeys {
				cv.Focus(l.table)
			}
			before := w.Document()
			for _, k := range c.keys {
				pressKey(cv, k)
			}
			if top := cv.Overlays().Top(); top != nil {
				t.Fatal("the list is still shown")
			}
			switch {
			case c.white == "" && w.Document() != before:
				t.Errorf("Escape opened the game of %q", w.Document().Game().Tag("White"))
			case c.white != "" && w.Document().Game().Tag("White") != c.white:
				t.Errorf("opened the game of %q, want %q's", w.Document().Game().Tag("White"), c.white)
			}
		})
	}
}

// The list shown again (File > Game list) keeps its filter, sort and
// selection.
func TestGameListShownAgainKeepsItsView(t *testing.T) {
	w, l := listFile(t, listGames)
	test.Type(l.search, "spring")
	l.sortBy(colWhite)
	l.sortBy(colWhite) // descending: Bo, Ada
	l.selectRow(1)
	wantView, wantCol := shownColumn(l, colWhite), l.rows[l.view[1]].cells[colWhite]
	pressKey(w.win.Canvas(), fyne.KeyReturn)
	if got := w.Document().Game().Tag("White"); got != wantCol {
		t.Fatalf("Enter opened %q's game, want %q's", got, wantCol)
	}
	w.showGameList()
	again := w.games
	if again == l {
		t.Fatal("no new list was shown")
	}
	if again.search.Text != "spring" {
		t.Errorf("filter %q, want %q", again.search.Text, "spring")
	}
	if again.sortCol != colWhite || !again.sortDesc {
		t.Errorf("sorted on column %d, descending %v; want %d, descending", again.sortCol, again.sortDesc, colWhite)
	}
	if got := shownColumn(again, colWhite); got != wantView {
		t.Errorf("shows %q, want %q", got, wantView)
	}
	if again.selected != 1 || again.rows[again.view[1]].cells[colWhite] != wantCol {
		t.Errorf("selected row %d, want 1 (%s)", again.selected, wantCol)
	}
	pressKey(w.win.Canvas(), fyne.KeyEscape)
	if top := w.win.Canvas().Overlays().Top(); top != nil {
		t.Error("Escape did not close the list shown again")
	}
}
