package learn

import (
	"wormweave/app/prefs"
	"wormweave/app/text"
	"wormweave/learn"
	"wormweave/notation"
	"wormweave/rules"
	"wormweave/study"
)

// Playing a level: its position on the board, the learner's moves judged
// by the model, the opponent's replies played, the stars kept.

// play is the level shown and where the learner stands in it.
type play struct {
	course   *learn.Course
	stage    int // the stage's index in the course
	index    int // the level's index in its stage
	level    *learn.Level
	run      *run // the model's session
	doc      *study.Document
	judged   *notation.Node // the node the model stands at: its moves are judged
	replying bool           // the opponent's reply is coming
	over     bool           // the goal met, or the first game over
	failed   bool           // the goal cannot be met any more: restart
	earned   int            // the stars, once over
	said     string         // what the last move made of the level
	gen      int            // counts the level's own changes; a stale reply is dropped
}

// Start opens level index of stage of the course of variant v, after
// asking about unsaved work.
func (t *Tutor) Start(v rules.Variant, stage, index int) {
	t.h.ConfirmDiscard(func() { t.begin(v, stage, index) })
}

// begin shows the level on the board.
func (t *Tutor) begin(v rules.Variant, stage, index int) {
	co, err := t.course(v)
	if err != nil {
		t.h.ShowError(err)
		return
	}
	if stage < 0 || stage >= len(co.Stages) || index < 0 || index >= len(co.Stages[stage].Levels) {
		return
	}
	l := co.Stages[stage].Levels[index]
	r, err := newRun(l)
	if err != nil {
		t.h.ShowError(err)
		return
	}
	c := &play{course: co, stage: stage, index: index, level: l, run: r}
	p := r.position()
	c.doc = newDocument(v, &p, t.eventName(c))
	c.judged = c.doc.Cursor()
	t.cur = c
	t.h.Board.SetFlipped(p.Turn() == rules.Black)
	t.h.Board.OnRefuse = t.refuse
	if l.Goal == learn.GoalGame {
		t.h.PlayEngine(c.doc, p.Turn())
	} else {
		t.h.StopAnalysis()
	}
	t.h.SetDocument(c.doc)
	t.show()
	t.h.Changed()
}

// eventName names the level's game: the course's title, the stage and
// the level, in the user's language.
func (t *Tutor) eventName(c *play) string {
	return say(c.course.Titles) + " — " + t.levelTitle(c)
}

// levelTitle is the stage's title and the level's number.
func (t *Tutor) levelTitle(c *play) string {
	s := c.course.Stages[c.stage]
	return text.TF("learn.levelTitle", map[string]any{
		"Stage": say(s.Titles), "Level": c.index + 1, "Levels": len(s.Levels),
	})
}

// Restart opens the level shown again from its position.
func (t *Tutor) Restart() {
	c := t.cur
	if c == nil {
		return
	}
	c.gen++
	t.begin(c.course.Variant, c.stage, c.index)
}

// Next opens the level after the one passed, or the map after the last.
func (t *Tutor) Next() {
	c := t.cur
	if c == nil || !c.over {
		return
	}
	stage, index := c.stage, c.index+1
	if index >= len(c.course.Stages[stage].Levels) {
		stage, index = stage+1, 0
	}
	if stage >= len(c.course.Stages) {
		t.Stop()
		t.showMap(c.course.Variant)
		return
	}
	t.begin(c.course.Variant, stage, index)
}

// CanGoOn reports whether Enter opens the next level: one is passed.
func (t *Tutor) CanGoOn() bool { return t.cur != nil && t.cur.over && t.cur.doc == t.h.Document() }

// Follow judges the board's moves after every change: a learner's move
// goes to the model, which accepts it (the opponent then replies),
// refuses it (it is said and taken back) or finds the goal met. The
// shell calls it after every change.
func (t *Tutor) Follow() {
	c := t.cur
	if c == nil {
		return
	}
	d := t.h.Document()
	if c.doc != d {
		// Another game is shown: the course closes.
		t.Stop()
		return
	}
	if c.level.Goal == learn.GoalGame {
		t.followGame(c)
		return
	}
	at := d.Cursor()
	if c.over || c.failed || c.replying || len(d.Chain()) > 0 || at == c.judged {
		return
	}
	if at.Parent() != c.judged {
		// The learner went back or elsewhere in the moves: the level
		// stands where the model does.
		gen := c.gen
		t.h.Post(func() {
			if t.cur == c && c.gen == gen && c.doc == t.h.Document() {
				c.doc.GoTo(c.judged)
			}
		})
		return
	}
	t.judge(c, d, at)
}

// judge hands the learner's turn at at to the model and acts on its
// verdict.
func (t *Tutor) judge(c *play, d *study.Document, at *notation.Node) {
	v := c.run.play(at.Turn())
	c.said = v.words
	switch {
	case v.refused:
		// Said, and taken back once the board is done with the change;
		// the piece stays selected, its targets lit.
		gen := c.gen
		from := int(at.Turn()[0].From)
		t.h.Post(func() {
			if t.cur != c || c.gen != gen || c.doc != t.h.Document() || d.Cursor() != at {
				return
			}
			if err := d.DeleteFrom(at); err != nil {
				t.h.ShowError(err)
			}
			d.MarkSaved()
			t.h.Board.Select(from)
		})
	default:
		c.judged = at
		d.MarkSaved()
		c.failed = v.failed
		switch {
		case v.done:
			t.finish(c, v.stars)
		case len(v.reply) > 0 || !v.failed:
			// A failed level shows the reply that failed it.
			t.answer(c, v.reply)
		}
	}
	t.show()
}

// answer plays the opponent's reply after a pause, a chain one step after
// another; a pass shows the learner's side to move again.
func (t *Tutor) answer(c *play, reply rules.Turn) {
	c.replying = true
	gen := c.gen
	played := 0
	var step func()
	step = func() {
		if t.cur != c || c.gen != gen || c.doc != t.h.Document() {
			return
		}
		if len(reply) == 0 {
			// The opponent stands still: the learner moves again, from
			// the model's position, in a game of its own.
			c.replying = false
			p := c.run.position()
			c.doc = newDocument(c.course.Variant, &p, t.eventName(c))
			c.judged = c.doc.Cursor()
			t.h.SetDocument(c.doc)
			t.show()
			return
		}
		if err := t.h.PlayAnimated(reply[played]); err != nil {
			c.replying = false
			t.h.ShowError(err)
			return
		}
		played++
		if played < len(reply) {
			t.after(replyPause, func() { t.h.Post(step) })
			return
		}
		c.replying = false
		c.judged = c.doc.Cursor()
		c.doc.MarkSaved()
		t.show()
	}
	if len(reply) == 0 {
		// Nothing to see: the learner goes on at once.
		t.h.Post(step)
		return
	}
	t.after(replyPause, func() { t.h.Post(step) })
}

// finish ends the level with the stars earned and keeps them.
func (t *Tutor) finish(c *play, stars int) {
	c.over, c.earned = true, stars
	v := c.course.Variant
	p := t.progress(v)
	p.Record(v, c.course.Stages[c.stage].ID, c.level.Number, stars)
	t.h.Prefs.SetString(prefs.LearnProgress(v), p.String())
	t.h.Changed()
}

// followGame ends the first game when its result is on the board: the
// stars its result earns are kept, and a full game is offered.
func (t *Tutor) followGame(c *play) {
	if c.over {
		return
	}
	d := c.doc
	if d.Cursor() != d.Game().End() || len(d.Chain()) > 0 {
		return
	}
	p := d.Position()
	r := p.Result()
	if r == rules.Ongoing {
		return
	}
	t.finish(c, gameStars(r, c.run.learner()))
	t.show()
}

// refuse answers the board: the selected piece was sent to a square it
// cannot reach. The model says why, in the rules' own words; the board
// keeps the piece selected, its targets lit.
func (t *Tutor) refuse(from, to int) {
	c := t.cur
	if c == nil || !t.Playing() || c.over {
		return
	}
	c.said = c.run.explain(rules.Square(from), rules.Square(to))
	t.show()
}
