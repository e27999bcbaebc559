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
