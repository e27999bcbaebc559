package enginegame

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// wideEnough holds a Select at the width of its widest option. Fyne's
// Select is as wide as its placeholder and cuts a longer choice short,
// and the strengths' names ("Level 6 (casual) — about 1,650") are longer
// in French and Spanish than any placeholder.
func wideEnough(s *widget.Select) fyne.CanvasObject {
	widest := float32(0)
	for _, o := range s.Options {
		widest = max(widest, fyne.MeasureText(o, theme.TextSize(), fyne.TextStyle{}).Width)
	}
	// The option's text sits between the Select's inner padding on the
	// left and its drop-down icon on the right.
	return container.New(atLeastWide(widest+theme.IconInlineSize()+6*theme.InnerPadding()), s)
}

// atLeastWide lays its one object out over its whole space, and asks for
// at least its width.
type atLeastWide float32

func (w atLeastWide) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objects {
		o.Resize(size)
		o.Move(fyne.NewPos(0, 0))
	}
}

func (w atLeastWide) MinSize(objects []fyne.CanvasObject) fyne.Size {
	size := fyne.NewSize(float32(w), 0)
	for _, o := range objects {
		size = size.Max(o.MinSize())
	}
	return size
}
