package rules

import "fmt"

// Problem is one thing that keeps a set-up position from being played,
// with the square it concerns when there is one.
type Problem struct {
	Code    ProblemCode
	Variant Variant
	Square  Square // NoSquare when the problem is not about one square
	Color   Color
	Kind    Kind
	Count   int
	// Missing is, for TooManyPromoted, how many of the side's pawns are
	// gone: the most pieces promotion can have added.
	Missing int
}

// ProblemCode says what kind of problem a Problem is; the application words
// it in the user's language.
type ProblemCode uint8

// The problems a set-up position can have.
const (
	KingCount       ProblemCode = iota // Wormhole: not exactly one king; Interweave: none or more than two
	OpponentInCheck                    // Wormhole: the side not to move is in check
	PawnOnBackRank                     // a pawn on its own first rank
	PawnOnLastRank                     // Interweave: a pawn on its last rank (it must have promoted)
	TooManyPieces                      // more of a kind on the board and in the pool than a side has
	TooManyPawns                       // more than eight pawns
	BadEnPassant                       // the en-passant right does not fit the board
	TooManyPromoted                    // Wormhole: more pieces beyond the start position's than pawns gone to promote
)

// Error words the problem in English; the application words it in the
// user's language from its fields.
func (p Problem) Error() string {
	switch p.Code {
	case KingCount:
		if p.Variant == Interweave {
			return fmt.Sprintf("%s has %d kings; an Interweave game has one or two per side", capital(p.Color), p.Count)
		}
		return fmt.Sprintf("%s has %d kings; a Wormhole game needs exactly one per side", capital(p.Color), p.Count)
	case OpponentInCheck:
		return fmt.Sprintf("the %s king on %s is attacked, but it is %s's turn", p.Color, p.Square, p.Color.Other())
	case PawnOnBackRank:
		return fmt.Sprintf("a %s pawn on %s, its own first rank", p.Color, p.Square)
	case PawnOnLastRank:
		return fmt.Sprintf("a %s pawn on %s, its last rank, where it must have promoted", p.Color, p.Square)
	case TooManyPieces:
		return fmt.Sprintf("%s has %d %ss on the board and in the pool, more than the two it starts with", capital(p.Color), p.Count, p.Kind)
	case TooManyPawns:
		return fmt.Sprintf("%s has %d pawns, more than eight", capital(p.Color), p.Count)
	case TooManyPromoted:
		return fmt.Sprintf("%s has more pieces than the start position and promotion make: %d beyond the start, %d pawns gone to promote", capital(p.Color), p.Count, p.Missing)
	case BadEnPassant:
		return fmt.Sprintf("no %s pawn has just made a two-square step to match the en-passant right", p.Color)
	}
	return "unknown problem"
}

func capital(c Color) string {
	if c == White {
		return "White"
	}
	return "Black"
}

// Problems lists what keeps the position from being played, in words a
// position editor can show: kings, pawns on impossible ranks, piece counts
// no game can reach (more than the start position and promotion make, or
// than the captured pool allows), an en-passant right that fits nothing.
// A position without problems is Playable.
func (p *Position) Problems() []Problem {
	var out []Problem
	for _, c := range []Color{White, Black} {
		kings := (p.kinds[King] & p.color[c]).Count()
		// An Interweave side with one king left is a finished game, which
		// loads; with none, no game led there.
		if (p.v == Wormhole && kings != 1) || (p.v == Interweave && (kings == 0 || kings > 2)) {
			out = append(out, Problem{Code: KingCount, Variant: p.v, Square: NoSquare, Color: c, Count: kings})
		}
		pawns := p.kinds[Pawn] & p.color[c]
		if n := pawns.Count(); n > 8 {
			out = append(out, Problem{Code: TooManyPawns, Square: NoSquare, Color: c, Count: n})
		}
		for b := pawns & relRank(c, 0); b != 0; b &= b - 1 {
			out = append(out, Problem{Code: PawnOnBackRank, Square: b.First(), Color: c, Kind: Pawn})
		}
		if p.v == Wormhole {
			if extra, missing := p.promotedExtra(c), 8-pawns.Count(); extra > missing {
				out = append(out, Problem{Code: TooManyPromoted, Square: NoSquare, Color: c, Count: extra, Missing: max(missing, 0)})
			}
		}
		if p.v == Interweave {
			for b := pawns & relRank(c, 7); b != 0; b &= b - 1 {
				out = append(out, Problem{Code: PawnOnLastRank, Square: b.First(), Color: c, Kind: Pawn})
			}
			for i, k := range poolKinds {
				if n := (p.kinds[k] & p.color[c]).Count() + int(p.pool[c][i]); n > 2 {
					out = append(out, Problem{Code: TooManyPieces, Square: NoSquare, Color: c, Kind: k, Count: n})
				}
			}
		}
	}
	if p.v == Wormhole && len(out) == 0 {
		them := p.turn ^ 1
		if k := p.kingSquare(them); k >= 0 && p.wormholeAttacked(k, p.turn) {
			out = append(out, Problem{Code: OpponentInCheck, Square: k, Color: them})
		}
	}
	if p.v == Interweave && p.epPass >= 0 {
		// The pawn of the side not to move went from the origin over the
		// passed square to the arrival square.
		them := p.turn ^ 1
		passed, arrived := p.EnPassant()
		origin := SquareAt(2*passed.File()-arrived.File(), epOriginRank(passed))
		if !(p.kinds[Pawn] & p.color[them]).Has(arrived) || p.board[passed] != Empty || p.board[origin] != Empty {
			out = append(out, Problem{Code: BadEnPassant, Square: arrived, Color: them})
		}
	}
	return out
}

// wormholeStart is how many pieces of each kind a Wormhole side starts
// with, besides its pawns and its king.
var wormholeStart = [...]struct {
	kind Kind
	n    int
}{{Champion, 2}, {Knight, 2}, {Wizard, 2}, {Lion, 1}}

// promotedExtra counts the Wormhole pieces of c beyond the start
// position's: each must be a promoted pawn.
func (p *Position) promotedExtra(c Color) int {
	extra := 0
	for _, k := range wormholeStart {
		extra += max((p.kinds[k.kind]&p.color[c]).Count()-k.n, 0)
	}
	return extra
}
