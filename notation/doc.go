// Package notation reads and writes game records of Wormhole and Interweave:
// PGN with the move text of NOTATION.md, the vchess site's export, and the
// game tree (main line, variations, comments, NAGs and tags) that the
// application edits.
//
// Reading is split in three stages so that a large file costs only what is
// asked of it: a Scanner cuts the input into games without parsing them,
// Index lists the tags of every game, and Parse builds the tree of one game,
// decoding each move against the legal turns of its position.
//
// Nothing in this package panics on any input, and it depends on the rules
// package only.
package notation
