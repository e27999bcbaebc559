package app

import (
	"wormweave/app/reviewdialog"
	"wormweave/engine"
	"wormweave/notation"
	"wormweave/study"
)

// newReview builds the window's game review: the Game menu asks it, and
// it reaches the window only through what is given here.
func (w *Window) newReview() *reviewdialog.Review {
	return reviewdialog.New(reviewdialog.Host{
		Post:          w.postToWindow,
		Window:        w.win,
		Keys:          w.keys,
		Document:      func() *study.Document { return w.doc },
		Withheld:      w.analysisWithheld,
		Refuse:        w.refuseAnalysis,
		PauseAnalysis: w.pauseAnalysis,
		ShowEvals:     w.showReviewEvals,
		Relayout:      w.relayout,
		EngineOptions: func() engine.Options { return w.analysis.Settings().Options() },
		WhenClosed:    w.whenClosed,
		ShowError:     w.showError,
	})
}

// pauseAnalysis stops the analysis while a review takes the cores, and
// returns what turns it on again if it was on: the Engine switch ends a
// review as it began it.
func (w *Window) pauseAnalysis() (resume func()) {
	was := w.analysis.On()
	w.analysis.SetOn(false)
	return func() {
		if was && !w.analysis.On() && !w.analysisWithheld() {
			w.analysis.SetOn(true)
		}
	}
}

// showReviewEvals plots the evaluations a running review has found so
// far on the graph, nil the record's alone.
func (w *Window) showReviewEvals(evals map[*notation.Node]notation.Eval) {
	shown := w.graph.Visible()
	w.graph.SetPending(evals, w.doc.Game(), w.doc.Cursor())
	if w.graph.Visible() != shown {
		w.relayout()
	}
}
