package match

import (
	"reflect"
	"strings"
	"testing"
	"time"
)

func TestParseSpec(t *testing.T) {
	for _, c := range []struct {
		text string
		want Spec
		err  string
	}{
		{text: "random", want: Spec{Kind: "random"}},
		{text: "TwoPly", want: Spec{Kind: "twoply"}},
		{text: "engine", want: Spec{Kind: "engine"}},
		{text: "engine:movetime=100,level=3,nonull", want: Spec{Kind: "engine", MoveTime: 100 * time.Millisecond, Level: 3, NoNullMove: true}},
		{text: "engine:depth=6,nodes=5000,threads=2,hash=32,nolmr,nofutility", want: Spec{Kind: "engine", Depth: 6, Nodes: 5000, Threads: 2, HashMB: 32, NoLMR: true, NoFutility: true}},
		{text: "engine:eval=weights.json,movetime=20", want: Spec{Kind: "engine", EvalFile: "weights.json", MoveTime: 20 * time.Millisecond}},
		{text: "engine:eval=", err: "needs a value"},
		{text: "stockfish", err: `unknown kind "stockfish"`},
		{text: "random:seed=3", err: "random takes no settings"},
		{text: "engine:level=21", err: "levels go from 1 to 20"},
		{text: "engine:movetime=-5", err: "want a whole number"},
		{text: "engine:movetime", err: "needs a value"},
		{text: "engine:hash=5000", err: "at most 4096 MB"},
		{text: "engine:threads=1000", err: "at most 256"},
		{text: "engine:movetime=0", err: "movetime=0: want 1 or more"},
		{text: "engine:depth=0", err: "depth=0: want 1 or more"},
		{text: "engine:nodes=0", err: "nodes=0: want 1 or more"},
		{text: "engine:threads=0", err: "threads=0: want 1 or more"},
		{text: "engine:" + strings.Repeat("x", 120000) + "=1", err: "…"},
		{text: "engine:movetime=99999999999999999", err: "want a whole number"},
		{text: "engine:nonull=1", err: "is a switch"},
		{text: "engine:speed=3", err: `unknown setting "speed"`},
		{text: "uci:/opt/eng", want: Spec{Kind: "uci", Path: "/opt/eng"}},
		{text: "UCI:/opt/eng,Hash=64,Threads=1,Skill Level=5,nodes=200", want: Spec{Kind: "uci", Path: "/opt/eng", Nodes: 200,
			Options: []UCIOption{{"Hash", "64"}, {"Threads", "1"}, {"Skill Level", "5"}}}},
		// Only the lower-case limits are the match's: MoveTime is an option.
		{text: "uci:eng,MoveTime=5,movetime=20", want: Spec{Kind: "uci", Path: "eng", MoveTime: 20 * time.Millisecond, Options: []UCIOption{{"MoveTime", "5"}}}},
		{text: "uci:eng,depth=3", want: Spec{Kind: "uci", Path: "eng", Depth: 3}},
		{text: "uci:/bin/ww,arg=uci,arg=-x y,Arg=1", want: Spec{Kind: "uci", Path: "/bin/ww", Args: []string{"uci", "-x y"}, Options: []UCIOption{{"Arg", "1"}}}},
		{text: "uci:eng,Ponder=", want: Spec{Kind: "uci", Path: "eng", Options: []UCIOption{{"Ponder", ""}}}},
		{text: "uci:", err: "uci needs the path"},
		{text: "uci", err: "uci needs the path"},
		{text: "uci:eng,Hash", err: `"Hash": want NAME=VALUE`},
		{text: "uci:eng,=3", err: "want NAME=VALUE"},
		{text: "uci:eng,nodes=0", err: "nodes=0: want 1 or more"},
		{text: "uci:eng,nodes=x", err: "want a whole number"},
		{text: "uci:eng,nodes=10,depth=2", err: "set one of movetime, nodes and depth"},
		{text: "uci:eng,UCI_Variant=wormhole", err: "the match sets the variant itself"},
	} {
		got, err := ParseSpec(c.text)
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("%.40q: error %.200v, want one containing %q", c.text, err, c.err)
			} else if len(err.Error()) > 200 {
				t.Errorf("%.40q: an error of %d bytes echoes the input whole", c.text, len(err.Error()))
			}
			continue
		}
		if err != nil {
			t.Errorf("%q: %v", c.text, err)
			continue
		}
		c.want.text = c.text
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("%q: %+v, want %+v", c.text, got, c.want)
		}
		if got.String() != c.text {
			t.Errorf("%q: String %q", c.text, got.String())
		}
	}
}
