package enginegame

import (
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/dialogkeys"
	"wormweave/app/strength"
	"wormweave/app/text"
	"wormweave/rules"
)

// Ask asks for the side, the strength, the start and the clock of a game
// against the engine, and starts it.
func (g *Game) Ask() {
	T := text.T
	sides := []string{T("play.white"), T("play.black")}
	side := widget.NewRadioGroup(sides, nil)
	side.Horizontal = true
	side.SetSelected(sides[0])
	list := strength.All()
	var names []string
	chosen := 0
	for i, s := range list {
		names = append(names, s.Label(g.h.Document().Game().Variant))
		if s == strength.Default {
			chosen = i
		}
	}
	level := widget.NewSelect(names, nil)
	level.SetSelected(names[chosen])
	starts := []string{T("play.fromStart"), T("play.fromHere")}
	from := widget.NewRadioGroup(starts, nil)
	from.SetSelected(starts[0])
	clockChoice := g.askClock()
	items := []*widget.FormItem{
		widget.NewFormItem(T("play.side"), side),
		widget.NewFormItem(T("play.strength"), wideEnough(level)),
		widget.NewFormItem(T("play.start"), from),
		widget.NewFormItem(T("play.clock"), clockChoice.Widget()),
	}
	// Chosen with the mouse, they give the keyboard back to the dialog.
	dialogkeys.LetGo(side, &side.OnChanged)
	dialogkeys.LetGo(level, &level.OnChanged)
	dialogkeys.LetGo(from, &from.OnChanged)
	dialogkeys.LetGo(clockChoice.Select, &clockChoice.Select.OnChanged)
	form := dialog.NewForm(T("play.title"), T("play.play"), T("dialog.cancel"), items, func(ok bool) {
		if !ok || !g.chooseClock(clockChoice) {
			return
		}
		user := rules.White
		if side.Selected == sides[1] {
			user = rules.Black
		}
		s := list[chosen]
		for i, n := range names {
			if n == level.Selected {
				s = list[i]
			}
		}
		g.Start(user, s, from.Selected == starts[1])
	}, g.h.Window)
	form.Show()
	g.h.WithKeys(form.Submit, form.Dismiss)
}
