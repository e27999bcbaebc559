package rules

// Sliding attacks by magic bitboards: for a square and an occupancy, the
// squares a slider reaches along its lines up to and including the first
// piece on each. The magic numbers come from magic_numbers.go; each is
// checked as its table is built, and searched for again (from fixed seeds,
// so every run builds the same tables) should one not fit.

type magic struct {
	mask    Bitboard
	number  uint64
	shift   uint8
	attacks []Bitboard
}

var (
	bishopMagics [64]magic
	rookMagics   [64]magic
)

// bishopAttacks returns the diagonal attacks from s given the occupancy.
func bishopAttacks(s Square, occ Bitboard) Bitboard {
	m := &bishopMagics[s]
	return m.attacks[uint64(occ&m.mask)*m.number>>m.shift]
}

// rookAttacks returns the orthogonal attacks from s given the occupancy.
func rookAttacks(s Square, occ Bitboard) Bitboard {
	m := &rookMagics[s]
	return m.attacks[uint64(occ&m.mask)*m.number>>m.shift]
}

// slowAttacks walks the rays of dirs from s, stopping on the first piece.
func slowAttacks(s Square, occ Bitboard, dirs [4]int) Bitboard {
	var a Bitboard
	for _, d := range dirs {
		for t := neighbor[d][s]; t >= 0; t = neighbor[d][t] {
			a |= Bit(t)
			if occ.Has(t) {
				break
			}
		}
	}
	return a
}

// relevantMask is the part of s's lines whose occupancy matters: the rays
// without their last square.
func relevantMask(s Square, dirs [4]int) Bitboard {
	var m Bitboard
	for _, d := range dirs {
		for t := neighbor[d][s]; t >= 0 && neighbor[d][t] >= 0; t = neighbor[d][t] {
			m |= Bit(t)
		}
	}
	return m
}

// magicSeeds seed the search for each rank's squares; these seeds find
// working numbers after few tries.
var magicSeeds = [8]uint64{728, 10316, 55013, 32803, 12281, 15100, 16645, 255}

func init() {
	var occs, atts [4096]Bitboard
	var epoch [4096]int
	try := 0
	build := func(m *magic, s Square, dirs [4]int, known uint64) {
		seed := magicSeeds[s.Rank()]
		rand := func() uint64 { // xorshift64*
			seed ^= seed >> 12
			seed ^= seed << 25
			seed ^= seed >> 27
			return seed * 2685821657736338717
		}
		m.mask = relevantMask(s, dirs)
		bitsN := m.mask.Count()
		m.shift = uint8(64 - bitsN)
		// Enumerate the subsets of the mask (carry-rippler).
		n := 0
		for sub := Bitboard(0); ; {
			occs[n], atts[n] = sub, slowAttacks(s, sub, dirs)
			n++
			if sub = (sub - m.mask) & m.mask; sub == 0 {
				break
			}
		}
		m.attacks = make([]Bitboard, 1<<bitsN)
		for first := true; ; first = false {
			if first {
				m.number = known
			} else {
				// A sparse random number: few bits set makes good magics likely.
				a, b, c := rand(), rand(), rand()
				m.number = a & b & c
			}
			if Bitboard((uint64(m.mask)*m.number)>>56).Count() < 6 {
				continue
			}
			try++
			ok := true
			for i := 0; i < n; i++ {
				idx := uint64(occs[i]) * m.number >> m.shift
				if epoch[idx] != try {
					epoch[idx] = try
					m.attacks[idx] = atts[i]
				} else if m.attacks[idx] != atts[i] {
					ok = false
					break
				}
			}
			if ok {
				return
			}
		}
	}
	for s := Square(0); s < 64; s++ {
		build(&bishopMagics[s], s, diagDirs, bishopMagicNumbers[s])
		build(&rookMagics[s], s, orthDirs, rookMagicNumbers[s])
	}
}
