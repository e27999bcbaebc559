package match

import (
	"bufio"
	"bytes"
	"embed"
	"errors"
	"fmt"
	"io"
	"strings"

	"wormweave/notation"
	"wormweave/rules"
)

// Opening is a position a match starts games from.
type Opening struct {
	Pos  rules.Position
	Line int // the line of the openings file it comes from
}

//go:embed openings/*.txt
var builtinOpenings embed.FS

// BuiltinOpenings returns the openings kept with the project for variant
// v (see openings/README.md for how they were made).
func BuiltinOpenings(v rules.Variant) ([]Opening, error) {
	name := "openings/" + strings.ToLower(v.String()) + ".txt"
	f, err := builtinOpenings.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return ReadOpenings(f, v)
}

// MaxOpenings is the most openings a file may hold: a match plays each
// twice, so that ten thousand make twenty thousand games, far beyond any
// match run, and a file of millions of lines would cost gigabytes.
const MaxOpenings = 10000

// ReadOpenings reads an openings file: one FEN of variant v a line; blank
// lines and text after "#" are ignored. Errors say the line. A finished
// position is refused, as a game from it could not be played. Lines may
// end in LF, CRLF or a CR alone, and the file may open with a byte-order
// mark; a line longer than notation.MaxLine, or more than MaxOpenings
// openings, is an error, so that no file makes the reading grow without
// bound.
func ReadOpenings(r io.Reader, v rules.Variant) ([]Opening, error) {
	var out []Opening
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 4096), notation.MaxLine)
	sc.Split(scanLines)
	line := 0
	for sc.Scan() {
		line++
		text := sc.Text()
		if line == 1 {
			text = strings.TrimPrefix(text, "\xef\xbb\xbf")
		}
		text, _, _ = strings.Cut(text, "#")
		text = strings.TrimSpace(text)
		if text == "" {
			continue
		}
		if len(out) == MaxOpenings {
			return nil, fmt.Errorf("line %d: more than %d openings: a match plays each twice, so that this many is already %d games; keep the ones to play", line, MaxOpenings, 2*MaxOpenings)
		}
		p, err := rules.ParsePlayableFEN(v, text)
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", line, err)
		}
		if r, _ := p.Outcome(); r != rules.Ongoing {
			return nil, fmt.Errorf("line %d: the game is already over (%s)", line, r)
		}
		if p.ChainSquare() != rules.NoSquare {
			return nil, fmt.Errorf("line %d: a capture chain is under way; an opening starts a whole turn", line)
		}
		out = append(out, Opening{Pos: *p, Line: line})
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			return nil, fmt.Errorf("line %d: longer than %d bytes: this is not an openings file", line+1, notation.MaxLine)
		}
		return nil, err
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no opening in the file")
	}
	return out, nil
}

// scanLines is bufio.ScanLines for the line ends of every system: LF, CRLF
// and a CR alone.
func scanLines(data []byte, atEOF bool) (advance int, token []byte, err error) {
	i := bytes.IndexAny(data, "\r\n")
	switch {
	case i < 0:
		if atEOF && len(data) > 0 {
			return len(data), data, nil
		}
		return 0, nil, nil
	case data[i] == '\n':
		return i + 1, data[:i], nil
	case i+1 < len(data):
		if data[i+1] == '\n' {
			return i + 2, data[:i], nil
		}
		return i + 1, data[:i], nil
	case atEOF:
		return i + 1, data[:i], nil
	}
	return 0, nil, nil // a CR last: whether an LF follows is not known yet
}
