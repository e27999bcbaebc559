package app

import (
	"errors"
	"os"
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"wormweave/app/text"
	"wormweave/study"
)

// The flow of opening and saving, with its dialogs: where the game on the
// board comes from and goes to, and what a save does, are the window's
// study.Session's; the window asks the user and shows what it read and
// any error.

// whenChosen returns the callback of a file dialog: back on the window's
// goroutine it runs use with the chosen path, does nothing if the user
// cancelled, and shows any other error.
func (w *Window) whenChosen(use func(path string)) func(string, error) {
	return func(path string, err error) {
		fyne.Do(func() {
			switch {
			case errors.Is(err, ErrCancelled):
			case err != nil:
				w.showError(err)
			default:
				use(path)
			}
		})
	}
}

// open asks for a file and opens it.
func (w *Window) open() {
	w.confirmDiscard(func() {
		w.chooser.Open(w.win, w.whenChosen(w.openPath))
	})
}

// largeFile is the size from which a file is read in the background, with
// a progress indicator, so that the window stays responsive.
const largeFile = 1 << 20

// openPath opens a PGN file: its only game, or the game the user picks from
// its list.
func (w *Window) openPath(path string) {
	if st, err := os.Stat(path); err == nil && st.Size() >= largeFile {
		w.indexLarge(path)
		return
	}
	f, err := study.ReadFile(path)
	w.showFile(path, f, err)
}

// showFile opens a file once read; a file that cannot be read leaves the
// recent files.
func (w *Window) showFile(path string, f *study.File, err error) {
	if err != nil {
		w.forgetRecent(path)
		w.showError(err)
		return
	}
	w.addRecent(path)
	switch f.Len() {
	case 0:
		w.showError(errors.New(text.TF("error.noGames", map[string]any{"File": filepath.Base(path)})))
	case 1:
		w.openGame(f, 0)
	default:
		w.chooseGame(f, func(i int) { w.openGame(f, i) })
	}
}

// openGame shows game i of f; a game with errors opens as far as it could
// be read, and the error is shown.
func (w *Window) openGame(f *study.File, i int) {
	d, err := w.session.Open(f, i)
	if d == nil {
		w.showError(err)
		return
	}
	w.setDocument(d, f, i, f.Path())
	if err != nil {
		w.session.ReadInPart(err)
		w.showError(err)
	}
}

// save writes the game where it came from, or asks where; then runs done
// (if the save succeeded). A game that could only be read in part is not
// written over its file, which still holds the rest: it goes to a new file.
func (w *Window) save(done func()) {
	path, partial := w.session.SaveTarget()
	if partial {
		info := dialog.NewInformation(text.T("dialog.partialTitle"), text.T("dialog.partialText"), w.win)
		info.Show()
		w.withKeys(info.Hide, info.Hide)
	}
	if path == "" {
		w.saveAs(done)
		return
	}
	w.writeTo(path, done)
}

// saveAs asks for a path and saves there.
func (w *Window) saveAs(done func()) {
	suggested := w.session.Path()
	if suggested == "" {
		suggested = "game.pgn"
	}
	w.chooser.Save(w.win, suggested, w.whenChosen(func(path string) { w.writeTo(path, done) }))
}

// writeTo saves the game at path: into the file it came from when path is
// that file (the other games untouched), otherwise as a file of its own.
func (w *Window) writeTo(path string, done func()) {
	if err := w.session.Write(path, w.doc.Game()); err != nil {
		w.showError(err)
		return
	}
	w.addRecent(path)
	w.doc.MarkSaved()
	w.clearRecovery()
	if done != nil {
		done()
	}
}
