package rules

import "math/bits"

// Directions, positive steps first; dir^4 is the opposite direction.
const (
	dirN  = 0
	dirE  = 1
	dirNE = 2
	dirNW = 3
	dirS  = 4
	dirW  = 5
	dirSW = 6
	dirSE = 7
)

var (
	dirFile = [8]int{0, 1, 1, -1, 0, -1, -1, 1}
	dirRank = [8]int{1, 0, 1, 1, -1, 0, -1, -1}

	orthDirs = [4]int{dirN, dirE, dirS, dirW}
	isDiag   = [8]bool{dirNE: true, dirNW: true, dirSW: true, dirSE: true}
	diagDirs = [4]int{dirNE, dirNW, dirSW, dirSE}

	// diagOf lists, for an orthogonal direction, the two diagonals that
	// continue "in the same direction" (a Wormhole knight's second step).
	diagOf = [8][2]int{
		dirN: {dirNE, dirNW},
		dirE: {dirNE, dirSE},
		dirS: {dirSW, dirSE},
		dirW: {dirNW, dirSW},
	}
	// orthOf lists the two orthogonal components of a diagonal direction.
	orthOf = [8][2]int{
		dirNE: {dirN, dirE},
		dirNW: {dirN, dirW},
		dirSW: {dirS, dirW},
		dirSE: {dirS, dirE},
	}

	// rays[d][s] holds every square from s (excluded) to the edge along d.
	rays [8][64]Bitboard
	// neighbor[d][s] is the adjacent square along d, or NoSquare.
	neighbor [8][64]Square
	// lightSquares is the set of light squares; sameShade[s] those of s's shade.
	lightSquares Bitboard
	sameShade    [64]Bitboard
	// dirTo[s][t] is the direction from s to t when they share a line, else -1.
	dirTo [64][64]int8
	// orthAdjacent[s] holds the up to four squares orthogonally next to s.
	orthAdjacent [64]Bitboard
)

func init() {
	for s := Square(0); s < 64; s++ {
		if s.IsLight() {
			lightSquares |= Bit(s)
		}
	}
	for s := Square(0); s < 64; s++ {
		if s.IsLight() {
			sameShade[s] = lightSquares
		} else {
			sameShade[s] = ^lightSquares
		}
		for d := 0; d < 8; d++ {
			neighbor[d][s] = offset(s, dirFile[d], dirRank[d])
		}
	}
	for s := Square(0); s < 64; s++ {
		for t := range dirTo[s] {
			dirTo[s][t] = -1
		}
		for d := 0; d < 8; d++ {
			for t := neighbor[d][s]; t != NoSquare; t = neighbor[d][t] {
				rays[d][s] |= Bit(t)
				dirTo[s][t] = int8(d)
			}
			if n := neighbor[d][s]; n >= 0 && (d == dirN || d == dirE || d == dirS || d == dirW) {
				orthAdjacent[s] |= Bit(n)
			}
		}
	}
}

// offset returns the square df files and dr ranks away from s, or NoSquare
// when that is off the board.
func offset(s Square, df, dr int) Square {
	f, r := s.File()+df, s.Rank()+dr
	if f < 0 || f > 7 || r < 0 || r > 7 {
		return NoSquare
	}
	return SquareAt(f, r)
}

// nearest returns the square of b nearest to the origin of a ray along d,
// or NoSquare if b is empty.
func nearest(b Bitboard, d int) Square {
	if b == 0 {
		return NoSquare
	}
	if d < 4 {
		return Square(bits.TrailingZeros64(uint64(b)))
	}
	return Square(63 - bits.LeadingZeros64(uint64(b)))
}
