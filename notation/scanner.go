package notation

import (
	"bufio"
	"bytes"
	"errors"
	"io"
)

// RawGame is the text of one game as it stands in a file, before parsing.
type RawGame struct {
	Data   []byte // the game's bytes, tags and movetext
	Offset int64  // byte offset of the game's first line in the file
	Line   int    // 1-based line of the game's first line in the file
}

// Scanner cuts a stream of PGN into games without parsing them, so that a
// file of many games can be listed or searched in one pass and a little
// memory. A new game starts at a tag line ('[' first on the line, outside a
// comment) once the current game has movetext or a blank line after its
// tags.
type Scanner struct {
	r      *bufio.Reader
	offset int64 // offset of the next line to read
	line   int   // number of the next line to read
	buf    []byte
	game   RawGame
	// pending holds a tag line that was read past the end of the previous
	// game and opens the next one.
	pending     []byte
	pendingOff  int64
	pendingLine int
	err         error
	done        bool
}

// NewScanner returns a Scanner reading r from its beginning.
func NewScanner(r io.Reader) *Scanner {
	return NewScannerAt(r, 0, 1)
}

// NewScannerAt returns a Scanner for a reader positioned at byte offset and
// line of a file (for example at an Entry found by Index), so that offsets
// and lines of the games it finds are those of the file.
func NewScannerAt(r io.Reader, offset int64, line int) *Scanner {
	return &Scanner{r: bufio.NewReaderSize(r, 64<<10), offset: offset, line: line}
}

// readLine returns the next line with its newline; the slice is valid until
// the next call.
func (s *Scanner) readLine() ([]byte, error) {
	line, err := s.r.ReadSlice('\n')
	if err != bufio.ErrBufferFull {
		return line, err
	}
	long := append([]byte(nil), line...)
	for err == bufio.ErrBufferFull {
		line, err = s.r.ReadSlice('\n')
		long = append(long, line...)
	}
	return long, err
}

// Scan advances to the next game and reports whether there is one.
func (s *Scanner) Scan() bool {
	if s.done {
		return false
	}
	s.buf = s.buf[:0]
	started := false
	inComment := false
	movetext := false // the game has a line that is not a tag
	blankAfterTags := false
	tags := false
	if s.pending != nil {
		s.buf = append(s.buf, s.pending...)
		s.game.Offset, s.game.Line = s.pendingOff, s.pendingLine
		s.pending = nil
		started, tags = true, true
	}
	for {
		lineOff, lineNo := s.offset, s.line
		line, err := s.readLine()
		if len(line) > 0 {
			s.offset += int64(len(line))
			if line[len(line)-1] == '\n' {
				s.line++
			}
			trimmed := bytes.TrimLeft(line, " \t\r\n")
			switch {
			case inComment:
				inComment = commentOpenAfter(line, true)
			case len(trimmed) == 0:
				if tags {
					blankAfterTags = true
				}
			case trimmed[0] == '[':
				if started && (movetext || blankAfterTags) {
					s.pending = append(s.pending[:0], line...)
					s.pendingOff, s.pendingLine = lineOff, lineNo
					s.game.Data = s.buf
					return true
				}
				tags = true
			default:
				movetext = true
				inComment = commentOpenAfter(line, false)
			}
			if !started && len(trimmed) > 0 {
				started = true
				s.game.Offset, s.game.Line = lineOff, lineNo
			}
			if started {
				s.buf = append(s.buf, line...)
			}
		}
		if err != nil {
			if !errors.Is(err, io.EOF) {
				s.err = err
			}
			s.done = true
			s.game.Data = s.buf
			return started
		}
	}
}

// commentOpenAfter reports whether a brace comment is still open at the end
// of line, given whether one was open at its start.
func commentOpenAfter(line []byte, open bool) bool {
	for {
		if open {
			i := bytes.IndexByte(line, '}')
			if i < 0 {
				return true
			}
			line, open = line[i+1:], false
			continue
		}
		// The first '{' or ';': a ';' comment runs to the end of the line.
		i := bytes.IndexByte(line, '{')
		if j := bytes.IndexByte(line, ';'); j >= 0 && (i < 0 || j < i) {
			return false
		}
		if i < 0 {
			return false
		}
		line, open = line[i+1:], true
	}
}

// Game returns the game found by the last Scan. Its Data is valid until the
// next call to Scan.
func (s *Scanner) Game() RawGame { return s.game }

// Err returns the first read error, if any (not io.EOF).
func (s *Scanner) Err() error { return s.err }
