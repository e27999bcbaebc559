package library

import (
	"bytes"
	"encoding/binary"
	"errors"
	"slices"
)

// The index of positions is kept in runs: each batch of an import writes
// one run, the positions it saw sorted by key and cut into chunks of about
// chunkSize bytes (a row of the chunks table each), and runs of a size are
// merged into one, as a log-structured merge tree does, so that an import
// writes a few large rows rather than a row a position (which SQLite takes
// at about a hundred thousand a second) and a query reads a chunk a run.
//
// A chunk's data is a list of groups, one a distinct position, sorted by
// key (as signed integers) and, within a key, by encoding:
//
//	uvarint  the number of groups
//	then a group after another:
//	uvarint  its key less the previous group's (the first: less 0), modulo 2^64
//	uvarint  the length of the position's encoding, then the encoding
//	uvarint  the number of postings, then a posting after another, by game:
//	  uvarint  its game's id less the previous posting's (the first: less 0)
//	  uvarint  the ply: the plies of the main line played before the position
//	  uvarint  the move played next: a turns.id, or 0 at the end of the game
//
// A chunk never ends between two groups of one key, so that the chunk
// whose first key is the greatest not above a key holds all of its
// groups.

// chunkSize is the size a chunk is cut at (a group is never cut).
var chunkSize = 16 << 10

// posting is one occurrence of a position: a game, the ply, the move next.
type posting struct {
	game int64
	ply  int32
	move int32
}

// group is a distinct position and its postings, sorted by game and ply.
type group struct {
	key   int64
	enc   []byte
	posts []posting
}

// compareGroups orders groups by key, then encoding.
func compareGroups(a, b *group) int {
	if a.key != b.key {
		if a.key < b.key {
			return -1
		}
		return 1
	}
	return bytes.Compare(a.enc, b.enc)
}

func comparePostings(a, b posting) int {
	if a.game != b.game {
		if a.game < b.game {
			return -1
		}
		return 1
	}
	return int(a.ply) - int(b.ply)
}

// appendGroup appends g's encoding (without the chunk's count) to b;
// prev is the key of the group before it in the chunk (0 for the first).
func appendGroup(b []byte, g *group, prev int64) []byte {
	b = binary.AppendUvarint(b, uint64(g.key)-uint64(prev))
	b = binary.AppendUvarint(b, uint64(len(g.enc)))
	b = append(b, g.enc...)
	b = binary.AppendUvarint(b, uint64(len(g.posts)))
	var last int64
	for _, p := range g.posts {
		b = binary.AppendUvarint(b, uint64(p.game-last))
		b = binary.AppendUvarint(b, uint64(p.ply))
		b = binary.AppendUvarint(b, uint64(p.move))
		last = p.game
	}
	return b
}

// errChunk is the error of a chunk's data that does not read as one: the
// library was damaged outside this package.
var errChunk = errors.New("library: a chunk of the position index is damaged")

// chunkReader reads a chunk's groups one at a time.
type chunkReader struct {
	b    []byte
	left uint64
	key  int64
	err  error
}

func newChunkReader(data []byte) *chunkReader {
	r := &chunkReader{b: data}
	r.left = r.uvarint()
	return r
}

func (r *chunkReader) uvarint() uint64 {
	v, n := binary.Uvarint(r.b)
	if n <= 0 {
		r.err = errChunk
		r.b = nil
		return 0
	}
	r.b = r.b[n:]
	return v
}

// next reads the next group's key and encoding into g and, when posts is
// set, its postings (appended to g.posts[:0]); otherwise it skips them.
// It returns false at the end of the chunk or on damage (r.err).
func (r *chunkReader) next(g *group, posts bool) bool {
	if r.left == 0 || r.err != nil {
		return false
	}
	r.left--
	r.key = int64(uint64(r.key) + r.uvarint())
	g.key = r.key
	n := r.uvarint()
	if r.err != nil || n > uint64(len(r.b)) {
		r.err = errChunk
		return false
	}
	g.enc = r.b[:n:n]
	r.b = r.b[n:]
	count := r.uvarint()
	if r.err != nil || count > uint64(len(r.b)) {
		r.err = errChunk
		return false
	}
	g.posts = g.posts[:0]
	var last int64
	for i := uint64(0); i < count; i++ {
		d, ply, move := r.uvarint(), r.uvarint(), r.uvarint()
		if r.err != nil {
			return false
		}
		if posts {
			last += int64(d)
			g.posts = append(g.posts, posting{game: last, ply: int32(ply), move: int32(move)})
		}
	}
	return true
}

// chunkWriter cuts sorted groups into chunks, handing each to emit with
// its first key.
type chunkWriter struct {
	emit   func(first int64, data []byte) error
	body   []byte
	count  uint64
	first  int64
	prev   int64
	groups int64 // groups written in all
	posts  int64 // postings written in all
	out    []byte
}

// add writes g after the groups before it (which sort before it).
func (w *chunkWriter) add(g *group) error {
	if w.count > 0 && len(w.body) >= chunkSize && g.key != w.prev {
		if err := w.flush(); err != nil {
			return err
		}
	}
	if w.count == 0 {
		w.first, w.prev = g.key, 0
	}
	w.body = appendGroup(w.body, g, w.prev)
	w.prev = g.key
	w.count++
	w.groups++
	w.posts += int64(len(g.posts))
	return nil
}

func (w *chunkWriter) flush() error {
	if w.count == 0 {
		return nil
	}
	w.out = binary.AppendUvarint(w.out[:0], w.count)
	w.out = append(w.out, w.body...)
	err := w.emit(w.first, slices.Clone(w.out))
	w.body, w.count = w.body[:0], 0
	return err
}
