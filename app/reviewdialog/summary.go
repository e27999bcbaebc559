package reviewdialog

import (
	"fmt"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/text"
	"wormweave/review"
	"wormweave/rules"
)

// showSummary shows each side's inaccuracies, mistakes, blunders and
// average loss a move.
func (r *Review) showSummary(rep *review.Report) {
	d := dialog.NewCustom(text.T("review.done"), text.T("dialog.close"), summary(rep), r.h.Window)
	d.Show()
	r.withKeys(d.Hide, d.Hide)
}

// summary is the review's table: a row a side, a column for each class of
// move named with its glyph, the numbers right-aligned under their
// headings, and what the loss means below.
func summary(r *review.Report) fyne.CanvasObject {
	heading := func(s string) fyne.CanvasObject {
		return widget.NewLabelWithStyle(s, fyne.TextAlignTrailing, fyne.TextStyle{Bold: true})
	}
	number := func(s string) fyne.CanvasObject {
		return widget.NewLabelWithStyle(s, fyne.TextAlignTrailing, fyne.TextStyle{})
	}
	cells := []fyne.CanvasObject{
		widget.NewLabel(""),
		heading(text.T("review.inaccuracies") + " ?!"),
		heading(text.T("review.mistakes") + " ?"),
		heading(text.T("review.blunders") + " ??"),
		heading(text.T("review.averageLoss")),
	}
	for _, side := range []rules.Color{rules.White, rules.Black} {
		c := r.Counts[side]
		name := text.T("play.white")
		if side == rules.Black {
			name = text.T("play.black")
		}
		cells = append(cells,
			widget.NewLabelWithStyle(name, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
			number(strconv.Itoa(c[review.Inaccuracy])),
			number(strconv.Itoa(c[review.Mistake])),
			number(strconv.Itoa(c[review.Blunder])),
			number(fmt.Sprintf("%.0f", r.AvgLoss[side])))
	}
	note := widget.NewLabel(text.T("review.lossNote"))
	note.Wrapping = fyne.TextWrapWord
	return container.NewBorder(nil, note, nil, nil, container.NewGridWithColumns(5, cells...))
}
