package editor

import (
	"wormweave/boardview"
	"wormweave/rules"
)

// The editor's board takes the gestures of a board being set up: a click
// places the chosen tool, a piece on the board is dragged to another
// square or off the board (which takes it away), and a right click
// empties a square.

// wireGestures connects the editor's board.
func (e *Editor) wireGestures() {
	e.placedAt = -1
	e.board.SetShowHints(false) // every square is a destination: no dots
	e.board.OnTap = func(sq int) {
		e.place(sq)
		// The board selects what it was clicked on after this call: a
		// click places, so the pick-up that follows is refused.
		e.placedAt = -1
		if sq >= 0 && e.board.Scene().Pieces[sq] != nil {
			e.placedAt = sq
		}
	}
	e.board.OnPick = e.pickUp
	e.board.OnMove = e.movePiece
	e.board.OnDropOff = e.erase
	e.board.OnSecondary = e.erase
}

// pickUp lets any piece (or hole) of the board be dragged anywhere; a
// piece just placed by a click is not selected.
func (e *Editor) pickUp(sq int) boardview.Hints {
	if sq == e.placedAt {
		e.placedAt = -1
		return boardview.Hints{}
	}
	e.placedAt = -1
	if sq < 0 || sq > 63 || e.setup.Board[sq] == rules.Empty {
		return boardview.Hints{}
	}
	return boardview.Hints{Targets: ^uint64(0)}
}

// movePiece moves what stands on from to to, over whatever was there.
func (e *Editor) movePiece(from, to int) {
	if from < 0 || from > 63 || to < 0 || to > 63 || from == to {
		return
	}
	e.setup.Board[to], e.setup.Board[from] = e.setup.Board[from], rules.Empty
	e.changed()
}

// erase empties a square.
func (e *Editor) erase(sq int) {
	if sq < 0 || sq > 63 || e.setup.Board[sq] == rules.Empty {
		return
	}
	e.setup.Board[sq] = rules.Empty
	e.changed()
}
