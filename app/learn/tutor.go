package learn

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/boardscene"
	"wormweave/app/prefs"
	"wormweave/boardview"
	"wormweave/learn"
	"wormweave/notation"
	"wormweave/rules"
	"wormweave/study"
)

// replyPause is the pause before the opponent's reply, so that the
// learner sees their own move land first.
const replyPause = 400 * time.Millisecond

// Host is what the course needs of the window. The shell fills every
// field.
type Host struct {
	// Post runs f on the window's goroutine (fyne.Do in the window; tests
	// run it on theirs).
	Post func(f func())
	// Window is the window the map's dialog stands over.
	Window fyne.Window
	// WithKeys has Enter and Escape answer the dialog just shown.
	WithKeys func(enter, escape func())
	// Document returns the document shown; SetDocument shows another.
	Document    func() *study.Document
	SetDocument func(*study.Document)
	// ConfirmDiscard runs then once unsaved work is saved or given up.
	ConfirmDiscard func(then func())
	// Board is turned so that the learner's side is at the bottom, and
	// keeps a refused piece selected with its targets lit.
	Board *boardview.Board
	// PlayAnimated plays one step of the opponent's reply and slides it.
	PlayAnimated func(rules.Move) error
	// StopAnalysis turns the analysis off: a level is the learner's to
	// find.
	StopAnalysis func()
	// ShowError shows an error to the user.
	ShowError func(error)
	// Changed tells the shell that a level opened or closed: the menus,
	// the analysis's switch and the explorer follow it.
	Changed func()
	// Relayout lays the window out again after a row came or went.
	Relayout func()
	// Prefs keeps the stars earned and the answer to the first offer.
	Prefs fyne.Preferences
	// Course returns the course of a variant (learn.Builtin).
	Course func(rules.Variant) (*learn.Course, error)
	// PlayEngine starts a game against the engine's weakest strength on
	// d, the user playing user: the course's first game.
	PlayEngine func(d *study.Document, user rules.Color)
	// FullGame offers a full game against the engine, once the first one
	// is over.
	FullGame func()
}

// Tutor is the course of one window: its map and the level being played,
// with its row in the panel.
type Tutor struct {
	h        Host
	after    func(time.Duration, func())     // runs a function after a pause; time.AfterFunc
	stars    *boardscene.SquareMarks         // the stars over the board
	cur      *play                           // the level shown, or nil
	shown    map[rules.Variant]*learn.Course // the courses read
	shownMap *mapView                        // the map shown last
	invite   *offer                          // the first start's offer

	bar     *fyne.Container
	title   *widget.Label // the stage and the level
	task    *widget.Label // the level's sentence
	status  *widget.Label // the count against the par, or what the last move made
	restart *widget.Button
	next    *widget.Button
	mapB    *widget.Button
	closeB  *widget.Button
	full    *widget.Button // a full game, after the first one
}

// New returns the window's course, no level shown yet.
func New(h Host) *Tutor {
	t := &Tutor{h: h, after: func(d time.Duration, f func()) { time.AfterFunc(d, f) }, shown: map[rules.Variant]*learn.Course{}}
	t.stars = NewStarMarks(h.Board)
	t.title = widget.NewLabel("")
	t.title.TextStyle.Bold = true
	t.title.Wrapping = fyne.TextWrapWord
	t.task = widget.NewLabel("")
	t.task.Wrapping = fyne.TextWrapWord
	t.status = widget.NewLabel("")
	t.status.Wrapping = fyne.TextWrapWord
	t.restart = widget.NewButton("", t.Restart)
	t.next = widget.NewButton("", t.Next)
	t.next.Importance = widget.HighImportance
	t.mapB = widget.NewButton("", t.ShowMap)
	t.closeB = widget.NewButton("", t.Stop)
	t.full = widget.NewButton("", func() { t.Stop(); t.h.FullGame() })
	t.bar = container.NewVBox(t.title, t.task, t.status,
		container.NewGridWithColumns(2, t.restart, t.next),
		container.NewGridWithColumns(2, t.mapB, t.closeB),
		t.full)
	t.bar.Hide()
	t.invite = newOffer(t)
	t.Translate()
	return t
}

// SetAfter replaces time.AfterFunc for the opponent's replies: tests run
// them at once.
func (t *Tutor) SetAfter(after func(time.Duration, func())) { t.after = after }

// SetCourse replaces Host.Course: tests give a course of their own, and
// the courses read so far are forgotten.
func (t *Tutor) SetCourse(course func(rules.Variant) (*learn.Course, error)) {
	t.h.Course = course
	t.shown = map[rules.Variant]*learn.Course{}
}

// Bar is the level's row, hidden while no level is shown.
func (t *Tutor) Bar() *fyne.Container { return t.bar }

// Stars is what the board shows of the level's stars: the shell lays it
// over the board.
func (t *Tutor) Stars() *boardscene.SquareMarks { return t.stars }

// Active reports whether a level is shown, going on or over.
func (t *Tutor) Active() bool { return t.cur != nil }

// Playing reports whether a level is shown on the board: the engine's
// opinion and the explorer are then withheld, as they would give the
// answer away. The first game is the engine game's to withhold.
func (t *Tutor) Playing() bool {
	c := t.cur
	return c != nil && c.doc == t.h.Document() && c.level.Goal != learn.GoalGame
}

// OpponentToMove reports whether the opponent's reply is coming: the
// board refuses the learner's moves meanwhile.
func (t *Tutor) OpponentToMove() bool {
	c := t.cur
	return t.Playing() && c.replying
}

// Failed reports whether the level shown cannot be passed any more (a
// piece lost where none may be): the board refuses the learner's pieces
// until the level restarts.
func (t *Tutor) Failed() bool {
	c := t.cur
	return t.Playing() && c.failed
}

// Status is the row's last line: the count against the par, or what the
// last move made of the level.
func (t *Tutor) Status() string { return t.status.Text }

// Title is the row's first line: the stage and the level.
func (t *Tutor) Title() string { return t.title.Text }

// Task is the level's sentence.
func (t *Tutor) Task() string { return t.task.Text }

// RestartButton, NextButton, MapButton and CloseButton are the row's
// buttons.
func (t *Tutor) RestartButton() *widget.Button { return t.restart }

// NextButton opens the next level once the goal is met.
func (t *Tutor) NextButton() *widget.Button { return t.next }

// MapButton shows the course's map.
func (t *Tutor) MapButton() *widget.Button { return t.mapB }

// CloseButton leaves the course, the position staying on the board.
func (t *Tutor) CloseButton() *widget.Button { return t.closeB }

// FullGameButton offers a full game against the engine after the first.
func (t *Tutor) FullGameButton() *widget.Button { return t.full }

// course returns the course of variant v, read once.
func (t *Tutor) course(v rules.Variant) (*learn.Course, error) {
	if c := t.shown[v]; c != nil {
		return c, nil
	}
	c, err := t.h.Course(v)
	if err != nil {
		return nil, err
	}
	t.shown[v] = c
	return c, nil
}

// progress reads the stars earned in variant v from the preferences; a
// record that cannot be read is an empty one (the model says so).
func (t *Tutor) progress(v rules.Variant) learn.Progress {
	return learn.ParseProgress(t.h.Prefs.String(prefs.LearnProgress(v)))
}

// Stop closes the level, its position staying on the board as it is.
func (t *Tutor) Stop() {
	if t.cur == nil {
		return
	}
	t.cur = nil
	t.h.Board.OnRefuse = nil
	t.show()
	t.h.Changed()
}

// Close forgets the level without showing anything: the window closes.
// Every feature ends with Close.
func (t *Tutor) Close() {
	t.cur = nil
	t.h.Board.OnRefuse = nil
}

// newDocument is a document of the level's game from position p, named
// for the level, its moves the learner's to make.
func newDocument(v rules.Variant, p *rules.Position, event string) *study.Document {
	g := notation.NewGame(v, p)
	g.SetTag("Event", event)
	g.SetTag("Date", time.Now().Format("2006.01.02"))
	return study.NewDocument(g)
}
