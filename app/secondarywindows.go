package app

import (
	"wormweave/app/editor"
	"wormweave/app/prefs"
	"wormweave/app/rulespage"
	"wormweave/rules"
	"wormweave/study"
)

// The secondary windows, the position editor and the rules pages, are
// packages of their own; the window gives them what they need of it.

// showEditor opens the position editor on the board's position, offering
// the last draft if there is one.
func (w *Window) showEditor() { w.editor = editor.Open(w.editorHost()) }

// restyleSecondary draws the open editor and rules pages again in the
// board's look of the preferences.
func (w *Window) restyleSecondary() {
	if w.editor != nil {
		w.editor.Restyle()
	}
	if w.rulesWindows != nil {
		w.rulesWindows.Translate() // writes the pages again, boards and all
	}
}

// editorHost is what the editor reaches of the window: playing from the
// edited position starts a new game on the board, once the game shown may
// be left.
func (w *Window) editorHost() editor.Host {
	return editor.Host{
		App:            w.app,
		Look:           func() prefs.Board { return w.settings },
		Position:       func() rules.Position { return w.doc.Position() },
		ConfirmDiscard: w.confirmDiscard,
		Play: func(v rules.Variant, p *rules.Position) {
			w.setDocument(study.NewGameDocument(v, p), nil, 0, "")
		},
	}
}

// showRules opens the rules page of variant v, or brings it forward.
func (w *Window) showRules(v rules.Variant) {
	if w.rulesWindows == nil {
		w.rulesWindows = rulespage.New(rulespage.Host{App: w.app, NewBoard: w.newBoard, Open: w.openDiagram})
	}
	w.rulesWindows.Show(v)
}

// openDiagram opens a rules diagram's position on the board, once the game
// shown may be left, and brings the window forward.
func (w *Window) openDiagram(v rules.Variant, p *rules.Position) {
	w.confirmDiscard(func() {
		w.setDocument(study.NewGameDocument(v, p), nil, 0, "")
		w.win.RequestFocus()
	})
}

// translateRules writes the open rules pages again in the current
// language.
func (w *Window) translateRules() {
	if w.rulesWindows != nil {
		w.rulesWindows.Translate()
	}
}
