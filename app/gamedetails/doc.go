// Package gamedetails is Edit > Game details: the seven tags every PGN
// game has, a Result chosen among the four the standard allows, a Date
// checked as YYYY.MM.DD (with ?? for what is unknown), and any other tag
// added, edited or removed. The tags that define the game (Variant, SetUp,
// FEN) are kept as they are.
//
// It owns the dialog and the checks of what is typed in it. It changes the
// game only through the document its Host gives, and imports no other
// feature. Only the shell (package app) imports it.
package gamedetails
