package study

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"sync/atomic"
	"time"

	"wormweave/notation"
)

// A file of many games is indexed in the background: the scanner cuts it
// into games, notation.Index reads each game's tags (never its moves), and
// the list receives the games in batches, so that its first rows show at
// once and the window stays responsive while a 100,000-game file is read.

// CountPlies counts the moves of a game's main line without reading them:
// the tokens outside tags, comments and variations that are not move
// numbers, annotation glyphs or the result. An Interweave chain is one
// token, one ply.
func CountPlies(data []byte) int {
	n, depth := 0, 0
	for i := 0; i < len(data); {
		c := data[i]
		switch {
		case c == '{':
			if j := bytes.IndexByte(data[i:], '}'); j >= 0 {
				i += j + 1
			} else {
				i = len(data)
			}
			continue
		case c == ';' || (c == '[' && depth == 0):
			end := byte('\n')
			if c == '[' {
				end = ']'
			}
			if j := bytes.IndexByte(data[i:], end); j >= 0 {
				i += j + 1
			} else {
				i = len(data)
			}
			continue
		case c == '(':
			depth++
		case c == ')':
			if depth > 0 {
				depth--
			}
		case c == ' ' || c == '\n' || c == '\r' || c == '\t':
		default:
			j := i
			for j < len(data) && !strings.ContainsRune(" \n\r\t{}();[", rune(data[j])) {
				j++
			}
			if depth == 0 && isMoveToken(data[i:j]) {
				n++
			}
			i = j
			continue
		}
		i++
	}
	return n
}

// isMoveToken reports whether a token of movetext is a move (after any
// move number glued to it).
func isMoveToken(tok []byte) bool {
	switch string(tok) {
	case "*", "1-0", "0-1", "1/2-1/2":
		return false
	}
	tok = bytes.TrimLeft(tok, "0123456789")
	tok = bytes.TrimLeft(tok, ".")
	return len(tok) > 0 && tok[0] != '$'

}

// IndexBatch is a run of games indexed together, for File.Append.
type IndexBatch struct {
	Entries []notation.Entry
	Spans   [][2]int64        // each game's byte range in the file
	Cuts    []*notation.Error // where the reader cut each game, or nil (as File's)
	Read    float64           // the part of the file read so far, 0 to 1
}

// batchEvery is how long the indexer works before it hands a batch over:
// short enough that the list fills visibly, long enough that the window's
// goroutine is not flooded.
const batchEvery = 250 * time.Millisecond

// indexChunk is how many games one call of notation.Index reads: each
// call sets up a scanner, too dear to pay for every game.
const indexChunk = 256

// IndexData cuts data into games and indexes their tags, calling batch
// with each run of games as it goes and once more at the end (with Read =
// 1). With each game it builds a row for the caller, on the indexing
// goroutine: row gets the game's place (from 0), its tags and its bytes,
// and batch gets the rows of its run. It stops early, returning
// ErrStopped, when stop is set.
func IndexData[R any](data []byte, name string, stop *atomic.Bool, row func(i int, e *notation.Entry, game []byte) R, batch func(b IndexBatch, rows []R)) error {
	sc := notation.NewScanner(bytes.NewReader(data))
	var b IndexBatch
	var rows []R
	// The games not yet indexed, by place: a RawGame's Data is only valid
	// until the next Scan, and the same bytes are in data anyway.
	type place struct {
		offset, end int64
		line        int
		cut         *notation.Error
	}
	var raws []place
	last := time.Now()
	count := 0
	sent := false // a batch has been handed over
	// flush indexes the pending games with one call of notation.Index over
	// their bytes, then moves its offsets, lines and errors to the file's.
	flush := func() error {
		if len(raws) == 0 {
			return nil
		}
		start, end := raws[0].offset, raws[len(raws)-1].end
		es, err := notation.Index(bytes.NewReader(data[start:end]), name)
		if err != nil {
			return err
		}
		if len(es) != len(raws) {
			return fmt.Errorf("%s: the game list and the games disagree (%d and %d) from line %d", name, len(es), len(raws), raws[0].line)
		}
		delta := raws[0].line - 1
		for i, r := range raws {
			e := es[i]
			e.Offset, e.Line, e.Err = r.offset, r.line, shiftLines(e.Err, delta)
			if e.Err == nil && r.cut != nil {
				// The run's bytes end where the last game was cut, before
				// its long line: only the whole file's scan saw the cut.
				c := *r.cut
				c.File = name
				e.Err = &c
			}
			b.Entries = append(b.Entries, e)
			b.Spans = append(b.Spans, [2]int64{r.offset, r.end})
			b.Cuts = append(b.Cuts, r.cut)
			rows = append(rows, row(count, &e, data[r.offset:r.end]))
			count++
		}
		raws = raws[:0]
		return nil
	}
	for sc.Scan() {
		if stop != nil && stop.Load() {
			return ErrStopped
		}
		g := sc.Game()
		raws = append(raws, place{g.Offset, g.Offset + int64(len(g.Data)), g.Line, g.Cut})
		if len(raws) < indexChunk {
			continue
		}
		if err := flush(); err != nil {
			return err
		}
		if time.Since(last) >= batchEvery || !sent {
			// The first chunk goes at once: those are the rows the user
			// sees first.
			sent = true
			s := b.Spans[len(b.Spans)-1]
			b.Read = float64(s[1]) / float64(max(len(data), 1))
			batch(b, rows)
			b, rows = IndexBatch{}, nil
			last = time.Now()
		}
	}
	if err := sc.Err(); err != nil {
		return err
	}
	if err := flush(); err != nil {
		return err
	}
	b.Read = 1
	batch(b, rows)
	return nil
}

// ErrStopped is what IndexData returns when it was told to stop.
var ErrStopped = errors.New("stopped")

// shiftLines moves the line of a record error by delta lines: a game
// indexed on its own counts its lines from 1.
func shiftLines(err error, delta int) error {
	var ne *notation.Error
	if errors.As(err, &ne) {
		c := *ne
		c.Line += delta
		return &c
	}
	return err
}
