package puzzle

import "sort"

// What the dashboard shows of a profile's history: how each theme goes.

// ThemeStat is how a solver fares on one theme: the attempts at puzzles
// with it and how many of them were solved at the first try.
type ThemeStat struct {
	Theme    string
	Attempts int
	Solved   int
}

// Percent is the share of the attempts solved, rounded, 0 with none.
func (s ThemeStat) Percent() int {
	if s.Attempts == 0 {
		return 0
	}
	return (200*s.Solved + s.Attempts) / (2 * s.Attempts)
}

// ThemeStats counts the attempts of history by the themes of their
// puzzles in set; an attempt counts once for each theme of its puzzle,
// and one at a puzzle no longer in set (the set was made again) for
// none. The themes come most attempted first, then by name.
func ThemeStats(history []Attempt, set []Puzzle) []ThemeStat {
	themes := make(map[string][]string, len(set))
	for _, z := range set {
		themes[z.ID] = z.Themes
	}
	by := map[string]*ThemeStat{}
	for _, a := range history {
		for _, th := range themes[a.ID] {
			s := by[th]
			if s == nil {
				s = &ThemeStat{Theme: th}
				by[th] = s
			}
			s.Attempts++
			if a.Won {
				s.Solved++
			}
		}
	}
	out := make([]ThemeStat, 0, len(by))
	for _, s := range by {
		out = append(out, *s)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Attempts != out[j].Attempts {
			return out[i].Attempts > out[j].Attempts
		}
		return out[i].Theme < out[j].Theme
	})
	return out
}

// SolvedCount counts the attempts of history solved at the first try.
func SolvedCount(history []Attempt) int {
	n := 0
	for _, a := range history {
		if a.Won {
			n++
		}
	}
	return n
}
