package app

import (
	"slices"

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

// openError is an error dialog being shown, with the overlay it sits in.
type openError struct {
	dlg     dialog.Dialog
	overlay fyne.CanvasObject
}

// showError shows a problem the user should know of, in their language
// as far as it goes (see errorText).
func (w *Window) showError(err error) {
	w.showErrorText(errorText(err))
}

// showErrorText shows msg in a dialog that looks like Fyne's error dialog
// (its title, icon, one OK button and width), but shows the message as
// written: Fyne's capitalises its first letter, which misspells a message
// that starts with a file's name.
func (w *Window) showErrorText(msg string) {
	text := &widget.Label{Text: msg, Alignment: fyne.TextAlignCenter, Wrapping: fyne.TextWrapWord}
	dlg := dialog.NewCustom(T("dialog.errorTitle"), T("dialog.ok"), text, w.win)
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
	open := &openError{dlg: dlg, overlay: w.win.Canvas().Overlays().Top()}
	w.errorDialogs = append(w.errorDialogs, open)
	dlg.SetOnClosed(func() {
		w.errorDialogs = slices.DeleteFunc(w.errorDialogs, func(e *openError) bool { return e == open })
	})
}

// errorKey closes the error dialog shown in overlay, if it is one, on
// Enter or Escape.
func (w *Window) errorKey(overlay fyne.CanvasObject, ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeyReturn, fyne.KeyEnter, fyne.KeyEscape:
	default:
		return
	}
	for _, e := range w.errorDialogs {
		if e.overlay == overlay {
			e.dlg.Hide()
			return
		}
	}
}
