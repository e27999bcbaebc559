package app

import (
	"wormweave/app/reviewdialog"
	"wormweave/engine"
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
		StopAnalysis:  func() { w.analysis.SetOn(false) },
		EngineOptions: func() engine.Options { return w.analysis.Settings().Options() },
		WhenClosed:    w.whenClosed,
		ShowError:     w.showError,
	})
}
