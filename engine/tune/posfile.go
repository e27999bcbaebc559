package tune

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	"wormweave/rules"
)

// The positions file keeps the quiet positions of self-play games with
// their results, so that a fit can be run again, or on more positions,
// without replaying the games. It is text, one position a line:
//
//	# wormweave tune positions, variant wormhole
//	1 rnbqkbnr/... b 12
//	0.5 ...
//
// Each line is the result for the side to move (1, 0.5 or 0), a space and
// the position's FEN. Lines starting with # are comments, blank lines are
// skipped. A comment "# ... variant NAME" names the file's variant, and
// reading the file for another variant is an error. Files may be
// concatenated, and a run appends each game's positions when it ends, so a
// run that is stopped keeps the positions of the games it finished.

// PositionsHeader is the comment line that starts a positions file of v.
func PositionsHeader(v rules.Variant) string {
	return "# wormweave tune positions, variant " + v.String() + "\n"
}

// WriteSamples writes samples as lines of a positions file (without the
// header).
func WriteSamples(w io.Writer, samples []Sample) error {
	bw := bufio.NewWriter(w)
	for i := range samples {
		r, ok := resultText(samples[i].Result)
		if !ok {
			return fmt.Errorf("position %d: result %v is not 0, 0.5 or 1", i+1, samples[i].Result)
		}
		bw.WriteString(r)
		bw.WriteByte(' ')
		bw.WriteString(samples[i].Pos.FEN())
		bw.WriteByte('\n')
	}
	return bw.Flush()
}

func resultText(r float64) (string, bool) {
	switch r {
	case 0:
		return "0", true
	case 0.5:
		return "0.5", true
	case 1:
		return "1", true
	}
	return "", false
}

// maxPositionLine bounds a line of a positions file: a FEN is well under
// 200 bytes, so a longer line is not a position.
const maxPositionLine = 1024

// ReadSamples reads a positions file of variant v. An error names the line
// and what is wrong with it.
func ReadSamples(r io.Reader, v rules.Variant) ([]Sample, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 256), maxPositionLine)
	var out []Sample
	line := 0
	for sc.Scan() {
		line++
		text := strings.TrimSpace(sc.Text())
		if text == "" {
			continue
		}
		if strings.HasPrefix(text, "#") {
			if i := strings.LastIndex(text, "variant "); i >= 0 {
				name := strings.TrimSpace(text[i+len("variant "):])
				if fv, err := rules.ParseVariant(name); err != nil || fv != v {
					return nil, fmt.Errorf("line %d: the positions are of variant %s, not %s", line, rules.Quote(name), v)
				}
			}
			continue
		}
		res, fen, _ := strings.Cut(text, " ")
		var s Sample
		switch res {
		case "0":
			s.Result = 0
		case "0.5":
			s.Result = 0.5
		case "1":
			s.Result = 1
		default:
			return nil, fmt.Errorf("line %d: result %s is not 0, 0.5 or 1", line, rules.Quote(res))
		}
		p, err := rules.ParseFEN(v, fen)
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", line, err)
		}
		s.Pos = *p
		out = append(out, s)
	}
	if err := sc.Err(); err != nil {
		if err == bufio.ErrTooLong {
			return nil, fmt.Errorf("line %d: longer than %d bytes", line+1, maxPositionLine)
		}
		return nil, err
	}
	return out, nil
}
