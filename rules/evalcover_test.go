package rules

import "testing"

// TestWormholeReachCoverMatchesGeneration checks WormholeReachCover's
// covered squares against the attackers the legality test finds, square by
// square, so that a piece covers a square exactly when the generator counts
// it as attacking it. TestWormholeReachMatchesMoves checks its reach.
func TestWormholeReachCoverMatchesGeneration(t *testing.T) {
	for _, p := range playoutPositions(Wormhole, 20) {
		var cover [64]Bitboard
		for s := Square(0); s < 64; s++ {
			_, cover[s] = p.WormholeReachCover(s)
		}
		for _, by := range []Color{White, Black} {
			for target := Square(0); target < 64; target++ {
				if p.holes.Has(target) {
					continue
				}
				var got Bitboard
				for b := p.color[by]; b != 0; b &= b - 1 {
					if s := b.First(); cover[s].Has(target) {
						got |= Bit(s)
					}
				}
				if want := p.attackersOf(target, by, NoSquare, false); got != want {
					t.Fatalf("%s: %s's pieces covering %s = %#x, want %#x", p.FEN(), by, target, uint64(got), uint64(want))
				}
			}
		}
	}
	if r, c := NewPosition(Interweave).WormholeReachCover(Square(1)); r != 0 || c != 0 {
		t.Errorf("Interweave: reach %#x, cover %#x, want 0, 0", uint64(r), uint64(c))
	}
}
