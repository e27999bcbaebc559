package reviewdialog

import (
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/internal/uitest"
	"wormweave/notation"
	"wormweave/review"
	"wormweave/study"
)

// backgroundFixture is a review whose host counts the analysis paused and
// resumed and keeps the evaluations shown.
type backgroundFixture struct {
	*fixture
	paused, resumed int
	shown           []int // how many evaluations each call showed; -1: none, the review over
	last            map[*notation.Node]notation.Eval
}

func newBackgroundFixture(t *testing.T, g *notation.Game) *backgroundFixture {
	f := &backgroundFixture{fixture: newFixture(t, "en", g)}
	f.r = New(Host{
		Post:     f.q.Post,
		Window:   f.win,
		Keys:     f.keys,
		Document: func() *study.Document { return f.doc },
		PauseAnalysis: func() func() {
			f.paused++
			return func() { f.resumed++ }
		},
		ShowEvals: func(e map[*notation.Node]notation.Eval) {
			if e == nil {
				f.shown = append(f.shown, -1)
				return
			}
			f.shown = append(f.shown, len(e))
			f.last = e
		},
	})
	f.win.SetContent(f.r.Strip())
	return f
}

// The review runs in the background: no dialog covers the window, the
// game takes moves meanwhile (one after the end of the main line, which
// the review's result then leaves alone), the evaluations of the moves
// reviewed are handed over as they come, one more each time, and at the
// end the review is written into the record and the analysis put back.
func TestReviewRunsInTheBackground(t *testing.T) {
	g := uitest.ReadGameFile(t, "testdata/games/wormhole-02.pgn")
	f := newBackgroundFixture(t, g)
	d := f.doc
	line := d.Game().MainLine()
	if len(line) > 8 {
		if err := d.DeleteFrom(line[8]); err != nil {
			t.Fatal(err)
		}
	}
	reviewed := d.Game().MainLine()
	f.r.Run(review.Options{Nodes: 3000})
	if top := f.win.Canvas().Overlays().Top(); top != nil {
		t.Fatalf("a dialog covers the window during the review: %q", labelTexts(top))
	}
	if !f.r.Strip().Visible() || f.paused != 1 {
		t.Fatalf("strip shown %v, analysis paused %d times", f.r.Strip().Visible(), f.paused)
	}
	f.q.Until(t, "the first evaluation", func() bool { return len(f.shown) > 0 })
	d.End()
	p := d.Position()
	if err := d.Play(p.Moves(nil)[0]); err != nil {
		t.Fatalf("the game takes no move during the review: %v", err)
	}
	f.q.Until(t, "the end of the review", func() bool { return !f.r.Running() })
	if f.shown[len(f.shown)-1] != -1 {
		t.Errorf("the evaluations shown stay after the review: %v", f.shown)
	}
	for i, n := range f.shown[:len(f.shown)-1] {
		if n != i+1 {
			t.Fatalf("the evaluations shown grew as %v, want one more each time", f.shown)
		}
	}
	if f.shown[len(f.shown)-2] != len(reviewed) {
		t.Errorf("%d evaluations shown at the end, want one for each of the %d moves", f.shown[len(f.shown)-2], len(reviewed))
	}
	for i, n := range reviewed {
		e, ok := n.Eval()
		if !ok || e != f.last[n] {
			t.Errorf("move %d: the record has %v (%v), the review showed %v", i+1, e, ok, f.last[n])
		}
	}
	if len(d.Game().MainLine()) != len(reviewed)+1 {
		t.Errorf("the move played during the review is gone")
	}
	if f.resumed != 1 || f.r.Strip().Visible() {
		t.Errorf("analysis resumed %d times, strip shown %v", f.resumed, f.r.Strip().Visible())
	}
}

// The strip's cancel button stops the review: nothing is written, the
// evaluations shown go, and the analysis is put back.
func TestCancelStopsTheReview(t *testing.T) {
	f := newBackgroundFixture(t, uitest.ReadGameFile(t, "testdata/games/wormhole-02.pgn"))
	before := string(notation.AppendGame(nil, f.doc.Game()))
	f.r.Run(review.Options{Nodes: 50_000})
	f.q.Until(t, "the first evaluation", func() bool { return len(f.shown) > 0 })
	buttons := uitest.Collect[*widget.Button](f.r.Strip())
	if len(buttons) != 1 || buttons[0].Text != "Cancel" {
		t.Fatalf("the strip has the buttons %v", buttons)
	}
	test.Tap(buttons[0])
	f.q.Until(t, "the review to stop", func() bool { return !f.r.Running() })
	if got := string(notation.AppendGame(nil, f.doc.Game())); got != before {
		t.Errorf("the cancelled review changed the record:\n%s", got)
	}
	if f.shown[len(f.shown)-1] != -1 || f.resumed != 1 || f.r.Strip().Visible() {
		t.Errorf("after the cancel: evaluations shown %v, analysis resumed %d times, strip shown %v", f.shown, f.resumed, f.r.Strip().Visible())
	}
	if top := f.win.Canvas().Overlays().Top(); top != nil {
		t.Errorf("a dialog opened: %q", labelTexts(top))
	}
}

// A review started while one runs replaces it; the analysis, paused once,
// comes back once, at the end of the second.
func TestASecondReviewReplacesTheFirst(t *testing.T) {
	f := newBackgroundFixture(t, uitest.ReadGameFile(t, "testdata/games/wormhole-02.pgn"))
	f.r.Run(review.Options{Nodes: 50_000})
	f.r.Run(review.Options{Nodes: 50_000})
	f.q.Until(t, "an evaluation", func() bool { return len(f.shown) > 0 })
	f.r.Cancel()
	f.q.Until(t, "the review to stop", func() bool { return !f.r.Running() })
	f.q.Wait(100*time.Millisecond, func() bool { return false })
	if f.paused != 1 || f.resumed != 1 {
		t.Errorf("the analysis paused %d times and resumed %d times, want once each", f.paused, f.resumed)
	}

}
