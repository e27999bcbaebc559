package rules

// The Wormhole neighbour table. Every Wormhole step lands on the nearest
// square along its direction that is not a hole (next), and the move
// generator, the attack search and the evaluation's reach take millions of
// such steps a second. The holes change by one square a move, so the
// position keeps the answer for every square and direction instead of
// finding it with a bit scan each time.
//
// A square is stored as s+1 so that 0 stands for NoSquare (and a zero
// Position walks off the board at once): hop[d][s+1] is next(s, d,
// p.holes)+1, and hop[d][0] is 0, so that a step from NoSquare stays there
// without a test. sq1 turns such a value into its square's bit (0 for 0).

// sq1[v] is the bitboard of the square v-1, empty for v = 0 (and for
// every v above 64, which no table holds: a uint8 then needs no bounds
// check to index it).
var sq1 [256]Bitboard

func init() {
	for s := Square(0); s < 64; s++ {
		sq1[s+1] = Bit(s)
	}
}

// initHops fills the neighbour table from the holes.
func (p *Position) initHops() {
	for d := 0; d < 8; d++ {
		p.hop[d][0] = 0
		for s := Square(0); s < 64; s++ {
			p.hop[d][s+1] = uint8(next(s, d, p.holes) + 1)
		}
	}
}

// openHole updates the table for a new hole on h: the squares whose step
// along d landed on h now land where h's own step does. They are, going
// backwards from h, the holes next to it and the first square that is not
// one.
func (p *Position) openHole(h Square) {
	for d := 0; d < 8; d++ {
		t := p.hop[d][h+1]
		back := d ^ 4
		for s := neighbor[back][h]; s >= 0; s = neighbor[back][s] {
			p.hop[d][s+1] = t
			if !p.holes.Has(s) {
				break
			}
		}
	}
}

// closeHole undoes openHole: the same squares land on h again.
func (p *Position) closeHole(h Square) {
	t := uint8(h + 1)
	for d := 0; d < 8; d++ {
		back := d ^ 4
		for s := neighbor[back][h]; s >= 0; s = neighbor[back][s] {
			p.hop[d][s+1] = t
			if !p.holes.Has(s) {
				break
			}
		}
	}
}

// step returns next(s, d, p.holes) from the table.
func (p *Position) step(s Square, d int) Square {
	return Square(p.hop[d&7][s+1]) - 1
}
