// Package nags is annotating moves with glyphs (NAGs): the move's own
// (!, ?, !!, ??, !?, ?!) with the keys Ctrl+1 to Ctrl+6, in the order of
// their NAG numbers ($1 to $6), as ChessX gives them, and the position's
// (=, ∞, +=, =+, ±, ∓, +-, -+) in a menu of their own beside Annotate: the
// two together would be taller than the window. Ctrl with a digit reaches
// the window through the desktop driver as a custom shortcut (the driver
// takes over only Ctrl with Z, Y, V, C, X and A), and types no character,
// so it does not open the move entry.
//
// It owns the menus' items, their keys and what a glyph does to the others
// of its group. It changes the game only through the document its Host
// gives, and imports no other feature. Only the shell (package app)
// imports it.
package nags
