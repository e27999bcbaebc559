// Package notice shows short messages of the moment over the bottom of the
// window for a few seconds ("Pasted: a PGN game"), in a layer that takes
// no clicks. It owns its drawing and its timer only: what the message says
// is the caller's, and it must not reach into the window or the game.
package notice

import (
	"image/color"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/layouts"
)

// showFor is how long a notice stays.
const showFor = 4 * time.Second

// Notice is a short message shown over the bottom of the window for a few
// seconds ("Pasted: a PGN game"). It lies in a layer above the content
// that takes no clicks, so nothing moves under the pointer and the click
// that follows reaches the board.
type Notice struct {
	layer *fyne.Container
	box   *fyne.Container
	bg    *canvas.Rectangle
	text  *widget.Label
	shown int // counts the notices, so that an old timer leaves a new one
}

// New returns a notice showing nothing; its Layer goes over the window's
// content.
func New() *Notice {
	n := &Notice{text: widget.NewLabel("")}
	n.text.Importance = widget.HighImportance
	n.bg = canvas.NewRectangle(color.Transparent)
	n.bg.StrokeWidth = 2
	n.bg.CornerRadius = theme.InputRadiusSize()
	n.box = container.NewStack(n.bg, n.text)
	n.box.Hide()
	// Bottom right, above the navigation buttons: the status line and the
	// board stay readable.
	n.layer = container.NewVBox(layout.NewSpacer(),
		container.NewHBox(layout.NewSpacer(), n.box, layouts.Spacer(theme.Padding()*2)),
		layouts.Spacer(theme.Padding()*2+theme.Size(theme.SizeNameText)*3))
	return n
}

// Text returns the message shown, or "" when none is.
func (n *Notice) Text() string {
	if !n.box.Visible() {
		return ""
	}
	return n.text.Text
}

// Layer is the notice's layer, to stack over the window's content: it
// fills the content and takes no clicks.
func (n *Notice) Layer() *fyne.Container { return n.layer }

// Show shows text until the next notice or for a few seconds.
func (n *Notice) Show(text string) {
	n.shown++
	id := n.shown
	n.text.SetText(text)
	// The theme's colours of the moment: the user may have switched.
	n.bg.FillColor = theme.Color(theme.ColorNameOverlayBackground)
	n.bg.StrokeColor = theme.Color(theme.ColorNamePrimary)
	n.box.Show()
	n.layer.Refresh()
	time.AfterFunc(showFor, func() {
		fyne.Do(func() {
			if n.shown == id {
				n.box.Hide()
			}
		})
	})
}

// Hide takes the notice shown, if any, away at once.
func (n *Notice) Hide() {
	n.shown++ // its timer leaves the next one alone
	n.box.Hide()
}
