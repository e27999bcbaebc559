package evalgraph

import (
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"

	"wormweave/app/text"
)

// graphChip names a side in its own colours.
type graphChip struct {
	back *canvas.Rectangle
	text *canvas.Text
}

func newGraphChip(fill, ink color.Color) graphChip {
	c := graphChip{canvas.NewRectangle(fill), canvas.NewText("", ink)}
	c.back.StrokeColor = graphZero
	c.back.StrokeWidth = 1
	return c
}

// size is the chip's size: its text's and the room either side.
func (c graphChip) size() fyne.Size {
	return fyne.MeasureText(c.text.Text, c.text.TextSize, c.text.TextStyle).AddWidthHeight(2*graphPad, 0)
}

// place puts the chip's top left corner at pos and shows it.
func (c graphChip) place(pos fyne.Position) {
	c.back.Move(pos)
	c.back.Resize(c.size())
	c.text.Move(pos.AddXY(graphPad, 0))
	c.text.Resize(c.text.MinSize())
	c.back.Show()
	c.text.Show()
}

type renderer struct {
	g         *Graph
	back      *canvas.Rectangle // the plot, in Black's light half's colour
	upper     *canvas.Rectangle // White's half, dark
	zero      *canvas.Line
	bars      []*canvas.Rectangle
	caps      []*canvas.Rectangle // on the bars of mates
	mates     []*canvas.Text      // a # on each run of mates
	marker    *canvas.Rectangle
	scale     [3]*canvas.Text
	ticks     [3]*canvas.Line
	whiteChip graphChip
	blackChip graphChip
	numbers   []*canvas.Text // move numbers
	notches   []*canvas.Line // under the move numbers
	tipBack   *canvas.Rectangle
	tip       *canvas.Text // the move under the pointer and its evaluation
	objs      []fyne.CanvasObject
}

func (r *renderer) Destroy() {}

func (r *renderer) Objects() []fyne.CanvasObject { return r.objs }

func (r *renderer) MinSize() fyne.Size { return r.g.MinSize() }

// numberStep is how many moves apart the move numbers are written: the
// smallest of 1, 2, 5, 10, 20, 50... that leaves room for the widest number
// between two of them.
func numberStep(moves int, moveWidth, textWidth float32) int {
	for step := 1; ; step *= 10 {
		for _, s := range []int{step, 2 * step, 5 * step} {
			if float32(s)*moveWidth >= textWidth+2*graphPad || s >= moves {
				return s
			}
		}
	}
}

// Layout is part of fyne.WidgetRenderer.
func (r *renderer) Layout(size fyne.Size) {
	g := r.g
	at, plot := plotArea(size)
	r.back.Move(at)
	r.back.Resize(plot)
	mid := at.Y + plot.Height/2
	r.upper.Move(at)
	r.upper.Resize(fyne.NewSize(plot.Width, plot.Height/2))
	r.zero.Position1, r.zero.Position2 = fyne.NewPos(at.X, mid), fyne.NewPos(at.X+plot.Width, mid)

	// The scale: +5 level with the height of five pawns, 0 with the
	// middle, −5 below it, each with a notch on the plot's edge.
	text := graphText()
	for i, t := range r.scale {
		s := fyne.MeasureText(t.Text, text, t.TextStyle)
		y := mid + float32(i-1)*g.scale*(plot.Height/2-1)
		r.ticks[i].Position1, r.ticks[i].Position2 = fyne.NewPos(at.X-graphPad+1, y), fyne.NewPos(at.X, y)
		t.Resize(fyne.NewSize(at.X-graphPad, s.Height))
		t.Move(fyne.NewPos(0, max(0, min(y-s.Height/2, at.Y+plot.Height-s.Height))))
	}

	n := len(g.values)
	w := plot.Width / float32(max(n, 1))
	r.placeChip(r.whiteChip, at, plot, w, true)
	r.placeChip(r.blackChip, at, plot, w, false)
	if n == 0 {
		r.marker.Hide()
		r.tipBack.Hide()
		r.tip.Hide()
		return
	}
	half := plot.Height/2 - 1
	for i, b := range r.bars {
		h := g.values[i] * half
		x := at.X + float32(i)*w
		if !g.has[i] {
			// Neither side's: a grey column across the plot.
			b.Move(fyne.NewPos(x, at.Y))
			b.Resize(fyne.NewSize(barWidth(x, w, at, plot), plot.Height))
			continue
		}
		if h >= 0 {
			b.Move(fyne.NewPos(x, mid-h))
		} else {
			b.Move(fyne.NewPos(x, mid))
			h = -h
		}
		b.Resize(fyne.NewSize(barWidth(x, w, at, plot), h))
	}
	r.layoutMates(at, plot, w)
	r.layoutNumbers(at, plot, w)
	r.marker.Hidden = g.cursor < 0
	if g.cursor >= 0 {
		r.marker.Move(fyne.NewPos(at.X+float32(g.cursor)*w+w/2-1, at.Y))
		r.marker.Resize(fyne.NewSize(2, plot.Height))
	}
	r.layoutTip(size)
}

// layoutTip writes the move under the pointer above the pointer, or below
// it when there is no room above, kept inside the graph.
func (r *renderer) layoutTip(size fyne.Size) {
	g := r.g
	if r.tip.Text == "" {
		r.tipBack.Hide()
		r.tip.Hide()
		return
	}
	s := fyne.MeasureText(r.tip.Text, r.tip.TextSize, r.tip.TextStyle)
	box := s.AddWidthHeight(2*graphPad, 2)
	x := max(0, min(g.pointer.X-box.Width/2, size.Width-box.Width))
	y := g.pointer.Y - box.Height - 2*graphPad
	if y < 0 {
		y = min(g.pointer.Y+4*graphPad, size.Height-box.Height)
	}
	y = max(0, y)
	r.tipBack.Move(fyne.NewPos(x, y))
	r.tipBack.Resize(box)
	r.tip.Move(fyne.NewPos(x+graphPad, y+1))
	r.tip.Resize(s)
	r.tipBack.Show()
	r.tip.Show()
}

// barWidth is the width of a bar at x: a pixel more than its share, up to
// the plot's edge, so that the bars make one area without seams between
// them, as the evaluation is one curve.
func barWidth(x, w float32, at fyne.Position, plot fyne.Size) float32 {
	return max(1, min(w+1, at.X+plot.Width-x))
}

// placeChip names a side at the edge of the plot where its bars grow
// (White's at the top, Black's at the bottom), as far left as it covers
// none of them: in the corner unless the first evaluations reach it. When
// the side's bars fill the edge everywhere the name is left out, the
// colour of the bars saying whose they are.
func (r *renderer) placeChip(c graphChip, at fyne.Position, plot fyne.Size, w float32, top bool) {
	g := r.g
	size := c.size()
	width, height := size.Width, size.Height
	y := at.Y + 1
	if !top {
		y = at.Y + plot.Height - 1 - height
	}
	// A bar longer than reach, a share of the half plot, comes under the
	// chip or within a pixel of it.
	reach := (plot.Height/2 - 1 - height - 1) / (plot.Height/2 - 1)
	covers := func(i int) bool {
		if !g.has[i] {
			return false
		}
		v := g.values[i]
		if !top {
			v = -v
		}
		return v > reach
	}
	last := at.X + plot.Width - 1 - width
	for x := at.X + 1; x <= last; {
		first, end := int((x-at.X)/w), int((x+width-at.X)/w)
		clash := -1
		for i := max(first, 0); i <= min(end, len(g.values)-1); i++ {
			if covers(i) {
				clash = i
			}
		}
		if clash < 0 {
			c.place(fyne.NewPos(x, y))
			return
		}
		// Past the last bar in the way; at least a pixel on, should
		// rounding put it back where it was.
		// Past the pixel a bar reaches into the next (barWidth).
		x = max(at.X+float32(clash+1)*w+1, x+1)
	}
	c.back.Hide()
	c.text.Hide()
}

// layoutMates puts a cap on the edge end of every mate's bar and a # over
// the middle of each run of them wide enough to hold it.
func (r *renderer) layoutMates(at fyne.Position, plot fyne.Size, w float32) {
	caps := 0
	for n, run := range r.g.mateRuns() {
		for k := run.first; k <= run.last; k++ {
			c := r.caps[caps]
			caps++
			y := at.Y + 1
			if !run.up {
				y = at.Y + plot.Height - 1 - graphMateCap
			}
			c.Move(fyne.NewPos(at.X+float32(k)*w, y))
			c.Resize(fyne.NewSize(max(w-1, 1), graphMateCap))
		}
		t := r.mates[n]
		s := fyne.MeasureText(t.Text, t.TextSize, t.TextStyle)
		centre := at.X + (float32(run.first)+float32(run.last+1))/2*w
		x := max(at.X, min(centre-s.Width/2, at.X+plot.Width-s.Width))
		y := at.Y + 1 + graphMateCap
		if !run.up {
			y = at.Y + plot.Height - 1 - graphMateCap - s.Height
		}
		t.Move(fyne.NewPos(x, y))
		t.Resize(s)
		// On bars too narrow for it, the # would crowd its neighbours':
		// the caps say it alone.
		t.Hidden = float32(run.last-run.first+1)*w < s.Width
	}
}

// layoutNumbers writes the move numbers under the plot, each under the
// first bar of its move, as many as fit.
func (r *renderer) layoutNumbers(at fyne.Position, plot fyne.Size, w float32) {
	g := r.g
	first, last := 0, 0
	for _, m := range g.numbers {
		if m != 0 {
			if first == 0 {
				first = m
			}
			last = m
		}
	}
	widest := fyne.MeasureText(strconv.Itoa(last), graphText(), fyne.TextStyle{}).Width
	moves := last - first + 1
	step := numberStep(moves, plot.Width/float32(moves), widest)
	used := 0
	bottom := at.Y + plot.Height
	for i, m := range g.numbers {
		if m == 0 || m%step != 0 {
			continue
		}
		t, notch := r.numbers[used], r.notches[used]
		used++
		t.Text = strconv.Itoa(m)
		s := fyne.MeasureText(t.Text, t.TextSize, t.TextStyle)
		centre := at.X + (float32(i)+0.5)*w
		// The glyphs reach a little past their measure: keep off the edge.
		t.Move(fyne.NewPos(max(at.X, min(centre-s.Width/2, at.X+plot.Width-s.Width-graphPad)), bottom+1))
		t.Resize(s)
		t.Show()
		notch.Position1, notch.Position2 = fyne.NewPos(centre, bottom), fyne.NewPos(centre, bottom+2)
		notch.Show()
	}
	for i := used; i < len(r.numbers); i++ {
		r.numbers[i].Hide()
		r.notches[i].Hide()
	}
}

// Refresh is part of fyne.WidgetRenderer.
func (r *renderer) Refresh() {
	g := r.g
	for len(r.bars) < len(g.values) {
		r.bars = append(r.bars, canvas.NewRectangle(color.Transparent))
	}
	r.bars = r.bars[:len(g.values)]
	ink := theme.Color(theme.ColorNameForeground)
	textSize := graphText()
	r.objs = append(r.objs[:0], r.back, r.upper)
	for i, b := range r.bars {
		switch {
		case !g.has[i]:
			b.FillColor = graphMissing
		case g.values[i] >= 0:
			b.FillColor = graphWhite
		default:
			b.FillColor = graphBlack
		}
		r.objs = append(r.objs, b)
	}

	// The balance over the bars, where the two areas meet.
	r.objs = append(r.objs, r.zero)

	// Mates: a cap on each bar, a # on each run.
	runs := g.mateRuns()
	caps := 0
	for _, run := range runs {
		caps += run.last - run.first + 1
	}
	for len(r.caps) < caps {
		r.caps = append(r.caps, canvas.NewRectangle(graphMateColor))
	}
	r.caps = r.caps[:caps]
	for len(r.mates) < len(runs) {
		t := canvas.NewText("#", nil)
		t.TextStyle.Bold = true
		r.mates = append(r.mates, t)
	}
	r.mates = r.mates[:len(runs)]
	for n, run := range runs {
		// Ink of the other side's colour, to stand out on the bar.
		r.mates[n].Color = graphBlack
		if !run.up {
			r.mates[n].Color = graphWhite
		}
		r.mates[n].TextSize = textSize
	}
	for _, c := range r.caps {
		r.objs = append(r.objs, c)
	}
	for _, t := range r.mates {
		r.objs = append(r.objs, t)
	}

	// The scale, the sides' names and the move numbers, in the theme's ink.
	for i, s := range scaleLabels() {
		r.scale[i].Text = s
		r.scale[i].TextSize = textSize
		r.scale[i].Color = ink
		r.ticks[i].StrokeColor = ink
		r.objs = append(r.objs, r.scale[i], r.ticks[i])
	}
	r.whiteChip.text.Text, r.blackChip.text.Text = text.T("graph.white"), text.T("graph.black")
	for _, c := range []graphChip{r.whiteChip, r.blackChip} {
		c.text.TextSize = textSize
		r.objs = append(r.objs, c.back, c.text)
	}
	labels := 0
	for _, m := range g.numbers {
		if m != 0 {
			labels++
		}
	}
	for len(r.numbers) < labels {
		r.numbers = append(r.numbers, canvas.NewText("", ink))
		r.notches = append(r.notches, canvas.NewLine(ink))
	}
	for i, t := range r.numbers {
		t.Color, t.TextSize = ink, textSize
		r.notches[i].StrokeColor = ink
		r.objs = append(r.objs, t, r.notches[i])
	}

	r.objs = append(r.objs, r.marker)
	// The tip in the theme's colours, over everything.
	r.tip.Text = g.HoverText()
	r.tip.TextSize = textSize
	r.tip.Color = ink
	r.tipBack.FillColor = theme.Color(theme.ColorNameOverlayBackground)
	r.tipBack.StrokeColor = theme.Color(theme.ColorNameInputBorder)
	r.tipBack.StrokeWidth = 1
	r.tipBack.CornerRadius = 2
	r.objs = append(r.objs, r.tipBack, r.tip)
	// The plot's edge in the theme's quiet ink, so that its dark half
	// keeps its edge on a dark window.
	r.back.StrokeColor = theme.Color(theme.ColorNamePlaceHolder)
	r.back.StrokeWidth = 1
	r.Layout(g.Size())
	for _, o := range r.objs {
		o.Refresh()
	}
}
