package app

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
)

// area is a main area of the window as placed on its canvas.
type area struct {
	name string
	pos  fyne.Position
	size fyne.Size
	obj  fyne.CanvasObject
}

// mainAreas returns the board, the status, the move list, the navigation
// buttons and the variant choice where the window shows them; an area
// hidden (in a folded panel) is left out.
func mainAreas(w *Window) []area {
	d := fyne.CurrentApp().Driver()
	origin := d.AbsolutePositionForObject(w.win.Content())
	var out []area
	for _, a := range []area{
		{name: "board", obj: w.board},
		{name: "status", obj: w.status},
		{name: "moves", obj: w.movesScroll},
		{name: "variant", obj: w.variant},
		{name: "graph", obj: w.graph},
		{name: "toggle", obj: w.arrangement.toggle},
	} {
		if !visibleInTree(w, a.obj) {
			continue
		}
		a.pos, a.size = d.AbsolutePositionForObject(a.obj).Subtract(origin), a.obj.Size()
		out = append(out, a)
	}
	return out
}

// visibleInTree reports whether o is shown, with every container above it.
func visibleInTree(w *Window, o fyne.CanvasObject) bool {
	var shown bool
	var walk func(c fyne.CanvasObject, visible bool)
	walk = func(c fyne.CanvasObject, visible bool) {
		visible = visible && c.Visible()
		if c == o {
			shown = shown || visible
			return
		}
		var kids []fyne.CanvasObject
		switch x := c.(type) {
		case *fyne.Container:
			kids = x.Objects
		case fyne.Widget:
			kids = test.WidgetRenderer(x).Objects()
		}
		for _, k := range kids {
			walk(k, visible)
		}
	}
	walk(w.win.Content(), true)
	return shown
}

// At every size down to the window's minimum no two main areas overlap,
// each lies inside the window, the status keeps its room under the board,
// and the board keeps a usable size; from wideWidth the side panel stands
// beside the board as it always did.
func TestWindowArrangementAtSizes(t *testing.T) {
	skipInRaceRun(t)
	w := newTestWindow(t, nil)
	w.win.SetPadded(false)
	min := w.win.Content().MinSize()
	sizes := []fyne.Size{fyne.NewSize(1100, 720), fyne.NewSize(800, 600), fyne.NewSize(700, 900), fyne.NewSize(600, 700), fyne.NewSize(500, 400), fyne.NewSize(450, 330), min}
	for _, size := range sizes {
		t.Run(fmt.Sprintf("%.0fx%.0f", size.Width, size.Height), func(t *testing.T) {
			w.win.Resize(size)
			size = w.win.Content().Size()
			areas := mainAreas(w)
			names := map[string]bool{}
			for i, a := range areas {
				names[a.name] = true
				if a.pos.X < -0.5 || a.pos.Y < -0.5 || a.pos.X+a.size.Width > size.Width+0.5 || a.pos.Y+a.size.Height > size.Height+0.5 {
					t.Errorf("%s (%v, %v) runs out of the window", a.name, a.pos, a.size)
				}
				for _, b := range areas[i+1:] {
					if a.pos.X < b.pos.X+b.size.Width-0.5 && b.pos.X < a.pos.X+a.size.Width-0.5 &&
						a.pos.Y < b.pos.Y+b.size.Height-0.5 && b.pos.Y < a.pos.Y+a.size.Height-0.5 {
						t.Errorf("%s (%v, %v) overlaps %s (%v, %v)", a.name, a.pos, a.size, b.name, b.pos, b.size)
					}
				}
			}
			board := w.board.Size().Width
			want := float32(usableBoard)
			if size == min {
				want = boardMinSide()
			}
			if !names["board"] || board < want {
				t.Errorf("the board is %.0f pixels a side (shown %v), want at least %.0f", board, names["board"], want)
			}
			if !names["status"] {
				t.Error("the status is not shown with the board")
			}
			wide := size.Width >= wideWidth
			if wide != names["moves"] && w.arrangement.mode != stacked {
				t.Errorf("arrangement %d: moves shown %v at width %.0f", w.arrangement.mode, names["moves"], size.Width)
			}
			if wide && w.arrangement.mode != sideBySide {
				t.Errorf("a wide window is in arrangement %d", w.arrangement.mode)
			}
		})
	}
	// A status longer than its lines ends in an ellipsis inside its room.
	w.win.Resize(fyne.NewSize(500, 400))
	w.status.SetText(strings.Repeat("White's captured pieces: smasher ×2, leaper ×1 · ", 8))
	var last string
	for _, o := range collect[*canvas.Text](w.status) {
		if !o.Visible() || o.Text == "" {
			continue
		}
		p, sz := o.Position(), o.Size()
		if p.Y+sz.Height > w.status.Size().Height+1 || p.X+sz.Width > w.status.Size().Width+1 {
			t.Errorf("the status line %q (%v, %v) runs out of its room %v", o.Text, p, sz, w.status.Size())
		}
		last = o.Text
	}
	if !strings.HasSuffix(last, "…") {
		t.Errorf("a status cut short ends in %q, without an ellipsis", last)
	}

	// Folded, the button shows the panel in the board's place, and back.
	w.win.Resize(fyne.NewSize(500, 400))
	if w.arrangement.mode != folded {
		t.Fatalf("500x400 is in arrangement %d, want folded", w.arrangement.mode)
	}
	test.Tap(w.arrangement.toggle)
	names := map[string]bool{}
	for _, a := range mainAreas(w) {
		names[a.name] = true
	}
	if names["board"] || !names["moves"] || !names["variant"] {
		t.Errorf("with the panel shown the window shows %v", names)
	}
	test.Tap(w.arrangement.toggle)
	if !visibleInTree(w, w.board) || visibleInTree(w, w.movesScroll) {
		t.Error("the button does not give the board back")
	}
	// Wide again, the split holds both as before.
	w.win.Resize(fyne.NewSize(1100, 720))
	if !visibleInTree(w, w.board) || !visibleInTree(w, w.movesScroll) || w.board.Size().Width < 500 {
		t.Errorf("a wide window shows the board %v (%v) and the moves %v", visibleInTree(w, w.board), w.board.Size(), visibleInTree(w, w.movesScroll))
	}
}
