package rules

import "testing"

func TestPassedHoles(t *testing.T) {
	// The seed diagram: the knight on d3 reaches g5 and f6 through the
	// holes on f4 and e5.
	p, err := ParseFEN(Wormhole, "cwkxxxwn/ppxppppx/2mxxW2/4x2p/3P1x2/3n1x2/PPPxPPPP/CWxxxNKC b")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ from, to, want string }{
		{"d3", "g5", "f4"},
		{"d3", "f6", "e5"},
		{"d3", "c5", ""},
		{"c8", "b8", ""},
		{"h5", "h4", ""},
		// The white wizard's long leg skips both holes before the lion.
		{"f6", "a5", "d6,e6"},
	} {
		got := p.PassedHoles(Move{From: mustSquare(t, c.from), To: mustSquare(t, c.to)})
		if squareNames(got) != c.want {
			t.Errorf("%s-%s passes %q, want %q", c.from, c.to, squareNames(got), c.want)
		}
	}
}
