package gamelist

import (
	"bytes"
	"strconv"
	"strings"

	"wormweave/app/strength"
	"wormweave/app/text"
	"wormweave/notation"
	"wormweave/study"
)

// The game list's rows: what it shows of each game, built by study.IndexData
// on the indexing goroutine as the games are indexed.

// row is what the game list shows of a game and searches in.
type row struct {
	cells  [Columns]string   // as shown, by column
	plies  int               // half-moves of the main line
	eval   float64           // the main line's last evaluation, for the sort: mates beyond any number of pawns
	evaled bool              // the main line holds an evaluation
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
	ColEval // the main line's last recorded evaluation: a reviewed game's verdict
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
		e.Tag("Event"), e.Tag("Variant"), strconv.Itoa((r.plies + 1) / 2), "",
	}
	if ev, ok := lastEval(data); ok {
		r.cells[ColEval] = text.EvalText(ev)
		r.evaled, r.eval = true, evalKey(ev)
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

// lastEval finds the last [%eval] of a game's main line in its text, as a
// review leaves one after every move: the verdict on the game (or, when
// the game ended in mate, on the last move before it). It reads
// the comments outside variations and nothing else, without parsing the
// moves, as CountPlies does, so that a large file's list stays quick.
func lastEval(data []byte) (notation.Eval, bool) {
	var last notation.Eval
	found, depth := false, 0
	for i := 0; i < len(data); i++ {
		switch c := data[i]; {
		case c == '{':
			end := bytes.IndexByte(data[i:], '}')
			if end < 0 {
				end = len(data) - i
			}
			// A mate in 0 says only that the game ended in mate, the
			// result says so: the evaluation before it tells more.
			if depth == 0 {
				if e, ok := commentEval(data[i : i+end]); ok && (!e.Mate || e.MateIn != 0) {
					last, found = e, true
				}
			}
			i += end
		case c == ';' || (c == '[' && depth == 0):
			// A line comment, or a tag pair: to its end.
			end := byte('\n')
			if c == '[' {
				end = ']'
			}
			j := bytes.IndexByte(data[i:], end)
			if j < 0 {
				return last, found
			}
			i += j
		case c == '(':
			depth++
		case c == ')' && depth > 0:
			depth--
		}
	}
	return last, found
}

// commentEval reads the last [%eval] command of a comment.
func commentEval(comment []byte) (notation.Eval, bool) {
	at := bytes.LastIndex(comment, []byte("[%eval"))
	if at < 0 {
		return notation.Eval{}, false
	}
	arg := comment[at+len("[%eval"):]
	end := bytes.IndexByte(arg, ']')
	if end < 0 {
		return notation.Eval{}, false
	}
	e, err := notation.ParseEval(string(arg[:end]))
	return e, err == nil
}

// evalKey orders evaluations from Black's best to White's: a mate beyond
// any number of pawns, a nearer mate beyond a farther one. A mate in 0
// (the side to move is mated) says not which side won, and sorts as even.
func evalKey(e notation.Eval) float64 {
	const mate = 1e9
	switch {
	case !e.Mate || e.MateIn == 0:
		return float64(e.Centipawns)
	case e.MateIn > 0:
		return mate - float64(e.MateIn)
	default:
		return -mate - float64(e.MateIn)
	}
}
