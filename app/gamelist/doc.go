// Package gamelist is the list of the games of a file, as a database
// program shows it: a column per tag, sorted by a click on a header,
// narrowed by a filter box (word starts, without regard to case or
// accents, and qualified words such as "white:ada") and a variant choice;
// a double click or Enter opens a game, Escape closes the list. A large
// file's list shows at once and fills while the file is indexed in the
// background (IndexLarge), its rows built on the indexing goroutine.
//
// It owns the list's dialog, its rows and its filter. It must not open a
// game, show an error or keep the recent files itself: it asks its Host,
// which the window builds. It knows nothing of the window, the document
// on the board or any other feature, and is imported only by the window.
package gamelist
