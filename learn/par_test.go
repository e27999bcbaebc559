package learn

import (
	"strings"
	"testing"

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
