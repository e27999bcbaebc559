package learn

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"

	"wormweave/boardview"
)

// A star shows on its square, flipped board or not: gold on a dark disc,
// inside the square, the square's colour around it; another square shows
// neither.
func TestStarsShowOnTheirSquares(t *testing.T) {
	test.NewTempApp(t)
	for _, flipped := range []bool{false, true} {
		board := boardview.New()
		board.SetFlipped(flipped)
		stars := NewStarMarks(board)
		w := test.NewWindow(container.NewStack(board, stars))
		w.Resize(fyne.NewSize(400, 400))
		const e3, d4 = 20, 27
		stars.SetSquares(1 << e3)
		img := w.Canvas().Capture()
		scale := float32(img.Bounds().Dx()) / w.Canvas().Size().Width
		// count counts the gold and the dark pixels of a square, and
		// those of its rim, the outer eighth.
		count := func(sq int) (gold, dark, rim int) {
			pos, side := board.SquarePosition(sq)
			x0, y0, n := int(pos.X*scale), int(pos.Y*scale), int(side*scale)
			for y := y0 + 1; y < y0+n-1; y++ {
				for x := x0 + 1; x < x0+n-1; x++ {
					r, g, b, _ := img.At(x, y).RGBA()
					r, g, b = r>>8, g>>8, b>>8
					isGold := r > 0xc0 && g > 0x90 && b < 0x60
					isDark := r < 0x60 && g < 0x60 && b < 0x60
					if isGold {
						gold++
					}
					if isDark {
						dark++
					}
					if (isGold || isDark) && (x-x0 < n/8 || x0+n-x < n/8 || y-y0 < n/8 || y0+n-y < n/8) {
						rim++
					}
				}
			}
			return gold, dark, rim
		}
		if gold, dark, rim := count(e3); gold < 20 || dark < 20 || rim > 0 {
			t.Errorf("flipped %v: e3 has %d gold and %d dark pixels, %d on its rim; want a star on a disc inside it", flipped, gold, dark, rim)
		}
		if gold, dark, _ := count(d4); gold+dark > 0 {
			t.Errorf("flipped %v: d4, with no star, has %d gold and %d dark pixels", flipped, gold, dark)
		}
		w.Close()
	}
}
