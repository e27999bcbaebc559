package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/nags"
	"wormweave/app/prefs"
	"wormweave/app/text"
	"wormweave/notation"
	"wormweave/rules"
	"wormweave/study"
)

func (w *Window) mainMenu() *fyne.MainMenu {
	item := fyne.NewMenuItem
	file := fyne.NewMenu(text.T("menu.file"),
		item(text.T("menu.newWormhole"), func() { w.newGame(rules.Wormhole) }),
		item(text.T("menu.newInterweave"), func() { w.newGame(rules.Interweave) }),
		item(text.T("menu.newFromFEN"), w.askFEN),
		fyne.NewMenuItemSeparator(),
		keyed(item(text.T("menu.open"), w.open), keyOpen),
		keyed(item(text.T("menu.gameList"), w.showGameList), keyGameList),
		w.recentMenu(),
		keyed(item(text.T("menu.save"), func() { w.save(nil) }), keySave),
		keyed(item(text.T("menu.saveAs"), func() { w.saveAs(nil) }), keySaveAs),
		fyne.NewMenuItemSeparator(),
		item(text.T("menu.newLibrary"), w.explorer.NewLibrary),
		item(text.T("menu.openLibrary"), w.explorer.OpenLibrary),
		item(text.T("menu.addToLibrary"), w.explorer.AddGames),
		fyne.NewMenuItemSeparator(),
		item(text.T("menu.exportImage"), w.exportBoard),
		fyne.NewMenuItemSeparator(),
		w.quitItem(),
	)
	annotate := item(text.T("menu.annotate"), nil)
	annotate.ChildMenu = fyne.NewMenu("", w.annotations().MenuItems()...)
	edit := fyne.NewMenu(text.T("menu.edit"),
		keyed(item(text.T("menu.undo"), func() { w.doc.Undo() }), keyUndo),
		keyed(item(text.T("menu.redo"), func() { w.doc.Redo() }), keyRedo),
		fyne.NewMenuItemSeparator(),
		keyed(item(text.T("menu.copyGame"), w.copyGame), keyCopyGame),
		keyed(item(text.T("menu.paste"), w.paste), keyPaste),
		keyed(item(text.T("menu.copyFEN"), w.copyFEN), keyCopyFEN),
		keyed(item(text.T("menu.pasteFEN"), w.pasteFEN), keyPasteFEN),
		fyne.NewMenuItemSeparator(),
		item(text.T("menu.enterMove"), func() { w.moveEntry.Open("") }),
		item(text.T("menu.comment"), w.editComment),
		item(text.T("menu.commentBefore"), w.editCommentBefore),
		annotate,
		w.annotations().PositionMenu(),
		item(text.T("menu.promote"), func() { w.reportErr(w.doc.Promote(w.doc.Cursor())) }),
		item(text.T("menu.deleteFrom"), func() { w.reportErr(w.doc.DeleteFrom(w.doc.Cursor())) }),
		fyne.NewMenuItemSeparator(),
		keyed(item(text.T("menu.tags"), w.editTags), keyTags),
		keyed(item(text.T("menu.editPosition"), w.showEditor), keyEdit),
	)
	var langs []*fyne.MenuItem
	for _, code := range []string{"", "en", "fr", "es"} {
		code := code
		name := text.LanguageNames[code]
		if code == "" {
			name = text.T("menu.systemLanguage")
		}
		it := item(name, func() { w.setLanguage(code) })
		it.Checked = w.app.Preferences().StringWithFallback(prefs.Language, "") == code
		langs = append(langs, it)
	}
	language := item(text.T("menu.language"), nil)
	language.ChildMenu = fyne.NewMenu("", langs...)
	view := fyne.NewMenu(text.T("menu.view"),
		keyed(item(text.T("menu.flip"), func() { w.board.SetFlipped(!w.board.Flipped()); w.marks.Refresh(); w.analysis.FollowFlip() }), keyFlip),
		w.fullScreenItem(),
		language,
		fyne.NewMenuItemSeparator(),
		item(text.T("menu.preferences"), w.showPreferences),
	)
	help := fyne.NewMenu(text.T("menu.help"),
		item(text.T("menu.rulesWormhole"), func() { w.showRules(rules.Wormhole) }),
		item(text.T("menu.rulesInterweave"), func() { w.showRules(rules.Interweave) }),
		fyne.NewMenuItemSeparator(),
		item(text.T("menu.manual"), w.showManual),
		item(text.T("menu.keys"), w.showKeyHelp),
		fyne.NewMenuItemSeparator(),
		item(text.T("menu.about"), w.showAbout),
	)
	return fyne.NewMainMenu(file, edit, view, w.gameMenu(), help)
}

// moveMenu is the context menu of a move in the move list.
func (w *Window) moveMenu(n *notation.Node, at fyne.Position) {
	item := fyne.NewMenuItem
	items := []*fyne.MenuItem{
		item(text.T("menu.comment"), func() { w.doc.GoTo(n); w.editComment() }),
		item(text.T("menu.commentBefore"), func() { w.doc.GoTo(n); w.editCommentBefore() }),
		item(text.T("menu.promote"), func() { w.reportErr(w.doc.Promote(n)) }),
		item(text.T("menu.deleteFrom"), func() { w.reportErr(w.doc.DeleteFrom(n)) }),
	}
	items = append(items, w.annotations().MoveItems(n)...)
	widget.ShowPopUpMenuAtPosition(fyne.NewMenu("", items...), w.win.Canvas(), at)
}

func (w *Window) reportErr(err error) {
	if err != nil {
		w.showError(err)
	}
}

// annotations puts glyphs on the moves of the window's game.
func (w *Window) annotations() *nags.Annotations {
	return nags.New(nags.Host{Document: func() *study.Document { return w.doc }, ShowError: w.showError})
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
// menus' keys): extraShortcuts, and boardKeys through typedKey.
func (w *Window) addShortcuts() {
	c := w.win.Canvas()
	for _, k := range extraShortcuts {
		addShortcut(c, k.key, func(fyne.Shortcut) { k.do(w) })
	}
	c.SetOnTypedKey(w.typedKey)
	// Typed letters and digits open the move entry.
	c.SetOnTypedRune(w.moveEntry.TypedRune)
}

// typedKey runs the boardKeys (moving through the game, pausing the
// clock, taking back a chain step); while a dialog is shown, Enter
// presses its default button and Escape closes it.
func (w *Window) typedKey(ev *fyne.KeyEvent) {
	if w.dialogKey(ev) {
		// A dialog is on top: the game behind it stays as it is.
		return
	}
	w.runBoardKey(ev.Name)
}
