package app

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/internal/uitest"
)

// The game list selects the game on the board when it opens, and the order
// chosen in one window's list is the next list's, in a new window too, as
// the preferences keep it.
func TestGameListSelectsTheBoardsGameAndKeepsTheOrder(t *testing.T) {
	w, l := listFile(t, listGames)
	l.OpenRow(2)
	w.showGameList()
	if got := w.games.SelectedGame(); got != 2 {
		t.Errorf("the list shown again selects game %d, want the board's, 2", got)
	}
	var white *widget.Button
	for _, b := range collect[*widget.Button](topPopUp(t, w)) {
		if strings.HasPrefix(b.Text, "White") {
			white = b
		}
	}
	if white == nil {
		t.Fatal("no White header in the list")
	}
	test.Tap(white)
	test.Tap(white) // descending: Dee, Cy, Bo, Ada
	want := []int{3, 1, 2, 0}
	if got := w.games.ShownGames(); !slices.Equal(got, want) {
		t.Fatalf("sorted by White, descending: %v, want %v", got, want)
	}
	if got := w.games.SelectedGame(); got != 2 {
		t.Errorf("sorting lost the selection: game %d", got)
	}
	w.games.Hide()

	// A new window of the same application, a new list of the file.
	w2 := NewWindow(w.app, nil)
	t.Cleanup(w2.win.Close)
	w2.openPath(uitest.WriteGames(t, listGames))
	if w2.games == nil {
		t.Fatal("no game list")
	}
	if got := w2.games.ShownGames(); !slices.Equal(got, want) {
		t.Errorf("a new list of the file shows %v, want the order kept, %v", got, want)
	}
}
