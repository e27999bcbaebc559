package notation

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"wormweave/rules"
)

// lineWidth is the longest movetext line the writer produces, as PGN's
// export format asks.
const lineWidth = 80

// roster is the Seven Tag Roster, in the order PGN writes it, with the
// value a missing tag takes.
var roster = []Tag{
	{"Event", "?"}, {"Site", "?"}, {"Date", "????.??.??"}, {"Round", "?"},
	{"White", "?"}, {"Black", "?"}, {"Result", ""},
}

// derivedTag reports whether the writer computes tag name from the game
// rather than copying it: the roster, Variant, SetUp and FEN.
func derivedTag(name string) bool {
	for _, t := range roster {
		if strings.EqualFold(t.Name, name) {
			return true
		}
	}
	return strings.EqualFold(name, "Variant") || strings.EqualFold(name, "SetUp") || strings.EqualFold(name, "FEN")
}

// Write writes g in PGN export format: the roster tags in order, Variant,
// SetUp and FEN when the game does not start from the variant's initial
// position, the other tags as read, a blank line, and the movetext wrapped
// at 80 columns, moves in the form of docs/notation.md.
func Write(w io.Writer, g *Game) error {
	bw := bufio.NewWriter(w)
	bw.Write(AppendGame(nil, g))
	return bw.Flush()
}

// WriteAll writes games one after another, separated by a blank line.
func WriteAll(w io.Writer, games []*Game) error {
	bw := bufio.NewWriter(w)
	var buf []byte
	for i, g := range games {
		buf = buf[:0]
		if i > 0 {
			buf = append(buf, '\n')
		}
		buf = AppendGame(buf, g)
		if _, err := bw.Write(buf); err != nil {
			return err
		}
	}
	return bw.Flush()
}

// AppendGame appends the PGN of g to b, as Write writes it.
func AppendGame(b []byte, g *Game) []byte {
	return appendGame(b, g, nil)
}

// AppendAsRead appends the PGN of g as a Reader returned it with err. A
// game read whole (err nil, or a Warning) is written as AppendGame writes
// it. A game read in part is written so that it cannot pass for a whole
// one: its movetext ends with a comment that says where the reading
// stopped and why, and its result (the Result tag too) is "*"; the comment
// keeps the result the file gave.
func AppendAsRead(b []byte, g *Game, err error) []byte {
	if !InPart(err) {
		return appendGame(b, g, nil)
	}
	var e *Error
	if !errors.As(err, &e) {
		e = &Error{Msg: err.Error()}
	}
	return appendGame(b, g, e)
}

// stopComment is the comment that ends a game read only up to e.
func stopComment(g *Game, e *Error) string {
	s := "Reading stopped"
	if e.Line > 0 {
		s += fmt.Sprintf(" at line %d, column %d", e.Line, e.Col)
	}
	s += ": " + e.Msg + ". The rest of this game was not read"
	if r, ok := g.LookupTag("Result"); ok && r != "*" && r != "" {
		s += "; the file gave the result " + r
	}
	return s + "."
}

// appendGame appends g; stop, if set, is where the reading of g stopped.
func appendGame(b []byte, g *Game, stop *Error) []byte {
	result := g.Result
	if !isResult(result) || stop != nil {
		result = "*"
	}
	for _, t := range roster {
		v, ok := g.LookupTag(t.Name)
		if !ok || t.Name == "Result" && stop != nil {
			v = t.Value
			if t.Name == "Result" {
				v = result
			}
		}
		b = appendTag(b, t.Name, v)
	}
	if g.Root != nil {
		b = appendTag(b, "Variant", g.Variant.String())
		if fen := g.Root.pos.FEN(); fen != g.Variant.StartFEN() {
			b = appendTag(b, "SetUp", "1")
			b = appendTag(b, "FEN", fen)
		}
	} else {
		// The game could not be set up: keep what it said.
		for _, t := range g.Tags {
			if strings.EqualFold(t.Name, "Variant") || strings.EqualFold(t.Name, "SetUp") || strings.EqualFold(t.Name, "FEN") {
				b = appendTag(b, t.Name, t.Value)
			}
		}
	}
	for _, t := range g.Tags {
		if !derivedTag(t.Name) {
			b = appendTag(b, t.Name, t.Value)
		}
	}
	b = append(b, '\n')
	var mw movetextWriter
	if stop != nil {
		mw.stop = cleanComment(stopComment(g, stop))
	}
	if g.Root != nil {
		mw.end = g.Root
		for n := g.Root.Next(); n != nil; n = n.Next() {
			mw.end = n
		}
		mw.line(g.Root, true)
	} else if mw.stop != "" {
		mw.comment(mw.stop)
	}
	mw.unit(result)
	return mw.layout(b)
}

func appendTag(b []byte, name, value string) []byte {
	b = append(b, '[')
	b = append(b, name...)
	b = append(b, ' ', '"')
	for i := 0; i < len(value); i++ {
		if value[i] == '"' || value[i] == '\\' {
			b = append(b, '\\')
		}
		b = append(b, value[i])
	}
	return append(b, '"', ']', '\n')
}

// movetextWriter collects movetext units (a move with its number, a NAG, a
// word of a comment), then lays them out in lines of at most lineWidth
// characters.
type movetextWriter struct {
	units []string
	// afterOpen mirrors the reader: a comment written now would be read as
	// the previous move's "after" comment.
	afterOpen bool
	// open counts the '(' to put before the next unit.
	open int
	tmp  []byte
	// stop, if set, is the comment that says where the reading of a game
	// stopped. It is joined to the comment after end, the main line's
	// last node, so that it reads back as that comment and is written
	// there again: written after the variations of the last move, it
	// would read back as the move's comment and move before them.
	stop string
	end  *Node
}

// after returns the comment after n as written: with the stop comment
// joined to it when n ends the main line.
func (w *movetextWriter) after(n *Node) string {
	if n != w.end || w.stop == "" {
		return n.after
	}
	if n.after == "" {
		return w.stop
	}
	return n.after + " " + w.stop
}

// unit adds one unbreakable unit.
func (w *movetextWriter) unit(s string) {
	if w.open > 0 {
		s = strings.Repeat("(", w.open) + s
		w.open = 0
	}
	w.units = append(w.units, s)
}

// close appends ')' to the last unit; PGN allows no space there.
func (w *movetextWriter) close() {
	w.units[len(w.units)-1] += ")"
}

// layout appends the units to b, separated by a space or a line break.
func (w *movetextWriter) layout(b []byte) []byte {
	col := 0
	for _, u := range w.units {
		n := utf8.RuneCountInString(u)
		if col > 0 && col+1+n > lineWidth {
			b = append(b, '\n')
			col = 0
		}
		if col > 0 {
			b = append(b, ' ')
			col++
		}
		b = append(b, u...)
		col += n
	}
	return append(b, '\n')
}

// comment writes {text} word by word, so a long comment wraps.
func (w *movetextWriter) comment(text string) {
	words := strings.Fields(text)
	if len(words) == 0 {
		w.unit("{}")
		return
	}
	for i, word := range words {
		if i == 0 {
			word = "{" + word
		}
		if i == len(words)-1 {
			word += "}"
		}
		w.unit(word)
	}
}

// line writes the line that starts with from's continuation (the main line
// when main is set, with the root's comment), and the variations of every
// move of it.
func (w *movetextWriter) line(from *Node, main bool) {
	w.afterOpen = main
	if after := w.after(from); main && after != "" {
		w.comment(after)
		w.afterOpen = false
	}
	w.moves(from.Next(), from, false)
}

// moves writes n and its continuation; in a variation (first set) the
// alternatives to its first move belong to the enclosing line.
func (w *movetextWriter) moves(n, parent *Node, first bool) {
	needNumber := true
	for ; n != nil; parent, n = n, n.Next() {
		if n.before != "" {
			if w.afterOpen {
				w.unit("{}")
			}
			w.comment(n.before)
			needNumber = true
		}
		w.move(parent, n, needNumber)
		w.afterOpen = true
		needNumber = false
		if after := w.after(n); after != "" {
			w.comment(after)
			w.afterOpen = false
			needNumber = true
		}
		if !first && len(parent.children) > 1 {
			for _, alt := range parent.children[1:] {
				w.open++
				w.afterOpen = false
				w.moves(alt, parent, true)
				w.close()
			}
			w.afterOpen = false
			needNumber = true
		}
		first = false
	}
}

// move writes n's move with its number where one is due, and its NAGs.
func (w *movetextWriter) move(parent, n *Node, needNumber bool) {
	b := w.tmp[:0]
	number := MoveNumber(parent.pos.Plies(), parent.pos.Turn())
	if parent.pos.Turn() == rules.White {
		b = strconv.AppendInt(b, int64(number), 10)
		b = append(b, '.', ' ')
	} else if needNumber {
		b = strconv.AppendInt(b, int64(number), 10)
		b = append(b, '.', '.', '.', ' ')
	}
	b = appendTurn(b, &parent.pos, n.turn, &n.pos)
	w.unit(string(b))
	w.tmp = b
	for _, nag := range n.nags {
		w.unit("$" + strconv.Itoa(int(nag)))
	}
}
