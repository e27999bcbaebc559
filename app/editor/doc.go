// Package editor is the position editor, a window of its own that sets
// up a position by hand: a palette of the variant's pieces in both
// colours, an eraser and (Wormhole) a hole, placed by a click on a square
// or dragged from the palette; the side to move, and for Interweave the
// captured pool and the en-passant right. The FEN follows every edit and
// can be typed or pasted too. Problems are explained in words; the
// position is kept as a draft (in the preferences) whatever its state, and
// only a valid one can be played. The editor opens on the board's
// position, the one the user means to edit; a draft left by an earlier
// edit is offered on a button, since it may be hours old.
//
// It owns its window, its widgets and the draft's preference keys. It
// does not touch the game being studied or the main window: it reads the
// board's position and starts a game only through the Host the shell
// gives to Open, and it imports no other feature of the interface. Only
// the shell (package app) imports it.
package editor
