package puzzles

import (
	"fmt"
	"math/rand"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/prefs"
	"wormweave/app/text"
	"wormweave/boardview"
	"wormweave/notation"
	"wormweave/puzzle"
	"wormweave/rules"
	"wormweave/study"
)

// replyPause is the pause before the defender's reply and between the
// steps of its chain, so that the user sees their own move land first.
const replyPause = 400 * time.Millisecond

// wrongPause is how long a wrong move stays on the board, said, before
// it is taken back.
const wrongPause = 700 * time.Millisecond

// Host is what the trainer needs of the window. The shell fills every
// field.
type Host struct {
	// Post runs f on the window's goroutine (fyne.Do in the window; tests
	// run it on theirs).
	Post func(f func())
	// Document returns the document shown; SetDocument shows another.
	Document    func() *study.Document
	SetDocument func(*study.Document)
	// ConfirmDiscard runs then once unsaved work is saved or given up.
	ConfirmDiscard func(then func())
	// Board is turned so that the solver's side is at the bottom, and
	// selects the piece a hint names.
	Board *boardview.Board
	// PlayAnimated plays one step of the defender's reply and slides it.
	PlayAnimated func(rules.Move) error
	// StopAnalysis turns the analysis off: the engine would give the
	// solution away.
	StopAnalysis func()
	// Hold hides the opening explorer and turns the analysis off as the
	// trainer opens; the function it returns, called as the trainer
	// closes, gives them back as they were.
	Hold func() (release func())
	// NewWindow makes a window for the dashboard.
	NewWindow func(title string) fyne.Window
	// ShowError shows an error to the user.
	ShowError func(error)
	// Changed tells the shell that a puzzle started or ended: the menus
	// and the analysis's switch follow it.
	Changed func()
	// Relayout lays the window out again after the row came or went.
	Relayout func()
	// Prefs keeps the user's record and the theme chosen.
	Prefs fyne.Preferences
	// Puzzles returns the puzzles of a variant (puzzle.Builtin).
	Puzzles func(rules.Variant) ([]puzzle.Puzzle, error)
}

// Trainer is the puzzle trainer of one window and its row in the panel.
type Trainer struct {
	h     Host
	post  func(func())                // how delayed work reaches the window's goroutine
	after func(time.Duration, func()) // runs a function after a pause; time.AfterFunc
	cur   *attempt                    // the puzzle shown, or nil
	v     rules.Variant               // the variant of the puzzles shown
	set   []puzzle.Puzzle             // its puzzles
	prof  puzzle.Profile              // the user's record in it
	theme string                      // the theme filter, or "" for all
	shown []string                    // the themes the filter offers, "" first
	diff  puzzle.Difficulty           // how hard the next puzzle is
	run   *puzzle.Streak              // the Puzzle Streak going on or just ended, or nil
	seed  func() int64                // seeds a streak's choices
	now   func() time.Time            // when an attempt is made
	held  func()                      // gives back what Host.Hold took, or nil
	dash  *dashboard                  // the dashboard's window, or nil

	bar      *fyne.Container
	status   *widget.Label // whose move, or what the last try made of it
	about    *widget.Label // the puzzle's themes and rating, once over
	record   *widget.Label // the user's rating, streak and recent attempts
	filter   *widget.Select
	level    *widget.Select // the difficulty
	streakB  *widget.Button
	dashB    *widget.Button
	hint     *widget.Button
	solution *widget.Button
	next     *widget.Button
	closeB   *widget.Button
}

// attempt is the puzzle shown and what the user did with it.
type attempt struct {
	a        *puzzle.Attempting
	doc      *study.Document
	failed   bool // a wrong move, a hint or the solution: the attempt is lost
	recorded bool // the attempt is in the record
	over     bool // solved, or the solution shown
	solved   bool // solved at the first try
	wrong    bool // the last try was wrong
	hinted   bool // the hint shows the piece of the solver's turn to play
	inRun    bool // a puzzle of the Puzzle Streak: no rating moves
	shown    bool // the solution was shown
	replying int  // the defender's reply scheduled, by its turn's index, or 0
	before   puzzle.Rating
	gen      int // counts the trainer's own changes; a stale reply is dropped
}

// New returns the window's trainer, no puzzle shown yet.
func New(h Host) *Trainer {
	t := &Trainer{h: h, post: h.Post, after: func(d time.Duration, f func()) { time.AfterFunc(d, f) },
		seed: func() int64 { return time.Now().UnixNano() }, now: time.Now}
	t.status = widget.NewLabel("")
	t.status.TextStyle.Bold = true
	t.status.Wrapping = fyne.TextWrapWord
	t.about = widget.NewLabel("")
	t.about.Wrapping = fyne.TextWrapWord
	t.record = widget.NewLabel("")
	t.record.Wrapping = fyne.TextWrapWord
	t.filter = widget.NewSelect(nil, t.chooseTheme)
	t.level = widget.NewSelect(nil, t.chooseLevel)
	t.streakB = widget.NewButton("", t.StartStreak)
	t.dashB = widget.NewButton("", t.ShowDashboard)
	t.hint = widget.NewButton("", t.Hint)
	t.solution = widget.NewButton("", t.ShowSolution)
	t.next = widget.NewButton("", t.Next)
	t.next.Importance = widget.HighImportance
	t.closeB = widget.NewButton("", t.Stop)
	t.bar = container.NewVBox(t.status, t.about, t.record,
		container.NewGridWithColumns(2, t.hint, t.solution),
		container.NewGridWithColumns(2, t.next, t.closeB),
		container.NewGridWithColumns(2, t.filter, t.level),
		container.NewGridWithColumns(2, t.streakB, t.dashB))
	t.bar.Hide()
	t.Translate()
	return t
}

// SetAfter replaces time.AfterFunc for the defender's replies: tests run
// them at once.
func (t *Trainer) SetAfter(after func(time.Duration, func())) { t.after = after }

// Bar is the trainer's row, hidden while no puzzle is shown.
func (t *Trainer) Bar() *fyne.Container { return t.bar }

// Active reports whether a puzzle is shown, going on or over.
func (t *Trainer) Active() bool { return t.cur != nil }

// Solving reports whether a puzzle goes on: the engine's opinion is then
// withheld, since it would give the solution away.
func (t *Trainer) Solving() bool {
	c := t.cur
	return c != nil && !c.over && c.doc == t.h.Document()
}

// DefenderToMove reports whether the board's side to move is the
// defender's in a puzzle going on: the board refuses the user's moves.
func (t *Trainer) DefenderToMove() bool {
	if !t.Solving() {
		return false
	}
	p := t.h.Document().Position()
	return p.Turn() != t.cur.a.Solver()
}

// Refusal says why the board refuses the user's pieces while
// DefenderToMove: a wrong move waits to be taken back, or the defender's
// reply is coming.
func (t *Trainer) Refusal() string {
	if c := t.cur; c != nil && c.wrong {
		return text.T("puzzles.wrong")
	}
	return text.T("refuse.puzzleReply")
}

// Puzzle returns the puzzle shown; ok is false when there is none.
func (t *Trainer) Puzzle() (z puzzle.Puzzle, ok bool) {
	if t.cur == nil {
		return z, false
	}
	return t.cur.a.Puzzle, true
}

// Profile returns the user's record in the variant of the puzzles shown.
func (t *Trainer) Profile() puzzle.Profile { return t.prof }

// Status is the row's first line: whose move, or what the try made of it.
func (t *Trainer) Status() string { return t.status.Text }

// About is the puzzle's themes and rating, said when it is over.
func (t *Trainer) About() string { return t.about.Text }

// Record is the line of the user's rating and streak.
func (t *Trainer) Record() string { return t.record.Text }

// HintButton, SolutionButton, NextButton and CloseButton are the row's
// buttons; Filter is its theme filter.
func (t *Trainer) HintButton() *widget.Button { return t.hint }

// SolutionButton shows the solution.
func (t *Trainer) SolutionButton() *widget.Button { return t.solution }

// NextButton opens the next puzzle.
func (t *Trainer) NextButton() *widget.Button { return t.next }

// CloseButton leaves the trainer, the game staying on the board.
func (t *Trainer) CloseButton() *widget.Button { return t.closeB }

// Filter is the theme filter.
func (t *Trainer) Filter() *widget.Select { return t.filter }

// Level is the choice of difficulty.
func (t *Trainer) Level() *widget.Select { return t.level }

// StreakButton starts a Puzzle Streak.
func (t *Trainer) StreakButton() *widget.Button { return t.streakB }

// DashboardButton opens the dashboard.
func (t *Trainer) DashboardButton() *widget.Button { return t.dashB }

// Open opens the trainer on a puzzle of the variant of the game shown,
// after asking about unsaved work.
func (t *Trainer) Open() {
	v := t.h.Document().Game().Variant
	t.h.ConfirmDiscard(func() { t.start(v, false) })
}

// start loads the set and the user's record of variant v and shows the
// next puzzle: the first of a new Puzzle Streak if streak is true.
func (t *Trainer) start(v rules.Variant, streak bool) {
	set, err := t.h.Puzzles(v)
	if err != nil {
		t.h.ShowError(err)
		return
	}
	t.v, t.set = v, set
	t.prof, err = puzzle.ParseProfile(t.h.Prefs.String(prefs.PuzzleProfile(v)))
	if err != nil {
		// A record that cannot be read starts again rather than stop the
		// trainer; the user is told what was lost.
		t.h.ShowError(err)
	}
	t.theme = t.h.Prefs.String(prefs.PuzzleTheme)
	t.diff = puzzle.ParseDifficulty(t.h.Prefs.String(prefs.PuzzleDifficulty))
	t.run = nil
	if streak {
		t.run = puzzle.NewStreak(set, rand.New(rand.NewSource(t.seed())))
	}
	t.fillFilter()
	t.fillLevel()
	t.open()
}

// Next opens the next puzzle once the one shown is over: one going on
// ends by its solution, shown, which is what a skipped puzzle would teach.
// After a streak's end the next puzzle is a rated one again.
func (t *Trainer) Next() {
	if c := t.cur; c != nil && !c.over {
		return
	}
	if t.run != nil && t.run.Over {
		t.run = nil
	}
	t.open()
}

// open shows the next puzzle: the streak's, or the one of the set for
// the user, the theme and the difficulty.
func (t *Trainer) open() {
	var z puzzle.Puzzle
	var ok bool
	if t.run != nil {
		if z, ok = t.run.Next(t.set); !ok {
			// Every puzzle of the set solved in one streak: it ends there.
			t.run.Fail()
			t.show()
			return
		}
	} else if z, ok = puzzle.Next(t.set, t.prof, t.theme, t.diff); !ok {
		t.h.ShowError(fmt.Errorf("%s", text.TF("puzzles.noneWithTheme", map[string]any{"Theme": themeName(t.theme)})))
		return
	}
	a, err := puzzle.NewAttempting(z)
	if err != nil {
		t.h.ShowError(err)
		return
	}
	start := a.Positions[0]
	game := notation.NewGame(z.Variant, &start)
	game.SetTag("Event", "Puzzle "+z.ID)
	game.SetTag("Date", time.Now().Format("2006.01.02"))
	// The opponent's last move is in the record from the start, not an
	// edit of the user's that undo would take back.
	if _, _, err := game.Root.AddMove(a.Turns[0]); err != nil {
		t.h.ShowError(err)
		return
	}
	d := study.NewDocument(game)
	if t.held == nil {
		t.held = t.h.Hold()
	}
	t.h.StopAnalysis()
	c := &attempt{a: a, doc: d, before: t.prof.Rating, inRun: t.run != nil}
	t.cur = c
	t.h.Board.SetFlipped(a.Solver() == rules.Black)
	t.h.SetDocument(d)
	c.gen++
	t.showOpponentsMove(c)
	t.show()
	t.h.Changed()
}

// Stop closes the trainer, the game staying on the board as it is. A
// puzzle left before the end is not rated unless it was lost already:
// leaving it teaches nothing, and nothing was tried.
func (t *Trainer) Stop() {
	if t.cur == nil {
		return
	}
	t.cur = nil
	t.run = nil
	t.show()
	if release := t.held; release != nil {
		t.held = nil
		release()
	}
	t.h.Changed()
}

// Close forgets the puzzle without showing anything, and closes the
// dashboard: the window closes. Every feature ends with Close.
func (t *Trainer) Close() {
	t.cur = nil
	if t.dash != nil {
		t.dash.win.Close()
	}
}
