package study

import (
	"testing"

	"wormweave/notation"
	"wormweave/rules"
)

// TestWritingWithTheMove: a clock reading (SetClock) or a tag
// (SetTagWithMove) written just after its move is undone and redone with
// it; written after a save, it is an edit of its own; either way the record
// is changed and shows it.
func TestWritingWithTheMove(t *testing.T) {
	writers := []struct {
		name  string
		write func(d *Document, n *notation.Node)
		shown func(d *Document) bool // the record as it stands shows it
	}{
		{"clock", func(d *Document, n *notation.Node) { d.SetClock(n, "0:02:58") },
			func(d *Document) bool { return d.Cursor().CommentAfter() == "[%clk 0:02:58]" }},
		{"tag", func(d *Document, n *notation.Node) { d.SetTagWithMove(n, "TimeControl", "300+3") },
			func(d *Document) bool { return d.Game().Tag("TimeControl") == "300+3" }},
	}
	tests := []struct {
		name      string
		saveFirst bool
		undos     int // undos that take the writing and the move
	}{
		{"just after the move", false, 1},
		{"after a save", true, 2},
	}
	for _, w := range writers {
		for _, tt := range tests {
			t.Run(w.name+" "+tt.name, func(t *testing.T) {
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
				w.write(d, n)
				if !w.shown(d) {
					t.Fatal("not written")
				}
				if d.Revision() == rev || notices != 1 || !d.Dirty() {
					t.Errorf("revision %d (was %d), %d notices, dirty %v: the change went unseen", d.Revision(), rev, notices, d.Dirty())
				}
				d.Undo()
				if w.shown(d) {
					t.Error("one undo left the writing")
				}
				if moveGone := d.Cursor().IsRoot(); moveGone != (tt.undos == 1) {
					t.Errorf("one undo took the move: %v", moveGone)
				}
				for i := 1; i < tt.undos; i++ {
					d.Undo()
				}
				if !d.Cursor().IsRoot() {
					t.Fatalf("%d undos left the cursor on a move", tt.undos)
				}
				for i := 0; i < tt.undos; i++ {
					d.Redo()
				}
				if d.Cursor() != n || !w.shown(d) {
					t.Error("redo did not give the move with its writing")
				}
			})
		}
	}
}
