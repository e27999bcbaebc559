package notation

import "bytes"

// tokenKind is the kind of a lexical token of PGN.
type tokenKind uint8

const (
	tokEOF     tokenKind = iota
	tokTag               // [Name "Value"]: name in text, value in value
	tokSymbol            // a move, a move number or a termination marker
	tokPeriod            // one or more periods after a move number
	tokComment           // {...} or ;... ; text holds the inside
	tokNAG               // $n ; text holds the digits
	tokSuffix            // !, ?, !!, ??, !?, ?!
	tokOpen              // (
	tokClose             // )
	tokError             // a lexical error; key and args say which
)

// token is one lexical unit. Its text points into the lexer's input, so
// that lexing a game allocates nothing but tag values.
type token struct {
	kind  tokenKind
	text  []byte
	value string // tags only: the unescaped value
	line  int
	col   int
	// key and args are the message of a tokError (see Error).
	key  string
	args map[string]any
}

// infinity is how the vchess site writes a capture chain of four steps or
// more; it contains ';' and '#', so the lexer must see it as one piece.
const infinity = "&#8734;"

// lexer cuts the text of one game into tokens, counting lines and columns
// (in characters) from a starting line so that errors point into the file.
type lexer struct {
	src  []byte
	pos  int
	line int
	col  int
	// lineStart is true when only blanks precede pos on its line; PGN's
	// escape mechanism (%) works only there.
	lineStart bool
	// inRune is set inside a multi-byte UTF-8 character; a stray
	// continuation byte outside one counts as a character of its own.
	inRune bool
}

func newLexer(src []byte, line int) *lexer {
	return &lexer{src: src, line: line, col: 1, lineStart: true}
}

// advance moves over n bytes, keeping line and column right.
func (l *lexer) advance(n int) {
	end := min(l.pos+n, len(l.src))
	for l.pos < end {
		c := l.src[l.pos]
		l.pos++
		switch {
		case c > ' ' && c < 0x80:
			// the usual byte: one character that is not a blank
			l.col++
			l.inRune = false
			l.lineStart = false
		case c == '\n':
			l.line++
			l.col = 1
			l.lineStart = true
			l.inRune = false
		case c&0xC0 == 0x80 && l.inRune:
			// a UTF-8 continuation byte belongs to the previous character
		default:
			l.col++
			l.inRune = c >= 0xC0
			if c != ' ' && c != '\t' && c != '\r' {
				l.lineStart = false
			}
		}
	}
}

func isSymbolStart(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c >= 0x80
}

func isSymbolByte(c byte) bool {
	if isSymbolStart(c) {
		return true
	}
	switch c {
	case '_', '+', '#', '=', ':', '-', '/', ',':
		return true
	}
	return false
}

// symbolBytes tells isSymbolByte for every byte.
var symbolBytes = func() (t [256]bool) {
	for c := range t {
		t[c] = isSymbolByte(byte(c))
	}
	return t
}()

// next returns the next token. After a tokError or tokEOF it keeps
// returning tokEOF-like results, so callers can stop at the first problem.
func (l *lexer) next() token {
	for l.pos < len(l.src) {
		c := l.src[l.pos]
		if c == ' ' {
			// advance(1), for the commonest byte between tokens
			l.pos++
			l.col++
			l.inRune = false
			continue
		}
		if c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v' {
			l.advance(1)
			continue
		}
		if c == '%' && l.lineStart {
			l.skipLine()
			continue
		}
		if c == byteOrderMark[0] && bytes.HasPrefix(l.src[l.pos:], byteOrderMark) {
			// a blank, as the Scanner takes it
			start := l.lineStart
			l.advance(len(byteOrderMark))
			l.lineStart = start
			continue
		}
		break
	}
	if l.pos >= len(l.src) {
		return token{kind: tokEOF, line: l.line, col: l.col}
	}
	line, col := l.line, l.col
	c := l.src[l.pos]
	switch {
	case c == '[':
		return l.tag()
	case c == '{':
		start := l.pos + 1
		end := bytes.IndexByte(l.src[start:], '}')
		if end < 0 {
			l.advance(len(l.src) - l.pos)
			return l.errorAt(line, col, "notation.unclosedComment", map[string]any{"End": l.lastLine()})
		}
		l.advance(end + 2)
		return token{kind: tokComment, text: l.src[start : start+end], line: line, col: col}
	case c == ';':
		start := l.pos + 1
		end := bytes.IndexByte(l.src[start:], '\n')
		if end < 0 {
			end = len(l.src) - start
		}
		l.advance(end + 1)
		return token{kind: tokComment, text: bytes.TrimRight(l.src[start:start+end], "\r"), line: line, col: col}
	case c == '(':
		l.advance(1)
		return token{kind: tokOpen, text: l.src[l.pos-1 : l.pos], line: line, col: col}
	case c == ')':
		l.advance(1)
		return token{kind: tokClose, text: l.src[l.pos-1 : l.pos], line: line, col: col}
	case c == '.':
		start := l.pos
		n := 0
		for l.pos+n < len(l.src) && l.src[l.pos+n] == '.' {
			n++
		}
		l.advance(n)
		return token{kind: tokPeriod, text: l.src[start:l.pos], line: line, col: col}
	case c == '$':
		start := l.pos + 1
		n := 0
		for start+n < len(l.src) && l.src[start+n] >= '0' && l.src[start+n] <= '9' {
			n++
		}
		l.advance(n + 1)
		if n == 0 {
			return l.errorAt(line, col, "notation.dollarWithoutNumber", nil)
		}
		return token{kind: tokNAG, text: l.src[start : start+n], line: line, col: col}
	case c == '!' || c == '?':
		start := l.pos
		n := 0
		for l.pos+n < len(l.src) && (l.src[l.pos+n] == '!' || l.src[l.pos+n] == '?') {
			n++
		}
		l.advance(n)
		return token{kind: tokSuffix, text: l.src[start:l.pos], line: line, col: col}
	case c == '*':
		l.advance(1)
		return token{kind: tokSymbol, text: l.src[l.pos-1 : l.pos], line: line, col: col}
	case isSymbolStart(c) || c == '&' && bytes.HasPrefix(l.src[l.pos:], []byte(infinity)):
		start := l.pos
		n := 0
		ascii := true
		for l.pos+n < len(l.src) {
			b := l.src[l.pos+n]
			if symbolBytes[b] {
				ascii = ascii && b < 0x80
				n++
				continue
			}
			if b == '&' && bytes.HasPrefix(l.src[l.pos+n:], []byte(infinity)) {
				n += len(infinity)
				continue
			}
			break
		}
		if ascii {
			// advance(n) for n characters that are neither blanks nor
			// line breaks
			l.pos += n
			l.col += n
			l.inRune = false
			l.lineStart = false
		} else {
			l.advance(n)
		}
		return token{kind: tokSymbol, text: l.src[start:l.pos], line: line, col: col}
	}
	l.advance(1)
	return l.errorAt(line, col, "notation.unexpectedChar", map[string]any{"Char": quoteByte(c)})
}

// errorAt returns the tokError of message key at line and col.
func (l *lexer) errorAt(line, col int, key string, args map[string]any) token {
	return token{kind: tokError, line: line, col: col, key: key, args: args}
}

// lastLine returns the number of the last line of the text that is not
// blank, where an unclosed comment or variation ends. The lexer must be at
// the end of the text.
func (l *lexer) lastLine() int {
	n := l.line
	for i := len(l.src) - 1; i >= 0; i-- {
		switch l.src[i] {
		case '\n':
			n--
		case ' ', '\t', '\r':
		default:
			return n
		}
	}
	return n
}

func quoteByte(c byte) string {
	if c >= 0x20 && c < 0x7f {
		return "'" + string(rune(c)) + "'"
	}
	const hex = "0123456789abcdef"
	return "0x" + string([]byte{hex[c>>4], hex[c&15]})
}

func (l *lexer) skipLine() {
	end := bytes.IndexByte(l.src[l.pos:], '\n')
	if end < 0 {
		end = len(l.src) - l.pos - 1
	}
	l.advance(end + 1)
}

// tag reads [Name "Value"]. A quote inside the value that is not followed
// by the closing bracket is taken as part of the value: the vchess site
// writes JSON into a tag without escaping it.
func (l *lexer) tag() token {
	line, col := l.line, l.col
	bad := func(key string, args map[string]any) token {
		// Skip the rest of the line so the error is reported once.
		l.skipLine()
		return l.errorAt(line, col, key, args)
	}
	l.advance(1)
	l.skipBlanks()
	start := l.pos
	end := start
	for end < len(l.src) && (isSymbolStart(l.src[end]) && l.src[end] < 0x80 || l.src[end] == '_') {
		end++
	}
	l.advance(end - start)
	name := l.src[start:l.pos]
	if len(name) == 0 {
		return bad("notation.tagNoName", nil)
	}
	l.skipBlanks()
	if l.pos >= len(l.src) || l.src[l.pos] != '"' {
		return bad("notation.tagNoValue", map[string]any{"Name": quote(name)})
	}
	l.advance(1)
	// The value is copied only if it has escapes: val then holds it up to
	// run, the start of the bytes not yet copied.
	var val []byte
	run := l.pos
	for i := l.pos; ; {
		if i >= len(l.src) || l.src[i] == '\n' {
			l.advance(i - l.pos)
			return bad("notation.tagUnterminated", map[string]any{"Name": quote(name)})
		}
		c := l.src[i]
		if c == '\\' && i+1 < len(l.src) && (l.src[i+1] == '"' || l.src[i+1] == '\\') {
			val = append(val, l.src[run:i]...)
			val = append(val, l.src[i+1])
			i += 2
			run = i
			continue
		}
		if c == '"' {
			j := i + 1
			for j < len(l.src) && (l.src[j] == ' ' || l.src[j] == '\t') {
				j++
			}
			if j < len(l.src) && l.src[j] == ']' {
				var value string
				if val == nil {
					value = string(l.src[run:i])
				} else {
					value = string(append(val, l.src[run:i]...))
				}
				l.advance(j + 1 - l.pos)
				return token{kind: tokTag, text: name, value: value, line: line, col: col}
			}
		}
		i++
	}
}

func (l *lexer) skipBlanks() {
	for l.pos < len(l.src) && (l.src[l.pos] == ' ' || l.src[l.pos] == '\t') {
		l.advance(1)
	}
}
