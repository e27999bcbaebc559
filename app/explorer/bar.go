package explorer

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/text"
)

// The results bar's colours, as lichess draws them: a white segment for
// White's wins, grey for the unfinished games, a dark one for Black's. They
// are the same in the light and the dark theme (the sides' colours do not
// change with the theme); a grey frame keeps the white segment visible on
// a light background and the dark one on a dark background.
var (
	segmentFill = [3]color.Color{
		color.NRGBA{0xff, 0xff, 0xff, 0xff},
		color.NRGBA{0xa6, 0xa6, 0xa6, 0xff},
		color.NRGBA{0x3a, 0x3a, 0x3a, 0xff},
	}
	segmentText = [3]color.Color{
		color.NRGBA{0x20, 0x20, 0x20, 0xff},
		color.NRGBA{0x10, 0x10, 0x10, 0xff},
		color.NRGBA{0xf4, 0xf4, 0xf4, 0xff},
	}
	frameColor = color.NRGBA{0x80, 0x80, 0x80, 0xff}
)

// resultsBar draws how the games through a move ended: White's wins,
// the unfinished games and Black's wins as segments of its width, each
// with its share in per cent when it is wide enough to hold it.
type resultsBar struct {
	widget.BaseWidget
	counts [3]int // White's wins, unfinished, Black's wins
}

func newResultsBar(white, unfinished, black int) *resultsBar {
	b := &resultsBar{counts: [3]int{white, unfinished, black}}
	b.ExtendBaseWidget(b)
	return b
}

// percents are the segments' shares, rounded.
func (b *resultsBar) percents() [3]int {
	var out [3]int
	total := b.counts[0] + b.counts[1] + b.counts[2]
	if total == 0 {
		return out
	}
	for i, n := range b.counts {
		out[i] = (n*100 + total/2) / total
	}
	return out
}

// CreateRenderer is part of fyne.Widget.
func (b *resultsBar) CreateRenderer() fyne.WidgetRenderer {
	r := &barRenderer{bar: b}
	r.frame = canvas.NewRectangle(color.Transparent)
	r.frame.StrokeColor = frameColor
	r.frame.StrokeWidth = 1
	for i := range r.segments {
		r.segments[i] = canvas.NewRectangle(segmentFill[i])
		r.texts[i] = canvas.NewText("", segmentText[i])
		r.texts[i].TextSize = theme.CaptionTextSize()
		r.texts[i].Alignment = fyne.TextAlignCenter
	}
	r.Refresh()
	return r
}

type barRenderer struct {
	bar      *resultsBar
	frame    *canvas.Rectangle
	segments [3]*canvas.Rectangle
	texts    [3]*canvas.Text
	size     fyne.Size
}

// inset is the space above and below the bar within its row.
const inset = 3

// shareMargin is the room a segment keeps around its share's text.
const shareMargin = 4

// readableBarWidth is the width of a bar that writes both shares of a
// game of even chances, White's and Black's: a narrower one is a drawing
// without its numbers.
func readableBarWidth() float32 {
	t := canvas.NewText(text.TF("explorer.percent", map[string]any{"N": 50}), segmentText[0])
	t.TextSize = theme.CaptionTextSize()
	return 2 * (t.MinSize().Width + shareMargin)
}

func (r *barRenderer) Layout(size fyne.Size) {
	r.size = size
	h := max(size.Height-2*inset, 0) // a bar not laid out yet has no size
	r.frame.Hidden = h == 0 || size.Width == 0
	total := r.bar.counts[0] + r.bar.counts[1] + r.bar.counts[2]
	x := float32(0)
	for i, seg := range r.segments {
		w := float32(0)
		if total > 0 {
			w = size.Width * float32(r.bar.counts[i]) / float32(total)
		}
		seg.Move(fyne.NewPos(x, inset))
		seg.Resize(fyne.NewSize(w, h))
		seg.Hidden = w == 0
		t := r.texts[i]
		t.Move(fyne.NewPos(x, inset))
		t.Resize(fyne.NewSize(w, h))
		// A share is written only where it fits, as lichess does.
		t.Hidden = w < t.MinSize().Width+shareMargin || r.bar.counts[i] == 0
		x += w
	}
	r.frame.Move(fyne.NewPos(0, inset))
	r.frame.Resize(fyne.NewSize(size.Width, h))
}

func (r *barRenderer) MinSize() fyne.Size {
	return fyne.NewSize(60, theme.CaptionTextSize()+2*inset+6)
}

func (r *barRenderer) Refresh() {
	p := r.bar.percents()
	for i, t := range r.texts {
		t.Text = text.TF("explorer.percent", map[string]any{"N": p[i]})
		t.Refresh()
	}
	r.Layout(r.size)
	for _, s := range r.segments {
		s.Refresh()
	}
}

func (r *barRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.segments[0], r.segments[1], r.segments[2], r.texts[0], r.texts[1], r.texts[2], r.frame}
}

func (r *barRenderer) Destroy() {}
