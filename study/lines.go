package study

import (
	"wormweave/notation"
	"wormweave/rules"
)

// SetCommentBefore sets the comment before n's move, as PGN allows
// (`{...} 12. Nd3-b2`): one undoable edit. The start of the game has no
// move to put a comment before: its comment is SetComment's.
func (d *Document) SetCommentBefore(n *notation.Node, s string) error {
	if n == nil || n.IsRoot() {
		return errNoMove()
	}
	old := n.CommentBefore()
	if old == s {
		return nil
	}
	d.record(edit{
		apply:      func() { n.SetCommentBefore(s) },
		revert:     func() { n.SetCommentBefore(old) },
		cursorDone: d.cursor,
		cursorUndo: d.cursor,
	}, true)
	return nil
}

// PlayLine plays turns one after the other from the board's position, as
// one change and one edit: a line pasted or typed at once is undone at
// once. A turn that is not legal ends the line there: the turns before it
// stay played, and the error says which failed (its index in turns is the
// number of turns played).
func (d *Document) PlayLine(turns []rules.Turn) (played int, err error) {
	before := len(d.undo)
	err = d.Batch(func() error {
		for _, t := range turns {
			if err := d.PlayTurn(t); err != nil {
				return err
			}
			played++
		}
		return nil
	})
	d.joinEdits(before)
	return played, err
}

// joinEdits makes the edits recorded since the undo stack held n of them
// one edit, undone and redone at once.
func (d *Document) joinEdits(n int) {
	if len(d.undo)-n < 2 {
		return
	}
	parts := append([]edit(nil), d.undo[n:]...)
	first, last := parts[0], parts[len(parts)-1]
	d.undo = append(d.undo[:n], edit{
		id: last.id,
		apply: func() {
			for _, e := range parts {
				e.apply()
			}
		},
		revert: func() {
			for i := len(parts) - 1; i >= 0; i-- {
				parts[i].revert()
			}
		},
		cursorDone: last.cursorDone,
		cursorUndo: first.cursorUndo,
	})
}
