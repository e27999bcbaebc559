package rules

import (
	"strings"
	"testing"
)

// A FEN tells its variant: by its fields, its pieces, its holes, its
// kings; what fits neither gets the error of the variant it is nearer.
func TestParsePlayableFENOfEither(t *testing.T) {
	for _, c := range []struct {
		fen     string
		variant Variant
		err     string // a part of the error, or "" for none
	}{
		{Wormhole.StartFEN(), Wormhole, ""},
		{Interweave.StartFEN(), Interweave, ""},
		{"rbnkknbr/pppppppp/8/8/8/8/PPPPPPPP/RBNKKNBR b 1 - 000000", Interweave, ""},
		{"rbnkknbr/pppppppp/8/8/8/8/PPPPPPPP/RBNKKNBR w 0", Interweave, ""}, // Interweave's pieces, three fields
		{"cnwmkwnc/pppppppp/8/3xx3/8/8/PPPPPPPP/CNWMKWNC w 0", Wormhole, ""},
		{"4k3/8/8/8/8/8/8/4K3 w 0", Wormhole, ""},     // fits both; Interweave's game is over
		{"3kk3/8/8/8/8/8/8/3KK3 w 0", Interweave, ""}, // two kings a side
		{"3kk3/8/8/8/8/8/8/3KK3 w 0 - 000000", Interweave, ""},
		{"4k3/8/8/8/8/8/8/4K3 w 0 - 0000", 0, "captured pool"},
		{"cnwmkwnc/pppppppp/8/8/8/8/PPPPPPPP/CNWMKWNC w 0 - 000000", 0, "not an Interweave piece"},
		{"8/8/8/8/8/8/8/8 w 0", 0, "a Wormhole game needs"},
		{"rbnkknbr/pppppppp/8/8/8/8/PPPPPPPP/RBNKKNBR w zero", 0, "ply count"},
		{"", 0, "empty"},
	} {
		p, err := ParsePlayableFENOfEither(c.fen)
		switch {
		case c.err == "" && err != nil:
			t.Errorf("%q: %v, want a %v position", c.fen, err, c.variant)
		case c.err == "" && p.Variant() != c.variant:
			t.Errorf("%q: read as %v, want %v", c.fen, p.Variant(), c.variant)
		case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)):
			t.Errorf("%q: error %v, want one with %q", c.fen, err, c.err)
		}
	}
}
