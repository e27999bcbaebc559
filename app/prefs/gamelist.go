package prefs

import "fyne.io/fyne/v2"

// The game list's order, kept from one list to the next and between runs:
// the column (the game list's number of it) and its direction. The filter
// is not kept here: its words are about one file's games, and a list of
// another file opening narrowed by them would hide games for no reason the
// user can see.
const (
	ListSortColumn     = "list.sortColumn"     // int
	ListSortDescending = "list.sortDescending" // bool
)

// ListSort reads the game list's order; column 0 (the games' order in the
// file) ascending when none was chosen.
func ListSort(p fyne.Preferences) (column int, descending bool) {
	return p.IntWithFallback(ListSortColumn, 0), p.BoolWithFallback(ListSortDescending, false)
}

// SetListSort keeps the game list's order.
func SetListSort(p fyne.Preferences, column int, descending bool) {
	p.SetInt(ListSortColumn, column)
	p.SetBool(ListSortDescending, descending)
}
