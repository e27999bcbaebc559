// Package reviewdialog is the game review in the window: the form that
// asks for the time a position, the review itself, which runs in the
// background while the board stays the user's (its progress and its
// cancel button in a strip the shell places, the evaluations found so far
// handed to the shell for the graph), and the summary at the end. It runs
// the review (the review package) on a copy of the game and writes the
// result into the game being studied as one undoable edit, through
// study.Document's methods.
//
// It owns those and nothing else. It must not touch the window, the
// analysis or the engine game: what it needs of them comes through its
// Host. It imports no other feature of the interface and not the window's
// package.
package reviewdialog

import (
	"bytes"
	"context"
	"errors"
	"time"

	"fyne.io/fyne/v2"
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
	// PauseAnalysis stops the analysis while the review takes the cores,
	// and returns what puts it back as it was.
	PauseAnalysis func() (resume func())
	// ShowEvals shows the evaluations the review has found so far of the
	// moves of the main line (nil: none, the review is over).
	ShowEvals func(map[*notation.Node]notation.Eval)
	// EngineOptions are the engine's threads and hash size.
	EngineOptions func() engine.Options
	// Relayout lays the window out again when the review's strip shows
	// or hides.
	Relayout func()
	// WhenClosed has f run when the window closes.
	WhenClosed func(f func())
	ShowError  func(error)
}

// Review is the game review of one window.
type Review struct {
	h    Host
	post func(func()) // runs an update on Fyne's goroutine

	strip  *strip
	cancel context.CancelFunc // the running review's, or nil
	resume func()             // puts the analysis back as it was before the running review
	gen    int                // counts the reviews: a cancelled one's updates are dropped
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
	if h.PauseAnalysis == nil {
		h.PauseAnalysis = func() func() { return func() {} }
	}
	if h.ShowEvals == nil {
		h.ShowEvals = func(map[*notation.Node]notation.Eval) {}
	}
	if h.EngineOptions == nil {
		h.EngineOptions = func() engine.Options { return engine.Options{} }
	}
	if h.Relayout == nil {
		h.Relayout = func() {}
	}
	if h.WhenClosed == nil {
		h.WhenClosed = func(func()) {}
	}
	if h.ShowError == nil {
		h.ShowError = func(err error) { dialog.ShowError(err, h.Window) }
	}
	r := &Review{h: h, post: h.Post}
	r.strip = newStrip(r.Cancel)
	return r
}

// Strip is the review's progress and its cancel button, hidden but while
// a review runs; the shell puts it in the window.
func (r *Review) Strip() fyne.CanvasObject { return r.strip.box }

// Running reports whether a review runs.
func (r *Review) Running() bool { return r.cancel != nil }

// Cancel stops the running review, if any: the record stays as it was and
// the analysis comes back as it was.
func (r *Review) Cancel() {
	if r.cancel != nil {
		r.cancel()
	}
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

// Run reviews the main line in the background, its progress and a cancel
// button in the strip and the evaluations shown as they come, then writes
// the review into the record as one undoable edit and shows its summary.
// The engine works on a copy of the game, so that the user may go on
// with the board meanwhile: moves played after the end of the main line
// do not stop the review from being written; a change of the moves
// reviewed does. A review started while one runs replaces it.
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
	if r.cancel == nil {
		r.resume = r.h.PauseAnalysis() // the review takes the cores
	}
	r.Cancel() // a review running is replaced: the analysis stays paused
	cp := games[0]
	line := orig.MainLine() // the record's moves, which the evaluations go to
	eo := r.h.EngineOptions()
	opt.Threads, opt.HashMB = eo.Threads, eo.HashMB
	ctx, cancel := context.WithCancel(context.Background())
	r.gen++
	gen := r.gen
	r.cancel = cancel
	r.h.WhenClosed(cancel) // a review of a closed window's game is lost anyway
	r.strip.start()
	r.h.Relayout()
	evals := map[*notation.Node]notation.Eval{}
	post := r.post
	go func() {
		rep, err := review.Analyse(ctx, cp, opt, func(n, of int, e notation.Eval) {
			post(func() {
				if gen != r.gen {
					return
				}
				r.strip.progress(n, of)
				if n >= 2 && n-2 < len(line) { // position n-1 is after move n-1
					evals[line[n-2]] = e
					r.h.ShowEvals(evals)
				}
			})
		})
		post(func() {
			cancel()
			if gen != r.gen {
				return // a newer review took its place
			}
			r.cancel = nil
			r.strip.stop()
			r.h.Relayout()
			r.h.ShowEvals(nil)
			r.resume()
			r.resume = nil
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
// main line still begins with the moves reviewed.
func (r *Review) apply(d *study.Document, rep *review.Report) {
	line := d.Game().MainLine()
	if len(line) < len(rep.Moves) {
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
	d.Annotate(func() func() { return review.Apply(rep, className) })
	r.showSummary(rep)
}

// className names a class of move in the user's language, as the review
// writes it in a comment where the user's glyph stays.
func className(c review.Class) string {
	return text.T([...]string{"", "review.class.inaccuracy", "review.class.mistake", "review.class.blunder"}[c])
}
