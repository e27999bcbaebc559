package match

import (
	"bytes"
	"fmt"
	"regexp"
	"runtime"
	"strings"
	"testing"

	"wormweave/rules"
)

// A Summary match's heap stays flat: from its 2,000th game to its
// 20,000th it grows by a few bytes a game at most, so that a match of a
// million games holds what one of a thousand does.
func TestSummaryMatchStaysFlat(t *testing.T) {
	if testing.Short() {
		t.Skip("plays 20,000 games")
	}
	const from, to = 2000, 20000
	var at [2]runtime.MemStats
	cfg := Config{Variant: rules.Wormhole, A: mustSpec(t, "random"), B: mustSpec(t, "random"), Games: to,
		Concurrency: 1, MaxPlies: 10, Summary: true,
		OnGame: func(g *Game, _ Progress) {
			switch g.Index + 1 {
			case from:
				runtime.GC()
				runtime.ReadMemStats(&at[0])
			case to:
				runtime.GC()
				runtime.ReadMemStats(&at[1])
			}
		}}
	rep, err := Run(cfg)
	if err != nil {
		t.Fatal(err)
	}
	perGame := (int64(at[1].HeapAlloc) - int64(at[0].HeapAlloc)) / (to - from)
	if rep.Played() != to || perGame >= 16 {
		t.Errorf("%d games played, %d bytes of heap a game; want %d and under 16", rep.Played(), perGame, to)
	}
	t.Logf("%d bytes of heap a game", perGame)
}

// A long match lists the first maxListed games the leader did not win,
// then says how many more there are, and in which file when the games
// are written to one; a short one lists them all.
func TestReportBoundsTheGamesItLists(t *testing.T) {
	for _, c := range []struct {
		games   int
		bounded bool
		file    string
	}{{40, false, ""}, {600, true, ""}, {600, true, "games.pgn"}} {
		t.Run(fmt.Sprint(c.games, c.file), func(t *testing.T) {
			rep, err := Run(Config{Variant: rules.Wormhole, A: mustSpec(t, "random"), B: mustSpec(t, "random"),
				Games: c.games, Concurrency: 2, MaxPlies: 8, Summary: true, GamesFile: c.file})
			if err != nil {
				t.Fatal(err)
			}
			s := rep.Score()
			notWon := s.Losses + s.Draws
			if s.Wins < s.Losses {
				notWon = s.Wins + s.Draws
			}
			var out bytes.Buffer
			rep.Print(&out)
			text := out.String()
			listed := strings.Count(text, "\n  game ")
			more := fmt.Sprintf("  and %d more\n", notWon-maxListed)
			if c.file != "" {
				more = fmt.Sprintf("  and %d more: see %s\n", notWon-maxListed, c.file)
			}
			if c.bounded {
				if listed != maxListed || !strings.Contains(text, more) {
					t.Errorf("%d games listed of %d not won, want %d and %q:\n%s", listed, notWon, maxListed, more, text)
				}
				// The first ones, in game order.
				if !strings.Contains(text, "did not win:\n  game 1:") && !strings.Contains(text, "did not win:\n  game 2:") {
					t.Errorf("the list does not start with the first games:\n%s", text)
				}
			} else if listed != notWon || regexp.MustCompile(`and \d+ more`).MatchString(text) {
				t.Errorf("%d games listed of %d not won, want all:\n%s", listed, notWon, text)
			}
		})
	}
}

// The forfeits, like the setbacks, are listed up to maxListed, the first
// by game number whatever order they finish in.
func TestReportBoundsTheForfeits(t *testing.T) {
	for _, n := range []int{3, maxListed, maxListed + 7} {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			cfg := Config{Variant: rules.Wormhole, Games: n, Openings: mustBuiltin(t), MaxPlies: 10}
			rep := newReport(cfg)
			for i := n - 1; i >= 0; i-- { // the last first
				rep.record(&Game{Index: i, Opening: (i / 2) % len(cfg.Openings), AWhite: i%2 == 0, Result: rules.BlackWins,
					Ending: Forfeit, Err: fmt.Errorf("no move %d", i), Plies: 3})
			}
			var out bytes.Buffer
			rep.Print(&out)
			text := out.String()
			listed := strings.Count(text, " forfeited by ")
			if listed != min(n, maxListed) || !strings.Contains(text, "game 1 forfeited by A: no move 0\n") {
				t.Errorf("%d forfeits listed of %d:\n%s", listed, n, text)
			}
			more := fmt.Sprintf("and %d more forfeits\n", n-maxListed)
			if got := strings.Contains(text, more); got != (n > maxListed) {
				t.Errorf("%q said: %v, want %v:\n%s", more, got, n > maxListed, text)
			}
			if !strings.Contains(text, fmt.Sprintf("forfeits: %d;", n)) {
				t.Errorf("the count of forfeits is not %d:\n%s", n, text)
			}
		})
	}
}

func mustBuiltin(t *testing.T) []Opening {
	t.Helper()
	o, err := BuiltinOpenings(rules.Wormhole)
	if err != nil {
		t.Fatal(err)
	}
	return o
}
