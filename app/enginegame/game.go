package enginegame

import (
	"math/rand"
	"slices"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/layouts"
	"wormweave/app/strength"
	"wormweave/app/text"
	"wormweave/app/widgets/clockface"
	"wormweave/boardview"
	"wormweave/clock"
	"wormweave/engine"
	"wormweave/notation"
	"wormweave/rules"
	"wormweave/study"
)

// chainStepPause is the pause between the steps of a capture chain the
// engine plays, so that each step's slide can be followed.
const chainStepPause = 400 * time.Millisecond

// Host is what a game against the engine needs of the window. The shell
// fills every field.
type Host struct {
	// Post runs f on the window's goroutine (fyne.Do in the window; tests
	// run it on theirs).
	Post func(f func())
	// Window is the parent of the game's dialogs.
	Window fyne.Window
	// Document returns the document shown; SetDocument shows another.
	Document    func() *study.Document
	SetDocument func(*study.Document)
	// ConfirmDiscard runs then once unsaved work is saved or given up.
	ConfirmDiscard func(then func())
	// Board is turned so that the user's side is at the bottom.
	Board *boardview.Board
	// Animate reports whether moves slide into place; PlayAnimated plays
	// one step of the engine's chain on the document and slides it.
	Animate      func() bool
	PlayAnimated func(rules.Move) error
	// EngineOptions are the engine preferences.
	EngineOptions func() engine.Options
	// StopAnalysis turns the analysis off: a game starts in its place.
	StopAnalysis func()
	// ShowError shows an error to the user.
	ShowError func(error)
	// WithKeys has Enter and Escape answer the dialog just shown.
	WithKeys func(enter, escape func())
	// Changed tells the shell that a game started, ended or went: the
	// menus and the analysis's switch follow it.
	Changed func()
	// Relayout lays the window out again after the row came or went.
	Relayout func()
	// Prefs keeps the last time control chosen; nil keeps none.
	Prefs fyne.Preferences
	// UseBook reports whether the engine answers from its opening book
	// where the book knows the position (a preference); nil means never.
	UseBook func() bool
}

// Game is the game against the engine of one window, if there is one,
// and its row in the panel.
type Game struct {
	h    Host
	cur  *opponent    // the game, or nil
	post func(func()) // how the engine's answers reach the window's goroutine

	tc     clock.TimeControl               // the next game's, or none
	now    func() time.Time                // the clocks' time; nil is time.Now
	ticker func(tick func()) (stop func()) // how the clocks tick; nil is clockface.Ticker
	faces  *clockface.Faces                // the clocks, in the row

	bar            *fyne.Container
	label          *widget.Label
	takeBackButton *widget.Button
	resignButton   *widget.Button
}

// opponent is a game against the engine in progress.
type opponent struct {
	doc        *study.Document // the game's document: another one ends the game
	user       rules.Color
	strength   strength.Strength
	eng        *engine.Engine
	search     *engine.Search
	thinking   *notation.Node // the position the engine is answering, or nil
	playing    *engineChain   // the engine's chain being played, or nil
	gen        int            // counts the engine's turns; a stale answer is dropped
	over       bool
	resigned   bool // the user gave the game up
	post       func(func())
	clock      *gameClock    // the game's clock, or nil
	lastLimits engine.Limits // the limits of the engine's last search
	rnd        *rand.Rand    // chooses among the book's turns
}

// New returns the window's game against the engine, none going on yet.
func New(h Host) *Game {
	g := &Game{h: h, post: h.Post}
	// One line of text, so that the row's height does not depend on its
	// width: the panel is laid out once when the row appears.
	g.label = widget.NewLabel("")
	g.label.Truncation = fyne.TextTruncateEllipsis
	g.takeBackButton = widget.NewButton(text.T("play.takeBack"), g.TakeBack)
	g.resignButton = widget.NewButton(text.T("play.resign"), g.AskResign)
	// The buttons go at the end of the game; their row stays.
	g.faces = clockface.New()
	g.faces.Hide()
	g.bar = container.NewVBox(g.faces, g.label, container.New(layouts.SteadyRow{}, g.takeBackButton, g.resignButton))
	g.bar.Hide()
	return g
}

// Bar is the game's row: who plays whom, or the result, with take back
// and resign while the game goes on. It is hidden when there is no game.
func (g *Game) Bar() *fyne.Container { return g.bar }

// Label is the row's text.
func (g *Game) Label() *widget.Label { return g.label }

// TakeBackButton and ResignButton are the row's buttons.
func (g *Game) TakeBackButton() *widget.Button { return g.takeBackButton }

// ResignButton is the row's resign button.
func (g *Game) ResignButton() *widget.Button { return g.resignButton }

// Active reports whether a game is shown, going on or over.
func (g *Game) Active() bool { return g.cur != nil }

// Playing reports whether a game goes on: the engine's opinion is then
// withheld, since the analysis and the review would play the user's side
// too.
func (g *Game) Playing() bool { return g.cur != nil && !g.cur.over }

// Over reports whether the game shown has ended.
func (g *Game) Over() bool { return g.cur != nil && g.cur.over }

// Thinking reports whether the engine is answering a position.
func (g *Game) Thinking() bool { return g.cur != nil && g.cur.thinking != nil }

// Searching reports whether the engine's search runs.
func (g *Game) Searching() bool { return g.cur != nil && g.cur.search != nil }

// HoldsEngine reports whether the game keeps an engine, with its table.
func (g *Game) HoldsEngine() bool { return g.cur != nil && g.cur.eng != nil }

// Opponent returns the side and strength of the game going on on d; ok
// is false if there is none.
func (g *Game) Opponent(d *study.Document) (user rules.Color, s strength.Strength, ok bool) {
	o := g.cur
	if o == nil || o.over || o.doc != d {
		return user, s, false
	}
	return o.user, o.strength, true
}

// Start starts a new game against the engine, the user playing user, from
// the start of the current variant or from the board's position.
func (g *Game) Start(user rules.Color, s strength.Strength, fromHere bool) {
	doc := g.h.Document()
	v := doc.Game().Variant
	var start *rules.Position
	if fromHere {
		p := doc.Cursor().Position() // an unfinished chain is not part of it
		start = &p
	}
	g.h.ConfirmDiscard(func() {
		game := notation.NewGame(v, start)
		me, it := "White", "Black"
		if user == rules.Black {
			me, it = it, me
		}
		game.SetTag(it, s.TagName())
		game.SetTag(me, "?")
		game.SetTag("Date", time.Now().Format("2006.01.02"))
		if !g.tc.None() {
			game.SetTag("TimeControl", g.tc.PGN())
		}
		d := study.NewDocument(game)
		g.Play(d, user, s)
		// A new game is played on the time control chosen; a game Play
		// takes up again (recovered after a crash) goes on without one.
		g.startClock(g.cur, d)
		g.showClocks()
		g.h.SetDocument(d)
	})
}

// Play starts a game against the engine on document d, the user playing
// user, in place of any other and of the analysis (whose engines go first,
// with their tables); the shell then shows d.
func (g *Game) Play(d *study.Document, user rules.Color, s strength.Strength) {
	g.h.StopAnalysis()
	g.Stop()
	o := &opponent{doc: d, user: user, strength: s, post: g.post}
	o.eng = engine.New(s.Options(g.h.EngineOptions()))
	g.cur = o
	g.show()
	g.h.Board.SetFlipped(o.user == rules.Black) // the user's side at the bottom
}

// EngineToMove reports whether the board's side to move is the engine's.
func (g *Game) EngineToMove() bool {
	o := g.cur
	d := g.h.Document()
	if o == nil || o.over || o.doc != d {
		return false
	}
	p := d.Position()
	return p.Turn() != o.user
}

// Follow lets the engine answer when it is its turn at the end of a line,
// records the result when the game is over, and offers take back when
// there is a move to take back. The shell calls it after every change.
func (g *Game) Follow() {
	g.follow()
	g.showTakeBack()
}

func (g *Game) follow() {
	o := g.cur
	if o == nil {
		return
	}
	d := g.h.Document()
	if o.doc != d {
		// Another game is shown: this one is given up if it goes on, and
		// its row, which may say how it ended, goes with it.
		g.Stop()
		return
	}
	if o.over {
		return
	}
	// Writing the clock into the record has the game followed again:
	// the engine may have started, or the game ended, meanwhile.
	if g.followClock(o, d) && (g.cur != o || o.over || o.thinking != nil) {
		return
	}
	if c := o.playing; c != nil {
		if !c.interrupted(d) {
			return // the engine's chain is being played
		}
		// The rest of the chain is dropped: the engine answers again
		// when the board is back at its turn.
		o.playing = nil
	}
	if len(d.Chain()) > 0 {
		return // the user is playing a chain
	}
	p := d.Position()
	if r := p.Result(); r != rules.Ongoing {
		g.End(r)
		return
	}
	cursor := d.Cursor()
	if p.Turn() == o.user || cursor.Next() != nil || o.thinking == cursor {
		return
	}
	o.stopSearch()
	o.gen++
	gen := o.gen
	o.thinking = cursor
	o.engineThinks()
	if g.replyFromBook(o, &p, gen, cursor) {
		return
	}
	lim := o.limits()
	o.lastLimits = lim
	s := o.eng.Start(&p, d.History(), lim, nil)
	o.search = s
	go func() {
		r := s.Wait()
		o.post(func() { g.reply(o, gen, cursor, r.Best) })
	}()
}

func (o *opponent) stopSearch() {
	if o.search != nil {
		o.search.Stop()
		o.search = nil
	}
	o.thinking = nil
	o.playing = nil
}

// reply plays the engine's turn if the board still shows the position it
// answers: a chain one step after another, so that each slides into place,
// when the board animates moves, and any turn at once when it does not.
func (g *Game) reply(o *opponent, gen int, at *notation.Node, t rules.Turn) {
	if g.cur != o || o.gen != gen || o.over {
		return
	}
	o.search = nil
	o.thinking = nil
	d := g.h.Document()
	if d.Cursor() != at || len(d.Chain()) > 0 || len(t) == 0 {
		// The user went elsewhere while the engine thought: it will think
		// again when the board comes back to its turn.
		return
	}
	o.engineAnswered()
	if len(t) == 1 || !g.h.Animate() {
		g.report(d.PlayTurn(t))
		return
	}
	r := &engineChain{at: at, turn: t}
	o.playing = r
	var step func()
	step = func() {
		if g.cur != o || o.playing != r {
			return // the user went elsewhere meanwhile, and the chain was dropped
		}
		m := t[r.played]
		r.played++
		last := r.played == len(t)
		if last {
			o.playing = nil
		}
		if err := g.h.PlayAnimated(m); err != nil {
			o.playing = nil
			g.h.ShowError(err)
			return
		}
		if !last {
			time.AfterFunc(chainStepPause, func() { o.post(step) })
		}
	}
	step()
}

func (g *Game) report(err error) {
	if err != nil {
		g.h.ShowError(err)
	}
}

// engineChain is an engine's capture chain being played on the board step
// by step.
type engineChain struct {
	at     *notation.Node // the position the chain is played from
	turn   rules.Turn
	played int // the steps on the board
}

// interrupted reports whether the board no longer shows the chain as far
// as it was played: the user went elsewhere, took a step back or edited
// the record (which drops an unfinished chain).
func (c *engineChain) interrupted(d *study.Document) bool {
	return d.Cursor() != c.at || !slices.Equal(d.Chain(), c.turn[:c.played])
}

// End ends the game going on with result r, written into the record.
func (g *Game) End(r rules.Result) {
	o := g.cur
	o.over = true
	o.stopSearch()
	o.stopClock()
	o.eng = nil // its table is not needed any more
	g.setResult(r)
	g.show()
}

// termination is the Termination tag of a game against the engine that
// ends, by the position or by the user's resignation. PGN's value for a
// game that ended as the rules or the players ended it is "normal", and
// that is what other programs write for a resignation too (lichess writes
// "Normal" for a resignation and a mate alike; "abandoned" is for a game
// a player left without resigning, "unterminated" for one not over): the
// result against a position that still goes on says that a side resigned.
const termination = "normal"

// setResult writes the result and how the game ended into the record's
// tags (one undoable edit).
func (g *Game) setResult(r rules.Result) {
	how := termination
	if o := g.cur; o != nil && o.clock != nil && o.clock.onTime {
		how = timeForfeit
	}
	g.report(g.h.Document().SetTagValues(notation.Tag{Name: "Result", Value: r.String()}, notation.Tag{Name: "Termination", Value: how}))
}
