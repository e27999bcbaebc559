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
