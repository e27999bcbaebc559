package boardscene

import (
	"image"
	"math"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"wormweave/app/internal/uitest"
	"wormweave/app/prefs"
	"wormweave/boardview"
	"wormweave/icons"
	"wormweave/internal/racerun"
)

// The least contrast a capture target's ring must have with what it is
// drawn over (3:1 is what WCAG asks of the parts of a graphic needed to
// understand it), and the least share of the way round the ring where it
// has it.
const (
	targetContrast = 3.0
	targetShare    = 0.9
)

// A capture target shows on every palette with every piece set, on a
// square of the last move (tinted) as on any other, light or dark, white
// piece or black: enough of its ring stands out at 3:1 from what it
// covers.
func TestCaptureTargetsShowOnLastMoveSquares(t *testing.T) {
	racerun.SkipOneGoroutine(t)
	const size = 360
	for _, set := range icons.PieceSets {
		for _, pal := range boardview.Palettes {
			for _, black := range []bool{true, false} {
				name := pal.Name + "/" + set
				if black {
					name += "/black targets"
				} else {
					name += "/white targets"
				}
				t.Run(name, func(t *testing.T) {
					test.NewTempApp(t)
					b := NewBoard(prefs.Board{Palette: pal})
					// The picked piece on d4, the targets on d6 (dark) and
					// e6 (light), both squares of the last move.
					picker, d6, e6 := uitest.Square("d4"), uitest.Square("d6"), uitest.Square("e6")
					var s boardview.Scene
					s.Pieces[picker] = icons.PieceIn(set, "king", !black)
					s.Pieces[d6] = icons.PieceIn(set, "knight", black)
					s.Pieces[e6] = icons.PieceIn(set, "pawn", black)
					s.Marks[d6], s.Marks[e6] = boardview.LastMove, boardview.LastMove
					b.SetScene(s)
					b.OnPick = func(int) boardview.Hints { return boardview.Hints{Captures: 1<<uint(d6) | 1<<uint(e6)} }
					w := test.NewTempWindow(t, b)
					w.SetPadded(false)
					w.Resize(fyne.NewSize(size, size))
					without := w.Canvas().Capture()
					b.Select(picker)
					with := w.Canvas().Capture()
					for _, sq := range []int{d6, e6} {
						pos, side := b.SquarePosition(sq)
						share, median := ringContrast(with, without, pos, side)
						t.Logf("%s: %.0f%% of the way round at %.1f:1 or more, median %.2f:1", squareName(sq), 100*share, targetContrast, median)
						if share < targetShare {
							t.Errorf("the target on %s: %.0f%% of the way round, its ring stands out at %.1f:1 from what it covers (median %.2f:1), want %.0f%%",
								squareName(sq), 100*share, targetContrast, median, 100*targetShare)
						}
					}
				})
			}
		}
	}
}

// ringContrast compares, in the square at pos, the board with a capture
// target and without, all round the ring (the band from 0.02 to 0.115 of
// the side in from the square's edge, where the board draws it): along
// each of many rays from the centre, the pixel of the band that stands
// out most from the same pixel without the target. It returns the share
// of the rays where that pixel stands at targetContrast or more, and the
// median of the rays' best contrasts: a ring seen all round has every ray.
func ringContrast(with, without image.Image, pos fyne.Position, side float32) (share, median float64) {
	const rays = 120
	cx, cy := float64(pos.X)+float64(side)/2, float64(pos.Y)+float64(side)/2
	outer := float64(side) * (0.5 - 0.02)
	inner := float64(side) * (0.5 - 0.115)
	best := make([]float64, 0, rays)
	for i := range rays {
		a := 2 * math.Pi * float64(i) / rays
		top := 1.0
		for r := inner; r <= outer; r += 0.5 {
			x, y := int(math.Floor(cx+r*math.Cos(a))), int(math.Floor(cy+r*math.Sin(a)))
			top = max(top, uitest.Contrast(with.At(x, y), without.At(x, y)))
		}
		best = append(best, top)
	}
	slices.Sort(best)
	n := 0
	for _, c := range best {
		if c >= targetContrast {
			n++
		}
	}
	return float64(n) / rays, best[rays/2]
}

func squareName(sq int) string { return string(rune('a'+sq%8)) + string(rune('1'+sq/8)) }
