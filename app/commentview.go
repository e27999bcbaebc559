package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"wormweave/app/text"
	"wormweave/app/widgets/commentview"
)

// showWholeComment opens a comment that the move list shows cut short. The
// viewer is a list of lines that builds only the lines in view, so that a
// comment of megabytes opens at once and costs no more than the lines seen.
func (w *Window) showWholeComment(c string) {
	list := commentview.New(c)
	d := dialog.NewCustom(text.T("dialog.wholeCommentTitle"), text.T("dialog.close"), list, w.win)
	d.Resize(fyne.NewSize(720, 520))
	d.Show()
	w.withKeys(d.Hide, d.Hide)
}
