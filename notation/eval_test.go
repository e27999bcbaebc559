package notation

import (
	"strings"
	"testing"
)

func TestParseEval(t *testing.T) {
	tests := []struct {
		in   string
		want Eval
		ok   bool
		out  string // String of the result
	}{
		{"0.35", Eval{Centipawns: 35}, true, "0.35"},
		{"-1.2", Eval{Centipawns: -120}, true, "-1.2"},
		{"+3", Eval{Centipawns: 300}, true, "3"},
		{"0", Eval{}, true, "0"},
		{".5", Eval{Centipawns: 50}, true, "0.5"},
		{"0.355", Eval{Centipawns: 36}, true, "0.36"},
		{"0.35,18", Eval{Centipawns: 35, Depth: 18}, true, "0.35,18"},
		{"#4", Eval{Mate: true, MateIn: 4}, true, "#4"},
		{"#-3", Eval{Mate: true, MateIn: -3}, true, "#-3"},
		{"#+2", Eval{Mate: true, MateIn: 2}, true, "#2"},
		{"#0", Eval{Mate: true}, true, "#0"},
		{"#-3,22", Eval{Mate: true, MateIn: -3, Depth: 22}, true, "#-3,22"},
		{" 0.1 ", Eval{Centipawns: 10}, true, "0.1"},
		{"", Eval{}, false, ""},
		{"#", Eval{}, false, ""},
		{"#x", Eval{}, false, ""},
		{"NaN", Eval{}, false, ""},
		{"Inf", Eval{}, false, ""},
		{"1e3", Eval{}, false, ""},
		{"0x10", Eval{}, false, ""},
		{"1_000", Eval{}, false, ""},
		{"0.3,", Eval{}, false, ""},
		{"0.3,-1", Eval{}, false, ""},
		{"0.3,x", Eval{}, false, ""},
		{"1000001", Eval{}, false, ""},
		{"#99999", Eval{}, false, ""},
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			got, err := ParseEval(tc.in)
			if (err == nil) != tc.ok || got != tc.want {
				t.Fatalf("ParseEval(%q) = %+v, %v; want %+v, ok %v", tc.in, got, err, tc.want, tc.ok)
			}
			if tc.ok && got.String() != tc.out {
				t.Errorf("String() = %q, want %q", got.String(), tc.out)
			}
		})
	}
}

// TestEvalThroughReadAndWrite reads games whose comments hold [%eval]
// commands, finds the evaluations on the nodes, writes the games and reads
// them back to the same evaluations and comments.
func TestEvalThroughReadAndWrite(t *testing.T) {
	tests := []struct {
		name     string
		movetext string
		want     []string // per main-line ply: the evaluation, "" for none
		text     []string // per main-line ply: the comment's words without commands
	}{
		{"pawns", "1. g2-g3 {[%eval 0.35]} a7-a6 {[%eval -0.2,12]} *", []string{"0.35", "-0.2,12"}, []string{"", ""}},
		{"mate", "1. g2-g3 {[%eval #4]} a7-a6 {[%eval #-3,20] good} *", []string{"#4", "#-3,20"}, []string{"", "good"}},
		{"with arrows and words", "1. g2-g3 {a plan [%cal Gd3g5] [%eval 1.5,9] [%csl Rd4] here} a7-a6 *", []string{"1.5,9", ""}, []string{"a plan here", ""}},
		{"malformed", "1. g2-g3 {[%eval lots]} a7-a6 {[%eval]} *", []string{"", ""}, []string{"", ""}},
		{"before the move is not after it", "1. g2-g3 a7-a6 {x} {[%eval 0.1]} 2. b2-b3 *", []string{"", "", ""}, []string{"", "x", ""}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			file := "[Variant \"Wormhole\"]\n\n" + tc.movetext + "\n"
			g, err := readOne(t, "eval.pgn", []byte(file))
			if err != nil {
				t.Fatal(err)
			}
			check := func(g *Game, when string) {
				line := g.MainLine()
				if len(line) != len(tc.want) {
					t.Fatalf("%s: %d plies, want %d", when, len(line), len(tc.want))
				}
				for i, n := range line {
					got := ""
					if e, ok := n.Eval(); ok {
						got = e.String()
					}
					if got != tc.want[i] {
						t.Errorf("%s: ply %d: evaluation %q, want %q", when, i+1, got, tc.want[i])
					}
					if text := CommentText(n.CommentAfter()); text != tc.text[i] {
						t.Errorf("%s: ply %d: comment text %q, want %q", when, i+1, text, tc.text[i])
					}
				}
			}
			check(g, "read")
			out := AppendGame(nil, g)
			back, err := readOne(t, "written.pgn", out)
			if err != nil {
				t.Fatal(err)
			}
			check(back, "written and read")
			// The writer adds the roster's tags: compare the trees.
			g.Tags, back.Tags = nil, nil
			if err := sameGame(g, back); err != nil {
				t.Errorf("%v\n%s", err, out)
			}
		})
	}
}

// TestSetEval puts, replaces and removes evaluations, keeping the words of
// the comment, and the result writes and reads back.
func TestSetEval(t *testing.T) {
	g, err := readOne(t, "e.pgn", []byte("[Variant \"Wormhole\"]\n\n1. g2-g3 {a good start} a7-a6 {[%eval 0.2] [%cal Ga2a4]} 2. b2-b3 *\n"))
	if err != nil {
		t.Fatal(err)
	}
	line := g.MainLine()
	steps := []struct {
		node *Node
		eval *Eval
		want string // the comment after
	}{
		{line[0], &Eval{Centipawns: -35, Depth: 18}, "[%eval -0.35,18] a good start"},
		{line[0], &Eval{Mate: true, MateIn: -3}, "[%eval #-3] a good start"},
		{line[1], &Eval{Centipawns: 125}, "[%eval 1.25] [%cal Ga2a4]"},
		{line[1], nil, "[%cal Ga2a4]"},
		{line[1], nil, "[%cal Ga2a4]"},
		{line[2], &Eval{}, "[%eval 0]"},
	}
	for i, s := range steps {
		before := s.node.CommentAfter()
		if old := s.node.SetEval(s.eval); old != before {
			t.Errorf("step %d: SetEval returned %q, want the old comment %q", i, old, before)
		}
		if got := s.node.CommentAfter(); got != s.want {
			t.Errorf("step %d: comment %q, want %q", i, got, s.want)
		}
		e, ok := s.node.Eval()
		if s.eval == nil && ok || s.eval != nil && (!ok || e != *s.eval) {
			t.Errorf("step %d: Eval() = %+v, %v; want %+v", i, e, ok, s.eval)
		}
	}
	out := AppendGame(nil, g)
	back, err := readOne(t, "written.pgn", out)
	if err != nil {
		t.Fatal(err)
	}
	g.Tags, back.Tags = nil, nil
	if err := sameGame(g, back); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if !strings.Contains(string(out), "{[%eval #-3] a good start}") {
		t.Errorf("written as:\n%s", out)
	}
}

// FuzzParseEval checks that an evaluation read from any text writes as a
// text that reads back to it.
func FuzzParseEval(f *testing.F) {
	for _, s := range []string{"0.35", "#-3", "0.35,18", "-0", "#+2,0", ".5", "1."} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		e, err := ParseEval(s)
		if err != nil {
			return
		}
		back, err := ParseEval(e.String())
		if err != nil || back != e {
			t.Fatalf("%q reads as %+v, written %q, read back %+v, %v", s, e, e.String(), back, err)
		}
	})
}
