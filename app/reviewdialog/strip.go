package reviewdialog

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/text"
)

// strip is a running review's row in the window: what it does, how far it
// has gone and a button that cancels it. It is no dialog, so that the
// board, the move list and the menus stay the user's during the review.
type strip struct {
	box         *fyne.Container
	bar         *widget.ProgressBar
	cancel      *widget.Button
	done, total int
}

func newStrip(cancel func()) *strip {
	s := &strip{bar: widget.NewProgressBar()}
	// The bar counts positions rather than a percentage: the user can tell
	// from it how long the review has to go.
	s.bar.TextFormatter = func() string {
		if s.total == 0 {
			return text.T("review.running")
		}
		return text.TF("review.progress", map[string]any{"Done": s.done, "Total": s.total})
	}
	s.cancel = widget.NewButton(text.T("dialog.cancel"), cancel)
	s.box = container.NewBorder(nil, nil, nil, s.cancel, s.bar)
	s.box.Hide()
	return s
}

// start shows the strip for a review that begins.
func (s *strip) start() {
	s.done, s.total = 0, 0
	s.cancel.SetText(text.T("dialog.cancel")) // in the language of now
	s.bar.SetValue(0)
	s.box.Show()
}

// progress shows that done of total positions are searched.
func (s *strip) progress(done, total int) {
	s.done, s.total = done, total
	s.bar.SetValue(float64(done) / float64(total))
}

// stop hides the strip: the review is over.
func (s *strip) stop() { s.box.Hide() }
