package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// statusLines is how many lines of text the status line keeps room for.
const statusLines = 2

// fixedHeight lays out one object at the height of a label of a number of
// lines, whatever the object's own height: the status under the board
// keeps its room when its text grows or wraps, so that the board never
// moves or resizes because of a message.
type fixedHeight struct{ lines int }

func (f fixedHeight) height() float32 {
	text := "X"
	for i := 1; i < f.lines; i++ {
		text += "\nX"
	}
	return widget.NewLabel(text).MinSize().Height
}

func (f fixedHeight) MinSize(objects []fyne.CanvasObject) fyne.Size {
	var w float32
	for _, o := range objects {
		if o.Visible() && o.MinSize().Width > w {
			w = o.MinSize().Width
		}
	}
	return fyne.NewSize(w, f.height())
}

func (f fixedHeight) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objects {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

// newStatusBox holds the status label at a fixed height.
func newStatusBox(status *widget.Label) *fyne.Container {
	return container.New(fixedHeight{lines: statusLines}, status)
}
