package engine

import (
	"sync/atomic"

	"wormweave/rules"
)

// table is the transposition table, shared by every thread of a search.
// Each entry is two words written and read atomically; the first holds the
// key XOR-ed with the second, so that a torn entry (two threads writing at
// once) reads as a miss instead of as another position's data.
//
// The first word is XOR-ed with the table's salt too, which clear changes:
// every entry written before then reads as a miss and is replaced like an
// empty one, so that clearing a table of a gigabyte costs nothing instead
// of seconds spent writing zeros over it.
type table struct {
	entries []ttEntry
	mask    uint64
	age     uint8
	salt    uint64 // 0 for a new table, whose entries are all zeros
	clears  uint64
}

type ttEntry struct {
	check, data atomic.Uint64
}

// ttData is an entry's second word, unpacked.
type ttData struct {
	from, to rules.Square
	promo    rules.Kind
	hasMove  bool
	score    Score
	depth    int
	bound    Bound
}

func newTable(mb int) *table {
	n := uint64(mb) << 20 / 16
	size := uint64(1)
	for size*2 <= n {
		size *= 2
	}
	t := &table{entries: make([]ttEntry, size), mask: size - 1}
	t.touch()
	return t
}

// touch writes a word of every page of the table, so that the system
// gives it its memory now, when the option is set, and not one page fault
// at a time during the first search (at 256 MB that search ran at a third
// of its usual speed).
func (t *table) touch() {
	const perPage = 4096 / 16 // entries of 16 bytes in a 4 kB page
	for i := 0; i < len(t.entries); i += perPage {
		t.entries[i].data.Store(0)
	}
}

// clear empties the table, in constant time: see salt. Call it with no
// search running.
func (t *table) clear() {
	t.clears++
	t.salt = mix(t.clears)
	// The age goes on: the next search's age is then none of the entries
	// written before the clear, which hashfull must not count (it cannot
	// tell a stale entry by the salt without its key).
	t.age++
}

// mix is the finaliser of SplitMix64: a different, well spread salt for
// every clear.
func mix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}

// Layout of the data word: bits 0-5 from, 6-11 to, 12-15 promotion kind,
// 16 has-move, 17-18 bound, 19-24 age, 25-32 depth, 33-48 score.
func pack(m rules.Move, hasMove bool, s Score, depth int, b Bound, age uint8) uint64 {
	d := uint64(m.From&63) | uint64(m.To&63)<<6 | uint64(m.Promo&15)<<12
	if hasMove {
		d |= 1 << 16
	}
	d |= uint64(b)<<17 | uint64(age&63)<<19 | uint64(uint8(max(0, min(depth, 255))))<<25
	d |= uint64(uint16(int16(s))) << 33
	return d
}

func unpack(d uint64) ttData {
	return ttData{
		from:    rules.Square(d & 63),
		to:      rules.Square(d >> 6 & 63),
		promo:   rules.Kind(d >> 12 & 15),
		hasMove: d>>16&1 == 1,
		bound:   Bound(d >> 17 & 3),
		depth:   int(d >> 25 & 255),
		score:   Score(int16(uint16(d >> 33))),
	}
}

// probe returns the entry of key, if the table holds one.
func (t *table) probe(key uint64) (ttData, bool) {
	e := &t.entries[key&t.mask]
	d := e.data.Load()
	if e.check.Load()^d != key^t.salt || d == 0 {
		return ttData{}, false
	}
	return unpack(d), true
}

// store keeps what a search of key found, unless the slot holds a deeper
// search of the same position from this search.
func (t *table) store(key uint64, m rules.Move, hasMove bool, s Score, depth int, b Bound) {
	e := &t.entries[key&t.mask]
	old := e.data.Load()
	if e.check.Load()^old == key^t.salt && old != 0 {
		o := unpack(old)
		if uint8(old>>19&63) == t.age&63 && o.depth > depth+2 && b != Exact {
			return
		}
		if !hasMove && o.hasMove {
			m, hasMove = rules.Move{From: o.from, To: o.to, Promo: o.promo}, true
		}
	}
	d := pack(m, hasMove, s, depth, b, t.age)
	e.check.Store(key ^ t.salt ^ d)
	e.data.Store(d)
}
