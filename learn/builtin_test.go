package learn

import (
	"testing"
	"time"
)

// Every level of the built-in courses is proved: its position is legal
// (Parse), its goal can be met, and its par is the one the search finds
// now. The search takes a few seconds for the whole of both courses under
// the race detector's slowdown, so short mode checks the first level of
// each stage.
func TestBuiltinCoursesSolve(t *testing.T) {
	courses, err := Builtins()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range courses {
		start := time.Now()
		n := 0
		for _, s := range c.Stages {
			for _, l := range s.Levels {
				if testing.Short() && l.Number > 1 {
					continue
				}
				sol, err := Solve(l)
				if err != nil {
					t.Error(err)
					continue
				}
				n++
				if l.Goal == GoalGame {
					continue
				}
				if sol.Par < 1 || sol.Par > MaxPar || len(sol.Line) != sol.Par {
					t.Errorf("%s: par %d with a line of %d turns", l.Place, sol.Par, len(sol.Line))
				}
				// The solution, played through a session, meets the goal
				// at par with three stars.
				replay(t, l, sol)
			}
		}
		t.Logf("%s: %d levels solved in %v", c.File, n, time.Since(start).Round(time.Millisecond))
	}
}

// replay plays sol's turns in a session of l, step by step as the board
// gives them, and checks that the last meets the goal with three stars.
func replay(t *testing.T, l *Level, sol Solution) {
	t.Helper()
	s, err := NewSession(l, sol.Par)
	if err != nil {
		t.Fatal(err)
	}
	var r Report
	for i, turn := range sol.Line {
		for _, m := range turn {
			click := m
			click.Captured = 0 // as a board gives a click: from, to, promotion
			r, err = s.Play(click)
			if isRefusal(err, Ambiguous) {
				r, err = s.Play(m)
			}
			if err != nil {
				t.Fatalf("%s: turn %d (%s): %v", l.Place, i+1, turn.ID(l.Variant), err)
			}
		}
		if i < len(sol.Line)-1 && r.Status != Playing {
			t.Fatalf("%s: the level ended after turn %d of %d: %+v", l.Place, i+1, len(sol.Line), r)
		}
	}
	if r.Status != Met || r.Stars != 3 || r.Moves != sol.Par {
		t.Errorf("%s: the solution replayed ends %+v", l.Place, r)
	}
}
