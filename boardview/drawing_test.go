package boardview

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
)

type drawn struct {
	from, to int
	mod      fyne.KeyModifier
}

// mouse sends what the desktop driver sends for a press and release of
// button over the board, ending with the tap it sends when both were on
// the board.
func mouse(b *Board, button desktop.MouseButton, mod fyne.KeyModifier, from, to string) {
	at := func(name string) fyne.Position {
		pos, side := b.SquarePosition(sq(name))
		return pos.Add(fyne.NewPos(side/2, side/2))
	}
	down := &desktop.MouseEvent{Button: button, Modifier: mod}
	down.Position = at(from)
	b.MouseDown(down)
	up := &desktop.MouseEvent{Button: button, Modifier: mod}
	up.Position = at(to)
	b.MouseUp(up)
	if button == desktop.MouseButtonSecondary {
		b.TappedSecondary(&fyne.PointEvent{Position: at(to)})
	}
}

func TestSecondaryGestureIsReportedOnce(t *testing.T) {
	b, _, log := newTestBoard(t)
	var got []drawn
	b.OnDraw = func(from, to int, mod fyne.KeyModifier) { got = append(got, drawn{from, to, mod}) }
	b.Select(sq("e2"))
	mouse(b, desktop.MouseButtonSecondary, fyne.KeyModifierShift, "e2", "e4")
	mouse(b, desktop.MouseButtonSecondary, 0, "c3", "c3")
	// The primary button's mouse events are the move gestures' business.
	mouse(b, desktop.MouseButtonPrimary, 0, "a1", "b2")
	// A secondary tap alone (a touch screen's) is a click without modifiers.
	pos, _ := b.SquarePosition(sq("h8"))
	test.TapSecondaryAt(b, pos.Add(fyne.NewPos(2, 2)))
	want := []drawn{{sq("e2"), sq("e4"), fyne.KeyModifierShift}, {sq("c3"), sq("c3"), 0}, {sq("h8"), sq("h8"), 0}}
	if len(got) != len(want) {
		t.Fatalf("reported %+v, want %+v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("gesture %d: %+v, want %+v", i, got[i], want[i])
		}
	}
	if b.Selected() >= 0 {
		t.Errorf("the right click left %d selected", b.Selected())
	}
	if len(log.from) != 0 {
		t.Errorf("the drawing played %d moves", len(log.from))
	}
}

// Without OnDraw a right click is reported once, on its square, as before.
func TestSecondaryClickWithoutDrawing(t *testing.T) {
	b, _, _ := newTestBoard(t)
	var got []int
	b.OnSecondary = func(sq int) { got = append(got, sq) }
	mouse(b, desktop.MouseButtonSecondary, 0, "d4", "d4")
	if len(got) != 1 || got[0] != sq("d4") {
		t.Errorf("reported %v", got)
	}
}

// A comment's circles are rings over the pieces, in their colours.
func TestRenderCircles(t *testing.T) {
	s := holesScene()
	for name, c := range map[string]color.NRGBA{
		"d3": {0x15, 0x78, 0x1b, 0xc0}, "e4": {0xc0, 0x20, 0x20, 0xc0},
		"b6": {0x20, 0x50, 0xc0, 0xc0}, "g6": {0xe0, 0xb0, 0x00, 0xc0},
	} {
		s.Marks[sq(name)] |= Marked
		s.MarkColors[sq(name)] = c
	}
	renderScene(t, "circles.png", s, nil)
}
