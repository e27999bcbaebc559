package puzzle

import "wormweave/rules"

// The themes named from what the solver's turns do to the pieces, for
// both variants, as lichess names its motifs. A piece is attacked when its
// enemy could take it were it the enemy's turn, by the pieces' own rules
// (rules.ReachOf; in Wormhole a king is attacked when in check).
const (
	// Fork: a solver's turn before the last leaves the piece that moved
	// attacking two enemy pieces or more, each worth more than it (a king
	// is worth most, and a king that moves forks nothing).
	Fork = "fork"
	// HangingPiece: the solver's first turn takes a piece and its mover
	// cannot be taken back where it stops: the piece was left hanging.
	HangingPiece = "hangingPiece"
	// KingAttack: a solver's turn that does not end the game attacks an
	// enemy king (a check in Wormhole).
	KingAttack = "kingAttack"
	// DefensiveMove: a solver's quiet turn (QuietMove) that lowers the
	// worth of its own pieces under attack, some being attacked before.
	DefensiveMove = "defensiveMove"
	// QuietMove: a solver's turn that neither takes, nor promotes, nor
	// attacks a king.
	QuietMove = "quietMove"
)

// kingWorth is a king's worth in the motifs: more than any other piece.
const kingWorth = 10_000

// worth returns the worth of the piece on s of pos.
func worth(pos *rules.Position, s rules.Square) int {
	k := pos.At(s).Kind()
	if k == rules.King {
		return kingWorth
	}
	return MaterialValue(pos.Variant(), k)
}

// attacked returns the squares of the pieces of by's enemy that by could
// take were it by's turn in pos.
func attacked(pos *rules.Position, by rules.Color) rules.Bitboard {
	var out rules.Bitboard
	enemy := by.Other()
	for s := rules.Square(0); s < 64; s++ {
		pc := pos.At(s)
		if !pc.IsPiece() || pc.Color() != by {
			continue
		}
		out |= pos.ReachOf(s).Captured
	}
	if pos.Variant() == rules.Wormhole && pos.Turn() == enemy && pos.InCheck() {
		out |= pos.PiecesOf(enemy, rules.King)
	}
	return out
}

// worthOf returns the worth of the pieces of pos on squares.
func worthOf(pos *rules.Position, squares rules.Bitboard) int {
	n := 0
	for b := squares; b != 0; b &= b - 1 {
		n += worth(pos, b.First())
	}
	return n
}

// motifs adds to set the motifs of the solver's turn t, the i-th of the
// solution's turns (1 the solver's first), played from before to after;
// last says it is the solution's last turn.
func motifs(set map[string]bool, before, after *rules.Position, t rules.Turn, i int, last bool) {
	solver := before.Turn()
	defender := solver.Other()
	captures, promotes := false, false
	for _, m := range t {
		captures = captures || m.IsCapture()
		promotes = promotes || m.Promo != rules.NoKind
	}
	over := after.Result() != rules.Ongoing
	kings := after.PiecesOf(defender, rules.King)
	kingAttacked := !over && attacked(after, solver)&kings != 0
	if kingAttacked {
		set[KingAttack] = true
	}
	to := t[len(t)-1].To
	if !last && !over && after.At(to).Kind() != rules.King {
		mover := worth(after, to)
		n := 0
		for b := attackedFrom(after, to) & kingsAndPieces(after, defender); b != 0; b &= b - 1 {
			if worth(after, b.First()) > mover {
				n++
			}
		}
		if n >= 2 {
			set[Fork] = true
		}
	}
	if i == 1 && captures && !over && !attacked(after, defender).Has(to) {
		set[HangingPiece] = true
	}
	if !captures && !promotes && !kingAttacked && !over {
		set[QuietMove] = true
		was := worthOf(before, attacked(before, defender)&kingsAndPieces(before, solver))
		now := worthOf(after, attacked(after, defender)&kingsAndPieces(after, solver))
		if was > 0 && now < was {
			set[DefensiveMove] = true
		}
	}
}

// attackedFrom returns the enemy pieces the piece on s attacks in pos
// (a Wormhole king in check from it among them).
func attackedFrom(pos *rules.Position, s rules.Square) rules.Bitboard {
	return pos.ReachOf(s).Captured
}

// kingsAndPieces returns the squares of c's pieces, kings included.
func kingsAndPieces(pos *rules.Position, c rules.Color) rules.Bitboard {
	var b rules.Bitboard
	for k := rules.Pawn; k <= rules.Remover; k++ {
		b |= pos.PiecesOf(c, k)
	}
	return b
}
