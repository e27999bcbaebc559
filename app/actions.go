package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"wormweave/notation"
	"wormweave/rules"
)

// nagChoices are the annotation glyphs offered in the menu, by NAG number.
var nagChoices = []struct {
	nag uint8
	key string
}{{1, "nag.good"}, {2, "nag.mistake"}, {3, "nag.brilliant"}, {4, "nag.blunder"}, {5, "nag.interesting"}, {6, "nag.dubious"}}

func (w *Window) mainMenu() *fyne.MainMenu {
	item := fyne.NewMenuItem
	file := fyne.NewMenu(T("menu.file"),
		item(T("menu.newWormhole"), func() { w.newGame(rules.Wormhole) }),
		item(T("menu.newInterweave"), func() { w.newGame(rules.Interweave) }),
		item(T("menu.newFromFEN"), w.askFEN),
		fyne.NewMenuItemSeparator(),
		keyed(item(T("menu.open"), w.files.open), keyOpen),
		keyed(item(T("menu.gameList"), w.showGameList), keyGameList),
		w.recentMenu(),
		keyed(item(T("menu.save"), func() { w.files.save(nil) }), keySave),
		keyed(item(T("menu.saveAs"), func() { w.files.saveAs(nil) }), keySaveAs),
		fyne.NewMenuItemSeparator(),
		item(T("menu.exportImage"), w.exportBoard),
	)
	var nags []*fyne.MenuItem
	for _, c := range nagChoices {
		nag := c.nag
		nags = append(nags, item(nagText([]uint8{nag})+"  "+T(c.key), func() { w.toggleNAG(nag) }))
	}
	nags = append(nags, item(T("menu.clearNAGs"), func() { _ = w.doc.SetNAGs(w.doc.Cursor(), nil) }))
	annotate := item(T("menu.annotate"), nil)
	annotate.ChildMenu = fyne.NewMenu("", nags...)
	edit := fyne.NewMenu(T("menu.edit"),
		keyed(item(T("menu.undo"), func() { w.doc.Undo() }), keyUndo),
		keyed(item(T("menu.redo"), func() { w.doc.Redo() }), keyRedo),
		fyne.NewMenuItemSeparator(),
		keyed(item(T("menu.copyGame"), w.copyGame), keyCopyGame),
		keyed(item(T("menu.paste"), w.paste), keyPaste),
		keyed(item(T("menu.copyFEN"), w.copyFEN), keyCopyFEN),
		keyed(item(T("menu.pasteFEN"), w.pasteFEN), keyPasteFEN),
		fyne.NewMenuItemSeparator(),
		item(T("menu.comment"), w.editComment),
		annotate,
		item(T("menu.promote"), func() { w.reportErr(w.doc.Promote(w.doc.Cursor())) }),
		item(T("menu.deleteFrom"), func() { w.reportErr(w.doc.DeleteFrom(w.doc.Cursor())) }),
		fyne.NewMenuItemSeparator(),
		keyed(item(T("menu.tags"), w.editTags), keyTags),
		keyed(item(T("menu.editPosition"), w.showEditor), keyEdit),
	)
	var langs []*fyne.MenuItem
	for _, code := range []string{"", "en", "fr", "es"} {
		code := code
		name := languageNames[code]
		if code == "" {
			name = T("menu.systemLanguage")
		}
		it := item(name, func() { w.setLanguage(code) })
		it.Checked = w.app.Preferences().StringWithFallback(prefLanguage, "") == code
		langs = append(langs, it)
	}
	language := item(T("menu.language"), nil)
	language.ChildMenu = fyne.NewMenu("", langs...)
	view := fyne.NewMenu(T("menu.view"),
		keyed(item(T("menu.flip"), func() { w.board.SetFlipped(!w.board.Flipped()); w.analysis.FollowFlip() }), keyFlip),
		language,
		fyne.NewMenuItemSeparator(),
		item(T("menu.preferences"), w.showPreferences),
	)
	help := fyne.NewMenu(T("menu.help"),
		item(T("menu.rulesWormhole"), func() { w.showRules(rules.Wormhole) }),
		item(T("menu.rulesInterweave"), func() { w.showRules(rules.Interweave) }),
		fyne.NewMenuItemSeparator(),
		item(T("menu.about"), w.showAbout),
	)
	return fyne.NewMainMenu(file, edit, view, w.gameMenu(), help)
}

// moveMenu is the context menu of a move in the move list.
func (w *Window) moveMenu(n *notation.Node, at fyne.Position) {
	item := fyne.NewMenuItem
	items := []*fyne.MenuItem{
		item(T("menu.comment"), func() { w.doc.GoTo(n); w.editComment() }),
		item(T("menu.promote"), func() { w.reportErr(w.doc.Promote(n)) }),
		item(T("menu.deleteFrom"), func() { w.reportErr(w.doc.DeleteFrom(n)) }),
	}
	for _, c := range nagChoices {
		nag := c.nag
		items = append(items, item(nagText([]uint8{nag})+"  "+T(c.key), func() { w.doc.GoTo(n); w.toggleNAG(nag) }))
	}
	widget.ShowPopUpMenuAtPosition(fyne.NewMenu("", items...), w.win.Canvas(), at)
}

func (w *Window) reportErr(err error) {
	if err != nil {
		w.showError(err)
	}
}

func (w *Window) toggleNAG(nag uint8) {
	n := w.doc.Cursor()
	if n.IsRoot() {
		return
	}
	nags := append([]uint8(nil), n.NAGs()...)
	out := nags[:0]
	had := false
	for _, x := range nags {
		if x == nag {
			had = true
			continue
		}
		out = append(out, x)
	}
	if !had {
		out = append(out, nag)
	}
	w.reportErr(w.doc.SetNAGs(n, out))
}

func (w *Window) copyFEN() {
	p := w.doc.Position()
	w.app.Clipboard().SetContent(p.FEN())
}

// pasteFEN starts a game from the FEN on the clipboard, or opens the FEN
// dialog with the reason it is not one.
func (w *Window) pasteFEN() {
	if err := w.newGameFromFEN(w.app.Clipboard().Content()); err != nil {
		w.askFEN()
	}
}

// addShortcuts binds the keys that no menu shows (setMainMenu binds the
// menus' keys): Ctrl+Y and the arrow keys for moving through the game.
func (w *Window) addShortcuts() {
	c := w.win.Canvas()
	addShortcut(c, keyRedoAlt, func(fyne.Shortcut) { w.doc.Redo() })
	c.SetOnTypedKey(w.typedKey)
}

// typedKey moves through the game: Left/Right a move, Home/End the ends,
// Up/Down between variations, Escape takes back a chain step; while a
// dialog is shown, Enter presses its default button and Escape closes it.
func (w *Window) typedKey(ev *fyne.KeyEvent) {
	if w.dialogKey(ev) {
		// A dialog is on top: the game behind it stays as it is.
		return
	}
	switch ev.Name {
	case fyne.KeyLeft:
		w.doc.Back()
	case fyne.KeyRight:
		w.doc.Forward()
	case fyne.KeyHome:
		w.doc.Start()
	case fyne.KeyEnd:
		w.doc.End()
	case fyne.KeyUp:
		w.doc.SwitchVariation(-1)
	case fyne.KeyDown:
		w.doc.SwitchVariation(1)
	case fyne.KeyEscape:
		if !w.takeBackStep() {
			w.board.ClearSelection()
		}
	}
}
