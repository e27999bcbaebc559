package app

import (
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/boardscene"
	"wormweave/app/internal/uitest"
	"wormweave/review"
	"wormweave/study"
)

// A review runs in the background of the window: the board takes a move
// meanwhile, the graph fills in as the moves are judged, the strip's
// Cancel stops it with the record as it was, and the Engine switch, off
// while the review takes the cores, comes back on as it was before.
func TestReviewLeavesTheWindowUsable(t *testing.T) {
	w, q := newAnalysisWindow(t)
	w.setDocument(study.NewDocument(uitest.ReadGameFile(t, "testdata/games/wormhole-02.pgn")), nil, 0, "")
	w.toggleAnalysis()
	if !w.analysis.Switch().Checked {
		t.Fatal("the analysis did not start")
	}
	d := w.Document()
	d.Start()
	w.review.Run(review.Options{Nodes: 50_000})
	if top := w.win.Canvas().Overlays().Top(); top != nil {
		t.Fatal("a dialog covers the window during the review")
	}
	if w.analysis.On() || w.analysis.Switch().Checked {
		t.Error("the analysis runs beside the review")
	}
	q.Until(t, "the graph's first evaluations", func() bool { return w.graph.Visible() && w.graph.Plotted() >= 2 })
	plotted := w.graph.Plotted()
	// A move on the board, the first legal one a drag makes alone: a
	// variation at the start of the game.
	p := d.Position()
	moved := false
	for _, m := range p.Moves(nil) {
		if len(boardscene.MovesFor(&p, int(m.From), int(m.To))) == 1 {
			w.move(int(m.From), int(m.To))
			moved = true
			break
		}
	}
	if after := d.Position(); !moved || after.Plies() != 1 {
		t.Fatalf("the board took no move during the review (plies %d)", after.Plies())
	}
	q.Until(t, "the graph to grow", func() bool { return w.graph.Plotted() > plotted })
	before := w.graph.Plotted()
	buttons := uitest.Collect[*widget.Button](w.review.Strip())
	if len(buttons) != 1 || !w.review.Strip().Visible() {
		t.Fatalf("the review's strip shows %d buttons (shown %v)", len(buttons), w.review.Strip().Visible())
	}
	test.Tap(buttons[0])
	q.Until(t, "the review to stop", func() bool { return !w.review.Running() })
	if w.review.Strip().Visible() {
		t.Error("the strip stays after the review stopped")
	}
	if n := w.graph.Plotted(); n != 0 || w.graph.Visible() {
		t.Errorf("the graph still plots %d evaluations (%d before the cancel) of a game that has none", n, before)
	}
	for i, n := range d.Game().MainLine() {
		if _, ok := n.Eval(); ok {
			t.Fatalf("move %d has an evaluation after the review was cancelled", i+1)
		}
	}
	if !w.analysis.On() || !w.analysis.Switch().Checked {
		t.Error("the Engine switch did not come back on")
	}
}
