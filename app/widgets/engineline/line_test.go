package engineline

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// firstMoveX returns where the first move of a rendered engine line starts.
func firstMoveX(t *testing.T, l *Line) float32 {
	t.Helper()
	test.WidgetRenderer(l) // makes l.r
	for i, w := range l.words {
		if w.Move >= 0 {
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
		l := New(nil)
		l.Set([]Word{{Text: s, Move: -1, Bold: true}, {Text: "5...", Move: -1}, {Text: "Wc8xd5+", Move: 0}})
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
