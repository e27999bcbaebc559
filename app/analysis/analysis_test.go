package analysis

import (
	"testing"

	"fyne.io/fyne/v2"

	"wormweave/app/internal/uitest"
	"wormweave/app/prefs"
	"wormweave/boardview"
	"wormweave/rules"
	"wormweave/study"
)

// testWindow is what the window does for the analysis: it shows one
// document, whose changes the analysis follows, on one board.
type testWindow struct {
	app      fyne.App
	doc      *study.Document
	board    *boardview.Board
	analysis *Analysis
}

// newAnalysisWindow returns a test window whose analysis uses one thread,
// a small hash and two lines, and stops when the test ends.
func newAnalysisWindow(t *testing.T) (*testWindow, *uitest.Queue) {
	t.Helper()
	v, _ := newTestAnalysis(t, "en")
	w := &testWindow{app: fyne.CurrentApp(), board: v.h.Board, analysis: v}
	first := v.h.Document()
	v.h.Document = func() *study.Document { return w.doc }
	w.setDocument(first)
	p := w.app.Preferences()
	p.SetInt(prefs.EngineThreads, 1)
	p.SetInt(prefs.EngineHash, 1)
	p.SetInt(prefs.EngineLines, 2)
	w.analysis.ApplySettings()
	q := uitest.NewQueue(100)
	w.analysis.engine.post = q.Post
	t.Cleanup(func() { w.analysis.SetOn(false) })
	return w, q
}

func (w *testWindow) Document() *study.Document { return w.doc }

// setDocument shows d, as the window does.
func (w *testWindow) setDocument(d *study.Document) {
	w.doc = d
	d.SetOnChange(w.analysis.Follow)
	w.analysis.Follow()
}

func (w *testWindow) toggleAnalysis() { w.analysis.Toggle() }

// newGame starts a new game of variant v (the tests save their work
// first).
func (w *testWindow) newGame(v rules.Variant) { w.setDocument(study.NewGameDocument(v, nil)) }

// newGameFromFEN starts a game from a FEN of either variant.
func (w *testWindow) newGameFromFEN(fen string) error {
	v, p, err := study.ParseAnyFEN(fen, w.doc.Game().Variant)
	if err != nil {
		return err
	}
	w.setDocument(study.NewGameDocument(v, p))
	return nil
}

func linesArrived(w *testWindow, depth int) func() bool {
	return func() bool { return len(w.analysis.ShownLines()) > 0 && w.analysis.Shown().Depth >= depth }
}

func TestAnalysisFollowsThePosition(t *testing.T) {
	w, q := newAnalysisWindow(t)
	w.toggleAnalysis()
	q.Until(t, "lines of the start", linesArrived(w, 1))
	start := w.analysis.Shown().Pos.Hash()
	d := w.Document()
	p := d.Position()
	if err := d.Play(p.Moves(nil)[0]); err != nil {
		t.Fatal(err)
	}
	if len(w.analysis.ShownLines()) != 0 {
		t.Error("the old position's lines stay after a move")
	}
	q.Until(t, "lines of the new position", linesArrived(w, 1))
	now := d.Position()
	if w.analysis.Shown().Pos.Hash() == start || w.analysis.Shown().Pos.Hash() != now.Hash() {
		t.Error("the analysis did not move to the new position")
	}
	// A new game of the other variant: analysed at once.
	d.MarkSaved()
	w.newGame(rules.Interweave)
	q.Until(t, "lines of Interweave", linesArrived(w, 1))
	if w.analysis.Shown().Pos.Variant() != rules.Interweave {
		t.Error("the analysis did not follow the variant")
	}
}

func TestClickingALinePlaysItAsAVariation(t *testing.T) {
	w, q := newAnalysisWindow(t)
	d := w.Document()
	// A first move that is not the engine's: the line becomes a variation.
	p := d.Position()
	w.toggleAnalysis()
	q.Until(t, "lines", linesArrived(w, 3))
	best := w.analysis.Shown().Lines[0].PV
	for _, m := range p.Moves(nil) {
		if m.ID(p.Variant()) != best[0].ID(p.Variant()) {
			if err := d.Play(m); err != nil {
				t.Fatal(err)
			}
			break
		}
	}
	d.Start()
	q.Until(t, "lines", linesArrived(w, 3))
	line := w.analysis.Lines()[0]
	pv := w.analysis.Shown().Lines[0].PV
	if len(pv) < 2 {
		t.Fatalf("a line of %d moves", len(pv))
	}
	// A click on the line's second move plays two moves.
	var at fyne.Position
	for i, wd := range line.Words() {
		if wd.Move == 1 {
			at = line.WordPosition(i).AddXY(1, 1)
		}
	}
	line.Tapped(&fyne.PointEvent{Position: at})
	root := d.Game().Root
	if len(root.Children()) != 2 {
		t.Fatalf("the first move has %d alternatives, want 2", len(root.Children()))
	}
	c := d.Cursor()
	if c.Parent() == nil || c.Parent().Parent() != root || c.Parent().Index() != 1 {
		t.Fatal("the cursor is not at the variation's second move")
	}
	if c.Turn().ID(rules.Wormhole) != pv[1].ID(rules.Wormhole) {
		t.Errorf("played %s, the line's second move is %s", c.Turn().ID(rules.Wormhole), pv[1].ID(rules.Wormhole))
	}
	// Clicking the same line again at the start goes down the existing line.
	d.Start()
	q.Until(t, "lines", linesArrived(w, 3))
	if w.analysis.Shown().Lines[0].PV[0].ID(rules.Wormhole) == pv[0].ID(rules.Wormhole) {
		w.analysis.Lines()[0].Tapped(&fyne.PointEvent{Position: at})
		if len(root.Children()) != 2 {
			t.Errorf("following an existing line added a move: %d alternatives", len(root.Children()))
		}
	}
}

// The preferences apply to a running analysis: rows, arrows and bar.
func TestEnginePreferencesApplyAtOnce(t *testing.T) {
	w, q := newAnalysisWindow(t)
	w.toggleAnalysis()
	q.Until(t, "two lines", func() bool { return len(w.analysis.ShownLines()) == 2 })
	p := w.app.Preferences()
	p.SetInt(prefs.EngineLines, 1)
	p.SetBool(prefs.EngineArrows, false)
	p.SetBool(prefs.EngineBar, false)
	w.analysis.ApplySettings()
	q.Until(t, "one line", linesArrived(w, 1))
	if len(w.analysis.Lines()) != 1 || len(w.analysis.ShownLines()) != 1 {
		t.Errorf("%d rows, lines %q", len(w.analysis.Lines()), w.analysis.ShownLines())
	}
	if len(w.board.Overlay()) != 0 || w.analysis.Bar().Visible() {
		t.Error("arrows or the bar are shown against the preferences")
	}
}

// A position set up from a FEN (as the editor and Paste FEN do) is
// analysed at once, and going back a move too.
func TestAnalysisRestartsOnANewPositionAndOnGoingBack(t *testing.T) {
	w, q := newAnalysisWindow(t)
	w.toggleAnalysis()
	q.Until(t, "lines of the start", linesArrived(w, 1))
	start := w.Document().Position()
	p := start
	if err := p.PlayTurn(p.Turns()[0]); err != nil {
		t.Fatal(err)
	}
	if err := w.newGameFromFEN(p.FEN()); err != nil {
		t.Fatal(err)
	}
	q.Until(t, "lines of the FEN", func() bool { return linesArrived(w, 1)() && w.analysis.Shown().Pos.Hash() == p.Hash() })
	d := w.Document()
	q2 := d.Position()
	if err := d.Play(q2.Moves(nil)[0]); err != nil {
		t.Fatal(err)
	}
	d.Back()
	q.Until(t, "lines after going back", func() bool { return linesArrived(w, 1)() && w.analysis.Shown().Pos.Hash() == p.Hash() })
}
