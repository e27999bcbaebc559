package app

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"testing"

	"wormweave/notation"
	"wormweave/rules"
	"wormweave/study"
)

// fakeClipboard keeps what was copied.
type fakeClipboard struct{ png []byte }

func (f *fakeClipboard) WritePNG(b []byte) error { f.png = b; return nil }

func pixelAt(img image.Image, x, y int) color.NRGBA {
	return color.NRGBAModel.Convert(img.At(x, y)).(color.NRGBA)
}

func TestBoardImageExport(t *testing.T) {
	skipInRaceRun(t)
	w := newTestWindow(t, nil)
	p, err := rules.ParseFEN(rules.Wormhole, "k7/8/8/8/3x4/8/8/7K w 0")
	if err != nil {
		t.Fatal(err)
	}
	w.setDocument(study.NewDocument(notation.NewGame(rules.Wormhole, p)), nil, 0, "")
	data, err := encodePNG(w.boardImage(400))
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("the PNG does not decode: %v", err)
	}
	if b := img.Bounds(); b.Dx() != 400 || b.Dy() != 400 {
		t.Fatalf("image %v, want 400x400", b)
	}
	pal := w.settings.Palette
	// 50 px squares; a1 is at the bottom left. Sample inside each square,
	// off its centre so the coordinates do not get in the way.
	at := func(file, rank int) color.NRGBA { return pixelAt(img, file*50+25, (7-rank)*50+20) }
	if got := at(1, 2); got != pal.Light { // b3
		t.Errorf("b3 is %v, want the light colour %v", got, pal.Light)
	}
	if got := at(0, 2); got != pal.Dark { // a3
		t.Errorf("a3 is %v, want the dark colour %v", got, pal.Dark)
	}
	if got := pixelAt(img, 3*50+2, 4*50+2); got != pal.Hole { // d4's corner
		t.Errorf("the hole on d4 is %v, want %v", got, pal.Hole)
	}
	// Flipped, a3 lies where h6 was.
	w.board.SetFlipped(true)
	img = w.boardImage(400)
	if got := pixelAt(img, 7*50+25, 2*50+20); got != pal.Dark {
		t.Errorf("flipped: a3 is %v, want %v", got, pal.Dark)
	}
	// Copy goes to the clipboard as the same kind of PNG.
	clip := &fakeClipboard{}
	w.clipboard = clip
	w.exportBoard()
	tapButton(t, topPopUp(t, w), "Copy to clipboard")
	if img, err := png.Decode(bytes.NewReader(clip.png)); err != nil || img.Bounds().Dx() != 800 {
		t.Errorf("clipboard image: %v, err %v", img, err)
	}
}
