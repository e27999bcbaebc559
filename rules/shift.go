package rules

import "math/bits"

const (
	fileA Bitboard = 0x0101010101010101
	fileH Bitboard = fileA << 7
	rank1 Bitboard = 0xff
	rank8 Bitboard = rank1 << 56
)

// shiftKeep[d] holds the squares that stay on the board when moved one step
// along d, and shiftRot[d] the rotation that moves them.
var (
	shiftKeep = [8]Bitboard{
		dirN: ^rank8, dirS: ^rank1, dirE: ^fileH, dirW: ^fileA,
		dirNE: ^(rank8 | fileH), dirNW: ^(rank8 | fileA),
		dirSE: ^(rank1 | fileH), dirSW: ^(rank1 | fileA),
	}
	shiftRot = [8]int{dirN: 8, dirS: -8, dirE: 1, dirW: -1, dirNE: 9, dirNW: 7, dirSE: -7, dirSW: -9}
)

// shift moves every square of b one step along d, dropping those that
// would leave the board. It has no branch, as it runs for every node.
func shift(b Bitboard, d int) Bitboard {
	return Bitboard(bits.RotateLeft64(uint64(b&shiftKeep[d&7]), shiftRot[d&7]))
}
