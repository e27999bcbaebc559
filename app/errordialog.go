package app

import (
	"wormweave/app/text"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// The widest an error dialog grows before its text wraps, as Fyne's own
// error dialog: at most errorMaxWidth, and errorWindowShare of the window.
const (
	errorMaxWidth    = 600
	errorWindowShare = 0.9
	errorSidePadding = 32 // the dialog's own padding around its text
)

// showError shows a problem the user should know of, in their language
// as far as it goes (see errorText).
func (w *Window) showError(err error) {
	w.showErrorText(text.ErrorText(err))
}

// showErrorText shows msg in a dialog that looks like Fyne's error dialog
// (its title, icon, one OK button and width), but shows the message as
// written: Fyne's capitalises its first letter, which misspells a message
// that starts with a file's name.
func (w *Window) showErrorText(msg string) {
	label := &widget.Label{Text: msg, Alignment: fyne.TextAlignCenter, Wrapping: fyne.TextWrapWord}
	dlg := dialog.NewCustom(text.T("dialog.errorTitle"), text.T("dialog.ok"), label, w.win)
	dlg.SetIcon(theme.ErrorIcon())
	// A wrapping label asks for little width: the dialog is as wide as the
	// message on one line, up to the limits.
	width := widget.NewLabel(msg).MinSize().Width + errorSidePadding + 2*theme.Padding()
	width = min(width, errorMaxWidth, w.win.Canvas().Size().Width*errorWindowShare)
	// Its height follows once the text is wrapped at that width: the first
	// resize wraps it, the second takes the height the wrapped text needs.
	dlg.Resize(fyne.NewSize(width, dlg.MinSize().Height))
	dlg.Resize(fyne.NewSize(width, dlg.MinSize().Height))
	dlg.Show()
	// Enter and Escape close it, as its one button does.
	w.withKeys(dlg.Hide, dlg.Hide)
}
