package app

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/boardscene"
	"wormweave/app/dialogkeys"
	"wormweave/app/gamedetails"
	"wormweave/app/text"
	"wormweave/app/widgets/palette"
	"wormweave/rules"
	"wormweave/study"
)

// choosePromotion asks which piece a pawn becomes; moves differ only in
// their promotion (NoKind: the pawn stays a pawn).
func (w *Window) choosePromotion(moves []rules.Move, play func(rules.Move)) {
	var pop *widget.PopUp
	row := container.NewHBox()
	p := w.doc.Position()
	turn := p.Turn()
	for _, m := range moves {
		m := m
		k := m.Promo
		if k == rules.NoKind {
			k = rules.Pawn
		}
		// The pieces stand on a light square, large, so that they read
		// whatever the theme.
		choice := palette.New(boardscene.PieceImage(rules.MakePiece(turn, k)), text.KindName(k), func() {
			pop.Hide()
			play(m)
		}, func(fyne.Position) {})
		choice.Square = w.settings.Palette.Light
		choice.Side = 64
		row.Add(container.NewVBox(choice, widget.NewLabelWithStyle(text.KindName(k), fyne.TextAlignCenter, fyne.TextStyle{})))
	}
	cancel := widget.NewButton(text.T("dialog.cancel"), func() {
		pop.Hide()
		w.refresh()
	})
	pop = widget.NewModalPopUp(container.NewVBox(widget.NewLabel(text.T("dialog.promoteTo")), row, cancel), w.win.Canvas())
	pop.Show()
	// No piece is the default: Enter does nothing, Escape cancels.
	w.withKeys(nil, cancel.OnTapped)
}

// askFEN asks for a FEN and starts a game from it, showing its error in
// the dialog until it is right or the user gives up.
func (w *Window) askFEN() {
	entry := w.newDialogEntry(false)
	entry.SetPlaceHolder(rules.Wormhole.StartFEN())
	if s := w.app.Clipboard().Content(); s != "" {
		entry.SetText(strings.TrimSpace(s))
	}
	problem := widget.NewLabel("")
	problem.Wrapping = fyne.TextWrapWord
	problem.Importance = widget.DangerImportance
	var dlg dialog.Dialog
	confirm := func() {
		v, p, err := study.ParseAnyFEN(entry.Text, w.doc.Game().Variant)
		if err != nil {
			problem.SetText(text.ErrorText(err))
			return
		}
		// This dialog closes first, so that the question about unsaved
		// changes, if there are any, is the one left open.
		dlg.Hide()
		w.confirmDiscard(func() {
			w.setDocument(study.NewGameDocument(v, p), nil, 0, "")
		})
	}
	entry.OnSubmitted = func(string) { confirm() }
	ok := widget.NewButton(text.T("dialog.ok"), confirm)
	ok.Importance = widget.HighImportance
	cancel := widget.NewButton(text.T("dialog.cancel"), func() { dlg.Hide() })
	body := container.NewVBox(widget.NewLabel(text.T("dialog.fenText")), entry, problem, container.NewHBox(ok, cancel))
	dlg = dialog.NewCustomWithoutButtons(text.T("dialog.fenTitle"), container.NewGridWrap(fyne.NewSize(620, 180), body), w.win)
	dlg.Show()
	w.withKeys(confirm, dlg.Hide)
	w.win.Canvas().Focus(entry)
}

// editTags is Edit > Game details.
func (w *Window) editTags() {
	gamedetails.Show(gamedetails.Host{Window: w.win, Keys: w.keys, Document: func() *study.Document { return w.doc }})
}

// editComment edits the comment after the current move.
func (w *Window) editComment() {
	n := w.doc.Cursor()
	// Enter starts a new line of the comment; Escape closes the dialog.
	e := w.newDialogEntry(true)
	e.SetText(n.CommentAfter())
	d := dialog.NewCustomConfirm(text.T("dialog.commentTitle"), text.T("dialog.ok"), text.T("dialog.cancel"), container.NewGridWrap(fyne.NewSize(460, 140), e), func(ok bool) {
		if ok {
			w.doc.SetComment(n, strings.TrimSpace(e.Text))
		}
	}, w.win)
	d.Show()
	w.withKeys(d.Confirm, d.Dismiss)
	// What the user types first goes into the comment.
	w.win.Canvas().Focus(e)
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

// withKeys has Enter run enter and Escape run escape while the dialog just
// shown stays on top of the window. Either may be nil.
func (w *Window) withKeys(enter, escape func()) { w.keys.With(enter, escape) }

// dialogKey does what ev does in the dialog on top of the window, and
// reports whether something is on top of the window: then the game behind
// it stays as it is, whatever the key.
func (w *Window) dialogKey(ev *fyne.KeyEvent) bool { return w.keys.Key(ev) }

// newDialogEntry returns a text box for a dialog over the window, which
// passes the dialog's keys on.
func (w *Window) newDialogEntry(multiLine bool) *dialogkeys.Entry { return w.keys.NewEntry(multiLine) }
