package layouts

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/layout"
)

// SteadyRow lays its objects out in a row, as an HBox does, but keeps the
// height of the ones it hides: a row of buttons that go away when they no
// longer apply (a finished game's take back and resign) does not shrink
// and make the rest of the panel jump.
type SteadyRow struct{}

var _ fyne.Layout = SteadyRow{}

// MinSize is part of fyne.Layout.
func (SteadyRow) MinSize(objects []fyne.CanvasObject) fyne.Size {
	s := layout.NewHBoxLayout().MinSize(objects)
	for _, o := range objects {
		s.Height = max(s.Height, o.MinSize().Height)
	}
	return s
}

// Layout is part of fyne.Layout.
func (SteadyRow) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	layout.NewHBoxLayout().Layout(objects, size)
}
