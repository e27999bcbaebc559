// Package movelist shows a game's moves as a paragraph that wraps, with
// its comments and variations, and reports clicks on them to its owner:
// going to a move, a move's menu, opening a comment cut short. It draws the
// record it is given and knows nothing of the document, the scroll around
// it or the window, and must not reach into them.
package movelist

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/comments"
	"wormweave/app/text"
	"wormweave/notation"
	"wormweave/rules"
)

// Kind is what a word of the move list is.
type Kind uint8

// The kinds of words.
const (
	Number Kind = iota
	Move
	Comment
	Bracket
	Result
	More // the link that opens a comment cut short
	Eval // a move's recorded evaluation, after it
)

// ShownComment is how much of a comment the list shows, in characters:
// a few lines. A longer one is cut at a word and ends in a link that opens
// it whole, so that the list's size, and the time it takes to lay out,
// stay bounded however long the comments of a game are.
const ShownComment = 200

// scannedComment is how much of a comment is read to find what the list
// shows; the drawing commands it hides are short, so a cut this far out
// never changes the shown part of a comment made of words.
const scannedComment = 64 << 10

// Item is one word of the move list: a move number, a move, a word of a
// comment, a bracket around a variation, or the result.
type Item struct {
	Text string
	Kind Kind
	Node *notation.Node // the move's node, for moves
	Main bool           // on the main line
	Full string         // the whole comment, for a link to it
}

// List shows a game's moves as a paragraph that wraps: numbered moves in
// the record's notation with their glyphs, comments in italics, and each
// variation in brackets after the move it replaces. A click on a move goes
// there; a right click opens the move's menu.
type List struct {
	widget.BaseWidget
	items  []Item
	cursor *notation.Node

	// The record and revision the items were built from: moving the
	// cursor only restyles two moves, it does not rebuild the list.
	game     *notation.Game
	revision int
	built    int  // counts the rebuilds of items
	evals    bool // each move's recorded evaluation is shown after it
	renderer *renderer

	// The part of the list in view, when it scrolls: words outside it are
	// hidden, so that a frame draws what is seen and not the whole game.
	// A zero height means all of it is in view.
	viewTop, viewHeight float32

	onSelect func(*notation.Node)

	// OnMenu opens the menu of move n at the pointer.
	OnMenu func(n *notation.Node, at fyne.Position)
	// OnMore opens a comment cut short, whole.
	OnMore func(comment string)
}

var (
	_ fyne.Tappable          = (*List)(nil)
	_ fyne.SecondaryTappable = (*List)(nil)
)

// New returns an empty list; a click on a move calls onSelect with it.
func New(onSelect func(*notation.Node)) *List {
	l := &List{onSelect: onSelect}
	l.ExtendBaseWidget(l)
	return l
}

// SetGame renders the game with the cursor's move highlighted. revision
// changes whenever the record does; while it stays, only the cursor moves.
func (l *List) SetGame(g *notation.Game, revision int, cursor *notation.Node) {
	if g == l.game && revision == l.revision && l.built > 0 {
		l.SetCursor(cursor)
		return
	}
	l.game, l.revision = g, revision
	l.items = l.items[:0]
	l.cursor = cursor
	l.comment(g.Root.CommentAfter())
	l.line(g.Root, true)
	if g.Result != "" {
		l.items = append(l.items, Item{Text: g.Result, Kind: Result})
	}
	l.built++
	l.Refresh()
}

// Forget makes the next SetGame rebuild the list, for a change of language.
func (l *List) Forget() { l.game = nil }

// ShowEvals says whether each move's recorded evaluation ([%eval] in the
// comment after it) is shown after the move; the next SetGame rebuilds the
// list when it changes.
func (l *List) ShowEvals(on bool) {
	if on != l.evals {
		l.evals = on
		l.game = nil
	}
}

// SetCursor highlights another move.
func (l *List) SetCursor(cursor *notation.Node) {
	if cursor == l.cursor {
		return
	}
	old := l.cursor
	l.cursor = cursor
	if l.renderer != nil {
		l.renderer.cursorMoved(old, cursor)
	}
}

// SetView tells the list which part of it is in view.
func (l *List) SetView(top, height float32) {
	l.viewTop, l.viewHeight = top, height
	if l.renderer != nil {
		l.renderer.cull()
	}
}

// comment adds the words of a comment, at most ShownComment characters of
// them and then a link to the whole.
func (l *List) comment(c string) {
	if c == "" {
		return
	}
	scanned := c
	if len(scanned) > scannedComment {
		scanned = scanned[:scannedComment]
	}
	shown := comments.Visible(scanned)
	cut := len(scanned) < len(c)
	if utf8.RuneCountInString(shown) > ShownComment {
		// Cut at the last space before the limit, or mid-word in a word
		// longer than the limit.
		limit := 0
		for n := 0; n < ShownComment; n++ {
			_, size := utf8.DecodeRuneInString(shown[limit:])
			limit += size
		}
		end := strings.LastIndexAny(shown[:limit], " \t\n")
		if end <= 0 {
			end = limit
		}
		shown, cut = shown[:end], true
	}
	for _, w := range strings.Fields(shown) {
		l.items = append(l.items, Item{Text: w, Kind: Comment})
	}
	if cut {
		l.items = append(l.items, Item{Text: text.T("moves.more"), Kind: More, Full: c})
	}
}

// line adds the moves that follow n along its line, each followed by its
// variations in brackets. needNumber says whether the first move needs its
// number even when Black plays it.
func (l *List) line(n *notation.Node, needNumber bool) {
	for child := n.Next(); child != nil; child = child.Next() {
		l.move(child, needNumber)
		needNumber = comments.Shows(child.CommentAfter())
		if vars := child.Parent().Variations(); len(vars) > 0 {
			for _, v := range vars {
				l.items = append(l.items, Item{Text: "(", Kind: Bracket})
				l.move(v, true)
				l.line(v, comments.Shows(v.CommentAfter()))
				l.items = append(l.items, Item{Text: ")", Kind: Bracket})
			}
			needNumber = true
		}
	}
}

// move adds one move: its number if needed, its text and glyphs, and its
// comments.
func (l *List) move(n *notation.Node, needNumber bool) {
	l.comment(n.CommentBefore())
	parent := n.Parent()
	pos := parent.Position()
	number := notation.MoveNumber(pos.Plies(), pos.Turn())
	if pos.Turn() == rules.White {
		l.items = append(l.items, Item{Text: fmt.Sprintf("%d.", number), Kind: Number})
	} else if needNumber || comments.Shows(n.CommentBefore()) {
		l.items = append(l.items, Item{Text: fmt.Sprintf("%d...", number), Kind: Number})
	}
	word := notation.TurnText(&pos, n.Turn()) + NAGText(n.NAGs())
	l.items = append(l.items, Item{Text: word, Kind: Move, Node: n, Main: n.IsMainLine()})
	if e, ok := n.Eval(); ok && l.evals {
		after := n.Position()
		l.items = append(l.items, Item{Text: text.MoveEvalText(e, after.Turn()), Kind: Eval})
	}
	l.comment(n.CommentAfter())
}

// nagGlyphs are the annotation glyphs shown as symbols. A slight edge is
// written += and =+, as in text: the interface's font has no ⩲ and ⩱.
var nagGlyphs = map[uint8]string{1: "!", 2: "?", 3: "!!", 4: "??", 5: "!?", 6: "?!", 10: " =", 13: " ∞", 14: " +=", 15: " =+", 16: " ±", 17: " ∓", 18: " +-", 19: " -+"}

// NAGText writes annotation glyphs as the list shows them after a move.
func NAGText(nags []uint8) string {
	var b strings.Builder
	for _, n := range nags {
		if g, ok := nagGlyphs[n]; ok {
			b.WriteString(g)
		} else {
			fmt.Fprintf(&b, " $%d", n)
		}
	}
	return b.String()
}

// CursorSpan returns the top and bottom of the current move in the list.
func (l *List) CursorSpan() (top, bottom float32, ok bool) {
	for i, it := range l.items {
		if r := l.renderer; it.Node != nil && it.Node == l.cursor && r != nil && i < len(r.places) && i < len(r.rects) {
			return r.places[i].Y, r.places[i].Y + r.rects[i].Height, true
		}
	}
	return 0, 0, false
}

// PlaceOf returns where item i was laid out.
func (l *List) PlaceOf(i int) fyne.Position {
	if r := l.renderer; r != nil && i < len(r.places) {
		return r.places[i]
	}
	return fyne.Position{}
}

// Items returns the words of the list, in order.
func (l *List) Items() []Item { return l.items }

// Builds counts the times the list was built anew from a record; moving the
// cursor does not build it.
func (l *List) Builds() int { return l.built }

// Cursor returns the move the list shows as current.
func (l *List) Cursor() *notation.Node { return l.cursor }

// Word returns where item i was laid out, its size, and whether it is
// drawn (a word out of view is not).
func (l *List) Word(i int) (at fyne.Position, size fyne.Size, shown bool) {
	r := l.renderer
	if r == nil || i >= len(r.places) || i >= len(r.rects) || i >= len(r.texts) {
		return fyne.Position{}, fyne.Size{}, false
	}
	return r.places[i], r.rects[i], !r.texts[i].Hidden
}

// Height returns the height the words took at the last layout.
func (l *List) Height() float32 {
	if l.renderer == nil {
		return 0
	}
	return l.renderer.height
}

// itemAt returns the index of the item under pos, or -1.
func (l *List) itemAt(pos fyne.Position) int {
	r := l.renderer
	if r == nil {
		return -1
	}
	for i, p := range r.places {
		if i < len(r.rects) && pos.X >= p.X && pos.Y >= p.Y && pos.X < p.X+r.rects[i].Width && pos.Y < p.Y+r.rects[i].Height {
			return i
		}
	}
	return -1
}

// Tapped goes to the clicked move, or opens the clicked comment whole.
func (l *List) Tapped(ev *fyne.PointEvent) {
	i := l.itemAt(ev.Position)
	switch {
	case i < 0:
	case l.items[i].Kind == More && l.OnMore != nil:
		l.OnMore(l.items[i].Full)
	case l.items[i].Node != nil && l.onSelect != nil:
		l.onSelect(l.items[i].Node)
	}
}

// TappedSecondary opens the clicked move's menu.
func (l *List) TappedSecondary(ev *fyne.PointEvent) {
	if i := l.itemAt(ev.Position); i >= 0 && l.items[i].Node != nil && l.OnMenu != nil {
		l.OnMenu(l.items[i].Node, ev.AbsolutePosition)
	}
}
