package puzzles

import (
	"fmt"
	"slices"
	"strings"
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

// recentLen is how many of the last attempts the row sums up.
const recentLen = 10

// Host is what the trainer needs of the window. The shell fills every
// field.
type Host struct {
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

	bar      *fyne.Container
	status   *widget.Label // whose move, or what the last try made of it
	about    *widget.Label // the puzzle's themes and rating, once over
	record   *widget.Label // the user's rating, streak and recent attempts
	filter   *widget.Select
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
	shown    bool // the solution was shown
	replying int  // the defender's reply scheduled, by its turn's index, or 0
	before   puzzle.Rating
	gen      int // counts the trainer's own changes; a stale reply is dropped
}

// New returns the window's trainer, no puzzle shown yet.
func New(h Host) *Trainer {
	t := &Trainer{h: h, post: fyne.Do, after: func(d time.Duration, f func()) { time.AfterFunc(d, f) }}
	t.status = widget.NewLabel("")
	t.status.TextStyle.Bold = true
	t.status.Wrapping = fyne.TextWrapWord
	t.about = widget.NewLabel("")
	t.about.Wrapping = fyne.TextWrapWord
	t.record = widget.NewLabel("")
	t.record.Wrapping = fyne.TextWrapWord
	t.filter = widget.NewSelect(nil, t.chooseTheme)
	t.hint = widget.NewButton("", t.Hint)
	t.solution = widget.NewButton("", t.ShowSolution)
	t.next = widget.NewButton("", t.Next)
	t.next.Importance = widget.HighImportance
	t.closeB = widget.NewButton("", t.Stop)
	t.bar = container.NewVBox(t.status, t.about, t.record,
		container.NewGridWithColumns(2, t.hint, t.solution),
		container.NewGridWithColumns(2, t.next, t.closeB),
		t.filter)
	t.bar.Hide()
	t.Translate()
	return t
}

// SetPost replaces how delayed work reaches the window's goroutine
// (fyne.Do), and SetAfter how it waits: tests run it on theirs at once.
func (t *Trainer) SetPost(post func(func())) { t.post = post }

// SetAfter replaces time.AfterFunc for the defender's replies.
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

// Open opens the trainer on a puzzle of the variant of the game shown,
// after asking about unsaved work.
func (t *Trainer) Open() {
	v := t.h.Document().Game().Variant
	t.h.ConfirmDiscard(func() { t.start(v) })
}

// start loads the set and the user's record of variant v and shows the
// next puzzle.
func (t *Trainer) start(v rules.Variant) {
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
	t.fillFilter()
	t.open()
}

// Next opens the next puzzle once the one shown is over: one going on
// ends by its solution, shown, which is what a skipped puzzle would teach.
func (t *Trainer) Next() {
	if c := t.cur; c != nil && !c.over {
		return
	}
	t.open()
}

// open shows the next puzzle of the set for the user and the filter.
func (t *Trainer) open() {
	z, ok := puzzle.Next(t.set, t.prof, t.theme)
	if !ok {
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
	t.h.StopAnalysis()
	c := &attempt{a: a, doc: d, before: t.prof.Rating}
	t.cur = c
	t.h.Board.SetFlipped(a.Solver() == rules.Black)
	t.h.SetDocument(d)
	// Shown from the position before it, the move slides into place as
	// the board follows it: the user sees how the position came about.
	c.gen++
	d.Forward()
	t.show()
	t.h.Changed()
}

// Follow judges the board's moves after every change: a wrong move is
// said and taken back, a right one has the defender reply, the last one
// ends the puzzle. The shell calls it after every change.
func (t *Trainer) Follow() {
	c := t.cur
	if c == nil {
		return
	}
	d := t.h.Document()
	if c.doc != d {
		// Another game is shown: the trainer closes, and a puzzle going
		// on is lost.
		t.Stop()
		return
	}
	if c.over {
		return
	}
	turns, at := line(d)
	switch c.a.Judge(turns, d.Chain()) {
	case puzzle.SolverToMove:
		if len(d.Chain()) > 0 {
			c.wrong = false // a chain begun as the solution's: no longer wrong
		}
		if at.Next() == nil {
			t.show()
		}
	case puzzle.DefenderToMove:
		c.wrong, c.hinted = false, false
		if at.Next() == nil && c.replying != len(turns) {
			t.reply(c, len(turns), at)
		}
		t.show()
	case puzzle.Wrong:
		t.wrongMove(c, d)
	case puzzle.Solved:
		c.over = true
		if !c.failed {
			c.solved = true
			t.recordAttempt(c, true)
		}
		t.post(func() {
			if t.cur == c && c.doc == t.h.Document() {
				t.writeResult(d)
			}
		})
		t.show()
		t.h.Changed()
	}
}

// line returns the turns from the start of d's game to its cursor, and
// the cursor.
func line(d *study.Document) ([]rules.Turn, *notation.Node) {
	at := d.Cursor()
	var turns []rules.Turn
	for n := at; !n.IsRoot(); n = n.Parent() {
		turns = append(turns, n.Turn())
	}
	for i, j := 0, len(turns)-1; i < j; i, j = i+1, j-1 {
		turns[i], turns[j] = turns[j], turns[i]
	}
	return turns, at
}

// wrongMove says that the user's move is not the solution and takes it
// back; the first one loses the attempt.
func (t *Trainer) wrongMove(c *attempt, d *study.Document) {
	if !c.failed {
		t.lose(c)
	}
	c.wrong = true
	t.show()
	gen := c.gen
	// Taken back after a moment, so that the user sees what was played
	// and the message; never from inside the document's own change.
	t.after(wrongPause, func() {
		t.post(func() {
			if t.cur != c || c.gen != gen || c.doc != t.h.Document() {
				return
			}
			// The board may have changed meanwhile (the user went back,
			// or took the move back): only a move still wrong goes.
			if turns, _ := line(d); c.a.Judge(turns, d.Chain()) != puzzle.Wrong {
				return
			}
			if len(d.Chain()) > 0 {
				for d.TakeBackStep() {
				}
				return
			}
			if err := d.DeleteFrom(d.Cursor()); err != nil {
				t.h.ShowError(err)
			}
		})
	})
}

// lose records the attempt at c as lost, once.
func (t *Trainer) lose(c *attempt) {
	c.failed = true
	if !c.recorded {
		t.recordAttempt(c, false)
	}
}

// recordAttempt puts the attempt into the user's record and keeps it.
func (t *Trainer) recordAttempt(c *attempt, won bool) {
	c.recorded = true
	c.before = t.prof.Rating
	t.prof.Record(c.a.Puzzle, won)
	t.h.Prefs.SetString(prefs.PuzzleProfile(t.v), t.prof.String())
}

// reply plays the defender's turn n of the line after a pause, a chain
// one step after another, if the board still shows the position it
// answers.
func (t *Trainer) reply(c *attempt, n int, at *notation.Node) {
	c.replying = n
	gen := c.gen
	turn := c.a.Turns[n]
	played := 0
	var step func()
	step = func() {
		d := c.doc
		if t.cur != c || c.gen != gen || c.over || d != t.h.Document() {
			return
		}
		if d.Cursor() != at || len(d.Chain()) != played {
			c.replying = 0 // the user went elsewhere: replied again on coming back
			return
		}
		m := turn[played]
		played++
		if err := t.h.PlayAnimated(m); err != nil {
			c.replying = 0
			t.h.ShowError(err)
			return
		}
		if played < len(turn) {
			t.after(replyPause, func() { t.post(step) })
			return
		}
		c.replying = 0
		d.MarkSaved()
	}
	t.after(replyPause, func() { t.post(step) })
}

// writeResult writes the result of the game the puzzle ended into its
// record, as any finished game has it, and marks the puzzle's game saved:
// it is the program's, not the user's work.
func (t *Trainer) writeResult(d *study.Document) {
	if d.Cursor() == d.Game().End() {
		p := d.Position()
		if r := p.Result(); r != rules.Ongoing {
			if err := d.SetTagValues(notation.Tag{Name: "Result", Value: r.String()}); err != nil {
				t.h.ShowError(err)
			}
		}
	}
	d.MarkSaved()
}

// Hint selects the piece the solution moves next; the attempt is then
// lost, as a solution helped to is not the user's.
func (t *Trainer) Hint() {
	c := t.cur
	if !t.Solving() || len(t.h.Document().Chain()) > 0 {
		return
	}
	turns, _ := line(t.h.Document())
	sq, ok := c.a.Hint(len(turns))
	if !ok || c.a.Judge(turns, nil) != puzzle.SolverToMove {
		return
	}
	if !c.failed {
		t.lose(c)
	}
	c.hinted = true
	t.h.Board.Select(int(sq))
	t.show()
}

// ShowSolution plays the rest of the line on the board; the attempt is
// lost, and the puzzle is over.
func (t *Trainer) ShowSolution() {
	c := t.cur
	if !t.Solving() {
		return
	}
	d := c.doc
	for d.TakeBackStep() {
	}
	// From the last position the line and the board agree on.
	turns, at := line(d)
	n := 0
	for n < len(turns) && n < len(c.a.Turns) && turns[n].ID(t.v) == c.a.Turns[n].ID(t.v) {
		n++
	}
	for i := len(turns); i > n; i-- {
		at = at.Parent()
	}
	if !c.failed {
		t.lose(c)
	}
	c.over, c.shown = true, true
	c.gen++
	d.GoTo(at)
	if _, err := d.PlayLine(c.a.Turns[n:]); err != nil {
		t.h.ShowError(err)
	}
	t.writeResult(d)
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
	t.show()
	t.h.Changed()
}

// Drop forgets the puzzle without showing anything: the window closes.
func (t *Trainer) Drop() { t.cur = nil }

// chooseTheme sets the theme filter, kept for the next time; the next
// puzzle follows it, and so does the one shown if it is untried and
// lacks the theme.
func (t *Trainer) chooseTheme(label string) {
	for i, l := range t.filter.Options {
		if l == label && i < len(t.shown) {
			if t.theme == t.shown[i] {
				return
			}
			t.theme = t.shown[i]
			t.h.Prefs.SetString(prefs.PuzzleTheme, t.theme)
			if t.untried() && t.theme != "" && !slices.Contains(t.cur.a.Puzzle.Themes, t.theme) {
				t.open() // nothing tried yet: the filter applies at once
			}
			return
		}
	}
}

// ChooseVariant opens a puzzle of variant v in place of the one shown,
// after asking about unsaved work (a puzzle begun); the user's record
// there is its own. The window's variant choice calls it while the
// trainer is open.
func (t *Trainer) ChooseVariant(v rules.Variant) {
	if t.cur == nil || v == t.v {
		return
	}
	t.h.ConfirmDiscard(func() { t.start(v) })
}

// untried reports whether the puzzle shown goes on and the user has not
// moved nor asked for anything yet: it can give way to another unrated.
func (t *Trainer) untried() bool {
	c := t.cur
	if c == nil || c.over || c.recorded || !t.Solving() {
		return false
	}
	turns, _ := line(c.doc)
	return len(turns) == 1 && len(c.doc.Chain()) == 0
}

// fillFilter offers the themes of the set, by their names.
func (t *Trainer) fillFilter() {
	t.shown = append([]string{""}, puzzle.ThemesOf(t.set)...)
	found := false
	for _, th := range t.shown {
		found = found || th == t.theme
	}
	if !found {
		t.theme = ""
	}
	var labels []string
	sel := ""
	for _, th := range t.shown {
		labels = append(labels, themeName(th))
		if th == t.theme {
			sel = themeName(th)
		}
	}
	t.filter.Options = labels
	t.filter.Selected = sel
	t.filter.Refresh()
}

// themeName is a theme's name in the user's language; "" is every theme.
func themeName(th string) string {
	if th == "" {
		return text.T("puzzles.allThemes")
	}
	key := "theme." + th
	if s := text.T(key); s != key {
		return s
	}
	return th
}

// Translate writes the row again in the current language.
func (t *Trainer) Translate() {
	t.hint.SetText(text.T("puzzles.hint"))
	t.solution.SetText(text.T("puzzles.solution"))
	t.next.SetText(text.T("puzzles.next"))
	t.closeB.SetText(text.T("puzzles.close"))
	t.filter.PlaceHolder = text.T("puzzles.allThemes")
	if t.set != nil {
		t.fillFilter()
	}
	t.show()
}

// show shows the row as the attempt stands.
func (t *Trainer) show() {
	c := t.cur
	if c == nil {
		if !t.bar.Hidden {
			t.bar.Hide()
			t.h.Relayout()
		}
		return
	}
	toMove := text.T("puzzles.toMoveWhite")
	if c.a.Solver() == rules.Black {
		toMove = text.T("puzzles.toMoveBlack")
	}
	z := c.a.Puzzle
	var status string
	t.status.Importance = widget.MediumImportance
	switch {
	case c.over && c.solved:
		// In the theme's foreground, bold: its success green is too
		// faint on the light theme's white to be read.
		status = text.T("puzzles.solved")
	case c.over && c.shown:
		status = text.T("puzzles.solutionShown")
	case c.over:
		status = text.T("puzzles.solvedAfterRetry")
	case c.wrong:
		status = text.T("puzzles.wrong")
		t.status.Importance = widget.DangerImportance
	case c.hinted:
		status = text.T("puzzles.hinted")
	case t.DefenderToMove():
		status = text.T("puzzles.right")
	default:
		status = toMove
	}
	t.status.SetText(status)
	about := ""
	if c.over {
		var names []string
		for _, th := range z.Themes {
			names = append(names, themeName(th))
		}
		after := t.prof.PuzzleRating(z)
		about = text.TF("puzzles.about", map[string]any{"ID": z.ID, "Rating": int(after.R + 0.5), "Themes": strings.Join(names, ", ")})
	}
	t.about.SetText(about)
	t.about.Hidden = about == ""
	t.record.SetText(t.recordText(c))
	t.hint.Disable()
	t.solution.Disable()
	t.next.Disable()
	if c.over {
		t.next.Enable()
	}
	if !c.over && c.doc == t.h.Document() {
		t.solution.Enable()
		if !c.hinted && !t.DefenderToMove() {
			t.hint.Enable()
		}
	}
	t.bar.Show()
	t.h.Relayout()
}

// recordText is the user's rating (and its change by the attempt),
// streak and recent attempts.
func (t *Trainer) recordText(c *attempt) string {
	p := t.prof
	s := text.TF("puzzles.rating", map[string]any{"Rating": int(p.Rating.R + 0.5)})
	if c.recorded {
		delta := int(p.Rating.R+0.5) - int(c.before.R+0.5)
		sign := "+"
		if delta < 0 {
			sign, delta = "−", -delta
		}
		s += " (" + sign + fmt.Sprint(delta) + ")"
	}
	s += " · " + text.TF("puzzles.streak", map[string]any{"Streak": p.Streak, "Best": p.Best})
	if n := len(p.History); n > 0 {
		recent := p.History[max(0, n-recentLen):]
		won := 0
		for _, a := range recent {
			if a.Won {
				won++
			}
		}
		s += " · " + text.TF("puzzles.recent", map[string]any{"Won": won, "Count": len(recent)})
	}
	return s
}
