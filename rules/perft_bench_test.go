package rules

import "testing"

// benchPerft runs perft of a start position and reports leaves per second.
func benchPerft(b *testing.B, v Variant, depth int) {
	p := NewPosition(v)
	var nodes uint64
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		nodes += p.Perft(depth)
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}

func BenchmarkPerftWormholeStart4(b *testing.B)   { benchPerft(b, Wormhole, 4) }
func BenchmarkPerftInterweaveStart5(b *testing.B) { benchPerft(b, Interweave, 5) }

// benchMoves measures move generation alone; it must not allocate.
func benchMoves(b *testing.B, variant, fen string) {
	p := mustParse(b, variant, fen)
	buf := make([]Move, 0, 256)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		buf = p.Moves(buf[:0])
	}
}

func BenchmarkMovesWormhole(b *testing.B) {
	benchMoves(b, "wormhole", "cwkxxxwn/ppxppppx/2mxxW2/4x2p/3P1x2/3n1x2/PPPxPPPP/CWxxxNKC b 0")
}

func BenchmarkMovesInterweave(b *testing.B) {
	benchMoves(b, "interweave", "rb1kknbr/p2p1ppp/2n5/1p3N2/7P/2P1PP2/P1P2PP1/RBNKK1BR w 14 - 000000")
}

// BenchmarkMustCaptureElseHasMovesInterweave asks a search leaf's question
// in the positions of random games: one iteration, one position.
func BenchmarkMustCaptureElseHasMovesInterweave(b *testing.B) {
	positions := playoutPositions(Interweave, 4)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		positions[i%len(positions)].MustCaptureElseHasMoves()
	}
}
