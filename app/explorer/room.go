package explorer

import (
	"fyne.io/fyne/v2"

	"wormweave/rules"
)

// Cells as wide as the lists commonly show: a piece's quiet move, as most
// of the first plies are (a capture with check takes its few pixels more
// from the results bar; an Interweave chain scrolls sideways rather than
// claim the window's width), a library of tens of thousands of games, a
// book's move of thousands of games (the built-in books hold hundreds)
// with its evaluation, a drawn game's result and a full date.
const (
	sampleMove      = "Wd6-e5"
	sampleGames     = 99999
	sampleBookGames = 9999
	sampleEval      = -990
	sampleResult    = "1/2-1/2"
	sampleDate      = "2026.12.31"
	samplePly       = 999
)

// NeededWidth is the width the panel needs to show its lists' columns
// whole in the user's language: every heading uncut, a common move, its
// games and the book's verdict, a results bar wide enough to write its
// shares, and the games' result, date and ply beside their players'
// heading. It depends on the language alone, never on the rows shown, so
// that the window can give the panel this width when it shows, taken
// from the board in one step, and keep the board still while the rows
// change from position to position.
func (e *Explorer) NeededWidth() float32 {
	p := rules.NewPosition(rules.Wormhole)
	book := &BookMove{Games: sampleBookGames, Eval: sampleEval}
	moveHead := moveHeadings()
	moves := newColumns(moveFlex, moveHead, [][]fyne.CanvasObject{
		moveCells(p, row{text: sampleMove, games: sampleGames, results: [3]int{1, 1, 1}, book: book}),
		moveCells(p, row{text: sampleMove, book: book, bookOnly: true}),
	})
	gameHead := gameHeadings()
	games := newColumns(gameFlex, gameHead, [][]fyne.CanvasObject{
		gameCells(Game{Result: sampleResult, Date: sampleDate, Ply: samplePly}),
	})
	return max(
		moves.room(max(readableBarWidth(), moveHead[moveFlex].MinSize().Width)),
		games.room(gameHead[gameFlex].MinSize().Width),
	)
}
