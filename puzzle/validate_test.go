package puzzle

import (
	"errors"
	"flag"
	"slices"
	"testing"
	"time"

	"wormweave/rules"
)

// builtinMaterial returns the built-in material puzzles of variant v.
func builtinMaterial(t *testing.T, v rules.Variant) []Puzzle {
	t.Helper()
	set, err := Builtin(v)
	if err != nil {
		t.Fatal(err)
	}
	var out []Puzzle
	for _, p := range set {
		if IsMaterial(p) {
			out = append(out, p)
		}
	}
	return out
}

var allPuzzles = flag.Bool("puzzles.all", false, "check every built-in puzzle (validate each material tactic, prove each forced win), not a sample spread over each set")

// spread returns n puzzles of set spread evenly over it, the same every
// time, or the whole set when it holds n or fewer.
func spread(set []Puzzle, n int) []Puzzle {
	if len(set) <= n {
		return set
	}
	out := make([]Puzzle, n)
	for i := range out {
		out[i] = set[i*len(set)/n]
	}
	return out
}

// materialSample is how many built-in material puzzles of a variant the
// full run validates: each takes a second or more (a search of
// ValidateNodes at each move), so the thousand of a set are validated by
// -puzzles.all, and by the generator that made them.
const materialSample = 24

// Every built-in material puzzle is validated again (a sample spread over
// the set without -puzzles.all), and earns the theme it has; its other
// themes are what its line gives. Short mode skips it.
func TestBuiltinMaterialPuzzlesAreValidated(t *testing.T) {
	if testing.Short() {
		t.Skip("seconds a puzzle: the full run validates them")
	}
	for _, v := range rules.Variants {
		t.Run(v.String(), func(t *testing.T) {
			t.Parallel()
			set := builtinMaterial(t, v)
			if !*allPuzzles {
				set = spread(set, materialSample)
			}
			start := time.Now()
			va := NewValidator()
			for _, p := range set {
				theme, err := va.Validate(p)
				if err != nil {
					t.Errorf("puzzle %s: %v", p.ID, err)
					continue
				}
				themes, err := Themes(p)
				if err != nil {
					t.Fatalf("puzzle %s: %v", p.ID, err)
				}
				if want := addTheme(themes, theme); !slices.Equal(want, p.Themes) {
					t.Errorf("puzzle %s: themes %q, the validation gives %q", p.ID, p.Themes, want)
				}
			}
			t.Logf("%d material puzzles validated in %v", len(set), time.Since(start).Round(time.Millisecond))
		})
	}
}

// The validator refuses a built-in material puzzle made wrong: another
// last move of the solver, or the line a turn short. The puzzles are
// named, not the first of a set, because a line a turn short can be a
// puzzle too: Wormhole's 1z2634yw wins enough material with its first
// turn alone, and its first turn is the only one that does.
func TestBuiltinMaterialPuzzlesMadeWrongAreRefused(t *testing.T) {
	if testing.Short() {
		t.Skip("seconds a puzzle: the full run checks it")
	}
	va := NewValidator()
	for _, c := range []struct {
		v  rules.Variant
		id string
	}{{rules.Wormhole, "39qcqzcq"}, {rules.Interweave, "ezhtikv3"}} {
		set := builtinMaterial(t, c.v)
		i := slices.IndexFunc(set, func(p Puzzle) bool { return p.ID == c.id })
		if i < 0 {
			t.Errorf("%v: no material puzzle %s in the built-in set", c.v, c.id)
			continue
		}
		p := set[i]
		n := len(p.Moves)
		short := p
		short.Moves = p.Moves[:n-2]
		cases := []Puzzle{short}
		if m, ok := withMove(t, p, n-1); ok {
			other := p
			other.Moves = m
			cases = append(cases, other)
		}
		for _, wrong := range cases {
			if _, err := va.Validate(wrong); !errors.Is(err, ErrNotValidated) {
				t.Errorf("puzzle %s made wrong (%v): validated (%v)", p.ID, wrong.Moves, err)
			}
		}
	}
}

// The generator finds a built-in material puzzle again from the opponent's
// last move, with the themes it has, and finds no material tactic where
// the solver has a forced win (that is a mate puzzle, proved).
func TestGeneratorFindsMaterialTactics(t *testing.T) {
	if testing.Short() {
		t.Skip("seconds: the full run checks it")
	}
	set := builtinMaterial(t, rules.Wormhole)
	if len(set) == 0 {
		t.Fatal("no built-in Wormhole material puzzle")
	}
	want := set[len(set)-1]
	positions, turns, err := want.Replay()
	if err != nil {
		t.Fatal(err)
	}
	g := NewGenerator(rules.Wormhole, 2000) // the nodes of scripts/build-puzzles.sh
	got, ok := g.Try(&positions[0], turns[0])
	if !ok || !slices.Equal(got.Moves, want.Moves) || !slices.Equal(got.Themes, want.Themes) {
		t.Errorf("from %s after %s: found %v (%v %v), want %v %v", want.FEN, want.Moves[0], ok, got.Moves, got.Themes, want.Moves, want.Themes)
	}
	mate := wormholeMateIn2
	positions, turns, err = mate.Replay()
	if err != nil {
		t.Fatal(err)
	}
	g = NewGenerator(rules.Wormhole, 2000)
	g.Mates = false
	if p, ok := g.Try(&positions[0], turns[0]); ok {
		t.Errorf("a forced win made a material puzzle: %v %v", p.Moves, p.Themes)
	}
}
