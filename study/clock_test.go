package study

import (
	"testing"

	"wormweave/notation"
	"wormweave/rules"
)

// TestSetClockJoinsTheMove: a clock written just after its move is undone
// and redone with it; written later, or after a save, it is an edit of its
// own; either way the record is changed and shows it.
func TestSetClockJoinsTheMove(t *testing.T) {
	tests := []struct {
		name      string
		saveFirst bool
		undos     int // undos that take the clock and the move
	}{
		{"just after the move", false, 1},
		{"after a save", true, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := NewDocument(notation.NewGame(rules.Wormhole, nil))
			p := d.Position()
			if err := d.PlayTurn(p.Turns()[0]); err != nil {
				t.Fatal(err)
			}
			n := d.Cursor()
			if tt.saveFirst {
				d.MarkSaved()
			}
			rev, notices := d.Revision(), 0
			d.SetOnChange(func() { notices++ })
			d.SetClock(n, "0:02:58")
			if got := n.CommentAfter(); got != "[%clk 0:02:58]" {
				t.Fatalf("comment %q after SetClock", got)
			}
			if d.Revision() == rev || notices != 1 || !d.Dirty() {
				t.Errorf("revision %d (was %d), %d notices, dirty %v: the change went unseen", d.Revision(), rev, notices, d.Dirty())
			}
			for i := 0; i < tt.undos; i++ {
				d.Undo()
			}
			if !d.Cursor().IsRoot() {
				t.Fatalf("%d undos left the cursor on a move", tt.undos)
			}
			for i := 0; i < tt.undos; i++ {
				d.Redo()
			}
			if d.Cursor() != n || n.CommentAfter() != "[%clk 0:02:58]" {
				t.Errorf("redo gave the move %q", n.CommentAfter())
			}
		})
	}
}

// TestSetTagWithMoveJoinsTheMove: a tag set just after its move goes with
// the move through undo and redo; after a save it is an edit of its own.
func TestSetTagWithMoveJoinsTheMove(t *testing.T) {
	tests := []struct {
		name      string
		saveFirst bool
		undos     int // undos that take the tag and the move
	}{
		{"just after the move", false, 1},
		{"after a save", true, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := NewDocument(notation.NewGame(rules.Wormhole, nil))
			p := d.Position()
			if err := d.PlayTurn(p.Turns()[0]); err != nil {
				t.Fatal(err)
			}
			n := d.Cursor()
			if tt.saveFirst {
				d.MarkSaved()
			}
			notices := 0
			d.SetOnChange(func() { notices++ })
			d.SetTagWithMove(n, "TimeControl", "300+3")
			if got := d.Game().Tag("TimeControl"); got != "300+3" || notices != 1 || !d.Dirty() {
				t.Fatalf("TimeControl %q, %d notices, dirty %v", got, notices, d.Dirty())
			}
			d.Undo()
			if got := d.Game().Tag("TimeControl"); got != "" {
				t.Errorf("one undo left TimeControl %q", got)
			}
			if moveGone := d.Cursor().IsRoot(); moveGone != (tt.undos == 1) {
				t.Errorf("one undo took the move: %v", moveGone)
			}
			for i := 1; i < tt.undos; i++ {
				d.Undo()
			}
			for i := 0; i < tt.undos; i++ {
				d.Redo()
			}
			if d.Cursor() != n || d.Game().Tag("TimeControl") != "300+3" {
				t.Errorf("redo gave the move %v and TimeControl %q", d.Cursor() == n, d.Game().Tag("TimeControl"))
			}
		})
	}
}
