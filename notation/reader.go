package notation

import (
	"errors"
	"io"
)

// Reader reads the games of a PGN stream one at a time.
type Reader struct {
	sc   *Scanner
	file string
	// p parses every game, so that its decoder's buffers serve them all.
	p parser
}

// NewReader returns a Reader of r; file names the source in error messages.
func NewReader(r io.Reader, file string) *Reader {
	return &Reader{sc: NewScanner(r), file: file}
}

// Next reads the next game. It returns io.EOF after the last game. A game
// with an error comes back with an *Error: what could be read of it is kept
// (Root is nil only if no position could be set up), and the next call goes
// on with the next game. Any other error is a read error of the stream.
func (r *Reader) Next() (*Game, error) {
	if !r.sc.Scan() {
		if err := r.sc.Err(); err != nil {
			return nil, err
		}
		return nil, io.EOF
	}
	return r.p.parse(r.sc.Game(), r.file)
}

// Raw returns the game that the last Next read as it stands in the file:
// where its bytes are (Offset to End), and its Data, valid until the next
// call to Next. A program that cannot use a game read in part copies its
// bytes through with it.
func (r *Reader) Raw() RawGame { return r.sc.Game() }

// ReadAll reads every game of r. errs[i] is the error of games[i], or nil;
// err is a read error of the stream, which ends the list.
func ReadAll(r io.Reader, file string) (games []*Game, errs []error, err error) {
	rd := NewReader(r, file)
	for {
		g, e := rd.Next()
		if errors.Is(e, io.EOF) {
			return games, errs, nil
		}
		var perr *Error
		if e != nil && !errors.As(e, &perr) {
			return games, errs, e
		}
		games = append(games, g)
		errs = append(errs, e)
	}
}

// Entry is one game of a file as Index lists it: where it starts and its
// tags, without its moves.
type Entry struct {
	Offset int64 // byte offset of the game's first line
	Line   int   // 1-based line of the game's first line
	Tags   []Tag
	// Err is a bad tag, if any (the tags before it are listed), or else
	// where the Scanner cut the game short.
	Err error
}

// Tag returns the value of the entry's tag name (compared without case).
func (e *Entry) Tag(name string) string {
	v, _ := lookupTag(e.Tags, name)
	return v
}

// Index lists the games of r with their tags, reading the movetext of none:
// a game list for a large file costs one pass and no trees. Open a game
// with NewScannerAt at its Offset and Line, and Parse.
func Index(r io.Reader, file string) ([]Entry, error) {
	sc := NewScanner(r)
	var out []Entry
	for sc.Scan() {
		raw := sc.Game()
		e := Entry{Offset: raw.Offset, Line: raw.Line}
		lx := newLexer(lfLineEnds(raw.Data), raw.Line)
		for {
			t := lx.next()
			if t.kind == tokError && (t.key == "notation.tagNoName" || t.key == "notation.tagNoValue" || t.key == "notation.tagUnterminated") {
				e.Err = newError(file, t.line, t.col, t.key, t.args)
			}
			if t.kind != tokTag {
				break
			}
			e.Tags = append(e.Tags, Tag{string(t.text), t.value})
		}
		if e.Err == nil && raw.Cut != nil {
			cut := *raw.Cut
			cut.File = file
			e.Err = &cut
		}
		out = append(out, e)
	}
	return out, sc.Err()
}
