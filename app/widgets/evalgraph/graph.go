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
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/boardscene"
	"wormweave/app/text"
	"wormweave/notation"
	"wormweave/rules"
)

// graphPawns is the advantage the graph's scale marks, each side of the
// balance.
const graphPawns = 5

// Height is the graph's height under the move list, its scale of move
// numbers included.
const Height = 84

// The graph's own colours, the same in every theme and as far apart as the
// board's squares: White's side light and Black's dark, as the pieces are.
// The half of the plot where White's bars grow is dark and the half where
// Black's grow is light, each side's bars in its colour, so that every bar
// stands out from the ground it grows into and the plot reads as one area
// of White's and one of Black's, the line between them the evaluation. A
// move without an evaluation is a column of mid grey, neither side's.
var (
	graphZero      = color.NRGBA{0x80, 0x80, 0x80, 0xff}
	graphWhite     = color.NRGBA{0xf2, 0xf2, 0xf2, 0xff}
	graphBlack     = color.NRGBA{0x26, 0x26, 0x26, 0xff}
	graphMissing   = color.NRGBA{0x80, 0x80, 0x80, 0xc0}
	graphMateColor = color.NRGBA{0xe0, 0x30, 0x30, 0xff}
)

// markerColor marks the current move: the colour of the engine's arrows on
// the board.
var markerColor = boardscene.EngineArrow

// graphPad is the room around the graph's small texts.
const graphPad = 3

// graphMateCap is the height of the mark at the edge on a mate's bar.
const graphMateCap = 3

// Graph plots the evaluations of the main line that the record holds
// ([%eval] comments, from a review or another program): one bar a move,
// White's winning chances up and Black's down on the curve its owner gives
// (the one the review judges by), a mate at the edge and marked. The scale on
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

	// The move under the pointer, or -1, and where the pointer is: the
	// graph writes that move and its evaluation there.
	hover   int
	pointer fyne.Position
	r       *renderer // moves the tip alone while the pointer stays over a move

	onSelect func(*notation.Node)
	chances  Chances
	// pending are evaluations of moves that a review running has found,
	// plotted in place of the record's until the review writes them.
	pending map[*notation.Node]notation.Eval
}

// Chances gives White's winning chances, from -1 to 1, in a position of
// variant v with turn to move whose evaluation from White's side is e.
type Chances func(v rules.Variant, e notation.Eval, turn rules.Color) float64

var (
	_ fyne.Tappable     = (*Graph)(nil)
	_ desktop.Hoverable = (*Graph)(nil)
)

// New returns a hidden graph that plots evaluations as chances gives them;
// a click on it calls onSelect with the move under the pointer.
func New(onSelect func(*notation.Node), chances Chances) *Graph {
	g := &Graph{onSelect: onSelect, chances: chances, cursor: -1, hover: -1}
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
	if g.hover >= len(line) {
		g.hover = -1
	}
	g.scale = float32(g.chances(game.Variant, notation.Eval{Centipawns: 100 * graphPawns}, rules.White))
	found := false
	last := 0
	for i, n := range line {
		e, ok := n.Eval()
		if pe, found := g.pending[n]; found {
			e, ok = pe, true
		}
		p := n.Position()
		v := float32(0)
		if ok {
			found = true
			v = float32(g.chances(game.Variant, e, p.Turn()))
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

// SetPending has the graph plot evals, the evaluations a running review
// has found so far of moves of game, in place of those the record holds,
// with cursor marked; nil plots the record alone again.
func (g *Graph) SetPending(evals map[*notation.Node]notation.Eval, game *notation.Game, cursor *notation.Node) {
	g.pending = evals
	g.Plot(game, cursor)
}

// Plotted is how many moves of the main line the graph plots an
// evaluation of.
func (g *Graph) Plotted() int {
	n := 0
	for _, has := range g.has {
		if has {
			n++
		}
	}
	return n
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

// moveAt returns the index of the move whose bar is at x, or -1.
func (g *Graph) moveAt(x float32) int {
	n := len(g.nodes)
	if n == 0 || g.Size().Width <= 0 {
		return -1
	}
	at, plot := plotArea(g.Size())
	i := int((x - at.X) / plot.Width * float32(n))
	return max(0, min(i, n-1))
}

// Tapped goes to the move under the pointer.
func (g *Graph) Tapped(ev *fyne.PointEvent) {
	if i := g.moveAt(ev.Position.X); i >= 0 && g.onSelect != nil {
		g.onSelect(g.nodes[i])
	}
}

// MouseIn is part of desktop.Hoverable: the move under the pointer is
// written beside it.
func (g *Graph) MouseIn(ev *desktop.MouseEvent) { g.MouseMoved(ev) }

// MouseMoved is part of desktop.Hoverable.
func (g *Graph) MouseMoved(ev *desktop.MouseEvent) {
	i := g.moveAt(ev.Position.X)
	if i == g.hover && i < 0 {
		return
	}
	same := i == g.hover
	g.hover, g.pointer = i, ev.Position
	if same && g.r != nil {
		// The same move: the tip follows the pointer, nothing else
		// changes.
		g.r.layoutTip(g.Size())
		canvas.Refresh(g.r.tip)
		canvas.Refresh(g.r.tipBack)
		return
	}
	g.Refresh()
}

// MouseOut is part of desktop.Hoverable.
func (g *Graph) MouseOut() {
	if g.hover >= 0 {
		g.hover = -1
		g.Refresh()
	}
}

// HoverText returns what the graph writes under the pointer: the move
// there, numbered, and its recorded evaluation, or "" when the pointer is
// not over the graph.
func (g *Graph) HoverText() string {
	if g.hover < 0 || g.hover >= len(g.nodes) {
		return ""
	}
	n := g.nodes[g.hover]
	parent := n.Parent()
	if parent == nil {
		return ""
	}
	p := parent.Position()
	number := notation.MoveNumber(p.Plies(), p.Turn())
	move := fmt.Sprintf("%d. %s", number, notation.TurnText(&p, n.Turn()))
	if p.Turn() == rules.Black {
		move = fmt.Sprintf("%d... %s", number, notation.TurnText(&p, n.Turn()))
	}
	value := text.T("graph.noEval")
	e, ok := n.Eval()
	if pe, found := g.pending[n]; found {
		e, ok = pe, true
	}
	if ok {
		after := n.Position()
		value = text.MoveEvalText(e, after.Turn())
	}
	return move + "  " + value
}

// MinSize is part of fyne.Widget.
func (g *Graph) MinSize() fyne.Size { return fyne.NewSize(0, Height) }

// CreateRenderer is part of fyne.Widget.
func (g *Graph) CreateRenderer() fyne.WidgetRenderer {
	r := &renderer{
		g:       g,
		back:    canvas.NewRectangle(graphWhite),
		upper:   canvas.NewRectangle(graphBlack),
		zero:    canvas.NewLine(graphZero),
		marker:  canvas.NewRectangle(markerColor),
		tipBack: canvas.NewRectangle(color.Transparent),
		tip:     canvas.NewText("", color.Black),
	}
	r.zero.StrokeWidth = 1
	for i := range r.scale {
		r.scale[i] = canvas.NewText("", color.Black)
		r.scale[i].Alignment = fyne.TextAlignTrailing
		r.ticks[i] = canvas.NewLine(color.Black)
	}
	g.r = r
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
