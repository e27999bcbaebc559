package reviewdialog

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/internal/uitest"
	"wormweave/app/text"
	"wormweave/review"
	"wormweave/rules"
)

// The review's summary is a table in the user's language: each side's
// counts right-aligned under the headings that name them, narrow enough
// for the window.
func TestReviewSummaryIsATable(t *testing.T) {
	r := &review.Report{}
	r.Counts[rules.White] = [4]int{review.Inaccuracy: 2, review.Mistake: 1, review.Blunder: 10}
	r.Counts[rules.Black] = [4]int{review.Inaccuracy: 3, review.Mistake: 0, review.Blunder: 9}
	r.AvgLoss = [2]float64{448.6, 61.2}
	T := text.T
	for _, code := range []string{"en", "fr", "es"} {
		t.Run(code, func(t *testing.T) {
			f := newFixture(t, code, nil)
			s := summary(r)
			labels := uitest.Collect[*widget.Label](s)
			var texts []string
			for _, l := range labels {
				texts = append(texts, l.Text)
			}
			want := []string{"", T("review.inaccuracies") + " ?!", T("review.mistakes") + " ?", T("review.blunders") + " ??", T("review.averageLoss"),
				T("play.white"), "2", "1", "10", "449",
				T("play.black"), "3", "0", "9", "61",
				T("review.lossNote")}
			if strings.Join(texts, "|") != strings.Join(want, "|") {
				t.Fatalf("the summary shows\n%q\nwant\n%q", texts, want)
			}
			for _, k := range []string{"review.inaccuracies", "review.mistakes", "review.blunders", "review.averageLoss", "review.lossNote"} {
				if T(k) == k {
					t.Errorf("%s is not translated", k)
				}
			}
			for i := 1; i < 15; i++ {
				if i%5 != 0 && labels[i].Alignment != fyne.TextAlignTrailing {
					t.Errorf("%q is not right-aligned", labels[i].Text)
				}
			}
			if width := s.MinSize().Width; width > f.win.Canvas().Size().Width*0.8 {
				t.Errorf("the summary is %v wide in a window %v wide", width, f.win.Canvas().Size().Width)
			}
		})
	}
}
