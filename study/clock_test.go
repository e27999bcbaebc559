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
