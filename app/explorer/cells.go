package explorer

import (
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/strength"
	"wormweave/app/text"
	"wormweave/rules"
)

// The lists' flexible columns, which take the width the others leave:
// the moves' results bar and the games' players.
const (
	moveFlex = 2
	gameFlex = 0
)

// moveHeadings are the headings of the moves' columns: the move, its
// games, their results and the book's verdict.
func moveHeadings() []*widget.Label {
	return []*widget.Label{
		caption(text.T("explorer.move"), fyne.TextAlignLeading),
		caption(text.T("explorer.games"), fyne.TextAlignTrailing),
		caption(text.T("explorer.results"), fyne.TextAlignCenter),
		caption(text.T("explorer.book"), fyne.TextAlignTrailing),
	}
}

// moveCells are the cells of a move's row, in p.
func moveCells(p *rules.Position, r row) []fyne.CanvasObject {
	move := widget.NewLabel(r.text)
	move.TextStyle.Bold = true
	count := widget.NewLabelWithStyle(strconv.Itoa(r.games), fyne.TextAlignTrailing, fyne.TextStyle{})
	var bar fyne.CanvasObject = newResultsBar(r.results[0], r.results[1], r.results[2])
	if r.bookOnly {
		count = widget.NewLabelWithStyle(text.T("explorer.bookOnly"), fyne.TextAlignTrailing, fyne.TextStyle{Italic: true})
		bar = canvas.NewRectangle(color.Transparent)
	}
	book := widget.NewLabelWithStyle(bookText(p, r.book), fyne.TextAlignTrailing, fyne.TextStyle{})
	return []fyne.CanvasObject{move, count, bar, book}
}

// gameHeadings are the headings of the games' columns: the players, the
// result, the date and the ply where the game reaches the position.
func gameHeadings() []*widget.Label {
	return []*widget.Label{
		caption(text.T("explorer.players"), fyne.TextAlignLeading),
		caption(text.T("explorer.result"), fyne.TextAlignCenter),
		caption(text.T("explorer.date"), fyne.TextAlignLeading),
		caption(text.T("explorer.ply"), fyne.TextAlignTrailing),
	}
}

// gameCells are the cells of a game's row.
func gameCells(g Game) []fyne.CanvasObject {
	players := widget.NewLabel(text.TF("explorer.versus", map[string]any{"White": strength.PlayerName(g.White), "Black": strength.PlayerName(g.Black)}))
	players.Truncation = fyne.TextTruncateEllipsis
	return []fyne.CanvasObject{
		players,
		widget.NewLabelWithStyle(g.Result, fyne.TextAlignCenter, fyne.TextStyle{}),
		widget.NewLabel(dateText(g.Date)),
		widget.NewLabelWithStyle(strconv.Itoa(g.Ply), fyne.TextAlignTrailing, fyne.TextStyle{}),
	}
}
