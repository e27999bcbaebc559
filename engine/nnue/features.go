package nnue

import "wormweave/rules"

// The inputs are seen from one side, the perspective: a piece is "ours" or
// "theirs" and, from Black's side, the board is mirrored top to bottom, so
// that both halves of the network learn one game, not two. Each input is
// one of:
//
//	(ours or theirs, kind, square)   every piece kind of the variant
//	hole on square                   Wormhole
//	(ours or theirs, pool kind, n)   Interweave: n (1 or 2) or more of the
//	                                 side's smashers, leapers or removers
//	                                 captured and not brought back
const (
	poolDepth = 2 // a pool count past 2 reads as 2: the game starts with two of each
)

// kindOrder is each variant's kinds, in the order of the inputs.
var kindOrder = [2][]rules.Kind{
	rules.Wormhole:   {rules.Pawn, rules.King, rules.Knight, rules.Champion, rules.Wizard, rules.Lion},
	rules.Interweave: {rules.Pawn, rules.King, rules.Smasher, rules.Leaper, rules.Remover},
}

// kindIndex maps a kind to its place in kindOrder, -1 if the variant has none.
var kindIndex [2][16]int8

func init() {
	for v := range kindOrder {
		for k := range kindIndex[v] {
			kindIndex[v][k] = -1
		}
		for i, k := range kindOrder[v] {
			kindIndex[v][k] = int8(i)
		}
	}
}

// Inputs returns the number of inputs of variant v's network.
func Inputs(v rules.Variant) int {
	n := 2 * len(kindOrder[v]) * 64
	if v == rules.Wormhole {
		return n + 64
	}
	return n + 2*3*poolDepth
}

// pieceFeature returns the input of piece pc on s seen from persp, or -1
// for a square that holds no piece of the variant. A hole has its own input.
func pieceFeature(v rules.Variant, persp rules.Color, pc rules.Piece, s int) int {
	if persp == rules.Black {
		s ^= 56
	}
	if pc == rules.Hole {
		return 2*len(kindOrder[v])*64 + s
	}
	if pc == rules.Empty {
		return -1
	}
	k := kindIndex[v][pc.Kind()&15]
	if k < 0 {
		return -1
	}
	side := 0
	if pc.Color() != persp {
		side = 1
	}
	return (side*len(kindOrder[v])+int(k))*64 + s
}

// poolFeature returns the input for colour c having at least n (1 to
// poolDepth) pieces of pool kind i (0 smasher, 1 leaper, 2 remover)
// captured, seen from persp.
func poolFeature(persp, c rules.Color, i, n int) int {
	side := 0
	if c != persp {
		side = 1
	}
	return 2*len(kindOrder[rules.Interweave])*64 + (side*3+i)*poolDepth + n - 1
}

// board is what the inputs are read from: the squares and the pool.
type board struct {
	sq   [64]rules.Piece
	pool [2][3]int
}

// boardOf reads the inputs' sources from a position.
func boardOf(p *rules.Position) board {
	s := p.Setup()
	return board{sq: s.Board, pool: s.Pool}
}

// appendFeatures appends the active inputs of b seen from persp.
func appendFeatures(dst []int, v rules.Variant, b *board, persp rules.Color) []int {
	for s, pc := range b.sq {
		if f := pieceFeature(v, persp, pc, s); f >= 0 {
			dst = append(dst, f)
		}
	}
	if v == rules.Interweave {
		for c := rules.White; c <= rules.Black; c++ {
			for i := 0; i < 3; i++ {
				for n := 1; n <= min(b.pool[c][i], poolDepth); n++ {
					dst = append(dst, poolFeature(persp, c, i, n))
				}
			}
		}
	}
	return dst
}
