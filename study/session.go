package study

import (
	"bytes"
	"os"
	"path/filepath"

	"wormweave/notation"
)

// Session is where the game being studied comes from and goes to: the file
// and the game of it that was opened, the path a save writes, and whether
// the game could only be read in part. It decides what a save does; the
// window asks the questions.
type Session struct {
	file      *File // the file the game came from, or nil
	gameIndex int   // its place in the file
	path      string
	partial   error // why the game could only be read in part, or nil
	// alone is the game as it stood in its file when it was read alone
	// (from a library's offset), the rest of the file unread; nil
	// otherwise. A save into that file reads it then.
	alone *aloneGame
}

// aloneGame is a game read alone from the file at path.
type aloneGame struct {
	path string
	raw  notation.RawGame
}

// Reset starts the session of a new document: game index of f (or of no
// file), saved at path ("" until saved once).
func (s *Session) Reset(f *File, index int, path string) {
	s.file, s.gameIndex, s.path, s.partial, s.alone = f, index, path, nil, nil
}

// ResetAlone starts the session of a game read alone from its file at
// path: game index of it, whose bytes raw were where they stand in the
// file. The rest of the file is not held: a save into it reads it then,
// and refuses if the game's bytes are no longer where they were.
func (s *Session) ResetAlone(path string, index int, raw notation.RawGame) {
	raw.Data = bytes.Clone(raw.Data)
	s.file, s.gameIndex, s.path, s.partial = nil, index, path, nil
	s.alone = &aloneGame{path: path, raw: raw}
}

// File returns the file the game came from, or nil.
func (s *Session) File() *File { return s.file }

// GameIndex returns the game's place in File.
func (s *Session) GameIndex() int { return s.gameIndex }

// Path returns where a save writes, or "" if the game has no file yet.
func (s *Session) Path() string { return s.path }

// Open reads game i of f into a document, its cursor at the end of the
// game. A game with errors opens as far as it could be read, with the
// error; a game of which nothing could be read returns a nil document.
// Open leaves the session as it is: once the document is shown, Reset and
// ReadInPart record where it came from.
func (s *Session) Open(f *File, i int) (*Document, error) {
	g, err := f.Parse(i)
	if g == nil || g.Root == nil {
		if err == nil {
			err = newError("error.noGames", "no games in "+f.path, "File", filepath.Base(f.path))
		}
		return nil, err
	}
	d := NewDocument(g)
	d.End()
	return d, err
}

// ReadInPart records the error of the game opened, if it says the game
// was read only in part: such a game is not written back over its file,
// which still holds the rest.
func (s *Session) ReadInPart(err error) {
	if notation.InPart(err) {
		s.partial = err
	}
}

// SaveTarget says where a save goes: path, or "" when the user must be
// asked. partial is true when the game was read only in part from the file
// Save would write: the user is told why it goes to a new file, then asked.
func (s *Session) SaveTarget() (path string, partial bool) {
	if s.path == "" {
		return "", false
	}
	if s.partial != nil && s.path == s.source() {
		return "", true
	}
	return s.path, false
}

// source returns the file the game came from, or "".
func (s *Session) source() string {
	switch {
	case s.file != nil:
		return s.file.path
	case s.alone != nil:
		return s.alone.path
	}
	return ""
}

// Write saves g at path: into the file it came from when path is that file
// (the other games untouched, and refused if the file changed on disk since
// it was read), otherwise as a file of its own. Once written, the file is
// read again, so that later saves splice into it as it now is, and path is
// where the next save goes.
func (s *Session) Write(path string, g *notation.Game) error {
	var data []byte
	if s.alone != nil && path == s.alone.path {
		if s.partial != nil {
			return newError("dialog.partialText", "the game was read only in part")
		}
		f, i, err := s.alone.file()
		if err != nil {
			return err
		}
		s.file, s.gameIndex, s.alone = f, i, nil
	}
	if s.file != nil && path == s.file.path {
		if s.partial != nil {
			return newError("dialog.partialText", "the game was read only in part")
		}
		// The other games are written back as they were read: if the file
		// has changed since, writing would lose those changes.
		if now, err := os.ReadFile(path); err == nil && !bytes.Equal(now, s.file.data) {
			return newError("error.changedOnDisk", path+" has changed on disk", "File", filepath.Base(path))
		}
		data = s.file.WithGame(s.gameIndex, g)
	} else {
		data = notation.AppendGame(nil, g)
	}
	if err := WriteFileAtomic(path, data); err != nil {
		return err
	}
	if f, err := ReadFile(path); err == nil && s.file != nil && path == s.file.path {
		s.file = f
	} else if err == nil && len(f.entries) == 1 {
		s.file, s.gameIndex = f, 0
	}
	s.path = path
	s.partial = nil
	s.alone = nil
	return nil
}

// file reads the whole file the game was read alone from, as it is now,
// and finds the game in it: at the same offset with the same bytes, or
// the file has changed and a save into it would lose what changed.
func (a *aloneGame) file() (*File, int, error) {
	changed := newError("error.changedOnDisk", a.path+" has changed on disk", "File", filepath.Base(a.path))
	f, err := ReadFile(a.path)
	if err != nil {
		return nil, 0, err
	}
	for i, sp := range f.spans {
		if sp[0] == a.raw.Offset {
			if !bytes.Equal(f.Raw(i), a.raw.Data) {
				return nil, 0, changed
			}
			return f, i, nil
		}
	}
	return nil, 0, changed
}
