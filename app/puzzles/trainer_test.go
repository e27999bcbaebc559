package puzzles

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/boardscene"
	"wormweave/app/internal/uitest"
	"wormweave/app/prefs"
	"wormweave/boardview"
	"wormweave/puzzle"
	"wormweave/rules"
	"wormweave/study"
)

// testSet is a few puzzles of each variant. A newcomer (1500) starts on
// ci6gbxh5 (1410), the nearest; its solution is Black's a2d2xd2, White's
// forced e1d2xd2, then f8c5 mates. 1m19in54 ends on an Interweave chain;
// 33630dq2 starts with one, the opponent's.
const testSet = `PuzzleId,Variant,FEN,Moves,Rating,Themes
ci6gbxh5,wormhole,cxwxkwxx/xpppxpxp/2nx1xp1/p3x1N1/xx1xP3/xPCx1x1x/mxxPPPPP/xxxxKxxx w 26,e4e6 a2d2xd2 e1d2xd2 f8c5,1410,holeJump mate mateIn2
1ot7u103,wormhole,cxwxkwxx/xpppxpxp/2nxPxp1/p3x1N1/xx1xx3/xPCx1x1x/xxxmPPPP/xxxxKxxx w 28,e1d2xd2 f8c5,1080,holeJump mate mateIn1
3k4uclod,wormhole,cnxmkxxx/pppppppp/3x3x/2xw1nxc/3N2x1/2x3P1/PPPPPPxP/xxxKxxNC w 16,d4f5xf5 d5c6 c2c4 d8d3,1370,holeJump mate mateIn2
1m19in54,interweave,1bkk3r/7p/8/8/3P1P1P/pbp5/4PK2/1B1K1NBN w 38 - 200120,"h1e4 b3a4 e4a2xc3 a3a1xa2=n,a1c1xb1,c1e1xd1",1490,chain kingCapture leap mateIn2 promotion
33630dq2,interweave,1b1kknb1/2p5/6B1/R7/4n2r/1P4P1/2K1P2P/4KR1r w 44 - 021000,"f1f7xf8,f7d7xc7 h1f1xe1",1040,approach kingCapture mateIn1
`

// testWindow is what the window does for the trainer: it shows one
// document, whose changes the trainer follows, on one board.
type testWindow struct {
	doc      *study.Document
	trainer  *Trainer
	board    *boardview.Board
	queue    *uitest.Queue
	prefs    fyne.Preferences
	errs     []error
	held     int      // Host.Hold's calls not yet released
	animated []string // the steps played through Host.PlayAnimated
}

func readSet(t *testing.T) map[rules.Variant][]puzzle.Puzzle {
	t.Helper()
	ps, bad, err := puzzle.Read(strings.NewReader(testSet))
	if err != nil || len(bad) > 0 {
		t.Fatalf("the test set: %v %v", bad, err)
	}
	out := map[rules.Variant][]puzzle.Puzzle{}
	for _, z := range ps {
		out[z.Variant] = append(out[z.Variant], z)
	}
	return out
}

// newTrainer builds a trainer on a window showing a new game of variant
// v, with the preferences of a (a fresh profile when a is new).
func newTrainer(t *testing.T, a fyne.App, v rules.Variant) *testWindow {
	t.Helper()
	set := readSet(t)
	w := &testWindow{doc: study.NewGameDocument(v, nil), board: boardview.New(), queue: uitest.NewQueue(100), prefs: a.Preferences()}
	w.board.OnPick = func(sq int) boardview.Hints {
		p := w.doc.Position()
		return boardscene.HintsFor(&p, sq)
	}
	w.trainer = New(Host{
		Post:     fyne.Do,
		Document: func() *study.Document { return w.doc },
		SetDocument: func(d *study.Document) {
			w.doc = d
			follow := func() {
				w.board.SetScene(boardscene.SceneOf(d, false))
				w.trainer.Follow()
			}
			d.SetOnChange(follow)
			follow()
		},
		ConfirmDiscard: func(then func()) { then() },
		Board:          w.board,
		PlayAnimated: func(m rules.Move) error {
			err := w.doc.Play(m)
			w.animated = append(w.animated, m.ID(v))
			return err
		},
		StopAnalysis: func() {},
		Hold: func() func() {
			w.held++
			return func() { w.held-- }
		},
		NewWindow: a.NewWindow,
		ShowError: func(err error) { w.errs = append(w.errs, err) },
		Changed:   func() {},
		Relayout:  func() {},
		Prefs:     a.Preferences(),
		Puzzles:   func(v rules.Variant) ([]puzzle.Puzzle, error) { return set[v], nil },
	})
	w.trainer.post = w.queue.Post
	w.trainer.SetAfter(func(_ time.Duration, f func()) { f() })
	win := a.NewWindow("")
	t.Cleanup(win.Close)
	win.SetContent(w.trainer.Bar())
	win.Resize(fyne.NewSize(400, 300))
	return w
}

func newApp(t *testing.T) fyne.App {
	t.Helper()
	a := test.NewTempApp(t)
	uitest.UseLanguage(t, "en")
	return a
}

// play plays steps by their ids and runs what the trainer posts (the
// defender's reply, a wrong move taken back).
func (w *testWindow) play(t *testing.T, ids ...string) {
	t.Helper()
	uitest.PlayIDs(t, w.doc, ids...)
	w.queue.Drain()
}

func (w *testWindow) line() string { return strings.Join(uitest.MainLineIDs(w.doc), " ") }

func TestOpenShowsTheOpponentsMoveAndWithholdsTheSolution(t *testing.T) {
	w := newTrainer(t, newApp(t), rules.Wormhole)
	w.trainer.Open()
	z, ok := w.trainer.Puzzle()
	if !ok || z.ID != "ci6gbxh5" {
		t.Fatalf("a newcomer's first puzzle is %v, %v; want ci6gbxh5", z.ID, ok)
	}
	if got := w.line(); got != "e4e6" {
		t.Errorf("the board's line is %q, want the opponent's last move e4e6", got)
	}
	if !w.board.Flipped() {
		t.Errorf("the board is not turned for Black, the solver")
	}
	if !w.trainer.Solving() || w.trainer.DefenderToMove() {
		t.Errorf("Solving %v, DefenderToMove %v; want true, false", w.trainer.Solving(), w.trainer.DefenderToMove())
	}
	if got := w.trainer.Status(); got != "Black to move: find the best move." {
		t.Errorf("the status says %q", got)
	}
	if got := w.trainer.About(); got != "" {
		t.Errorf("the themes show before the end: %q", got)
	}
	if w.doc.Dirty() {
		t.Errorf("a puzzle just opened has unsaved changes")
	}
	// The opponent's move is the puzzle's, not an edit: undo (Ctrl+Z)
	// has nothing to take back.
	if w.doc.Undo() || w.line() != "e4e6" || w.doc.Cursor().IsRoot() {
		t.Errorf("undo took the opponent's move back: the line is %q", w.line())
	}
	if !w.trainer.NextButton().Disabled() || w.trainer.SolutionButton().Disabled() || w.trainer.HintButton().Disabled() {
		t.Errorf("next, solution, hint disabled: %v %v %v; want true false false", w.trainer.NextButton().Disabled(), w.trainer.SolutionButton().Disabled(), w.trainer.HintButton().Disabled())
	}
}

func TestSolveOne(t *testing.T) {
	a := newApp(t)
	w := newTrainer(t, a, rules.Wormhole)
	w.trainer.Open()
	w.play(t, "a2d2xd2")
	if got := w.line(); got != "e4e6 a2d2xd2 e1d2xd2" {
		t.Fatalf("after the first move the line is %q; want the defender's reply e1d2xd2 played", got)
	}
	if w.trainer.DefenderToMove() || !w.trainer.Solving() {
		t.Fatalf("after the reply: DefenderToMove %v, Solving %v", w.trainer.DefenderToMove(), w.trainer.Solving())
	}
	w.play(t, "f8c5")
	if w.trainer.Solving() || w.trainer.Status() != "Solved!" {
		t.Errorf("after the mate: Solving %v, status %q", w.trainer.Solving(), w.trainer.Status())
	}
	if r := w.doc.Game().Result; r != "0-1" || w.doc.Dirty() {
		t.Errorf("the solved game's result is %q (unsaved %v), want 0-1, saved", r, w.doc.Dirty())
	}
	if got := w.trainer.About(); !strings.Contains(got, "Hole jump") || !strings.Contains(got, "ci6gbxh5") {
		t.Errorf("the themes said at the end: %q", got)
	}
	p := w.trainer.Profile()
	if p.Rating.R <= puzzle.NewRating.R || p.Streak != 1 || len(p.History) != 1 || !p.History[0].Won {
		t.Errorf("the record after a win: %+v", p)
	}
	if w.trainer.NextButton().Disabled() || !w.trainer.HintButton().Disabled() {
		t.Errorf("at the end next is disabled (%v) or hint enabled (%v)", w.trainer.NextButton().Disabled(), !w.trainer.HintButton().Disabled())
	}
	if !strings.Contains(w.trainer.Record(), "(+") {
		t.Errorf("the record line does not show the gain: %q", w.trainer.Record())
	}
	// The game stays for study: moving through it judges nothing.
	w.doc.Start()
	w.doc.End()
	if len(w.errs) > 0 {
		t.Errorf("errors: %v", w.errs)
	}
}

func TestFailOneAndRetry(t *testing.T) {
	w := newTrainer(t, newApp(t), rules.Wormhole)
	w.trainer.Open()
	wrong := otherMove(t, w.doc.Position(), "a2d2xd2")
	w.play(t, wrong)
	if got := w.line(); got != "e4e6" {
		t.Errorf("after the wrong move %s the line is %q; want it taken back", wrong, got)
	}
	if got := w.trainer.Status(); !strings.HasPrefix(got, "That is not the move") {
		t.Errorf("after a wrong move the status says %q", got)
	}
	lost := w.trainer.Profile()
	if lost.Rating.R >= puzzle.NewRating.R || len(lost.History) != 1 || lost.History[0].Won {
		t.Errorf("the record after a wrong move: %+v", lost)
	}
	if !w.trainer.Solving() {
		t.Fatalf("the puzzle is over after a wrong move")
	}
	w.play(t, "a2d2xd2")
	if got := w.trainer.Status(); got != "Right! The defender replies…" && got != "Black to move: find the best move." {
		t.Errorf("after the right retry the status says %q", got)
	}
	w.play(t, "f8c5")
	if w.trainer.Solving() || !strings.HasPrefix(w.trainer.Status(), "Solved, but not at the first try") {
		t.Errorf("after the retry: Solving %v, status %q", w.trainer.Solving(), w.trainer.Status())
	}
	if p := w.trainer.Profile(); p.Rating != lost.Rating || p.Streak != 0 || len(p.History) != 1 {
		t.Errorf("the retry changed the record: %+v, was %+v", p, lost)
	}
	// The next puzzle is another one.
	test.Tap(w.trainer.NextButton())
	if z, _ := w.trainer.Puzzle(); z.ID == "ci6gbxh5" {
		t.Errorf("Next shows the puzzle just played again")
	}
}

// otherMove returns a legal step of p other than id.
func otherMove(t *testing.T, p rules.Position, id string) string {
	t.Helper()
	for _, m := range p.Moves(nil) {
		if s := m.ID(p.Variant()); s != id {
			return s
		}
	}
	t.Fatalf("no move but %s", id)
	return ""
}

func TestHintSelectsThePieceAndLoses(t *testing.T) {
	w := newTrainer(t, newApp(t), rules.Wormhole)
	w.trainer.Open()
	test.Tap(w.trainer.HintButton())
	if got := w.board.Selected(); got != uitest.Square("a2") {
		t.Errorf("the hint selected square %d, want a2 (%d)", got, uitest.Square("a2"))
	}
	if !strings.HasPrefix(w.trainer.Status(), "Hint:") || !w.trainer.HintButton().Disabled() {
		t.Errorf("after the hint: status %q, hint disabled %v", w.trainer.Status(), w.trainer.HintButton().Disabled())
	}
	if p := w.trainer.Profile(); len(p.History) != 1 || p.History[0].Won {
		t.Errorf("a hint did not lose the attempt: %+v", p.History)
	}
	// The hint was for that turn: at the solver's next, it is offered
	// again and no longer said.
	w.play(t, "a2d2xd2")
	if got := w.trainer.Status(); got != "Black to move: find the best move." || w.trainer.HintButton().Disabled() {
		t.Errorf("at the next turn: status %q, hint disabled %v", got, w.trainer.HintButton().Disabled())
	}
	test.Tap(w.trainer.HintButton())
	if got := w.board.Selected(); got != uitest.Square("f8") {
		t.Errorf("the second hint selected square %d, want f8 (%d)", got, uitest.Square("f8"))
	}
	if p := w.trainer.Profile(); len(p.History) != 1 {
		t.Errorf("a second hint recorded the attempt again: %+v", p.History)
	}
}

func TestShowSolution(t *testing.T) {
	w := newTrainer(t, newApp(t), rules.Wormhole)
	w.trainer.Open()
	test.Tap(w.trainer.SolutionButton())
	if got := w.line(); got != "e4e6 a2d2xd2 e1d2xd2 f8c5" {
		t.Errorf("the solution shown is %q", got)
	}
	if r := w.doc.Game().Result; r != "0-1" {
		t.Errorf("the game's result is %q, want 0-1", r)
	}
	if w.trainer.Solving() || w.doc.Dirty() || w.trainer.About() == "" {
		t.Errorf("after the solution: Solving %v, Dirty %v, about %q", w.trainer.Solving(), w.doc.Dirty(), w.trainer.About())
	}
	if p := w.trainer.Profile(); p.Streak != 0 || len(p.History) != 1 || p.History[0].Won {
		t.Errorf("the solution shown is not a loss: %+v", p)
	}
}

func TestThemeFilterChoosesAndIsKept(t *testing.T) {
	a := newApp(t)
	w := newTrainer(t, a, rules.Wormhole)
	w.trainer.Open()
	f := w.trainer.Filter()
	if len(f.Options) != 5 || f.Options[0] != "All themes" || f.Selected != "All themes" {
		t.Fatalf("the filter offers %v, selected %q", f.Options, f.Selected)
	}
	f.SetSelected("Win in 1")
	if got := a.Preferences().String(prefs.PuzzleTheme); got != puzzle.MateIn(1) {
		t.Errorf("the theme kept is %q, want mateIn1", got)
	}
	// Nothing was tried on the puzzle shown, a mate in 2: the filter
	// applies at once, and nothing is rated.
	if z, _ := w.trainer.Puzzle(); z.ID != "1ot7u103" {
		t.Errorf("the puzzle after the filter is %s, want 1ot7u103, the only mate in 1", z.ID)
	}
	if p := w.trainer.Profile(); len(p.History) != 0 {
		t.Errorf("the puzzle given way to is rated: %+v", p.History)
	}
	// Once tried, a puzzle stays until it ends.
	f.SetSelected("Win in 2")
	if z, _ := w.trainer.Puzzle(); z.ID != "ci6gbxh5" {
		t.Errorf("back to mates in 2 the puzzle is %s, want ci6gbxh5", z.ID)
	}
	w.play(t, "a2d2xd2")
	f.SetSelected("Win in 1")
	if z, _ := w.trainer.Puzzle(); z.ID != "ci6gbxh5" {
		t.Errorf("the filter replaced a puzzle begun by %s", z.ID)
	}
	test.Tap(w.trainer.SolutionButton())
	test.Tap(w.trainer.NextButton())
	if z, _ := w.trainer.Puzzle(); z.ID != "1ot7u103" {
		t.Errorf("the next mate in 1 is %s, want 1ot7u103", z.ID)
	}
	// Another trainer on the same preferences starts with the filter.
	w2 := newTrainer(t, a, rules.Wormhole)
	w2.trainer.Open()
	if got := w2.trainer.Filter().Selected; got != "Win in 1" {
		t.Errorf("a new trainer's filter shows %q", got)
	}
}

func TestRatingKeptInPreferencesByVariant(t *testing.T) {
	a := newApp(t)
	w := newTrainer(t, a, rules.Wormhole)
	w.trainer.Open()
	w.play(t, "a2d2xd2")
	w.play(t, "f8c5")
	won := w.trainer.Profile()
	kept, err := puzzle.ParseProfile(a.Preferences().String(prefs.PuzzleProfile(rules.Wormhole)))
	if err != nil || kept.Rating != won.Rating || kept.Streak != 1 || !kept.Played("ci6gbxh5") {
		t.Errorf("the preferences keep %+v, %v; want %+v", kept, err, won)
	}
	// A new window reads it back; Interweave keeps a record of its own.
	w2 := newTrainer(t, a, rules.Wormhole)
	w2.trainer.Open()
	if got := w2.trainer.Profile(); got.Rating != won.Rating {
		t.Errorf("a new trainer reads rating %+v, want %+v", got.Rating, won.Rating)
	}
	if z, _ := w2.trainer.Puzzle(); z.ID == "ci6gbxh5" {
		t.Errorf("a new trainer offers the puzzle solved again")
	}
	w3 := newTrainer(t, a, rules.Interweave)
	w3.trainer.Open()
	if got := w3.trainer.Profile(); got.Rating != puzzle.NewRating {
		t.Errorf("Interweave's record starts at %+v, want a newcomer's", got.Rating)
	}
	// A record that cannot be read is said, and starts again.
	a.Preferences().SetString(prefs.PuzzleProfile(rules.Wormhole), "{garbage")
	w4 := newTrainer(t, a, rules.Wormhole)
	w4.trainer.Open()
	if len(w4.errs) != 1 || !strings.Contains(w4.errs[0].Error(), "puzzle profile") || !w4.trainer.Solving() {
		t.Errorf("a broken record gives errors %v, Solving %v", w4.errs, w4.trainer.Solving())
	}
}

func TestInterweaveChainStepByStep(t *testing.T) {
	w := newTrainer(t, newApp(t), rules.Interweave)
	w.trainer.Open()
	w.play(t, "b3a4")
	if got := w.line(); got != "h1e4 b3a4 e4a2xc3" {
		t.Fatalf("the line is %q", got)
	}
	// A chain that does not start as the solution's is taken back.
	wrong := otherMove(t, w.doc.Position(), "a3a1xa2=n")
	w.play(t, wrong)
	if len(w.doc.Chain()) != 0 || w.line() != "h1e4 b3a4 e4a2xc3" {
		t.Errorf("after the wrong step %s: chain %v, line %q; want all taken back", wrong, w.doc.Chain(), w.line())
	}
	// The solution's chain, step by step: each step is judged right.
	for _, id := range []string{"a3a1xa2=n", "a1c1xb1"} {
		w.play(t, id)
		if !w.trainer.Solving() || len(w.doc.Chain()) == 0 || strings.HasPrefix(w.trainer.Status(), "That is not") {
			t.Fatalf("after the step %s: Solving %v, chain %v, status %q", id, w.trainer.Solving(), w.doc.Chain(), w.trainer.Status())
		}
	}
	w.play(t, "c1e1xd1")
	if w.trainer.Solving() || !strings.HasPrefix(w.trainer.Status(), "Solved") {
		t.Errorf("after the chain: Solving %v, status %q", w.trainer.Solving(), w.trainer.Status())
	}
}

// The row's first line is read in both themes: its colour (the
// foreground, or the error red for a wrong move) stands out from the
// background by at least 3:1, WCAG's ratio for large or bold text, at
// each state it says.
func TestStatusReadsInLightAndDark(t *testing.T) {
	w := newTrainer(t, newApp(t), rules.Wormhole)
	w.trainer.Open()
	var states []string
	seen := map[string]widget.Importance{}
	look := func(what string) {
		states = append(states, what)
		seen[what] = w.trainer.status.Importance
	}
	look("to move")
	wrong := otherMove(t, w.doc.Position(), "a2d2xd2")
	uitest.PlayIDs(t, w.doc, wrong)
	look("wrong")
	w.queue.Drain()
	uitest.PlayIDs(t, w.doc, "a2d2xd2")
	look("right")
	w.queue.Drain()
	w.play(t, "f8c5")
	look("solved after a retry")
	test.Tap(w.trainer.NextButton())
	if z, _ := w.trainer.Puzzle(); z.ID != "3k4uclod" {
		t.Fatalf("the next puzzle is %s, want 3k4uclod", z.ID)
	}
	w.play(t, "d5c6")
	w.play(t, "d8d3")
	look("solved")
	names := map[widget.Importance]fyne.ThemeColorName{
		widget.MediumImportance:  theme.ColorNameForeground,
		widget.DangerImportance:  theme.ColorNameError,
		widget.SuccessImportance: theme.ColorNameSuccess,
	}
	for _, v := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
		for _, what := range states {
			name, ok := names[seen[what]]
			if !ok {
				t.Errorf("%s: importance %v is not one this test knows the colour of", what, seen[what])
				continue
			}
			fg := theme.DefaultTheme().Color(name, v)
			bg := theme.DefaultTheme().Color(theme.ColorNameBackground, v)
			if r := uitest.Contrast(fg, bg); r < 3 {
				t.Errorf("%s theme, %s: contrast %.2f, want 3 or more", map[fyne.ThemeVariant]string{theme.VariantLight: "light", theme.VariantDark: "dark"}[v], what, r)
			}
		}
	}
}
