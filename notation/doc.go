// Package notation reads and writes game records of Wormhole and Interweave:
// PGN with the move text of docs/notation.md, the vchess site's export, and
// the game tree (main line, variations, comments, NAGs and tags) that the
// application edits.
//
// Reading is split in three stages so that a large file costs only what is
// asked of it: a Scanner cuts the input into games without parsing them,
// Index lists the tags of every game, and Parse builds the tree of one game,
// decoding each move against the legal turns of its position. Reading is
// linear in the size of the input and bounded in memory: a line longer
// than MaxLine or a game longer than MaxGame is cut, with an error.
//
// A damaged game costs only itself: a tag line after an empty line starts
// a new game whatever came before, so an unclosed comment cannot swallow
// the games after it. A game with an error comes back as far as it could
// be read, with an *Error; write it with AppendAsRead, which marks it so
// that it cannot pass for a whole game. An *Error whose Warning is set
// (a Result tag that the movetext contradicts) leaves its game whole.
//
// Errors are in English (Error.Msg, and Error() as file:line:col: msg).
// To word one in another language, look up Error.Key in the translations
// (the keys "notation.*") and fill its {{.Name}} fields from Error.Args;
// Error.Err, when set, is another package's error that the message reports
// (a FEN's problem), to be worded the same way and put in Args["Detail"].
//
// Nothing in this package panics on any input, and it depends on the rules
// package only.
package notation
