package gamelist

import (
	"strconv"
	"strings"

	"wormweave/app/strength"
	"wormweave/notation"
	"wormweave/study"
)

// The game list's rows: what it shows of each game, built by study.IndexData
// on the indexing goroutine as the games are indexed.

// row is what the game list shows of a game and searches in.
type row struct {
	cells  [Columns]string   // as shown, by column
	plies  int               // half-moves of the main line
	search string            // every tag value, folded (foldText), for the filter
	tags   map[string]string // lower-case tag name to folded value, for qualified filters
}

// The columns of the game list.
const (
	ColNumber = iota
	ColWhite
	ColBlack
	ColResult
	ColDate
	ColEvent
	ColVariant
	ColMoves
	// Columns is the number of columns.
	Columns
)

// newRow describes game i (0-based) of a file.
func newRow(i int, e *notation.Entry, data []byte) row {
	r := row{plies: study.CountPlies(data), tags: make(map[string]string, len(e.Tags))}
	num := strconv.Itoa(i + 1)
	if e.Err != nil {
		num += " ⚠"
	}
	r.cells = [Columns]string{
		num, strength.PlayerName(e.Tag("White")), strength.PlayerName(e.Tag("Black")), e.Tag("Result"), e.Tag("Date"),
		e.Tag("Event"), e.Tag("Variant"), strconv.Itoa((r.plies + 1) / 2),
	}
	var b strings.Builder
	for _, t := range e.Tags {
		v := foldText(t.Value)
		r.tags[strings.ToLower(t.Name)] = v
		b.WriteString(v)
		b.WriteByte('\n')
	}
	r.search = b.String()
	return r
}
