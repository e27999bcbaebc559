package app

import (
	"fmt"
	"image/color"
	"strings"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"wormweave/notation"
	"wormweave/rules"
)

// itemKind is what a word of the move list is.
type itemKind uint8

const (
	itemNumber itemKind = iota
	itemMove
	itemComment
	itemBracket
	itemResult
	itemMore // the link that opens a comment cut short
)

// shownComment is how much of a comment the list shows, in characters:
// a few lines. A longer one is cut at a word and ends in a link that opens
// it whole, so that the list's size, and the time it takes to lay out,
// stay bounded however long the comments of a game are.
const shownComment = 200

// scannedComment is how much of a comment is read to find what the list
// shows; the drawing commands it hides are short, so a cut this far out
// never changes the shown part of a comment made of words.
const scannedComment = 64 << 10

// moveItem is one word of the move list: a move number, a move, a word of
// a comment, a bracket around a variation, or the result.
type moveItem struct {
	text string
	kind itemKind
	node *notation.Node // the move's node, for moves
	main bool           // on the main line
	full string         // the whole comment, for a link to it
}

// moveList shows a game's moves as a paragraph that wraps: numbered moves in
// the record's notation with their glyphs, comments in italics, and each
// variation in brackets after the move it replaces. A click on a move goes
// there; a right click opens the move's menu.
type moveList struct {
	widget.BaseWidget
	items  []moveItem
	cursor *notation.Node

	// The record and revision the items were built from: moving the
	// cursor only restyles two moves, it does not rebuild the list.
	game     *notation.Game
	revision int
	built    int // counts the rebuilds of items
	renderer *moveListRenderer

	// The part of the list in view, when it scrolls: words outside it are
	// hidden, so that a frame draws what is seen and not the whole game.
	// A zero height means all of it is in view.
	viewTop, viewHeight float32

	onSelect func(*notation.Node)
	onMenu   func(n *notation.Node, at fyne.Position)
	onMore   func(comment string) // opens a comment cut short

}

var (
	_ fyne.Tappable          = (*moveList)(nil)
	_ fyne.SecondaryTappable = (*moveList)(nil)
)

func newMoveList(onSelect func(*notation.Node)) *moveList {
	l := &moveList{onSelect: onSelect}
	l.ExtendBaseWidget(l)
	return l
}

// show renders the game with the cursor's move highlighted. revision
// changes whenever the record does; while it stays, only the cursor moves.
func (l *moveList) show(g *notation.Game, revision int, cursor *notation.Node) {
	if g == l.game && revision == l.revision && l.built > 0 {
		l.setCursor(cursor)
		return
	}
	l.game, l.revision = g, revision
	l.items = l.items[:0]
	l.cursor = cursor
	l.comment(g.Root.CommentAfter())
	l.line(g.Root, true)
	if g.Result != "" {
		l.items = append(l.items, moveItem{text: g.Result, kind: itemResult})
	}
	l.built++
	l.Refresh()
}

// forget makes the next show rebuild the list, for a change of language.
func (l *moveList) forget() { l.game = nil }

// setCursor highlights another move.
func (l *moveList) setCursor(cursor *notation.Node) {
	if cursor == l.cursor {
		return
	}
	old := l.cursor
	l.cursor = cursor
	if l.renderer != nil {
		l.renderer.cursorMoved(old, cursor)
	}
}

// setView tells the list which part of it is in view.
func (l *moveList) setView(top, height float32) {
	l.viewTop, l.viewHeight = top, height
	if l.renderer != nil {
		l.renderer.cull()
	}
}

// comment adds the words of a comment, at most shownComment characters of
// them and then a link to the whole.
func (l *moveList) comment(c string) {
	if c == "" {
		return
	}
	scanned := c
	if len(scanned) > scannedComment {
		scanned = scanned[:scannedComment]
	}
	shown := visibleComment(scanned)
	cut := len(scanned) < len(c)
	if utf8.RuneCountInString(shown) > shownComment {
		// Cut at the last space before the limit, or mid-word in a word
		// longer than the limit.
		limit := 0
		for n := 0; n < shownComment; n++ {
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
		l.items = append(l.items, moveItem{text: w, kind: itemComment})
	}
	if cut {
		l.items = append(l.items, moveItem{text: T("moves.more"), kind: itemMore, full: c})
	}
}

// line adds the moves that follow n along its line, each followed by its
// variations in brackets. needNumber says whether the first move needs its
// number even when Black plays it.
func (l *moveList) line(n *notation.Node, needNumber bool) {
	for child := n.Next(); child != nil; child = child.Next() {
		l.move(child, needNumber)
		needNumber = shows(child.CommentAfter())
		if vars := child.Parent().Variations(); len(vars) > 0 {
			for _, v := range vars {
				l.items = append(l.items, moveItem{text: "(", kind: itemBracket})
				l.move(v, true)
				l.line(v, shows(v.CommentAfter()))
				l.items = append(l.items, moveItem{text: ")", kind: itemBracket})
			}
			needNumber = true
		}
	}
}

// move adds one move: its number if needed, its text and glyphs, and its
// comments.
func (l *moveList) move(n *notation.Node, needNumber bool) {
	l.comment(n.CommentBefore())
	parent := n.Parent()
	pos := parent.Position()
	number := notation.MoveNumber(pos.Plies(), pos.Turn())
	if pos.Turn() == rules.White {
		l.items = append(l.items, moveItem{text: fmt.Sprintf("%d.", number), kind: itemNumber})
	} else if needNumber || shows(n.CommentBefore()) {
		l.items = append(l.items, moveItem{text: fmt.Sprintf("%d...", number), kind: itemNumber})
	}
	text := notation.TurnText(&pos, n.Turn()) + nagText(n.NAGs())
	l.items = append(l.items, moveItem{text: text, kind: itemMove, node: n, main: n.IsMainLine()})
	l.comment(n.CommentAfter())
}

// shows reports whether the list shows words of a comment: one that holds
// only commands, such as a review's evaluation, shows nothing and so does
// not part a move from its number.
func shows(comment string) bool { return strings.TrimSpace(visibleComment(comment)) != "" }

// nagGlyphs are the annotation glyphs shown as symbols.
var nagGlyphs = map[uint8]string{1: "!", 2: "?", 3: "!!", 4: "??", 5: "!?", 6: "?!", 10: " =", 13: " ∞", 14: " ⩲", 15: " ⩱", 16: " ±", 17: " ∓", 18: " +-", 19: " -+"}

func nagText(nags []uint8) string {
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

// cursorSpan returns the top and bottom of the current move in the list.
func (l *moveList) cursorSpan() (top, bottom float32, ok bool) {
	for i, it := range l.items {
		if r := l.renderer; it.node != nil && it.node == l.cursor && r != nil && i < len(r.places) && i < len(r.rects) {
			return r.places[i].Y, r.places[i].Y + r.rects[i].Height, true
		}
	}
	return 0, 0, false
}

// placeOf returns where item i was laid out.
func (l *moveList) placeOf(i int) fyne.Position {
	if r := l.renderer; r != nil && i < len(r.places) {
		return r.places[i]
	}
	return fyne.Position{}
}

// itemAt returns the index of the item under pos, or -1.
func (l *moveList) itemAt(pos fyne.Position) int {
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
func (l *moveList) Tapped(ev *fyne.PointEvent) {
	i := l.itemAt(ev.Position)
	switch {
	case i < 0:
	case l.items[i].kind == itemMore && l.onMore != nil:
		l.onMore(l.items[i].full)
	case l.items[i].node != nil && l.onSelect != nil:
		l.onSelect(l.items[i].node)
	}
}

// TappedSecondary opens the clicked move's menu.
func (l *moveList) TappedSecondary(ev *fyne.PointEvent) {
	if i := l.itemAt(ev.Position); i >= 0 && l.items[i].node != nil && l.onMenu != nil {
		l.onMenu(l.items[i].node, ev.AbsolutePosition)
	}
}

// CreateRenderer is part of fyne.Widget.
func (l *moveList) CreateRenderer() fyne.WidgetRenderer {
	l.renderer = &moveListRenderer{l: l, highlight: canvas.NewRectangle(color.Transparent)}
	return l.renderer
}

type moveListRenderer struct {
	l         *moveList
	highlight *canvas.Rectangle
	texts     []*canvas.Text
	objects   []fyne.CanvasObject

	// The layout: the width it was made for, the height the items took,
	// and each item's size and place. The list hit-tests with them.
	width, height float32
	rects         []fyne.Size
	places        []fyne.Position
}

func (r *moveListRenderer) Destroy() {}

func (r *moveListRenderer) Objects() []fyne.CanvasObject { return r.objects }

// flow places the items in lines of the given width and returns the height
// they take.
func (r *moveListRenderer) flow(width float32) float32 {
	l := r.l
	gap := theme.Padding()
	space := fyne.MeasureText(" ", theme.TextSize(), fyne.TextStyle{}).Width
	r.places = r.places[:0]
	x, y, lineH := float32(0), float32(0), float32(0)
	for i, s := range r.rects {
		// No space inside brackets, after a move number or before glyphs.
		sep := space
		if i > 0 && glued(l.items[i-1], l.items[i]) {
			sep = 0
		}
		// A number or an opening bracket never ends a line, and a closing
		// bracket never starts one: each goes with the item it touches.
		need := s.Width
		for j := i; j+1 < len(r.rects) && glued(l.items[j], l.items[j+1]); j++ {
			need += r.rects[j+1].Width
		}
		if x > 0 && x+sep+need > width {
			x, y, lineH = 0, y+lineH+gap/2, 0
		} else if x > 0 {
			x += sep
		}
		r.places = append(r.places, fyne.NewPos(x, y))
		x += s.Width
		if s.Height > lineH {
			lineH = s.Height
		}
	}
	return y + lineH
}

// glued reports whether b is set right after a, with no line break between.
func glued(a, b moveItem) bool {
	return a.kind == itemNumber || a.kind == itemBracket && a.text == "(" || b.kind == itemBracket && b.text == ")"
}

func (r *moveListRenderer) Layout(size fyne.Size) {
	l := r.l
	h := r.flow(size.Width)
	for i, t := range r.texts {
		t.Move(r.places[i])
		t.Resize(r.rects[i])
	}
	r.cull()
	r.placeHighlight()
	if size.Width != r.width || h != r.height {
		r.width, r.height = size.Width, h
		// The height depends on the width: let the scroll container know.
		fyne.Do(l.Refresh)
	}
}

func (r *moveListRenderer) placeHighlight() {
	l := r.l
	r.highlight.Hide()
	for i, it := range l.items {
		if it.node != nil && it.node == l.cursor && i < len(r.places) {
			pad := theme.Padding() / 2
			r.highlight.Move(r.places[i].Subtract(fyne.NewPos(pad, 0)))
			r.highlight.Resize(r.rects[i].Add(fyne.NewSize(2*pad, 0)))
			r.highlight.Show()
		}
	}
}

func (r *moveListRenderer) MinSize() fyne.Size {
	w := r.width
	if w <= 0 {
		w = 240
	}
	return fyne.NewSize(120, r.flow(w))
}

func (r *moveListRenderer) Refresh() {
	l := r.l
	size := theme.TextSize()
	for len(r.texts) < len(l.items) {
		r.texts = append(r.texts, canvas.NewText("", color.Black))
	}
	r.texts = r.texts[:len(l.items)]
	r.rects = r.rects[:0]
	r.highlight.FillColor = theme.Color(theme.ColorNameSelection)
	r.highlight.CornerRadius = theme.InputRadiusSize()
	r.objects = append(r.objects[:0], r.highlight)
	for i, it := range l.items {
		t := r.texts[i]
		t.Text = it.text
		t.TextSize = size
		r.style(t, it)
		r.rects = append(r.rects, t.MinSize())
		r.objects = append(r.objects, t)
		t.Refresh()
	}
	r.Layout(l.Size())
	r.highlight.Refresh()
}

// style gives an item's text the colour and style of its kind.
func (r *moveListRenderer) style(t *canvas.Text, it moveItem) {
	t.TextStyle = fyne.TextStyle{}
	t.Color = theme.Color(theme.ColorNameForeground)
	switch it.kind {
	case itemNumber, itemBracket:
		t.Color = theme.Color(theme.ColorNamePlaceHolder)
	case itemComment:
		t.TextStyle.Italic = true
		t.Color = theme.Color(theme.ColorNamePlaceHolder)
	case itemMore:
		t.TextStyle.Italic = true
		t.Color = theme.Color(theme.ColorNameHyperlink)
	case itemResult:
		t.TextStyle.Bold = true
	case itemMove:
		t.TextStyle.Bold = it.main
		if it.node == r.l.cursor {
			t.Color = theme.Color(theme.ColorNamePrimary)
		}
	}
}

// cursorMoved restyles the moves that lose and gain the cursor and moves
// the highlight: a step through the game redraws two words, not the list.
func (r *moveListRenderer) cursorMoved(old, cursor *notation.Node) {
	l := r.l
	for i, it := range l.items {
		if it.node != nil && (it.node == old || it.node == cursor) && i < len(r.texts) {
			r.style(r.texts[i], it)
			r.texts[i].Refresh()
		}
	}
	r.placeHighlight()
	r.highlight.Refresh()
}

// cull hides the words outside the view and shows those inside it. A word
// shown again was laid out and styled while hidden, so it needs no refresh.
func (r *moveListRenderer) cull() {
	l := r.l
	margin := l.viewHeight // a resize up to twice as tall shows no gap
	top, bottom := l.viewTop-margin, l.viewTop+l.viewHeight+margin
	for i, t := range r.texts {
		if i >= len(r.places) || i >= len(r.rects) {
			break
		}
		y := r.places[i].Y
		in := l.viewHeight <= 0 || (y+r.rects[i].Height >= top && y <= bottom)
		if in == t.Hidden {
			t.Hidden = !in
			if in {
				t.Refresh()
			}
		}
	}
}

// movesView lays out the move list's scroll container and tells the list
// what part of it is in view once the container has its size, which is
// known only here: the list hides the words out of view, and a view
// measured before the window's first layout would hide the visible ones.
type movesView struct{ w *Window }

func (v movesView) MinSize(objects []fyne.CanvasObject) fyne.Size {
	return objects[0].MinSize()
}

func (v movesView) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	objects[0].Move(fyne.NewPos(0, 0))
	objects[0].Resize(size)
	v.w.scrollToCursor()
}
