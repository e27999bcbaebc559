package match

import (
	"strings"
	"testing"

	"wormweave/rules"
)

// ParseSpec never panics, and a spec it accepts makes a player (except an
// evaluation file, which is read only then).
func FuzzParseSpec(f *testing.F) {
	for _, s := range []string{"random", "twoply", "engine", "engine:movetime=100,level=3,nonull", "engine:depth=6,nodes=5000,threads=2,hash=32,nolmr,nofutility", "engine:level=9", "engine:,", "x:y=z"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		s, err := ParseSpec(text)
		if err != nil || s.EvalFile != "" {
			return
		}
		s.HashMB, s.Threads = min(s.HashMB, 4), min(s.Threads, 2) // keep the fuzzer's memory small
		if _, err := s.newPlayer(rules.Wormhole, 0); err != nil {
			t.Errorf("%q: accepted, but %v", text, err)
		}
		if s.String() != text {
			t.Errorf("%q: String %q", text, s.String())
		}
	})
}

// ReadOpenings never panics, and every opening it returns can start a game.
func FuzzReadOpenings(f *testing.F) {
	f.Add("# comment\ncnwmkwnc/pppppppp/8/8/8/8/PPPPPPPP/CNWMKWNC w 0 # start\n", false)
	f.Add("rbnkknbr/pppppppp/8/8/8/8/PPPPPPPP/RBNKKNBR w 0 - 000000\n", true)
	f.Add("8/8/8/8/8/8/8/8 w 0\n\n", false)
	f.Fuzz(func(t *testing.T, text string, interweave bool) {
		v := rules.Wormhole
		if interweave {
			v = rules.Interweave
		}
		ops, err := ReadOpenings(strings.NewReader(text), v)
		if err != nil {
			return
		}
		for _, o := range ops {
			if r, _ := o.Pos.Outcome(); r != rules.Ongoing || o.Pos.Playable() != nil {
				t.Errorf("line %d: accepted a position no game can start from: %s", o.Line, o.Pos.FEN())
			}
		}
	})
}
