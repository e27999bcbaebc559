package rules

import (
	"slices"
	"testing"
)

// HasMoves, Captures and CapturesOn answer what Moves lists, at every node of the perft
// cases' trees and in the positions of random games (which reach the
// crowded-with-holes endings where a side runs out of moves).
func TestHasMovesAndCapturesAgreeWithMoves(t *testing.T) {
	check := func(t *testing.T, p *Position) {
		t.Helper()
		all := p.Moves(nil)
		if got := p.HasMoves(); got != (len(all) > 0) {
			t.Fatalf("%s %s: HasMoves %v, Moves lists %d", p.v, p.FEN(), got, len(all))
		}
		var want []Move
		for _, m := range all {
			if m.IsCapture() {
				want = append(want, m)
			}
		}
		if got := p.Captures(nil); !slices.Equal(got, want) {
			t.Fatalf("%s %s: Captures %v, want %v", p.v, p.FEN(), got, want)
		}
		// CapturesOn: the Wormhole captures landing on the square,
		// none in Interweave.
		for sq := Square(0); sq < 64; sq++ {
			var on []Move
			for _, m := range want {
				if p.v == Wormhole && m.To == sq {
					on = append(on, m)
				}
			}
			if got := p.CapturesOn(nil, sq); !slices.Equal(got, on) {
				t.Fatalf("%s %s: CapturesOn(%v) %v, want %v", p.v, p.FEN(), sq, got, on)
			}
		}
	}
	nodes, ended := 0, 0
	for _, c := range loadPerftCases(t) {
		walkDepth := 3
		if testing.Short() {
			walkDepth = 2
		}
		nodes += walkSteps(t, mustParse(t, c.Variant, c.FEN), walkDepth, func(p *Position) { check(t, p) })
	}
	for _, v := range Variants {
		for _, p := range playoutPositions(v, 40) {
			check(t, &p)
			if !p.HasMoves() {
				ended++
			}
			nodes++
		}
	}
	if ended == 0 {
		t.Error("no position without a move was checked")
	}
	t.Logf("%d positions, %d without a move", nodes, ended)
}
