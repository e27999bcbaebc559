package learn

import (
	"strings"
	"testing"
	"time"

	"wormweave/rules"
)

// Levels whose par a person can count on the board.
func TestSolvePar(t *testing.T) {
	for _, tc := range []struct {
		name  string
		v     rules.Variant
		lines string
		par   int
		line  string // the solution's turns, when only one is shortest
	}{
		{"king three steps", rules.Wormhole, "fen 7k/8/8/8/8/8/8/4K3 w 0\ngoal stars\nstars e4\n", 3, "e1e2 e2e3 e3e4"},
		{"a hole is skipped", rules.Wormhole, "fen 7k/8/8/8/8/8/4x3/4K3 w 0\ngoal stars\nstars e4\n", 2, "e1e3 e3e4"},
		{"two holes skipped", rules.Wormhole, "fen 7k/8/8/8/8/4x3/4x3/4K3 w 0\ngoal stars\nstars e4\n", 1, "e1e4"},
		{"two stars", rules.Wormhole, "fen 7k/8/8/8/8/8/8/4K3 w 0\ngoal stars\nstars e3 g3\n", 4, ""},
		{"interweave king diagonal", rules.Interweave, "fen 6kk/8/8/8/8/8/8/2K2K2 w 0 - 000000\ngoal stars\nstars f4\n", 3, ""},
		{"interweave king takes a king", rules.Interweave, "fen 7k/8/8/8/3Kk3/8/8/7K w 0 - 000000\ngoal win\n", 1, "d4f4xe4"},
		{"survive by winning", rules.Interweave, "fen 7k/8/8/8/3Kk3/8/8/7K w 0 - 000000\ngoal survive\ncount 2\n", 1, "d4f4xe4"},
		{"survive", rules.Wormhole, "fen 7k/8/8/8/8/8/8/4K3 w 0\ngoal survive\ncount 2\n", 2, ""},
		{"scripted replies", rules.Wormhole, "fen 7k/8/8/8/8/8/8/4K3 w 0\ngoal stars\nstars e4\nopponent moves h8g8 g8f8\n", 3, "e1e2 e2e3 e3e4"},
		{"take-safe around the guard", rules.Wormhole, "fen 7k/8/8/8/8/8/p7/K7 w 0\ngoal take-safe\n", 1, "a1a2xa2"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			sol, err := Solve(level(t, tc.v, tc.lines))
			if err != nil {
				t.Fatal(err)
			}
			if sol.Par != tc.par || len(sol.Line) != tc.par {
				t.Errorf("par %d (%s), want %d", sol.Par, sol.LineText(tc.v), tc.par)
			}
			if tc.line != "" && sol.LineText(tc.v) != tc.line {
				t.Errorf("line %s, want %s", sol.LineText(tc.v), tc.line)
			}
		})
	}
}

// A level that cannot be met is an error at its place.
func TestSolveFails(t *testing.T) {
	for _, tc := range []struct {
		name  string
		v     rules.Variant
		lines string
		want  string
	}{
		{"star of the other colour", rules.Interweave, "fen 6kk/8/8/8/8/8/8/2K1K3 w 0 - 000000\ngoal stars\nstars e4\n", "t.course:12: goal stars cannot be met within 12 moves"},
		{"every take loses a piece", rules.Wormhole, "fen 8/p7/3k4/3p4/2P5/8/8/K7 w 0\ngoal take-safe\n", "t.course:12: goal take-safe cannot be met"},
		{"script does not fit", rules.Wormhole, "fen 7k/8/8/8/8/8/8/4K3 w 0\ngoal stars\nstars e4\nopponent moves h8g8 g8h8\n", "t.course:12: the goal is met in 3 moves only where a scripted reply is not legal"},
		{"no check to escape", rules.Wormhole, "fen 7k/8/8/8/8/8/8/4K3 w 0\ngoal escape\n", "t.course:12: goal escape, but the learner's king is not in check"},
		{"no attack to escape", rules.Interweave, "fen 6kk/8/8/8/8/8/8/2K2K2 w 0 - 000000\ngoal escape\n", "t.course:12: goal escape, but no enemy piece"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			sol, err := Solve(level(t, tc.v, tc.lines))
			if tc.want == "" {
				return
			}
			if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
				t.Errorf("error %v (par %d), want %q", err, sol.Par, tc.want)
			}
		})
	}
}

// A level built by hand with a position the rules refuse is an error.
func TestSolveIllegalPosition(t *testing.T) {
	l := &Level{Place: Place{File: "x", Line: 3}, Variant: rules.Wormhole, FEN: "8/8/8/8/8/8/8/4K3 w 0", Goal: GoalStars}
	if _, err := Solve(l); err == nil || !strings.HasPrefix(err.Error(), "x:3: bad Wormhole FEN") {
		t.Errorf("error %v", err)
	}
}

// A level the search cannot close within its bounds is refused in
// seconds, not hours, also against the engine.
func TestSolveGivesUp(t *testing.T) {
	if testing.Short() {
		t.Skip("searches to its node bound: a few seconds; skipped in short mode")
	}
	l := level(t, rules.Wormhole, "fen k7/8/8/8/8/8/8/7K w 0\ngoal stars\nstars a1 h8 d5\nopponent best\n")
	_, err := Solve(l)
	if err == nil || !strings.Contains(err.Error(), "too open for a lesson") {
		t.Errorf("error %v", err)
	}
}

// naivePar is the par by the plainest search: every line of learner
// turns, breadth first, nothing merged, up to depth turns; 0 if none.
func naivePar(t *testing.T, l *Level, depth int) int {
	start, err := NewSession(l, 0)
	if err != nil {
		t.Fatal(err)
	}
	frontier := []Session{*start}
	for d := 1; d <= depth; d++ {
		var next []Session
		for _, s := range frontier {
			for _, turn := range s.pos.Turns() {
				c := s
				var r Report
				for _, m := range turn {
					r = c.step(m)
				}
				if r.Status == Met && !c.offScript {
					return d
				}
				if r.Status == Playing {
					next = append(next, c)
				}
			}
		}
		frontier = next
	}
	return 0
}

// Merging transpositions and deepening one turn at a time find the par
// the plainest search finds: no shorter line is missed.
func TestSolveAgreesWithPlainSearch(t *testing.T) {
	for _, lines := range []struct {
		v     rules.Variant
		lines string
	}{
		{rules.Wormhole, "fen 7k/8/8/8/8/8/8/4K3 w 0\ngoal stars\nstars e3 g3\n"},
		{rules.Wormhole, "fen 7k/8/8/8/8/4x3/8/4K3 w 0\ngoal stars\nstars f4 d4\n"},
		{rules.Wormhole, "fen 7k/8/8/8/8/8/p7/K7 w 0\ngoal take-safe\n"},
		{rules.Wormhole, "fen 7k/2p5/8/8/8/8/8/1K6 w 0\ngoal take-all\nopponent moves c7c6 c6c5\n"},
		{rules.Interweave, "fen 6kk/8/8/8/8/8/8/2K2K2 w 0 - 000000\ngoal stars\nstars e3 g3\n"},
		{rules.Interweave, "fen kk6/8/8/8/3p4/8/3p4/3K3K w 0 - 000000\ngoal take-all\n"},
	} {
		l := level(t, lines.v, lines.lines)
		sol, err := Solve(l)
		if err != nil {
			t.Errorf("%s: %v", strings.ReplaceAll(lines.lines, "\n", "; "), err)
			continue
		}
		st := time.Now()
		want := naivePar(t, l, sol.Par)
		t.Logf("par %d, %v", sol.Par, time.Since(st))
		if want != sol.Par {
			t.Errorf("%s: par %d, the plain search's %d", strings.ReplaceAll(lines.lines, "\n", "; "), sol.Par, want)
		}
	}
}
