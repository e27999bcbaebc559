package app

import "fyne.io/fyne/v2"

// movesView lays out the move list's scroll container and tells the list
// what part of it is in view once the container has its size, which is
// known only here: the list hides the words out of view, and a view
// measured before the window's first layout would hide the visible ones.
type movesView struct{ w *Window }

func (v movesView) MinSize(objects []fyne.CanvasObject) fyne.Size {
	return objects[0].MinSize()
}

func (v movesView) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	objects[0].Move(fyne.NewPos(0, 0))
	objects[0].Resize(size)
	v.w.scrollToCursor()
}
