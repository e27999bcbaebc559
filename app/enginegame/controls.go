package enginegame

import (
	"fyne.io/fyne/v2/dialog"

	"wormweave/app/text"
	"wormweave/notation"
	"wormweave/rules"
)

// goesOn returns the game going on on the document shown, or nil.
func (g *Game) goesOn() *opponent {
	if o := g.cur; o != nil && !o.over && o.doc == g.h.Document() {
		return o
	}
	return nil
}

// AskResign asks the user to confirm before resigning: a game is not lost
// by a slip of the mouse.
func (g *Game) AskResign() {
	if g.goesOn() == nil {
		return
	}
	d := dialog.NewConfirm(text.T("play.resignTitle"), text.T("play.resignText"), func(ok bool) {
		if ok {
			g.Resign()
		}
	}, g.h.Window)
	// Fyne's own Yes and No are not every language's (its Spanish "Si"
	// lacks its accent).
	d.SetConfirmText(text.T("dialog.yes"))
	d.SetDismissText(text.T("dialog.no"))
	d.Show()
	g.h.WithKeys(d.Confirm, d.Hide)
}

// Resign gives the game to the engine.
func (g *Game) Resign() {
	o := g.goesOn()
	if o == nil {
		return
	}
	o.resigned = true
	g.End(rules.LossFor(o.user))
}

// TakeBack takes back the user's last move and the engine's answer to it.
func (g *Game) TakeBack() {
	n := g.takeBackFrom()
	if n == nil {
		return
	}
	o := g.cur
	o.gen++
	o.stopSearch()
	o.clockTakenBack(n.Parent())
	g.report(g.h.Document().DeleteFrom(n))
}

// CanTakeBack reports whether there is a move of the user's to take back.
func (g *Game) CanTakeBack() bool { return g.takeBackFrom() != nil }

// takeBackFrom returns the user's last move up to the board's position,
// which take back deletes with what follows it, or nil when there is none
// (the user has not moved yet, or no game against the engine goes on).
func (g *Game) takeBackFrom() *notation.Node {
	o := g.goesOn()
	if o == nil {
		return nil
	}
	n := g.h.Document().Cursor()
	for !n.IsRoot() {
		if p := n.Parent().Position(); p.Turn() == o.user {
			return n
		}
		n = n.Parent()
	}
	return nil
}

// showTakeBack offers take back in the row only when there is a move of
// the user's to take back (the shell does the same for the menu).
func (g *Game) showTakeBack() {
	can := g.CanTakeBack()
	if b := g.takeBackButton; b.Disabled() == can {
		if can {
			b.Enable()
		} else {
			b.Disable()
		}
	}
}

// Stop ends the game against the engine, if there is one.
func (g *Game) Stop() {
	g.drop()
	g.show()
}

// Close ends the game against the engine, if there is one, without showing
// it: the window closes. Every feature ends with Close.
func (g *Game) Close() { g.drop() }

// drop ends the game against the engine, if there is one, without showing
// it. An answer still on its way is dropped.
func (g *Game) drop() {
	if o := g.cur; o != nil {
		o.gen++
		o.stopSearch()
		o.stopClock()
		g.cur = nil
	}
}

// Translate writes the row again in the current language.
func (g *Game) Translate() {
	g.takeBackButton.SetText(text.T("play.takeBack"))
	g.resignButton.SetText(text.T("play.resign"))
	g.show()
}

// show shows the game's row: who plays whom, or the result, with take
// back and resign while the game goes on.
func (g *Game) show() {
	o := g.cur
	g.h.Changed() // take back, resign and the analysis follow the game
	if o == nil {
		g.showClocks()
		g.bar.Hide()
		g.h.Relayout()
		return
	}
	words := text.TF("play.against", map[string]any{"Engine": o.strength.Name()})
	if o.over {
		key := "play.lost"
		result := g.h.Document().Game().Result
		onTime := o.clock != nil && o.clock.onTime
		switch {
		case o.resigned:
			key = "play.resigned"
		case result == rules.WinFor(o.user).String() && onTime:
			key = "play.wonOnTime"
		case result == rules.WinFor(o.user).String():
			key = "play.won"
		case onTime:
			key = "play.lostOnTime"
		}
		words = text.TF(key, map[string]any{"Result": result})
	}
	g.label.SetText(words)
	g.showClocks()
	g.takeBackButton.Hidden = o.over
	g.resignButton.Hidden = o.over
	g.showTakeBack()
	g.bar.Show()
	g.h.Relayout()
}
