package gamelist

import (
	"strings"
	"testing"

	"wormweave/app/internal/uitest"
	"wormweave/notation"
)

// The game list shows the players in the interface's language when a tag
// is one the engine writes, and still finds the game by the tag as
// written.
func TestGameListShowsEngineTagsInTheUsersLanguage(t *testing.T) {
	uitest.UseLanguage(t, "fr")
	e := &notation.Entry{Tags: []notation.Tag{{Name: "White", Value: "Ada"}, {Name: "Black", Value: "Wormweave, level 3 of 20"}}}
	row := newRow(0, e, nil)
	if row.cells[ColWhite] != "Ada" || row.cells[ColBlack] != "Wormweave, niveau 3" {
		t.Errorf("the game list shows the players as %q and %q", row.cells[ColWhite], row.cells[ColBlack])
	}
	if !strings.Contains(row.search, "wormweave, level 3") {
		t.Errorf("the game list no longer finds the game by its tag: %q", row.search)
	}
}
