package puzzles

import (
	"wormweave/app/prefs"
	"wormweave/notation"
	"wormweave/puzzle"
	"wormweave/rules"
	"wormweave/study"
)

// Judging an attempt: the moves on the board against the solution, the
// defender's replies, hints, the solution shown and the result recorded.

// Follow judges the board's moves after every change: a wrong move is
// said and taken back, a right one has the defender reply, the last one
// ends the puzzle. The shell calls it after every change.
func (t *Trainer) Follow() {
	c := t.cur
	if c == nil {
		return
	}
	d := t.h.Document()
	if c.doc != d {
		// Another game is shown: the trainer closes, and a puzzle going
		// on is lost.
		t.Stop()
		return
	}
	if c.over {
		return
	}
	turns, at := line(d)
	switch c.a.Judge(turns, d.Chain()) {
	case puzzle.SolverToMove:
		if len(d.Chain()) > 0 {
			c.wrong = false // a chain begun as the solution's: no longer wrong
		}
		if at.Next() == nil {
			t.show()
		}
	case puzzle.DefenderToMove:
		c.wrong, c.hinted = false, false
		if at.Next() == nil && c.replying != len(turns) {
			t.reply(c, len(turns), at)
		}
		t.show()
	case puzzle.Wrong:
		t.wrongMove(c, d)
	case puzzle.Solved:
		c.over = true
		if !c.failed {
			c.solved = true
			t.recordAttempt(c, true)
		}
		t.post(func() {
			if t.cur == c && c.doc == t.h.Document() {
				t.writeResult(d)
			}
		})
		t.show()
		t.h.Changed()
	}
}

// line returns the turns from the start of d's game to its cursor, and
// the cursor.
func line(d *study.Document) ([]rules.Turn, *notation.Node) {
	at := d.Cursor()
	var turns []rules.Turn
	for n := at; !n.IsRoot(); n = n.Parent() {
		turns = append(turns, n.Turn())
	}
	for i, j := 0, len(turns)-1; i < j; i, j = i+1, j-1 {
		turns[i], turns[j] = turns[j], turns[i]
	}
	return turns, at
}

// wrongMove says that the user's move is not the solution and takes it
// back; the first one loses the attempt.
func (t *Trainer) wrongMove(c *attempt, d *study.Document) {
	if !c.failed {
		t.lose(c)
	}
	c.wrong = true
	t.show()
	gen := c.gen
	// Taken back after a moment, so that the user sees what was played
	// and the message; never from inside the document's own change.
	t.after(wrongPause, func() {
		t.post(func() {
			if t.cur != c || c.gen != gen || c.doc != t.h.Document() {
				return
			}
			// The board may have changed meanwhile (the user went back,
			// or took the move back): only a move still wrong goes.
			if turns, _ := line(d); c.a.Judge(turns, d.Chain()) != puzzle.Wrong {
				return
			}
			if len(d.Chain()) > 0 {
				for d.TakeBackStep() {
				}
				return
			}
			if err := d.DeleteFrom(d.Cursor()); err != nil {
				t.h.ShowError(err)
			}
		})
	})
}

// lose records the attempt at c as lost, once.
func (t *Trainer) lose(c *attempt) {
	c.failed = true
	if !c.recorded {
		t.recordAttempt(c, false)
	}
}

// recordAttempt puts the attempt into the user's record and keeps it. A
// streak's puzzle moves no rating: it counts in the streak, or ends it,
// and the best streak is kept as soon as it is beaten.
func (t *Trainer) recordAttempt(c *attempt, won bool) {
	c.recorded = true
	c.before = t.prof.Rating
	defer t.refreshDashboard()
	if c.inRun {
		if t.run == nil {
			return
		}
		if !won {
			t.run.Fail()
			return
		}
		t.run.Solve()
		if !t.prof.KeepStreak(t.run.Solved) {
			return
		}
	} else {
		t.prof.Record(c.a.Puzzle, won, t.now())
	}
	t.h.Prefs.SetString(prefs.PuzzleProfile(t.v), t.prof.String())
}

// reply plays the defender's turn n of the line after a pause, a chain
// one step after another, if the board still shows the position it
// answers.
func (t *Trainer) reply(c *attempt, n int, at *notation.Node) {
	c.replying = n
	gen := c.gen
	turn := c.a.Turns[n]
	played := 0
	var step func()
	step = func() {
		d := c.doc
		if t.cur != c || c.gen != gen || c.over || d != t.h.Document() {
			return
		}
		if d.Cursor() != at || len(d.Chain()) != played {
			c.replying = 0 // the user went elsewhere: replied again on coming back
			return
		}
		m := turn[played]
		played++
		if err := t.h.PlayAnimated(m); err != nil {
			c.replying = 0
			t.h.ShowError(err)
			return
		}
		if played < len(turn) {
			t.after(replyPause, func() { t.post(step) })
			return
		}
		c.replying = 0
		d.MarkSaved()
	}
	t.after(replyPause, func() { t.post(step) })
}

// writeResult writes the result of the game the puzzle ended into its
// record, as any finished game has it, and marks the puzzle's game saved:
// it is the program's, not the user's work.
func (t *Trainer) writeResult(d *study.Document) {
	if d.Cursor() == d.Game().End() {
		p := d.Position()
		if r := p.Result(); r != rules.Ongoing {
			if err := d.SetTagValues(notation.Tag{Name: "Result", Value: r.String()}); err != nil {
				t.h.ShowError(err)
			}
		}
	}
	d.MarkSaved()
}

// Hint selects the piece the solution moves next; the attempt is then
// lost, as a solution helped to is not the user's.
func (t *Trainer) Hint() {
	c := t.cur
	if !t.Solving() || len(t.h.Document().Chain()) > 0 {
		return
	}
	turns, _ := line(t.h.Document())
	sq, ok := c.a.Hint(len(turns))
	if !ok || c.a.Judge(turns, nil) != puzzle.SolverToMove {
		return
	}
	if !c.failed {
		t.lose(c)
	}
	c.hinted = true
	t.h.Board.Select(int(sq))
	t.show()
}

// ShowSolution plays the rest of the line on the board; the attempt is
// lost, and the puzzle is over.
func (t *Trainer) ShowSolution() {
	c := t.cur
	if !t.Solving() {
		return
	}
	d := c.doc
	for d.TakeBackStep() {
	}
	// From the last position the line and the board agree on.
	turns, at := line(d)
	n := 0
	for n < len(turns) && n < len(c.a.Turns) && turns[n].ID(t.v) == c.a.Turns[n].ID(t.v) {
		n++
	}
	for i := len(turns); i > n; i-- {
		at = at.Parent()
	}
	if !c.failed {
		t.lose(c)
	}
	c.over, c.shown = true, true
	c.gen++
	d.GoTo(at)
	if _, err := d.PlayLine(c.a.Turns[n:]); err != nil {
		t.h.ShowError(err)
	}
	t.writeResult(d)
	t.show()
	t.h.Changed()
}
