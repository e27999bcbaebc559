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

// fileFlow is the flow of opening and saving, with its dialogs. Where the
// game on the board comes from and goes to, and what a save does, is its
// study.Session's. The window asks it to open and to save; it asks the
// window to show what it read and any error.
type fileFlow struct {
	study.Session
	w       *Window
	chooser FileChooser
}

// whenChosen returns the callback of a file dialog: back on the window's
// goroutine it runs use with the chosen path, does nothing if the user
// cancelled, and shows any other error.
func (fl *fileFlow) whenChosen(use func(path string)) func(string, error) {
	w := fl.w
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
func (fl *fileFlow) open() {
	w := fl.w
	w.confirmDiscard(func() {
		fl.chooser.Open(w.win, fl.whenChosen(fl.openPath))
	})
}

// largeFile is the size from which a file is read in the background, with
// a progress indicator, so that the window stays responsive.
const largeFile = 1 << 20

// openPath opens a PGN file: its only game, or the game the user picks from
// its list.
func (fl *fileFlow) openPath(path string) {
	w := fl.w
	if st, err := os.Stat(path); err == nil && st.Size() >= largeFile {
		w.indexLarge(path)
		return
	}
	f, err := study.ReadFile(path)
	fl.showFile(path, f, err)
}

// showFile opens a file once read; a file that cannot be read leaves the
// recent files.
func (fl *fileFlow) showFile(path string, f *study.File, err error) {
	w := fl.w
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
		fl.openGame(f, 0)
	default:
		w.chooseGame(f, func(i int) { fl.openGame(f, i) })
	}
}

// openGame shows game i of f; a game with errors opens as far as it could
// be read, and the error is shown.
func (fl *fileFlow) openGame(f *study.File, i int) {
	w := fl.w
	d, err := fl.Open(f, i)
	if d == nil {
		w.showError(err)
		return
	}
	w.setDocument(d, f, i, f.Path())
	if err != nil {
		fl.ReadInPart(err)
		w.showError(err)
	}
}

// save writes the game where it came from, or asks where; then runs done
// (if the save succeeded). A game that could only be read in part is not
// written over its file, which still holds the rest: it goes to a new file.
func (fl *fileFlow) save(done func()) {
	w := fl.w
	path, partial := fl.SaveTarget()
	if partial {
		info := dialog.NewInformation(text.T("dialog.partialTitle"), text.T("dialog.partialText"), w.win)
		info.Show()
		w.withKeys(info.Hide, info.Hide)
	}
	if path == "" {
		fl.saveAs(done)
		return
	}
	fl.writeTo(path, done)
}

// saveAs asks for a path and saves there.
func (fl *fileFlow) saveAs(done func()) {
	w := fl.w
	suggested := fl.Path()
	if suggested == "" {
		suggested = "game.pgn"
	}
	fl.chooser.Save(w.win, suggested, fl.whenChosen(func(path string) { fl.writeTo(path, done) }))
}

// writeTo saves the game at path: into the file it came from when path is
// that file (the other games untouched), otherwise as a file of its own.
func (fl *fileFlow) writeTo(path string, done func()) {
	w := fl.w
	if err := fl.Write(path, w.doc.Game()); err != nil {
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
