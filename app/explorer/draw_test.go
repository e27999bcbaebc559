package explorer

import (
	"image"
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/internal/uitest"
	"wormweave/app/prefs"
	"wormweave/app/text"
)

// The panel draws, in the light and the dark theme, with its moves, its
// bars (one of a book's move, empty), a game and the progress of an
// import: every text the user must read is on the window, inside it, and
// drawn in the captured image in a colour that stands out from the
// panel's background; the results bar of the library's move is drawn in
// White's and Black's colours, and the import's progress bar is shown.
func TestExplorerPanelDraws(t *testing.T) {
	for _, variant := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
		t.Run(map[fyne.ThemeVariant]string{theme.VariantLight: "light", theme.VariantDark: "dark"}[variant], func(t *testing.T) { drawsIn(t, variant) })
	}
}

// drawsIn checks the panel drawn in the theme variant given.
func drawsIn(t *testing.T, variant fyne.ThemeVariant) {
	r := newRig(t, "en")
	fyne.CurrentApp().Settings().SetTheme(prefs.FixedVariant{Theme: theme.DefaultTheme(), Variant: variant})
	start := r.doc.Position()
	turns, texts := turnsOf(t, start, 2)
	r.book = []BookMove{{Turn: turns[1], ID: turns[1].ID(start.Variant()), Games: 12, WhiteWins: 5, BlackWins: 7}}
	r.lib.moves[start.FEN()] = []Move{{ID: turns[0].ID(start.Variant()), Text: texts[0], Games: 7, WhiteWins: 4, BlackWins: 2, Unfinished: 1}}
	r.lib.games[start.FEN()] = []Game{{File: "a.pgn", Number: 1, White: "Ann", Black: "Bob", Result: "1-0", Ply: 3}}
	r.e.OpenPath(r.libPath, false)
	r.settle(t)
	img := r.win.Canvas().Capture()
	bg := theme.Color(theme.ColorNameBackground)
	for _, want := range []string{texts[0], "7", texts[1], text.T("explorer.bookOnly"), "1-0", text.T("explorer.move"), text.T("explorer.games")} {
		l := shownLabel(r.win, want)
		if l == nil {
			t.Errorf("%v: no label shows %q", variant, want)
			continue
		}
		if n := inkPixels(img, bounds(r.win, l), bg); n < 4 {
			t.Errorf("%v: %q is not drawn: %d pixels stand out from the background in its place", variant, want, n)
		}
	}
	if l := shownLabel(r.win, text.TF("explorer.versus", map[string]any{"White": "Ann", "Black": "Bob"})); l == nil {
		t.Errorf("%v: the game's players are not shown", variant)
	}
	// The library move's results bar: White's wins light, Black's dark.
	if len(r.e.v.moveRows) != 2 {
		t.Fatalf("%v: %d move rows, want 2", variant, len(r.e.v.moveRows))
	}
	bars := uitest.Collect[*resultsBar](r.e.v.moveRows[0])
	if len(bars) != 1 {
		t.Fatalf("%v: %d results bars in the library's row, want 1", variant, len(bars))
	}
	rect := bounds(r.win, bars[0])
	light, dark := 0, 0
	for y := rect.Min.Y; y < rect.Max.Y; y++ {
		for x := rect.Min.X; x < rect.Max.X; x++ {
			switch lum := luminance(img.At(x, y)); {
			case lum > 0.85:
				light++
			case lum < 0.15:
				dark++
			}
		}
	}
	if light == 0 || dark == 0 {
		t.Errorf("%v: the results bar has %d light and %d dark pixels, want both", variant, light, dark)
	}
	r.lib.addGate = make(chan struct{})
	r.e.AddGames()
	r.q.Until(t, "the progress", func() bool { return r.e.v.progress.Value > 0 })
	r.win.Canvas().Capture()
	if !r.e.v.progress.Visible() || r.e.v.progress.Size().Width < 20 {
		t.Errorf("%v: the import's progress bar is not shown (%v)", variant, r.e.v.progress.Size())
	}
	close(r.lib.addGate)
	r.q.Until(t, "the end of the import", func() bool { return !r.e.Building() })
}

// shownLabel returns the visible label of w that reads s, or nil.
func shownLabel(w fyne.Window, s string) *widget.Label {
	for _, l := range uitest.Collect[*widget.Label](w.Content()) {
		if l.Text == s && l.Visible() {
			return l
		}
	}
	return nil
}

// bounds is where o is on w's canvas, in the captured image's pixels,
// clipped to the canvas.
func bounds(w fyne.Window, o fyne.CanvasObject) image.Rectangle {
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
	scale := w.Canvas().Scale()
	size := w.Canvas().Size()
	r := image.Rect(int(pos.X*scale), int(pos.Y*scale), int((pos.X+o.Size().Width)*scale), int((pos.Y+o.Size().Height)*scale))
	return r.Intersect(image.Rect(0, 0, int(size.Width*scale), int(size.Height*scale)))
}

// inkPixels counts the pixels of img in r that stand out from bg as text
// does (a contrast of 3 or more).
func inkPixels(img image.Image, r image.Rectangle, bg color.Color) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if uitest.Contrast(img.At(x, y), bg) >= 3 {
				n++
			}
		}
	}
	return n
}

// luminance is a colour's brightness, 0 to 1.
func luminance(c color.Color) float64 {
	r, g, b, _ := c.RGBA()
	return (0.2126*float64(r) + 0.7152*float64(g) + 0.0722*float64(b)) / 0xffff
}
