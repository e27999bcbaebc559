package notation

import "fmt"

// Error is a problem found while reading a game: where it is and what is
// wrong. The game it belongs to keeps what was read before it.
type Error struct {
	File string // the file name given to the reader; may be empty
	Line int    // 1-based
	Col  int    // 1-based, in characters
	Msg  string
}

// Error formats the problem as file:line:column: message, the form editors
// and compilers use, so that a terminal can jump to it.
func (e *Error) Error() string {
	if e.File == "" {
		return fmt.Sprintf("%d:%d: %s", e.Line, e.Col, e.Msg)
	}
	return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Col, e.Msg)
}

// errorf builds an Error at a position.
func errorf(file string, line, col int, format string, args ...any) *Error {
	return &Error{File: file, Line: line, Col: col, Msg: fmt.Sprintf(format, args...)}
}
