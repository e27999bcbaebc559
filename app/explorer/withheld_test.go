package explorer

import (
	"testing"

	"wormweave/app/text"
	"wormweave/rules"
)

// While the engine's opinion is withheld (a game against it, a puzzle),
// the explorer shows neither the book's moves and verdicts nor the
// library's moves and games, and says why; it asks nothing of the library
// or the book. When the game ends they come back for the same position.
func TestExplorerWithheldDuringAGame(t *testing.T) {
	r := newRig(t, "en")
	start := r.doc.Position()
	turns, texts := turnsOf(t, start, 2)
	r.book = []BookMove{{Turn: turns[1], ID: turns[1].ID(start.Variant()), Games: 12, WhiteWins: 5, BlackWins: 7, Eval: 40}}
	r.lib.moves[start.FEN()] = []Move{{ID: turns[0].ID(start.Variant()), Text: texts[0], Games: 7, WhiteWins: 4, BlackWins: 2, Unfinished: 1}}
	r.lib.games[start.FEN()] = []Game{{File: "a.pgn", Number: 1, White: "Ann", Black: "Bob", Result: "1-0", Ply: 3}}
	withheld := false
	asked := 0
	book := r.e.h.Book
	r.e.h.Book = func(p *rules.Position) []BookMove {
		asked++
		return book(p)
	}
	r.e.h.Withheld = func() bool { return withheld }
	r.e.OpenPath(r.libPath, false)
	r.settle(t)
	if len(r.e.v.moveRows) != 2 || len(r.e.v.gameRows) != 1 {
		t.Fatalf("before the game: %d move rows and %d game rows, want 2 and 1", len(r.e.v.moveRows), len(r.e.v.gameRows))
	}
	withheld = true
	r.e.Follow() // the game starts: the shell calls Follow
	r.settle(t)
	asked = 0
	if len(r.e.v.moveRows) != 0 || len(r.e.v.gameRows) != 0 || r.e.v.find.Visible() {
		t.Errorf("during the game the panel shows %q, %d games, find shown %v", r.moveTexts(), len(r.e.v.gameRows), r.e.v.find.Visible())
	}
	if got := r.e.State(); got != text.T("explorer.withheld") {
		t.Errorf("during the game the panel says %q", got)
	}
	// A move of the game: still nothing, and nothing asked.
	if err := r.doc.PlayTurn(turns[0]); err != nil {
		t.Fatal(err)
	}
	r.settle(t)
	if len(r.e.v.moveRows) != 0 || asked != 0 {
		t.Errorf("after a move of the game: rows %q, the book asked %d times", r.moveTexts(), asked)
	}
	r.doc.Start()
	withheld = false
	r.e.Follow() // the game ends
	r.settle(t)
	if len(r.e.v.moveRows) != 2 || len(r.e.v.gameRows) != 1 || r.e.State() != "" {
		t.Errorf("after the game: rows %q, %d games, the panel says %q", r.moveTexts(), len(r.e.v.gameRows), r.e.State())
	}
}
