package rules

import "testing"

// attackersByScan is the attack search as the rules define it, each step
// found by a bit scan over the holes (next) rather than from the position's
// neighbour table: the reference the attack searches must agree with.
func attackersByScan(p *Position, k Square, by Color, holes Bitboard) (attackers, visited Bitboard) {
	them := p.color[by]
	kingLion := (p.kinds[King] | p.kinds[Lion]) & them
	champLion := (p.kinds[Champion] | p.kinds[Lion]) & them
	diagOne := [8]Bitboard{}
	wizard := p.kinds[Wizard] & them
	pawnFrom := diagOf[wormholePawnDir[by]^4]
	for _, d := range diagDirs {
		diagOne[d] = wizard
	}
	diagOne[pawnFrom[0]] |= p.kinds[Pawn] & them
	diagOne[pawnFrom[1]] |= p.kinds[Pawn] & them
	for _, o := range orthDirs {
		diagOne[o] = p.kinds[Champion] & them
	}
	knight := p.kinds[Knight] & them
	for d := 0; d < 8; d++ {
		a := next(k, d, holes)
		if a < 0 {
			continue
		}
		visited |= Bit(a)
		attackers |= Bit(a) & (kingLion | diagOne[d])
		if b := next(a, d, holes); b >= 0 {
			visited |= Bit(b)
			attackers |= Bit(b) & champLion
		}
		if !isDiag[d] || knight|wizard == 0 {
			continue
		}
		for _, o := range orthOf[d] {
			x := next(a, o, holes)
			if x < 0 {
				continue
			}
			visited |= Bit(x)
			attackers |= Bit(x) & knight
			if y := next(x, o, holes); y >= 0 {
				visited |= Bit(y)
				attackers |= Bit(y) & wizard
			}
		}
	}
	return attackers, visited
}

// TestAttackersMatchScan checks the table-driven attack searches against
// the bit-scan walk, from every square, for both sides, with no square and with
// each piece's square made a hole as well (the king-safety questions).
func TestAttackersMatchScan(t *testing.T) {
	for _, p := range playoutPositions(Wormhole, 4) {
		extras := append([]Square{NoSquare}, p.occupied().Squares()...)
		for _, by := range []Color{White, Black} {
			for k := Square(0); k < 64; k++ {
				for _, x := range extras {
					holes := p.holes
					if x >= 0 {
						holes |= Bit(x)
					}
					ga, gv := p.attackWalk(k, by, x, false)
					wa, wv := attackersByScan(&p, k, by, holes)
					if wv.Has(k) {
						// A king's move is judged by the first attacker of
						// its destination, which needs the piece taken there
						// to be none.
						t.Fatalf("%s: the walk from %s came back to it", p.FEN(), k)
					}
					if ga != wa || gv != wv {
						t.Fatalf("%s: attackers of %s by %s with %s a hole: %#x visiting %#x, want %#x visiting %#x",
							p.FEN(), k, by, x, uint64(ga), uint64(gv), uint64(wa), uint64(wv))
					}
					if got := p.attackersOf(k, by, x, false); got != wa {
						t.Fatalf("%s: attackersOf %s by %s with %s a hole: %#x, want %#x", p.FEN(), k, by, x, uint64(got), uint64(wa))
					}
					if got := p.attackersOf(k, by, x, true); (got != 0) != (wa != 0) || got&^wa != 0 {
						t.Fatalf("%s: first attackers of %s by %s with %s a hole: %#x, want some of %#x", p.FEN(), k, by, x, uint64(got), uint64(wa))
					}
				}
			}
		}
	}
}

// TestHopsFollowTheHoles checks the neighbour table of positions reached by
// play against the holes, and that a step from off the board stays off.
func TestHopsFollowTheHoles(t *testing.T) {
	for _, p := range playoutPositions(Wormhole, 8) {
		for d := 0; d < 8; d++ {
			if got := p.step(NoSquare, d); got != NoSquare {
				t.Fatalf("%s: step from no square along %d = %s", p.FEN(), d, got)
			}
			for s := Square(0); s < 64; s++ {
				if got, want := p.step(s, d), next(s, d, p.holes); got != want {
					t.Fatalf("%s: step from %s along %d = %s, want %s", p.FEN(), s, d, got, want)
				}
			}
		}
	}
}

// TestStepsKeepThePseudoMovesLandingOnTo checks that wormholeSteps lists,
// in order, the moves of wormholePseudo that land on its squares: the
// captures, those on one square, and all of them.
func TestStepsKeepThePseudoMovesLandingOnTo(t *testing.T) {
	for _, p := range playoutPositions(Wormhole, 8) {
		for _, c := range []Color{White, Black} {
			all := p.wormholePseudo(nil, c, p.color[c])
			tos := []Bitboard{^Bitboard(0), p.color[c^1], 0}
			for s := Square(0); s < 64; s++ {
				tos = append(tos, Bit(s))
			}
			for _, to := range tos {
				var want []Move
				for _, m := range all {
					if to.Has(m.To) {
						want = append(want, m)
					}
				}
				got := p.wormholeSteps(nil, c, p.color[c], to)
				if len(got) != len(want) {
					t.Fatalf("%s: %s's steps to %#x: %v, want %v", p.FEN(), c, uint64(to), got, want)
				}
				for i := range got {
					if got[i] != want[i] {
						t.Fatalf("%s: %s's steps to %#x: %v, want %v", p.FEN(), c, uint64(to), got, want)
					}
				}
			}
		}
	}
}

// TestUncoveredMatchesTheWalk checks the king's attackers once a square is
// a hole, found by walking again only the directions that visited it,
// against the whole walk, for every square but the king's.
func TestUncoveredMatchesTheWalk(t *testing.T) {
	for _, p := range playoutPositions(Wormhole, 8) {
		var safe kingSafety
		safe.init(&p)
		if safe.king < 0 {
			continue
		}
		if want, lines := p.attackWalk(safe.king, p.turn^1, NoSquare, false); safe.checkers != want || safe.lines != lines {
			t.Fatalf("%s: checkers %#x on lines %#x, want %#x on %#x",
				p.FEN(), uint64(safe.checkers), uint64(safe.lines), uint64(want), uint64(lines))
		}
		for v := Square(0); v < 64; v++ {
			if v == safe.king {
				continue
			}
			if got, want := safe.uncovered(v), p.attackersOf(safe.king, p.turn^1, v, false); got != want {
				t.Fatalf("%s: attackers with %s a hole %#x, want %#x", p.FEN(), v, uint64(got), uint64(want))
			}
		}
	}
}
