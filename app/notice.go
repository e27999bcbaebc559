package app

import (
	"image/color"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// noticeFor is how long a notice stays.
const noticeFor = 4 * time.Second

// notice is a short message shown over the bottom of the window for a few
// seconds ("Pasted: a PGN game"). It lies in a layer above the content
// that takes no clicks, so nothing moves under the pointer and the click
// that follows reaches the board.
type notice struct {
	layer *fyne.Container
	box   *fyne.Container
	bg    *canvas.Rectangle
	text  *widget.Label
	shown int // counts the notices, so that an old timer leaves a new one
}

func newNotice() *notice {
	n := &notice{text: widget.NewLabel("")}
	n.text.Importance = widget.HighImportance
	n.bg = canvas.NewRectangle(color.Transparent)
	n.bg.StrokeWidth = 2
	n.bg.CornerRadius = theme.InputRadiusSize()
	n.box = container.NewStack(n.bg, n.text)
	n.box.Hide()
	// Bottom right, above the navigation buttons: the status line and the
	// board stay readable.
	n.layer = container.NewVBox(layout.NewSpacer(),
		container.NewHBox(layout.NewSpacer(), n.box, spacerOf(theme.Padding()*2)),
		spacerOf(theme.Padding()*2+theme.Size(theme.SizeNameText)*3))
	return n
}

// spacerOf is an empty object of side s.
func spacerOf(s float32) fyne.CanvasObject {
	r := canvas.NewRectangle(color.Transparent)
	r.SetMinSize(fyne.NewSize(s, s))
	return r
}

// Text returns the message shown, or "" when none is.
func (n *notice) Text() string {
	if !n.box.Visible() {
		return ""
	}
	return n.text.Text
}

// show shows text until the next notice or for noticeFor.
func (n *notice) show(text string) {
	n.shown++
	id := n.shown
	n.text.SetText(text)
	// The theme's colours of the moment: the user may have switched.
	n.bg.FillColor = theme.Color(theme.ColorNameOverlayBackground)
	n.bg.StrokeColor = theme.Color(theme.ColorNamePrimary)
	n.box.Show()
	n.layer.Refresh()
	time.AfterFunc(noticeFor, func() {
		fyne.Do(func() {
			if n.shown == id {
				n.box.Hide()
			}
		})
	})
}

// hide takes the notice shown, if any, away at once.
func (n *notice) hide() {
	n.shown++ // its timer leaves the next one alone
	n.box.Hide()
}
