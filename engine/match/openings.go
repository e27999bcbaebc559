package match

import (
	"bufio"
	"embed"
	"fmt"
	"io"
	"strings"

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

// ReadOpenings reads an openings file: one FEN of variant v a line; blank
// lines and text after "#" are ignored. Errors say the line. A finished
// position is refused, as a game from it could not be played.
func ReadOpenings(r io.Reader, v rules.Variant) ([]Opening, error) {
	var out []Opening
	sc := bufio.NewScanner(r)
	line := 0
	for sc.Scan() {
		line++
		text, _, _ := strings.Cut(sc.Text(), "#")
		text = strings.TrimSpace(text)
		if text == "" {
			continue
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
		return nil, err
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no opening in the file")
	}
	return out, nil
}
