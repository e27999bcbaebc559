package editor

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"wormweave/app/internal/uitest"
)

// Escape closes the editor after a choice made with the mouse: the
// variant's select and the side's radio buttons keep the keyboard once
// clicked, and the window's Escape then never reached the window.
func TestEscapeClosesTheEditorAfterAChoice(t *testing.T) {
	for _, c := range []struct {
		name   string
		choose func(t *testing.T, e *Editor)
	}{
		{"variant", func(t *testing.T, e *Editor) {
			c, s := e.win.Canvas(), e.variant
			at := fyne.CurrentApp().Driver().AbsolutePositionForObject(s)
			test.TapCanvas(c, at.AddXY(5, 5))
			if c.Overlays().Top() == nil {
				t.Fatal("the select opened no pop-up")
			}
			// The pop-up opens under the select, its items about as tall.
			before := s.Selected
			test.TapCanvas(c, at.AddXY(10, s.Size().Height*2.2))
			if s.Selected == before {
				t.Fatalf("the click on the pop-up chose nothing (still %q)", before)
			}
		}},
		{"side", func(t *testing.T, e *Editor) {
			r := e.sideSel
			items := test.WidgetRenderer(r).Objects()
			at := fyne.CurrentApp().Driver().AbsolutePositionForObject(items[1])
			before := r.Selected
			test.TapCanvas(e.win.Canvas(), at.AddXY(items[1].Size().Width/2, items[1].Size().Height/2))
			if r.Selected == before {
				t.Fatalf("the click chose nothing (still %q)", before)
			}
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			b := newTestBoard(t)
			e := Open(b.host())
			e.win.Resize(fyne.NewSize(700, 600))
			c.choose(t, e)
			if e.closed {
				t.Fatal("the choice closed the editor")
			}
			uitest.PressKey(e.win.Canvas(), fyne.KeyEscape)
			if !e.closed {
				t.Fatalf("Escape did not close the editor (%T has the keyboard)", e.win.Canvas().Focused())
			}
		})
	}
}
