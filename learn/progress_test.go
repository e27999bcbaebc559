package learn

import (
	"strings"
	"testing"

	"wormweave/rules"
)

func TestProgressRoundTrip(t *testing.T) {
	var p Progress
	p.Record(rules.Wormhole, "king", 1, 2)
	p.Record(rules.Wormhole, "king", 1, 1) // fewer stars do not replace more
	p.Record(rules.Wormhole, "king", 2, 3)
	p.Record(rules.Interweave, "king", 1, 3)
	p.Record(rules.Interweave, "king", 2, 4) // not a count of stars
	q := ParseProgress(p.String())
	for _, tc := range []struct {
		v     rules.Variant
		stage string
		n     int
		want  int
	}{{rules.Wormhole, "king", 1, 2}, {rules.Wormhole, "king", 2, 3}, {rules.Interweave, "king", 1, 3}, {rules.Interweave, "king", 2, 0}, {rules.Wormhole, "pawn", 1, 0}} {
		if got := q.Stars(tc.v, tc.stage, tc.n); got != tc.want {
			t.Errorf("%v %s %d: %d stars, want %d", tc.v, tc.stage, tc.n, got, tc.want)
		}
	}
	q.Reset(rules.Wormhole, "king")
	if q.Stars(rules.Wormhole, "king", 2) != 0 || q.Stars(rules.Interweave, "king", 1) != 3 {
		t.Errorf("reset: %s", q)
	}
}

func TestProgressGarbage(t *testing.T) {
	for _, s := range []string{"", "not json", "{", `{"v":2,"stars":{"wormhole/king/1":3}}`, `{"v":1,"stars":{"wormhole/king/1":"3"}}`, "\x00\xff", strings.Repeat("[", 1<<20)} {
		p := ParseProgress(s)
		if p.Stars(rules.Wormhole, "king", 1) != 0 || p.String() != `{"v":1,"stars":null}` {
			t.Errorf("%.20q reads as %s", s, p)
		}
	}
	// The sound entries of a damaged progress are kept.
	p := ParseProgress(`{"v":1,"stars":{"wormhole/king/1":3,"wormhole/King/2":3,"chess/king/1":3,"wormhole/king/01":3,"wormhole/king/3":9}}`)
	if p.Stars(rules.Wormhole, "king", 1) != 3 || len(p.stars) != 1 {
		t.Errorf("damaged progress reads as %s", p)
	}
}

func TestProgressNext(t *testing.T) {
	c, err := Parse("t.course", []byte(header+stageHead+"level\nfen 7k/8/8/8/8/8/8/4K3 w 0\ngoal survive\ncount 1\n"+levelTexts+
		"level\nfen 7k/8/8/8/8/8/8/4K3 w 0\ngoal survive\ncount 1\n"+levelTexts))
	if err != nil {
		t.Fatal(err)
	}
	var p Progress
	if _, l, ok := p.Next(c); !ok || l.Number != 1 {
		t.Errorf("next of nothing: %v", l)
	}
	p.Record(rules.Wormhole, "king", 1, 1)
	if _, l, ok := p.Next(c); !ok || l.Number != 2 {
		t.Errorf("next after level 1: %v", l)
	}
	p.Record(rules.Wormhole, "king", 2, 3)
	if _, _, ok := p.Next(c); ok {
		t.Error("a next level when every level is passed")
	}
	if e, m := p.StageStars(c, c.Stages[0]); e != 4 || m != 6 {
		t.Errorf("stage stars %d of %d", e, m)
	}
}
