package match

import (
	"strings"
	"testing"

	"wormweave/internal/racerun"
	"wormweave/rules"
)

func TestReadOpenings(t *testing.T) {
	racerun.SkipOneGoroutine(t)
	for _, c := range []struct {
		text  string
		v     rules.Variant
		lines []int
		err   string
	}{
		{text: "# two openings\n\ncnwmkwnc/pppppppp/8/8/8/8/PPPPPPPP/CNWMKWNC w 0 # the start\ncnwmkwnc/pppppppp/8/8/4P3/8/PPPPxPPP/CNWMKWNC b 1\n", v: rules.Wormhole, lines: []int{3, 4}},
		{text: "rbnkknbr/pppppppp/8/8/8/8/PPPPPPPP/RBNKKNBR w 0 - 000000\n", v: rules.Interweave, lines: []int{1}},
		{text: "\ncnwmkwnc/pppppppp/8/8/8/8/PPPPPPPP/CNWMKWNC q 0\n", v: rules.Wormhole, err: "line 2: FEN side to move"},
		{text: "rbnkknbr/pppppppp/8/8/8/8/PPPPPPPP/RBNK1NBR w 0 - 000000\n", v: rules.Interweave, err: "line 1: the game is already over (0-1)"},
		{text: "8/8/8/8/8/8/8/8 w 0\n", v: rules.Wormhole, err: "line 1: White has 0 kings"},
		{text: "# nothing\n", v: rules.Wormhole, err: "no opening in the file"},
		// A byte-order mark, and the line ends of every system.
		{text: "\xef\xbb\xbfcnwmkwnc/pppppppp/8/8/8/8/PPPPPPPP/CNWMKWNC w 0\n", v: rules.Wormhole, lines: []int{1}},
		{text: "# a\rcnwmkwnc/pppppppp/8/8/8/8/PPPPPPPP/CNWMKWNC w 0\r\r\ncnwmkwnc/pppppppp/8/8/8/8/PPPPPPPP/CNWMKWNC w 0\r", v: rules.Wormhole, lines: []int{2, 4}},
		{text: "\r\n\r\n8/8/8/8/8/8/8/8 w 0\r\n", v: rules.Wormhole, err: "line 3: White has 0 kings"},
		{text: "# " + strings.Repeat("x", 5<<20) + "\n", v: rules.Wormhole, err: "line 1: longer than 4194304 bytes"},
		{text: strings.Repeat("cnwmkwnc/pppppppp/8/8/8/8/PPPPPPPP/CNWMKWNC w 0\n", MaxOpenings+1), v: rules.Wormhole, err: "line 10001: more than 10000 openings"},
	} {
		got, err := ReadOpenings(strings.NewReader(c.text), c.v)
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("%.80q: error %v, want one containing %q", c.text, err, c.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%q: %v", c.text, err)
			continue
		}
		if len(got) != len(c.lines) {
			t.Fatalf("%q: %d openings, want %d", c.text, len(got), len(c.lines))
		}
		for i, o := range got {
			if o.Line != c.lines[i] {
				t.Errorf("%q: opening %d on line %d, want %d", c.text, i, o.Line, c.lines[i])
			}
		}
	}
}

// The built-in openings are as openings/README.md says they were made:
// distinct, playable, a few turns from the start, material level.
func TestBuiltinOpenings(t *testing.T) {
	for _, v := range rules.Variants {
		ops, err := BuiltinOpenings(v)
		if err != nil {
			t.Fatalf("%s: %v", v, err)
		}
		if len(ops) < 50 {
			t.Errorf("%s: %d openings, want at least 50 (100-game matches use each once per colour)", v, len(ops))
		}
		seen := map[string]bool{}
		for _, o := range ops {
			fen := o.Pos.FEN()
			if seen[fen] {
				t.Errorf("%s line %d: a repeated opening", v, o.Line)
			}
			seen[fen] = true
			if o.Pos.Plies() < 2 || o.Pos.Plies() > 8 {
				t.Errorf("%s line %d: %d plies from the start", v, o.Line, o.Pos.Plies())
			}
			if b := MaterialBalance(&o.Pos); b != 0 {
				t.Errorf("%s line %d: material balance %d", v, o.Line, b)
			}
		}
	}
}
