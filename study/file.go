package study

import (
	"bytes"
	"fmt"
	"os"

	"wormweave/notation"
)

// File is a PGN file as read: its bytes and where each game lies in them,
// so that saving rewrites the edited game and leaves every other game
// exactly as it was.
type File struct {
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

// ReadFile reads and indexes a PGN file.
func ReadFile(path string) (*File, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return IndexGames(path, path, data)
}

// IndexGames indexes the games of data, which came from path (or from
// nowhere on disk, path ""); messages call it name.
func IndexGames(path, name string, data []byte) (*File, error) {
	f := &File{path: path, name: name, data: data}
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

// Parse reads game i in full. On a bad game it returns what could be read
// with the error.
func (f *File) Parse(i int) (*notation.Game, error) {
	s := f.spans[i]
	raw := notation.RawGame{Data: f.data[s[0]:s[1]], Offset: s[0], Line: f.entries[i].Line, Cut: f.cuts[i]}
	return notation.Parse(raw, f.name)
}

// WithGame returns the file's bytes with game i replaced by g.
func (f *File) WithGame(i int, g *notation.Game) []byte {
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

// NewFile returns a file of no games yet, at path (messages call it
// name), for a file indexed in the background: SetData gives it its bytes
// and Append the games as they are indexed.
func NewFile(path, name string) *File { return &File{path: path, name: name} }

// SetData gives a file made by NewFile its bytes, before any Append.
func (f *File) SetData(data []byte) { f.data = data }

// Append adds a run of games indexed by IndexData to the file's.
func (f *File) Append(b IndexBatch) {
	f.entries = append(f.entries, b.Entries...)
	f.spans = append(f.spans, b.Spans...)
	f.cuts = append(f.cuts, b.Cuts...)
}

// Len returns the number of games of the file (indexed so far).
func (f *File) Len() int { return len(f.entries) }

// Entry returns the tags of game i, as the index read them.
func (f *File) Entry(i int) *notation.Entry { return &f.entries[i] }

// Raw returns the bytes of game i.
func (f *File) Raw(i int) []byte {
	s := f.spans[i]
	return f.data[s[0]:s[1]]
}

// Path returns where the file is on disk, or "" for games that came from
// elsewhere (the clipboard).
func (f *File) Path() string { return f.path }

// Name returns what messages call the file.
func (f *File) Name() string { return f.name }
