package app

import (
	"testing"

	"wormweave/notation"
	"wormweave/review"
)

// A review of a short game puts an evaluation after every move of the
// record, shows its summary, and undo takes all of it back in one step.
func TestReviewGameIsOneUndoableEdit(t *testing.T) {
	w := newTestWindow(t, nil)
	q := &uiQueue{ch: make(chan func(), 100)}
	w.analysis.reviewPost = q.post
	f, err := readGameFile("../testdata/games/wormhole-02.pgn")
	if err != nil {
		t.Fatal(err)
	}
	w.files.openGame(f, 0)
	d := w.Document()
	if line := d.Game().MainLine(); len(line) > 10 {
		if err := d.DeleteFrom(line[10]); err != nil {
			t.Fatal(err)
		}
	}
	before := string(notation.AppendGame(nil, d.Game()))
	w.reviewGame(review.Options{Nodes: 1000})
	q.until(t, "the review", func() bool {
		n := d.Game().MainLine()[0]
		_, ok := n.Eval()
		return ok
	})
	for i, n := range d.Game().MainLine() {
		if _, ok := n.Eval(); !ok {
			t.Errorf("move %d has no evaluation", i+1)
		}
	}
	if top := w.win.Canvas().Overlays().Top(); top == nil {
		t.Error("no summary is shown")
	}
	d.Undo()
	if got := string(notation.AppendGame(nil, d.Game())); got != before {
		t.Errorf("undo left:\n%s\nwant\n%s", got, before)
	}
	d.Redo()
	if _, ok := d.Game().MainLine()[0].Eval(); !ok {
		t.Error("redo did not put the review back")
	}
}
