// Package explorer is the opening explorer: the panel beside the move list
// that shows, for the board's position, the moves the user's library of
// games played from it (how often, and how those games ended) beside the
// built-in book's verdict, and the games that reach the position; and the
// flows of the File menu that choose, create and fill a library.
//
// It reaches the window only through its Host, and a library and a book
// only through the small interfaces of library.go (Library, Book), which
// the shell fills with the real ones; its tests use fakes. Every query
// runs off the window's goroutine: a newer position cancels the query of
// an older one, and an answer that arrives for a position the board has
// left is dropped. While Host.Withheld says the engine's opinion is held
// back (a game against it, a puzzle), it shows and asks nothing, as
// programs where people play hide their explorer during a game. Only the
// shell imports it.
package explorer
