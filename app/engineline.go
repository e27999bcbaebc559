package app

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// lineWord is one word of an engine line: its score, a move number or a
// move (move is the move's index in the line, -1 for other words).
type lineWord struct {
	text string
	move int
	bold bool
}

// engineLine shows one line of the engine on one row: its score, then its
// moves numbered like the move list, as many as fit. A click on a move
// plays the line up to that move; a click elsewhere plays all of it.
type engineLine struct {
	widget.BaseWidget
	words []lineWord
	moves int // the moves in the line

	// onPlay plays the line's first upTo+1 moves.
	onPlay func(upTo int)

	r *engineLineRenderer // where the words are, for Tapped
}

var (
	_ fyne.Tappable      = (*engineLine)(nil)
	_ desktop.Cursorable = (*engineLine)(nil)
)

func newEngineLine(onPlay func(upTo int)) *engineLine {
	l := &engineLine{onPlay: onPlay}
	l.ExtendBaseWidget(l)
	return l
}

// set shows words; it redraws only if they changed, so that a line the
// engine reports again unchanged does not blink.
func (l *engineLine) set(words []lineWord) {
	if slices.Equal(l.words, words) {
		return
	}
	l.words = words
	l.moves = 0
	for _, w := range words {
		if w.move >= 0 {
			l.moves++
		}
	}
	l.Refresh()
}

// Cursor shows a hand: the line is a link.
func (l *engineLine) Cursor() desktop.Cursor { return desktop.PointerCursor }

// Tapped plays the line up to the move under the pointer, or all of it.
func (l *engineLine) Tapped(ev *fyne.PointEvent) {
	if l.onPlay == nil || l.moves == 0 {
		return
	}
	r := l.r
	if r == nil {
		return
	}
	upTo := l.moves - 1
	for i, t := range r.texts {
		if t.Hidden || i >= len(l.words) || l.words[i].move < 0 {
			continue
		}
		if ev.Position.X >= t.Position().X && ev.Position.X < t.Position().X+t.Size().Width {
			upTo = l.words[i].move
		}
	}
	l.onPlay(upTo)
}

func (l *engineLine) CreateRenderer() fyne.WidgetRenderer {
	r := &engineLineRenderer{l: l}
	l.r = r
	r.Refresh()
	return r
}

type engineLineRenderer struct {
	l     *engineLine
	texts []*canvas.Text
	objs  []fyne.CanvasObject
}

func (r *engineLineRenderer) Destroy() {}

func (r *engineLineRenderer) Objects() []fyne.CanvasObject { return r.objs }

func (r *engineLineRenderer) MinSize() fyne.Size {
	h := fyne.MeasureText("Mg", theme.TextSize(), fyne.TextStyle{}).Height
	return fyne.NewSize(0, h+theme.InnerPadding()/2)
}

// widestScore is the widest score a line usually shows: the scores take a
// column this wide, so that the lines' moves start one under the other.
const widestScore = "-88.8"

// Layout sets the words one after another and hides those that do not
// fit, and a move number left without its move. The score, first, is
// right-aligned in a column of its own.
func (r *engineLineRenderer) Layout(size fyne.Size) {
	space := max(fyne.MeasureText(" ", theme.TextSize(), fyne.TextStyle{}).Width, theme.Padding())
	x := theme.InnerPadding() / 2
	lastShown := -1
	words := r.l.words
	for i, t := range r.texts {
		s := t.MinSize()
		t.Resize(s)
		w := s.Width
		if i == 0 && len(words) > 0 && words[0].bold {
			w = max(w, fyne.MeasureText(widestScore, t.TextSize, fyne.TextStyle{Bold: true}).Width)
		}
		t.Move(fyne.NewPos(x+w-s.Width, (size.Height-s.Height)/2))
		t.Hidden = x+w > size.Width
		if !t.Hidden {
			lastShown = i
		}
		x += w + space
	}
	if lastShown > 0 && lastShown < len(words) && words[lastShown].move < 0 && !words[lastShown].bold {
		r.texts[lastShown].Hidden = true
	}
}

func (r *engineLineRenderer) Refresh() {
	words := r.l.words
	for len(r.texts) < len(words) {
		r.texts = append(r.texts, canvas.NewText("", nil))
	}
	r.texts = r.texts[:len(words)]
	r.objs = r.objs[:0]
	for i, w := range words {
		t := r.texts[i]
		t.Text = w.text
		t.TextSize = theme.TextSize()
		t.TextStyle.Bold = w.bold
		t.Color = theme.Color(theme.ColorNameForeground)
		if w.move < 0 && !w.bold {
			t.Color = theme.Color(theme.ColorNamePlaceHolder)
		}
		r.objs = append(r.objs, t)
	}
	r.Layout(r.l.Size())
	for _, t := range r.texts {
		t.Refresh()
	}
}
