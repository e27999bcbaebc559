package book

import (
	"bytes"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"math/rand"
	"slices"
	"strings"
	"testing"

	"wormweave/rules"
)

// play returns the position after the turns with the given ids from the
// start of v.
func play(t testing.TB, v rules.Variant, ids ...string) *rules.Position {
	t.Helper()
	p := rules.NewPosition(v)
	for _, id := range ids {
		turn, ok := turnByID(p, id)
		if !ok {
			t.Fatalf("%s: no turn %s in %s", v, id, p.FEN())
		}
		if err := p.PlayTurn(turn); err != nil {
			t.Fatal(err)
		}
	}
	return p
}

func turnByID(p *rules.Position, id string) (rules.Turn, bool) {
	var found rules.Turn
	p.WalkTurns(func(t rules.Turn) bool {
		if t.ID(p.Variant()) == id {
			found = append(rules.Turn(nil), t...)
			return false
		}
		return true
	})
	return found, found != nil
}

// firstTurns returns the ids of the first n turns of p, by id.
func firstTurns(p *rules.Position, n int) []string {
	var ids []string
	p.WalkTurnsByID(func(t rules.Turn) bool {
		ids = append(ids, t.ID(p.Variant()))
		return len(ids) < n
	})
	return ids
}

// rec returns the record of the turn id in p.
func rec(p *rules.Position, id string, games, white, black uint32, eval int16) record {
	return record{key: p.Hash(), check: Check(p), id: id, games: games, white: white, black: black, eval: eval}
}

// sample returns a book of v with some positions, as a test wants them.
func sample(t testing.TB, v rules.Variant) *Book {
	start := rules.NewPosition(v)
	ids := firstTurns(start, 4)
	next := play(t, v, ids[0])
	reply := firstTurns(next, 2)
	b := &Book{v: v, games: 17, recs: []record{
		rec(start, ids[0], 9, 5, 3, 25),
		rec(start, ids[1], 5, 1, 4, -20),
		rec(start, ids[2], 2, 2, 0, MaxEval),
		rec(start, ids[3], 1, 0, 0, -MaxEval),
		rec(next, reply[0], 6, 3, 3, 0),
		rec(next, reply[1], 3, 1, 1, -140),
	}}
	slices.SortFunc(b.recs, func(x, y record) int { return compareRecords(&x, &y) })
	return b
}

func write(t testing.TB, b *Book) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := b.Write(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestWriteThenReadGivesTheSameBook(t *testing.T) {
	// Two records with the same Zobrist key and different checks: a
	// collision, which the book keeps apart.
	p := rules.NewPosition(rules.Wormhole)
	collided := []record{
		{key: p.Hash(), check: 1, id: "a2a3", games: 3, white: 1, black: 1, eval: 5},
		{key: p.Hash(), check: 2, id: "a2a3", games: 2, white: 0, black: 2, eval: -5},
	}
	chain := strings.Repeat("c8c8xb8d8,", 15) + "c8c8xb8d8"
	for _, c := range []struct {
		name string
		book *Book
	}{
		{"empty", New(rules.Wormhole)},
		{"empty interweave", New(rules.Interweave)},
		{"wormhole", sample(t, rules.Wormhole)},
		{"interweave", sample(t, rules.Interweave)},
		{"collision", &Book{v: rules.Wormhole, games: 5, recs: collided}},
		{"long id and large counts", &Book{v: rules.Interweave, games: 1<<31 - 1, recs: []record{
			{key: 1<<64 - 1, check: 1<<32 - 1, id: chain, games: 1<<31 - 1, white: 1 << 30, black: 1<<30 - 1, eval: -MaxEval},
		}}},
	} {
		t.Run(c.name, func(t *testing.T) {
			data := write(t, c.book)
			got, err := Read(bytes.NewReader(data))
			if err != nil {
				t.Fatal(err)
			}
			if got.Variant() != c.book.Variant() || got.Games() != c.book.Games() || !slices.Equal(got.recs, c.book.recs) {
				t.Errorf("read back %+v, wrote %+v", got, c.book)
			}
			if again := write(t, got); !bytes.Equal(again, data) {
				t.Errorf("written again, the book's bytes differ")
			}
		})
	}
}

func TestLookupKnownPositions(t *testing.T) {
	for _, v := range rules.Variants {
		t.Run(v.String(), func(t *testing.T) {
			b := sample(t, v)
			start := rules.NewPosition(v)
			ids := firstTurns(start, 4)
			got := b.Lookup(start)
			want := []Entry{
				{ID: ids[0], Games: 9, WhiteWins: 5, BlackWins: 3, Eval: 25},
				{ID: ids[1], Games: 5, WhiteWins: 1, BlackWins: 4, Eval: -20},
				{ID: ids[2], Games: 2, WhiteWins: 2, Eval: MaxEval},
				{ID: ids[3], Games: 1, Eval: -MaxEval},
			}
			if len(got) != len(want) {
				t.Fatalf("got %d entries %+v, want %d", len(got), got, len(want))
			}
			for i := range want {
				g := got[i]
				if g.Turn.ID(v) != g.ID {
					t.Errorf("entry %d: turn %s, id %s", i, g.Turn.ID(v), g.ID)
				}
				if plain(g) != plain(want[i]) {
					t.Errorf("entry %d: %+v, want %+v", i, g, want[i])
				}
			}
			// The same position reached with another ply count is the same.
			next := play(t, v, ids[0])
			if n := len(b.Lookup(next)); n != 2 {
				t.Errorf("after %s: %d entries, want 2", ids[0], n)
			}
			for _, p := range []*rules.Position{play(t, v, ids[1]), nil} {
				if got := b.Lookup(p); got != nil {
					t.Errorf("a position not in the book: %+v", got)
				}
			}
			other := rules.Wormhole
			if v == rules.Wormhole {
				other = rules.Interweave
			}
			if got := b.Lookup(rules.NewPosition(other)); got != nil {
				t.Errorf("the other variant's start: %+v", got)
			}
		})
	}
}

// A record whose turn is not legal where it is looked up (a collision of
// both keys, or a damaged book) is never returned.
func TestLookupLeavesOutIllegalTurns(t *testing.T) {
	v := rules.Wormhole
	start := rules.NewPosition(v)
	legal := firstTurns(start, 1)[0]
	b := &Book{v: v, recs: []record{
		rec(start, "a1a8", 50, 0, 0, 900),
		rec(start, "e2e4xe7", 40, 0, 0, 900),
		rec(start, legal, 3, 1, 1, 0),
	}}
	got := b.Lookup(start)
	if len(got) != 1 || got[0].ID != legal {
		t.Errorf("got %+v, want only %s", got, legal)
	}
	for seed := range int64(200) {
		turn, ok := b.Pick(start, rand.New(rand.NewSource(seed)))
		if !ok || turn.ID(v) != legal {
			t.Fatalf("seed %d: picked %v %v, want %s", seed, turn, ok, legal)
		}
	}
}

func TestPickPlaysLegalTurnsThatDoNotLoseClearly(t *testing.T) {
	for _, v := range rules.Variants {
		start := rules.NewPosition(v)
		ids := firstTurns(start, 5)
		b := &Book{v: v, recs: []record{
			rec(start, ids[0], 100, 0, 100, ClearLoss-1), // most played, but loses
			rec(start, ids[1], 10, 6, 2, 30),
			rec(start, ids[2], 10, 2, 6, 10),
			rec(start, ids[3], 10, 8, 0, 30-pickMargin-1), // too far below the best
			rec(start, "h1h8", 1000, 1000, 0, 500),        // not legal
			rec(start, ids[4], 1, 1, 0, 29),
		}}
		slices.SortFunc(b.recs, func(x, y record) int { return compareRecords(&x, &y) })
		seen := map[string]int{}
		for seed := range int64(1000) {
			turn, ok := b.Pick(start, rand.New(rand.NewSource(seed)))
			if !ok {
				t.Fatalf("%s: seed %d: no turn", v, seed)
			}
			p := *start
			if err := p.PlayTurn(turn); err != nil {
				t.Fatalf("%s: seed %d: picked an illegal turn %s: %v", v, seed, turn.ID(v), err)
			}
			seen[turn.ID(v)]++
		}
		if seen[ids[0]] > 0 || seen[ids[3]] > 0 || len(seen) != 3 {
			t.Errorf("%s: picked %v; want only %s, %s and %s", v, seen, ids[1], ids[2], ids[4])
		}
		// The better-scoring turn, as often played, is picked more often.
		if seen[ids[1]] <= seen[ids[2]] || seen[ids[4]] == 0 {
			t.Errorf("%s: picked %v", v, seen)
		}
		if turn, ok := b.Pick(start, nil); !ok || turn.ID(v) != ids[1] {
			t.Errorf("%s: without randomness picked %v, want %s", v, turn, ids[1])
		}
		lost := &Book{v: v, recs: []record{rec(start, ids[0], 10, 0, 10, -400)}}
		if turn, ok := lost.Pick(start, nil); ok {
			t.Errorf("%s: picked %s, evaluated as a clear loss", v, turn.ID(v))
		}
		if _, ok := New(v).Pick(start, nil); ok {
			t.Errorf("%s: an empty book picked a turn", v)
		}
	}
}

// resum rewrites the checksum of a file whose body a test changed, so
// that the reader's other checks are the ones to find the fault.
func resum(data []byte) []byte {
	binary.LittleEndian.PutUint32(data[24:], crc32.ChecksumIEEE(data[headerSize:]))
	return data
}

func TestReadRefusesBadFiles(t *testing.T) {
	good := write(t, sample(t, rules.Wormhole))
	edit := func(f func(d []byte) []byte) []byte { return f(bytes.Clone(good)) }
	entry := func(i int) int { return headerSize + i*entrySize }
	for _, c := range []struct {
		name string
		data []byte
		want string
	}{
		{"empty", nil, "empty file: not a Wormweave book"},
		{"PGN", []byte("[Event \"x\"]\n\n1. e2-e4 *\n"), "not a Wormweave book"},
		{"PNG", []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"), "not a Wormweave book"},
		{"magic alone", []byte("WORMBOOK"), "book truncated: the header has 8 bytes of 28"},
		{"short magic", []byte("WORM"), "book truncated: the header has 4 bytes of 28"},
		{"header alone", good[:headerSize], "book truncated: 0 bytes after the header where it announces"},
		{"cut in an entry", good[:entry(2)+5], "book truncated"},
		{"cut in the ids", good[:len(good)-1], "book truncated"},
		{"a byte more", append(bytes.Clone(good), 0), "more bytes after the"},
		{"flipped bit", edit(func(d []byte) []byte { d[entry(1)+13] ^= 4; return d }), "checksum does not match"},
		{"newer version", edit(func(d []byte) []byte { d[8] = 2; return d }), "format version 2: this program reads version 1; a newer Wormweave"},
		{"unknown variant", edit(func(d []byte) []byte { d[10] = 7; return d }), "unknown variant number 7"},
		{"reserved byte", edit(func(d []byte) []byte { d[11] = 1; return d }), "byte 12 is 1"},
		{"too many entries", edit(func(d []byte) []byte { binary.LittleEndian.PutUint32(d[12:], MaxEntries+1); return d }), "more than the 4194304"},
		{"huge ids", edit(func(d []byte) []byte { binary.LittleEndian.PutUint32(d[16:], 1<<31); return d }), "bytes of turns, more than"},
		{"no games", edit(func(d []byte) []byte {
			binary.LittleEndian.PutUint32(d[entry(0)+12:], 0)
			return resum(d)
		}), "book entry 1 (byte 29): 0 games"},
		{"more wins than games", edit(func(d []byte) []byte {
			binary.LittleEndian.PutUint32(d[entry(2)+16:], 1000)
			return resum(d)
		}), "book entry 3 (byte 93): 1000 wins for White"},
		{"evaluation", edit(func(d []byte) []byte {
			binary.LittleEndian.PutUint16(d[entry(0)+24:], 0x8000)
			return resum(d)
		}), "evaluation -32768 out of range"},
		{"id outside", edit(func(d []byte) []byte {
			binary.LittleEndian.PutUint32(d[entry(1)+28:], 1<<20)
			return resum(d)
		}), "book entry 2 (byte 61): its turn lies outside"},
		{"empty id", edit(func(d []byte) []byte {
			binary.LittleEndian.PutUint16(d[entry(1)+26:], 0)
			return resum(d)
		}), "its turn lies outside"},
		{"id not a turn", edit(func(d []byte) []byte { d[len(d)-2] = '!'; return resum(d) }), "is not a turn's id"},
		{"out of order", edit(func(d []byte) []byte {
			a, b := d[entry(0):entry(1)], d[entry(4):entry(5)]
			tmp := bytes.Clone(a)
			copy(a, b)
			copy(b, tmp)
			return resum(d)
		}), "out of order"},
		{"twice", edit(func(d []byte) []byte {
			// Entry 2 names entry 1's turn.
			copy(d[entry(1)+26:entry(1)+32], d[entry(0)+26:entry(0)+32])
			return resum(d)
		}), "comes twice"},
	} {
		t.Run(c.name, func(t *testing.T) {
			b, err := Read(bytes.NewReader(c.data))
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("got %v, %v; want an error with %q", b, err, c.want)
			}
		})
	}
	if _, err := Read(bytes.NewReader([]byte("GIF89a"))); !errors.Is(err, ErrNotBook) {
		t.Errorf("a foreign file: %v, want ErrNotBook", err)
	}
}

func FuzzRead(f *testing.F) {
	for _, v := range rules.Variants {
		f.Add(write(f, sample(f, v)))
		f.Add(write(f, New(v)))
	}
	f.Add([]byte("WORMBOOK\x01\x00\x00\x00\xff\xff\xff\xff"))
	f.Fuzz(func(t *testing.T, data []byte) {
		b, err := Read(bytes.NewReader(data))
		if err != nil {
			if b != nil {
				t.Fatalf("a book and an error: %v", err)
			}
			return
		}
		// Another writer may share or order the ids otherwise: what
		// counts is that the book written reads back the same.
		again, err := Read(bytes.NewReader(write(t, b)))
		if err != nil || again.v != b.v || again.games != b.games || !slices.Equal(again.recs, b.recs) {
			t.Fatalf("a book read, written and read again differs: %v", err)
		}
		start := rules.NewPosition(b.Variant())
		for _, e := range b.Lookup(start) {
			p := *start
			if err := p.PlayTurn(e.Turn); err != nil {
				t.Fatalf("Lookup returned an illegal turn %s: %v", e.ID, err)
			}
		}
		b.Pick(start, rand.New(rand.NewSource(1)))
	})
}

func TestCollectorCountsEachTurn(t *testing.T) {
	v := rules.Wormhole
	start := rules.NewPosition(v)
	ids := firstTurns(start, 2)
	col := NewCollector(v)
	add := func(id string, r rules.Result, eval int) {
		col.AddGame()
		turn, _ := turnByID(start, id)
		col.Add(start, turn, r, eval)
	}
	add(ids[0], rules.WhiteWins, 10)
	add(ids[0], rules.BlackWins, 20)
	add(ids[0], rules.Ongoing, 40000) // kept within MaxEval
	add(ids[1], rules.WhiteWins, -7)
	for _, c := range []struct {
		minGames int
		want     []Entry
	}{
		{1, []Entry{{ID: ids[0], Games: 3, WhiteWins: 1, BlackWins: 1, Eval: (10 + 20 + MaxEval) / 3}, {ID: ids[1], Games: 1, WhiteWins: 1, Eval: -7}}},
		{4, []Entry{{ID: ids[0], Games: 3, WhiteWins: 1, BlackWins: 1, Eval: (10 + 20 + MaxEval) / 3}, {ID: ids[1], Games: 1, WhiteWins: 1, Eval: -7}}},
		{5, nil},
	} {
		b := col.Book(c.minGames)
		got := b.Lookup(start)
		if !slices.Equal(plains(got), plains(c.want)) || b.Games() != 4 {
			t.Errorf("min %d: got %+v from %d games, want %+v from 4", c.minGames, got, b.Games(), c.want)
		}
	}
}

// entryText is an Entry without its turn, which can be compared.
type entryText struct {
	ID                          string
	Games, WhiteWins, BlackWins int
	Eval                        int
}

func plain(e Entry) entryText { return entryText{e.ID, e.Games, e.WhiteWins, e.BlackWins, e.Eval} }

func plains(es []Entry) []entryText {
	var out []entryText
	for _, e := range es {
		out = append(out, plain(e))
	}
	return out
}

// PickEntry's entry is the book's own entry of the turn Pick plays with
// the same random source: its games, wins and evaluation as Lookup has them.
func TestPickEntryIsTheLookedUpEntry(t *testing.T) {
	for _, v := range rules.Variants {
		start := rules.NewPosition(v)
		b := Builtin(v)
		byID := map[string]Entry{}
		for _, e := range b.Lookup(start) {
			byID[e.ID] = e
		}
		for seed := int64(1); seed <= 20; seed++ {
			e, ok := b.PickEntry(start, rand.New(rand.NewSource(seed)))
			turn, ok2 := b.Pick(start, rand.New(rand.NewSource(seed)))
			want, known := byID[e.ID]
			if !ok || !ok2 || !known || turn.ID(v) != e.ID || e.Games != want.Games || e.WhiteWins != want.WhiteWins ||
				e.BlackWins != want.BlackWins || e.Eval != want.Eval {
				t.Fatalf("%v seed %d: PickEntry %+v (%v), Pick %v (%v), Lookup %+v", v, seed, e, ok, turn, ok2, want)
			}
		}
	}
}
