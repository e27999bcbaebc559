// Package evalgraph plots the evaluations a record holds along its main
// line, under the move list, and goes to a move when it is clicked. It
// draws what the record says, not the engine's live search; the move to go
// to is given to its owner's callback. It knows nothing of the document,
// the analysis or the window, and must not reach into them.
package evalgraph

import (
	"fmt"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"wormweave/notation"
	"wormweave/review"
	"wormweave/rules"
)

// graphPawns is the advantage the graph's scale marks, each side of the
// balance.
const graphPawns = 5

// Height is the graph's height under the move list, its scale of move
// numbers included.
const Height = 84

// The graph's own colours: White's bars light and Black's dark whatever the
// theme, as the pieces are, on a grey that sets both apart; the chips that
// name the sides take the colours of their bars.
var (
	graphBack      = color.NRGBA{0x88, 0x88, 0x88, 0xff}
	graphZero      = color.NRGBA{0x60, 0x60, 0x60, 0xff}
	graphWhite     = color.NRGBA{0xf4, 0xf4, 0xf4, 0xff}
	graphBlack     = color.NRGBA{0x10, 0x10, 0x10, 0xff}
	graphMateColor = color.NRGBA{0xd0, 0x40, 0x40, 0xff}
)

// markerColor marks the current move: the colour of the engine's arrows on
// the board.
var markerColor = color.NRGBA{0xd0, 0x40, 0xa0, 0xd0}

// graphPad is the room around the graph's small texts.
const graphPad = 3

// graphMateCap is the height of the mark at the edge on a mate's bar.
const graphMateCap = 3

// Graph plots the evaluations of the main line that the record holds
// ([%eval] comments, from a review or another program): one bar a move,
// White's winning chances up and Black's down on the curve the review
// judges by (review.Chances), a mate at the edge and marked. The scale on
// the left marks graphPawns each side where the curve puts them, the sides
// are named at the top and the bottom, move numbers run along the bottom.
// The current move is marked; a click goes to a move.
type Graph struct {
	widget.BaseWidget
	nodes   []*notation.Node
	values  []float32 // -1 to 1, and NaN-free: a move without evaluation is 0
	scale   float32   // the height of graphPawns, 0 to 1
	has     []bool
	mate    []bool
	numbers []int // the move number of a node that starts one, else 0
	cursor  int   // the index of the current move in nodes, or -1

	onSelect func(*notation.Node)
}

var _ fyne.Tappable = (*Graph)(nil)

// New returns a hidden graph; a click on it calls onSelect with the move
// under the pointer.
func New(onSelect func(*notation.Node)) *Graph {
	g := &Graph{onSelect: onSelect, cursor: -1}
	g.ExtendBaseWidget(g)
	g.Hide()
	return g
}

// Plot plots g's main line with cursor marked; the graph hides when the
// main line holds no evaluation.
func (g *Graph) Plot(game *notation.Game, cursor *notation.Node) {
	line := game.MainLine()
	g.nodes = line
	g.values = g.values[:0]
	g.has = g.has[:0]
	g.mate = g.mate[:0]
	g.numbers = g.numbers[:0]
	g.cursor = -1
	g.scale = float32(review.Chances(game.Variant, notation.Eval{Centipawns: 100 * graphPawns}, rules.White))
	found := false
	last := 0
	for i, n := range line {
		e, ok := n.Eval()
		p := n.Position()
		v := float32(0)
		if ok {
			found = true
			v = float32(review.Chances(game.Variant, e, p.Turn()))
		}
		g.values = append(g.values, max(-1, min(v, 1)))
		g.has = append(g.has, ok)
		g.mate = append(g.mate, ok && e.Mate)
		number := 0
		if parent := n.Parent(); parent != nil {
			pp := parent.Position()
			if m := notation.MoveNumber(pp.Plies(), pp.Turn()); m != last {
				number, last = m, m
			}
		}
		g.numbers = append(g.numbers, number)
		if n == cursor {
			g.cursor = i
		}
	}
	g.Hidden = !found
	g.Refresh()
}

// scaleLabels are the scale's marks, top to bottom: graphPawns for each
// side, and the balance.
func scaleLabels() [3]string {
	return [3]string{fmt.Sprintf("+%d", graphPawns), "0", fmt.Sprintf("\u2212%d", graphPawns)}
}

// graphText is the size of the graph's texts: the theme's caption size,
// which stays readable in the graph's small height.
func graphText() float32 { return theme.CaptionTextSize() }

// plotArea returns where the bars go in a graph of the given size: right of
// the scale and above the move numbers.
func plotArea(size fyne.Size) (pos fyne.Position, plot fyne.Size) {
	gutter := float32(0)
	for _, s := range scaleLabels() {
		gutter = max(gutter, fyne.MeasureText(s, graphText(), fyne.TextStyle{}).Width)
	}
	gutter += 2 * graphPad
	axis := fyne.MeasureText("0", graphText(), fyne.TextStyle{}).Height + 2
	return fyne.NewPos(gutter, 0), fyne.NewSize(max(size.Width-gutter, 1), max(size.Height-axis, 1))
}

// Tapped goes to the move under the pointer.
func (g *Graph) Tapped(ev *fyne.PointEvent) {
	n := len(g.nodes)
	if n == 0 || g.onSelect == nil || g.Size().Width <= 0 {
		return
	}
	at, plot := plotArea(g.Size())
	i := int((ev.Position.X - at.X) / plot.Width * float32(n))
	g.onSelect(g.nodes[max(0, min(i, n-1))])
}

// MinSize is part of fyne.Widget.
func (g *Graph) MinSize() fyne.Size { return fyne.NewSize(0, Height) }

// CreateRenderer is part of fyne.Widget.
func (g *Graph) CreateRenderer() fyne.WidgetRenderer {
	r := &renderer{
		g:      g,
		back:   canvas.NewRectangle(graphBack),
		zero:   canvas.NewLine(graphZero),
		marker: canvas.NewRectangle(markerColor),
	}
	r.zero.StrokeWidth = 1
	for i := range r.scale {
		r.scale[i] = canvas.NewText("", color.Black)
		r.scale[i].Alignment = fyne.TextAlignTrailing
		r.ticks[i] = canvas.NewLine(color.Black)
	}
	r.whiteChip = newGraphChip(graphWhite, graphBlack)
	r.blackChip = newGraphChip(graphBlack, graphWhite)
	r.Refresh()
	return r
}

// mateRun is a run of bars of mates for the same side: the bars first to
// last, up for White's.
type mateRun struct {
	first, last int
	up          bool
}

// mateRuns returns the runs of mates, left to right.
func (g *Graph) mateRuns() []mateRun {
	var runs []mateRun
	for i := 0; i < len(g.values); i++ {
		if !g.mate[i] {
			continue
		}
		run := mateRun{first: i, last: i, up: g.values[i] > 0}
		for run.last+1 < len(g.values) && g.mate[run.last+1] && (g.values[run.last+1] > 0) == run.up {
			run.last++
		}
		runs = append(runs, run)
		i = run.last
	}
	return runs
}
