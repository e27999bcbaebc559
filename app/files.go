package app

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"time"

	"wormweave/notation"
)

// gameFile is a PGN file as read: its bytes and where each game lies in
// them, so that saving rewrites the edited game and leaves every other game
// exactly as it was.
type gameFile struct {
	path    string // "" for games that came from the clipboard
	name    string // what messages call it: the path, or the clipboard
	data    []byte
	entries []notation.Entry
	spans   [][2]int64 // each game's byte range in data
	// cuts holds, for each game, where the reader cut it (a line longer
	// than notation.MaxLine), or nil: its span ends there, and parsing
	// it must say that it was read only in part.
	cuts []*notation.Error
}

// readGameFile reads and indexes a PGN file.
func readGameFile(path string) (*gameFile, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return indexGames(path, path, data)
}

// indexGames indexes the games of data, which came from path (or from
// nowhere on disk, path ""); messages call it name.
func indexGames(path, name string, data []byte) (*gameFile, error) {
	f := &gameFile{path: path, name: name, data: data}
	var err error
	f.entries, err = notation.Index(bytes.NewReader(data), name)
	if err != nil {
		return nil, err
	}
	sc := notation.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		g := sc.Game()
		f.spans = append(f.spans, [2]int64{g.Offset, g.Offset + int64(len(g.Data))})
		f.cuts = append(f.cuts, g.Cut)
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if len(f.spans) != len(f.entries) {
		return nil, fmt.Errorf("%s: the game list and the games disagree (%d and %d)", name, len(f.entries), len(f.spans))
	}
	return f, nil
}

// parse reads game i in full. On a bad game it returns what could be read
// with the error.
func (f *gameFile) parse(i int) (*notation.Game, error) {
	s := f.spans[i]
	raw := notation.RawGame{Data: f.data[s[0]:s[1]], Offset: s[0], Line: f.entries[i].Line, Cut: f.cuts[i]}
	return notation.Parse(raw, f.name)
}

// withGame returns the file's bytes with game i replaced by g.
func (f *gameFile) withGame(i int, g *notation.Game) []byte {
	s := f.spans[i]
	var out []byte
	out = append(out, f.data[:s[0]]...)
	out = notation.AppendGame(out, g)
	rest := f.data[s[1]:]
	// Keep a blank line between this game and the next.
	if len(rest) > 0 && !bytes.HasPrefix(rest, []byte("\n")) && !bytes.HasSuffix(out, []byte("\n\n")) {
		out = append(out, '\n')
	}
	return append(out, rest...)
}

// writeFileAtomic writes data to a new file beside path and renames it over
// path, so that a crash while saving leaves the old file whole.
func writeFileAtomic(path string, data []byte) error {
	dir := filepath.Dir(path)
	tmp, err := createBeside(dir, filepath.Base(path))
	if err != nil {
		return err
	}
	name := tmp.Name()
	_, err = tmp.Write(data)
	if err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		if st, serr := os.Stat(path); serr == nil {
			err = os.Chmod(name, st.Mode().Perm())
		}
	}
	if err == nil {
		err = os.Rename(name, path)
	}
	if err != nil {
		os.Remove(name)
	}
	return err
}

// createBeside creates a new temporary file in dir for base. It is created
// with mode 0666 less the umask, as any new file, so that a game saved to
// a new file gets the usual permissions; one that replaces a file takes
// that file's mode before the rename.
func createBeside(dir, base string) (*os.File, error) {
	for try := 0; ; try++ {
		name := filepath.Join(dir, fmt.Sprintf(".%s.%d.%d.tmp", base, os.Getpid(), time.Now().UnixNano()))
		f, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o666)
		if err == nil || !errors.Is(err, fs.ErrExist) || try == 100 {
			return f, err
		}
	}
}
