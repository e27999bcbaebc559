package app

import (
	"slices"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"wormweave/engine"
	"wormweave/notation"
	"wormweave/rules"
)

// chainStepPause is the pause between the steps of a capture chain the
// engine plays, so that each step's slide can be followed.
const chainStepPause = 400 * time.Millisecond

// opponent is a game against the engine in progress: the user plays one
// side on the board, the engine answers for the other.
type opponent struct {
	doc      *Document // the game's document: another one ends the game
	user     rules.Color
	strength strength
	eng      *engine.Engine
	search   *engine.Search
	thinking *notation.Node // the position the engine is answering, or nil
	playing  *engineChain   // the engine's chain being played, or nil
	gen      int            // counts the engine's turns; a stale answer is dropped
	over     bool
	resigned bool // the user gave the game up
	// post runs a function on the window's goroutine (fyne.Do; tests
	// replace it).
	post func(func())
}

// askEngineGame asks for the side, the strength and the start of a game
// against the engine, and starts it.
func (w *Window) askEngineGame() {
	sides := []string{T("play.white"), T("play.black")}
	side := widget.NewRadioGroup(sides, nil)
	side.Horizontal = true
	side.SetSelected(sides[0])
	list := strengths()
	var names []string
	for _, s := range list {
		names = append(names, s.label())
	}
	level := widget.NewSelect(names, nil)
	level.SetSelected(names[2])
	starts := []string{T("play.fromStart"), T("play.fromHere")}
	from := widget.NewRadioGroup(starts, nil)
	from.SetSelected(starts[0])
	items := []*widget.FormItem{
		widget.NewFormItem(T("play.side"), side),
		widget.NewFormItem(T("play.strength"), level),
		widget.NewFormItem(T("play.start"), from),
	}
	form := dialog.NewForm(T("play.title"), T("play.play"), T("dialog.cancel"), items, func(ok bool) {
		if !ok {
			return
		}
		user := rules.White
		if side.Selected == sides[1] {
			user = rules.Black
		}
		s := list[2]
		for i, n := range names {
			if n == level.Selected {
				s = list[i]
			}
		}
		w.startEngineGame(user, s, from.Selected == starts[1])
	}, w.win)
	form.Show()
	w.withKeys(form.Submit, form.Dismiss)
}

// startEngineGame starts a new game against the engine, the user playing
// user, from the start of the current variant or from the board's position.
func (w *Window) startEngineGame(user rules.Color, s strength, fromHere bool) {
	g := w.doc.Game()
	var start *rules.Position
	if fromHere {
		p := w.doc.Cursor().Position() // an unfinished chain is not part of it
		start = &p
	}
	w.confirmDiscard(func() {
		game := notation.NewGame(g.Variant, start)
		me, it := "White", "Black"
		if user == rules.Black {
			me, it = it, me
		}
		game.SetTag(it, s.tagName())
		game.SetTag(me, "?")
		game.SetTag("Date", time.Now().Format("2006.01.02"))
		d := NewDocument(game)
		w.playOpponent(d, user, s)
		w.setDocument(d, nil, 0, "")
	})
}

// newOpponent returns a game against the engine on document d, the user
// playing user.
func (w *Window) newOpponent(d *Document, user rules.Color, s strength) *opponent {
	o := &opponent{doc: d, user: user, strength: s, post: fyne.Do}
	opt := w.analysis.settings.Options()
	if s.level > 0 {
		opt.Threads = 1 // a level counts nodes: more threads would not play better
	}
	opt.Level = s.level
	o.eng = engine.New(opt)
	if w.analysis.opponentPost != nil {
		o.post = w.analysis.opponentPost
	}
	return o
}

// playOpponent starts a game against the engine on document d, the user
// playing user, in place of any other and of the analysis (whose engines
// go first, with their tables); the window then shows d.
func (w *Window) playOpponent(d *Document, user rules.Color, s strength) {
	w.analysis.setOn(false)
	w.stopOpponent()
	o := w.newOpponent(d, user, s)
	w.analysis.opponent = o
	w.showOpponent()
	w.board.SetFlipped(o.user == rules.Black) // the user's side at the bottom
}

// engineToMove reports whether the board's side to move is the engine's.
func (w *Window) engineToMove() bool {
	o := w.analysis.opponent
	if o == nil || o.over || o.doc != w.doc {
		return false
	}
	p := w.doc.Position()
	return p.Turn() != o.user
}

// followEngines keeps the analysis and the opponent in step with the board
// after every change.
func (w *Window) followEngines() {
	w.analysis.follow()
	shown := w.analysis.graph.Visible()
	w.analysis.graph.Plot(w.doc.Game(), w.doc.Cursor())
	if w.analysis.graph.Visible() != shown {
		w.analysis.relayout()
	}
	w.followOpponent()
	w.showTakeBack()
}

// followOpponent lets the engine answer when it is its turn at the end of
// a line, and records the result when the game is over.
func (w *Window) followOpponent() {
	o := w.analysis.opponent
	if o == nil {
		return
	}
	d := w.doc
	if o.doc != d {
		// Another game is shown: this one is given up if it goes on, and
		// its row, which may say how it ended, goes with it.
		w.stopOpponent()
		return
	}
	if o.over {
		return
	}
	if c := o.playing; c != nil {
		if !c.interrupted(d) {
			return // the engine's chain is being played
		}
		// The rest of the chain is dropped: the engine answers again
		// when the board is back at its turn.
		o.playing = nil
	}
	if len(d.Chain()) > 0 {
		return // the user is playing a chain
	}
	p := d.Position()
	if r := p.Result(); r != rules.Ongoing {
		w.endEngineGame(r)
		return
	}
	cursor := d.Cursor()
	if p.Turn() == o.user || cursor.Next() != nil || o.thinking == cursor {
		return
	}
	o.stopSearch()
	o.gen++
	gen := o.gen
	o.thinking = cursor
	lim := engine.Limits{MoveTime: o.strength.moveTime}
	s := o.eng.Start(&p, d.History(), lim, nil)
	o.search = s
	go func() {
		r := s.Wait()
		o.post(func() { w.engineReply(o, gen, cursor, r.Best) })
	}()
}

func (o *opponent) stopSearch() {
	if o.search != nil {
		o.search.Stop()
		o.search = nil
	}
	o.thinking = nil
	o.playing = nil
}

// engineReply plays the engine's turn if the board still shows the
// position it answers: a chain one step after another, so that each slides
// into place, when the board animates moves, and any turn at once when it
// does not.
func (w *Window) engineReply(o *opponent, gen int, at *notation.Node, t rules.Turn) {
	if w.analysis.opponent != o || o.gen != gen || o.over {
		return
	}
	o.search = nil
	o.thinking = nil
	if w.doc.Cursor() != at || len(w.doc.Chain()) > 0 || len(t) == 0 {
		// The user went elsewhere while the engine thought: it will think
		// again when the board comes back to its turn.
		return
	}
	if len(t) == 1 || !w.settings.Animation {
		w.reportErr(w.doc.PlayTurn(t))
		return
	}
	r := &engineChain{at: at, turn: t}
	o.playing = r
	var step func()
	step = func() {
		d := w.doc
		if w.analysis.opponent != o || o.playing != r {
			return // the user went elsewhere meanwhile, and the chain was dropped
		}
		m := t[r.played]
		r.played++
		last := r.played == len(t)
		if last {
			o.playing = nil
		}
		w.shown = nil // the window would slide the whole chain at once
		if err := d.Play(m); err != nil {
			o.playing = nil
			w.showError(err)
			return
		}
		w.slide(int(m.From), int(m.To))
		if !last {
			time.AfterFunc(chainStepPause, func() { o.post(step) })
		}
	}
	step()
}

// engineChain is an engine's capture chain being played on the board step
// by step.
type engineChain struct {
	at     *notation.Node // the position the chain is played from
	turn   rules.Turn
	played int // the steps on the board
}

// interrupted reports whether the board no longer shows the chain as far
// as it was played: the user went elsewhere, took a step back or edited
// the record (which drops an unfinished chain).
func (c *engineChain) interrupted(d *Document) bool {
	return d.Cursor() != c.at || !slices.Equal(d.Chain(), c.turn[:c.played])
}

// endEngineGame records the game's result.
func (w *Window) endEngineGame(r rules.Result) {
	o := w.analysis.opponent
	o.over = true
	o.stopSearch()
	o.eng = nil // its table is not needed any more
	w.setResult(r)
	w.showOpponent()
}

// termination is the Termination tag of a game against the engine that
// ends, by the position or by the user's resignation. PGN's value for a
// game that ended as the rules or the players ended it is "normal", and
// that is what other programs write for a resignation too (lichess writes
// "Normal" for a resignation and a mate alike; "abandoned" is for a game
// a player left without resigning, "unterminated" for one not over): the
// result against a position that still goes on says that a side resigned.
const termination = "normal"

// setResult writes the result and how the game ended into the record's
// tags (one undoable edit).
func (w *Window) setResult(r rules.Result) {
	g := w.doc.Game()
	tags := append([]notation.Tag(nil), g.Tags...)
	tags = withTag(tags, "Result", r.String())
	tags = withTag(tags, "Termination", termination)
	w.reportErr(w.doc.SetTags(tags))
}

// withTag sets tag name to value in tags, appending it if it is missing.
func withTag(tags []notation.Tag, name, value string) []notation.Tag {
	for i := range tags {
		if tags[i].Name == name {
			tags[i].Value = value
			return tags
		}
	}
	return append(tags, notation.Tag{Name: name, Value: value})
}

// askResign asks the user to confirm before resigning: a game is not lost
// by a slip of the mouse.
func (w *Window) askResign() {
	if o := w.analysis.opponent; o == nil || o.over || o.doc != w.doc {
		return
	}
	dialog.ShowConfirm(T("play.resignTitle"), T("play.resignText"), func(ok bool) {
		if ok {
			w.resign()
		}
	}, w.win)
}

// resign gives the game to the engine.
func (w *Window) resign() {
	o := w.analysis.opponent
	if o == nil || o.over || o.doc != w.doc {
		return
	}
	o.resigned = true
	w.endEngineGame(rules.LossFor(o.user))
}

// takeBack takes back the user's last move and the engine's answer to it.
func (w *Window) takeBack() {
	n := w.takeBackFrom()
	if n == nil {
		return
	}
	o := w.analysis.opponent
	o.gen++
	o.stopSearch()
	w.reportErr(w.doc.DeleteFrom(n))
}

// takeBackFrom returns the user's last move up to the board's position,
// which take back deletes with what follows it, or nil when there is none
// (the user has not moved yet, or no game against the engine goes on).
func (w *Window) takeBackFrom() *notation.Node {
	o := w.analysis.opponent
	if o == nil || o.over || o.doc != w.doc {
		return nil
	}
	n := w.doc.Cursor()
	for !n.IsRoot() {
		if p := n.Parent().Position(); p.Turn() == o.user {
			return n
		}
		n = n.Parent()
	}
	return nil
}

// showTakeBack offers take back, in the panel and in the menu, only when
// there is a move of the user's to take back. The window calls it after
// every change.
func (w *Window) showTakeBack() {
	can := w.takeBackFrom() != nil
	if b := w.analysis.takeBackButton; b.Disabled() == can {
		if can {
			b.Enable()
		} else {
			b.Disable()
		}
	}
	if it := w.takeBackItem; it != nil && it.Disabled == can {
		it.Disabled = !can
		w.win.SetMainMenu(w.win.MainMenu()) // shows the item's new state
	}
}

// stopOpponent ends the game against the engine, if there is one.
func (w *Window) stopOpponent() {
	w.dropOpponent()
	w.showOpponent()
}

// dropOpponent ends the game against the engine, if there is one, without
// showing it: the window may be closing. An answer still on its way is
// dropped.
func (w *Window) dropOpponent() {
	if o := w.analysis.opponent; o != nil {
		o.gen++
		o.stopSearch()
		w.analysis.opponent = nil
	}
}

// showOpponent shows the game's row: who plays whom, or the result, with
// take back and resign while the game goes on.
func (w *Window) showOpponent() {
	v := w.analysis
	o := w.analysis.opponent
	w.setMainMenu() // take back, resign and the analysis follow the game
	if w.analysisWithheld() {
		v.toggle.Disable()
	} else {
		v.toggle.Enable()
	}
	if o == nil {
		v.playBar.Hide()
		v.relayout()
		return
	}
	text := TF("play.against", map[string]any{"Engine": o.strength.name()})
	if o.over {
		key := "play.lost"
		result := w.doc.Game().Result
		switch {
		case o.resigned:
			key = "play.resigned"
		case result == rules.WinFor(o.user).String():
			key = "play.won"
		}
		text = TF(key, map[string]any{"Result": result})
	}
	v.playLabel.SetText(text)
	v.takeBackButton.Hidden = o.over
	v.resignButton.Hidden = o.over
	w.showTakeBack()
	v.playBar.Show()
	v.relayout()
}

// newPlayBar returns the row of a game against the engine: a label, take
// back and resign.
func (v *analysisView) newPlayBar() *fyne.Container {
	// One line of text, so that the row's height does not depend on its
	// width: the panel is laid out once when the row appears.
	v.playLabel = widget.NewLabel("")
	v.playLabel.Truncation = fyne.TextTruncateEllipsis
	v.takeBackButton = widget.NewButton(T("play.takeBack"), func() { v.w.takeBack() })
	v.resignButton = widget.NewButton(T("play.resign"), func() { v.w.askResign() })
	// The buttons go at the end of the game; their row stays.
	bar := container.NewVBox(v.playLabel, container.New(steadyRow{}, v.takeBackButton, v.resignButton))
	v.playBar = bar
	bar.Hide()
	return bar
}
