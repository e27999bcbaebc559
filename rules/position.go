package rules

// Position is a game state of either variant. It holds no pointers or
// slices, so a copy (q := *p) is an independent position.
type Position struct {
	board  [64]Piece
	color  [2]Bitboard
	kinds  [numKinds]Bitboard
	holes  Bitboard
	v      Variant
	turn   Color
	plies  int
	epPass Square // Interweave: square a two-square pawn step passed over
	epFile int8   // Interweave: file that pawn arrived on
	chain  Square // Interweave: the piece in the middle of a capture chain
	pool   [2][3]uint8
	key    uint64 // Zobrist key (zobrist.go), kept by every change
	// hop is the Wormhole neighbour table (hops.go), kept by every
	// change of the holes.
	hop [8][65]uint8
}

// NewPosition returns the initial position of variant v.
func NewPosition(v Variant) *Position {
	p, err := ParseFEN(v, v.StartFEN())
	if err != nil {
		panic("rules: bad start FEN: " + err.Error()) // a constant of this package
	}
	return p
}

// Variant returns the position's variant.
func (p *Position) Variant() Variant { return p.v }

// Turn returns the side to move.
func (p *Position) Turn() Color { return p.turn }

// Plies returns the number of half-moves (whole turns) played since the start.
func (p *Position) Plies() int { return p.plies }

// countPly counts a turn played, up to MaxPlies (where it stays, so that
// the FEN of any position reached can be read back).
func (p *Position) countPly() {
	if p.plies < MaxPlies {
		p.plies++
	}
}

// At returns what stands on square s.
func (p *Position) At(s Square) Piece {
	if !s.Valid() {
		return Empty
	}
	return p.board[s]
}

// Holes returns the set of holes (Wormhole).
func (p *Position) Holes() Bitboard { return p.holes }

// PiecesOf returns the squares holding a piece of colour c and kind k.
func (p *Position) PiecesOf(c Color, k Kind) Bitboard {
	if k >= numKinds {
		return 0
	}
	return p.kinds[k] & p.color[c]
}

// ChainSquare returns the square of the Interweave piece that is in the middle
// of a capture chain and must capture again, or NoSquare.
func (p *Position) ChainSquare() Square { return p.chain }

// EnPassant returns the Interweave en-passant right: the square a pawn's
// two-square step passed over and the square it arrived on, or NoSquare twice.
func (p *Position) EnPassant() (passed, arrived Square) {
	if p.epPass == NoSquare {
		return NoSquare, NoSquare
	}
	return p.epPass, SquareAt(int(p.epFile), p.epPass.Rank()+p.epPass.Rank()-epOriginRank(p.epPass))
}

// epOriginRank is the rank of the start square of the step that passed over
// sq: the pawn came from the rank next to sq on its own side.
func epOriginRank(passed Square) int {
	if passed.Rank() == 2 { // white pawn from rank 2 (index 1) to rank 4
		return 1
	}
	return 6
}

// Pool returns how many of colour c's pieces of kind k (Smasher, Leaper or
// Remover) have been captured and not yet brought back by promotion.
func (p *Position) Pool(c Color, k Kind) int {
	i := poolIndex(k)
	if i < 0 {
		return 0
	}
	return int(p.pool[c][i])
}

func poolIndex(k Kind) int {
	switch k {
	case Smasher:
		return 0
	case Leaper:
		return 1
	case Remover:
		return 2
	}
	return -1
}

var poolKinds = [3]Kind{Smasher, Leaper, Remover}

// put places piece pc (a piece, not Empty or Hole) on an empty square.
func (p *Position) put(s Square, pc Piece) {
	p.board[s] = pc
	p.key ^= zPiece[pc&31][s]
	b := Bit(s)
	p.color[pc.Color()] |= b
	p.kinds[pc.Kind()] |= b
}

// lift removes the piece on s, leaving the square Empty.
func (p *Position) lift(s Square) Piece {
	pc := p.board[s]
	p.key ^= zPiece[pc&31][s]
	b := Bit(s)
	p.color[pc.Color()] &^= b
	p.kinds[pc.Kind()] &^= b
	p.board[s] = Empty
	return pc
}

// occupied returns every square holding a piece.
func (p *Position) occupied() Bitboard { return p.color[White] | p.color[Black] }

// kingSquare returns the square of c's king (the first, in Interweave), or NoSquare.
func (p *Position) kingSquare(c Color) Square {
	return (p.kinds[King] & p.color[c]).First()
}
