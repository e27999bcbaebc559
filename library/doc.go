// Package library is a library of games: the games of any number of PGN
// files in one SQLite database file, with an index from every position of
// every main line to the games and plies where it occurs and the move
// played next. It answers "what was played here, and how did it turn out"
// (Explore) and "which games reach this position" (Search) over all of
// them, transpositions included.
//
// It owns the database's schema (docs/library.md describes it for users
// of the sqlite3 tool), the import of PGN files (incremental, resumable
// after a crash, cancellable), the position keys (rules' Zobrist key with
// the variant folded in, checked against a compact encoding of the whole
// position so that a collision can never mix two positions) and the
// queries. It reads games with notation and positions with rules; it never
// imports Fyne or anything of the window, and tests without cgo (the
// SQLite driver is pure Go).
package library
