package enginegame

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"wormweave/app/internal/uitest"
	"wormweave/app/prefs"
	"wormweave/app/strength"
	"wormweave/boardview"
	"wormweave/engine"
	"wormweave/rules"
	"wormweave/study"
)

// testWindow is what the window does for a game against the engine: it
// shows one document, whose changes the game follows, on one board.
type testWindow struct {
	doc    *study.Document
	engine *Game
}

func (w *testWindow) Document() *study.Document { return w.doc }

// host is the window as a game against the engine sees it, showing w's
// document on a board of its own; errors go to showError.
func (w *testWindow) host(win fyne.Window, a fyne.App, showError func(error)) Host {
	return Host{
		Post:     fyne.Do,
		Window:   win,
		Document: func() *study.Document { return w.doc },
		SetDocument: func(d *study.Document) {
			w.doc = d
			d.SetOnChange(w.engine.Follow)
			w.engine.Follow()
		},
		ConfirmDiscard: func(then func()) { then() },
		Board:          boardview.New(),
		Animate:        func() bool { return false },
		PlayAnimated:   func(m rules.Move) error { return w.doc.Play(m) },
		EngineOptions:  func() engine.Options { return prefs.LoadEngine(a.Preferences()).Options() },
		StopAnalysis:   func() {},
		ShowError:      showError,
		WithKeys:       func(enter, escape func()) {},
		Changed:        func() {},
		Relayout:       func() {},
	}
}

// newEngineGame starts a game against the weakest level, the user playing
// user; the engine's replies reach the document through the queue
// returned.
func newEngineGame(t *testing.T, user rules.Color) (*testWindow, *uitest.Queue) {
	t.Helper()
	a := test.NewTempApp(t)
	uitest.UseLanguage(t, "en")
	win := a.NewWindow("")
	t.Cleanup(win.Close)
	w := &testWindow{doc: study.NewGameDocument(rules.Wormhole, nil)}
	w.engine = New(w.host(win, a, func(err error) { t.Error(err) }))
	win.SetContent(w.engine.Bar())
	win.Resize(fyne.NewSize(400, 200))
	q := uitest.NewQueue(100)
	w.engine.post = q.Post
	w.engine.Start(user, strength.Strength{Level: 1}, false)
	return w, q
}

func TestTakeBackAndResign(t *testing.T) {
	w, q := newEngineGame(t, rules.White)
	o := w.engine
	t.Cleanup(w.engine.Stop)
	d := w.Document()
	p := d.Position()
	if err := d.Play(p.Moves(nil)[0]); err != nil {
		t.Fatal(err)
	}
	q.Until(t, "the engine's answer", func() bool { return d.Cursor().Ply() == 2 })
	w.engine.TakeBack()
	if d.Cursor() != d.Game().Root || len(d.Game().Root.Children()) != 0 {
		t.Fatal("take back did not take back the move pair")
	}
	w.engine.Resign()
	if !o.Over() || d.Game().Result != "0-1" {
		t.Fatalf("after resigning: over %v, result %q", o.Over(), d.Game().Result)
	}
	if o.HoldsEngine() {
		t.Error("the engine, with its table, is kept after the game")
	}
}

// The user looks back while the engine thinks: the engine's answer waits,
// and comes when the board is back at the engine's turn.
func TestEngineAnswersAfterTheUserLookedBack(t *testing.T) {
	w, q := newEngineGame(t, rules.White)
	t.Cleanup(w.engine.Stop)
	d := w.Document()
	p := d.Position()
	if err := d.Play(p.Moves(nil)[0]); err != nil {
		t.Fatal(err)
	}
	mine := d.Cursor()
	d.Back()
	o := w.engine
	q.Until(t, "the engine's answer to be dropped", func() bool { return !o.Thinking() })
	if mine.Next() != nil {
		t.Fatal("the engine played while the board showed another position")
	}
	d.Forward()
	q.Until(t, "the engine's answer", func() bool { return d.Cursor().Ply() == 2 })
}
