package notation

import (
	"bytes"
	"errors"
	"io"
)

// Limits of what one game may take, so that no input (a file with no line
// break, an endless stream) makes the reader grow without bound. The
// writer's lines are at most 80 characters and a tag line holds one value,
// so a line of a few mebibytes is already far from any real record.
const (
	// MaxLine is the longest line the Scanner keeps. A longer line cuts
	// its game there (the game is read up to it, with an error) and is
	// skipped to its end.
	MaxLine = 4 << 20
	// MaxGame is the most bytes of one game the Scanner keeps; the line
	// that would pass it cuts the game as a long line does.
	MaxGame = 32 << 20
	// MaxSkip is how far the Scanner looks for the end of a line longer
	// than MaxLine. A line that has not ended by then ends the reading
	// of the stream: it is not a game record.
	MaxSkip = 64 << 20
)

// byteOrderMark is how many Windows editors begin a UTF-8 file. It is
// taken as a blank.
var byteOrderMark = []byte("\xef\xbb\xbf")

// RawGame is the text of one game as it stands in a file, before parsing.
type RawGame struct {
	Data   []byte // the game's bytes, tags and movetext
	Offset int64  // byte offset of the game's first line in the file
	// End is the byte offset just past the game's last line that is not
	// blank, line end included: the file's bytes from Offset to End are
	// the whole game, the lines a cut game skipped too, so that a program
	// can copy a game it cannot read byte for byte from the file.
	End  int64
	Line int // 1-based line of the game's first line in the file
	// Cut is set when the Scanner could not keep the whole game (a line
	// longer than MaxLine, a game longer than MaxGame): Data holds the
	// game up to the place it names, and parsing it reports Cut. When Cut
	// is a line that did not end within MaxSkip (RestUnread), End is
	// where the reading of the stream stopped: the rest of the stream,
	// however long, belongs to this game as far as anyone knows.
	Cut *Error
}

// RestUnread reports whether the Scanner stopped reading the stream in
// this game (a line that did not end within MaxSkip): the bytes after End
// were not read.
func (g *RawGame) RestUnread() bool {
	return g.Cut != nil && g.Cut.Key == "notation.lineNoEnd"
}

// Scanner cuts a stream of PGN into games without parsing them, so that a
// file of many games can be listed or searched in one pass and a little
// memory, in time linear in its size.
//
// A new game starts at a tag line ('[' first on the line) once the current
// game has movetext or a blank line after its tags, outside a comment. So
// that one damaged game cannot swallow the games after it, a tag line
// ([Name "value"] alone on its line) that follows an empty line starts a
// new game whatever state the movetext was in: inside an unclosed '{' too,
// which the parser then reports where it was opened.
type Scanner struct {
	lr     lineReader
	offset int64 // offset of the next line to read
	line   int   // number of the next line to read
	buf    []byte
	long   []byte // a line longer than the reader's buffer, put together
	game   RawGame
	// pending holds a tag line that was read past the end of the previous
	// game and opens the next one.
	pending     []byte
	pendingOff  int64
	pendingLine int
	// cutNext is a long line read past the end of the previous game: it
	// opens the next one, a game of that line alone, cut there.
	cutNext *cutLine
	err     error
	done    bool
}

// NewScanner returns a Scanner reading r from its beginning.
func NewScanner(r io.Reader) *Scanner {
	return NewScannerAt(r, 0, 1)
}

// NewScannerAt returns a Scanner for a reader positioned at byte offset and
// line of a file (for example at an Entry found by Index), so that offsets
// and lines of the games it finds are those of the file.
func NewScannerAt(r io.Reader, offset int64, line int) *Scanner {
	return &Scanner{lr: lineReader{rd: r, buf: make([]byte, 64<<10)}, offset: offset, line: line}
}

// cutLine is a line the Scanner could not keep, where it stands in the
// stream.
type cutLine struct {
	offset int64 // where the line starts
	line   int
	end    int64 // where the reading stopped: past the line, or where it gave up
	cut    *Error
	noEnd  bool // the line did not end within MaxSkip: the stream ends here
}

// errLineTooLong and errNoLineEnd are what readLine says of a line longer
// than MaxLine, and of one that does not end within MaxSkip.
var (
	errLineTooLong = errors.New("line too long")
	errNoLineEnd   = errors.New("no line end")
)

// lineReader cuts a stream into lines that end in LF, CRLF or a CR alone
// (the line end of old Mac editors), in a buffer of its own: bufio's
// ReadSlice knows one delimiter only.
type lineReader struct {
	rd   io.Reader
	buf  []byte
	r, w int   // buf[r:w] is read and not yet returned
	err  error // the stream's error (io.EOF at its end), once met
}

// fill moves what is left to the front of the buffer and reads once more.
func (lr *lineReader) fill() {
	if lr.r > 0 {
		lr.w = copy(lr.buf, lr.buf[lr.r:lr.w])
		lr.r = 0
	}
	for tries := 0; tries < 100 && lr.err == nil; tries++ {
		n, err := lr.rd.Read(lr.buf[lr.w:])
		lr.w += n
		lr.err = err
		if n > 0 {
			return
		}
	}
	if lr.err == nil {
		lr.err = io.ErrNoProgress
	}
}

// next returns the next line with its end, valid until the next call. A
// line longer than the buffer comes in pieces: full is set on each piece
// but the last. err is the stream's error once the data before it is out.
func (lr *lineReader) next() (line []byte, full bool, err error) {
	for {
		b := lr.buf[lr.r:lr.w]
		end := bytes.IndexByte(b, '\n')
		scan := b
		if end >= 0 {
			scan = b[:end]
		}
		if cr := bytes.IndexByte(scan, '\r'); cr >= 0 {
			switch {
			case cr+1 < len(b):
				end = cr // a CR alone; a CRLF is found as its LF
				if b[cr+1] == '\n' {
					end = cr + 1
				}
			case lr.err != nil:
				end = cr
			case lr.r > 0 || lr.w < len(lr.buf):
				lr.fill() // whether an LF follows is not known yet
				continue
			default:
				// The buffer is full and ends on a CR: the piece stops
				// before it, and the CR starts the next one.
				lr.r = lr.w - 1
				return b[:len(b)-1], true, nil
			}
		}
		if end >= 0 {
			lr.r += end + 1
			return b[:end+1], false, nil
		}
		if lr.err != nil {
			lr.r = lr.w
			if len(b) == 0 {
				return nil, false, lr.err
			}
			return b, false, nil
		}
		if lr.r == 0 && lr.w == len(lr.buf) {
			lr.r = lr.w
			return b, true, nil
		}
		lr.fill()
	}
}

// peek returns up to n bytes without reading them.
func (lr *lineReader) peek(n int) []byte {
	for lr.w-lr.r < n && lr.err == nil {
		lr.fill()
	}
	return lr.buf[lr.r:min(lr.w, lr.r+n)]
}

// readLine returns the next line with its line end; the slice is valid
// until the next call. A line longer than MaxLine is read to its end
// without being kept and comes back empty with errLineTooLong; size is the
// number of bytes read either way. At the end of the stream err is io.EOF
// (with the last line, if it has no line end).
func (s *Scanner) readLine() (line []byte, size int, err error) {
	line, full, err := s.lr.next()
	if !full {
		if err == nil && len(line) == 0 {
			err = io.EOF
		}
		return line, len(line), err
	}
	s.long = append(s.long[:0], line...)
	size = len(line)
	for full {
		line, full, err = s.lr.next()
		size += len(line)
		if size > MaxSkip {
			return nil, size, errNoLineEnd
		}
		if size <= MaxLine {
			s.long = appendCapped(s.long, line, MaxLine)
		}
	}
	if size > MaxLine {
		if cap(s.long) > 1<<20 {
			s.long = nil // a skipped line leaves no buffer of its size behind
		}
		if !endsLine(line) {
			// The stream ends on the long line: nothing comes after.
			return nil, size, errNoLineEnd
		}
		return nil, size, errLineTooLong
	}
	return s.long, size, err
}

// appendCapped appends b to a, growing a to at most limit bytes, so that a
// line near MaxLine never takes twice its size as append's doubling would.
func appendCapped(a, b []byte, limit int) []byte {
	if need := len(a) + len(b); need > cap(a) {
		grown := make([]byte, len(a), min(max(2*cap(a), need), limit))
		copy(grown, a)
		a = grown
	}
	return append(a, b...)
}

// endsLine reports whether line ends with a line end: LF, or a CR alone.
func endsLine(line []byte) bool {
	return len(line) > 0 && (line[len(line)-1] == '\n' || line[len(line)-1] == '\r')
}

// lineKind is what a line is to the Scanner.
type lineKind uint8

const (
	lineBlank    lineKind = iota // nothing but blanks
	lineTag                      // '[' first
	lineEscape                   // '%' first: PGN's escape, ignored
	lineMovetext                 // anything else
)

// trimLine drops the blanks and byte-order marks that open a line.
func trimLine(line []byte) []byte {
	for len(line) > 0 {
		switch {
		case line[0] == ' ' || line[0] == '\t' || line[0] == '\r' || line[0] == '\n' || line[0] == '\f' || line[0] == '\v':
			line = line[1:]
		case bytes.HasPrefix(line, byteOrderMark):
			line = line[len(byteOrderMark):]
		default:
			return line
		}
	}
	return line
}

func classify(trimmed []byte) lineKind {
	switch {
	case len(trimmed) == 0:
		return lineBlank
	case trimmed[0] == '[':
		return lineTag
	case trimmed[0] == '%':
		return lineEscape
	}
	return lineMovetext
}

// isTagLine reports whether a trimmed line is a whole tag pair and nothing
// else: '[', a name, a quoted value and ']'. Only such a line, after an
// empty one, ends a game whose movetext is in an unknown state.
func isTagLine(trimmed []byte) bool {
	t := bytes.TrimRight(trimmed, " \t\r\n")
	if len(t) < 5 || t[0] != '[' || t[len(t)-1] != ']' {
		return false
	}
	i := 1
	for i < len(t) && (t[i] == '_' || t[i] >= 'a' && t[i] <= 'z' || t[i] >= 'A' && t[i] <= 'Z' || t[i] >= '0' && t[i] <= '9') {
		i++
	}
	if i == 1 {
		return false
	}
	for i < len(t) && (t[i] == ' ' || t[i] == '\t') {
		i++
	}
	if i >= len(t) || t[i] != '"' {
		return false
	}
	end := bytes.TrimRight(t[:len(t)-1], " \t")
	return len(end) > i+1 && end[len(end)-1] == '"'
}

// gameState is what the Scanner knows of the game it is reading.
type gameState struct {
	started        bool
	tags           bool // a tag line was read
	movetext       bool // a movetext line was read
	blankAfterTags bool
	prevBlank      bool // the line before was empty
	inComment      bool // a '{' is open at the end of the line before
	cut            bool // the game was cut: its lines are skipped
}

// Scan advances to the next game and reports whether there is one.
func (s *Scanner) Scan() bool {
	if s.done {
		return false
	}
	s.buf = s.buf[:0]
	s.game = RawGame{}
	var st gameState
	if c := s.cutNext; c != nil {
		s.cutNext = nil
		s.game.Offset, s.game.Line, s.game.End, s.game.Cut = c.offset, c.line, c.end, c.cut
		st.started, st.cut = true, true
		if c.noEnd {
			s.done = true
			s.game.Data = s.buf
			return true
		}
	}
	if s.pending != nil {
		s.buf = append(s.buf, s.pending...)
		s.game.Offset, s.game.Line = s.pendingOff, s.pendingLine
		s.game.End = s.pendingOff + int64(len(s.pending))
		s.pending = nil
		st.started, st.tags = true, true
	}
	if s.offset == 0 {
		s.skipByteOrderMark()
	}
	for {
		lineOff, lineNo := s.offset, s.line
		line, size, err := s.readLine()
		if size > 0 {
			s.offset += int64(size)
			if errors.Is(err, errLineTooLong) || endsLine(line) {
				s.line++
			}
		}
		switch {
		case errors.Is(err, errLineTooLong), errors.Is(err, errNoLineEnd):
			key := "notation.lineTooLong"
			if errors.Is(err, errNoLineEnd) {
				key = "notation.lineNoEnd"
			}
			cut := newError("", lineNo, 1, key, map[string]any{"Max": MaxLine, "Skip": MaxSkip})
			if st.started && st.movetext && st.prevBlank && !st.cut {
				// After a game's movetext and an empty line, a line no
				// record holds is no part of that game: the game ends
				// whole, and the line is a damaged game of its own.
				s.cutNext = &cutLine{offset: lineOff, line: lineNo, end: s.offset, cut: cut, noEnd: errors.Is(err, errNoLineEnd)}
				s.game.Data = s.buf
				return true
			}
			if !st.started {
				st.started = true
				s.game.Offset, s.game.Line = lineOff, lineNo
			}
			if !st.cut {
				st.cut = true
				s.game.Cut = cut
			}
			st.prevBlank = false
			s.game.End = s.offset
			if errors.Is(err, errNoLineEnd) {
				s.done = true
				s.game.Data = s.buf
				return true
			}
			continue
		case len(line) > 0:
			if s.splitBefore(line, &st) {
				s.pending = append(s.pending[:0], line...)
				s.pendingOff, s.pendingLine = lineOff, lineNo
				s.game.Data = s.buf
				return true
			}
			if !st.started && classify(trimLine(line)) != lineBlank && classify(trimLine(line)) != lineEscape {
				st.started = true
				s.game.Offset, s.game.Line = lineOff, lineNo
			}
			if st.started && classify(trimLine(line)) != lineBlank {
				s.game.End = s.offset
			}
			if st.started && !st.cut {
				if len(s.buf)+len(line) > MaxGame {
					st.cut = true
					s.game.Cut = newError("", lineNo, 1, "notation.gameTooLong", map[string]any{"Max": MaxGame})
				} else {
					s.buf = append(s.buf, line...)
				}
			}
		}
		if err != nil {
			if !errors.Is(err, io.EOF) {
				s.err = err
			}
			s.done = true
			s.game.Data = s.buf
			return st.started
		}
	}
}

// skipByteOrderMark passes over a byte-order mark at the start of the
// stream, so that the first game starts after it.
func (s *Scanner) skipByteOrderMark() {
	if bytes.Equal(s.lr.peek(len(byteOrderMark)), byteOrderMark) {
		s.lr.r += len(byteOrderMark)
		s.offset += int64(len(byteOrderMark))
	}
}

// splitBefore takes in one line of the game being read and reports whether
// it opens the next game instead.
func (s *Scanner) splitBefore(line []byte, st *gameState) bool {
	trimmed := trimLine(line)
	kind := classify(trimmed)
	prevBlank := st.prevBlank
	st.prevBlank = kind == lineBlank
	if st.started && prevBlank && kind == lineTag && (st.inComment || st.cut) && isTagLine(trimmed) {
		return true
	}
	if st.inComment {
		st.inComment = commentOpenAfter(line, true)
		return false
	}
	switch kind {
	case lineBlank:
		if st.tags {
			st.blankAfterTags = true
		}
	case lineTag:
		if st.started && (st.movetext || st.blankAfterTags) && !st.cut {
			return true
		}
		st.tags = true
	case lineMovetext:
		st.movetext = true
		st.inComment = commentOpenAfter(line, false)
	}
	return false
}

// commentOpenAfter reports whether a brace comment is still open at the end
// of line, given whether one was open at its start. It looks at each byte
// once: a line of many comments costs no more than a line of one.
func commentOpenAfter(line []byte, open bool) bool {
	for _, c := range line {
		switch {
		case open:
			open = c != '}'
		case c == '{':
			open = true
		case c == ';':
			// a ';' comment runs to the end of the line
			return false
		}
	}
	return open
}

// Game returns the game found by the last Scan. Its Data is valid until the
// next call to Scan.
func (s *Scanner) Game() RawGame { return s.game }

// Err returns the first read error, if any (not io.EOF).
func (s *Scanner) Err() error { return s.err }

// lfLineEnds returns data with each CR that is not followed by an LF (a
// line end of old Mac editors) turned into an LF, so that the lexer, which
// counts lines by their LF, counts those too. The text keeps its length,
// so that columns and offsets stay those of the file. data itself is
// returned when it has no such CR, and never changed.
func lfLineEnds(data []byte) []byte {
	i := bytes.IndexByte(data, '\r')
	for i >= 0 && i+1 < len(data) && data[i+1] == '\n' {
		j := bytes.IndexByte(data[i+1:], '\r')
		if j < 0 {
			return data
		}
		i += 1 + j
	}
	if i < 0 {
		return data
	}
	out := append([]byte(nil), data...)
	for ; i < len(out); i++ {
		if out[i] == '\r' && (i+1 == len(out) || out[i+1] != '\n') {
			out[i] = '\n'
		}
	}
	return out
}
