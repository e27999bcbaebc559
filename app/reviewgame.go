package app

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"strconv"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"wormweave/notation"
	"wormweave/review"
	"wormweave/rules"
)

// reviewTimes are the times a position offered for a review.
var reviewTimes = []time.Duration{500 * time.Millisecond, time.Second, 3 * time.Second}

// askReview asks for the time a position and reviews the game.
func (w *Window) askReview() {
	if w.analysisWithheld() {
		w.refuseAnalysis()
		return
	}
	var names []string
	for _, d := range reviewTimes {
		names = append(names, TF("review.timeEach", map[string]any{"Seconds": decimal(d.Seconds(), -1)}))
	}
	sel := widget.NewSelect(names, nil)
	sel.SetSelected(names[1])
	items := []*widget.FormItem{widget.NewFormItem(T("review.time"), sel)}
	form := dialog.NewForm(T("review.title"), T("review.start"), T("dialog.cancel"), items, func(ok bool) {
		if !ok {
			return
		}
		for i, n := range names {
			if n == sel.Selected {
				w.reviewGame(review.Options{MoveTime: reviewTimes[i]})
			}
		}
	}, w.win)
	form.Show()
	w.withKeys(form.Submit, form.Dismiss)
}

// reviewGame reviews the main line in the background, with a progress bar
// and a cancel button, then writes the review into the record as one
// undoable edit and shows its summary. The engine works on a copy of the
// game, so the user may go on looking at the record meanwhile.
func (w *Window) reviewGame(opt review.Options) {
	d := w.doc
	orig := d.Game()
	games, errs, err := notation.ReadAll(bytes.NewReader(notation.AppendGame(nil, orig)), "")
	switch {
	case err != nil:
	case len(games) != 1:
		err = errors.New(T("review.changed"))
	case len(games[0].MainLine()) != len(orig.MainLine()):
		// The copy lost moves: say why. A complaint that leaves the moves
		// whole, such as a Result tag that disagrees with the end of the
		// moves (the record was opened with it), does not stop a review.
		if err = errs[0]; err == nil {
			err = errors.New(T("review.changed"))
		}
	}
	if err != nil {
		w.showError(err)
		return
	}
	cp := games[0]
	w.analysis.SetOn(false) // the review takes the cores
	s := w.analysis.Settings()
	opt.Threads, opt.HashMB = s.Threads, s.HashMB
	ctx, cancel := context.WithCancel(context.Background())
	w.whenClosed(cancel) // a review of a closed window's game is lost anyway
	bar := widget.NewProgressBar()
	// The bar counts positions rather than a percentage: the user can tell
	// from it how long the review has to go.
	done, total := 0, 0
	bar.TextFormatter = func() string {
		if total == 0 {
			return ""
		}
		return TF("review.progress", map[string]any{"Done": done, "Total": total})
	}
	var dlg dialog.Dialog
	stop := widget.NewButton(T("dialog.cancel"), func() { cancel() })
	dlg = dialog.NewCustomWithoutButtons(T("review.running"), container.NewVBox(bar, stop), w.win)
	dlg.Resize(fyne.NewSize(360, 0))
	dlg.Show()
	// Escape cancels, as the dialog's one button does.
	w.withKeys(nil, stop.OnTapped)
	post := w.analysis.reviewPost
	if post == nil {
		post = fyne.Do
	}
	go func() {
		r, err := review.Analyse(ctx, cp, opt, func(n, of int) {
			post(func() {
				done, total = n, of
				bar.SetValue(float64(n) / float64(of))
			})
		})
		post(func() {
			cancel()
			dlg.Hide()
			switch {
			case errors.Is(err, context.Canceled):
			case err != nil:
				w.showError(err)
			case w.doc != d:
				w.showError(errors.New(T("review.changed")))
			default:
				w.applyReview(d, r)
			}
		})
	}()
}

// applyReview puts a review of a copy of d's game into d's own record, if
// its main line is still the one reviewed.
func (w *Window) applyReview(d *Document, r *review.Report) {
	line := d.Game().MainLine()
	if len(line) != len(r.Moves) {
		w.showError(errors.New(T("review.changed")))
		return
	}
	v := d.Game().Variant
	for i, m := range r.Moves {
		if line[i].Turn().ID(v) != m.Node.Turn().ID(v) {
			w.showError(errors.New(T("review.changed")))
			return
		}
		r.Moves[i].Node = line[i]
	}
	d.Annotate(func() func() { return review.Apply(r) })
	w.showReviewSummary(r)
}

// showReviewSummary shows each side's inaccuracies, mistakes, blunders
// and average loss a move.
func (w *Window) showReviewSummary(r *review.Report) {
	d := dialog.NewCustom(T("review.done"), T("dialog.close"), reviewSummary(r), w.win)
	d.Show()
	w.withKeys(d.Hide, d.Hide)
}

// reviewSummary is the review's table: a row a side, a column for each
// class of move named with its glyph, the numbers right-aligned under
// their headings, and what the loss means below.
func reviewSummary(r *review.Report) fyne.CanvasObject {
	heading := func(text string) fyne.CanvasObject {
		return widget.NewLabelWithStyle(text, fyne.TextAlignTrailing, fyne.TextStyle{Bold: true})
	}
	number := func(text string) fyne.CanvasObject {
		return widget.NewLabelWithStyle(text, fyne.TextAlignTrailing, fyne.TextStyle{})
	}
	cells := []fyne.CanvasObject{
		widget.NewLabel(""),
		heading(T("review.inaccuracies") + " ?!"),
		heading(T("review.mistakes") + " ?"),
		heading(T("review.blunders") + " ??"),
		heading(T("review.averageLoss")),
	}
	for _, side := range []rules.Color{rules.White, rules.Black} {
		c := r.Counts[side]
		name := T("play.white")
		if side == rules.Black {
			name = T("play.black")
		}
		cells = append(cells,
			widget.NewLabelWithStyle(name, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
			number(strconv.Itoa(c[review.Inaccuracy])),
			number(strconv.Itoa(c[review.Mistake])),
			number(strconv.Itoa(c[review.Blunder])),
			number(fmt.Sprintf("%.0f", r.AvgLoss[side])))
	}
	note := widget.NewLabel(T("review.lossNote"))
	note.Wrapping = fyne.TextWrapWord
	return container.NewBorder(nil, note, nil, nil, container.NewGridWithColumns(5, cells...))
}
