package app

import (
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"

	"wormweave/app/text"
	"wormweave/app/widgets/movelist"
)

// The glyphs of a move (!, ?, !!, ??, !?, ?!) have the keys Ctrl+1 to
// Ctrl+6, in the order of their NAG numbers ($1 to $6), as ChessX gives
// them: Ctrl with a digit reaches the window through the desktop driver
// as a custom shortcut (the driver takes over only Ctrl with Z, Y, V, C,
// X and A), and types no character, so it does not open the move entry.
// The position's glyphs (=, ∞, +=, =+, ±, ∓, +-, -+) have a menu of their
// own beside Annotate: the two together would be taller than the window.

// nagKeys are the keys of nagChoices, in their order.
var nagKeys = []fyne.Shortcut{
	ctrlKey(fyne.Key1, false), ctrlKey(fyne.Key2, false), ctrlKey(fyne.Key3, false),
	ctrlKey(fyne.Key4, false), ctrlKey(fyne.Key5, false), ctrlKey(fyne.Key6, false),
}

// positionNAGChoices are the glyphs of the position after a move, by NAG
// number, as the Annotate menu offers them.
var positionNAGChoices = []struct {
	nag uint8
	key string
}{
	{10, "nag.equal"}, {13, "nag.unclear"},
	{14, "nag.whiteSlightly"}, {15, "nag.blackSlightly"},
	{16, "nag.whiteClearly"}, {17, "nag.blackClearly"},
	{18, "nag.whiteWinning"}, {19, "nag.blackWinning"},
}

// nagGroup is the group of a NAG that a move carries one of: 1 for the
// move's own glyphs ($1 to $6), 2 for the position's ($10 to $19), 0 for
// the others, which are toggled alone.
func nagGroup(nag uint8) int {
	switch {
	case nag >= 1 && nag <= 6:
		return 1
	case nag >= 10 && nag <= 19:
		return 2
	}
	return 0
}

// toggledNAGs returns nags with nag taken off if it is there, or else put
// on in place of the other glyph of its group: a move is good or a
// mistake, not both, and the position is equal or better for one side.
// The move's glyph comes before the position's, as PGN writers put them.
func toggledNAGs(nags []uint8, nag uint8) []uint8 {
	out := slices.Clone(nags)
	if i := slices.Index(out, nag); i >= 0 {
		return slices.Delete(out, i, i+1)
	}
	if g := nagGroup(nag); g != 0 {
		out = slices.DeleteFunc(out, func(x uint8) bool { return nagGroup(x) == g })
	}
	out = append(out, nag)
	slices.SortStableFunc(out, func(a, b uint8) int { return order(a) - order(b) })
	return out
}

// order places the groups: the move's glyph, the position's, the others.
func order(nag uint8) int {
	switch nagGroup(nag) {
	case 1:
		return 0
	case 2:
		return 1
	}
	return 2
}

// nagMenuItems are the Annotate menu's items: the move's glyphs with their
// keys, and clearing every glyph.
func (w *Window) nagMenuItems() []*fyne.MenuItem {
	item := fyne.NewMenuItem
	var items []*fyne.MenuItem
	for i, c := range nagChoices {
		nag := c.nag
		items = append(items, keyed(item(movelist.NAGText([]uint8{nag})+"  "+text.T(c.key), func() { w.toggleNAG(nag) }), nagKeys[i]))
	}
	return append(items, fyne.NewMenuItemSeparator(), item(text.T("menu.clearNAGs"), func() { _ = w.doc.SetNAGs(w.doc.Cursor(), nil) }))
}

// positionNAGMenu is Edit > Position: the position's glyphs.
func (w *Window) positionNAGMenu() *fyne.MenuItem {
	var items []*fyne.MenuItem
	for _, c := range positionNAGChoices {
		nag := c.nag
		items = append(items, fyne.NewMenuItem(strings.TrimSpace(movelist.NAGText([]uint8{nag}))+"  "+text.T(c.key), func() { w.toggleNAG(nag) }))
	}
	it := fyne.NewMenuItem(text.T("menu.positionNAGs"), nil)
	it.ChildMenu = fyne.NewMenu("", items...)
	return it
}

// editCommentBefore edits the comment before the current move, which PGN
// writes before the move's number. The start of the game has no move: its
// comment is the one after it.
func (w *Window) editCommentBefore() {
	n := w.doc.Cursor()
	if n.IsRoot() {
		w.editComment()
		return
	}
	e := w.newDialogEntry(true)
	e.SetText(n.CommentBefore())
	d := dialog.NewCustomConfirm(text.T("dialog.commentBeforeTitle"), text.T("dialog.ok"), text.T("dialog.cancel"), container.NewGridWrap(fyne.NewSize(460, 140), e), func(ok bool) {
		if ok {
			w.reportErr(w.doc.SetCommentBefore(n, strings.TrimSpace(e.Text)))
		}
	}, w.win)
	d.Show()
	w.withKeys(d.Confirm, d.Dismiss)
	w.win.Canvas().Focus(e)
}
