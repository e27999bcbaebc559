package boardview

import (
	"image/color"

	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// renderScene draws a scene on a 320x320 board and compares it with the
// master image in testdata.
func renderScene(t *testing.T, name string, s Scene, setup func(*Board)) {
	t.Helper()
	test.NewTempApp(t)
	b := New()
	b.SetScene(s)
	if setup != nil {
		setup(b)
	}
	w := test.NewTempWindow(t, b)
	w.SetPadded(false)
	w.Resize(fyne.NewSize(320, 320))
	test.AssertImageMatches(t, name, w.Canvas().Capture())
}

func holesScene() Scene {
	var s Scene
	s.Pieces[sq("d3")] = darkSVG
	s.Pieces[sq("e2")] = pawnSVG
	s.Pieces[sq("c8")] = darkSVG
	s.Holes = mask("d8", "e8", "f8", "c7", "d6", "e6", "e5", "f4", "f3", "d2", "c1", "d1", "e1")
	s.Marks[sq("e1")] |= NewHole
	s.Marks[sq("e1")] |= LastMove
	s.Marks[sq("f2")] |= LastMove
	s.Marks[sq("g3")] |= Captured
	s.Marks[sq("c8")] |= Check
	s.Arrows = []Arrow{{From: sq("d3"), To: sq("g5")}}
	return s
}

func TestRenderHolesAndHighlights(t *testing.T) {
	renderScene(t, "holes.png", holesScene(), nil)
}

func TestRenderFlippedWithHints(t *testing.T) {
	renderScene(t, "flipped-hints.png", holesScene(), func(b *Board) {
		b.SetFlipped(true)
		b.OnPick = func(int) Hints {
			return Hints{Targets: mask("b4", "c5", "g5"), Captures: mask("e2"), Paths: mask("e5", "f4")}
		}
		b.Select(sq("d3"))
	})
}

func TestRenderPaletteNoCoordinates(t *testing.T) {
	var s Scene
	for f := 0; f < 8; f++ {
		s.Pieces[8+f] = pawnSVG
		s.Pieces[48+f] = darkSVG
	}
	renderScene(t, "high-contrast.png", s, func(b *Board) {
		b.SetPalette(Palettes[2])
		b.SetCoordinates(false)
	})
}

// An engine's lines as the analysis shows them: a chain as a path through
// its steps (heads only on the last), a piece removed in place as a cross,
// and a second line's arrow fainter; the scene's own arrow stays under them.
func TestRenderOverlayPathAndCross(t *testing.T) {
	engine := color.NRGBA{0xd0, 0x40, 0xa0, 0xd0}
	faint := color.NRGBA{0xd0, 0x40, 0xa0, 0x60}
	renderScene(t, "overlay-path.png", holesScene(), func(b *Board) {
		b.SetOverlay([]Arrow{
			{From: sq("e2"), To: sq("e4"), Color: engine, NoHead: true},
			{From: sq("e4"), To: sq("c6"), Color: engine},
			{From: sq("c8"), To: sq("c8"), Color: engine},
			{From: sq("d3"), To: sq("b5"), Color: faint},
		})
	})
}
