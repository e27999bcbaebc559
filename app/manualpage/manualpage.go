// Package manualpage shows the user's manual in a window of its own, in
// the language of the interface. It reads the copy built into the program
// (package docs), not a web page or an installed file: a packaged desktop
// program may have no network and no documentation folder, and the built-in
// copy is the manual of the version that runs.
//
// It owns its window and nothing of the main one.
package manualpage

import (
	"bytes"
	"image"
	_ "image/png" // the manual's pictures
	"io/fs"
	"path"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/text"
	"wormweave/docs"
)

// pictureWidth is the widest a picture is shown, in the window's units:
// the screenshots are of a whole window, and the manual's window is
// narrower than the main one.
const pictureWidth = 640

// Page is the manual's window, made when first shown.
type Page struct {
	app   fyne.App
	files fs.FS
	win   fyne.Window
}

// New returns the manual of a, read from the manuals built into the
// program.
func New(a fyne.App) *Page { return &Page{app: a, files: docs.Manuals} }

// Show opens the manual in the current language, or brings its window
// forward.
func (p *Page) Show() {
	if p.win != nil {
		p.win.Show()
		p.win.RequestFocus()
		return
	}
	p.win = p.app.NewWindow(text.T("manual.title"))
	p.win.SetOnClosed(func() { p.win = nil })
	// Escape closes it, as it closes the rules pages and the editor.
	p.win.Canvas().SetOnTypedKey(func(ev *fyne.KeyEvent) {
		if ev.Name == fyne.KeyEscape && p.win != nil {
			p.win.Close()
		}
	})
	p.win.SetContent(p.content())
	p.win.Resize(fyne.NewSize(760, 720))
	p.win.Show()
}

// Translate writes an open manual again in the current language.
func (p *Page) Translate() {
	if p.win == nil {
		return
	}
	p.win.SetTitle(text.T("manual.title"))
	p.win.SetContent(p.content())
}

// FileName is the manual of the current language: each translation names
// its own, so the manual always speaks the interface's language.
func FileName() string { return text.T("manual.file") }

// content is the manual of the current language, its text and pictures.
func (p *Page) content() fyne.CanvasObject {
	name := FileName()
	md, err := fs.ReadFile(p.files, name)
	if err != nil {
		// Every translation names a manual that a test finds built in.
		return widget.NewLabel(err.Error())
	}
	box := container.NewVBox()
	for _, pt := range split(string(md)) {
		if pt.picture == "" {
			rt := widget.NewRichTextFromMarkdown(pt.text)
			rt.Wrapping = fyne.TextWrapWord
			box.Add(rt)
			continue
		}
		box.Add(p.picture(path.Join(path.Dir(name), pt.picture), pt.alt))
	}
	return container.NewVScroll(box)
}

// picture is one of the manual's pictures at most pictureWidth wide, or
// its caption when the program lacks it.
func (p *Page) picture(name, alt string) fyne.CanvasObject {
	data, err := fs.ReadFile(p.files, name)
	if err != nil {
		return widget.NewLabel(alt)
	}
	cfg, _, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil || cfg.Width == 0 {
		return widget.NewLabel(alt)
	}
	img := canvas.NewImageFromResource(fyne.NewStaticResource(path.Base(name), data))
	img.FillMode = canvas.ImageFillContain
	w := float32(min(cfg.Width, pictureWidth))
	img.SetMinSize(fyne.NewSize(w, w*float32(cfg.Height)/float32(cfg.Width)))
	return container.NewCenter(img)
}
