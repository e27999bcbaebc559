package match

import (
	"testing"

	"wormweave/internal/racerun"
	"wormweave/rules"
)

// Level 0 is a beginner's level: `twoply`, the site's bot, beats it in
// at least three games of four in both variants (200 games each, the
// built-in openings with both colours). Interweave's level 0 searched 64
// nodes and scored 56% here; at 32 it scores 15%, Wormhole's 12%. The
// bound leaves room above those for the seed: a level that reaches a
// quarter is no longer a beginner's.
func TestLevelZeroLosesToTwoPly(t *testing.T) {
	racerun.SkipOneGoroutine(t)
	for _, v := range rules.Variants {
		rep, err := Run(Config{Variant: v, A: mustSpec(t, "engine:level=0"), B: mustSpec(t, "twoply"), Games: 200, Concurrency: 2, Seed: 5, Summary: true})
		if err != nil {
			t.Fatal(err)
		}
		s := rep.Score()
		if s.Games() != 200 || s.Fraction() > 0.25 {
			t.Errorf("%v: level 0 scored %d-%d-%d (%.1f%%) against twoply, want at most 25%% over 200 games",
				v, s.Wins, s.Draws, s.Losses, 100*s.Fraction())
		}
		t.Logf("%v: level 0 against twoply %d-%d-%d (%.1f%%)", v, s.Wins, s.Draws, s.Losses, 100*s.Fraction())
	}
}
