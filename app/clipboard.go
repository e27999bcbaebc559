package app

import (
	"errors"
	"strings"

	"wormweave/app/text"
	"wormweave/notation"
	"wormweave/study"
)

// Edit > Copy game puts the whole record on the clipboard as PGN, with its
// variations and comments; Edit > Paste reads a PGN of one or many games,
// or a FEN, from the clipboard and says which it found; a line of moves
// without tags that is legal from the board's position is played there. Whatever it opens
// replaces the game on the board only after the unsaved-changes prompt.

// copyGame puts the game on the clipboard as PGN.
func (w *Window) copyGame() {
	w.app.Clipboard().SetContent(string(notation.AppendGame(nil, w.doc.Game())))
	w.notice.Show(text.T("notice.copiedGame"))
}

// paste opens what the clipboard holds.
func (w *Window) paste() {
	clip := strings.TrimSpace(w.app.Clipboard().Content())
	if clip == "" {
		w.showError(errors.New(text.T("error.clipboardEmpty")))
		return
	}
	if !strings.HasPrefix(clip, "[") && w.pasteLine(clip) {
		return
	}
	if !strings.Contains(clip, "\n") && !strings.HasPrefix(clip, "[") {
		if v, p, err := study.ParseAnyFEN(clip, w.doc.Game().Variant); err == nil {
			w.confirmDiscard(func() {
				w.setDocument(study.NewGameDocument(v, p), nil, 0, "")
				w.notice.Show(text.TF("notice.pastedFEN", map[string]any{"Variant": v.String()}))
			})
			return
		} else if !strings.Contains(clip, "1.") {
			w.showError(errors.New(text.TF("error.clipboardNeither", map[string]any{"Detail": text.ErrorText(err)})))
			return
		}
	}
	if !strings.HasPrefix(clip, "[") {
		// Moves without tags: a game of the variant on the board.
		clip = "[Variant \"" + w.doc.Game().Variant.String() + "\"]\n\n" + clip
	}
	f, err := study.IndexGames("", text.T("clipboard.name"), []byte(clip+"\n"))
	if err == nil && f.Len() == 0 {
		err = errors.New(text.T("error.clipboardNoGame"))
	}
	if err == nil {
		if g, perr := f.Parse(0); g == nil || g.Root == nil {
			err = perr
		}
	}
	if err != nil {
		w.showError(errors.New(text.TF("error.clipboardNeither", map[string]any{"Detail": text.ErrorText(err)})))
		return
	}
	w.confirmDiscard(func() {
		if f.Len() == 1 {
			w.openGame(f, 0)
			w.notice.Show(text.T("notice.pastedGame"))
			return
		}
		w.notice.Show(text.TF("notice.pastedGames", map[string]any{"Count": f.Len()}))
		w.chooseGame(f, func(i int) { w.openGame(f, i) })
	})
}
