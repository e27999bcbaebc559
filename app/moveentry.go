package app

import (
	"errors"
	"maps"
	"strings"
	"unicode"

	"fyne.io/fyne/v2"

	"wormweave/app/text"
	"wormweave/app/widgets/moveentry"
	"wormweave/notation"
)

// A move can be typed: a letter or a digit typed while no text box has the
// keyboard opens the move entry in place of the status line, with that
// character in it, as lichess's keyboard input does. The entry takes the
// record's notation (Nf3, Nd3-b2, a chain as the move list writes it) and
// canonical ids (e2e4, g6e4xe4), shows the moves the text fits as it is
// typed, plays the one move on Enter, and closes on Escape. The keys the
// window uses have modifiers (Ctrl with a letter) or are not characters
// (arrows, Home, End, Escape, F11), so no key of the window opens it.

// maxShownCandidates is how many candidates the entry names.
const maxShownCandidates = 6

// newMoveEntry builds the move entry, hidden.
func (w *Window) newMoveEntry() *moveentry.Box {
	b := moveentry.New(text.T("moveEntry.placeholder"))
	b.OnChanged = func(string) { w.followMoveEntry() }
	b.OnSubmit = w.submitMove
	b.OnCancel = w.closeMoveEntry
	b.OnOtherKey = w.typedKey
	b.Hide()
	return b
}

// typedRune opens the move entry on a letter or a digit typed while no
// text box has the keyboard and no dialog is shown.
func (w *Window) typedRune(r rune) {
	if w.win.Canvas().Overlays().Top() != nil || r > unicode.MaxASCII || !unicode.IsLetter(r) && !unicode.IsDigit(r) {
		return
	}
	w.openMoveEntry(string(r))
}

// openMoveEntry shows the move entry with s typed, and gives it the
// keyboard.
func (w *Window) openMoveEntry(s string) {
	w.entryAt, w.entrySteps = w.doc.Cursor(), len(w.doc.Chain())
	w.status.Hide()
	w.moveEntry.Show()
	w.moveEntry.SetText(s)
	w.win.Canvas().Focus(w.moveEntry.Field())
	w.followMoveEntry()
}

// closeMoveEntry hides the move entry and gives the status line its place
// back; the keys go to the window again.
func (w *Window) closeMoveEntry() {
	if !w.moveEntry.Visible() {
		return
	}
	w.moveEntry.Hide()
	w.moveEntry.SetText("")
	w.status.Show()
	if c := w.win.Canvas(); c.Focused() == w.moveEntry.Field() {
		c.Unfocus()
	}
}

// followMoveEntry shows what the text typed stands for in the board's
// position: the one move Enter plays, the moves it fits, or why it fits
// none.
func (w *Window) followMoveEntry() {
	b := w.moveEntry
	if b == nil || !b.Visible() {
		return
	}
	// A move played on the board after a click there, which took the
	// keyboard from the entry, leaves the text typed behind: the entry
	// closes. While it has the keyboard it stays, for a move typed while
	// the engine thinks.
	if w.win.Canvas().Focused() != b.Field() && (w.doc.Cursor() != w.entryAt || len(w.doc.Chain()) != w.entrySteps) {
		w.closeMoveEntry()
		return
	}
	s := b.Text()
	if strings.TrimSpace(s) == "" {
		b.SetHint("", false)
		return
	}
	p := w.doc.Position()
	c := notation.Complete(&p, s, maxShownCandidates)
	switch {
	case c.Count == 0:
		b.SetHint(moveProblem(c.Err), true)
	case c.Count == 1:
		b.SetHint(text.TF("moveEntry.play", map[string]any{"Move": c.Candidates[0].Text}), false)
	default:
		names := make([]string, len(c.Candidates))
		for i, cand := range c.Candidates {
			names[i] = cand.Text
		}
		list := strings.Join(names, ", ")
		if more := c.Count - len(c.Candidates); more > 0 {
			list += " " + text.TF("moveEntry.more", map[string]any{"Count": more})
		}
		b.SetHint(text.TF("moveEntry.choose", map[string]any{"Count": c.Count})+" "+list, false)
	}
}

// moveProblem words why a typed move fits no legal move, as a record's
// move is worded, without a file and a line.
func moveProblem(err error) string {
	var ne *notation.Error
	if errors.As(err, &ne) {
		short := *ne
		short.Args = maps.Clone(ne.Args)
		if moves, ok := ne.Args["Moves"].(string); ok {
			// Two lines beside the box: the first legal moves say enough.
			if names := strings.Split(moves, ", "); len(names) > maxShownCandidates {
				short.Args["Moves"] = strings.Join(names[:maxShownCandidates], ", ") + ", …"
			}
		}
		return text.RecordDetail(&short)
	}
	if err != nil {
		return text.ErrorText(err)
	}
	return ""
}

// submitMove plays the move typed when exactly one move fits it, and
// closes the entry; otherwise the entry stays, saying why.
func (w *Window) submitMove(s string) {
	if w.engine.EngineToMove() {
		w.moveEntry.SetHint(text.T("moveEntry.engineToMove"), true)
		return
	}
	if w.puzzles.DefenderToMove() {
		w.moveEntry.SetHint(w.puzzles.Refusal(), true)
		return
	}
	p := w.doc.Position()
	c := notation.Complete(&p, s, 1)
	if c.Count != 1 {
		w.followMoveEntry()
		return
	}
	w.closeMoveEntry()
	w.reportErr(w.doc.PlayTurn(c.Candidates[0].Turn))
}

// showMoveEntry is Edit > Enter a move: the entry, empty.
func (w *Window) showMoveEntry() { w.openMoveEntry("") }

// moveEntryKeys has typed letters and digits open the move entry.
func (w *Window) moveEntryKeys(c fyne.Canvas) { c.SetOnTypedRune(w.typedRune) }
