package gamelist

import (
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/theme"

	"wormweave/app/internal/uitest"
	"wormweave/study"
)

// When the list opens, the game on the board is selected, whatever the
// order; when the board shows no game of the file, none is (Enter opens
// the first row, as before).
func TestGameListSelectsTheCurrentGame(t *testing.T) {
	path := uitest.WriteGames(t, listGames)
	for _, c := range []struct {
		name    string
		current int
		sort    Sort
		want    string // White of the selected game, "" for none
	}{
		{"in the file's order", 2, Sort{}, "Bo"},
		{"sorted by White, descending", 0, Sort{Column: ColWhite, Descending: true}, "Ada"},
		{"no game of the file on the board", -1, Sort{}, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := newShell(t, "en")
			f, err := study.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			h := s.host()
			h.Current, h.Sort = c.current, c.sort
			l := Choose(h, f, nil, func(int) {})
			got := ""
			if l.selected >= 0 {
				got = l.rows[l.view[l.selected]].cells[ColWhite]
			}
			if got != c.want {
				t.Errorf("selected row %d, want %s's game", l.selected, c.want)
			}
		})
	}
}

// A new list starts in the order the host keeps, and tells the host of
// every order the user chooses.
func TestGameListSortKeptForTheNextList(t *testing.T) {
	s := newShell(t, "en")
	f, err := study.ReadFile(uitest.WriteGames(t, listGames))
	if err != nil {
		t.Fatal(err)
	}
	var told []Sort
	h := s.host()
	h.Sort = Sort{Column: ColEvent, Descending: true}
	h.SortChanged = func(s Sort) { told = append(told, s) }
	l := Choose(h, f, nil, func(int) {})
	if got := shownColumn(l, ColEvent); got != "Winter Cup,Spring Open,Spring Open,Autumn" {
		t.Errorf("a list kept sorted by Event, descending, shows %q", got)
	}
	l.sortBy(ColBlack)
	l.sortBy(ColBlack)
	if want := []Sort{{ColBlack, false}, {ColBlack, true}}; len(told) != 2 || told[0] != want[0] || told[1] != want[1] {
		t.Errorf("the host was told %v, want %v", told, want)
	}
	// An order out of range (a preference from another version) is the
	// file's order.
	h.Sort = Sort{Column: 99}
	if l := Choose(h, f, nil, func(int) {}); l.sortCol != ColNumber {
		t.Errorf("column 99 sorts on column %d", l.sortCol)
	}
}

// A reviewed game's list shows the main line's last evaluation, not a
// variation's nor a mate in 0 (the game's end), and sorts by it: Black's mates, then pawns, then White's
// mates, the games without evaluation first.
func TestGameListEvaluationColumn(t *testing.T) {
	games := `[White "Ada"]
[Variant "Wormhole"]

1. e2-e3 {[%eval 0.3]} e7-e6 {[%eval -1.25,14]} (e7-e5 {[%eval 3]}) *

[White "Bo"]
[Variant "Wormhole"]

1. e2-e3 {no evaluation} *

[White "Cy"]
[Variant "Wormhole"]

1. e2-e3 {[%eval #4]} e7-e6 {[%eval #2] White mates} *

[White "Dee"]
[Variant "Wormhole"]

1. e2-e3 {[%eval #-3]} e7-e6 {[%eval #0]} *

[White "Eve"]
[Variant "Wormhole"]

1. e2-e3 {[%eval 2.5]} *
`
	s := newShell(t, "en")
	f, err := study.ReadFile(writeFile(t, games))
	if err != nil {
		t.Fatal(err)
	}
	h := s.host()
	l := Choose(h, f, nil, func(int) {})
	if got := shownColumn(l, ColEval); got != "-1.25,,#2,#-3,+2.50" {
		t.Errorf("evaluations %q", got)
	}
	l.sortBy(ColEval)
	if got := shownColumn(l, ColWhite); got != "Bo,Dee,Ada,Eve,Cy" {
		t.Errorf("sorted by evaluation: %q", got)
	}
	l.sortBy(ColEval)
	if got := shownColumn(l, ColWhite); got != "Cy,Eve,Ada,Dee,Bo" {
		t.Errorf("sorted by evaluation, descending: %q", got)
	}
}

// writeFile writes a file of games and returns its path.
func writeFile(t *testing.T, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "games.pgn")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// The row of the game on the board shows selected as soon as the list
// opens: a cell made for a selected row takes the selection's colour.
func TestGameListShowsTheSelectedRowAtOnce(t *testing.T) {
	s := newShell(t, "en")
	f, err := study.ReadFile(uitest.WriteGames(t, listGames))
	if err != nil {
		t.Fatal(err)
	}
	h := s.host()
	h.Current = 2
	l := Choose(h, f, nil, func(int) {})
	s.win.Canvas().Refresh(l.table)
	coloured := 0
	for _, c := range uitest.Collect[*cell](l.table) {
		if c.row == l.selected && c.bg.Visible() && c.bg.FillColor == theme.Color(theme.ColorNameSelection) {
			coloured++
		}
	}
	if coloured != Columns {
		t.Errorf("%d cells of the selected row show the selection, want %d", coloured, Columns)
	}
}
