package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/text"
)

// The window's arrangements, by its size. From wideWidth the side panel
// stands beside the board in a split the user can drag, as it always did.
// A narrower window puts the panel under the board, in stackRoom pixels at
// least, when the board keeps at least usableBoard pixels a side above it;
// a window too short for that folds the panel away behind a button in the
// top right corner, which shows the panel in the board's place and back.
// The board's size depends on the window's alone, never on the panel's
// contents, so that the analysis's lines or the graph coming and going
// never move it; the panel scrolls when they need more than its room.
// Side by side, the board takes the width its height allows, so that it
// fills its column with no empty band above and below it, as long as the
// panel keeps the width it needs (panelRoom at least, more with the
// explorer's columns beside the move list); the rest of the width is the
// panel's. What the panel needs changes only when a column of it shows or
// hides, so the board shrinks or grows by a step then and never while
// the panel's rows change. A window too narrow even for that leaves the
// board its own minimum and the panel the rest, down to the panel's own
// minimum. The user may drag the split; the next resize fits it again.
const (
	wideWidth   = 600
	usableBoard = 240
	stackRoom   = 300
	panelRoom   = 240
)

// arrangement is how the board and the side panel share the window.
type arrangement int

const (
	sideBySide arrangement = iota // the split
	stacked                       // the panel under the board
	folded                        // one at a time, a button to switch
)

// adaptive lays out the window's content in the arrangement its size
// calls for. The board's column (the board and the status) and the side
// panel are each in one container at a time: the split when side by side,
// the holder (the panel in a scroll of its own) otherwise.
type adaptive struct {
	split          *container.Split
	holder         *fyne.Container
	sideScroll     *container.Scroll // the panel, when the holder has it
	boardCol, side fyne.CanvasObject
	boardArea      fyne.CanvasObject // the board and the evaluation bar's gutter beside it
	fitted         fyne.Size         // the window's size the split was last fitted to
	toggle         *widget.Button
	mode           arrangement
	sideShown      bool              // folded: the panel is shown in the board's place
	spareL, spareT fyne.CanvasObject // what the split holds while the holder has the two
	onChange       func()            // told when the arrangement changes
	root           *fyne.Container

	// need is the width the panel needs beside the board, nil for
	// panelRoom; fitPanel shares the panel's width out among its columns
	// when it changes, nil when there is nothing to share.
	need        func() float32
	fitPanel    func(width float32)
	panelFitted float32 // the panel's width fitPanel was last told
}

// newAdaptive returns the content holding boardCol, in which boardArea
// is the board with its bar, and side.
func newAdaptive(boardCol, boardArea, side fyne.CanvasObject) *adaptive {
	a := &adaptive{boardCol: boardCol, boardArea: boardArea, side: side, spareL: canvas.NewRectangle(nil), spareT: canvas.NewRectangle(nil)}
	a.split = container.NewHSplit(boardCol, side)
	a.sideScroll = container.NewVScroll(canvas.NewRectangle(nil))
	a.toggle = widget.NewButton("", a.flip)
	a.holder = container.New(narrowLayout{a})
	a.holder.Hide()
	a.root = container.New(a, a.split, a.holder)
	a.setToggleText()
	return a
}

// flip shows the panel in the board's place, or the board again.
func (a *adaptive) flip() {
	a.sideShown = !a.sideShown
	a.setToggleText()
	a.root.Refresh()
}

func (a *adaptive) setToggleText() {
	if a.sideShown {
		a.toggle.SetText(text.T("layout.showBoard"))
	} else {
		a.toggle.SetText(text.T("layout.showMoves"))
	}
}

// boardColHeight is the height of the board's column holding a board of
// the given side: the side and the status's room under it.
func (a *adaptive) boardColHeight(side float32) float32 {
	return side + a.boardCol.MinSize().Height - boardMinSide()
}

// boardMinSide is the board's smallest side, the board widget's minimum
// size: the board's column's minimum height is it and the status's room.
func boardMinSide() float32 { return 8 * 24 }

// panelNeed is the width the panel needs beside the board.
func (a *adaptive) panelNeed() float32 {
	if a.need == nil {
		return panelRoom
	}
	return max(panelRoom, a.need())
}

// dividerWidth is the width of a split's divider, which its two sides
// share the rest of: two paddings (Fyne's container.Split).
func dividerWidth() float32 { return 2 * theme.Padding() }

// fitSplit places the split for a window of the given size: the board's
// column as wide as a board as tall as the column needs, the panel
// keeping the width it needs. The split keeps the board's column's and
// the panel's own minimums.
func (a *adaptive) fitSplit(size fyne.Size) {
	a.fitted = size
	gutter := a.boardArea.MinSize().Width - boardMinSide()
	tall := size.Height - a.boardColHeight(0)
	avail := size.Width - dividerWidth()
	if avail <= 0 || size.Width <= theme.Padding() {
		return
	}
	// The board's share as it always was (over the width less a padding,
	// which leaves it a pixel or two short of its height: kept, so that
	// the board's size does not change where the panel has its room),
	// unless the panel needs more: then the panel has exactly its need.
	fill := float64((tall + gutter) / (size.Width - theme.Padding()))
	room := float64((avail - a.panelNeed()) / avail)
	a.split.Offset = max(min(fill, room), 0)
	a.split.Refresh()
	// The board's column at its minimum when the window is too narrow
	// for the panel's need, the panel at its own when narrower still.
	lead := float32(a.split.Offset) * avail
	lead = max(min(max(lead, a.boardCol.MinSize().Width), avail-a.side.MinSize().Width), 0)
	a.panelWidth(avail - lead)
}

// panelWidth tells fitPanel the panel's width when it changed.
func (a *adaptive) panelWidth(width float32) {
	if a.fitPanel != nil && width > 0 && width != a.panelFitted {
		a.panelFitted = width
		a.fitPanel(width)
	}
}

// refit fits the split and the panel again to the window's present
// size, after the panel's need changed.
func (a *adaptive) refit() {
	a.panelFitted = 0
	switch {
	case a.mode == sideBySide && a.fitted.Width > 0:
		a.fitSplit(a.fitted)
	case a.mode != sideBySide:
		a.holder.Refresh()
	}
}

// arrange returns the arrangement for a window of the given size.
func (a *adaptive) arrange(size fyne.Size) arrangement {
	if size.Width >= wideWidth {
		return sideBySide
	}
	if a.boardColHeight(usableBoard) <= size.Height-stackRoom-theme.Padding() {
		return stacked
	}
	return folded
}

// MinSize is part of fyne.Layout: the folded arrangement's, the smallest
// of the three: the wider of the board's column and the panel beside the
// button, as tall as the taller of them.
func (a *adaptive) MinSize([]fyne.CanvasObject) fyne.Size {
	b, s, t := a.boardCol.MinSize(), a.side.MinSize(), a.toggle.MinSize()
	return fyne.NewSize(max(b.Width, s.Width)+t.Width+theme.Padding(), max(b.Height, s.Height, t.Height))
}

// Layout is part of fyne.Layout.
func (a *adaptive) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	if mode := a.arrange(size); mode != a.mode {
		a.setMode(mode)
	}
	if a.mode == sideBySide && size != a.fitted {
		a.fitSplit(size)
	}
	for _, o := range []fyne.CanvasObject{a.split, a.holder} {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

// setMode moves the board's column and the panel into the split or the
// holder.
func (a *adaptive) setMode(mode arrangement) {
	a.mode = mode
	if mode == sideBySide {
		a.holder.Objects = nil
		a.holder.Hide()
		a.sideScroll.Content = canvas.NewRectangle(nil)
		a.sideScroll.Refresh()
		a.split.Leading, a.split.Trailing = a.boardCol, a.side
		a.boardCol.Show()
		a.side.Show()
		a.split.Show()
		a.split.Refresh()
	} else {
		a.split.Leading, a.split.Trailing = a.spareL, a.spareT
		a.split.Refresh()
		a.split.Hide()
		a.sideScroll.Content = a.side
		a.sideScroll.Refresh()
		a.holder.Objects = []fyne.CanvasObject{a.boardCol, a.sideScroll, a.toggle}
		a.holder.Show()
		a.holder.Refresh()
	}
	if a.onChange != nil {
		a.onChange()
	}
}

// narrowLayout places the board's column and the panel in a window
// narrower than wideWidth: stacked, or folded with the toggle.
type narrowLayout struct{ a *adaptive }

// MinSize is part of fyne.Layout.
func (l narrowLayout) MinSize([]fyne.CanvasObject) fyne.Size { return l.a.MinSize(nil) }

// Layout is part of fyne.Layout.
func (l narrowLayout) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	a := l.a
	pad := theme.Padding()
	switch a.mode {
	case sideBySide:
		return // the split has them
	case stacked:
		a.toggle.Hide()
		a.boardCol.Show()
		a.side.Show()
		a.sideScroll.Show()
		// The board as large as the width allows, the panel stackRoom
		// at least under it, and any height left to the panel.
		extra := a.boardColHeight(0)
		h := min(size.Width+extra, size.Height-stackRoom-pad)
		a.boardCol.Move(fyne.NewPos(0, 0))
		a.boardCol.Resize(fyne.NewSize(size.Width, h))
		a.sideScroll.Move(fyne.NewPos(0, h+pad))
		a.sideScroll.Resize(fyne.NewSize(size.Width, size.Height-h-pad))
		a.panelWidth(size.Width)
		return
	}
	// Folded.
	t := a.toggle.MinSize()
	a.toggle.Show()
	a.toggle.Move(fyne.NewPos(size.Width-t.Width, 0))
	a.toggle.Resize(t)
	a.side.Show()
	var shown, hidden fyne.CanvasObject = a.boardCol, a.sideScroll
	if a.sideShown {
		shown, hidden = a.sideScroll, a.boardCol
	}
	hidden.Hide()
	shown.Show()
	shown.Move(fyne.NewPos(0, 0))
	shown.Resize(fyne.NewSize(size.Width-t.Width-pad, size.Height))
	a.panelWidth(size.Width - t.Width - pad)
}
