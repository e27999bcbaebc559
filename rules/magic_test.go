package rules

import "testing"

func TestMagicAttacksMatchRays(t *testing.T) {
	seed := uint64(1)
	for i := 0; i < 20000; i++ {
		seed = seed*6364136223846793005 + 1442695040888963407
		occ := Bitboard(seed & (seed >> 7) & (seed >> 13))
		s := Square(i % 64)
		if got, want := bishopAttacks(s, occ), slowAttacks(s, occ, diagDirs); got != want {
			t.Fatalf("bishop %s occ %x: %x, want %x", s, occ, got, want)
		}
		if got, want := rookAttacks(s, occ), slowAttacks(s, occ, orthDirs); got != want {
			t.Fatalf("rook %s occ %x: %x, want %x", s, occ, got, want)
		}
	}
}

// The kept magic numbers all fit: none needed a new search.
func TestKeptMagicNumbersFit(t *testing.T) {
	for s := 0; s < 64; s++ {
		if bishopMagics[s].number != bishopMagicNumbers[s] || rookMagics[s].number != rookMagicNumbers[s] {
			t.Errorf("square %d: a kept magic number did not fit", s)
		}
	}
}
