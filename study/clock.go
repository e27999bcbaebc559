package study

import "wormweave/notation"

// SetClock writes the clock reading clk (notation.FormatClock's text) as
// the [%clk] command of n's move. A reading belongs with its move: when
// the last edit added n and the record has not been saved since, the
// reading joins that edit, so that one undo takes the move and its clock
// together (n keeps the reading for a redo); otherwise it is an edit of
// its own.
func (d *Document) SetClock(n *notation.Node, clk string) {
	if n == nil || n.IsRoot() {
		return
	}
	if k := len(d.undo); k > 0 && d.savedAt != d.top() {
		if e := d.undo[k-1]; e.cursorDone == n && e.cursorUndo == n.Parent() {
			n.SetClock(clk)
			d.revision++
			d.changed()
			return
		}
	}
	var old string
	d.Annotate(func() func() {
		old = n.SetClock(clk)
		return func() { n.SetCommentAfter(old) }
	})
}

// SetTagWithMove sets the record's tag name to value as a consequence of
// n's move (a timed game's TimeControl): when the last edit added n and
// the record has not been saved since, the tag joins that edit, so that
// one undo takes the move and the tag together; otherwise it is an edit
// of its own.
func (d *Document) SetTagWithMove(n *notation.Node, name, value string) {
	g := d.game
	before := append([]notation.Tag(nil), g.Tags...)
	after := notation.WithTags(g.Tags, notation.Tag{Name: name, Value: value})
	if k := len(d.undo); k > 0 && n != nil && d.savedAt != d.top() {
		if e := &d.undo[k-1]; e.cursorDone == n && e.cursorUndo == n.Parent() {
			apply, revert := e.apply, e.revert
			e.apply = func() { apply(); g.Tags = append([]notation.Tag(nil), after...) }
			e.revert = func() { g.Tags = append([]notation.Tag(nil), before...); revert() }
			g.Tags = append([]notation.Tag(nil), after...)
			d.revision++
			d.changed()
			return
		}
	}
	d.record(edit{
		apply:      func() { g.Tags = append([]notation.Tag(nil), after...) },
		revert:     func() { g.Tags = append([]notation.Tag(nil), before...) },
		cursorDone: d.cursor,
		cursorUndo: d.cursor,
	}, true)
}
