package puzzles

// showOpponentsMove shows the opponent's last move come about from the
// position before it. A single step slides into place as the board
// follows it; an Interweave chain is played one step after another, each
// sliding, as the defender's replies and the user's own chains are. The
// turn is in the record from the start, so that playing its steps only
// moves the cursor onto it: undo has nothing to take back.
func (t *Trainer) showOpponentsMove(c *attempt) {
	d := c.doc
	turn := c.a.Turns[0]
	if len(turn) == 1 {
		d.Forward()
		return
	}
	root := d.Cursor()
	gen := c.gen
	played := 0
	var step func()
	step = func() {
		if t.cur != c || c.gen != gen || d != t.h.Document() || d.Cursor() != root || len(d.Chain()) != played {
			return // the user went on (forward, or to another puzzle)
		}
		if err := t.h.PlayAnimated(turn[played]); err != nil {
			t.h.ShowError(err)
			return
		}
		played++
		if played < len(turn) {
			t.after(replyPause, func() { t.post(step) })
		}
	}
	step()
}

// atStart reports whether the board shows the puzzle's position before
// the opponent's last move, or that move's chain under way.
func (t *Trainer) atStart() bool {
	c := t.cur
	return c != nil && c.doc == t.h.Document() && c.doc.Cursor().IsRoot()
}
