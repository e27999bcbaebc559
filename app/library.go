package app

import (
	"wormweave/app/explorer"
	"wormweave/rules"
	"wormweave/study"
)

// libraryExt is the extension of a library of games: an SQLite database.
const libraryExt = ".sqlite"

// movesShare is the move list's share of the panel while the explorer
// shows beside it. The board's share does not change: it is the window's
// doing alone (arrangement.go).
const movesShare = 0.36

// openLibrary opens the library file at path, creating it if it does not
// exist: the library package's, through its adapter (libraryadapter.go);
// a variable so that tests can give the window a library of their own.
var openLibrary = openGameLibrary

// builtinBook is the built-in book of the variants.
var builtinBook explorer.Book = lookupBook

// newExplorer builds the window's opening explorer on the window's
// document, board, file dialogs and preferences.
func (w *Window) newExplorer() *explorer.Explorer {
	chooseWith := func(ask func(done func(string, error))) func(func(string)) {
		return func(use func(string)) { ask(w.whenChosen(use)) }
	}
	return explorer.New(explorer.Host{
		Document: func() *study.Document { return w.doc },
		PlayTurn: w.playTurn,
		OpenGame: w.openLibraryGame,
		Open:     func(path string) (explorer.Library, error) { return openLibrary(path) },
		Book:     builtinBook,
		Prefs:    w.app.Preferences(),
		ChooseNew: chooseWith(func(done func(string, error)) {
			w.chooser.Save(w.win, "games"+libraryExt, done)
		}),
		ChooseOpen: chooseWith(func(done func(string, error)) { w.chooser.OpenKind(w.win, libraryExt, done) }),
		ChoosePGN:  chooseWith(func(done func(string, error)) { w.chooser.Open(w.win, done) }),
		ShowError:  w.showError,
		Relayout:   w.splitForExplorer,
		Post:       w.postToWindow,
		Withheld:   w.analysisWithheld,
	})
}

// playTurn plays a turn the explorer chose, as the board would: not while
// the engine is to move in a game against it.
func (w *Window) playTurn(t rules.Turn) {
	if w.engine.EngineToMove() || w.othersMove() != "" {
		return
	}
	if err := w.doc.PlayTurn(t); err != nil {
		w.showError(err)
	}
}

// splitForExplorer gives the explorer its room beside the move list when
// it shows, and the move list its room back when it hides.
func (w *Window) splitForExplorer() {
	if w.mainSplit != nil {
		if w.explorer.Shown() {
			w.sideSplit.SetOffset(movesShare)
		}
		w.arrangement.refit()
	}
	w.relayout()
}
