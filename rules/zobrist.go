package rules

// Zobrist hashing: a position's key is the XOR of one random number for each
// thing that tells it apart from others with the same board, so that Make
// and Unmake update it by XOR-ing out what changes and XOR-ing in what comes.
// The ply count is left out: two positions differing only in it play alike.

var (
	zPiece [32][64]uint64 // by Piece value (kind | colour bit) and square
	zHole  [64]uint64
	zBlack uint64           // Black to move
	zPool  [2][3][16]uint64 // Interweave pool: side, kind, count (mod 16)
	zEP    [64]uint64       // square an en-passant step passed over
	zEPArr [8]uint64        // file the pawn arrived on
	zChain [64]uint64       // square of a piece in the middle of a chain
)

func init() {
	// splitmix64 from a fixed seed: the keys are the same in every run, so
	// that keys kept in files (an index of positions) stay valid.
	x := uint64(0x5eed_2026_cafe_f00d)
	rnd := func() uint64 {
		x += 0x9e3779b97f4a7c15
		z := x
		z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
		z = (z ^ z>>27) * 0x94d049bb133111eb
		return z ^ z>>31
	}
	for pc := range zPiece {
		for s := range zPiece[pc] {
			zPiece[pc][s] = rnd()
		}
	}
	for s := range zHole {
		zHole[s] = rnd()
		zEP[s] = rnd()
		zChain[s] = rnd()
	}
	zBlack = rnd()
	for c := range zPool {
		for k := range zPool[c] {
			for n := range zPool[c][k] {
				zPool[c][k][n] = rnd()
			}
		}
	}
	for f := range zEPArr {
		zEPArr[f] = rnd()
	}
}

// Hash returns the position's Zobrist key: equal positions (whatever their
// ply counts) have equal keys, and different ones almost surely differ. It
// covers the pieces, the holes, the side to move, the Interweave pool, the
// en-passant right and the square of a piece in the middle of a chain.
func (p *Position) Hash() uint64 { return p.key }

// computeKey returns the key of the position computed from scratch.
func (p *Position) computeKey() uint64 {
	var k uint64
	for s := Square(0); s < 64; s++ {
		switch pc := p.board[s]; {
		case pc == Hole:
			k ^= zHole[s]
		case pc != Empty:
			k ^= zPiece[pc&31][s]
		}
	}
	if p.turn == Black {
		k ^= zBlack
	}
	for c := range p.pool {
		for i, n := range p.pool[c] {
			k ^= zPool[c][i][n&15]
		}
	}
	k ^= p.epKey() ^ p.chainKey()
	return k
}

// epKey is the en-passant right's share of the key.
func (p *Position) epKey() uint64 {
	if p.epPass < 0 {
		return 0
	}
	return zEP[p.epPass] ^ zEPArr[p.epFile&7]
}

// chainKey is the chain square's share of the key.
func (p *Position) chainKey() uint64 {
	if p.chain < 0 {
		return 0
	}
	return zChain[p.chain]
}

// addPool changes c's pool count of pool index i by d, keeping the key.
func (p *Position) addPool(c Color, i int, d int) {
	p.key ^= zPool[c][i][p.pool[c][i]&15]
	p.pool[c][i] = uint8(int(p.pool[c][i]) + d)
	p.key ^= zPool[c][i][p.pool[c][i]&15]
}
