package library

import (
	"errors"
	"math/bits"

	"wormweave/rules"
)

// A position's encoding is what tells it apart from every other position
// of either variant, as rules.Position.Hash sees it (pieces, holes, side to
// move, Interweave pool, en-passant right, a chain's square; not the ply
// count), in few bytes, so that each distinct position is stored once and
// compared whole on every lookup:
//
//	byte 0    variant (bit 0), Black to move (bit 1), holes follow (bit 2),
//	          pool follows (bit 3), en passant follows (bit 4), chain
//	          square follows (bit 5)
//	8 bytes   the squares holding a piece, little-endian, bit n = square n (a1 = 0)
//	8 bytes   the holes, when bit 2 is set
//	n/2 bytes a nibble a piece, square by square from a1: the kind's place
//	          in the variant's rules.Variant.Kinds (bits 0 to 2) and the
//	          colour (bit 3), low nibble first; the last high nibble 0 when n is odd
//	3 bytes   the pool, when bit 3 is set: White's smashers, leapers,
//	          removers, then Black's, a nibble each, low nibble first
//	2 bytes   the en-passant square passed over and the arrival file, when bit 4 is set
//	1 byte    the chain's square, when bit 5 is set
//
// The encoding of a position is unique: decoding and encoding again gives
// the same bytes, and every flag is set only when its part is not empty.
const (
	flagInterweave = 1 << iota
	flagBlack
	flagHoles
	flagPool
	flagEP
	flagChain
	flagsAll = 1<<iota - 1
)

// record is a position's parts that its encoding holds.
type record struct {
	variant rules.Variant
	black   bool
	pieces  [64]rules.Piece // rules.Empty where no piece stands (holes are in holes)
	holes   uint64
	pool    [2][3]uint8
	epPass  rules.Square // rules.NoSquare for none
	epFile  int
	chain   rules.Square // rules.NoSquare for none
}

var poolKinds = [3]rules.Kind{rules.Smasher, rules.Leaper, rules.Remover}

// kindIndex is each kind's place in its variant's rules.Variant.Kinds
// (a king's differs between the variants).
var kindIndex = func() (ix [2][16]byte) {
	for _, v := range rules.Variants {
		for i, k := range v.Kinds() {
			ix[v][k] = byte(i)
		}
	}
	return ix
}()

// recordOf returns the parts of p.
func recordOf(p *rules.Position) record {
	r := record{variant: p.Variant(), black: p.Turn() == rules.Black, epPass: rules.NoSquare, chain: p.ChainSquare()}
	for s := rules.Square(0); s < 64; s++ {
		pc := p.At(s)
		if pc == rules.Hole {
			r.holes |= 1 << uint(s)
		} else if pc.IsPiece() {
			r.pieces[s] = pc
		}
	}
	for c := rules.White; c <= rules.Black; c++ {
		for i, k := range poolKinds {
			r.pool[c][i] = uint8(p.Pool(c, k))
		}
	}
	if passed, arrived := p.EnPassant(); passed != rules.NoSquare {
		r.epPass, r.epFile = passed, arrived.File()
	}
	return r
}

// encodePosition appends p's encoding to b.
func encodePosition(b []byte, p *rules.Position) []byte {
	r := recordOf(p)
	return r.encode(b)
}

func (r *record) encode(b []byte) []byte {
	var flags byte
	if r.variant == rules.Interweave {
		flags |= flagInterweave
	}
	if r.black {
		flags |= flagBlack
	}
	if r.holes != 0 {
		flags |= flagHoles
	}
	if r.pool != [2][3]uint8{} {
		flags |= flagPool
	}
	if r.epPass != rules.NoSquare {
		flags |= flagEP
	}
	if r.chain != rules.NoSquare {
		flags |= flagChain
	}
	var occ uint64
	for s, pc := range r.pieces {
		if pc != rules.Empty {
			occ |= 1 << uint(s)
		}
	}
	b = append(b, flags)
	b = appendUint64(b, occ)
	if r.holes != 0 {
		b = appendUint64(b, r.holes)
	}
	half := false
	for o := occ; o != 0; o &= o - 1 {
		pc := r.pieces[bits.TrailingZeros64(o)]
		n := kindIndex[r.variant&1][pc.Kind()] | byte(pc.Color())<<3
		if half {
			b[len(b)-1] |= n << 4
		} else {
			b = append(b, n)
		}
		half = !half
	}
	if flags&flagPool != 0 {
		b = append(b, r.pool[0][0]|r.pool[0][1]<<4, r.pool[0][2]|r.pool[1][0]<<4, r.pool[1][1]|r.pool[1][2]<<4)
	}
	if flags&flagEP != 0 {
		b = append(b, byte(r.epPass), byte(r.epFile))
	}
	if flags&flagChain != 0 {
		b = append(b, byte(r.chain))
	}
	return b
}

func appendUint64(b []byte, v uint64) []byte {
	for i := 0; i < 8; i++ {
		b = append(b, byte(v>>(8*i)))
	}
	return b
}

func readUint64(b []byte) uint64 {
	var v uint64
	for i := 0; i < 8; i++ {
		v |= uint64(b[i]) << (8 * i)
	}
	return v
}

// errEncoding is decodeRecord's error for bytes that are no position's
// encoding.
var errEncoding = errors.New("not a position's encoding")

// decodeRecord reads an encoding back. It accepts only what encode writes
// (so that decoding and encoding again gives the same bytes); anything
// else is errEncoding.
func decodeRecord(b []byte) (record, error) {
	r := record{epPass: rules.NoSquare, chain: rules.NoSquare}
	if len(b) < 9 || b[0]&^flagsAll != 0 {
		return r, errEncoding
	}
	flags := b[0]
	r.variant = rules.Wormhole
	if flags&flagInterweave != 0 {
		r.variant = rules.Interweave
	}
	r.black = flags&flagBlack != 0
	occ := readUint64(b[1:])
	b = b[9:]
	if flags&flagHoles != 0 {
		if len(b) < 8 {
			return r, errEncoding
		}
		r.holes = readUint64(b)
		b = b[8:]
		if r.holes == 0 || r.holes&occ != 0 {
			return r, errEncoding
		}
	}
	n := bits.OnesCount64(occ)
	if len(b) < (n+1)/2 {
		return r, errEncoding
	}
	i := 0
	kinds := r.variant.Kinds()
	for o := occ; o != 0; o &= o - 1 {
		nib := b[i/2] >> (4 * (i % 2)) & 15
		if int(nib&7) >= len(kinds) {
			return r, errEncoding
		}
		r.pieces[bits.TrailingZeros64(o)] = rules.MakePiece(rules.Color(nib>>3), kinds[nib&7])
		i++
	}
	if n%2 == 1 && b[n/2]>>4 != 0 {
		return r, errEncoding
	}
	b = b[(n+1)/2:]
	if flags&flagPool != 0 {
		if len(b) < 3 {
			return r, errEncoding
		}
		r.pool = [2][3]uint8{{b[0] & 15, b[0] >> 4, b[1] & 15}, {b[1] >> 4, b[2] & 15, b[2] >> 4}}
		if r.pool == [2][3]uint8{} {
			return r, errEncoding
		}
		b = b[3:]
	}
	if flags&flagEP != 0 {
		if len(b) < 2 || b[0] > 63 || b[1] > 7 {
			return r, errEncoding
		}
		r.epPass, r.epFile = rules.Square(b[0]), int(b[1])
		b = b[2:]
	}
	if flags&flagChain != 0 {
		if len(b) < 1 || b[0] > 63 {
			return r, errEncoding
		}
		r.chain = rules.Square(b[0])
		b = b[1:]
	}
	if len(b) != 0 {
		return r, errEncoding
	}
	return r, nil
}
