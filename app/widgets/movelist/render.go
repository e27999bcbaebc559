package movelist

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"

	"wormweave/notation"
)

// CreateRenderer is part of fyne.Widget.
func (l *List) CreateRenderer() fyne.WidgetRenderer {
	l.renderer = &renderer{l: l, highlight: canvas.NewRectangle(color.Transparent)}
	return l.renderer
}

type renderer struct {
	l         *List
	highlight *canvas.Rectangle
	texts     []*canvas.Text
	objects   []fyne.CanvasObject

	// The layout: the width it was made for, the height the items took,
	// and each item's size and place. The list hit-tests with them.
	width, height float32
	rects         []fyne.Size
	places        []fyne.Position
}

func (r *renderer) Destroy() {}

func (r *renderer) Objects() []fyne.CanvasObject { return r.objects }

// flow places the items in lines of the given width and returns the height
// they take. The lines keep clear of the right edge by a scroll bar's
// width: the scroll that holds the list draws its bar over its content.
func (r *renderer) flow(width float32) float32 {
	l := r.l
	gap := theme.Padding()
	width -= theme.ScrollBarSize()
	space := fyne.MeasureText(" ", theme.TextSize(), fyne.TextStyle{}).Width
	r.places = r.places[:0]
	x, y, lineH := float32(0), float32(0), float32(0)
	for i, s := range r.rects {
		// No space inside brackets, after a move number or before glyphs.
		sep := space
		if i > 0 && glued(l.items[i-1], l.items[i]) {
			sep = 0
		}
		// The result stands a space apart from the last move even when
		// that move's highlight takes a little of the gap.
		if l.items[i].Kind == Result {
			sep += gap
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
func glued(a, b Item) bool {
	return a.Kind == Number || a.Kind == Bracket && a.Text == "(" || b.Kind == Bracket && b.Text == ")"
}

func (r *renderer) Layout(size fyne.Size) {
	l := r.l
	h := r.flow(size.Width)
	for i, t := range r.texts {
		t.Move(r.places[i])
		t.Resize(r.rects[i])
		if l.items[i].Kind == Eval {
			m := t.MinSize()
			t.Move(r.places[i].AddXY(0, r.rects[i].Height-m.Height-1))
			t.Resize(m)
		}
	}
	r.cull()
	r.placeHighlight()
	if size.Width != r.width || h != r.height {
		r.width, r.height = size.Width, h
		// The height depends on the width: let the scroll container know.
		fyne.Do(l.Refresh)
	}
}

func (r *renderer) placeHighlight() {
	l := r.l
	r.highlight.Hide()
	for i, it := range l.items {
		if it.Node != nil && it.Node == l.cursor && i < len(r.places) {
			pad := theme.Padding() / 2
			r.highlight.Move(r.places[i].Subtract(fyne.NewPos(pad, 0)))
			r.highlight.Resize(r.rects[i].Add(fyne.NewSize(2*pad, 0)))
			r.highlight.Show()
		}
	}
}

func (r *renderer) MinSize() fyne.Size {
	w := r.width
	if w <= 0 {
		w = 240
	}
	return fyne.NewSize(120, r.flow(w))
}

func (r *renderer) Refresh() {
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
		t.Text = it.Text
		t.TextSize = size
		if it.Kind == Eval {
			// Small and quiet, as a note on the move rather than a word.
			t.TextSize = theme.CaptionTextSize()
		}
		r.style(t, it)
		m := t.MinSize()
		if it.Kind == Eval {
			// As tall as a move, so that the smaller text sits on the
			// line's baseline (Layout sets it at the bottom).
			m.Height = max(m.Height, fyne.MeasureText("X", size, fyne.TextStyle{}).Height)
		}
		r.rects = append(r.rects, m)
		r.objects = append(r.objects, t)
		t.Refresh()
	}
	r.Layout(l.Size())
	r.highlight.Refresh()
}

// style gives an item's text the colour and style of its kind.
func (r *renderer) style(t *canvas.Text, it Item) {
	t.TextStyle = fyne.TextStyle{}
	t.Color = theme.Color(theme.ColorNameForeground)
	switch it.Kind {
	case Number, Bracket:
		t.Color = theme.Color(theme.ColorNamePlaceHolder)
	case Eval:
		t.Color = theme.Color(theme.ColorNamePlaceHolder)
	case Comment:
		t.TextStyle.Italic = true
		t.Color = theme.Color(theme.ColorNamePlaceHolder)
	case More:
		t.TextStyle.Italic = true
		t.Color = theme.Color(theme.ColorNameHyperlink)
	case Result:
		t.TextStyle.Bold = true
	case Move:
		t.TextStyle.Bold = it.Main
		if it.Node == r.l.cursor {
			t.Color = theme.Color(theme.ColorNamePrimary)
		}
	}
}

// cursorMoved restyles the moves that lose and gain the cursor and moves
// the highlight: a step through the game redraws two words, not the list.
func (r *renderer) cursorMoved(old, cursor *notation.Node) {
	l := r.l
	for i, it := range l.items {
		if it.Node != nil && (it.Node == old || it.Node == cursor) && i < len(r.texts) {
			r.style(r.texts[i], it)
			r.texts[i].Refresh()
		}
	}
	r.placeHighlight()
	r.highlight.Refresh()
}

// cull hides the words outside the view and shows those inside it. A word
// shown again was laid out and styled while hidden, so it needs no refresh.
func (r *renderer) cull() {
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
