package app

import (
	"errors"
	"strings"

	"wormweave/notation"
)

// Edit > Copy game puts the whole record on the clipboard as PGN, with its
// variations and comments; Edit > Paste reads a PGN of one or many games,
// or a FEN, from the clipboard and says which it found. Whatever it opens
// replaces the game on the board only after the unsaved-changes prompt.

// copyGame puts the game on the clipboard as PGN.
func (w *Window) copyGame() {
	w.app.Clipboard().SetContent(string(notation.AppendGame(nil, w.doc.Game())))
	w.notice.show(T("notice.copiedGame"))
}

// paste opens what the clipboard holds.
func (w *Window) paste() {
	text := strings.TrimSpace(w.app.Clipboard().Content())
	if text == "" {
		w.showError(errors.New(T("error.clipboardEmpty")))
		return
	}
	if !strings.Contains(text, "\n") && !strings.HasPrefix(text, "[") {
		if v, p, err := parseAnyFEN(text, w.doc.Game().Variant); err == nil {
			w.confirmDiscard(func() {
				w.setDocument(newGameDocument(v, p), nil, 0, "")
				w.notice.show(TF("notice.pastedFEN", map[string]any{"Variant": v.String()}))
			})
			return
		} else if !strings.Contains(text, "1.") {
			w.showError(errors.New(TF("error.clipboardNeither", map[string]any{"Detail": errorText(err)})))
			return
		}
	}
	if !strings.HasPrefix(text, "[") {
		// Moves without tags: a game of the variant on the board.
		text = "[Variant \"" + w.doc.Game().Variant.String() + "\"]\n\n" + text
	}
	f, err := indexGames("", T("clipboard.name"), []byte(text+"\n"))
	if err == nil && f.Len() == 0 {
		err = errors.New(T("error.clipboardNoGame"))
	}
	if err == nil {
		if g, perr := f.Parse(0); g == nil || g.Root == nil {
			err = perr
		}
	}
	if err != nil {
		w.showError(errors.New(TF("error.clipboardNeither", map[string]any{"Detail": errorText(err)})))
		return
	}
	w.confirmDiscard(func() {
		if f.Len() == 1 {
			w.files.openGame(f, 0)
			w.notice.show(T("notice.pastedGame"))
			return
		}
		w.notice.show(TF("notice.pastedGames", map[string]any{"Count": f.Len()}))
		w.chooseGame(f, func(i int) { w.files.openGame(f, i) })
	})
}
