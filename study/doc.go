// Package study is the game being studied, without its window: the
// document (the record, the move looked at, the edits that can be
// undone), the PGN file it came from and goes back to (read whole, or
// indexed in the background when large, and saved atomically), the
// decisions of a save, the storage of unsaved work for recovery after a
// crash, and the reading of a FEN of either variant.
//
// It imports rules and notation only: never Fyne, nor anything of the
// window (wormweave/app and below), so that it tests without cgo. It words
// nothing for the user either: its errors are *Error values, which carry a
// translation key and its arguments for the window to word.
package study
