package explorer

import (
	"context"
	"errors"

	"fyne.io/fyne/v2"

	"wormweave/app/prefs"
	"wormweave/rules"
	"wormweave/study"
)

// Host is what the explorer needs of the window. The shell fills every
// field but Book, which may be nil.
type Host struct {
	// Document returns the document shown.
	Document func() *study.Document
	// PlayTurn plays a turn on the board, as the user's gesture would.
	PlayTurn func(rules.Turn)
	// OpenGame opens a game of the library in the window, at the ply
	// where it reaches the position; lib is the library that listed it
	// (nil if it has been closed since), which can read it alone.
	OpenGame func(g Game, lib Library)
	// Open opens the library file at path, creating it if it does not
	// exist.
	Open func(path string) (Library, error)
	// Book is the built-in book, or nil.
	Book Book
	// Prefs keeps the library opened last and whether the panel shows.
	Prefs fyne.Preferences
	// ChooseNew, ChooseOpen and ChoosePGN ask the user for a new library's
	// path, a library to open and a PGN file to add; done runs on the
	// window's goroutine, only when the user chose.
	ChooseNew, ChooseOpen, ChoosePGN func(done func(path string))
	// ShowError shows an error to the user.
	ShowError func(error)
	// Relayout lays the window out again after the panel showed or hid.
	Relayout func()
	// Post runs f on the window's goroutine (fyne.Do).
	Post func(f func())
	// Withheld reports whether the explorer's moves are withheld: during a
	// game against the engine (or a puzzle), as the analysis is, the
	// book's moves and verdicts would play the user's side, and the
	// library's would too. Nil: never.
	Withheld func() bool
}

// How many games the panel lists: a few while it follows the moves, more
// when the user asks for the position's games.
const (
	followLimit = 100
	findLimit   = 1000
)

// positionKey tells the positions queried apart, and a position shown
// apart from the same one withheld.
type positionKey struct {
	fen      string
	chain    int // steps of an unfinished turn
	withheld bool
}

// answer is what a query found for a position.
type answer struct {
	moves    []Move
	book     []BookMove
	games    []Game
	limit    int
	total    int // the library's games, asked when nothing was found
	err      error
	library  bool // a library answered
	withheld bool // nothing was asked: the moves are withheld
}

// Explorer is the opening explorer: its panel, the library it reads and
// the import that fills it.
type Explorer struct {
	h     Host
	shown bool

	lib     Library
	libPath string

	// building is the import under way, or nil.
	building *build

	key    positionKey
	pos    rules.Position // the position of the rows shown
	gen    int            // the query's number: older answers are dropped
	cancel context.CancelFunc
	last   answer
	busy   bool // a query runs for key

	v *view
}

// New returns the explorer, its panel shown if the preferences say so,
// and no library open yet (Reopen opens the last one).
func New(h Host) *Explorer {
	if h.Withheld == nil {
		h.Withheld = func() bool { return false }
	}
	e := &Explorer{h: h}
	e.v = newView(e)
	e.shown = h.Prefs.BoolWithFallback(prefs.ExplorerShown, false)
	e.v.panel.Hidden = !e.shown
	return e
}

// Panel is the panel the shell puts beside the move list.
func (e *Explorer) Panel() fyne.CanvasObject { return e.v.panel }

// Shown reports whether the panel shows.
func (e *Explorer) Shown() bool { return e.shown }

// Toggle shows the panel, or hides it.
func (e *Explorer) Toggle() { e.SetShown(!e.shown) }

// SetShown shows or hides the panel and keeps the choice.
func (e *Explorer) SetShown(on bool) {
	if on == e.shown {
		return
	}
	e.shown = on
	e.h.Prefs.SetBool(prefs.ExplorerShown, on)
	if on {
		e.v.panel.Show()
		e.key = positionKey{}
		e.Follow()
	} else {
		e.stopQuery()
		e.v.panel.Hide()
	}
	e.h.Relayout()
}

// Follow queries the board's position if it is not the one shown, or
// withholds it. The shell calls it after every change, and when a game
// against the engine starts or ends.
func (e *Explorer) Follow() {
	if !e.shown {
		return
	}
	d := e.h.Document()
	p := d.Position()
	k := e.keyOf(d, &p)
	if k == e.key {
		return
	}
	e.key = k
	e.query(p, followLimit)
}

// Find lists the games that reach the board's position: the panel shows,
// with more games than while it follows the moves.
func (e *Explorer) Find() {
	if !e.shown {
		e.SetShown(true)
	}
	p := e.h.Document().Position()
	e.query(p, findLimit)
}

// keyOf is the key of position p of document d as it is to be shown now.
func (e *Explorer) keyOf(d *study.Document, p *rules.Position) positionKey {
	return positionKey{fen: p.FEN(), chain: len(d.Chain()), withheld: e.h.Withheld()}
}

// stopQuery cancels the query under way, whose answer will be dropped.
func (e *Explorer) stopQuery() {
	e.gen++
	if e.cancel != nil {
		e.cancel()
		e.cancel = nil
	}
	e.busy = false
	e.key = positionKey{}
}

// query asks the library and the book about p off the window's goroutine;
// the answer is shown only if no newer query started meanwhile.
func (e *Explorer) query(p rules.Position, limit int) {
	e.stopQuery()
	e.key = e.keyOf(e.h.Document(), &p)
	gen := e.gen
	ctx, cancel := context.WithCancel(context.Background())
	e.cancel = cancel
	e.busy = true
	if e.key.withheld {
		e.busy = false
		e.showAnswer(p, answer{withheld: true})
		return
	}
	if e.key.chain > 0 {
		// The middle of a turn is in no record: nothing to ask.
		e.busy = false
		e.showAnswer(p, answer{})
		return
	}
	lib := e.lib
	if e.building != nil {
		lib = nil // the import has the library; it is asked again after
	}
	book := e.h.Book
	e.v.showBusy()
	go func() {
		a := ask(ctx, lib, book, &p, limit)
		e.h.Post(func() {
			if gen != e.gen {
				return // the board moved on: a newer query answers
			}
			e.busy = false
			e.cancel = nil
			cancel()
			e.showAnswer(p, a)
		})
	}()
}

// ask runs a query: the book's moves, the library's moves and games.
func ask(ctx context.Context, lib Library, book Book, p *rules.Position, limit int) answer {
	a := answer{limit: limit}
	if book != nil {
		a.book = book(p)
	}
	if lib == nil {
		return a
	}
	a.library = true
	if a.moves, a.err = lib.Explore(ctx, p); a.err != nil {
		return a
	}
	if a.games, a.err = lib.Search(ctx, p, limit+1); a.err != nil {
		return a
	}
	if len(a.moves) == 0 && len(a.games) == 0 {
		a.total, a.err = lib.Games()
	}
	if errors.Is(a.err, context.Canceled) {
		a.err = nil
	}
	return a
}

// showAnswer shows what a query found for p.
func (e *Explorer) showAnswer(p rules.Position, a answer) {
	e.pos = p
	e.last = a
	e.v.show(&p, a)
}

// play plays the move of the row clicked, found among the position's
// legal turns by its id.
func (e *Explorer) play(id string) {
	p := e.h.Document().Position()
	if e.last.withheld {
		return
	}
	if p.FEN() != e.pos.FEN() {
		return // the rows are of another position: their answer is coming
	}
	var found rules.Turn
	p.WalkTurns(func(t rules.Turn) bool {
		if t.ID(p.Variant()) == id {
			found = append(rules.Turn(nil), t...)
			return false
		}
		return true
	})
	if found != nil {
		e.h.PlayTurn(found)
	}
}

// openGame opens a game listed, with the library that listed it.
func (e *Explorer) openGame(g Game) { e.h.OpenGame(g, e.lib) }

// Close ends the import and the query under way and closes the library:
// the window closes.
func (e *Explorer) Close() {
	e.stopQuery()
	e.closeLibrary()
}

// Translate writes the panel again in the current language: the panel
// outlives the window's content, which a language change rebuilds.
func (e *Explorer) Translate() {
	e.v.translate()
	if e.shown && !e.busy {
		e.v.show(&e.pos, e.last)
	}
}
