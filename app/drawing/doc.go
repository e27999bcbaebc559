// Package drawing is drawing on the board: the arrows and circles a user
// draws with the secondary button, kept in the comment after the current
// move as PGN's [%cal] and [%csl] commands (package comments reads and
// writes them).
//
// It owns what a gesture of the secondary button does. It changes the
// game only through the document its Host gives, so that undo, redo and
// the unsaved mark follow, reads the board only through the Host, and
// imports no other feature. Only the shell (package app) imports it.
package drawing
