package app

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/internal/uitest"
)

// findAll returns the objects of type T drawn under o, in order.
func findAll[T fyne.CanvasObject](o fyne.CanvasObject) []T {
	var out []T
	if v, ok := o.(T); ok {
		out = append(out, v)
	}
	switch c := o.(type) {
	case *fyne.Container:
		for _, ch := range c.Objects {
			out = append(out, findAll[T](ch)...)
		}
	case fyne.Widget:
		for _, ch := range test.WidgetRenderer(c).Objects() {
			out = append(out, findAll[T](ch)...)
		}
	}
	return out
}

// chooseWithMouse picks option 1 of s as a click does: a click on the
// select (which takes the keyboard) and one on the option in its pop-up.
func chooseWithMouse(t *testing.T, c fyne.Canvas, s *widget.Select) {
	t.Helper()
	d := fyne.CurrentApp().Driver()
	n := len(c.Overlays().List())
	test.TapCanvas(c, d.AbsolutePositionForObject(s).AddXY(5, 5))
	if len(c.Overlays().List()) != n+1 {
		t.Fatal("the select opened no pop-up")
	}
	// The pop-up opens under the select, its items about as tall as it.
	before := s.Selected
	at := d.AbsolutePositionForObject(s)
	test.TapCanvas(c, at.AddXY(10, s.Size().Height*2.2))
	if s.Selected == before {
		t.Fatalf("the click on the pop-up chose nothing (still %q)", before)
	}
}

// Escape closes the Play dialog after its choices were made with the
// mouse: a select and a radio button clicked keep the keyboard, which the
// window's Escape then never reached.
func TestEscapeClosesThePlayDialogAfterAChoice(t *testing.T) {
	for _, c := range []struct {
		name   string
		choose func(t *testing.T, c fyne.Canvas)
	}{
		{"strength", func(t *testing.T, c fyne.Canvas) {
			chooseWithMouse(t, c, findAll[*widget.Select](c.Overlays().Top())[0])
		}},
		{"side", func(t *testing.T, c fyne.Canvas) {
			r := findAll[*widget.RadioGroup](c.Overlays().Top())[0]
			items := test.WidgetRenderer(r).Objects()
			at := fyne.CurrentApp().Driver().AbsolutePositionForObject(items[1])
			test.TapCanvas(c, at.AddXY(items[1].Size().Width/2, items[1].Size().Height/2))
			if r.Selected != r.Options[1] {
				t.Fatalf("the click chose %q", r.Selected)
			}
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := newTestWindow(t, nil)
			w.engine.Ask()
			cv := w.win.Canvas()
			c.choose(t, cv)
			if cv.Overlays().Top() == nil {
				t.Fatal("the dialog closed on the choice")
			}
			uitest.PressKey(cv, fyne.KeyEscape)
			if cv.Overlays().Top() != nil {
				t.Fatalf("Escape did not close the dialog (%T has the keyboard)", cv.Focused())
			}
			if w.engine.Active() {
				t.Error("Escape started a game against the engine")
			}
		})
	}
}
