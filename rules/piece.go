package rules

// Kind is a kind of piece, without its colour.
type Kind uint8

// The kinds of both variants. Wormhole uses Pawn, King, Knight, Champion,
// Wizard and Lion (the Murray lion); Interweave uses Pawn, King, Smasher,
// Leaper and Remover.
const (
	NoKind Kind = iota
	Pawn
	King
	Knight
	Champion
	Wizard
	Lion
	Smasher
	Leaper
	Remover
	numKinds
)

// kindNames are the English names, used in messages.
var kindNames = [numKinds]string{"", "pawn", "king", "knight", "champion", "wizard", "Murray lion", "smasher", "leaper", "remover"}

// String returns the kind's English name.
func (k Kind) String() string {
	if k >= numKinds {
		return "?"
	}
	return kindNames[k]
}

// Letter returns the kind's FEN letter (lower case) in variant v, or 0 if
// the variant has no such piece.
func (k Kind) Letter(v Variant) byte {
	if v == Interweave {
		switch k {
		case Pawn:
			return 'p'
		case King:
			return 'k'
		case Smasher:
			return 'r'
		case Leaper:
			return 'n'
		case Remover:
			return 'b'
		}
		return 0
	}
	switch k {
	case Pawn:
		return 'p'
	case King:
		return 'k'
	case Knight:
		return 'n'
	case Champion:
		return 'c'
	case Wizard:
		return 'w'
	case Lion:
		return 'm'
	}
	return 0
}

// KindOfLetter returns the kind a FEN letter (either case) names in variant v,
// or NoKind.
func KindOfLetter(v Variant, letter byte) Kind {
	if letter >= 'A' && letter <= 'Z' {
		letter += 'a' - 'A'
	}
	for k := Pawn; k < numKinds; k++ {
		if k.Letter(v) == letter {
			return k
		}
	}
	return NoKind
}

// Piece is what stands on a square: Empty, Hole, or a kind with a colour.
type Piece uint8

// Empty and Hole are the two contents of a square that are not pieces.
const (
	Empty Piece = 0
	Hole  Piece = 0x80
)

const blackBit = 0x10

// MakePiece returns the piece of kind k and colour c.
func MakePiece(c Color, k Kind) Piece { return Piece(k) | Piece(c)*blackBit }

// Kind returns the piece's kind, NoKind for Empty and Hole.
func (p Piece) Kind() Kind {
	if p == Hole {
		return NoKind
	}
	return Kind(p & 0x0f)
}

// Color returns the piece's colour; meaningless for Empty and Hole.
func (p Piece) Color() Color { return Color(p >> 4 & 1) }

// IsPiece reports whether p is a piece (neither Empty nor Hole).
func (p Piece) IsPiece() bool { return p != Empty && p != Hole }

// Letter returns the piece's FEN letter in variant v: upper case for White,
// 'x' for a hole, 0 for Empty.
func (p Piece) Letter(v Variant) byte {
	switch p {
	case Empty:
		return 0
	case Hole:
		return 'x'
	}
	l := p.Kind().Letter(v)
	if p.Color() == White && l != 0 {
		l -= 'a' - 'A'
	}
	return l
}
