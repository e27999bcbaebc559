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

// Header is the first row of a puzzle file: lichess's puzzle columns that
// a position and its solution need, with the variant after the id.
var Header = []string{"PuzzleId", "Variant", "FEN", "Moves", "Rating", "Themes"}

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
		if first && len(rec) > 0 && strings.EqualFold(strings.TrimPrefix(rec[0], "\ufeff"), Header[0]) {
			continue
		}
		p, perr := parseRow(rec)
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

// parseRow reads one row's fields into a puzzle.
func parseRow(rec []string) (Puzzle, error) {
	if n := len(rec); n != len(Header) {
		return Puzzle{}, fmt.Errorf("%d fields, want %d (%s)", n, len(Header), strings.Join(Header, ","))
	}
	size := 0
	for _, f := range rec {
		size += len(f)
	}
	if size > maxRowBytes {
		return Puzzle{}, fmt.Errorf("a row of %d bytes, more than a puzzle takes", size)
	}
	p := Puzzle{ID: strings.TrimSpace(rec[0]), FEN: strings.TrimSpace(rec[2])}
	if p.ID == "" {
		return Puzzle{}, errors.New("no PuzzleId")
	}
	v, err := rules.ParseVariant(strings.TrimSpace(rec[1]))
	if err != nil {
		return Puzzle{}, fmt.Errorf("the Variant column: %v", err)
	}
	p.Variant = v
	p.Moves = strings.Fields(rec[3])
	if len(p.Moves) < 2 || len(p.Moves)%2 != 0 {
		return Puzzle{}, fmt.Errorf("the Moves column has %d turns; a puzzle has the opponent's last move and an even number more, ending with the solver's", len(p.Moves))
	}
	if len(p.Moves) > 2*MaxMate {
		return Puzzle{}, fmt.Errorf("the Moves column has %d turns, more than a win in %d takes", len(p.Moves), MaxMate)
	}
	rating, err := strconv.Atoi(strings.TrimSpace(rec[4]))
	if err != nil || rating < 0 || rating > 4000 {
		return Puzzle{}, fmt.Errorf("Rating %s: want a whole number from 0 to 4000", rules.Quote(rec[4]))
	}
	p.Rating = rating
	p.Themes = strings.Fields(rec[5])
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

// record returns the puzzle's row.
func (p Puzzle) record() []string {
	return []string{p.ID, strings.ToLower(p.Variant.String()), p.FEN, strings.Join(p.Moves, " "), strconv.Itoa(p.Rating), strings.Join(p.Themes, " ")}
}
