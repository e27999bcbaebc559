package app

import (
	"context"
	"errors"
	"path/filepath"

	"wormweave/app/explorer"
	"wormweave/app/text"
	"wormweave/notation"
	"wormweave/study"
)

// libraryRead is a game of the library as read off the window's
// goroutine: alone, from the offset the library keeps (raw and game), or
// else with its whole file (file).
type libraryRead struct {
	raw  notation.RawGame
	game *notation.Game
	err  error // the game's own errors: it opens as far as it could be read

	file    *study.File
	fileErr error // why the file could not be read
}

// readLibraryGame reads game g, listed by lib (nil once closed): alone
// when the library can read it, so that one game of a file of many
// megabytes costs its own bytes; otherwise, as when the file changed
// since the library read it, from the whole file read again.
func readLibraryGame(lib explorer.Library, g explorer.Game) libraryRead {
	if lib != nil {
		if raw, err := lib.ReadGame(context.Background(), g); err == nil {
			game, perr := notation.Parse(raw, g.File)
			if game != nil && game.Root != nil {
				return libraryRead{raw: raw, game: game, err: perr}
			}
		}
	}
	f, err := study.ReadFile(g.File)
	return libraryRead{file: f, fileErr: err}
}

// openLibraryGame opens a game of the library, after asking about unsaved
// changes, at the ply where it reaches the explorer's position. The game
// is read off the window's goroutine, so that a large file never stops
// the window: the board stays usable meanwhile, and a document changed
// meanwhile is asked about again before the game replaces it.
func (w *Window) openLibraryGame(g explorer.Game, lib explorer.Library) {
	w.confirmDiscard(func() {
		before, state := w.doc, w.doc.State()
		go func() {
			r := readLibraryGame(lib, g)
			w.postToWindow(func() {
				if w.doc == before && w.doc.State() == state {
					w.showLibraryGame(g, r)
					return
				}
				w.confirmDiscard(func() { w.showLibraryGame(g, r) })
			})
		}()
	})
}

// showLibraryGame shows a game of the library once read, at its ply.
func (w *Window) showLibraryGame(g explorer.Game, r libraryRead) {
	switch {
	case r.game != nil:
		d := study.NewDocument(r.game)
		d.End()
		// Saved into its file, the game is spliced into the file as it
		// is then: the rest of it was never read.
		w.doc = d
		w.session.ResetAlone(g.File, g.Number-1, r.raw)
		d.SetOnChange(w.refresh)
		w.refresh()
		if r.err != nil {
			w.session.ReadInPart(r.err)
			w.showError(r.err)
		}
	case r.fileErr != nil:
		w.showError(r.fileErr)
		return
	case g.Number < 1 || g.Number > r.file.Len():
		w.showError(errors.New(text.TF("error.noSuchGame", map[string]any{"File": filepath.Base(g.File), "Number": g.Number})))
		return
	default:
		before := w.doc
		w.openGame(r.file, g.Number-1)
		if w.doc == before {
			return // it could not be read: openGame said why
		}
	}
	w.addRecent(g.File)
	line := w.doc.Game().MainLine()
	switch {
	case g.Ply <= 0:
		w.doc.Start()
	case g.Ply <= len(line):
		w.doc.GoTo(line[g.Ply-1])
	}
}
