package rules

import (
	"fmt"
	"math/bits"
)

// Square is a board square, 0 (a1) to 63 (h8); NoSquare means none.
type Square int8

// NoSquare is the absence of a square.
const NoSquare Square = -1

// SquareAt returns the square on file (0 = a) and rank (0 = first rank).
func SquareAt(file, rank int) Square { return Square(rank*8 + file) }

// File returns the square's file, 0 for a to 7 for h.
func (s Square) File() int { return int(s) & 7 }

// Rank returns the square's rank, 0 for the first to 7 for the eighth.
func (s Square) Rank() int { return int(s) >> 3 }

// Valid reports whether s is on the board.
func (s Square) Valid() bool { return s >= 0 && s < 64 }

// IsLight reports whether s is a light square (h1 is light).
func (s Square) IsLight() bool { return (s.File()+s.Rank())&1 == 1 }

// String gives the square's algebraic name, such as "e4", or "-" for NoSquare.
func (s Square) String() string {
	if !s.Valid() {
		return "-"
	}
	return string([]byte{byte('a' + s.File()), byte('1' + s.Rank())})
}

// ParseSquare reads an algebraic square name such as "e4".
func ParseSquare(name string) (Square, error) {
	if len(name) != 2 || name[0] < 'a' || name[0] > 'h' || name[1] < '1' || name[1] > '8' {
		return NoSquare, fmt.Errorf("%q is not a square (a1 to h8)", name)
	}
	return SquareAt(int(name[0]-'a'), int(name[1]-'1')), nil
}

// Bitboard is a set of squares: bit n is square n.
type Bitboard uint64

// Bit returns the set holding only s.
func Bit(s Square) Bitboard { return 1 << uint(s) }

// Has reports whether s is in the set.
func (b Bitboard) Has(s Square) bool { return b&(1<<uint(s)) != 0 }

// Count returns the number of squares in the set.
func (b Bitboard) Count() int { return bits.OnesCount64(uint64(b)) }

// First returns the lowest square of the set, or NoSquare if it is empty.
func (b Bitboard) First() Square {
	if b == 0 {
		return NoSquare
	}
	return Square(bits.TrailingZeros64(uint64(b)))
}

// Squares returns the squares of the set in increasing order.
func (b Bitboard) Squares() []Square {
	out := make([]Square, 0, b.Count())
	for ; b != 0; b &= b - 1 {
		out = append(out, Square(bits.TrailingZeros64(uint64(b))))
	}
	return out
}

// Color is a side: White or Black.
type Color uint8

// The two sides.
const (
	White Color = 0
	Black Color = 1
)

// Other returns the opposite side.
func (c Color) Other() Color { return c ^ 1 }

// String returns "white" or "black".
func (c Color) String() string {
	if c == White {
		return "white"
	}
	return "black"
}
