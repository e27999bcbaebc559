package enginegame

import (
	"math/rand"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/prefs"
	"wormweave/app/text"
	"wormweave/book"
	"wormweave/notation"
	"wormweave/rules"
)

// replyFromBook answers p, at cursor, with a turn of the built-in opening
// book when the preference lets the engine play from it and the book has
// one there: at once, without a search. It reports whether it did; the
// answer reaches the window as a search's does (through post, checked
// against gen), so that a user who moved on meanwhile is never played
// over.
func (g *Game) replyFromBook(o *opponent, p *rules.Position, gen int, cursor *notation.Node) bool {
	if g.h.UseBook == nil || !g.h.UseBook() {
		return false
	}
	if o.rnd == nil {
		o.rnd = rand.New(rand.NewSource(time.Now().UnixNano()))
	}
	t, ok := book.Builtin(p.Variant()).Pick(p, o.rnd)
	if !ok {
		return false
	}
	o.post(func() { g.reply(o, gen, cursor, t) })
	return true
}

// BookPreference is the preferences' row that lets the engine play its
// first moves from its book in a game against the user, or not.
func BookPreference(p fyne.Preferences) *widget.FormItem {
	c := widget.NewCheck(text.T("prefs.engineBook"), func(on bool) { p.SetBool(prefs.EngineBook, on) })
	c.SetChecked(prefs.UseBook(p))
	return widget.NewFormItem("", c)
}
