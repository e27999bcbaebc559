// Package clockface draws a chess clock's two faces in a row: each side's
// name and time, the side whose time runs highlighted, a fallen flag in
// the theme's error colour, and a line under them (paused, or what the
// keys do). It draws what its owner sets and holds no time of its own:
// the clock, its ticking (Ticker gives the usual one) and the words are
// the owner's.
package clockface

import (
	"image/color"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"wormweave/clock"
)

// Side is what one face shows.
type Side struct {
	Name    string        // who plays the side ("White", "You"…)
	Left    time.Duration // the time left
	Running bool          // the side's time runs: highlighted
	ToMove  bool          // the side's time would run, were the clock not paused: outlined
	Flagged bool          // the side's time ran out
}

// State is what the two faces and the line under them show.
type State struct {
	White, Black Side
	Note         string // under the faces: "Paused", or empty
}

// Faces is the widget: two faces, White's on the left, and a note.
type Faces struct {
	widget.BaseWidget
	faces [2]*face
	note  *widget.Label
	box   *fyne.Container
	state State
}

// face is one side's face: a coloured box with a name and a time.
type face struct {
	bg   *canvas.Rectangle
	name *canvas.Text
	time *canvas.Text
	box  *fyne.Container
}

func newFace() *face {
	f := &face{bg: canvas.NewRectangle(color.Transparent), name: canvas.NewText("", color.Black), time: canvas.NewText("", color.Black)}
	f.bg.CornerRadius = theme.InputRadiusSize()
	f.bg.StrokeWidth = 1
	f.time.TextStyle = fyne.TextStyle{Bold: true}
	f.name.TextStyle = fyne.TextStyle{Bold: true}
	f.time.Alignment = fyne.TextAlignTrailing
	pad := theme.Padding()
	// The name above the time, so that a long name ("Blancas (usted)")
	// never runs into the time in a narrow panel.
	f.box = container.NewStack(f.bg, container.New(layout.NewCustomPaddedLayout(pad, pad, 2*pad, 2*pad),
		container.New(layout.NewCustomPaddedVBoxLayout(0), f.name, f.time)))
	return f
}

// New returns the faces, showing nothing yet.
func New() *Faces {
	c := &Faces{note: widget.NewLabel("")}
	c.note.Alignment = fyne.TextAlignCenter
	c.note.Hide()
	c.faces = [2]*face{newFace(), newFace()}
	c.box = container.NewVBox(container.NewGridWithColumns(2, c.faces[0].box, c.faces[1].box), c.note)
	c.ExtendBaseWidget(c)
	return c
}

// Set shows s.
func (c *Faces) Set(s State) {
	c.state = s
	c.Refresh()
}

// State returns what the faces show.
func (c *Faces) State() State { return c.state }

// Text returns the two times as the faces show them, White's first.
func (c *Faces) Text() (white, black string) {
	return clock.Face(c.state.White.Left), clock.Face(c.state.Black.Left)
}

// Refresh draws the state again, in the theme's colours of the moment.
func (c *Faces) Refresh() {
	c.draw()
	c.BaseWidget.Refresh()
}

// draw sets the faces' boxes and texts from the state.
func (c *Faces) draw() {
	for i, s := range []Side{c.state.White, c.state.Black} {
		c.faces[i].show(s)
	}
	c.note.SetText(c.state.Note)
	c.note.Hidden = c.state.Note == ""
}

// show draws one face: the running side on the primary colour, a fallen
// flag on the error colour, each with the text colour the theme gives
// for it, and the others on the input background with its border, in the
// primary colour and thicker for the side to move of a paused clock.
func (f *face) show(s Side) {
	fg, bg, stroke := theme.Color(theme.ColorNameForeground), theme.Color(theme.ColorNameInputBackground), theme.Color(theme.ColorNameInputBorder)
	f.bg.StrokeWidth = 1
	switch {
	case s.Flagged:
		fg, bg, stroke = theme.Color(theme.ColorNameForegroundOnError), theme.Color(theme.ColorNameError), theme.Color(theme.ColorNameError)
	case s.Running:
		fg, bg, stroke = theme.Color(theme.ColorNameForegroundOnPrimary), theme.Color(theme.ColorNamePrimary), theme.Color(theme.ColorNamePrimary)
	case s.ToMove:
		stroke = theme.Color(theme.ColorNamePrimary)
		f.bg.StrokeWidth = 3
	}
	f.bg.FillColor, f.bg.StrokeColor = bg, stroke
	f.name.Text, f.name.Color = s.Name, fg
	f.name.TextSize = theme.TextSize()
	f.time.Text, f.time.Color = clock.Face(s.Left), fg
	f.time.TextSize = theme.TextSize() * 2
	f.bg.Refresh()
	f.name.Refresh()
	f.time.Refresh()
}

// CreateRenderer draws the faces.
func (c *Faces) CreateRenderer() fyne.WidgetRenderer {
	c.draw()
	return widget.NewSimpleRenderer(c.box)
}
