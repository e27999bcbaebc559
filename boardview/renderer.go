package boardview

import (
	"image/color"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
)

// renderer keeps typed pointers to every object it draws; Refresh pulls the
// board's state into them and Layout places them.
type renderer struct {
	b       *Board
	squares [64]*canvas.Rectangle
	tints   [64]*canvas.Rectangle // highlights over the square colour
	holes   [64]*canvas.Image
	edges   [64]*canvas.Rectangle // the palette's frame inside a hole
	rings   [64]*canvas.Circle    // path and newest-hole rings
	pieces  [64]*canvas.Image
	dots    [64]*canvas.Circle // legal-destination markers
	halos   [64]*canvas.Circle // a capture target's inner band, of the other lightness
	circles [64]*canvas.Circle // squares a comment circles, over the pieces
	files   [8]*canvas.Text
	ranks   [8]*canvas.Text
	arrows  []*canvas.Line
	drag    *canvas.Image
	objects []fyne.CanvasObject
}

func newRenderer(b *Board) *renderer {
	r := &renderer{b: b}
	for i := 0; i < 64; i++ {
		r.squares[i] = canvas.NewRectangle(color.Transparent)
		r.tints[i] = canvas.NewRectangle(color.Transparent)
		r.holes[i] = &canvas.Image{FillMode: canvas.ImageFillContain}
		r.edges[i] = canvas.NewRectangle(color.Transparent)
		r.rings[i] = canvas.NewCircle(color.Transparent)
		r.pieces[i] = &canvas.Image{FillMode: canvas.ImageFillContain}
		r.dots[i] = canvas.NewCircle(color.Transparent)
		r.halos[i] = canvas.NewCircle(color.Transparent)
		r.circles[i] = canvas.NewCircle(color.Transparent)
	}
	for i := 0; i < 8; i++ {
		r.files[i] = canvas.NewText(string(rune('a'+i)), color.Black)
		r.ranks[i] = canvas.NewText(string(rune('1'+i)), color.Black)
		r.files[i].TextStyle.Bold = true
		r.ranks[i].TextStyle.Bold = true
	}
	r.drag = &canvas.Image{FillMode: canvas.ImageFillContain}
	r.drag.Hide()
	r.Refresh()
	return r
}

func (r *renderer) Destroy() {}

func (r *renderer) Objects() []fyne.CanvasObject { return r.objects }

func (r *renderer) MinSize() fyne.Size { return fyne.NewSize(8*24, 8*24) }

// rebuild lists the objects in drawing order.
func (r *renderer) rebuild() {
	r.objects = r.objects[:0]
	for i := 0; i < 64; i++ {
		r.objects = append(r.objects, r.squares[i], r.tints[i])
	}
	for i := 0; i < 64; i++ {
		r.objects = append(r.objects, r.holes[i], r.edges[i], r.rings[i])
	}
	for i := 0; i < 8; i++ {
		r.objects = append(r.objects, r.files[i], r.ranks[i])
	}
	for i := 0; i < 64; i++ {
		r.objects = append(r.objects, r.pieces[i], r.dots[i], r.halos[i])
	}
	for i := 0; i < 64; i++ {
		r.objects = append(r.objects, r.circles[i])
	}
	for _, a := range r.arrows {
		r.objects = append(r.objects, a)
	}
	r.objects = append(r.objects, r.drag)
}

func (r *renderer) Layout(size fyne.Size) {
	b := r.b
	side, _ := b.geometry()
	for sq := 0; sq < 64; sq++ {
		pos, _ := b.SquarePosition(sq)
		// Squares overlap by a pixel so that no seam shows between them.
		cell := fyne.NewSize(side+1, side+1)
		r.squares[sq].Move(pos)
		r.squares[sq].Resize(cell)
		r.tints[sq].Move(pos)
		r.tints[sq].Resize(fyne.NewSize(side, side))
		place(r.holes[sq], pos, side, 0.02)
		place(r.edges[sq], pos, side, 0.07)
		r.edges[sq].StrokeWidth = max(2, side*0.05)
		place(r.rings[sq], pos, side, 0.04)
		place(r.pieces[sq], pos, side, 0.04)
		// A stroke is centred on its circle's edge: a capture target's
		// ring round a piece runs in from 0.02 of the side, its inner
		// band right inside it, on an empty square as on a piece.
		dot := float32(0.36)
		if b.scene.Pieces[sq] != nil || b.scene.Holes&(1<<uint(sq)) != 0 {
			dot = 0.02 + targetBand/2
		}
		place(r.dots[sq], pos, side, dot)
		r.dots[sq].StrokeWidth = side * targetBand
		place(r.halos[sq], pos, side, dot+targetBand/2+haloBand/2)
		r.halos[sq].StrokeWidth = side * haloBand
		place(r.circles[sq], pos, side, 0.05)
		r.circles[sq].StrokeWidth = side * 0.08
	}
	textSize := side * 0.2
	for i := 0; i < 8; i++ {
		// Files along the bottom edge, ranks along the left edge, inside
		// the squares so the board needs no margin.
		fileSq, rankSq := i, i*8
		if b.flipped {
			fileSq, rankSq = 56+i, i*8+7
		}
		pos, _ := b.SquarePosition(fileSq)
		r.files[i].TextSize = textSize
		fs := r.files[i].MinSize()
		r.files[i].Move(fyne.NewPos(pos.X+side-fs.Width-side*0.04, pos.Y+side-fs.Height))
		pos, _ = b.SquarePosition(rankSq)
		r.ranks[i].TextSize = textSize
		r.ranks[i].Move(fyne.NewPos(pos.X+side*0.04, pos.Y))
	}
	for i, a := range r.allArrows() {
		r.layoutArrow(r.arrows[3*i:3*i+3], a, side)
	}
	r.drag.Resize(fyne.NewSize(side, side))
	if b.anim != nil && b.dragFrom < 0 {
		r.drag.Move(b.anim.position(b))
	} else {
		r.drag.Move(b.dragAt.Subtract(fyne.NewPos(side/2, side/2)))
	}
}

// place puts o on the square at pos, inset by a fraction of the side.
func place(o fyne.CanvasObject, pos fyne.Position, side, inset float32) {
	o.Move(fyne.NewPos(pos.X+side*inset, pos.Y+side*inset))
	o.Resize(fyne.NewSize(side*(1-2*inset), side*(1-2*inset)))
}

// layoutArrow places an arrow's shaft and its two head strokes.
func (r *renderer) layoutArrow(lines []*canvas.Line, a Arrow, side float32) {
	from, _ := r.b.SquarePosition(a.From)
	to, _ := r.b.SquarePosition(a.To)
	x1, y1 := from.X+side/2, from.Y+side/2
	x2, y2 := to.X+side/2, to.Y+side/2
	dx, dy := float64(x2-x1), float64(y2-y1)
	l := math.Hypot(dx, dy)
	if l == 0 {
		l = 1
	}
	for _, ln := range lines {
		ln.StrokeWidth = side * 0.12
		ln.Hidden = false
	}
	if a.From == a.To {
		// A cross over the square: the third stroke is not needed.
		d := side * 0.3
		lines[0].Position1, lines[0].Position2 = fyne.NewPos(x1-d, y1-d), fyne.NewPos(x1+d, y1+d)
		lines[1].Position1, lines[1].Position2 = fyne.NewPos(x1-d, y1+d), fyne.NewPos(x1+d, y1-d)
		lines[2].Hidden = true
		return
	}
	ux, uy := float32(dx/l), float32(dy/l)
	head := side * 0.35
	if a.NoHead {
		lines[0].Position1, lines[0].Position2 = fyne.NewPos(x1, y1), fyne.NewPos(x2, y2)
		lines[1].Hidden, lines[2].Hidden = true, true
		return
	}
	lines[0].Position1, lines[0].Position2 = fyne.NewPos(x1, y1), fyne.NewPos(x2-ux*head*0.5, y2-uy*head*0.5)
	// The head strokes leave the tip at ±30° from the way back.
	for i, s := range []float64{1, -1} {
		ang := math.Atan2(-float64(uy), -float64(ux)) + s*math.Pi/6
		lines[1+i].Position1 = fyne.NewPos(x2, y2)
		lines[1+i].Position2 = fyne.NewPos(x2+head*float32(math.Cos(ang)), y2+head*float32(math.Sin(ang)))
	}
}

// allArrows returns the scene's arrows, then the overlay's, then the one
// being drawn, in drawing order.
func (r *renderer) allArrows() []Arrow {
	drawing, ok := r.b.drawing()
	if len(r.b.overlay) == 0 && !ok {
		return r.b.scene.Arrows
	}
	all := append(append([]Arrow(nil), r.b.scene.Arrows...), r.b.overlay...)
	if ok {
		all = append(all, drawing) // the user's drawing under way, on top
	}
	return all
}

func (r *renderer) Refresh() {
	b := r.b
	p := b.palette
	s := &b.scene
	for sq := 0; sq < 64; sq++ {
		bit := uint64(1) << uint(sq)
		// A hole is a square gone from the board: a void instead of the
		// square's colour, with the hole image (if any) on top.
		isHole := s.Holes&bit != 0
		switch {
		case isHole:
			r.squares[sq].FillColor = p.Hole
		case (sq/8+sq%8)%2 == 1:
			r.squares[sq].FillColor = p.Light
		default:
			r.squares[sq].FillColor = p.Dark
		}
		r.tints[sq].FillColor = tint(p, s.Marks[sq], s.MarkColors[sq], sq == b.selected)
		setImage(r.holes[sq], b.holeImage)
		r.holes[sq].Hidden = !isHole || b.holeImage == nil
		r.edges[sq].StrokeColor = p.HoleEdge
		r.edges[sq].Hidden = !isHole || p.HoleEdge.A == 0

		r.rings[sq].FillColor = color.Transparent
		r.rings[sq].StrokeWidth = 0
		switch {
		case b.hints.Paths&bit != 0 && !b.hideHints:
			r.rings[sq].StrokeColor, r.rings[sq].StrokeWidth = p.Path, 3
		case s.Marks[sq]&NewHole != 0:
			r.rings[sq].StrokeColor, r.rings[sq].StrokeWidth = p.NewHole, 3
		}
		r.rings[sq].Hidden = r.rings[sq].StrokeWidth == 0

		setImage(r.pieces[sq], s.Pieces[sq])
		r.pieces[sq].Hidden = s.Pieces[sq] == nil || sq == b.dragFrom || (b.anim != nil && sq == b.anim.to)

		// A colour asked for a marked square (a comment's [%csl]) is a
		// circle, as other programs draw it; tint leaves it out.
		c := r.circles[sq]
		c.FillColor = color.Transparent
		c.StrokeColor = s.MarkColors[sq]
		c.Hidden = s.Marks[sq]&Marked == 0 || s.MarkColors[sq] == nil

		d := r.dots[sq]
		r.halos[sq].Hidden = true
		switch {
		case b.hideHints:
			d.Hidden = true
		case b.hints.Captures&bit != 0:
			// Opaque, and lined inside with a band of the other
			// lightness: over a tinted square and a piece that fills it
			// (a token) alike, one of the two stands out.
			d.FillColor, d.StrokeColor = color.Transparent, ringOf(p.Target)
			d.Hidden = false
			r.halos[sq].FillColor, r.halos[sq].StrokeColor = color.Transparent, haloOf(p.Target)
			r.halos[sq].Hidden = false
		case b.hints.Targets&bit != 0:
			d.FillColor, d.StrokeColor = p.Target, color.Transparent
			d.Hidden = false
		default:
			d.Hidden = true
		}
	}
	for i := 0; i < 8; i++ {
		r.files[i].Hidden = !b.coordinates
		r.ranks[i].Hidden = !b.coordinates
	}
	r.colorCoordinates()
	arrows := r.allArrows()
	for len(r.arrows) < 3*len(arrows) {
		r.arrows = append(r.arrows, canvas.NewLine(color.Transparent))
	}
	r.arrows = r.arrows[:3*len(arrows)]
	for i, a := range arrows {
		c := color.Color(p.Arrow)
		if a.Color != nil {
			c = a.Color
		}
		for _, ln := range r.arrows[3*i : 3*i+3] {
			ln.StrokeColor = c
		}
	}
	switch {
	case b.dragFrom >= 0:
		setImage(r.drag, s.Pieces[b.dragFrom])
		r.drag.Show()
	case b.anim != nil:
		setImage(r.drag, s.Pieces[b.anim.to])
		r.drag.Show()
	default:
		r.drag.Hide()
	}
	r.rebuild()
	r.Layout(b.Size())
	for _, o := range r.objects {
		// An image's refresh rasterises it again: only a new resource
		// (refreshed in setImage) needs that. Moving and hiding need none.
		if _, isImage := o.(*canvas.Image); !isImage {
			o.Refresh()
		}
	}
}

// setImage shows res in img, redrawing the image only if it changed.
func setImage(img *canvas.Image, res fyne.Resource) {
	if img.Resource == res {
		return
	}
	img.Resource = res
	img.Refresh()
}

// The widths of a capture target's ring and of its inner band, in
// squares.
const (
	targetBand = 0.06
	haloBand   = 0.035
)

// darkRing is the most a dark capture ring's relative luminance may be:
// then the ring, or its near-white inner band, stands at 3:1 or more from
// any colour under them (a mid-tone tinted square included).
const darkRing = 0.06

// ringOf returns the colour of a capture target's ring for the palette's
// target colour c: opaque, and if it is the dark band of the two, dark
// enough for darkRing, its hue kept.
func ringOf(c color.NRGBA) color.NRGBA {
	c.A = 0xff
	if isLight(c) {
		return c
	}
	for i := 0; luminance(c) > darkRing && i < 100; i++ {
		c.R, c.G, c.B = uint8(float64(c.R)*0.95), uint8(float64(c.G)*0.95), uint8(float64(c.B)*0.95)
	}
	return c
}

// haloOf returns the inner band of a capture target's ring of colour c:
// near white inside a dark ring, near black inside a light one.
func haloOf(c color.NRGBA) color.NRGBA {
	if isLight(c) {
		return color.NRGBA{0x1a, 0x1a, 0x1a, 0xff}
	}
	return color.NRGBA{0xf8, 0xf8, 0xf8, 0xff}
}

// isLight reports whether c is a light colour, nearer white than black.
func isLight(c color.NRGBA) bool { return luminance(c) > 0.18 }

// luminance is a colour's relative luminance, as WCAG defines it.
func luminance(c color.NRGBA) float64 {
	lin := func(v uint8) float64 {
		s := float64(v) / 0xff
		if s <= 0.03928 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(c.R) + 0.7152*lin(c.G) + 0.0722*lin(c.B)
}

// colorCoordinates gives each label the colour of the other shade than the
// square it is drawn on, so it reads on both.
func (r *renderer) colorCoordinates() {
	b := r.b
	for i := 0; i < 8; i++ {
		fileSq, rankSq := i, i*8
		if b.flipped {
			fileSq, rankSq = 56+i, i*8+7
		}
		r.files[i].Color = otherShade(b.palette, fileSq)
		r.ranks[i].Color = otherShade(b.palette, rankSq)
	}
}

func otherShade(p Palette, sq int) color.Color {
	if (sq/8+sq%8)%2 == 1 {
		return p.Dark
	}
	return p.Light
}

// tint returns the overlay colour for a square's marks, strongest first;
// mark is the colour asked for a marked square, or nil.
func tint(p Palette, h Highlight, mark color.Color, selected bool) color.Color {
	switch {
	case selected:
		return p.Selected
	case h&Check != 0:
		return p.Check
	case h&Captured != 0:
		return p.Captured
	case h&Marked != 0 && mark == nil:
		return p.Marked
	case h&LastMove != 0:
		return p.LastMove
	}
	return color.Transparent
}
