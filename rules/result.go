package rules

// Result is the state of a game: going on, or won by one side. Neither
// variant has a draw.
type Result uint8

// The results.
const (
	Ongoing Result = iota
	WhiteWins
	BlackWins
)

// String returns the result as PGN writes it: "*", "1-0" or "0-1".
func (r Result) String() string {
	switch r {
	case WhiteWins:
		return "1-0"
	case BlackWins:
		return "0-1"
	}
	return "*"
}

// Reason says why a game is over.
type Reason uint8

// The reasons a game ends.
const (
	NotOver      Reason = iota
	Checkmate           // Wormhole: no legal move, king attacked
	Stalemate           // Wormhole: no legal move, king not attacked (the side still loses)
	KingCaptured        // Interweave: a side has fewer than two kings
	NoMoves             // Interweave: the side to move cannot move
)

// LossFor returns the result in which c loses (a resignation's, for one).
func LossFor(c Color) Result {
	if c == White {
		return BlackWins
	}
	return WhiteWins
}

// WinFor returns the result in which c wins.
func WinFor(c Color) Result { return LossFor(c.Other()) }

// Winner returns the side r gives the game to; ok is false for a game
// going on.
func (r Result) Winner() (c Color, ok bool) {
	switch r {
	case WhiteWins:
		return White, true
	case BlackWins:
		return Black, true
	}
	return White, false
}

// Outcome returns the game's result and why. A side that cannot move loses
// in both variants; in Interweave a side with fewer than two kings has lost.
func (p *Position) Outcome() (Result, Reason) {
	if p.v == Interweave {
		if (p.kinds[King] & p.color[White]).Count() < 2 {
			return BlackWins, KingCaptured
		}
		if (p.kinds[King] & p.color[Black]).Count() < 2 {
			return WhiteWins, KingCaptured
		}
	}
	var buf [256]Move
	if len(p.Moves(buf[:0])) > 0 {
		return Ongoing, NotOver
	}
	if p.v == Interweave {
		return LossFor(p.turn), NoMoves
	}
	if p.InCheck() {
		return LossFor(p.turn), Checkmate
	}
	return LossFor(p.turn), Stalemate
}

// Result returns the game's result.
func (p *Position) Result() Result {
	r, _ := p.Outcome()
	return r
}
