package app

import (
	"bytes"
	"errors"
	"image"
	"image/png"
	"strconv"
	"wormweave/app/text"
	"wormweave/study"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/software"
	"fyne.io/fyne/v2/widget"
)

// ImageClipboard puts an image on the desktop's clipboard (Fyne's own
// clipboard holds text only).
type ImageClipboard interface {
	WritePNG(png []byte) error
}

// exportSizes are the image sizes on offer, in pixels.
var exportSizes = []string{"400", "600", "800", "1200"}

// boardImage draws the board as it stands (pieces, holes, highlights,
// arrows, coordinates, orientation and colours) at size x size pixels, off
// the screen.
func (w *Window) boardImage(size int) image.Image {
	b := w.newBoard()
	b.SetFlipped(w.board.Flipped())
	b.SetScene(w.board.Scene())
	c := software.NewCanvas()
	c.SetPadded(false)
	c.SetContent(b)
	c.Resize(fyne.NewSize(float32(size), float32(size)))
	return c.Capture()
}

func encodePNG(img image.Image) ([]byte, error) {
	var buf bytes.Buffer
	err := png.Encode(&buf, img)
	return buf.Bytes(), err
}

// exportBoard asks for a size, then saves the board as a PNG file or puts
// it on the clipboard.
func (w *Window) exportBoard() {
	size := widget.NewSelect(exportSizes, nil)
	size.SetSelected("800")
	var dlg dialog.Dialog
	pixels := func() int {
		n, err := strconv.Atoi(size.Selected)
		if err != nil {
			return 800
		}
		return n
	}
	save := widget.NewButton(text.T("export.save"), func() {
		dlg.Hide()
		data, err := encodePNG(w.boardImage(pixels()))
		if err != nil {
			w.showError(err)
			return
		}
		w.chooser.Save(w.win, "board.png", w.whenChosen(func(path string) {
			if err := study.WriteFileAtomic(path, data); err != nil {
				w.showError(err)
			}
		}))
	})
	copyButton := widget.NewButton(text.T("export.copy"), func() {
		dlg.Hide()
		if w.clipboard == nil {
			w.showError(errors.New(text.T("export.noClipboard")))
			return
		}
		data, err := encodePNG(w.boardImage(pixels()))
		if err == nil {
			err = w.clipboard.WritePNG(data)
		}
		if err != nil {
			w.showError(err)
		}
	})
	body := container.NewVBox(
		container.NewBorder(nil, nil, widget.NewLabel(text.T("export.size")), nil, size),
		container.NewGridWithColumns(2, save, copyButton),
	)
	dlg = dialog.NewCustom(text.T("export.title"), text.T("dialog.cancel"), body, w.win)
	dlg.Show()
	// Saving is the default: what the menu item's name says.
	w.withKeys(save.OnTapped, dlg.Hide)
}
