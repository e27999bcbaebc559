package puzzle

import (
	"math/rand"
	"sort"
)

// Puzzle Streak, as lichess has it: puzzles of rising difficulty, no
// rating moved, and the first wrong move ends the streak. Its score is
// the number of puzzles solved; the profile keeps the best.

// StreakStep is how much the rating aimed at rises with each puzzle
// solved: after 20 puzzles a streak aims 1,000 points above its start.
const StreakStep = 50

// StreakStartQuantile places a streak's first puzzle: at the rating of
// the puzzle this far up the set sorted by rating, so that it starts
// among the easiest whatever the set's range.
const StreakStartQuantile = 0.05

// streakPool is how many of the puzzles nearest the rating aimed at a
// streak chooses from at random, so that two streaks differ.
const streakPool = 5

// Streak is one Puzzle Streak going on or ended.
type Streak struct {
	Solved int  // the puzzles solved so far: the streak's score
	Over   bool // a wrong move (or the solution asked for) ended it
	start  int
	last   int // the rating of the puzzle given last, 0 before the first
	seen   map[string]bool
	rng    *rand.Rand
}

// NewStreak starts a streak over set, choosing among near puzzles with
// rng.
func NewStreak(set []Puzzle, rng *rand.Rand) *Streak {
	s := &Streak{seen: map[string]bool{}, rng: rng}
	if len(set) > 0 {
		rs := make([]int, len(set))
		for i, z := range set {
			rs[i] = z.Rating
		}
		sort.Ints(rs)
		s.start = rs[int(StreakStartQuantile*float64(len(rs)-1))]
	}
	return s
}

// Target is the rating the next puzzle is chosen at.
func (s *Streak) Target() int { return s.start + s.Solved*StreakStep }

// Next chooses the streak's next puzzle from set: one not given in this
// streak yet, rated at least as the one before it, among the streakPool
// nearest Target, at random. When every puzzle rated as high has been
// given, the rise gives way; ok is false only when every puzzle of set
// has been.
func (s *Streak) Next(set []Puzzle) (z Puzzle, ok bool) {
	var fresh, rising []Puzzle
	for _, q := range set {
		if s.seen[q.ID] {
			continue
		}
		fresh = append(fresh, q)
		if q.Rating >= s.last {
			rising = append(rising, q)
		}
	}
	if len(rising) == 0 {
		rising = fresh
	}
	if len(rising) == 0 {
		return Puzzle{}, false
	}
	target := s.Target()
	gap := func(q Puzzle) int {
		d := q.Rating - target
		return max(d, -d)
	}
	sort.SliceStable(rising, func(i, j int) bool { return gap(rising[i]) < gap(rising[j]) })
	z = rising[s.rng.Intn(min(streakPool, len(rising)))]
	s.seen[z.ID] = true
	s.last = z.Rating
	return z, true
}

// Solve counts a puzzle solved.
func (s *Streak) Solve() {
	if !s.Over {
		s.Solved++
	}
}

// Fail ends the streak.
func (s *Streak) Fail() { s.Over = true }

// KeepStreak keeps n as the best Puzzle Streak if it is, and reports
// whether it is a new best.
func (p *Profile) KeepStreak(n int) bool {
	if n <= p.StreakBest {
		return false
	}
	p.StreakBest = n
	return true
}
