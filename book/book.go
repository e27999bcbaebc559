package book

import (
	"cmp"
	"embed"
	"hash/fnv"
	"math/rand"
	"slices"
	"sort"
	"strings"
	"sync"

	"wormweave/rules"
)

// Entry is a turn of the book in a position.
type Entry struct {
	Turn rules.Turn // legal in the position looked up
	ID   string     // the turn's canonical id (rules.Turn.ID)
	// Games counts the book's games that played the turn here; WhiteWins
	// and BlackWins those of them each side won, the rest being draws
	// (or games stopped at the ply cap).
	Games, WhiteWins, BlackWins int
	// Eval is the engine's evaluation of the turn, in centipawns from
	// the point of view of the side to move; beyond ±MateEval it is a
	// won or lost game.
	Eval int
}

// MateEval bounds the evaluations that are not won or lost games: an
// Eval above it is a forced win for the side to move, below -MateEval a
// forced loss. It is the engine's mate score less the longest line the
// engine searches; a book stores no evaluation beyond ±MaxEval.
const (
	MateEval = 29744
	MaxEval  = 30000
)

// ClearLoss is the evaluation, in centipawns from the mover's side, below
// which Pick never plays a turn: the engine says it loses clearly.
const ClearLoss = -150

// pickMargin is how far below the book's best evaluation in a position a
// turn may score and still be picked: the self-play games chose among
// turns this close (see BuildConfig.Margin), and a turn much worse than
// the best one, however often played, is a mistake the engine's later
// search saw.
const pickMargin = 60

// record is one turn of one position, as the file stores it.
type record struct {
	key          uint64
	check        uint32
	id           string
	games        uint32
	white, black uint32
	eval         int16
}

// Book is an opening book of one variant. Its methods may be called from
// several goroutines at once.
type Book struct {
	v     rules.Variant
	games int      // the self-play games the book was built from
	recs  []record // sorted by key, check, then most played first and id
}

// New returns an empty book of variant v.
func New(v rules.Variant) *Book { return &Book{v: v} }

// Variant is the variant of the book's positions.
func (b *Book) Variant() rules.Variant { return b.v }

// Games is the number of self-play games the book was built from.
func (b *Book) Games() int { return b.games }

// Len is the number of turns the book holds, over all its positions.
func (b *Book) Len() int { return len(b.recs) }

// Positions is the number of positions the book holds.
func (b *Book) Positions() int {
	n := 0
	for i := range b.recs {
		if i == 0 || b.recs[i].key != b.recs[i-1].key || b.recs[i].check != b.recs[i-1].check {
			n++
		}
	}
	return n
}

// Check returns the second key of a position, which the book stores
// beside its Zobrist key: an FNV-1a hash of what the position is (board,
// side to move, en-passant right, captured pool, chain square, but not
// its ply count), made independently of the Zobrist key, so that two
// positions whose Zobrist keys collide almost surely differ in it.
func Check(p *rules.Position) uint32 {
	s := p.Setup()
	h := fnv.New32a()
	var buf [64 + 16]byte
	for i, pc := range s.Board {
		buf[i] = byte(pc)
	}
	n := 64
	buf[n] = byte(s.Variant)
	buf[n+1] = byte(s.Turn)
	buf[n+2] = byte(s.Passed)
	buf[n+3] = byte(s.ArrivalFile)
	buf[n+4] = byte(p.ChainSquare())
	n += 5
	for c := range s.Pool {
		for k := range s.Pool[c] {
			buf[n] = byte(s.Pool[c][k])
			n++
		}
	}
	h.Write(buf[:n])
	return h.Sum32()
}

// span returns the book's records of the position with key and check.
func (b *Book) span(key uint64, check uint32) []record {
	i := sort.Search(len(b.recs), func(i int) bool {
		r := &b.recs[i]
		return r.key > key || (r.key == key && r.check >= check)
	})
	j := i
	for j < len(b.recs) && b.recs[j].key == key && b.recs[j].check == check {
		j++
	}
	return b.recs[i:j]
}

// Lookup returns the book's turns in pos, most played first (then by id),
// or none when pos is not in the book. Only turns legal in pos are
// returned: a turn of the book that is not (the position collided with
// another one's keys) is left out.
func (b *Book) Lookup(pos *rules.Position) []Entry {
	if pos == nil || pos.Variant() != b.v {
		return nil
	}
	recs := b.span(pos.Hash(), Check(pos))
	if len(recs) == 0 {
		return nil
	}
	want := make(map[string]int, len(recs))
	for i, r := range recs {
		want[r.id] = i
	}
	out := make([]Entry, 0, len(recs))
	pos.WalkTurns(func(t rules.Turn) bool {
		id := t.ID(b.v)
		if i, ok := want[id]; ok {
			r := recs[i]
			out = append(out, Entry{
				Turn: append(rules.Turn(nil), t...), ID: id,
				Games: int(r.games), WhiteWins: int(r.white), BlackWins: int(r.black), Eval: int(r.eval),
			})
			delete(want, id)
		}
		return len(want) > 0
	})
	slices.SortFunc(out, func(a, c Entry) int {
		return cmp.Or(cmp.Compare(c.Games, a.Games), strings.Compare(a.ID, c.ID))
	})
	return out
}

// Pick returns a turn of the book for the engine to play in pos, and
// false when the book has none worth playing there: PickEntry's turn.
func (b *Book) Pick(pos *rules.Position, rnd *rand.Rand) (rules.Turn, bool) {
	e, ok := b.PickEntry(pos, rnd)
	return e.Turn, ok
}

// PickEntry returns the book's entry of a turn for the engine to play in
// pos, with the games and evaluation the book has of it, and false when
// the book has none worth playing there. It chooses at random
// (rnd; nil takes the most likely turn) among the turns the engine
// evaluated within a small margin of the best of them, weighted by how
// often each was played and how it scored for the side that played it;
// it never returns a turn whose evaluation is below ClearLoss.
func (b *Book) PickEntry(pos *rules.Position, rnd *rand.Rand) (Entry, bool) {
	entries := b.Lookup(pos)
	if len(entries) == 0 {
		return Entry{}, false
	}
	best := entries[0].Eval
	for _, e := range entries {
		best = max(best, e.Eval)
	}
	var cands []Entry
	var weights []float64
	total := 0.0
	for _, e := range entries {
		if e.Eval < ClearLoss || e.Eval < best-pickMargin || e.Games == 0 {
			continue
		}
		wins, losses := e.WhiteWins, e.BlackWins
		if pos.Turn() == rules.Black {
			wins, losses = losses, wins
		}
		draws := e.Games - wins - losses
		score := (float64(wins) + float64(draws)/2) / float64(e.Games)
		// A turn that always lost keeps a little weight: the games are
		// few, and the engine still rates it.
		w := float64(e.Games) * (0.1 + score)
		cands = append(cands, e)
		weights = append(weights, w)
		total += w
	}
	if len(cands) == 0 {
		return Entry{}, false
	}
	if rnd == nil {
		i := 0
		for j := range weights {
			if weights[j] > weights[i] {
				i = j
			}
		}
		return cands[i], true
	}
	x := rnd.Float64() * total
	for i, w := range weights {
		if x < w {
			return cands[i], true
		}
		x -= w
	}
	return cands[len(cands)-1], true
}

//go:embed data/*.book
var builtinFiles embed.FS

var (
	builtinOnce  [2]sync.Once
	builtinBooks [2]*Book
)

// Builtin returns the book that ships with the program for variant v,
// read once, on the first call. It is never nil: a variant without one
// (or, which the tests rule out, a damaged one) gets an empty book.
func Builtin(v rules.Variant) *Book {
	i := int(v)
	if i < 0 || i >= len(builtinOnce) {
		return New(v)
	}
	builtinOnce[i].Do(func() {
		builtinBooks[i] = New(v)
		b, err := readBuiltin(v)
		if err == nil && b.v == v {
			builtinBooks[i] = b
		}
	})
	return builtinBooks[i]
}

// BuiltinName is the name of the file of v's built-in book in data/.
func BuiltinName(v rules.Variant) string { return strings.ToLower(v.String()) + ".book" }

func readBuiltin(v rules.Variant) (*Book, error) {
	f, err := builtinFiles.Open("data/" + BuiltinName(v))
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return Read(f)
}
