package reviewdialog

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/dialogkeys"
	"wormweave/app/internal/uitest"
	"wormweave/notation"
	"wormweave/review"
	"wormweave/rules"
	"wormweave/study"
)

// fixture is a review of a window of the size the program opens with,
// over a game document, its updates queued for the test.
type fixture struct {
	win  fyne.Window
	doc  *study.Document
	keys *dialogkeys.Keys
	r    *Review
	q    *uitest.Queue
}

// newFixture returns a review of g (nil: a new Wormhole game), in lang.
func newFixture(t *testing.T, lang string, g *notation.Game) *fixture {
	t.Helper()
	uitest.UseLanguage(t, lang)
	a := test.NewTempApp(t)
	f := &fixture{win: a.NewWindow("review"), q: uitest.NewQueue(100)}
	t.Cleanup(f.win.Close)
	f.win.Resize(fyne.NewSize(1000, 700))
	if g == nil {
		f.doc = study.NewGameDocument(rules.Wormhole, nil)
	} else {
		f.doc = study.NewDocument(g)
	}
	f.keys = dialogkeys.New(f.win)
	f.win.Canvas().SetOnTypedKey(func(ev *fyne.KeyEvent) { f.keys.Key(ev) })
	f.r = New(Host{
		Post:     fyne.Do,
		Window:   f.win,
		Keys:     f.keys,
		Document: func() *study.Document { return f.doc },
	})
	f.r.post = f.q.Post
	return f
}

// top returns the window's topmost pop-up.
func (f *fixture) top(t *testing.T) fyne.CanvasObject {
	t.Helper()
	top := f.win.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no pop-up is shown")
	}
	return top
}

// A review of a short game puts an evaluation after every move of the
// record, shows its summary, and undo takes all of it back in one step.
func TestReviewGameIsOneUndoableEdit(t *testing.T) {
	f := newFixture(t, "en", uitest.ReadGameFile(t, "testdata/games/wormhole-02.pgn"))
	d := f.doc
	if line := d.Game().MainLine(); len(line) > 10 {
		if err := d.DeleteFrom(line[10]); err != nil {
			t.Fatal(err)
		}
	}
	before := string(notation.AppendGame(nil, d.Game()))
	f.r.Run(review.Options{Nodes: 1000})
	f.q.Until(t, "the review", func() bool {
		n := d.Game().MainLine()[0]
		_, ok := n.Eval()
		return ok
	})
	for i, n := range d.Game().MainLine() {
		if _, ok := n.Eval(); !ok {
			t.Errorf("move %d has no evaluation", i+1)
		}
	}
	if top := f.win.Canvas().Overlays().Top(); top == nil {
		t.Error("no summary is shown")
	}
	d.Undo()
	if got := string(notation.AppendGame(nil, d.Game())); got != before {
		t.Errorf("undo left:\n%s\nwant\n%s", got, before)
	}
	d.Redo()
	if _, ok := d.Game().MainLine()[0].Eval(); !ok {
		t.Error("redo did not put the review back")
	}
}

// The review's progress counts positions, so that the user can tell how
// long it has to go.
func TestReviewProgressCountsPositions(t *testing.T) {
	for _, tt := range []struct{ lang, want string }{
		{"en", "Position 1 of 4"}, {"fr", "Position 1 sur 4"}, {"es", "Posición 1 de 4"},
	} {
		t.Run(tt.lang, func(t *testing.T) {
			f := newFixture(t, tt.lang, nil)
			d := f.doc
			for range 3 {
				p := d.Position()
				if err := d.Play(p.Moves(nil)[0]); err != nil {
					t.Fatal(err)
				}
			}
			f.r.Run(review.Options{Nodes: 200})
			bars := uitest.Collect[*widget.ProgressBar](f.r.Strip())
			if len(bars) != 1 {
				t.Fatal("no progress bar")
			}
			f.q.Until(t, "the first position", func() bool { return bars[0].Value > 0 })
			if bars[0].TextFormatter == nil {
				t.Fatal("the bar shows a percentage")
			}
			if got := bars[0].TextFormatter(); got != tt.want {
				t.Errorf("the bar says %q, want %q", got, tt.want)
			}
			f.q.Until(t, "the end of the review", func() bool { _, ok := d.Game().MainLine()[0].Eval(); return ok })
		})
	}
}

// A game whose Result tag disagrees with the end of its moves (the app
// opens such a record, with a warning) can still be reviewed.
func TestReviewOfAGameWithADisagreeingResult(t *testing.T) {
	g := uitest.ReadGame(t, "[Variant \"Wormhole\"]\n\n1. Wc1-d4 d7-d6 2. Wd4-a5 *")
	g.SetTag("Result", "1-0")
	f := newFixture(t, "en", g)
	d := f.doc
	f.r.Run(review.Options{Nodes: 200})
	if top := f.win.Canvas().Overlays().Top(); top != nil || !f.r.Running() {
		t.Fatalf("the review did not start: %q", labelTexts(top))
	}
	f.q.Until(t, "the review", func() bool { _, ok := d.Game().MainLine()[0].Eval(); return ok })
}

// The review's times are written as the user's language writes them.
func TestReviewTimesInTheUsersLanguage(t *testing.T) {
	for _, tt := range []struct{ lang, reviewTime string }{
		{"en", "0.5 s"}, {"fr", "0,5 s"}, {"es", "0,5 s"},
	} {
		t.Run(tt.lang, func(t *testing.T) {
			f := newFixture(t, tt.lang, nil)
			f.r.Ask()
			if !hasOption(f.top(t), tt.reviewTime) {
				t.Errorf("the review offers no %q", tt.reviewTime)
			}
		})
	}
}

// During a game against the engine the review is refused, and no dialog
// opens.
func TestReviewIsRefusedWhileTheEngineIsWithheld(t *testing.T) {
	f := newFixture(t, "en", nil)
	refused := 0
	f.r = New(Host{
		Post:     fyne.Do,
		Window:   f.win,
		Keys:     f.keys,
		Document: func() *study.Document { return f.doc },
		Withheld: func() bool { return true },
		Refuse:   func() { refused++ },
	})
	f.r.Ask()
	if top := f.win.Canvas().Overlays().Top(); top != nil {
		t.Errorf("a dialog opened: %q", labelTexts(top))
	}
	if refused != 1 {
		t.Errorf("refused %d times, want once", refused)
	}
}

// Escape closes the form without reviewing.
func TestEscapeLeavesTheGameUnreviewed(t *testing.T) {
	f := newFixture(t, "en", uitest.ReadGameFile(t, "testdata/games/wormhole-02.pgn"))
	cv := f.win.Canvas()
	f.r.Ask()
	f.top(t)
	cv.OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if top := cv.Overlays().Top(); top != nil {
		t.Fatalf("Escape left the form open: %q", labelTexts(top))
	}
	if f.r.Running() {
		t.Error("Escape started a review")
	}
}

// hasOption reports whether a select under o offers option.
func hasOption(o fyne.CanvasObject, option string) bool {
	for _, s := range uitest.Collect[*widget.Select](o) {
		if slices.Contains(s.Options, option) {
			return true
		}
	}
	return false
}

// labelTexts returns the texts of the labels under o.
func labelTexts(o fyne.CanvasObject) []string {
	var out []string
	for _, l := range uitest.Collect[*widget.Label](o) {
		out = append(out, l.Text)
	}
	return out
}
