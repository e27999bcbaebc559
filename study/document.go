package study

import (
	"slices"
	"strings"
	"time"

	"wormweave/notation"
	"wormweave/rules"
)

// Document is one game being studied: its record, the move the user is
// looking at (the cursor), an Interweave capture chain still being played
// there, and the edits that can be undone. It knows nothing of windows, so
// that it can be tested, and later saved for recovery, on its own.
type Document struct {
	game   *notation.Game
	cursor *notation.Node
	chain  rules.Turn // steps of an unfinished Interweave turn after cursor

	undo, redo []edit
	serial     int // the last edit id given out
	savedAt    int // the id of the edit on top of the undo stack when saved
	revision   int // counts the changes of the record, done and undone

	onChange func() // called after anything changes (SetOnChange)
	held     int    // Batch calls running: change notices wait for them
}

// edit is one undoable change of the record. The functions capture the
// nodes they touch: nodes keep their identity through every edit.
type edit struct {
	id         int
	apply      func()
	revert     func()
	cursorDone *notation.Node // where the cursor goes after apply
	cursorUndo *notation.Node // and after revert
}

// NewDocument returns a document for g, with the cursor at its start.
func NewDocument(g *notation.Game) *Document {
	return &Document{game: g, cursor: g.Root}
}

// Game returns the record.
func (d *Document) Game() *notation.Game { return d.game }

// Cursor returns the node the user is looking at.
func (d *Document) Cursor() *notation.Node { return d.cursor }

// Chain returns the steps of an unfinished capture chain at the cursor.
func (d *Document) Chain() rules.Turn { return d.chain }

// Dirty reports whether the record has changed since it was last saved.
func (d *Document) Dirty() bool { return d.top() != d.savedAt }

// Revision changes whenever the record does (an edit, an undo, a redo),
// and only then: what is drawn from the record alone need not be redrawn
// while it stays the same.
func (d *Document) Revision() int { return d.revision }

// State identifies the record as it stands among its edits: undoing and
// redoing come back to the same value, and two different records of one
// document never share one. It is 0 for the record as it was opened.
func (d *Document) State() int { return d.top() }

// MarkUnsaved records that the record is not saved anywhere, as work
// recovered after a crash is not, even before any edit.
func (d *Document) MarkUnsaved() {
	d.savedAt = -1
	d.changed()
}

// MarkSaved records that the record as it stands has been saved.
func (d *Document) MarkSaved() {
	d.savedAt = d.top()
	d.changed()
}

func (d *Document) top() int {
	if len(d.undo) == 0 {
		return 0
	}
	return d.undo[len(d.undo)-1].id
}

// SetOnChange has f called after anything changes: the cursor, the tree,
// the tags or the chain. It replaces the function set before.
func (d *Document) SetOnChange(f func()) { d.onChange = f }

func (d *Document) changed() {
	if d.onChange != nil && d.held == 0 {
		d.onChange()
	}
}

// Batch runs f as one change: the changes f makes send no notice, and one
// is sent when f returns, whatever it returns. Batches may nest.
func (d *Document) Batch(f func() error) error {
	d.held++
	defer func() {
		d.held--
		d.changed()
	}()
	return f()
}

// Position returns the position the board shows: the cursor's, with the
// steps of an unfinished chain played.
func (d *Document) Position() rules.Position {
	p := d.cursor.Position()
	for _, m := range d.chain {
		p.Make(m)
	}
	return p
}

// Play plays one step at the board's position. A step that finishes a turn
// adds the turn to the record after the cursor: as the continuation, or as a
// new variation if another move already follows (a line is never cut), or
// it just moves the cursor if that very move follows already.
func (d *Document) Play(m rules.Move) error {
	p := d.Position()
	u, err := p.Play(m)
	if err != nil {
		return err
	}
	if !u.TurnEnded() {
		d.chain = append(d.chain, m)
		d.changed()
		return nil
	}
	turn := append(append(rules.Turn(nil), d.chain...), m)
	d.chain = nil
	parent := d.cursor
	child, created, err := parent.AddMove(turn)
	if err != nil {
		d.changed()
		return err
	}
	if !created {
		d.cursor = child
		d.changed()
		return nil
	}
	// AddMove has already applied the edit; redo re-attaches the node.
	index := child.Index()
	d.record(edit{
		apply:      func() { _ = parent.Reattach(child, index) },
		revert:     func() { _, _, _ = child.Delete() },
		cursorDone: child,
		cursorUndo: parent,
	}, false)
	return nil
}

// PlayTurn plays a whole turn at the board's position as one change: the
// board goes from the position before it to the one after it, without the
// steps of a chain in between. A turn that is not legal changes nothing.
func (d *Document) PlayTurn(t rules.Turn) error {
	chain := d.chain
	return d.Batch(func() error {
		for _, m := range t {
			if err := d.Play(m); err != nil {
				d.chain = chain
				return err
			}
		}
		return nil
	})
}

// TakeBackStep takes back the last step of an unfinished chain, and reports
// whether there was one.
func (d *Document) TakeBackStep() bool {
	if len(d.chain) == 0 {
		return false
	}
	d.chain = d.chain[:len(d.chain)-1]
	d.changed()
	return true
}

// record pushes e on the undo stack (applying it first if apply is true),
// clears the redo stack and moves the cursor.
func (d *Document) record(e edit, apply bool) {
	if apply {
		e.apply()
	}
	d.serial++
	e.id = d.serial
	d.undo = append(d.undo, e)
	d.revision++
	d.redo = nil
	d.chain = nil
	if e.cursorDone != nil {
		d.cursor = e.cursorDone
	}
	d.changed()
}

// Undo reverts the last edit.
func (d *Document) Undo() bool {
	return d.step(&d.undo, &d.redo, func(e edit) *notation.Node { e.revert(); return e.cursorUndo })
}

// Redo applies the last undone edit again.
func (d *Document) Redo() bool {
	return d.step(&d.redo, &d.undo, func(e edit) *notation.Node { e.apply(); return e.cursorDone })
}

// step takes the last edit off from, runs it one way with run (which says
// where the cursor goes), and pushes it on to, for the other way.
func (d *Document) step(from, to *[]edit, run func(edit) *notation.Node) bool {
	if len(*from) == 0 {
		return false
	}
	e := (*from)[len(*from)-1]
	*from = (*from)[:len(*from)-1]
	cursor := run(e)
	*to = append(*to, e)
	d.revision++
	d.chain = nil
	if cursor != nil {
		d.cursor = cursor
	}
	d.changed()
	return true
}

// GoTo moves the cursor to n, dropping an unfinished chain.
func (d *Document) GoTo(n *notation.Node) {
	if n == nil {
		return
	}
	d.cursor = n
	d.chain = nil
	d.changed()
}

// Back goes one move back; in the middle of a chain it drops the chain.
func (d *Document) Back() {
	if len(d.chain) > 0 {
		d.chain = nil
		d.changed()
		return
	}
	d.GoTo(d.cursor.Parent())
}

// Forward follows the line one move.
func (d *Document) Forward() { d.GoTo(d.cursor.Next()) }

// Start goes to the start of the game.
func (d *Document) Start() { d.GoTo(d.game.Root) }

// End goes to the end of the current line.
func (d *Document) End() {
	n := d.cursor
	for n.Next() != nil {
		n = n.Next()
	}
	d.GoTo(n)
}

// SwitchVariation moves the cursor to the next (delta 1) or previous (-1)
// alternative to the current move, wrapping around.
func (d *Document) SwitchVariation(delta int) {
	parent := d.cursor.Parent()
	if parent == nil {
		return
	}
	sibs := parent.Children()
	if len(sibs) < 2 {
		return
	}
	i := (d.cursor.Index() + delta + len(sibs)) % len(sibs)
	d.GoTo(sibs[i])
}

// errNoMove is the error of edits that need a move, at the root.
func errNoMove() error { return newError("error.noMove", "there is no move here") }

// Promote makes the variation that n starts the continuation of its line.
func (d *Document) Promote(n *notation.Node) error {
	if n == nil || n.IsRoot() {
		return errNoMove()
	}
	if n.Index() == 0 {
		return newError("error.alreadyMain", "the move is already the main line")
	}
	var old int
	d.record(edit{
		apply:      func() { old, _ = n.Promote() },
		revert:     func() { _, _ = n.SetIndex(old) },
		cursorDone: d.cursor,
		cursorUndo: d.cursor,
	}, true)
	return nil
}

// DeleteFrom removes n and every move after it. The cursor moves back to n's
// parent if it was among the removed moves.
func (d *Document) DeleteFrom(n *notation.Node) error {
	if n == nil || n.IsRoot() {
		return errNoMove()
	}
	parent := n.Parent()
	index := n.Index()
	cursor := d.cursor
	after := cursor
	for _, p := range cursor.Path() {
		if p == n {
			after = parent
		}
	}
	d.record(edit{
		apply:      func() { _, _, _ = n.Delete() },
		revert:     func() { _ = parent.Reattach(n, index) },
		cursorDone: after,
		cursorUndo: cursor,
	}, true)
	return nil
}

// SetComment sets the comment after n's move (at the root: before the
// first move).
func (d *Document) SetComment(n *notation.Node, s string) {
	old := n.CommentAfter()
	if old == s {
		return
	}
	d.record(edit{
		apply:      func() { n.SetCommentAfter(s) },
		revert:     func() { n.SetCommentAfter(old) },
		cursorDone: d.cursor,
		cursorUndo: d.cursor,
	}, true)
}

// SetNAGs replaces n's annotation glyphs.
func (d *Document) SetNAGs(n *notation.Node, nags []uint8) error {
	if n == nil || n.IsRoot() {
		return errNoMove()
	}
	old := append([]uint8(nil), n.NAGs()...)
	nags = append([]uint8(nil), nags...)
	d.record(edit{
		apply:      func() { n.SetNAGs(nags) },
		revert:     func() { n.SetNAGs(old) },
		cursorDone: d.cursor,
		cursorUndo: d.cursor,
	}, true)
	return nil
}

// pgnResults are the results PGN writes.
var pgnResults = []string{"1-0", "0-1", "1/2-1/2", "*"}

// unknownTag is what PGN writes for a roster tag whose value is not known.
var unknownTag = map[string]string{
	"event": "?", "site": "?", "date": "????.??.??", "round": "?", "white": "?", "black": "?",
}

// SetTags replaces the record's tags (and its result, from the Result tag).
// A roster tag left empty takes PGN's "unknown" value ("?"); a Result that
// is not one of PGN's four is refused, and nothing changes.
func (d *Document) SetTags(tags []notation.Tag) error {
	g := d.game
	tags = append([]notation.Tag(nil), tags...)
	for i, t := range tags {
		t.Value = strings.TrimSpace(t.Value)
		name := strings.ToLower(t.Name)
		if def, ok := unknownTag[name]; ok && t.Value == "" {
			t.Value = def
		}
		if name == "result" && !slices.Contains(pgnResults, t.Value) {
			return newError("error.result", "the result "+t.Value+" is not one of PGN's", "Result", t.Value)
		}
		tags[i] = t
	}
	old := append([]notation.Tag(nil), g.Tags...)
	oldResult := g.Result
	d.record(edit{
		apply: func() {
			g.Tags = tags
			if r := g.Tag("Result"); r != "" {
				g.Result = r
			}
		},
		revert:     func() { g.Tags, g.Result = old, oldResult },
		cursorDone: d.cursor,
		cursorUndo: d.cursor,
	}, true)
	return nil
}

// SetTagValues sets each tag of set in the record's tags, replacing the
// value of a tag of that name or appending it, as one edit (SetTags).
func (d *Document) SetTagValues(set ...notation.Tag) error {
	return d.SetTags(notation.WithTags(d.game.Tags, set...))
}

// NewGameDocument is a document for a new game of variant v from start
// (the initial position if nil), dated today as PGN dates games.
func NewGameDocument(v rules.Variant, start *rules.Position) *Document {
	g := notation.NewGame(v, start)
	g.Tags = append(g.Tags, notation.Tag{Name: "Date", Value: time.Now().Format("2006.01.02")})
	return NewDocument(g)
}

// Annotate is one undoable edit that leaves the cursor where it is: apply
// changes the record and returns what reverts that change. Redoing the
// edit runs apply again.
func (d *Document) Annotate(apply func() (revert func())) {
	var revert func()
	d.record(edit{
		apply:      func() { revert = apply() },
		revert:     func() { revert() },
		cursorDone: d.cursor,
		cursorUndo: d.cursor,
	}, true)
}

// History returns the keys of the positions before the board's, oldest
// first, so that an engine sees repetitions.
func (d *Document) History() []uint64 {
	path := d.Cursor().Path()
	keys := make([]uint64, 0, len(path))
	for _, n := range path {
		p := n.Position()
		keys = append(keys, p.Hash())
	}
	if len(d.Chain()) == 0 && len(keys) > 0 {
		keys = keys[:len(keys)-1] // the board's own position
	}
	return keys
}
