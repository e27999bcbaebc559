package strength_test

import (
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"wormweave/app/internal/uitest"
	"wormweave/app/strength"
	"wormweave/app/text"
	"wormweave/engine"
	"wormweave/rules"
)

// The players are shown in the interface's language when a tag is one the
// engine writes; any other name is shown as it is.
func TestEngineTagShownInTheUsersLanguage(t *testing.T) {
	test.NewTempApp(t)
	uitest.UseLanguage(t, "fr")
	for _, c := range []struct{ tag, shown string }{
		{"Wormweave, level 3 of 20", "Wormweave, niveau 3"},
		{"Wormweave, level 0 of 20", "Wormweave, niveau 0"},
		{"Wormweave, level 19 of 20", "Wormweave, niveau 19"},
		// Earlier versions' eight levels: old level 3 searched as many
		// nodes as level 5 of twenty does.
		{"Wormweave, level 3", "Wormweave, niveau 5"},
		{"Wormweave, level 8", "Wormweave, niveau 19"},
		{"Wormweave, 10 s a move", "Wormweave, 10 s par coup"},
		{"Wormweave, level 0", "Wormweave, level 0"},
		{"Wormweave, level 9", "Wormweave, level 9"},
		{"Wormweave, level 20 of 20", "Wormweave, level 20 of 20"},
		{"Wormweave, level 3 of 8", "Wormweave, level 3 of 8"},
		{"Wormweave, level 3 of 20 ", "Wormweave, level 3 of 20 "},
		{"Wormweave, level 3 ", "Wormweave, level 3 "},
		{"Wormweave, level 03", "Wormweave, level 03"},
		{"Wormweave, level 3x", "Wormweave, level 3x"},
		{"Wormweave, -1 s a move", "Wormweave, -1 s a move"},
		{"Wormweave, niveau 3", "Wormweave, niveau 3"},
		{"Ada Lovelace", "Ada Lovelace"},
		{"", "?"},
		{"?", "?"},
	} {
		if got := strength.PlayerName(c.tag); got != c.shown {
			t.Errorf("%q is shown as %q, want %q", c.tag, got, c.shown)
		}
	}
}

// The strengths on offer run from the weakest level to the times a move
// at full strength, each saying what it is for: the levels' groups in
// order (first steps, casual, club, strong), then full strength.
func TestStrengthsSayWhatTheyAre(t *testing.T) {
	for _, code := range []string{"en", "fr", "es"} {
		t.Run(code, func(t *testing.T) {
			test.NewTempApp(t)
			uitest.UseLanguage(t, code)
			order := []string{text.T("play.groupFirstSteps"), text.T("play.groupCasual"), text.T("play.groupClub"), text.T("play.groupStrong"), text.T("play.fullStrength")}
			list := strength.All()
			if len(list) != engine.MaxLevel+len(strength.MoveTimes) || list[0] != (strength.Strength{Level: 0}) || list[engine.MaxLevel-1] != (strength.Strength{Level: engine.MaxLevel - 1}) {
				t.Fatalf("the choices are %+v", list)
			}
			seen := map[string]bool{}
			group := 0
			for _, s := range list {
				l := s.Label(rules.Interweave)
				if seen[l] {
					t.Errorf("two strengths are called %q", l)
				}
				seen[l] = true
				for group < len(order) && !strings.Contains(l, order[group]) {
					group++
				}
				if group == len(order) {
					t.Fatalf("%q: its group is out of order or missing (%q)", l, order)
				}
			}
			if group != len(order)-1 {
				t.Errorf("the last choice is in group %q, want %q", order[group], order[len(order)-1])
			}
			if !slices.Contains(list, strength.Default) {
				t.Errorf("the default %+v is not on offer", strength.Default)
			}
		})
	}
}

// A level plays limited on one thread, even level 0; a time a move plays
// at full strength with the threads the user chose.
func TestOptions(t *testing.T) {
	base := engine.Options{Threads: 4, HashMB: 64, Level: 7}
	if o := (strength.Strength{Level: 0}).Options(base); o.Level != 0 || !o.LimitStrength || o.Threads != 1 || o.HashMB != 64 {
		t.Errorf("level 0: %+v", o)
	}
	if o := (strength.Strength{MoveTime: time.Second}).Options(base); o.Level != engine.MaxLevel || o.LimitStrength || o.Threads != 4 {
		t.Errorf("1 s a move: %+v", o)
	}
}

// A strength is read back from what Record wrote; an old recovery file's
// level (1 to 8, no number of levels) becomes the level that searches as
// much; anything else is refused.
func TestFromRecord(t *testing.T) {
	for _, s := range strength.All() {
		if got, ok := strength.FromRecord(s.Record()); !ok || got != s {
			t.Errorf("%+v came back as %+v, %v", s, got, ok)
		}
	}
	for _, c := range []struct {
		level, levels, seconds int
		want                   strength.Strength
		ok                     bool
	}{
		{1, 0, 0, strength.Strength{Level: 0}, true},
		{3, 0, 0, strength.Strength{Level: 5}, true},
		{8, 0, 0, strength.Strength{Level: 19}, true},
		{0, 0, 10, strength.Strength{MoveTime: 10 * time.Second}, true},
		{0, 0, 0, strength.Strength{}, false},
		{9, 0, 0, strength.Strength{}, false},
		{20, 21, 0, strength.Strength{}, false},
		{-1, 21, 0, strength.Strength{}, false},
		{3, 9, 0, strength.Strength{}, false},
		{2, 21, 3, strength.Strength{}, false},
		{0, 21, 3601, strength.Strength{}, false},
	} {
		got, ok := strength.FromRecord(c.level, c.levels, c.seconds)
		if ok != c.ok || ok && got != c.want {
			t.Errorf("level %d of %d, %d s: %+v %v, want %+v %v", c.level, c.levels, c.seconds, got, ok, c.want, c.ok)
		}
	}
}

// Each level says its rating in the game's variant, rounded to fifty and
// written as the language writes numbers; the times a move say none.
func TestLevelsSayTheirRating(t *testing.T) {
	for _, c := range []struct {
		lang string
		v    rules.Variant
		s    strength.Strength
		want string
	}{
		{"en", rules.Wormhole, strength.Strength{Level: 6}, "Level 6 (casual) — about 1,750"},
		{"en", rules.Interweave, strength.Strength{Level: 6}, "Level 6 (casual) — about 1,350"},
		{"en", rules.Interweave, strength.Strength{Level: 0}, "Level 0 (first steps) — about 750"},
		{"en", rules.Wormhole, strength.Strength{Level: 0}, "Level 0 (first steps) — about 850"},
		{"fr", rules.Wormhole, strength.Strength{Level: 19}, "Niveau 19 (fort) — environ 3\u202f150"},
		{"es", rules.Interweave, strength.Strength{Level: 12}, "Nivel 12 (club) — unos 1.650"},
		{"en", rules.Wormhole, strength.Strength{MoveTime: 3 * time.Second}, "3 s a move (full strength)"},
	} {
		t.Run(c.lang+" "+c.want, func(t *testing.T) {
			test.NewTempApp(t)
			uitest.UseLanguage(t, c.lang)
			if got := c.s.Label(c.v); got != c.want {
				t.Errorf("%v %+v: %q, want %q", c.v, c.s, got, c.want)
			}
		})
	}
	for _, v := range rules.Variants {
		last := 0
		for l := 0; l < engine.MaxLevel; l++ {
			r := strength.Strength{Level: l}.Rating(v)
			if e := engine.LevelElo(v, l); r%50 != 0 || r < e-25 || r > e+25 || r < last {
				t.Errorf("%v level %d: rated %d, the ladder says %d, the level below %d", v, l, r, e, last)
			}
			last = r
		}
	}
}
