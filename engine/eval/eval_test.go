package eval

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"wormweave/rules"
)

func mustFEN(t testing.TB, v rules.Variant, fen string) *rules.Position {
	t.Helper()
	p, err := rules.ParseFEN(v, fen)
	if err != nil {
		t.Fatalf("%s %q: %v", v, fen, err)
	}
	return p
}

// mirrored swaps the colours and the side to move of a FEN board, rank by
// rank, so that the mirrored position must score the same for its mover.
func mirrored(fen string) string {
	var board, rest string
	for i := 0; i < len(fen); i++ {
		if fen[i] == ' ' {
			board, rest = fen[:i], fen[i+1:]
			break
		}
	}
	ranks := []string{}
	start := 0
	for i := 0; i <= len(board); i++ {
		if i == len(board) || board[i] == '/' {
			ranks = append(ranks, board[start:i])
			start = i + 1
		}
	}
	out := []byte{}
	for i := len(ranks) - 1; i >= 0; i-- {
		for _, c := range []byte(ranks[i]) {
			switch {
			case c >= 'a' && c <= 'z' && c != 'x':
				c -= 'a' - 'A'
			case c >= 'A' && c <= 'Z' && c != 'X':
				c += 'a' - 'A'
			}
			out = append(out, c)
		}
		if i > 0 {
			out = append(out, '/')
		}
	}
	fields := strings.Fields(rest)
	if fields[0] == "b" {
		fields[0] = "w"
	} else {
		fields[0] = "b"
	}
	if len(fields) > 3 && len(fields[3]) == 6 { // the pools, White's first
		fields[3] = fields[3][3:] + fields[3][:3]
	}
	return string(out) + " " + strings.Join(fields, " ")
}

// TestSymmetry checks, on the positions of random games, that a position
// and its colour-mirrored twin score the same for their side to move: a
// term that forgets which way a side's pawns go breaks it.
func TestSymmetry(t *testing.T) {
	for _, v := range rules.Variants {
		rng := rand.New(rand.NewSource(3))
		e := Linear(v)
		for g := 0; g < 30; g++ {
			p := rules.NewPosition(v)
			for {
				fen := p.FEN()
				if ep, _ := p.EnPassant(); ep == rules.NoSquare {
					q := mustFEN(t, v, mirrored(fen))
					if a, b := e.Evaluate(p), e.Evaluate(q); a != b {
						t.Fatalf("%s scores %d, its mirror %s %d", fen, a, q.FEN(), b)
					}
				}
				ms := p.Moves(nil)
				if len(ms) == 0 || p.Plies() > 150 {
					e.Evaluate(p) // a finished position: no panic
					break
				}
				p.Make(ms[rng.Intn(len(ms))])
			}
		}
	}
}

func TestEvaluate(t *testing.T) {
	tests := []struct {
		name string
		v    rules.Variant
		fen  string
		sign int // the expected sign of the score for the side to move, less the tempo bonus
	}{
		{"wormhole start", rules.Wormhole, rules.Wormhole.StartFEN(), 0},
		{"interweave start", rules.Interweave, rules.Interweave.StartFEN(), 0},
		{"wormhole white a lion up", rules.Wormhole, "cnw1kwnc/pppppppp/8/8/8/8/PPPPPPPP/CNWMKWNC w 0", 1},
		{"wormhole black to move a lion down", rules.Wormhole, "cnw1kwnc/pppppppp/8/8/8/8/PPPPPPPP/CNWMKWNC b 1", -1},
		{"wormhole a pawn down", rules.Wormhole, "cnwmkwnc/pppppppp/8/8/8/8/1PPPPPPP/CNWMKWNC w 0", -1},
		{"interweave a smasher up", rules.Interweave, "1bnkknbr/pppppppp/8/8/8/8/PPPPPPPP/RBNKKNBR w 0 - 000000", 1},
		{"interweave black a pawn up", rules.Interweave, "rbnkknbr/pppppppp/8/8/8/8/PPPPPPP1/RBNKKNBR b 1 - 000000", 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := mustFEN(t, tt.v, tt.fen)
			got := Linear(tt.v).Evaluate(p)
			if sign(got-tempo(tt.v)) != tt.sign {
				t.Errorf("Evaluate = %d, want sign %d", got, tt.sign)
			}
			q := mustFEN(t, tt.v, mirrored(tt.fen))
			if m := Linear(tt.v).Evaluate(q); m != got {
				t.Errorf("mirrored position %q scores %d, want %d", mirrored(tt.fen), m, got)
			}
		})
	}
}

func tempo(v rules.Variant) int {
	if v == rules.Interweave {
		return DefaultInterweave.Tempo
	}
	return DefaultWormhole.Tempo
}

func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

// TestFinishedPositions checks that positions the search never evaluates
// (no king, no move, a lost king in Interweave) still get a score.
func TestFinishedPositions(t *testing.T) {
	tests := []struct {
		v   rules.Variant
		fen string
	}{
		{rules.Wormhole, "8/8/8/8/8/8/8/8 w 0"},
		{rules.Wormhole, "k7/xx6/8/8/8/8/8/7K b 5"},
		{rules.Interweave, "8/8/8/8/8/8/8/8 w 0 - 000000"},
		{rules.Interweave, "k7/8/8/8/8/8/8/KK6 b 9 - 999999"},
	}
	for _, tt := range tests {
		p := mustFEN(t, tt.v, tt.fen)
		Linear(tt.v).Evaluate(p) // must not panic
	}
}

// midgame returns the position after turns random turns of v from a fixed
// seed: a board with holes, or with captures made, as the search sees most.
func midgame(v rules.Variant, turns int) *rules.Position {
	rng := rand.New(rand.NewSource(11))
	p := rules.NewPosition(v)
	for p.Plies() < turns {
		ms := p.Moves(nil)
		if len(ms) == 0 {
			break
		}
		p.Make(ms[rng.Intn(len(ms))])
	}
	return p
}

func BenchmarkEvaluate(b *testing.B) {
	for _, v := range rules.Variants {
		for _, turns := range []int{0, 20} {
			b.Run(fmt.Sprintf("%s/turn%d", v, turns), func(b *testing.B) {
				p := midgame(v, turns)
				e := Linear(v)
				b.ReportAllocs()
				for i := 0; i < b.N; i++ {
					e.Evaluate(p)
				}
			})
		}
	}
}

// TestTermsOrderPositions checks each term on a pair of positions that
// differ in that term only (or mostly): the first must score higher for its
// side to move than the second.
func TestTermsOrderPositions(t *testing.T) {
	tests := []struct {
		name          string
		v             rules.Variant
		better, worse string
	}{
		{"wormhole king with escapes", rules.Wormhole,
			"7k/5c2/8/8/8/8/8/K7 w 0", "7k/8/8/8/8/8/2c5/K7 w 0"},
		// Reach counts mostly as the board fills with holes (MobLate):
		// both positions have 16, as games have after 16 plies.
		{"wormhole knight in the centre", rules.Wormhole,
			"4k3/xxxxxxxx/xxxxxxxx/8/3N4/8/8/K7 w 0", "4k3/xxxxxxxx/xxxxxx2/8/8/8/x7/Nx2K3 w 0"},
		{"wormhole advanced pawn", rules.Wormhole,
			"4k3/8/8/3P4/8/8/8/K7 w 0", "4k3/8/8/8/8/3P4/8/K7 w 0"},
		{"interweave king not under approach", rules.Interweave,
			"k1r4k/8/8/8/8/8/8/3KK3 w 0 - 000000", "k2r3k/8/8/8/8/8/8/3KK3 w 0 - 000000"},
		{"interweave pool for promotion", rules.Interweave,
			"k6k/8/8/8/2P5/8/8/3KK3 w 0 - 100000", "k6k/8/8/8/2P5/8/8/3KK3 w 0 - 000000"},
		{"interweave advanced pawn", rules.Interweave,
			"k6k/8/8/2P5/8/8/8/3KK3 w 0 - 000000", "k6k/8/8/8/8/2P5/8/3KK3 w 0 - 000000"},
		// A pawn steps diagonally forward: on the edge it has one step, in
		// the middle two.
		{"interweave pawn with room to step", rules.Interweave,
			"k6k/8/8/8/2P5/8/8/3KK3 w 0 - 000000", "k6k/8/8/8/P7/8/8/3KK3 w 0 - 000000"},
		// A remover moves diagonally: in the corner behind its own pawn it
		// has no step.
		{"interweave remover with room to move", rules.Interweave,
			"k6k/8/8/8/8/8/1P6/3KK2B w 0 - 000000", "k6k/8/8/8/8/8/1P6/B2KK3 w 0 - 000000"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := Linear(tt.v)
			b, w := e.Evaluate(mustFEN(t, tt.v, tt.better)), e.Evaluate(mustFEN(t, tt.v, tt.worse))
			if b <= w {
				t.Errorf("%q scores %d, not above %q at %d", tt.better, b, tt.worse, w)
			}
		})
	}
}

func TestInterweaveKingCapture(t *testing.T) {
	// White's smasher approaches along the d-file and takes the king on d8.
	p := mustFEN(t, rules.Interweave, "3kk3/8/8/8/8/8/8/K2R3K w 0 - 000000")
	if !p.MustCapture() {
		t.Fatal("the test position should have a capture")
	}
	if got := Linear(rules.Interweave).Evaluate(p); got < DefaultInterweave.KingCapture/2 {
		t.Errorf("Evaluate = %d, want at least %d", got, DefaultInterweave.KingCapture/2)
	}
}

// EvaluateQuiet scores as Evaluate wherever the side to move need not
// capture, in the positions of random games.
func TestEvaluateQuietAgrees(t *testing.T) {
	e := Linear(rules.Interweave).(QuietEvaluator)
	rng := rand.New(rand.NewSource(5))
	quiet := 0
	for game := 0; game < 40; game++ {
		p := rules.NewPosition(rules.Interweave)
		for p.Plies() < 120 {
			if !p.MustCapture() {
				quiet++
				if got, want := e.EvaluateQuiet(p), e.Evaluate(p); got != want {
					t.Fatalf("%s: EvaluateQuiet %d, Evaluate %d", p.FEN(), got, want)
				}
			}
			ms := p.Moves(nil)
			if len(ms) == 0 {
				break
			}
			p.Make(ms[rng.Intn(len(ms))])
		}
	}
	if quiet == 0 {
		t.Fatal("no quiet position was checked")
	}
}

// TestWormholeTermCounts scores positions with a single Wormhole weight set
// to 1, so that the score is what the evaluation counts for that term: the
// side to move's count less the other side's (the threats count for the
// side to move only), in positions whose counts are worked out by hand.
func TestWormholeTermCounts(t *testing.T) {
	tests := []struct {
		name string
		w    WormholeParams
		fen  string
		want int
	}{
		// The knight on e1 reaches c2, g2, d3 and f3 on a board whose upper
		// half is holes: 4 squares, times 32 holes, over 32.
		{"knight reach", WormholeParams{MobKnight: 1},
			"xxxxxxxx/xxxxxxxx/xxxxxxxx/xxxxxxxx/7k/8/8/K3N3 w 0", 4},
		{"reach late", WormholeParams{MobLate: 1},
			"xxxxxxxx/xxxxxxxx/xxxxxxxx/xxxxxxxx/7k/8/8/K3N3 w 0", 4},
		{"no reach late on a full board", WormholeParams{MobLate: 1},
			"7k/8/8/8/8/8/8/K3N3 w 0", 0},
		{"wizard reach is not the knight's", WormholeParams{MobKnight: 1, MobChampion: 1, MobLion: 1},
			"7k/8/8/8/3W4/8/8/K7 w 0", 0},
		// The champion on a3 covers a2 next to White's king on a1 (and not
		// b2 or b1).
		{"king zone", WormholeParams{KingZone: 1}, "7k/8/8/8/8/c7/8/K7 w 0", -1},
		{"king zone, the other side to move", WormholeParams{KingZone: 1}, "7k/8/8/8/8/c7/8/K7 b 0", 1},
		// The pawn on c3 takes on b2, where White's king defends the knight:
		// attacked by a cheaper piece, not hanging.
		{"knight attacked by a pawn", WormholeParams{AttackedByLesser: 1}, "4k3/8/8/8/8/2p5/1N6/K7 w 0", -1},
		{"a defended knight is not hanging", WormholeParams{HangingPiece: 1}, "4k3/8/8/8/8/2p5/1N6/K7 w 0", 0},
		{"only the side to move's threats count", WormholeParams{AttackedByLesser: 1}, "4k3/8/8/8/8/2p5/1N6/K7 b 0", 0},
		// The champion on h3 jumps to h1: the knight there is hanging, and
		// not attacked by a cheaper piece (a champion is dearer).
		{"hanging knight", WormholeParams{HangingPiece: 1}, "4k3/8/8/8/8/7c/8/K6N w 0", -1},
		{"a knight attacked by a champion", WormholeParams{AttackedByLesser: 1}, "4k3/8/8/8/8/7c/8/K6N w 0", 0},
		{"defended by the king", WormholeParams{HangingPiece: 1}, "4k3/8/8/8/8/7c/6K1/7N w 0", 0},
		// The knight on e6 takes on d4.
		{"hanging pawn", WormholeParams{HangingPawn: 1}, "k7/8/4n3/8/3P4/8/8/7K w 0", -1},
		// The champion on d3 forks the knights on b1 and f1.
		{"two threats", WormholeParams{ThreatTwo: 1}, "k7/8/8/8/8/3c4/8/1N3N1K w 0", -1},
		{"two hanging knights", WormholeParams{HangingPiece: 1}, "k7/8/8/8/8/3c4/8/1N3N1K w 0", -2},
		{"one threat", WormholeParams{ThreatTwo: 1}, "k7/8/8/8/8/3c4/8/1N5K w 0", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := NewWormhole(tt.w)
			if got := e.Evaluate(mustFEN(t, rules.Wormhole, tt.fen)); got != tt.want {
				t.Errorf("%s: %d, want %d", tt.fen, got, tt.want)
			}
			if got := e.Evaluate(mustFEN(t, rules.Wormhole, mirrored(tt.fen))); got != tt.want {
				t.Errorf("mirrored %s: %d, want %d", mirrored(tt.fen), got, tt.want)
			}
		})
	}
}
