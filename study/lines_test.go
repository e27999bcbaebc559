package study

import (
	"testing"

	"wormweave/notation"
	"wormweave/rules"
)

// TestPlayLineIsOneEdit plays a line of three turns and takes it back with
// one undo, and brings it back with one redo.
func TestPlayLineIsOneEdit(t *testing.T) {
	d := NewGameDocument(rules.Wormhole, nil)
	var line []rules.Turn
	p := d.Position()
	for _, s := range []string{"e2e4", "e7e5", "g1f3"} {
		turn, err := notation.ReadTurn(&p, s)
		if err != nil {
			t.Fatal(err)
		}
		line = append(line, turn)
		_ = p.PlayTurn(turn)
	}
	line = append(line, rules.Turn{{From: 0, To: 63}})
	played, err := d.PlayLine(line)
	if played != 3 || err == nil {
		t.Fatalf("played %d, %v; want 3 and the fourth's error", played, err)
	}
	if got := len(d.Game().MainLine()); got != 3 || d.Cursor() != d.Game().End() {
		t.Fatalf("main line of %d, cursor at its end %v", got, d.Cursor() == d.Game().End())
	}
	if !d.Undo() || len(d.Game().MainLine()) != 0 || !d.Cursor().IsRoot() {
		t.Fatalf("one undo leaves %d moves", len(d.Game().MainLine()))
	}
	if !d.Redo() || len(d.Game().MainLine()) != 3 || d.Cursor() != d.Game().End() {
		t.Fatalf("one redo brings back %d moves", len(d.Game().MainLine()))
	}
}

// TestSetCommentBefore sets the comment before a move, undoes it, and
// refuses the start of the game.
func TestSetCommentBefore(t *testing.T) {
	d := NewGameDocument(rules.Wormhole, nil)
	p := d.Position()
	turn, _ := notation.ReadTurn(&p, "e2e4")
	if err := d.PlayTurn(turn); err != nil {
		t.Fatal(err)
	}
	n := d.Cursor()
	if err := d.SetCommentBefore(n, "the usual start"); err != nil || n.CommentBefore() != "the usual start" || !d.Dirty() {
		t.Fatalf("%v: comment %q, dirty %v", err, n.CommentBefore(), d.Dirty())
	}
	if !d.Undo() || n.CommentBefore() != "" {
		t.Fatalf("undo leaves %q", n.CommentBefore())
	}
	if err := d.SetCommentBefore(d.Game().Root, "x"); err == nil {
		t.Error("a comment before the start of the game was accepted")
	}
}
