// Package moveinput is the move typed on the keyboard: a letter or a digit
// typed while no text box has the keyboard opens the move entry in place of
// the status line, with that character in it, as lichess's keyboard input
// does. The entry takes the record's notation (Nf3, Nd3-b2, a chain as the
// move list writes it) and canonical ids (e2e4, g6e4xe4), shows the moves
// the text fits as it is typed, plays the one move on Enter, and closes on
// Escape. The keys the window uses have modifiers (Ctrl with a letter) or
// are not characters (arrows, Home, End, Escape, F11), so no key of the
// window opens it.
//
// It owns the entry and what it shows. It plays a move only through the
// document its Host gives, learns from the Host whether the user may move
// now, and imports no other feature. Only the shell (package app) imports
// it.
package moveinput
