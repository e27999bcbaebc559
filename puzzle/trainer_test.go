package puzzle

import (
	"strings"
	"testing"
	"time"

	"wormweave/rules"
)

// trainerSet is a few rows of a Wormhole set: a mate in two with a hole
// jump, a mate in one, and a mate in two.
const trainerSet = `PuzzleId,Variant,FEN,Moves,Rating,Themes
ci6gbxh5,wormhole,cxwxkwxx/xpppxpxp/2nx1xp1/p3x1N1/xx1xP3/xPCx1x1x/mxxPPPPP/xxxxKxxx w 26,e4e6 a2d2xd2 e1d2xd2 f8c5,1410,holeJump mate mateIn2
1ot7u103,wormhole,cxwxkwxx/xpppxpxp/2nxPxp1/p3x1N1/xx1xx3/xPCx1x1x/xxxmPPPP/xxxxKxxx w 28,e1d2xd2 f8c5,1080,holeJump mate mateIn1
3k4uclod,wormhole,cnxmkxxx/pppppppp/3x3x/2xw1nxc/3N2x1/2x3P1/PPPPPPxP/xxxKxxNC w 16,d4f5xf5 d5c6 c2c4 d8d3,1370,holeJump mate mateIn2
`

// at is when the tests' attempts are made.
var at = time.Date(2026, 12, 4, 18, 0, 0, 0, time.UTC)

func trainerPuzzles(t *testing.T) []Puzzle {
	t.Helper()
	ps, bad, err := Read(strings.NewReader(trainerSet))
	if err != nil || len(bad) > 0 || len(ps) != 3 {
		t.Fatalf("the test set: %d puzzles, %v, %v", len(ps), bad, err)
	}
	return ps
}

func TestProfileRoundTripsAndRefusesGarbage(t *testing.T) {
	ps := trainerPuzzles(t)
	p := NewProfile()
	p.Record(ps[0], true, at)
	q, err := ParseProfile(p.String())
	if err != nil {
		t.Fatal(err)
	}
	if q.Rating != p.Rating || q.Streak != 1 || len(q.History) != 1 || !q.Played(ps[0].ID) {
		t.Errorf("read back %+v, wrote %+v", q, p)
	}
	if fresh, err := ParseProfile(""); err != nil || fresh.Rating != NewRating {
		t.Errorf("the empty profile is %+v, %v; want a newcomer's", fresh, err)
	}
	for _, bad := range []string{"{", `{"rating":{"R":1500,"RD":0,"Sigma":0}}`} {
		if got, err := ParseProfile(bad); err == nil || got.Rating != NewRating {
			t.Errorf("ParseProfile(%q) = %+v, %v; want an error and a newcomer's", bad, got, err)
		}
	}
}

func TestRecordRatesTheFirstAttemptOnly(t *testing.T) {
	ps := trainerPuzzles(t)
	p := NewProfile()
	p.Record(ps[0], true, at)
	if p.Rating.R <= NewRating.R || p.Streak != 1 || p.Best != 1 {
		t.Errorf("after a win: rating %.0f, streak %d, best %d; want above 1500, 1, 1", p.Rating.R, p.Streak, p.Best)
	}
	if r := p.Puzzles[ps[0].ID].R; r >= float64(ps[0].Rating) {
		t.Errorf("the puzzle solved went from %d to %.0f; want lower", ps[0].Rating, r)
	}
	won := p.Rating
	p.Record(ps[1], false, at)
	if p.Rating.R >= won.R || p.Streak != 0 || p.Best != 1 {
		t.Errorf("after a loss: rating %.0f (was %.0f), streak %d, best %d; want lower, 0, 1", p.Rating.R, won.R, p.Streak, p.Best)
	}
	if r := p.Puzzles[ps[1].ID].R; r <= float64(ps[1].Rating) {
		t.Errorf("the puzzle failed went from %d to %.0f; want higher", ps[1].Rating, r)
	}
	lost := p.Rating
	p.Record(ps[1], true, at) // a second go at a puzzle
	if p.Rating != lost || p.Streak != 1 || len(p.History) != 3 {
		t.Errorf("a second go moved the rating from %+v to %+v (streak %d, %d attempts)", lost, p.Rating, p.Streak, len(p.History))
	}
	for i := 0; i < HistoryLen+5; i++ {
		p.Record(ps[2], true, at)
	}
	if len(p.History) != HistoryLen || p.Best != HistoryLen+6 {
		t.Errorf("history %d long, best %d; want %d, %d", len(p.History), p.Best, HistoryLen, HistoryLen+6)
	}
}

func TestNextIsTheNearestFreshPuzzle(t *testing.T) {
	ps := trainerPuzzles(t)
	p := NewProfile()
	if z, _ := Next(ps, p, "", Normal); z.ID != "ci6gbxh5" { // 1410 is nearest 1500
		t.Errorf("a newcomer's first puzzle is %s, want ci6gbxh5", z.ID)
	}
	p.Record(ps[0], true, at)
	if z, _ := Next(ps, p, "", Normal); z.ID != "3k4uclod" {
		t.Errorf("the next is %s, want 3k4uclod (1370, the nearest not played)", z.ID)
	}
	p.Rating.R = 1000
	if z, _ := Next(ps, p, "", Normal); z.ID != "1ot7u103" {
		t.Errorf("at 1000 the next is %s, want 1ot7u103 (1080)", z.ID)
	}
	if z, _ := Next(ps, p, MateIn(2), Normal); z.ID != "3k4uclod" {
		t.Errorf("mate in 2 at 1000 gives %s, want 3k4uclod", z.ID)
	}
	p.Record(ps[1], true, at)
	p.Record(ps[2], true, at)
	if z, ok := Next(ps, p, "", Normal); !ok || z.ID == "" {
		t.Errorf("once every puzzle is played, Next gives none")
	}
	if _, ok := Next(ps, p, Chain, Normal); ok {
		t.Errorf("a theme no puzzle has gives a puzzle")
	}
	if got := ThemesOf(ps); strings.Join(got, " ") != "holeJump mate mateIn1 mateIn2" {
		t.Errorf("ThemesOf = %v", got)
	}
}

func TestJudge(t *testing.T) {
	ps := trainerPuzzles(t)
	a, err := NewAttempting(ps[0]) // e4e6 a2d2xd2 e1d2xd2 f8c5
	if err != nil {
		t.Fatal(err)
	}
	if a.Solver() != rules.Black {
		t.Fatalf("the solver is %v, want Black", a.Solver())
	}
	line := a.Turns
	// other returns a legal turn before turn i that is not the line's.
	other := func(i int) rules.Turn {
		t.Helper()
		pos := a.Positions[i]
		for _, m := range pos.Moves(nil) {
			if m.ID(rules.Wormhole) != line[i].ID(rules.Wormhole) {
				return rules.Turn{m}
			}
		}
		t.Fatalf("no other move before turn %d", i)
		return nil
	}
	wrong := other(1)
	for _, c := range []struct {
		name  string
		turns []rules.Turn
		want  Verdict
	}{
		{"nothing played", nil, OffLine},
		{"the opponent's move", line[:1], SolverToMove},
		{"the first turn", line[:2], DefenderToMove},
		{"a wrong first turn", []rules.Turn{line[0], wrong}, Wrong},
		{"the defender answered", line[:3], SolverToMove},
		{"the whole line", line, Solved},
		{"past the line", append(append([]rules.Turn(nil), line...), line[0]), OffLine},
	} {
		if got := a.Judge(c.turns, nil); got != c.want {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
	// The defender's moves come from the line: another is off it.
	b, err := NewAttempting(ps[2]) // d4f5xf5 d5c6 c2c4 d8d3
	if err != nil {
		t.Fatal(err)
	}
	pos := b.Positions[2]
	for _, m := range pos.Moves(nil) {
		if id := m.ID(rules.Wormhole); id != "c2c4" {
			if got := b.Judge([]rules.Turn{b.Turns[0], b.Turns[1], {m}}, nil); got != OffLine {
				t.Errorf("the defence %s: %v, want OffLine", id, got)
			}
			break
		}
	}
	if sq, ok := a.Hint(1); !ok || sq.String() != "a2" {
		t.Errorf("the hint after the opponent's move is %v, %v; want a2", sq, ok)
	}
	if _, ok := a.Hint(2); ok {
		t.Errorf("a hint on the defender's turn")
	}
}

// An Interweave chain is judged step by step: a prefix of the solution's
// chain is right so far, a step off it is wrong at once.
func TestJudgeChainSteps(t *testing.T) {
	ps, bad, err := Read(strings.NewReader(`1m19in54,interweave,1bkk3r/7p/8/8/3P1P1P/pbp5/4PK2/1B1K1NBN w 38 - 200120,"h1e4 b3a4 e4a2xc3 a3a1xa2=n,a1c1xb1,c1e1xd1",1490,chain kingCapture leap mateIn2 promotion`))
	if err != nil || len(bad) > 0 {
		t.Fatal(bad, err)
	}
	a, err := NewAttempting(ps[0])
	if err != nil {
		t.Fatal(err)
	}
	before := a.Turns[:3]
	chain := a.Turns[3]
	if len(chain) != 3 {
		t.Fatalf("the last turn has %d steps, want 3", len(chain))
	}
	pos := a.Positions[3]
	var off rules.Move
	for _, m := range pos.Moves(nil) {
		if m.ID(rules.Interweave) != chain[0].ID(rules.Interweave) {
			off = m
			break
		}
	}
	for _, c := range []struct {
		name  string
		steps []rules.Move
		want  Verdict
	}{
		{"no step yet", nil, SolverToMove},
		{"the first step", chain[:1], SolverToMove},
		{"two steps", chain[:2], SolverToMove},
		{"another first step", []rules.Move{off}, Wrong},
		{"a step too many", append(append([]rules.Move(nil), chain...), chain[0]), Wrong},
	} {
		if got := a.Judge(before, c.steps); got != c.want {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
	if got := a.Judge(a.Turns, nil); got != Solved {
		t.Errorf("the whole line: %v, want Solved", got)
	}
}
