// Package prefsdialog is the preferences dialog: the language, the board's
// look, the theme and the engine's rows, which the caller gives, in one
// form. Every change is kept in the application's preferences at once and
// reported to the caller, which applies it; a new language is handed to
// the caller, which reloads the texts and the window.
//
// It owns the dialog only. It must not apply a setting itself, hold the
// window, or know the engine: what the preferences mean is package prefs',
// and the engine's rows are the analysis's. It imports no feature and is
// imported only by the window, which gives it a Host.
package prefsdialog
