// Package engineline draws one line of the engine on one row: its score,
// then its moves numbered like the move list, as many as fit. The words
// come from its owner, already written; a click plays the line through the
// owner's callback. It owns its drawing only and knows nothing of the
// engine, the analysis or the window, and must not reach into them.
package engineline

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Word is one word of an engine line: its score, a move number or a move
// (Move is the move's index in the line, -1 for other words).
type Word struct {
	Text string
	Move int
	Bold bool
}

// Line shows one line of the engine on one row: its score, then its
// moves numbered like the move list, as many as fit. A click on a move
// plays the line up to that move; a click elsewhere plays all of it.
type Line struct {
	widget.BaseWidget
	words []Word
	moves int // the moves in the line

	// onPlay plays the line's first upTo+1 moves.
	onPlay func(upTo int)

	r *renderer // where the words are, for Tapped
}

var (
	_ fyne.Tappable      = (*Line)(nil)
	_ desktop.Cursorable = (*Line)(nil)
)

// New returns an empty line; a click on it calls onPlay with the index of
// the last move to play.
func New(onPlay func(upTo int)) *Line {
	l := &Line{onPlay: onPlay}
	l.ExtendBaseWidget(l)
	return l
}

// Set shows words; it redraws only if they changed, so that a line the
// engine reports again unchanged does not blink.
func (l *Line) Set(words []Word) {
	if slices.Equal(l.words, words) {
		return
	}
	l.words = words
	l.moves = 0
	for _, w := range words {
		if w.Move >= 0 {
			l.moves++
		}
	}
	l.Refresh()
}

// Words returns the words the line shows.
func (l *Line) Words() []Word { return l.words }

// WordPosition returns where word i of the line is drawn, once the line
// has been laid out.
func (l *Line) WordPosition(i int) fyne.Position {
	if l.r == nil || i >= len(l.r.texts) {
		return fyne.Position{}
	}
	return l.r.texts[i].Position()
}

// Cursor shows a hand: the line is a link.
func (l *Line) Cursor() desktop.Cursor { return desktop.PointerCursor }

// Tapped plays the line up to the move under the pointer, or all of it.
func (l *Line) Tapped(ev *fyne.PointEvent) {
	if l.onPlay == nil || l.moves == 0 {
		return
	}
	r := l.r
	if r == nil {
		return
	}
	upTo := l.moves - 1
	for i, t := range r.texts {
		if t.Hidden || i >= len(l.words) || l.words[i].Move < 0 {
			continue
		}
		if ev.Position.X >= t.Position().X && ev.Position.X < t.Position().X+t.Size().Width {
			upTo = l.words[i].Move
		}
	}
	l.onPlay(upTo)
}

// CreateRenderer is part of fyne.Widget.
func (l *Line) CreateRenderer() fyne.WidgetRenderer {
	r := &renderer{l: l}
	l.r = r
	r.Refresh()
	return r
}

type renderer struct {
	l     *Line
	texts []*canvas.Text
	objs  []fyne.CanvasObject
}

func (r *renderer) Destroy() {}

func (r *renderer) Objects() []fyne.CanvasObject { return r.objs }

func (r *renderer) MinSize() fyne.Size {
	h := fyne.MeasureText("Mg", theme.TextSize(), fyne.TextStyle{}).Height
	return fyne.NewSize(0, h+theme.InnerPadding()/2)
}

// WidestScore is the widest score a line usually shows: the scores take a
// column this wide, so that the lines' moves start one under the other.
const WidestScore = "-88.8"

// Layout sets the words one after another and hides those that do not
// fit, and a move number left without its move. The score, first, is
// right-aligned in a column of its own.
func (r *renderer) Layout(size fyne.Size) {
	space := max(fyne.MeasureText(" ", theme.TextSize(), fyne.TextStyle{}).Width, theme.Padding())
	x := theme.InnerPadding() / 2
	lastShown := -1
	words := r.l.words
	for i, t := range r.texts {
		s := t.MinSize()
		t.Resize(s)
		w := s.Width
		if i == 0 && len(words) > 0 && words[0].Bold {
			w = max(w, fyne.MeasureText(WidestScore, t.TextSize, fyne.TextStyle{Bold: true}).Width)
		}
		t.Move(fyne.NewPos(x+w-s.Width, (size.Height-s.Height)/2))
		t.Hidden = x+w > size.Width
		if !t.Hidden {
			lastShown = i
		}
		x += w + space
	}
	if lastShown > 0 && lastShown < len(words) && words[lastShown].Move < 0 && !words[lastShown].Bold {
		r.texts[lastShown].Hidden = true
	}
}

func (r *renderer) Refresh() {
	words := r.l.words
	for len(r.texts) < len(words) {
		r.texts = append(r.texts, canvas.NewText("", nil))
	}
	r.texts = r.texts[:len(words)]
	r.objs = r.objs[:0]
	for i, w := range words {
		t := r.texts[i]
		t.Text = w.Text
		t.TextSize = theme.TextSize()
		t.TextStyle.Bold = w.Bold
		t.Color = theme.Color(theme.ColorNameForeground)
		if w.Move < 0 && !w.Bold {
			t.Color = theme.Color(theme.ColorNamePlaceHolder)
		}
		r.objs = append(r.objs, t)
	}
	r.Layout(r.l.Size())
	for _, t := range r.texts {
		t.Refresh()
	}
}
