package app

import (
	"fmt"
	"image/color"
	"strings"

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
)

// moveItem is one word of the move list: a move number, a move, a word of
// a comment, a bracket around a variation, or the result.
type moveItem struct {
	text string
	kind itemKind
	node *notation.Node // the move's node, for moves
	main bool           // on the main line
}

// moveList shows a game's moves as a paragraph that wraps: numbered moves in
// the record's notation with their glyphs, comments in italics, and each
// variation in brackets after the move it replaces. A click on a move goes
// there; a right click opens the move's menu.
type moveList struct {
	widget.BaseWidget
	items  []moveItem
	cursor *notation.Node

	onSelect func(*notation.Node)
	onMenu   func(n *notation.Node, at fyne.Position)

	width  float32     // the width of the last layout
	height float32     // the height the items took at that width
	rects  []fyne.Size // each item's size
	places []fyne.Position
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

// show renders the game with the cursor's move highlighted.
func (l *moveList) show(g *notation.Game, cursor *notation.Node) {
	l.items = l.items[:0]
	l.cursor = cursor
	l.comment(g.Root.CommentAfter())
	l.line(g.Root, true)
	if g.Result != "" {
		l.items = append(l.items, moveItem{text: g.Result, kind: itemResult})
	}
	l.Refresh()
}

func (l *moveList) comment(c string) {
	for _, w := range strings.Fields(visibleComment(c)) {
		l.items = append(l.items, moveItem{text: w, kind: itemComment})
	}
}

// line adds the moves that follow n along its line, each followed by its
// variations in brackets. needNumber says whether the first move needs its
// number even when Black plays it.
func (l *moveList) line(n *notation.Node, needNumber bool) {
	for child := n.Next(); child != nil; child = child.Next() {
		l.move(child, needNumber)
		needNumber = child.CommentAfter() != ""
		if vars := child.Parent().Variations(); len(vars) > 0 {
			for _, v := range vars {
				l.items = append(l.items, moveItem{text: "(", kind: itemBracket})
				l.move(v, true)
				l.line(v, v.CommentAfter() != "")
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
	} else if needNumber || n.CommentBefore() != "" {
		l.items = append(l.items, moveItem{text: fmt.Sprintf("%d...", number), kind: itemNumber})
	}
	text := notation.TurnText(&pos, n.Turn()) + nagText(n.NAGs())
	l.items = append(l.items, moveItem{text: text, kind: itemMove, node: n, main: n.IsMainLine()})
	l.comment(n.CommentAfter())
}

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
		if it.node != nil && it.node == l.cursor && i < len(l.places) && i < len(l.rects) {
			return l.places[i].Y, l.places[i].Y + l.rects[i].Height, true
		}
	}
	return 0, 0, false
}

// itemAt returns the index of the item under pos, or -1.
func (l *moveList) itemAt(pos fyne.Position) int {
	for i, p := range l.places {
		if i < len(l.rects) && pos.X >= p.X && pos.Y >= p.Y && pos.X < p.X+l.rects[i].Width && pos.Y < p.Y+l.rects[i].Height {
			return i
		}
	}
	return -1
}

// Tapped goes to the clicked move.
func (l *moveList) Tapped(ev *fyne.PointEvent) {
	if i := l.itemAt(ev.Position); i >= 0 && l.items[i].node != nil && l.onSelect != nil {
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
	return &moveListRenderer{l: l, highlight: canvas.NewRectangle(color.Transparent)}
}

type moveListRenderer struct {
	l         *moveList
	highlight *canvas.Rectangle
	texts     []*canvas.Text
	objects   []fyne.CanvasObject
}

func (r *moveListRenderer) Destroy() {}

func (r *moveListRenderer) Objects() []fyne.CanvasObject { return r.objects }

// flow places the items in lines of the given width and returns the height
// they take.
func (r *moveListRenderer) flow(width float32) float32 {
	l := r.l
	gap := theme.Padding()
	space := fyne.MeasureText(" ", theme.TextSize(), fyne.TextStyle{}).Width
	l.places = l.places[:0]
	x, y, lineH := float32(0), float32(0), float32(0)
	for i, s := range l.rects {
		// No space inside brackets, after a move number or before glyphs.
		sep := space
		if i > 0 && (l.items[i-1].kind == itemNumber || l.items[i-1].text == "(" || l.items[i].text == ")") {
			sep = 0
		}
		need := s.Width
		if l.items[i].kind == itemNumber && i+1 < len(l.rects) {
			need += l.rects[i+1].Width // a number never ends a line
		}
		if x > 0 && x+sep+need > width {
			x, y, lineH = 0, y+lineH+gap/2, 0
		} else if x > 0 {
			x += sep
		}
		l.places = append(l.places, fyne.NewPos(x, y))
		x += s.Width
		if s.Height > lineH {
			lineH = s.Height
		}
	}
	return y + lineH
}

func (r *moveListRenderer) Layout(size fyne.Size) {
	l := r.l
	h := r.flow(size.Width)
	for i, t := range r.texts {
		t.Move(l.places[i])
		t.Resize(l.rects[i])
	}
	r.placeHighlight()
	if size.Width != l.width || h != l.height {
		l.width, l.height = size.Width, h
		// The height depends on the width: let the scroll container know.
		fyne.Do(l.Refresh)
	}
}

func (r *moveListRenderer) placeHighlight() {
	l := r.l
	r.highlight.Hide()
	for i, it := range l.items {
		if it.node != nil && it.node == l.cursor && i < len(l.places) {
			pad := theme.Padding() / 2
			r.highlight.Move(l.places[i].Subtract(fyne.NewPos(pad, 0)))
			r.highlight.Resize(l.rects[i].Add(fyne.NewSize(2*pad, 0)))
			r.highlight.Show()
		}
	}
}

func (r *moveListRenderer) MinSize() fyne.Size {
	w := r.l.width
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
	l.rects = l.rects[:0]
	r.highlight.FillColor = theme.Color(theme.ColorNameSelection)
	r.highlight.CornerRadius = theme.InputRadiusSize()
	r.objects = append(r.objects[:0], r.highlight)
	for i, it := range l.items {
		t := r.texts[i]
		t.Text = it.text
		t.TextSize = size
		t.TextStyle = fyne.TextStyle{}
		t.Color = theme.Color(theme.ColorNameForeground)
		switch it.kind {
		case itemNumber, itemBracket:
			t.Color = theme.Color(theme.ColorNamePlaceHolder)
		case itemComment:
			t.TextStyle.Italic = true
			t.Color = theme.Color(theme.ColorNamePlaceHolder)
		case itemResult:
			t.TextStyle.Bold = true
		case itemMove:
			t.TextStyle.Bold = it.main
			if it.node == l.cursor {
				t.Color = theme.Color(theme.ColorNamePrimary)
			}
		}
		l.rects = append(l.rects, t.MinSize())
		r.objects = append(r.objects, t)
		t.Refresh()
	}
	r.Layout(l.Size())
	r.highlight.Refresh()
}
