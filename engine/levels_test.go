package engine

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"wormweave/rules"
)

// The ratings of the manual's "Strength levels" (docs/manual.md) are the ladder's, level by
// level (a figure in parentheses, not measured, as well), and so is the
// range of UCI_Elo it gives: a ladder measured again must change both.
func TestLadderIsTheManuals(t *testing.T) {
	text, err := os.ReadFile("../docs/manual.md")
	if err != nil {
		t.Fatal(err)
	}
	_, section, ok := strings.Cut(string(text), "\n## Strength levels\n")
	if !ok {
		t.Fatal("docs/manual.md has no section \"Strength levels\"")
	}
	section, _, _ = strings.Cut(section, "\n## ")
	for _, v := range []rules.Variant{rules.Wormhole, rules.Interweave} {
		var got []int
		for line := range strings.SplitSeq(section, "\n") {
			rest, ok := strings.CutPrefix(line, "| "+v.String()+" |")
			if !ok {
				continue
			}
			for cell := range strings.SplitSeq(strings.TrimSuffix(rest, "|"), "|") {
				cell = strings.Trim(strings.TrimSpace(cell), "()")
				n, err := strconv.Atoi(cell)
				if err != nil {
					t.Fatalf("docs/manual.md: %s's ratings: %q is not a number", v, cell)
				}
				got = append(got, n)
			}
		}
		if len(got) != MaxLevel+1 {
			t.Errorf("docs/manual.md gives %d ratings of %s's levels, want %d", len(got), v, MaxLevel+1)
			continue
		}
		for l, n := range got {
			if want := LevelElo(v, l); n != want {
				t.Errorf("docs/manual.md: %s level %d is rated %d, the ladder %d", v, l, n, want)
			}
		}
	}
	lo, hi := EloRange()
	if want := fmt.Sprintf("whose range is %d to %d", lo, hi); !strings.Contains(strings.Join(strings.Fields(section), " "), want) {
		t.Errorf("docs/manual.md does not say UCI_Elo's range, %q", want)
	}
}

// A level limits the nodes, and two seeds may choose differently while one
// seed always chooses alike.
func TestLevels(t *testing.T) {
	p := rules.NewPosition(rules.Wormhole)
	for l := 0; l < MaxLevel; l++ {
		nodes, _ := ladder(float64(l))
		if testing.Short() && nodes > 4_000 || nodes > 100_000 {
			continue
		}
		e := New(Options{Level: l, LimitStrength: true, Seed: 7})
		r := e.Start(p, nil, Limits{}, nil).Wait()
		if r.Best == nil || r.Nodes > nodes+2 {
			t.Errorf("level %d: %d nodes (limit %d), best %v", l, r.Nodes, nodes, r.Best)
		}
		again := New(Options{Level: l, LimitStrength: true, Seed: 7}).Start(p, nil, Limits{}, nil).Wait()
		if again.Best.ID(rules.Wormhole) != r.Best.ID(rules.Wormhole) {
			t.Errorf("level %d, seed 7: %s then %s", l, r.Best.ID(rules.Wormhole), again.Best.ID(rules.Wormhole))
		}
	}
	chosen := map[string]bool{}
	for seed := int64(1); seed <= 12; seed++ {
		r := New(Options{Level: 1, Seed: seed}).Start(p, nil, Limits{}, nil).Wait()
		chosen[r.Best.ID(rules.Wormhole)] = true
	}
	if len(chosen) < 2 {
		t.Errorf("level 1 chose %v over 12 seeds, want some variety", chosen)
	}
}

// The ladder runs from 48 nodes and ±300 at level 0 to a million nodes
// and ±12 at level 19, each level stronger than the one below, and level
// 20 has no limit.
func TestLadder(t *testing.T) {
	if n, z := ladder(0); n != 48 || z != 300 {
		t.Errorf("level 0: %d nodes, ±%d, want 48, ±300", n, z)
	}
	if n, z := ladder(MaxLevel - 1); n != 1_000_000 || z != 12 {
		t.Errorf("level %d: %d nodes, ±%d", MaxLevel-1, n, z)
	}
	if n, z := ladder(MaxLevel); n != 0 || z != 0 {
		t.Errorf("level %d: %d nodes, ±%d, want no limit", MaxLevel, n, z)
	}
	lastN, lastZ := int64(0), int32(1000)
	for f := 0.0; f < MaxLevel; f += 0.25 {
		n, z := ladder(f)
		if n <= lastN || z > lastZ {
			t.Errorf("level %.2f: %d nodes ±%d after %d ±%d", f, n, z, lastN, lastZ)
		}
		lastN, lastZ = n, z
	}
}

// Which options limit the strength, and to what level: the zero Options
// play at full strength, Level 0 counts with LimitStrength, Elo between
// two levels' ratings falls between them.
func TestStrength(t *testing.T) {
	mid := (LevelElo(rules.Interweave, 6) + LevelElo(rules.Interweave, 7)) / 2
	tests := []struct {
		opt     Options
		want    float64
		limited bool
	}{
		{Options{}, MaxLevel, false},
		{Options{Level: 3}, 3, true},
		{Options{Level: 0, LimitStrength: true}, 0, true},
		{Options{Level: MaxLevel, LimitStrength: true}, MaxLevel, false},
		{Options{LimitStrength: true, Level: 12, Elo: LevelElo(rules.Interweave, 4)}, 4, true},
		{Options{LimitStrength: true, Elo: 1}, 0, true},
		{Options{LimitStrength: true, Elo: 99999}, MaxLevel, false},
	}
	for _, tt := range tests {
		f, limited := tt.opt.strength(rules.Interweave)
		if f != tt.want || limited != tt.limited {
			t.Errorf("%+v: level %v limited %v, want %v %v", tt.opt, f, limited, tt.want, tt.limited)
		}
	}
	opt := Options{LimitStrength: true, Elo: mid}
	if f, _ := opt.strength(rules.Interweave); f <= 6 || f >= 7 {
		t.Errorf("Elo %d, between levels 6 and 7: level %v", mid, f)
	}
	lo, hi := EloRange()
	for _, v := range []rules.Variant{rules.Wormhole, rules.Interweave} {
		for l := 0; l <= MaxLevel; l++ {
			if e := LevelElo(v, l); e < lo || e > hi || l > 0 && e <= LevelElo(v, l-1) {
				t.Errorf("%v level %d: Elo %d (range %d to %d, level below %d)", v, l, e, lo, hi, LevelElo(v, max(l-1, 0)))
			}
		}
	}
}

// An old level (1 weakest to 8, 0 full strength) becomes the level with
// the nearest node limit.
func TestLevelFromOld(t *testing.T) {
	for old, want := range []int{MaxLevel, 0, 3, 5, 8, 11, 14, 16, 19} {
		if got := LevelFromOld(old); got != want {
			t.Errorf("old level %d: %d, want %d", old, got, want)
		}
		if old > 0 {
			n, _ := ladder(float64(want))
			oldNodes := int64(64) << (2 * (old - 1))
			if r := float64(n) / float64(oldNodes); r < 0.75 || r > 1.34 {
				t.Errorf("old level %d (%d nodes) is level %d (%d nodes)", old, oldNodes, want, n)
			}
		}
	}
	for _, bad := range []int{-1, 9, 20} {
		if got := LevelFromOld(bad); got != MaxLevel {
			t.Errorf("old level %d: %d, want full strength", bad, got)
		}
	}
}
