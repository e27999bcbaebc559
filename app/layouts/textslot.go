package layouts

import "fyne.io/fyne/v2"

// TextSlot lays out one text in a slot whose minimum width does not follow
// the text, so that a text that changes often (the evaluation, the
// engine's statistics) never makes its row, and the window's split, grow
// and shrink. A leading slot claims width and sets the text at its start;
// a trailing slot claims nothing, sets the text at its end and hides it
// when it does not fit, rather than let it run over its neighbours.
type TextSlot struct {
	Width    float32
	Trailing bool
}

var _ fyne.Layout = TextSlot{}

// MinSize is part of fyne.Layout.
func (s TextSlot) MinSize(objects []fyne.CanvasObject) fyne.Size {
	h := float32(0)
	for _, o := range objects {
		h = max(h, o.MinSize().Height)
	}
	return fyne.NewSize(s.Width, h)
}

// Layout is part of fyne.Layout.
func (s TextSlot) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objects {
		m := o.MinSize()
		o.Resize(m)
		y := (size.Height - m.Height) / 2
		if !s.Trailing {
			o.Move(fyne.NewPos(0, y))
			continue
		}
		o.Move(fyne.NewPos(size.Width-m.Width, y))
		if fits := m.Width <= size.Width; fits != o.Visible() {
			if fits {
				o.Show()
			} else {
				o.Hide()
			}
		}
	}
}
