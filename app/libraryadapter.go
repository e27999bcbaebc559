package app

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
	"sync"

	"wormweave/app/explorer"
	"wormweave/app/text"
	"wormweave/book"
	gamelibrary "wormweave/library"
	"wormweave/notation"
	"wormweave/rules"
)

// openGameLibrary opens the library package's library at path, as the
// explorer asks for one: an existing library read-only, so that one the
// user may not write is read all the same and reading never writes; a
// new one (no file, or an empty one) made and opened for writing.
func openGameLibrary(path string) (explorer.Library, error) {
	if st, err := os.Stat(path); err != nil || st.Size() == 0 {
		l, err := gamelibrary.Open(path)
		if err != nil {
			return nil, err
		}
		return &libraryAdapter{path: path, l: l, w: l}, nil
	}
	l, err := gamelibrary.OpenReadOnly(path)
	if err != nil {
		return nil, err
	}
	return &libraryAdapter{path: path, l: l}, nil
}

// libraryAdapter is a library as the explorer asks it: queries go to l,
// additions to w, opened for writing at the first (the same library when
// it was made new).
type libraryAdapter struct {
	path string
	l    *gamelibrary.Library
	mu   sync.Mutex // guards w
	w    *gamelibrary.Library
}

// writer returns the library opened for writing, opening it the first time.
func (a *libraryAdapter) writer() (*gamelibrary.Library, error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.w == nil {
		w, err := gamelibrary.Open(a.path)
		if err != nil {
			return nil, err
		}
		a.w = w
	}
	return a.w, nil
}

func (a *libraryAdapter) Explore(ctx context.Context, p *rules.Position) ([]explorer.Move, error) {
	stats, err := a.l.Explore(ctx, p)
	out := make([]explorer.Move, 0, len(stats))
	for _, s := range stats {
		out = append(out, explorer.Move{ID: s.ID, Text: s.Text, Games: s.Games, WhiteWins: s.WhiteWins, BlackWins: s.BlackWins, Unfinished: s.Unfinished})
	}
	return out, err
}

func (a *libraryAdapter) Search(ctx context.Context, p *rules.Position, limit int) ([]explorer.Game, error) {
	hits, err := a.l.Search(ctx, p, limit)
	out := make([]explorer.Game, 0, len(hits))
	for _, h := range hits {
		out = append(out, explorer.Game{File: h.File, Number: h.Number, White: h.White, Black: h.Black, Result: h.Result, Date: h.Date, Ply: h.Ply})
	}
	return out, err
}

// ReadGame reads the game alone, from the offset the library keeps.
func (a *libraryAdapter) ReadGame(ctx context.Context, g explorer.Game) (notation.RawGame, error) {
	return a.l.GameBytes(ctx, gamelibrary.GameRef{File: g.File, Number: g.Number})
}

func (a *libraryAdapter) Games() (int, error) {
	s, err := a.l.Stats()
	return int(s.Games), err
}

// Add adds the files; the games it skipped and the files it could not
// read come back as problems, each worded with where it is.
func (a *libraryAdapter) Add(ctx context.Context, files []string, progress func(explorer.Progress)) ([]error, error) {
	w, err := a.writer()
	if err != nil {
		return nil, err
	}
	rep, err := w.Add(ctx, files, func(p gamelibrary.Progress) {
		progress(explorer.Progress{File: p.File, FilesDone: p.FilesDone, FilesTotal: p.FilesTotal, Games: p.Games, Bytes: p.Bytes, TotalBytes: p.TotalBytes})
	})
	var problems []error
	for _, f := range rep.Failed {
		problems = append(problems, errors.New(withPlace(f.File, text.ErrorText(f.Err))))
	}
	for _, s := range rep.Skipped {
		problems = append(problems, errors.New(withPlace(fmt.Sprintf("%s#%d", s.File, s.Number), text.ErrorText(s.Err))))
	}
	return problems, err
}

// withPlace puts where a problem is before its words, unless they say it
// already.
func withPlace(place, words string) string {
	if strings.Contains(words, place) {
		return words
	}
	return place + ": " + words
}

// Close closes the library, the writer last: closing it lets go of a
// descriptor of the file, which must come after every connection to it.
func (a *libraryAdapter) Close() error {
	err := a.l.Close()
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.w != nil && a.w != a.l {
		if werr := a.w.Close(); err == nil {
			err = werr
		}
	}
	return err
}

// lookupBook is the built-in book's verdict on a position's moves.
func lookupBook(p *rules.Position) []explorer.BookMove {
	entries := book.Builtin(p.Variant()).Lookup(p)
	out := make([]explorer.BookMove, 0, len(entries))
	for _, e := range entries {
		out = append(out, explorer.BookMove{Turn: e.Turn, ID: e.ID, Games: e.Games, WhiteWins: e.WhiteWins, BlackWins: e.BlackWins, Eval: e.Eval, Won: e.Eval > book.MateEval, Lost: e.Eval < -book.MateEval})
	}
	return out
}
