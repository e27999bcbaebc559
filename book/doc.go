// Package book is Wormweave's opening book: for positions of the first
// plies of a game, the turns played there, how often, how those games
// ended and what the engine thought of each turn.
//
// No master games of these variants exist to learn from, so the engine
// writes the book itself: Build plays self-play games at a fixed node
// count, choosing among its best few turns at random in the first plies
// so that the games branch, and keeps the positions reached often enough.
// The books built so are embedded in the program (Builtin); the command
// that rebuilds them is given in docs/book.md, with the file format that
// Read and Write use.
//
// A book is keyed by the position's Zobrist key (rules.Position.Hash) and
// a second, independent check, and stores each turn as its canonical id:
// Lookup turns the ids back into turns legal in the position asked about,
// so that neither a collision nor a damaged file can ever offer an illegal
// turn.
//
// The package imports rules and engine only; it never imports a GUI.
package book
