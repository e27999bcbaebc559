// Package reviewdialog is the game review's dialogs: the form that asks
// for the time a position, the progress of the review with its cancel
// button, and the summary at the end. It runs the review (the review
// package) on a copy of the game and writes the result into the game
// being studied as one undoable edit, through study.Document's methods.
//
// It owns those dialogs and nothing else. It must not touch the window,
// the analysis or the engine game: what it needs of them comes through
// its Host. It imports no other feature of the interface and not the
// window's package.
package reviewdialog

import (
	"bytes"
	"context"
	"errors"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/dialogkeys"
	"wormweave/app/text"
	"wormweave/engine"
	"wormweave/notation"
	"wormweave/review"
	"wormweave/study"
)

// Host is what the review needs of the window that shows it. Tests may
// leave out any func but Document: a missing one does nothing (ShowError:
// Fyne's error dialog).
type Host struct {
	// Post runs f on the window's goroutine (fyne.Do in the window; tests
	// run it on theirs).
	Post   func(f func())
	Window fyne.Window
	// Keys, if set, give the dialogs Enter and Escape.
	Keys *dialogkeys.Keys
	// Document returns the game being studied now.
	Document func() *study.Document
	// Withheld reports whether the engine's opinion is withheld (during a
	// game against it), and Refuse tells the user so.
	Withheld func() bool
	Refuse   func()
	// StopAnalysis stops the analysis: the review takes the cores.
	StopAnalysis func()
	// EngineOptions are the engine's threads and hash size.
	EngineOptions func() engine.Options
	// WhenClosed has f run when the window closes.
	WhenClosed func(f func())
	ShowError  func(error)
}

// Review is the game review of one window.
type Review struct {
	h    Host
	post func(func()) // runs an update of the dialogs on Fyne's goroutine
}

// reviewTimes are the times a position offered for a review.
var reviewTimes = []time.Duration{500 * time.Millisecond, time.Second, 3 * time.Second}

// New returns the review of h's window.
func New(h Host) *Review {
	if h.Withheld == nil {
		h.Withheld = func() bool { return false }
	}
	if h.Refuse == nil {
		h.Refuse = func() {}
	}
	if h.StopAnalysis == nil {
		h.StopAnalysis = func() {}
	}
	if h.EngineOptions == nil {
		h.EngineOptions = func() engine.Options { return engine.Options{} }
	}
	if h.WhenClosed == nil {
		h.WhenClosed = func(func()) {}
	}
	if h.ShowError == nil {
		h.ShowError = func(err error) { dialog.ShowError(err, h.Window) }
	}
	return &Review{h: h, post: h.Post}
}

// withKeys gives the dialog just shown its Enter and Escape.
func (r *Review) withKeys(enter, escape func()) {
	if r.h.Keys != nil {
		r.h.Keys.With(enter, escape)
	}
}

// Ask asks for the time a position and reviews the game.
func (r *Review) Ask() {
	if r.h.Withheld() {
		r.h.Refuse()
		return
	}
	var names []string
	for _, d := range reviewTimes {
		names = append(names, text.TF("review.timeEach", map[string]any{"Seconds": text.Decimal(d.Seconds(), -1)}))
	}
	sel := widget.NewSelect(names, nil)
	sel.SetSelected(names[1])
	items := []*widget.FormItem{widget.NewFormItem(text.T("review.time"), sel)}
	form := dialog.NewForm(text.T("review.title"), text.T("review.start"), text.T("dialog.cancel"), items, func(ok bool) {
		if !ok {
			return
		}
		for i, n := range names {
			if n == sel.Selected {
				r.Run(review.Options{MoveTime: reviewTimes[i]})
			}
		}
	}, r.h.Window)
	form.Show()
	r.withKeys(form.Submit, form.Dismiss)
}

// Run reviews the main line in the background, with a progress bar and a
// cancel button, then writes the review into the record as one undoable
// edit and shows its summary. The engine works on a copy of the game, so
// the user may go on looking at the record meanwhile.
func (r *Review) Run(opt review.Options) {
	d := r.h.Document()
	orig := d.Game()
	games, errs, err := notation.ReadAll(bytes.NewReader(notation.AppendGame(nil, orig)), "")
	switch {
	case err != nil:
	case len(games) != 1:
		err = errors.New(text.T("review.changed"))
	case len(games[0].MainLine()) != len(orig.MainLine()):
		// The copy lost moves: say why. A complaint that leaves the moves
		// whole, such as a Result tag that disagrees with the end of the
		// moves (the record was opened with it), does not stop a review.
		if err = errs[0]; err == nil {
			err = errors.New(text.T("review.changed"))
		}
	}
	if err != nil {
		r.h.ShowError(err)
		return
	}
	cp := games[0]
	r.h.StopAnalysis() // the review takes the cores
	eo := r.h.EngineOptions()
	opt.Threads, opt.HashMB = eo.Threads, eo.HashMB
	ctx, cancel := context.WithCancel(context.Background())
	r.h.WhenClosed(cancel) // a review of a closed window's game is lost anyway
	bar := widget.NewProgressBar()
	// The bar counts positions rather than a percentage: the user can tell
	// from it how long the review has to go.
	done, total := 0, 0
	bar.TextFormatter = func() string {
		if total == 0 {
			return ""
		}
		return text.TF("review.progress", map[string]any{"Done": done, "Total": total})
	}
	stop := widget.NewButton(text.T("dialog.cancel"), func() { cancel() })
	dlg := dialog.NewCustomWithoutButtons(text.T("review.running"), container.NewVBox(bar, stop), r.h.Window)
	dlg.Resize(fyne.NewSize(360, 0))
	dlg.Show()
	// Escape cancels, as the dialog's one button does.
	r.withKeys(nil, stop.OnTapped)
	post := r.post
	go func() {
		rep, err := review.Analyse(ctx, cp, opt, func(n, of int) {
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
				r.h.ShowError(err)
			case r.h.Document() != d:
				r.h.ShowError(errors.New(text.T("review.changed")))
			default:
				r.apply(d, rep)
			}
		})
	}()
}

// apply puts a review of a copy of d's game into d's own record, if its
// main line is still the one reviewed.
func (r *Review) apply(d *study.Document, rep *review.Report) {
	line := d.Game().MainLine()
	if len(line) != len(rep.Moves) {
		r.h.ShowError(errors.New(text.T("review.changed")))
		return
	}
	v := d.Game().Variant
	for i, m := range rep.Moves {
		if line[i].Turn().ID(v) != m.Node.Turn().ID(v) {
			r.h.ShowError(errors.New(text.T("review.changed")))
			return
		}
		rep.Moves[i].Node = line[i]
	}
	d.Annotate(func() func() { return review.Apply(rep) })
	r.showSummary(rep)
}
