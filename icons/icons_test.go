package icons

import (
	"bytes"
	"encoding/xml"
	"image"
	"image/color"
	"io"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
)

// svgRoot decodes content up to its first element and reports that
// element's name and its viewBox attribute; it also checks that the whole
// document is well-formed XML.
func svgRoot(t *testing.T, content []byte) (name, viewBox string) {
	t.Helper()
	dec := xml.NewDecoder(bytes.NewReader(content))
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("not well-formed XML: %v", err)
		}
		if se, ok := tok.(xml.StartElement); ok && name == "" {
			name = se.Name.Local
			for _, a := range se.Attr {
				if a.Name.Local == "viewBox" {
					viewBox = a.Value
				}
			}
		}
	}
	return name, viewBox
}

func TestResources(t *testing.T) {
	type item struct {
		name    string
		res     fyne.Resource
		file    string
		viewBox string
	}
	var items []item
	for _, set := range PieceSets {
		prefix := set + "-"
		if set == "classic" {
			prefix = ""
		}
		for _, kind := range Kinds {
			for _, black := range []bool{false, true} {
				colour := "white"
				if black {
					colour = "black"
				}
				items = append(items, item{set + " " + colour + " " + kind, PieceIn(set, kind, black), prefix + colour + "-" + kind + ".svg", "0 0 45 45"})
			}
		}
	}
	items = append(items,
		item{"hole", Hole(), "hole.svg", "0 0 45 45"},
		item{"app", App(), "app.svg", "0 0 256 256"},
	)
	for _, it := range items {
		t.Run(it.name, func(t *testing.T) {
			if it.res == nil {
				t.Fatal("nil resource")
			}
			if it.res.Name() != it.file {
				t.Errorf("name %q, want %q", it.res.Name(), it.file)
			}
			root, vb := svgRoot(t, it.res.Content())
			if root != "svg" {
				t.Errorf("root element %q, want svg", root)
			}
			if vb != it.viewBox {
				t.Errorf("viewBox %q, want %q", vb, it.viewBox)
			}
			// The artwork keeps to what Fyne's rasteriser draws.
			for _, banned := range []string{"<text", "<filter", "<mask", "<clipPath", "<image", "<style", "style=", "href="} {
				if strings.Contains(string(it.res.Content()), banned) {
					t.Errorf("uses %s", banned)
				}
			}
		})
	}
}

func TestPieceUnknownAndCached(t *testing.T) {
	for _, kind := range []string{"", "queen", "King", "rook", "white-king"} {
		if r := Piece(kind, false); r != nil {
			t.Errorf("Piece(%q, false) = %v, want nil", kind, r.Name())
		}
		if r := Piece(kind, true); r != nil {
			t.Errorf("Piece(%q, true) = %v, want nil", kind, r.Name())
		}
	}
	if Piece("king", true) != Piece("king", true) {
		t.Error("Piece builds a new resource on each call")
	}
	if Piece("king", true) == Piece("king", false) {
		t.Error("black and white king are the same resource")
	}
	if PieceIn("tokens", "king", false) == Piece("king", false) || PieceIn("no such set", "king", false) != Piece("king", false) {
		t.Error("the tokens are the classic set, or an unknown set is not the default")
	}
	if Hole() != Hole() || App() != App() {
		t.Error("Hole or App builds a new resource on each call")
	}
}

// render draws res in a 64×64 test window and returns the captured image.
func render(t *testing.T, res fyne.Resource) image.Image {
	t.Helper()
	var obj fyne.CanvasObject = canvas.NewRectangle(color.Transparent)
	if res != nil {
		img := canvas.NewImageFromResource(res)
		img.FillMode = canvas.ImageFillContain
		obj = img
	}
	w := test.NewTempWindow(t, obj)
	w.SetPadded(false)
	w.Resize(fyne.NewSize(64, 64))
	return w.Canvas().Capture()
}

// diff counts the pixels where a and b differ.
func diff(a, b image.Image) int {
	n := 0
	r := a.Bounds().Intersect(b.Bounds())
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			r1, g1, b1, a1 := a.At(x, y).RGBA()
			r2, g2, b2, a2 := b.At(x, y).RGBA()
			if r1 != r2 || g1 != g2 || b1 != b2 || a1 != a2 {
				n++
			}
		}
	}
	return n
}

func TestRender(t *testing.T) {
	test.NewTempApp(t)
	blank := render(t, nil)
	if b := blank.Bounds(); b.Dx() < 64 || b.Dy() < 64 {
		t.Fatalf("capture is %v, want at least 64×64", b)
	}
	// A drawing must cover a fair share of its square: at 64×64 every
	// piece covers well over 400 pixels.
	const minInk = 400
	for _, sk := range setsAndKinds() {
		set, kind := sk[0], sk[1]
		t.Run(set+" "+kind, func(t *testing.T) {
			white := render(t, PieceIn(set, kind, false))
			black := render(t, PieceIn(set, kind, true))
			if n := diff(white, blank); n < minInk {
				t.Errorf("white %s draws %d pixels, want at least %d", kind, n, minInk)
			}
			if n := diff(black, blank); n < minInk {
				t.Errorf("black %s draws %d pixels, want at least %d", kind, n, minInk)
			}
			if n := diff(white, black); n < minInk {
				t.Errorf("white and black %s differ in %d pixels, want at least %d", kind, n, minInk)
			}
		})
	}
	for _, it := range []struct {
		name string
		res  fyne.Resource
	}{{"hole", Hole()}, {"app", App()}} {
		if n := diff(render(t, it.res), blank); n < minInk {
			t.Errorf("%s draws %d pixels, want at least %d", it.name, n, minInk)
		}
	}
	// Each piece looks different from every other piece of its colour and
	// set.
	for _, set := range PieceSets {
		for _, black := range []bool{false, true} {
			imgs := make([]image.Image, len(Kinds))
			for i, kind := range Kinds {
				imgs[i] = render(t, PieceIn(set, kind, black))
			}
			for i := range Kinds {
				for j := i + 1; j < len(Kinds); j++ {
					if n := diff(imgs[i], imgs[j]); n < minInk {
						t.Errorf("%s: %s and %s (black %v) differ in only %d pixels", set, Kinds[i], Kinds[j], black, n)
					}
				}
			}
		}
	}
}

// setsAndKinds lists every set with every kind.
func setsAndKinds() [][2]string {
	var out [][2]string
	for _, set := range PieceSets {
		for _, kind := range Kinds {
			out = append(out, [2]string{set, kind})
		}
	}
	return out
}
