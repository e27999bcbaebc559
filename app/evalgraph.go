package app

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"wormweave/notation"
	"wormweave/rules"
)

// graphPawns is where the graph clips an evaluation: beyond a few pawns a
// game is decided, and the swings that matter are the small ones.
const graphPawns = 5

// graphHeight is the graph's height under the move list.
const graphHeight = 72

// evalGraph plots the evaluations of the main line that the record holds
// ([%eval] comments, from a review or another program): one bar a move,
// White's advantage up and Black's down, clipped at graphPawns, a mate at
// the edge. The current move is marked; a click goes to a move.
type evalGraph struct {
	widget.BaseWidget
	nodes  []*notation.Node
	values []float32 // -1 to 1, and NaN-free: a move without evaluation is 0
	has    []bool
	cursor int // the index of the current move in nodes, or -1

	onSelect func(*notation.Node)
}

var _ fyne.Tappable = (*evalGraph)(nil)

func newEvalGraph(onSelect func(*notation.Node)) *evalGraph {
	g := &evalGraph{onSelect: onSelect, cursor: -1}
	g.ExtendBaseWidget(g)
	g.Hide()
	return g
}

// show plots g's main line with cursor marked; the graph hides when the
// main line holds no evaluation.
func (g *evalGraph) show(game *notation.Game, cursor *notation.Node) {
	line := game.MainLine()
	g.nodes = line
	g.values = g.values[:0]
	g.has = g.has[:0]
	g.cursor = -1
	found := false
	for i, n := range line {
		e, ok := n.Eval()
		p := n.Position()
		v := float32(0)
		if ok {
			found = true
			switch {
			case e.Mate && (e.MateIn > 0 || (e.MateIn == 0 && p.Turn() == rules.Black)):
				v = 1 // White mates, or Black to move is mated
			case e.Mate:
				v = -1
			default:
				v = float32(e.Centipawns) / (100 * graphPawns)
			}
		}
		g.values = append(g.values, max(-1, min(v, 1)))
		g.has = append(g.has, ok)
		if n == cursor {
			g.cursor = i
		}
	}
	g.Hidden = !found
	g.Refresh()
}

// Tapped goes to the move under the pointer.
func (g *evalGraph) Tapped(ev *fyne.PointEvent) {
	n := len(g.nodes)
	if n == 0 || g.onSelect == nil || g.Size().Width <= 0 {
		return
	}
	i := int(ev.Position.X / g.Size().Width * float32(n))
	g.onSelect(g.nodes[max(0, min(i, n-1))])
}

func (g *evalGraph) MinSize() fyne.Size { return fyne.NewSize(0, graphHeight) }

func (g *evalGraph) CreateRenderer() fyne.WidgetRenderer {
	r := &evalGraphRenderer{
		g:      g,
		back:   canvas.NewRectangle(color.NRGBA{0x88, 0x88, 0x88, 0xff}),
		zero:   canvas.NewLine(color.NRGBA{0x60, 0x60, 0x60, 0xff}),
		marker: canvas.NewRectangle(color.NRGBA{0xd0, 0x40, 0xa0, 0xd0}),
	}
	r.zero.StrokeWidth = 1
	r.Refresh()
	return r
}

type evalGraphRenderer struct {
	g      *evalGraph
	back   *canvas.Rectangle
	zero   *canvas.Line
	bars   []*canvas.Rectangle
	marker *canvas.Rectangle
	objs   []fyne.CanvasObject
}

func (r *evalGraphRenderer) Destroy() {}

func (r *evalGraphRenderer) Objects() []fyne.CanvasObject { return r.objs }

func (r *evalGraphRenderer) MinSize() fyne.Size { return r.g.MinSize() }

func (r *evalGraphRenderer) Layout(size fyne.Size) {
	g := r.g
	r.back.Resize(size)
	mid := size.Height / 2
	r.zero.Position1, r.zero.Position2 = fyne.NewPos(0, mid), fyne.NewPos(size.Width, mid)
	n := len(g.values)
	if n == 0 {
		r.marker.Hide()
		return
	}
	w := size.Width / float32(n)
	for i, b := range r.bars {
		h := g.values[i] * (mid - 1)
		if h >= 0 {
			b.Move(fyne.NewPos(float32(i)*w, mid-h))
		} else {
			b.Move(fyne.NewPos(float32(i)*w, mid))
			h = -h
		}
		b.Resize(fyne.NewSize(max(w-1, 1), h))
	}
	r.marker.Hidden = g.cursor < 0
	if g.cursor >= 0 {
		r.marker.Move(fyne.NewPos(float32(g.cursor)*w+w/2-1, 0))
		r.marker.Resize(fyne.NewSize(2, size.Height))
	}
}

func (r *evalGraphRenderer) Refresh() {
	g := r.g
	for len(r.bars) < len(g.values) {
		r.bars = append(r.bars, canvas.NewRectangle(color.Transparent))
	}
	r.bars = r.bars[:len(g.values)]
	r.objs = append(r.objs[:0], r.back, r.zero)
	for i, b := range r.bars {
		switch {
		case !g.has[i]:
			b.FillColor = color.Transparent
		case g.values[i] >= 0:
			b.FillColor = color.NRGBA{0xf4, 0xf4, 0xf4, 0xff}
		default:
			b.FillColor = color.NRGBA{0x10, 0x10, 0x10, 0xff}
		}
		r.objs = append(r.objs, b)
	}
	r.objs = append(r.objs, r.marker)
	r.back.StrokeColor = theme.Color(theme.ColorNameSeparator)
	r.back.StrokeWidth = 1
	r.Layout(g.Size())
	for _, o := range r.objs {
		o.Refresh()
	}
}
