package puzzle

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"wormweave/rules"
)

// builtinSample returns the built-in puzzles a test proves. With
// -puzzles.all, all of them. In the full run, every win of one or two
// turns and longSample of the longer wins spread over the set, the same
// every time: Wormhole's whole set took 168 s to prove, the longest test
// of the suite, and its wins of one or two turns with 300 of its 1,008
// longer ones 61 s; the generator proved each of them when it was made. In
// short mode (the race detector's run), a few wins in one or two spread
// over the set (a Wormhole win in three takes half a second to prove,
// many times that under the race detector).
func builtinSample(set []Puzzle, short int) []Puzzle {
	if *allPuzzles || len(set) <= short {
		return set
	}
	if !testing.Short() {
		var out, long []Puzzle
		for _, p := range set {
			if p.SolverTurns() <= 2 {
				out = append(out, p)
			} else {
				long = append(long, p)
			}
		}
		return append(out, spread(long, longSample)...)
	}
	var out []Puzzle
	for i := 0; i < len(set) && len(out) < short; i += max(1, len(set)/short) {
		for j := i; j < len(set); j++ {
			if set[j].SolverTurns() <= 2 {
				out = append(out, set[j])
				break
			}
		}
	}
	return out
}

// longSample is how many wins of three turns or more of a set the full
// run proves without -puzzles.all.
const longSample = 300

// Every built-in puzzle is proved again: its solution wins and no other
// first move does, and its themes are what the solution gives. Without
// -puzzles.all the longer wins are a sample (builtinSample), in short
// mode a few wins of each set. The set holds each puzzle once, no puzzle
// is another shifted by a turn, and every first move is a choice.
func TestBuiltinPuzzlesAreProved(t *testing.T) {
	for _, v := range rules.Variants {
		// The variants side by side: with -puzzles.all the whole sets
		// take 210 s of processor time (150 s of wall clock), most of
		// it Wormhole's wins in three and four.
		t.Run(v.String(), func(t *testing.T) {
			t.Parallel()
			set, err := Builtin(v)
			if err != nil {
				t.Fatal(err)
			}
			if len(set) == 0 {
				t.Fatal("no built-in puzzles")
			}
			if _, dropped, err := Distinct(set); err != nil || dropped > 0 {
				t.Errorf("%d puzzles repeat or overlap another (%v)", dropped, err)
			}
			for _, p := range set {
				if forced, err := Forced(p); err != nil || forced {
					t.Errorf("puzzle %s: the solver has one legal first move (%v)", p.ID, err)
				}
			}
			start := time.Now()
			pr := NewProver()
			var mates []Puzzle
			for _, p := range set {
				if !IsMaterial(p) {
					mates = append(mates, p)
				}
			}
			sample := builtinSample(mates, 6)
			for _, p := range sample {
				if err := pr.Prove(p); err != nil {
					t.Errorf("puzzle %s: %v", p.ID, err)
				}
				themes, err := Themes(p)
				if err != nil || strings.Join(themes, " ") != strings.Join(p.Themes, " ") {
					t.Errorf("puzzle %s: themes %q, the solution gives %q (%v)", p.ID, p.Themes, themes, err)
				}
			}
			t.Logf("%d puzzles of %d proved in %v", len(sample), len(set), time.Since(start).Round(time.Millisecond))
			if len(sample) == 0 {
				t.Error("no puzzle proved")
			}
		})
	}
}

// The prover refuses a built-in puzzle made wrong: another first move, a
// last move that does not win, a solution a turn short. A test of the set
// that passed them would prove nothing.
func TestBuiltinPuzzlesMadeWrongAreRefused(t *testing.T) {
	pr := NewProver()
	for _, v := range rules.Variants {
		set, err := Builtin(v)
		if err != nil {
			t.Fatal(err)
		}
		// One win in one, and one longer win: the first of each.
		var picked []Puzzle
		for _, long := range []bool{false, true} {
			for _, p := range set {
				if (p.SolverTurns() > 1) == long && !IsMaterial(p) {
					picked = append(picked, p)
					break
				}
			}
		}
		for _, p := range picked {
			n := len(p.Moves)
			type mutation struct {
				name  string
				moves []string
				want  string
			}
			var cases []mutation
			if m, ok := withMove(t, p, n-1); ok {
				cases = append(cases, mutation{"another last move", m, "is not the win"})
			}
			if n > 2 {
				cases = append(cases, mutation{"a turn short", p.Moves[:n-2], "no win in"})
				if m, ok := withMove(t, p, 1); ok {
					cases = append(cases, mutation{"another first move, the rest left out", m, "no win in 1"})
				}
			}
			if len(cases) == 0 {
				t.Errorf("%v: puzzle %s: nothing to make wrong", v, p.ID)
			}
			for _, c := range cases {
				q := p
				q.Moves = c.moves
				err := pr.Prove(q)
				if err == nil || !errors.Is(err, ErrNotProved) || !strings.Contains(err.Error(), c.want) {
					t.Errorf("%v: puzzle %s, %s (%v): error %v, want one saying %q", v, p.ID, c.name, c.moves, err, c.want)
				}
			}
		}
	}
}

// withMove returns p's moves up to move i with move i replaced by another
// legal turn of that position, one that does not end the game; ok is false
// when there is none (a forced turn).
func withMove(t *testing.T, p Puzzle, i int) (moves []string, ok bool) {
	t.Helper()
	positions, turns, err := p.Replay()
	if err != nil {
		t.Fatal(err)
	}
	pos := positions[i]
	v := p.Variant
	want := turns[i].ID(v)
	var other string
	pos.WalkTurns(func(turn rules.Turn) bool {
		q := pos
		if id := turn.ID(v); id != want && q.PlayTurn(turn) == nil && q.Result() == rules.Ongoing {
			other = id
			return false
		}
		return true
	})
	if other == "" {
		return nil, false
	}
	return append(append([]string(nil), p.Moves[:i]...), other), true
}

// The built-in sets have the depth a trainer needs: at least 3,000
// puzzles a variant, a third of them material tactics, a tenth wins of
// three turns or more, and ratings spread so that 15% are rated at or
// above the Elo of the solver ladder's level 4 and 1% at or above level
// 8's, puzzles for the stronger players (docs/puzzles.md gives the sets'
// figures). The marks are levels, not Elo, because each variant's Elo
// is a scale of its own (Interweave's levels are about half as far apart
// as Wormhole's). Level 8's 1% is what Interweave's set holds on the
// networks' ladder (1.5%), rounded down, so that a build that thins the
// top fails here; it is lower than the set should have (docs/puzzles.md
// says why).
func TestBuiltinSetsHaveDepth(t *testing.T) {
	for _, v := range rules.Variants {
		set, err := Builtin(v)
		if err != nil {
			t.Fatal(err)
		}
		var material, long, aboveMid, aboveHigh int
		mid, high := SolverElo(v, 4), SolverElo(v, 8)
		for _, p := range set {
			if IsMaterial(p) {
				material++
			}
			if p.SolverTurns() >= 3 {
				long++
			}
			if p.Rating >= mid {
				aboveMid++
			}
			if p.Rating >= high {
				aboveHigh++
			}
		}
		n := len(set)
		t.Logf("%v: %d puzzles, %d material, %d of 3+ turns, %d rated %d+ (level 4), %d rated %d+ (level 8)", v, n, material, long, aboveMid, mid, aboveHigh, high)
		// Each count is at least num/den of the set (3,000 for the set
		// itself).
		for _, c := range []struct {
			what            string
			count, num, den int
		}{
			{"puzzles", n, 3000, n},
			{"material puzzles", material, 1, 3},
			{"wins of three turns or more", long, 1, 10},
			{fmt.Sprintf("puzzles rated %d (level 4) or above", mid), aboveMid, 15, 100},
			{fmt.Sprintf("puzzles rated %d (level 8) or above", high), aboveHigh, 1, 100},
		} {
			if c.count*c.den < c.num*n {
				t.Errorf("%v: too few %s: %d of %d, want %d/%d of them", v, c.what, c.count, n, c.num, c.den)
			}
		}
	}
}
