package app

import (
	"errors"
	"os"
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"

	"wormweave/app/savepath"
)

// ErrCancelled is what a FileChooser returns when the user cancels.
var ErrCancelled = errors.New("cancelled")

// FileChooser asks the user for a file to open or a path to save to. The
// native dialogs block, so the window calls them off its event goroutine;
// done is called with the chosen path or an error (ErrCancelled when the
// user changed their mind).
type FileChooser interface {
	Open(parent fyne.Window, done func(path string, err error))
	// OpenKind asks for a file to open whose name ends in ext (".sqlite",
	// a library of games).
	OpenKind(parent fyne.Window, ext string, done func(path string, err error))
	// Save asks where to save; the suggested name's extension (.pgn or
	// .png) is the kind of file, and a chosen path without it gets it.
	Save(parent fyne.Window, suggested string, done func(path string, err error))
}

// FyneChooser is the file chooser Fyne draws itself, for machines where the
// native dialogs are not available.
type FyneChooser struct{}

// Open shows Fyne's open dialog, filtered on .pgn.
func (c FyneChooser) Open(parent fyne.Window, done func(string, error)) {
	c.OpenKind(parent, ".pgn", done)
}

// OpenKind shows Fyne's open dialog, filtered on ext.
func (FyneChooser) OpenKind(parent fyne.Window, ext string, done func(string, error)) {
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil {
			done("", err)
			return
		}
		if r == nil {
			done("", ErrCancelled)
			return
		}
		r.Close()
		done(r.URI().Path(), nil)
	}, parent)
	d.SetFilter(storage.NewExtensionFileFilter([]string{ext}))
	setStartFolder(d)
	d.Show()
}

// Save shows Fyne's save dialog.
func (FyneChooser) Save(parent fyne.Window, suggested string, done func(string, error)) {
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil {
			done("", err)
			return
		}
		if w == nil {
			done("", ErrCancelled)
			return
		}
		w.Close()
		path := w.URI().Path()
		if full := savepath.WithExtension(path, savepath.Extension(suggested)); full != path {
			os.Remove(path) // the dialog created it; we write path.ext instead
			path = full
		}
		done(path, nil)
	}, parent)
	d.SetFileName(filepath.Base(suggested))
	d.SetFilter(storage.NewExtensionFileFilter([]string{savepath.Extension(suggested)}))
	setStartFolder(d)
	d.Show()
}

func setStartFolder(d *dialog.FileDialog) {
	if wd, err := os.Getwd(); err == nil {
		if l, err := storage.ListerForURI(storage.NewFileURI(wd)); err == nil {
			d.SetLocation(l)
		}
	}
}
