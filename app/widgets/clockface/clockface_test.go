package clockface

import (
	"image/color"
	"testing"
	"time"
	"wormweave/app/internal/uitest"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
)

// variant is the default theme held in one variant.
type variant struct {
	fyne.Theme
	v fyne.ThemeVariant
}

func (t variant) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return t.Theme.Color(n, t.v)
}

// TestFacesShowTheTimesReadably sets a running White clock, a fallen
// Black flag and a still clock, in the light and the dark theme: the
// times read as a clock shows them, the running face and the fallen flag
// stand out from a still face, and every time has at least the contrast
// WCAG asks of large text (3:1) against its box.
func TestFacesShowTheTimesReadably(t *testing.T) {
	a := test.NewTempApp(t)
	for _, v := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
		a.Settings().SetTheme(variant{theme.DefaultTheme(), v})
		c := New()
		w := test.NewTempWindow(t, c)
		w.Resize(fyne.NewSize(400, 120))
		c.Set(State{
			White: Side{Name: "White", Left: 9400 * time.Millisecond, Running: true},
			Black: Side{Name: "Black", Left: 0, Flagged: true},
			Note:  "Paused",
		})
		if wt, bt := c.Text(); wt != "0:09.4" || bt != "0:00.0" {
			t.Errorf("variant %v: the faces show %q and %q, want 0:09.4 and 0:00.0", v, wt, bt)
		}
		if got := c.faces[0].time.Text; got != "0:09.4" {
			t.Errorf("variant %v: White's face draws %q", v, got)
		}
		if !c.note.Visible() || c.note.Text != "Paused" {
			t.Errorf("variant %v: the note shows %q, visible %v", v, c.note.Text, c.note.Visible())
		}
		still := newFace()
		still.show(Side{Name: "Black", Left: time.Minute})
		for i, f := range append(c.faces[:], still) {
			if r := uitest.Contrast(f.time.Color, f.bg.FillColor); r < 3 {
				t.Errorf("variant %v, face %d: contrast %.2f between the time and its box, want 3 or more", v, i, r)
			}
		}
		if c.faces[0].bg.FillColor == still.bg.FillColor || c.faces[1].bg.FillColor == still.bg.FillColor || c.faces[0].bg.FillColor == c.faces[1].bg.FillColor {
			t.Errorf("variant %v: running %v, flagged %v and still %v faces are not told apart", v, c.faces[0].bg.FillColor, c.faces[1].bg.FillColor, still.bg.FillColor)
		}
		// Paused: no face runs, and the side to move's is outlined.
		c.Set(State{White: Side{Name: "White", Left: time.Minute}, Black: Side{Name: "Black", Left: time.Minute, ToMove: true}})
		if f := c.faces[1]; f.bg.StrokeColor != theme.Color(theme.ColorNamePrimary) || f.bg.StrokeWidth <= c.faces[0].bg.StrokeWidth || f.bg.FillColor != c.faces[0].bg.FillColor {
			t.Errorf("variant %v: the paused side to move's face is not outlined: %+v", v, f.bg)
		}
		c.Set(State{White: Side{Name: "White", Left: time.Hour}, Black: Side{Name: "Black", Left: 61 * time.Second}})
		if wt, bt := c.Text(); wt != "1:00:00" || bt != "1:01" || c.note.Visible() {
			t.Errorf("variant %v: %q, %q, note visible %v; want 1:00:00, 1:01 and no note", v, wt, bt, c.note.Visible())
		}
	}
}
