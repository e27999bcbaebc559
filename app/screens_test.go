package app

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// firstMoveX returns where the first move of a rendered engine line starts.
func firstMoveX(t *testing.T, l *engineLine) float32 {
	t.Helper()
	test.WidgetRenderer(l) // makes l.r
	for i, w := range l.words {
		if w.move >= 0 {
			return l.r.texts[i].Position().X
		}
	}
	t.Fatal("the line has no move")
	return 0
}

// The lines' scores take a column of their own, right-aligned, so that the
// moves of every line start at the same place whatever the scores' widths.
func TestEngineLinesAlignTheirMoves(t *testing.T) {
	test.NewTempApp(t)
	scores := []string{"+0.6", "#7", "-12.3", "#-15", "0.0"}
	var xs []float32
	var scoreEnds []float32
	for _, s := range scores {
		l := newEngineLine(nil)
		l.set([]lineWord{{text: s, move: -1, bold: true}, {text: "5...", move: -1}, {text: "Wc8xd5+", move: 0}})
		l.Resize(fyne.NewSize(400, l.MinSize().Height))
		xs = append(xs, firstMoveX(t, l))
		score := l.r.texts[0]
		scoreEnds = append(scoreEnds, score.Position().X+score.MinSize().Width)
	}
	for i := range scores {
		if xs[i] != xs[0] {
			t.Errorf("the line scored %s starts its moves at x=%v, the line scored %s at x=%v", scores[i], xs[i], scores[0], xs[0])
		}
		if scoreEnds[i] != scoreEnds[0] {
			t.Errorf("the score %s ends at x=%v, %s at x=%v: not right-aligned", scores[i], scoreEnds[i], scores[0], scoreEnds[0])
		}
	}
}

// Flipping the board turns the evaluation bar with it at once, also when
// the engine has finished and sends nothing more.
func TestFlippingTheBoardFlipsTheEvaluationBar(t *testing.T) {
	w, q := newAnalysisWindow(t)
	w.toggleAnalysis()
	q.until(t, "the first lines", linesArrived(w, 1))
	w.win.Canvas().(desktopShortcuts).TypedShortcut(keyFlip)
	if !w.board.Flipped() {
		t.Fatal("the key did not flip the board")
	}
	if !w.analysis.bar.flipped {
		t.Error("the evaluation bar still has White at the bottom of a flipped board")
	}
	w.win.Canvas().(desktopShortcuts).TypedShortcut(keyFlip)
	if w.analysis.bar.flipped {
		t.Error("the evaluation bar stays flipped after the board turned back")
	}
}
