package app

import (
	"slices"
	"strings"

	"wormweave/app/text"
	"wormweave/notation"
)

// pasteLine plays the clipboard's text from the board's position when it
// is a line of moves (a movetext without tags, canonical ids, a line of
// the engine's output), as one edit, and reports whether it was. A
// movetext that ends in a result is a game's, which Paste opens as a game.
// During a game against the engine the board's moves are the game's: a
// line is not pasted into it.
func (w *Window) pasteLine(clip string) bool {
	words := strings.Fields(clip)
	if w.engine.Playing() || len(words) == 0 || slices.Contains([]string{"*", "1-0", "0-1", "1/2-1/2"}, words[len(words)-1]) {
		return false
	}
	p := w.doc.Position()
	line, err := notation.ReadLine(&p, clip)
	if err != nil || len(line) == 0 {
		return false
	}
	played, err := w.doc.PlayLine(line)
	w.reportErr(err)
	w.notice.Show(text.TF("notice.pastedMoves", map[string]any{"Count": played}))
	return true
}
