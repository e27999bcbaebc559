package puzzle

import (
	"slices"
	"testing"

	"wormweave/rules"
)

// Positions of the built-in sets whose solutions show a motif, or come
// near it without showing it, read off their boards.
var (
	// The knight's c5f3 checks the king on e1 and attacks the lion on d2,
	// both worth more than it (e2 takes it back, and h8e5 mates).
	wormholeFork = Puzzle{ID: "1l91hj35", Variant: rules.Wormhole,
		FEN:   "Wxwmkxnc/pxxpxxpp/1pp1px2/2n2x1W/2xxxp2/x1N5/PPPwPPxP/xxxMKxNx w 18",
		Moves: []string{"d1d2xd2", "c5f3", "e2f3xf3", "h8e5"}}
	// The wizard takes b2, where no white piece reaches it.
	wormholeHanging = Puzzle{ID: "vwgmcr0w", Variant: rules.Wormhole,
		FEN:   "cnxmkwnc/xppxxxWp/3pp3/px2xp2/1x2x2x/7W/PPPPPPPP/wNxMKxNC w 12",
		Moves: []string{"b1c3", "a1b2xb2", "d2d3", "b2a3"}}
	// The first move, g2g6, neither takes nor checks; the mate that
	// follows is a check.
	wormholeQuiet = Puzzle{ID: "26fy7vfh", Variant: rules.Wormhole,
		FEN:   "xnwmkxnx/pppxpppx/x2p1w1p/4x1xM/2CWPxx1/N1xx1P2/PPPPxxPP/xxxxKxNC b 19",
		Moves: []string{"d6d5", "g2g6", "d5c4xc4", "g6f7xf7"}}
	// f2f3 shuts out the wizard's attack on the king and the knight on
	// g1, taking nothing: a quiet move that defends.
	wormholeDefensive = Puzzle{ID: "2s63o83h", Variant: rules.Wormhole,
		FEN:   "cxxxxkxx/ppxpxpxC/1pxn1xp1/1x2p2x/1x1xxx2/N2xP2x/PPwxxPPP/xxxxKxNx b 27",
		Moves: []string{"c2f5", "f2f3", "d6c4", "a3c4xc4", "f5c4xc4", "h2h6"}}
	// d6e7=b promotes to a remover that attacks the smasher on e6 and
	// the king on e8, both worth more than it.
	interweaveFork = Puzzle{ID: "unrchbi5", Variant: rules.Interweave,
		FEN:   "3kk1br/7p/3Pr3/6n1/8/6b1/3K1B2/5K2 b 51 - 221010",
		Moves: []string{"g5h4", "d6e7=b", "g3h2", "e7e7xe6e8"}}
	// h7d5 puts the leaper between the smasher on d6 and the remover on
	// d3, taking nothing: a quiet move that defends.
	interweaveDefensive = Puzzle{ID: "17u2ptzt", Variant: rules.Interweave,
		FEN:   "r2kk3/p6N/2pr4/1P5p/1P2bb2/3B4/5B2/R2KKR2 w 38 - 010020",
		Moves: []string{"h7d5", "e8d7", "d5h3xf4", "d6d4xd3,d4d2xd1"}}
	// The pawn's h7g6 takes the leaper on g7 by custodian capture, and no
	// white piece can take it on g6.
	interweaveHanging = Puzzle{ID: "11m3tzm4", Variant: rules.Interweave,
		FEN:   "rbnkknbr/p4p1p/2p5/1p2p3/3P1P2/PP6/P2P4/RBNKKNBR w 14 - 000000",
		Moves: []string{"c1c7xc6,c7g7xf7", "h7g6xg7", "h1h7xh8,h7b7xa7", "a8a4xa3,a4c4xd4,c4e4xf4,e4e2xe1"}}
	// h6d6 lines the smasher up behind the pawn on d5 and attacks
	// nothing: quiet, and it defends nothing.
	interweaveQuiet = Puzzle{ID: "19xuq88x", Variant: rules.Interweave,
		FEN:   "rbnkknb1/pppp2p1/7r/3p4/4PP2/8/PP2P1PP/RBNKK1BR w 10 e6,d 010000",
		Moves: []string{"c1c3", "h6d6", "c3e7xd5", "d6d2xd1"}}
	// The remover's e3c1 stops beside the king on b1: a king attack.
	interweaveKingAttack = Puzzle{ID: "3hhm0ilb", Variant: rules.Interweave,
		FEN:   "3k4/7k/3K4/8/8/4b3/2K5/r7 w 116 - 222121",
		Moves: []string{"c2b1", "e3c1", "b1d1xc1", "a1c1xd1"}}
)

// Each motif is named in a position that shows it and not in one that
// comes near it, in both variants.
func TestMotifs(t *testing.T) {
	cases := []struct {
		theme      string
		named, not Puzzle
	}{
		{Fork, wormholeFork, wormholeHanging},
		{Fork, interweaveFork, interweaveKingAttack},
		{HangingPiece, wormholeHanging, wormholeFork},
		{HangingPiece, interweaveHanging, interweaveQuiet},
		{KingAttack, wormholeFork, wormholeQuiet},
		{KingAttack, interweaveKingAttack, interweaveQuiet},
		{QuietMove, wormholeQuiet, wormholeFork},
		{QuietMove, interweaveQuiet, interweaveKingAttack},
		{DefensiveMove, wormholeDefensive, wormholeQuiet},
		{DefensiveMove, interweaveDefensive, interweaveQuiet},
	}
	for _, c := range cases {
		for _, p := range []Puzzle{c.named, c.not} {
			got, err := Themes(p)
			if err != nil {
				t.Fatalf("%s: %v", p.ID, err)
			}
			if want := p.ID == c.named.ID; slices.Contains(got, c.theme) != want {
				t.Errorf("%s (%s): themes %v; %s named: %v, want %v", p.ID, p.Variant, got, c.theme, !want, want)
			}
		}
	}
}
