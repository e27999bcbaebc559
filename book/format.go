package book

import (
	"bufio"
	"cmp"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"slices"
	"strings"

	"wormweave/rules"
)

// The file format (docs/book.md): a header, the entries sorted by
// position, then the turns' ids, all little-endian.
const (
	magic      = "WORMBOOK"
	version    = 1
	headerSize = 28
	entrySize  = 32
	// MaxEntries is the most entries a book file may hold (a built-in
	// book holds some thousands): a header that claims more is refused
	// before anything is allocated.
	MaxEntries = 1 << 22
	// maxIDBytes bounds the ids' block, for the same reason.
	maxIDBytes = 1 << 26
	// maxIDLen bounds one id: an Interweave chain of sixteen captures
	// takes about 150 bytes.
	maxIDLen = 1024
)

// ErrNotBook is the error of a file that does not start as a book does.
var ErrNotBook = errors.New("not a Wormweave book: it does not start with " + magic)

// Write writes the book to w in the format that Read reads.
func (b *Book) Write(w io.Writer) error {
	var ids []byte
	body := make([]byte, 0, len(b.recs)*entrySize)
	offsets := map[string]uint32{}
	for _, r := range b.recs {
		off, ok := offsets[r.id]
		if !ok {
			off = uint32(len(ids))
			offsets[r.id] = off
			ids = append(ids, r.id...)
		}
		body = binary.LittleEndian.AppendUint64(body, r.key)
		body = binary.LittleEndian.AppendUint32(body, r.check)
		body = binary.LittleEndian.AppendUint32(body, r.games)
		body = binary.LittleEndian.AppendUint32(body, r.white)
		body = binary.LittleEndian.AppendUint32(body, r.black)
		body = binary.LittleEndian.AppendUint16(body, uint16(r.eval))
		body = binary.LittleEndian.AppendUint16(body, uint16(len(r.id)))
		body = binary.LittleEndian.AppendUint32(body, off)
	}
	body = append(body, ids...)
	h := make([]byte, 0, headerSize)
	h = append(h, magic...)
	h = binary.LittleEndian.AppendUint16(h, version)
	h = append(h, byte(b.v), 0)
	h = binary.LittleEndian.AppendUint32(h, uint32(len(b.recs)))
	h = binary.LittleEndian.AppendUint32(h, uint32(len(ids)))
	h = binary.LittleEndian.AppendUint32(h, uint32(b.games))
	h = binary.LittleEndian.AppendUint32(h, crc32.ChecksumIEEE(body))
	bw := bufio.NewWriter(w)
	bw.Write(h)
	bw.Write(body)
	return bw.Flush()
}

// Read reads a book written by Write. A file that is not a book, one of a
// later version, or one truncated or damaged gets an error that says
// what is wrong, and where; Read never panics and never allocates more
// than the file's header allows, itself bounded.
func Read(r io.Reader) (*Book, error) {
	h := make([]byte, headerSize)
	if n, err := io.ReadFull(r, h); err != nil {
		switch {
		case err != io.EOF && err != io.ErrUnexpectedEOF:
			return nil, err
		case n == 0:
			return nil, fmt.Errorf("empty file: %w", ErrNotBook)
		case !strings.HasPrefix(magic, string(h[:min(n, len(magic))])):
			return nil, ErrNotBook
		}
		return nil, fmt.Errorf("book truncated: the header has %d bytes of %d", n, headerSize)
	}
	if string(h[:len(magic)]) != magic {
		return nil, ErrNotBook
	}
	le := binary.LittleEndian
	if ver := le.Uint16(h[8:]); ver != version {
		if ver > version {
			return nil, fmt.Errorf("book of format version %d: this program reads version %d; a newer Wormweave wrote it", ver, version)
		}
		return nil, fmt.Errorf("book of format version %d: this program reads version %d", ver, version)
	}
	v := rules.Variant(h[10])
	if !slices.Contains(rules.Variants, v) {
		return nil, fmt.Errorf("book header: unknown variant number %d", h[10])
	}
	if h[11] != 0 {
		return nil, fmt.Errorf("book header: byte 12 is %d, where this version writes 0", h[11])
	}
	n, idBytes := le.Uint32(h[12:]), le.Uint32(h[16:])
	games := le.Uint32(h[20:])
	sum := le.Uint32(h[24:])
	if n > MaxEntries {
		return nil, fmt.Errorf("book header: %d entries, more than the %d a book may hold", n, MaxEntries)
	}
	if idBytes > maxIDBytes {
		return nil, fmt.Errorf("book header: %d bytes of turns, more than the %d a book may hold", idBytes, maxIDBytes)
	}
	if games > 1<<31-1 {
		return nil, fmt.Errorf("book header: %d games, more than a book may count", games)
	}
	size := int(n)*entrySize + int(idBytes)
	body := make([]byte, size)
	if got, err := io.ReadFull(r, body); err != nil {
		if err == io.EOF || err == io.ErrUnexpectedEOF {
			return nil, fmt.Errorf("book truncated: %d bytes after the header where it announces %d", got, size)
		}
		return nil, err
	}
	if extra, err := r.Read(make([]byte, 1)); extra > 0 {
		return nil, fmt.Errorf("book damaged: more bytes after the %d its header announces", headerSize+size)
	} else if err != nil && err != io.EOF {
		return nil, err
	}
	if crc32.ChecksumIEEE(body) != sum {
		return nil, fmt.Errorf("book damaged: its checksum does not match its content")
	}
	ids := body[int(n)*entrySize:]
	b := &Book{v: v, games: int(games), recs: make([]record, n)}
	seen := map[string]bool{} // the ids of the current position
	for i := range b.recs {
		e := body[i*entrySize:]
		off, l := le.Uint32(e[28:]), le.Uint16(e[26:])
		where := fmt.Sprintf("book entry %d (byte %d)", i+1, headerSize+i*entrySize+1)
		if l == 0 || l > maxIDLen || uint64(off)+uint64(l) > uint64(len(ids)) {
			return nil, fmt.Errorf("%s: its turn lies outside the turns' block", where)
		}
		rec := record{
			key: le.Uint64(e), check: le.Uint32(e[8:]),
			games: le.Uint32(e[12:]), white: le.Uint32(e[16:]), black: le.Uint32(e[20:]),
			eval: int16(le.Uint16(e[24:])),
			id:   string(ids[off : off+uint32(l)]),
		}
		switch {
		case rec.games == 0 || rec.games > 1<<31-1:
			return nil, fmt.Errorf("%s: %d games", where, rec.games)
		case uint64(rec.white)+uint64(rec.black) > uint64(rec.games):
			return nil, fmt.Errorf("%s: %d wins for White and %d for Black in %d games", where, rec.white, rec.black, rec.games)
		case rec.eval > MaxEval || rec.eval < -MaxEval:
			return nil, fmt.Errorf("%s: evaluation %d out of range", where, rec.eval)
		case !validID(rec.id):
			return nil, fmt.Errorf("%s: %q is not a turn's id", where, rec.id)
		}
		if i > 0 {
			prev := &b.recs[i-1]
			if prev.key != rec.key || prev.check != rec.check {
				clear(seen)
			}
			if compareRecords(prev, &rec) >= 0 && !seen[rec.id] {
				return nil, fmt.Errorf("%s: out of order: the entries must be sorted by position, then most played first", where)
			}
		}
		if seen[rec.id] {
			return nil, fmt.Errorf("%s: the turn %s of its position comes twice", where, rec.id)
		}
		seen[rec.id] = true
		b.recs[i] = rec
	}
	return b, nil
}

// compareRecords orders records as the file keeps them: by key, check,
// most played first, then id.
func compareRecords(a, b *record) int {
	return cmp.Or(cmp.Compare(a.key, b.key), cmp.Compare(a.check, b.check),
		cmp.Compare(b.games, a.games), strings.Compare(a.id, b.id))
}

// validID reports whether id is made of the characters of a turn's id:
// square names, "x", "=", a piece letter, "," and "-".
func validID(id string) bool {
	for i := 0; i < len(id); i++ {
		c := id[i]
		if !(c >= 'a' && c <= 'z' || c >= '1' && c <= '8' || c == 'x' || c == '=' || c == ',' || c == '-') {
			return false
		}
	}
	return id != ""
}
