//go:build e2e

package e2e

import (
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// The board's default colours (the "wood" palette): the test finds the
// board on the screen by them.
var (
	lightSquare = color.RGBA{0xf0, 0xd9, 0xb5, 0xff}
	darkSquare  = color.RGBA{0xb5, 0x88, 0x63, 0xff}
)

// board is where the board lies on the screen.
type board struct {
	origin image.Point // top-left corner of the top-left square
	side   float64     // a square's side: the app's layout makes it fractional
}

// centre returns the screen position of a square's centre, such as "e2",
// with White at the bottom.
func (b board) centre(square string) image.Point {
	col := int(square[0] - 'a')
	row := 7 - int(square[1]-'1')
	return image.Pt(
		b.origin.X+int(math.Round((float64(col)+0.5)*b.side)),
		b.origin.Y+int(math.Round((float64(row)+0.5)*b.side)))
}

// findBoard takes screenshots until the board shows, and finds it from its
// square colours rather than from the window's layout, which changes with
// the theme, the fonts and the split.
func (x *xserver) findBoard(t *testing.T, app *proc, win image.Rectangle, shot string) board {
	t.Helper()
	return waitOnScreen(t, x, app, shot, "its board", func(img image.Image) (board, error) {
		return locateBoard(img, win)
	})
}

// waitOnScreen takes screenshots until locate finds what it looks for in
// one, and fails the test if the app exits or the time runs out first.
func waitOnScreen[T any](t *testing.T, x *xserver, app *proc, shot, what string, locate func(image.Image) (T, error)) T {
	t.Helper()
	deadline := time.Now().Add(windowTimeout)
	var why error
	for {
		if err := x.screenshot(shot); err != nil {
			t.Fatal(err)
		}
		img, err := readPNG(shot)
		if err != nil {
			t.Fatal(err)
		}
		found, err := locate(img)
		if err == nil {
			return found
		}
		why = err
		if app.exited() {
			t.Fatalf("the app exited before showing %s", what)
		}
		if time.Now().After(deadline) {
			break
		}
		time.Sleep(300 * time.Millisecond)
	}
	var zero T
	t.Fatalf("%s not found on the screen (see %s): %v", what, filepath.Base(shot), why)
	return zero
}

func readPNG(name string) (image.Image, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return png.Decode(f)
}

// locateBoard finds the board in a screenshot: the bounding box of the
// pixels of the two square colours inside the window. It then checks that
// the box is square, on the left of the window, that the empty middle
// ranks alternate as a board's squares do, and that White is at the bottom.
func locateBoard(img image.Image, win image.Rectangle) (board, error) {
	box, err := squaresBox(img, win)
	if err != nil {
		return board{}, err
	}
	w, h := box.Dx(), box.Dy()
	if box.Min.X+w/2 > win.Min.X+win.Dx()/2 {
		return board{}, fmt.Errorf("the board at %v is not on the window's left", box)
	}
	b := board{origin: box.Min, side: float64(w+h) / 16}
	// Ranks 4 and 5 are empty in the test game: each square shows its colour
	// at its centre, light where file+rank is odd (h1 is light).
	for _, rank := range "45" {
		for file := 'a'; file <= 'h'; file++ {
			sq := string(file) + string(rank)
			p := b.centre(sq)
			want, name := darkSquare, "dark"
			if (file-'a'+rank-'1')%2 == 1 {
				want, name = lightSquare, "light"
			}
			if !near(img.At(p.X, p.Y), want) {
				return board{}, fmt.Errorf("%s at %v is %v, want %s: the grid from %v is off", sq, p, img.At(p.X, p.Y), name, box)
			}
		}
	}
	// White's pieces are white, Black's black: the two bottom ranks hold
	// far more near-white pixels than the two top ones unless the board is
	// flipped.
	top := whitePixels(img, image.Rect(box.Min.X, box.Min.Y, box.Max.X, box.Min.Y+int(2*b.side)))
	bottom := whitePixels(img, image.Rect(box.Min.X, box.Max.Y-int(2*b.side), box.Max.X, box.Max.Y))
	if bottom < 2*top || bottom == 0 {
		return board{}, fmt.Errorf("White does not seem to be at the bottom (%d white pixels at the bottom, %d at the top)", bottom, top)
	}
	return b, nil
}

// squaresBox returns the bounding box of the pixels of the two square
// colours inside the window, if it is square and large enough to be the
// board.
func squaresBox(img image.Image, win image.Rectangle) (image.Rectangle, error) {
	area := win.Intersect(img.Bounds())
	box := image.Rectangle{}
	found := false
	for y := area.Min.Y; y < area.Max.Y; y++ {
		for x := area.Min.X; x < area.Max.X; x++ {
			c := img.At(x, y)
			if near(c, lightSquare) || near(c, darkSquare) {
				px := image.Rect(x, y, x+1, y+1)
				if !found {
					box, found = px, true
				} else {
					box = box.Union(px)
				}
			}
		}
	}
	if !found {
		return image.Rectangle{}, errors.New("no pixel of the square colours")
	}
	w, h := box.Dx(), box.Dy()
	if w < 8*16 || h < 8*16 || abs(w-h) > 2 {
		return image.Rectangle{}, fmt.Errorf("the square colours span %v, not a board", box)
	}
	return box, nil
}

func whitePixels(img image.Image, r image.Rectangle) int {
	return countPixels(r, func(x, y int) bool {
		red, green, blue := rgb8(img.At(x, y))
		return red >= 0xf8 && green >= 0xf8 && blue >= 0xf8
	})
}

// countPixels counts the pixels of r that match.
func countPixels(r image.Rectangle, match func(x, y int) bool) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if match(x, y) {
				n++
			}
		}
	}
	return n
}

// rgb8 returns c's red, green and blue on 0 to 255.
func rgb8(c color.Color) (red, green, blue int) {
	r, g, b, _ := c.RGBA()
	return int(r >> 8), int(g >> 8), int(b >> 8)
}

// near reports whether c is want within a little rounding.
func near(c color.Color, want color.RGBA) bool {
	r, g, b := rgb8(c)
	return abs(r-int(want.R)) <= 2 && abs(g-int(want.G)) <= 2 && abs(b-int(want.B)) <= 2
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// findConfirmButton takes screenshots until a dialog (what, for the
// failure message) shows and returns the centre of its confirm button.
// Fyne draws dialogs inside the window, so no X window or name finds it:
// the test finds the button by its colour instead.
func (x *xserver) findConfirmButton(t *testing.T, app *proc, win image.Rectangle, shot, what string) image.Point {
	t.Helper()
	return waitOnScreen(t, x, app, shot, what, func(img image.Image) (image.Point, error) {
		return locateConfirmButton(img, win)
	})
}

// locateConfirmButton finds a confirm dialog's Yes button in a screenshot.
// Fyne centres a dialog in its window and puts No and Yes side by side at
// the bottom centre, Yes on the right and filled with the theme's primary
// colour. The rest of the window lies under the dialog's dimming overlay,
// so the only solid patch of primary colour is that button: text in the
// primary colour (the move list's current move) is too thin to count.
func locateConfirmButton(img image.Image, win image.Rectangle) (image.Point, error) {
	box, err := primaryButton(img, win)
	if err != nil {
		return image.Point{}, err
	}
	// Yes is the right one of two buttons centred in the window: it starts
	// at the window's centre line (give or take the padding between the
	// buttons) and lies in the window's middle.
	mid := image.Pt(win.Min.X+win.Dx()/2, win.Min.Y+win.Dy()/2)
	if box.Min.X < mid.X-8 || box.Min.X > mid.X+40 {
		return image.Point{}, fmt.Errorf("the button at %v is not right of the window's centre line x=%d", box, mid.X)
	}
	if box.Min.Y < win.Min.Y+win.Dy()/4 || box.Max.Y > win.Max.Y-win.Dy()/4 {
		return image.Point{}, fmt.Errorf("the button at %v is not in the window's middle", box)
	}
	return image.Pt((box.Min.X+box.Max.X)/2, (box.Min.Y+box.Max.Y)/2), nil
}

// primaryButton finds the one button filled with the theme's primary colour
// in the window's part of a screenshot: a dialog's default button.
func primaryButton(img image.Image, win image.Rectangle) (image.Rectangle, error) {
	area := win.Intersect(img.Bounds())
	if area.Empty() {
		return image.Rectangle{}, fmt.Errorf("the window %v is off the screen", win)
	}
	w := area.Dx()
	mask := make([]bool, w*area.Dy())
	for y := area.Min.Y; y < area.Max.Y; y++ {
		for x := area.Min.X; x < area.Max.X; x++ {
			mask[(y-area.Min.Y)*w+x-area.Min.X] = primaryBlue(img.At(x, y))
		}
	}
	var buttons []image.Rectangle
	for _, c := range components(mask, w) {
		box := c.box.Add(area.Min)
		fill := float64(c.n) / float64(box.Dx()*box.Dy())
		if box.Dx() >= 40 && box.Dx() <= 400 && box.Dy() >= 20 && box.Dy() <= 80 && fill >= 0.6 {
			buttons = append(buttons, box)
		}
	}
	switch {
	case len(buttons) == 0:
		return image.Rectangle{}, errors.New("no button in the primary colour")
	case len(buttons) > 1:
		return image.Rectangle{}, fmt.Errorf("several buttons in the primary colour: %v", buttons)
	}
	return buttons[0], nil
}

// primaryBlue reports whether c is the default theme's primary blue
// (#296ff6 in the dark variant) or a shade of it on a button's edge, and
// not the darker blues of the dimmed window or of a selection.
func primaryBlue(c color.Color) bool {
	r, g, b := rgb8(c)
	return b >= 0xc0 && r <= 0x60 && g >= 0x40 && g <= 0xa0
}

// component is a connected patch of set pixels in a mask.
type component struct {
	box image.Rectangle // in mask coordinates
	n   int             // its pixels
}

// components returns the 4-connected patches of a mask w pixels wide.
func components(mask []bool, w int) []component {
	seen := make([]bool, len(mask))
	var out []component
	var stack []int
	for start, set := range mask {
		if !set || seen[start] {
			continue
		}
		c := component{}
		first := true
		seen[start] = true
		stack = append(stack[:0], start)
		for len(stack) > 0 {
			i := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			x, y := i%w, i/w
			px := image.Rect(x, y, x+1, y+1)
			if first {
				c.box, first = px, false
			} else {
				c.box = c.box.Union(px)
			}
			c.n++
			for _, j := range []int{i - w, i + w, i - 1, i + 1} {
				if j < 0 || j >= len(mask) || (j == i-1 && x == 0) || (j == i+1 && x == w-1) {
					continue
				}
				if mask[j] && !seen[j] {
					seen[j] = true
					stack = append(stack, j)
				}
			}
		}
		out = append(out, c)
	}
	return out
}

// rect returns the board's eight by eight squares on the screen.
func (b board) rect() image.Rectangle {
	n := int(math.Round(8 * b.side))
	return image.Rectangle{Min: b.origin, Max: b.origin.Add(image.Pt(n, n))}
}

// ranks returns the screen rectangle of the ranks from low to high
// (1 to 8), White at the bottom.
func (b board) ranks(low, high int) image.Rectangle {
	r := b.rect()
	top := b.origin.Y + int(math.Round(float64(8-high)*b.side))
	bottom := b.origin.Y + int(math.Round(float64(9-low)*b.side))
	return image.Rect(r.Min.X, top, r.Max.X, bottom)
}

// engineArrowPixels counts the pixels of r in the colour of the engine's
// best-move arrow: #d040a0 at alpha 0xd0, blended over a light or a dark
// square or over a white or a black piece. The blends keep red well above
// blue and blue well above green, which no square, piece or highlight of
// the default palette does: the purple ring of a wormhole path has more
// blue than red, the red marks no blue at all. The second line's arrow is
// too faint to count.
func engineArrowPixels(img image.Image, r image.Rectangle) int {
	return countPixels(r.Intersect(img.Bounds()), func(x, y int) bool {
		red, green, blue := rgb8(img.At(x, y))
		return red >= 0xa0 && green <= 0x70 && red-blue >= 0x18 && blue-green >= 0x40
	})
}

// changedPixels counts the pixels of r that differ between two
// screenshots by more than a little rounding.
func changedPixels(a, b image.Image, r image.Rectangle) int {
	return countPixels(r.Intersect(a.Bounds()).Intersect(b.Bounds()), func(x, y int) bool {
		red, green, blue := rgb8(b.At(x, y))
		return !near(a.At(x, y), color.RGBA{uint8(red), uint8(green), uint8(blue), 0xff})
	})
}
