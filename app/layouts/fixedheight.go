package layouts

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// StatusLines is how many lines of text the status line keeps room for.
const StatusLines = 2

// FixedHeight lays out one object at the height of a label of a number of
// lines, whatever the object's own height: the status under the board
// keeps its room when its text grows or wraps, so that the board never
// moves or resizes because of a message.
type FixedHeight struct{ Lines int }

func (f FixedHeight) height() float32 {
	text := "X"
	for i := 1; i < f.Lines; i++ {
		text += "\nX"
	}
	return widget.NewLabel(text).MinSize().Height
}

// MinSize is part of fyne.Layout.
func (f FixedHeight) MinSize(objects []fyne.CanvasObject) fyne.Size {
	var w float32
	for _, o := range objects {
		if o.Visible() && o.MinSize().Width > w {
			w = o.MinSize().Width
		}
	}
	return fyne.NewSize(w, f.height())
}

// Layout is part of fyne.Layout.
func (f FixedHeight) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objects {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

// NewStatusBox holds the status label at a fixed height.
func NewStatusBox(status *widget.Label) *fyne.Container {
	return container.New(FixedHeight{Lines: StatusLines}, status)
}

// Spacer is an empty object of side s.
func Spacer(s float32) fyne.CanvasObject {
	r := canvas.NewRectangle(color.Transparent)
	r.SetMinSize(fyne.NewSize(s, s))
	return r
}
