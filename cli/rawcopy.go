package cli

import (
	"errors"
	"fmt"
	"io"
	"os"

	"wormweave/notation"
)

// rawInput is the input file of a command that writes each game it cannot
// read (a game read in part) byte for byte as it stands in the file, so
// that its output never holds fewer games than its input.
type rawInput struct {
	f    *os.File
	name string
	// size is the file's size when it was opened, or -1 for a stream
	// that is not a regular file (a device, a pipe), whose end is unknown.
	size int64
}

// openRawInput opens the file name for reading games and copying them.
func openRawInput(name string) (*rawInput, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	in := &rawInput{f: f, name: name, size: -1}
	if st, err := f.Stat(); err == nil && st.Mode().IsRegular() {
		in.size = st.Size()
	}
	return in, nil
}

// errRestNotCopied says that the reading stopped in a game of a stream
// that is not a regular file, whose rest cannot be copied: it has no
// known end (/dev/zero).
var errRestNotCopied = errors.New("it is not a regular file, so the rest of it cannot be copied")

// copyGame writes the bytes of g as they stand in the file, from its first
// line to its last, and an LF if the file gives none. A game the
// Scanner kept whole is in memory already; a cut game is read again from
// the file, a piece at a time, so that a game of gigabytes costs no more
// memory than one of a line. A game in which the reading of the file
// stopped takes the rest of the file with it.
func (in *rawInput) copyGame(w io.Writer, g notation.RawGame) error {
	end := g.End
	if g.RestUnread() {
		if in.size < 0 {
			return errRestNotCopied
		}
		end = max(in.size, g.End)
	}
	if end <= g.Offset {
		return nil
	}
	var last [1]byte
	if g.Cut == nil && end-g.Offset <= int64(len(g.Data)) {
		data := g.Data[:end-g.Offset]
		if _, err := w.Write(data); err != nil {
			return err
		}
		last[0] = data[len(data)-1]
	} else {
		cw := &checkedWriter{w: w}
		n, err := io.Copy(cw, io.NewSectionReader(in.f, g.Offset, end-g.Offset))
		if cw.err != nil {
			return cw.err
		}
		if err == nil && n < end-g.Offset {
			err = fmt.Errorf("the file ends at byte %d, before the game's end at %d: it changed while it was read", g.Offset+n, end)
		}
		if err == nil {
			_, err = in.f.ReadAt(last[:], end-1)
		}
		if err != nil {
			return &inputError{fmt.Errorf("cannot copy the game at line %d of %s again from the file: %w", g.Line, in.name, err)}
		}
	}
	// A game that ends without a line end gets one; one that ends in a
	// CR alone gets an LF too, so that the empty line a writer puts after
	// it cannot join it as a CRLF and vanish.
	if last[0] != '\n' {
		_, err := w.Write([]byte{'\n'})
		return err
	}
	return nil
}

// inputError is an error of reading the input again, as opposed to one of
// writing the output.
type inputError struct{ err error }

func (e *inputError) Error() string { return e.err.Error() }
func (e *inputError) Unwrap() error { return e.err }

// checkedWriter remembers the error of its writer, so that a copy can say
// which side failed.
type checkedWriter struct {
	w   io.Writer
	err error
}

func (c *checkedWriter) Write(b []byte) (int, error) {
	n, err := c.w.Write(b)
	if err != nil {
		c.err = err
	}
	return n, err
}
