package strength_test

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"wormweave/app/internal/uitest"
	"wormweave/app/strength"
	"wormweave/app/text"
	"wormweave/engine"
)

// The players are shown in the interface's language when a tag is one the
// engine writes; any other name is shown as it is.
func TestEngineTagShownInTheUsersLanguage(t *testing.T) {
	test.NewTempApp(t)
	uitest.UseLanguage(t, "fr")
	for _, c := range []struct{ tag, shown string }{
		{"Wormweave, level 3", "Wormweave, niveau 3"},
		{"Wormweave, 10 s a move", "Wormweave, 10 s par coup"},
		{"Wormweave, level 0", "Wormweave, level 0"},
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

// The strengths on offer say which end of the levels is weak and which
// strong, and that the times a move play at full strength.
func TestStrengthsSayWhatTheyAre(t *testing.T) {
	for _, code := range []string{"en", "fr", "es"} {
		t.Run(code, func(t *testing.T) {
			test.NewTempApp(t)
			uitest.UseLanguage(t, code)
			list := strength.All()
			seen := map[string]bool{}
			for _, s := range list {
				l := s.Label()
				if seen[l] {
					t.Errorf("two strengths are called %q", l)
				}
				seen[l] = true
			}
			first, last := list[0].Label(), list[engine.MaxLevel-1].Label()
			if !strings.Contains(first, text.T("play.weakest")) || !strings.Contains(last, text.T("play.strongest")) {
				t.Errorf("the levels run from %q to %q: which end is strong?", first, last)
			}
			if timed := list[engine.MaxLevel].Label(); !strings.Contains(timed, text.T("play.fullStrength")) {
				t.Errorf("the first time a move is %q: at what strength?", timed)
			}
		})
	}
}
