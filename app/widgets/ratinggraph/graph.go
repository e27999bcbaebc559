// Package ratinggraph draws a player's rating over their attempts, as the
// puzzle trainer's dashboard shows it: one point an attempt, oldest on
// the left, joined by a line, with the lowest and highest ratings marked
// on the left and the first and last dates along the bottom. It draws
// what its owner sets and knows nothing of puzzles or the window.
package ratinggraph

import (
	"fmt"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Height is the graph's height, its labels included.
const Height = 140

// lineColor is the rating's line: the engine's arrows' blue, which reads
// on both themes' backgrounds.
var lineColor = color.NRGBA{0x1e, 0x88, 0xe5, 0xff}

// Graph is the rating graph.
type Graph struct {
	widget.BaseWidget
	ratings     []int
	first, last string // the dates under the ends, or ""
	empty       string // said when there is nothing to draw
}

// New returns an empty graph, which says empty until it has two ratings.
func New(empty string) *Graph {
	g := &Graph{empty: empty}
	g.ExtendBaseWidget(g)
	return g
}

// Set draws ratings (one an attempt, oldest first), first and last
// written under its ends.
func (g *Graph) Set(ratings []int, first, last string) {
	g.ratings = append([]int(nil), ratings...)
	g.first, g.last = first, last
	g.Refresh()
}

// SetEmpty changes what the graph says when it has nothing to draw.
func (g *Graph) SetEmpty(s string) {
	g.empty = s
	g.Refresh()
}

// Points returns the ratings drawn.
func (g *Graph) Points() []int { return g.ratings }

// MinSize is a graph's minimum size: room for a few hundred points.
func (g *Graph) MinSize() fyne.Size { return fyne.NewSize(240, Height) }

// CreateRenderer draws the graph.
func (g *Graph) CreateRenderer() fyne.WidgetRenderer {
	r := &renderer{g: g, frame: canvas.NewRectangle(color.Transparent)}
	r.frame.StrokeWidth = 1
	mk := func() *canvas.Text {
		t := canvas.NewText("", theme.Color(theme.ColorNameForeground))
		t.TextSize = theme.CaptionTextSize()
		return t
	}
	r.hi, r.lo, r.from, r.to, r.note = mk(), mk(), mk(), mk(), mk()
	r.Refresh()
	return r
}

type renderer struct {
	g                      *Graph
	frame                  *canvas.Rectangle
	lines                  []*canvas.Line
	hi, lo, from, to, note *canvas.Text
	objs                   []fyne.CanvasObject
}

func (r *renderer) Destroy()                     {}
func (r *renderer) Objects() []fyne.CanvasObject { return r.objs }
func (r *renderer) MinSize() fyne.Size           { return r.g.MinSize() }

// Refresh makes one line a pair of neighbouring points and writes the
// texts.
func (r *renderer) Refresh() {
	g := r.g
	fg := theme.Color(theme.ColorNameForeground)
	r.frame.StrokeColor = theme.Color(theme.ColorNameDisabled)
	for _, t := range []*canvas.Text{r.hi, r.lo, r.from, r.to, r.note} {
		t.Color = fg
		t.TextSize = theme.CaptionTextSize()
	}
	n := max(len(g.ratings)-1, 0)
	for len(r.lines) < n {
		l := canvas.NewLine(lineColor)
		l.StrokeWidth = 2
		r.lines = append(r.lines, l)
	}
	r.lines = r.lines[:n]
	r.note.Text = ""
	r.hi.Text, r.lo.Text = "", ""
	if len(g.ratings) < 2 {
		r.note.Text = g.empty
	} else {
		lo, hi := bounds(g.ratings)
		r.hi.Text, r.lo.Text = fmt.Sprint(hi), fmt.Sprint(lo)
	}
	r.from.Text, r.to.Text = g.first, g.last
	r.objs = []fyne.CanvasObject{r.frame, r.hi, r.lo, r.from, r.to, r.note}
	for _, l := range r.lines {
		r.objs = append(r.objs, l)
	}
	r.Layout(g.Size())
	canvas.Refresh(g)
}

// bounds returns the lowest and highest ratings, apart by 100 at least
// so that a flat record is drawn flat in the middle.
func bounds(rs []int) (lo, hi int) {
	lo, hi = rs[0], rs[0]
	for _, v := range rs {
		lo, hi = min(lo, v), max(hi, v)
	}
	if hi-lo < 100 {
		mid := (lo + hi) / 2
		lo, hi = mid-50, mid+50
	}
	return lo, hi
}

func (r *renderer) Layout(size fyne.Size) {
	g := r.g
	pad := theme.InnerPadding() / 2
	label := fyne.MeasureText("0000", theme.CaptionTextSize(), fyne.TextStyle{})
	left := label.Width + 2*pad
	bottom := label.Height + pad
	plot := fyne.NewSize(max(size.Width-left-pad, 1), max(size.Height-bottom-pad, 1))
	at := fyne.NewPos(left, pad)
	r.frame.Move(at)
	r.frame.Resize(plot)
	r.hi.Move(fyne.NewPos(pad, at.Y))
	r.lo.Move(fyne.NewPos(pad, at.Y+plot.Height-label.Height))
	r.from.Move(fyne.NewPos(at.X, at.Y+plot.Height))
	w := fyne.MeasureText(r.to.Text, theme.CaptionTextSize(), fyne.TextStyle{}).Width
	r.to.Move(fyne.NewPos(at.X+plot.Width-w, at.Y+plot.Height))
	nw := fyne.MeasureText(r.note.Text, theme.CaptionTextSize(), fyne.TextStyle{}).Width
	r.note.Move(fyne.NewPos(at.X+(plot.Width-nw)/2, at.Y+(plot.Height-label.Height)/2))
	if len(g.ratings) < 2 {
		return
	}
	lo, hi := bounds(g.ratings)
	inner := pad
	point := func(i int) fyne.Position {
		x := at.X + inner + (plot.Width-2*inner)*float32(i)/float32(len(g.ratings)-1)
		y := at.Y + inner + (plot.Height-2*inner)*float32(hi-g.ratings[i])/float32(hi-lo)
		return fyne.NewPos(x, y)
	}
	for i, l := range r.lines {
		l.Position1, l.Position2 = point(i), point(i+1)
	}
}
