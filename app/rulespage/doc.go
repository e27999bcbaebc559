// Package rulespage shows the rules of each variant, a window a variant,
// as the translations write them: headings, paragraphs, links, the pieces
// and diagrams whose marked squares are computed by the rules. A click on
// a diagram opens its position on the main board.
//
// It owns the rules windows, the reading of a page's blocks and what each
// diagram marks. It does not touch the game being studied or the main
// window: it opens a position only through the func the shell gives to
// New, and it imports no other feature of the interface. Only the shell
// (package app) imports it. Its tests compare the pages with the seeds
// they were written from, kept in testdata/seeds.
package rulespage
