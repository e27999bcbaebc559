package analysis

import (
	"testing"

	"fyne.io/fyne/v2"

	"wormweave/app/text"
)

// The panel's heading claims the same width whatever the evaluation and
// the statistics say, so that the window's split does not move while the
// engine reports; statistics that do not fit are left out rather than
// drawn over the evaluation.
func TestAnalysisHeadingKeepsItsWidth(t *testing.T) {
	v, _ := newTestAnalysis(t, "es")
	texts := []struct{ eval, stats string }{
		{"", ""},
		{"+0.1", "profundidad 1 · 5 nodos/s"},
		{"-88.8", "profundidad 64 · 1,2M nodos/s"},
		{"#-12", text.T("analysis.gameOver")},
	}
	var widths []float32
	for _, tt := range texts {
		v.eval.Text, v.stats.Text = tt.eval, tt.stats
		v.refreshTexts()
		widths = append(widths, v.head.MinSize().Width)
	}
	for i, wd := range widths {
		if wd != widths[0] {
			t.Errorf("with %q and %q the heading claims %v, with none %v", texts[i].eval, texts[i].stats, wd, widths[0])
		}
	}
	// Narrower than the texts: the statistics go, the evaluation stays.
	v.head.Resize(fyne.NewSize(widths[0], v.head.MinSize().Height))
	v.refreshTexts()
	if v.stats.Visible() {
		evalEnd := fyne.CurrentApp().Driver().AbsolutePositionForObject(v.eval).X + v.eval.MinSize().Width
		if statsStart := fyne.CurrentApp().Driver().AbsolutePositionForObject(v.stats).X; statsStart < evalEnd {
			t.Errorf("the statistics start at x=%v, over the evaluation that ends at x=%v", statsStart, evalEnd)
		}
	}
}
