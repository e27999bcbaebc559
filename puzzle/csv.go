package puzzle

import (
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"wormweave/rules"
)

// Header is the first row of a puzzle file: lichess's puzzle columns in
// lichess's order, so that a tool that reads lichess's file by column
// position reads this one, then the variant. The columns the program
// knows nothing of (Popularity, NbPlays, OpeningTags) are left empty.
var Header = []string{"PuzzleId", "FEN", "Moves", "Rating", "RatingDeviation", "Popularity", "NbPlays", "Themes", "GameUrl", "OpeningTags", "Variant"}

// OldHeader is the header of the puzzle files of earlier versions, the
// variant second, which Read reads too.
var OldHeader = []string{"PuzzleId", "Variant", "FEN", "Moves", "Rating", "Themes"}

// columns says where each column a puzzle needs is in a row, -1 for a
// column the file does not have; n is the fields a row has.
type columns struct {
	id, fen, moves, rating, rd, themes, url, variant int
	n                                                int
	names                                            []string
}

// columnsOf finds the columns of a header row (names compared without
// case, in any order): PuzzleId, Variant, FEN, Moves and Rating are
// needed, the others optional.
func columnsOf(names []string) (columns, error) {
	c := columns{n: len(names), names: names}
	at := func(name string) int {
		for i, n := range names {
			if strings.EqualFold(strings.TrimSpace(strings.TrimPrefix(n, "\ufeff")), name) {
				return i
			}
		}
		return -1
	}
	c.id, c.fen, c.moves, c.rating = at("PuzzleId"), at("FEN"), at("Moves"), at("Rating")
	c.rd, c.themes, c.url, c.variant = at("RatingDeviation"), at("Themes"), at("GameUrl"), at("Variant")
	for _, need := range []struct {
		name string
		i    int
	}{{"PuzzleId", c.id}, {"Variant", c.variant}, {"FEN", c.fen}, {"Moves", c.moves}, {"Rating", c.rating}} {
		if need.i < 0 {
			return c, fmt.Errorf("the header has no %s column", need.name)
		}
	}
	return c, nil
}

// newColumns and oldColumns are the columns of a file without a header,
// told apart by the number of fields of each row.
var newColumns, _ = columnsOf(Header)
var oldColumns, _ = columnsOf(OldHeader)

// RowError is a row of a puzzle file that could not be read, with its line.
type RowError struct {
	Line int
	Err  error
}

func (e *RowError) Error() string { return fmt.Sprintf("line %d: %v", e.Line, e.Err) }

func (e *RowError) Unwrap() error { return e.Err }

// maxRowBytes bounds a row: a real row is a few hundred bytes, and a far
// longer one (a file that is not a puzzle file) is refused with its line
// rather than parsed.
const maxRowBytes = 64 << 10

// maxReadRow bounds what encoding/csv may read for one row, which it
// keeps whole: past it the file is not read further (see rowLimit), so
// that no input (/dev/zero, a file of one endless line) makes the reader
// grow without bound. It leaves room for encoding/csv's read-ahead.
const maxReadRow = 2 * maxRowBytes

// ErrRowTooLong is the error of a puzzle file with a row longer than any
// puzzle's: it is not a puzzle file, and it is not read further.
var ErrRowTooLong = fmt.Errorf("a row longer than %d bytes: this is not a puzzle file, and it is not read further", maxReadRow)

// rowLimit is the puzzle file as encoding/csv reads it: it fails once
// more than maxReadRow bytes are read for one row (counted from the last
// row read), and counts the lines, so that the error can name the line.
type rowLimit struct {
	r     io.Reader
	n     int // bytes read since the last row
	lines int // line ends read
}

func (l *rowLimit) Read(p []byte) (int, error) {
	if l.n >= maxReadRow {
		return 0, ErrRowTooLong
	}
	n, err := l.r.Read(p[:min(len(p), maxReadRow-l.n)])
	l.n += n
	l.lines += bytes.Count(p[:n], []byte{'\n'})
	return n, err
}

// Read reads a puzzle file: the header row (optional), then one puzzle a
// row. It returns the puzzles it could read and a RowError for each row it
// could not, in file order; err is set only when the input itself fails.
// A broken quote or a row longer than any puzzle's (ErrRowTooLong) ends
// the reading, in memory bounded by that length.
// Each row's turns are replayed, so a puzzle read is at least legal.
func Read(r io.Reader) (puzzles []Puzzle, bad []error, err error) {
	limit := &rowLimit{r: r}
	cr := csv.NewReader(limit)
	cr.FieldsPerRecord = -1
	cr.ReuseRecord = true
	seen := map[string]int{}
	var header *columns // the file's header, if it has one
	for first := true; ; first = false {
		rec, rerr := cr.Read()
		if rerr == io.EOF {
			return puzzles, bad, nil
		}
		var pe *csv.ParseError
		if errors.As(rerr, &pe) {
			// encoding/csv cannot go on past a broken quote reliably:
			// report it and stop, keeping what was read.
			bad = append(bad, &RowError{Line: pe.Line, Err: pe.Err})
			return puzzles, bad, nil
		}
		if errors.Is(rerr, ErrRowTooLong) {
			// As a broken quote, it ends the reading. The line is the one
			// the reading stopped in: the row's, unless the row is a
			// quoted field of many lines.
			bad = append(bad, &RowError{Line: limit.lines + 1, Err: ErrRowTooLong})
			return puzzles, bad, nil
		}
		if rerr != nil {
			return puzzles, bad, rerr
		}
		limit.n = 0
		line, _ := cr.FieldPos(0)
		if first {
			// A first row that names a PuzzleId column is the header,
			// whose names place the columns.
			if c, err := columnsOf(rec); c.id >= 0 {
				if err != nil {
					// No row can be read without the column.
					return puzzles, append(bad, &RowError{Line: line, Err: err}), nil
				}
				header = &c
				continue
			}
		}
		cols := header
		if cols == nil {
			cols = &newColumns
			if len(rec) == len(OldHeader) {
				cols = &oldColumns
			}
		}
		p, perr := parseRow(rec, cols)
		if perr == nil {
			if at, dup := seen[p.ID]; dup {
				perr = fmt.Errorf("PuzzleId %s is already on line %d", rules.Quote(p.ID), at)
			}
		}
		if perr != nil {
			bad = append(bad, &RowError{Line: line, Err: perr})
			continue
		}
		seen[p.ID] = line
		puzzles = append(puzzles, p)
	}
}

// parseRow reads one row's fields, in the columns c, into a puzzle.
func parseRow(rec []string, c *columns) (Puzzle, error) {
	if n := len(rec); n != c.n {
		if c.names != nil && c != &newColumns && c != &oldColumns {
			return Puzzle{}, fmt.Errorf("%d fields, want %d as the header", n, c.n)
		}
		return Puzzle{}, fmt.Errorf("%d fields, want %d (%s) or %d (%s)", n, len(Header), strings.Join(Header, ","), len(OldHeader), strings.Join(OldHeader, ","))
	}
	size := 0
	for _, f := range rec {
		size += len(f)
	}
	if size > maxRowBytes {
		return Puzzle{}, fmt.Errorf("a row of %d bytes, more than a puzzle takes", size)
	}
	field := func(i int) string {
		if i < 0 {
			return ""
		}
		return strings.TrimSpace(rec[i])
	}
	p := Puzzle{ID: field(c.id), FEN: field(c.fen), GameURL: field(c.url)}
	if p.ID == "" {
		return Puzzle{}, errors.New("no PuzzleId")
	}
	v, err := rules.ParseVariant(field(c.variant))
	if err != nil {
		return Puzzle{}, fmt.Errorf("the Variant column: %v", err)
	}
	p.Variant = v
	p.Moves = strings.Fields(rec[c.moves])
	if len(p.Moves) < 2 || len(p.Moves)%2 != 0 {
		return Puzzle{}, fmt.Errorf("the Moves column has %d turns; a puzzle has the opponent's last move and an even number more, ending with the solver's", len(p.Moves))
	}
	if len(p.Moves) > 2*MaxMate {
		return Puzzle{}, fmt.Errorf("the Moves column has %d turns, more than a win in %d takes", len(p.Moves), MaxMate)
	}
	rating, err := strconv.Atoi(field(c.rating))
	if err != nil || rating < 0 || rating > 4000 {
		return Puzzle{}, fmt.Errorf("Rating %s: want a whole number from 0 to 4000", rules.Quote(rec[c.rating]))
	}
	p.Rating = rating
	if rd := field(c.rd); rd != "" {
		if p.RatingDeviation, err = strconv.Atoi(rd); err != nil || p.RatingDeviation < 0 || p.RatingDeviation > 4000 {
			return Puzzle{}, fmt.Errorf("RatingDeviation %s: want a whole number from 0 to 4000", rules.Quote(rd))
		}
	}
	if c.themes >= 0 {
		p.Themes = strings.Fields(rec[c.themes])
	}
	if _, _, err := p.Replay(); err != nil {
		return Puzzle{}, err
	}
	return p, nil
}

// Write writes the header and one row a puzzle.
func Write(w io.Writer, puzzles []Puzzle) error {
	cw := csv.NewWriter(w)
	if err := cw.Write(Header); err != nil {
		return err
	}
	for _, p := range puzzles {
		if err := cw.Write(p.record()); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}

// record returns the puzzle's row, in the columns of Header. A puzzle
// whose rating deviation is not known gets the one its rating starts
// with (PuzzleRD).
func (p Puzzle) record() []string {
	rd := p.RatingDeviation
	if rd == 0 {
		rd = PuzzleRD
	}
	return []string{p.ID, p.FEN, strings.Join(p.Moves, " "), strconv.Itoa(p.Rating), strconv.Itoa(rd), "", "",
		strings.Join(p.Themes, " "), p.GameURL, "", strings.ToLower(p.Variant.String())}
}
