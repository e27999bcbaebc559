package nags

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"wormweave/app/text"
	"wormweave/app/widgets/movelist"
	"wormweave/notation"
	"wormweave/study"
)

// A Choice is a glyph offered in a menu: its NAG number and the
// translation key of its name.
type Choice struct {
	NAG uint8
	Key string
}

// MoveChoices are the move's glyphs, by NAG number.
var MoveChoices = []Choice{{1, "nag.good"}, {2, "nag.mistake"}, {3, "nag.brilliant"}, {4, "nag.blunder"}, {5, "nag.interesting"}, {6, "nag.dubious"}}

// PositionChoices are the glyphs of the position after a move, by NAG
// number, as the Annotate menu offers them.
var PositionChoices = []Choice{
	{10, "nag.equal"}, {13, "nag.unclear"},
	{14, "nag.whiteSlightly"}, {15, "nag.blackSlightly"},
	{16, "nag.whiteClearly"}, {17, "nag.blackClearly"},
	{18, "nag.whiteWinning"}, {19, "nag.blackWinning"},
}

// Keys are the keys of MoveChoices, in their order: Ctrl (Cmd on macOS)
// with 1 to 6.
var Keys = []fyne.Shortcut{ctrl(fyne.Key1), ctrl(fyne.Key2), ctrl(fyne.Key3), ctrl(fyne.Key4), ctrl(fyne.Key5), ctrl(fyne.Key6)}

func ctrl(key fyne.KeyName) fyne.Shortcut {
	return &desktop.CustomShortcut{KeyName: key, Modifier: fyne.KeyModifierShortcutDefault}
}

// Host is what annotating needs of the window.
type Host struct {
	// Document returns the game being studied.
	Document func() *study.Document
	// ShowError shows what went wrong changing the game.
	ShowError func(error)
}

// Annotations puts glyphs on the moves of the window's game.
type Annotations struct{ h Host }

// New returns the annotations of h's document.
func New(h Host) *Annotations { return &Annotations{h: h} }

// MenuItems are the Annotate menu's items: the move's glyphs with their
// keys, and clearing every glyph. The shell binds each item's key.
func (a *Annotations) MenuItems() []*fyne.MenuItem {
	var items []*fyne.MenuItem
	for i, c := range MoveChoices {
		nag := c.NAG
		it := fyne.NewMenuItem(movelist.NAGText([]uint8{nag})+"  "+text.T(c.Key), func() { a.Toggle(nag) })
		it.Shortcut = Keys[i]
		items = append(items, it)
	}
	clear := fyne.NewMenuItem(text.T("menu.clearNAGs"), func() {
		d := a.h.Document()
		_ = d.SetNAGs(d.Cursor(), nil)
	})
	return append(items, fyne.NewMenuItemSeparator(), clear)
}

// PositionMenu is Edit > Position: the position's glyphs.
func (a *Annotations) PositionMenu() *fyne.MenuItem {
	var items []*fyne.MenuItem
	for _, c := range PositionChoices {
		nag := c.NAG
		items = append(items, fyne.NewMenuItem(strings.TrimSpace(movelist.NAGText([]uint8{nag}))+"  "+text.T(c.Key), func() { a.Toggle(nag) }))
	}
	it := fyne.NewMenuItem(text.T("menu.positionNAGs"), nil)
	it.ChildMenu = fyne.NewMenu("", items...)
	return it
}

// MoveItems are the move's glyphs for the context menu of move n: each
// goes to n and toggles its glyph there.
func (a *Annotations) MoveItems(n *notation.Node) []*fyne.MenuItem {
	var items []*fyne.MenuItem
	for _, c := range MoveChoices {
		nag := c.NAG
		items = append(items, fyne.NewMenuItem(movelist.NAGText([]uint8{nag})+"  "+text.T(c.Key), func() {
			a.h.Document().GoTo(n)
			a.Toggle(nag)
		}))
	}
	return items
}

// Toggle puts nag on the current move, or takes it off (see toggled).
func (a *Annotations) Toggle(nag uint8) {
	d := a.h.Document()
	n := d.Cursor()
	if n.IsRoot() {
		return
	}
	if err := d.SetNAGs(n, toggled(n.NAGs(), nag)); err != nil {
		a.h.ShowError(err)
	}
}
