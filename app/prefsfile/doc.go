// Package prefsfile keeps the user's preferences in their JSON file, the
// file and format Fyne's own store uses, so that settings saved by any
// version carry over.
//
// Fyne's store truncates its file and writes it again in place at every
// change, and reloads it when it changes on disk; a program killed in
// between leaves an empty or half-written file, and Fyne then starts from
// empty preferences. This store replaces the file whole, by renaming a
// complete file over it, so that a kill at any instant leaves the old file
// or the new one. It implements fyne.Preferences, and Provider hands it to
// the application in place of Fyne's store.
//
// It knows nothing of what the preferences mean (that is app/prefs) and
// shows nothing.
package prefsfile
