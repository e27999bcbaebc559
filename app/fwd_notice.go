package app

import (
	"fyne.io/fyne/v2"

	noticew "wormweave/app/widgets/notice"
)

// notice is the name the package used before the notice became a widget
// of its own, kept while the callers move.
type notice struct {
	*noticew.Notice
	layer fyne.CanvasObject
}

func newNotice() *notice {
	n := noticew.New()
	return &notice{Notice: n, layer: n.Layer()}
}

func (n *notice) show(text string) { n.Show(text) }

func (n *notice) hide() { n.Hide() }
