package rules

import (
	"sort"
	"strings"
	"testing"
)

// seedDiagrams are the diagrams of the rules documents: a position, the
// pieces the caption speaks of, which of their reach is marked, and the
// marked squares.
var seedDiagrams = []struct {
	name    string
	variant Variant
	fen     string
	pieces  string // the pieces' squares, space-separated
	marks   string // "all", "quiet", "capture-to" or "captured"
	want    string
}{
	{"wormhole knight d3", Wormhole, "cwkxxxwn/ppxppppx/2mxxW2/4x2p/3P1x2/3n1x2/PPPxPPPP/CWxxxNKC", "d3", "all", "b2,f2,b4,c5,g5,f6"},
	{"interweave king quiet", Interweave, "8/8/4b3/3nK3/8/8/8/8", "e5", "quiet", "d6,f6,f4,d4"},
	{"interweave king captures", Interweave, "8/8/4b3/3nK3/8/8/8/8", "e5", "capture-to", "c5,e7"},
	{"interweave smasher quiet", Interweave, "8/8/5p2/8/8/8/1R3p2/8", "b2", "quiet", "a1,c1,d2,a3,b4,c3,d4,e5,b6,b8"},
	{"interweave smasher captures", Interweave, "8/1p6/8/8/8/8/1R4p1/8", "b2", "capture-to", "b6,f2"},
	// The seed writes the sixth rank as "1P"; it means 1P6.
	{"interweave leaper quiet", Interweave, "8/p7/5p2/8/8/1P6/8/N5p1", "a1", "quiet", "e3,c1,e1,a3,a5,b2,c3,d4,e5"},
	{"interweave leaper captures", Interweave, "8/8/8/8/p7/8/2p5/N6b", "a1", "capture-to", "e3,a5,a7"},
	{"interweave remover captures both", Interweave, "8/8/8/4p3/4Bp2/8/8/8", "e4", "captured", "e5,f4"},
	{"interweave pawns quiet", Interweave, "8/8/3P4/8/8/8/1P6/8", "b2 d6", "quiet", "a3,c3,d4,e7,c7"},
	{"interweave pawns captures", Interweave, "8/Nr5R/2rP3n/2N5/7b/4b2P/4P3/8", "d6 h3 e2", "capture-to", "c7,e4,h5"},
}

func squareNames(b Bitboard) string {
	var names []string
	for _, s := range b.Squares() {
		names = append(names, s.String())
	}
	sort.Strings(names)
	return strings.Join(names, ",")
}

func TestSeedDiagrams(t *testing.T) {
	for _, d := range seedDiagrams {
		t.Run(d.name, func(t *testing.T) {
			p, err := ParseFEN(d.variant, d.fen)
			if err != nil {
				t.Fatal(err)
			}
			var from []Square
			for _, n := range strings.Fields(d.pieces) {
				s, err := ParseSquare(n)
				if err != nil {
					t.Fatal(err)
				}
				from = append(from, s)
			}
			var got Bitboard
			for _, s := range from {
				r := p.ReachOf(s)
				switch d.marks {
				case "all":
					got |= r.Quiet | r.CaptureTo
				case "quiet":
					got |= r.Quiet
				case "capture-to":
					got |= r.CaptureTo
				case "captured":
					got |= r.Captured
				}
			}
			var want Bitboard
			for _, n := range strings.Split(d.want, ",") {
				s, err := ParseSquare(n)
				if err != nil {
					t.Fatal(err)
				}
				want |= Bit(s)
			}
			if got != want {
				t.Errorf("marks %s, want %s", squareNames(got), squareNames(want))
			}
		})
	}
}

// The Wormhole seed says the black king of its diagram "can go to c6"; c6
// holds Black's own lion, so it cannot: the rules pages keep the sentence
// with a note. This test pins the fact the note states.
func TestSeedKingSentenceIsWrongForItsDiagram(t *testing.T) {
	p, err := ParseFEN(Wormhole, "cwkxxxwn/ppxppppx/2mxxW2/4x2p/3P1x2/3n1x2/PPPxPPPP/CWxxxNKC b")
	if err != nil {
		t.Fatal(err)
	}
	c6, _ := ParseSquare("c6")
	if p.At(c6) != MakePiece(Black, Lion) {
		t.Fatalf("c6 holds %v", p.At(c6))
	}
	c8, _ := ParseSquare("c8")
	if r := p.ReachOf(c8); (r.Quiet | r.CaptureTo).Has(c6) {
		t.Errorf("the king on c8 reaches c6")
	}
}
