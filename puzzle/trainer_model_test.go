package puzzle

import (
	"math/rand"
	"strconv"
	"strings"
	"testing"
	"time"
)

func TestHistoryKeepsTheDateAndTheChange(t *testing.T) {
	ps := trainerPuzzles(t)
	p := NewProfile()
	p.Record(ps[0], true, at)
	later := at.Add(90 * time.Minute)
	p.Record(ps[1], false, later)
	p.Record(ps[0], false, later) // played before: no rating moves
	q, err := ParseProfile(p.String())
	if err != nil {
		t.Fatal(err)
	}
	h := q.History
	if len(h) != 3 {
		t.Fatalf("%d attempts kept, want 3", len(h))
	}
	for i, c := range []struct {
		when time.Time
		up   int // the sign of the change
	}{{at, 1}, {later, -1}, {later, 0}} {
		if got, ok := h[i].Time(); !ok || !got.Equal(c.when) {
			t.Errorf("attempt %d: time %v, %v; want %v", i, got, ok, c.when)
		}
		d, ok := h[i].Change()
		if !ok || (d > 0) != (c.up > 0) || (d < 0) != (c.up < 0) {
			t.Errorf("attempt %d: change %d, %v; want of sign %d", i, d, ok, c.up)
		}
		if ok && h[i].Was+d != h[i].Rating {
			t.Errorf("attempt %d: %d + %d is not the rating after, %d", i, h[i].Was, d, h[i].Rating)
		}
	}
	// A record of before the dates were kept reads, date and change
	// unknown.
	old, err := ParseProfile(`{"rating":{"R":1500,"RD":300,"Sigma":0.06},"history":[{"id":"ci6gbxh5","won":true,"rating":1510}]}`)
	if err != nil || len(old.History) != 1 {
		t.Fatalf("an old record: %+v, %v", old, err)
	}
	if _, ok := old.History[0].Time(); ok {
		t.Errorf("an old attempt has a time")
	}
	if _, ok := old.History[0].Change(); ok {
		t.Errorf("an old attempt has a change")
	}
}

func TestThemeStats(t *testing.T) {
	ps := trainerPuzzles(t) // ci6gbxh5, 3k4uclod: mateIn2; 1ot7u103: mateIn1; all holeJump mate
	h := []Attempt{
		{ID: "ci6gbxh5", Won: true},
		{ID: "1ot7u103", Won: false},
		{ID: "3k4uclod", Won: true},
		{ID: "1ot7u103", Won: true},
		{ID: "gone", Won: true}, // a puzzle the set no longer has
	}
	var got []string
	for _, s := range ThemeStats(h, ps) {
		got = append(got, s.Theme+":"+strconv.Itoa(s.Solved)+"/"+strconv.Itoa(s.Attempts)+"="+strconv.Itoa(s.Percent()))
	}
	want := "holeJump:3/4=75 mate:3/4=75 mateIn1:1/2=50 mateIn2:2/2=100"
	if strings.Join(got, " ") != want {
		t.Errorf("ThemeStats = %v, want %s", got, want)
	}
	if n := SolvedCount(h); n != 4 {
		t.Errorf("SolvedCount = %d, want 4", n)
	}
	if s := (ThemeStat{Attempts: 3, Solved: 2}); s.Percent() != 67 {
		t.Errorf("2 of 3 is %d%%, want 67", s.Percent())
	}
	if s := (ThemeStat{}); s.Percent() != 0 {
		t.Errorf("no attempt is %d%%", s.Percent())
	}
}

func TestDifficultyMovesTheChoice(t *testing.T) {
	ps := trainerPuzzles(t) // 1410, 1080, 1370
	p := NewProfile()
	p.Rating.R = 1400
	for _, c := range []struct {
		d    Difficulty
		want string
	}{
		{Normal, "ci6gbxh5"}, // 1410 nearest 1400
		{Easier, "1ot7u103"}, // 1080 nearest 1100
		{Harder, "ci6gbxh5"}, // 1410 nearest 1700
	} {
		if z, _ := Next(ps, p, "", c.d); z.ID != c.want {
			t.Errorf("%v at 1400: %s, want %s", c.d, z.ID, c.want)
		}
	}
	p.Rating.R = 1050
	if z, _ := Next(ps, p, "", Harder); z.ID != "3k4uclod" { // 1370 nearest 1350
		t.Errorf("harder at 1050: %s, want 3k4uclod", z.ID)
	}
	for _, d := range Difficulties {
		if ParseDifficulty(d.String()) != d {
			t.Errorf("%v does not read back", d)
		}
	}
	if ParseDifficulty("garbage") != Normal || Easier.Offset() != -DifficultyStep || Harder.Offset() != DifficultyStep {
		t.Errorf("garbage reads %v; offsets %d, %d", ParseDifficulty("garbage"), Easier.Offset(), Harder.Offset())
	}
}

// streakSet is n puzzles rated 1000, 1010, ... (a copy of one puzzle
// under n names: the streak looks at ratings and ids only).
func streakSet(t *testing.T, n int) []Puzzle {
	base := trainerPuzzles(t)[0]
	var set []Puzzle
	for i := 0; i < n; i++ {
		z := base
		z.ID = "s" + strconv.Itoa(i+1)
		z.Rating = 1000 + 10*i
		set = append(set, z)
	}
	// The set's order does not matter: shuffle it.
	rand.New(rand.NewSource(1)).Shuffle(len(set), func(i, j int) { set[i], set[j] = set[j], set[i] })
	return set
}

func TestStreakRises(t *testing.T) {
	set := streakSet(t, 200) // 1000 to 2990
	s := NewStreak(set, rand.New(rand.NewSource(7)))
	if s.Target() != 1090 { // the 5% quantile: the 10th of 200 (index 9)
		t.Errorf("the streak starts at %d, want 1090", s.Target())
	}
	seen := map[string]bool{}
	last := 0
	for i := 0; i < 30; i++ {
		z, ok := s.Next(set)
		if !ok {
			t.Fatalf("no puzzle at %d", i)
		}
		if seen[z.ID] {
			t.Errorf("puzzle %s given twice", z.ID)
		}
		seen[z.ID] = true
		if z.Rating < last {
			t.Errorf("puzzle %d rated %d after one rated %d: not rising", i, z.Rating, last)
		}
		if gap := z.Rating - s.Target(); gap > 3*StreakStep || gap < -3*StreakStep {
			t.Errorf("puzzle %d rated %d, %d from the target %d", i, z.Rating, gap, s.Target())
		}
		last = z.Rating
		s.Solve()
	}
	if s.Solved != 30 || s.Target() != 1090+30*StreakStep {
		t.Errorf("after 30: solved %d, target %d", s.Solved, s.Target())
	}
	s.Fail()
	s.Solve()
	if !s.Over || s.Solved != 30 {
		t.Errorf("a puzzle solved after the end counts: %d, over %v", s.Solved, s.Over)
	}
	// Two seeds give two streaks.
	a, b := NewStreak(set, rand.New(rand.NewSource(1))), NewStreak(set, rand.New(rand.NewSource(2)))
	same := 0
	for i := 0; i < 10; i++ {
		x, _ := a.Next(set)
		y, _ := b.Next(set)
		if x.ID == y.ID {
			same++
		}
		a.Solve()
		b.Solve()
	}
	if same == 10 {
		t.Errorf("two seeds give the same streak")
	}
}

func TestStreakRunsOutOfPuzzles(t *testing.T) {
	set := streakSet(t, 3)
	s := NewStreak(set, rand.New(rand.NewSource(1)))
	for i := 0; i < 3; i++ {
		if _, ok := s.Next(set); !ok {
			t.Fatalf("no puzzle %d of 3", i)
		}
	}
	if z, ok := s.Next(set); ok {
		t.Errorf("a fourth puzzle of three: %s", z.ID)
	}
	if _, ok := NewStreak(nil, rand.New(rand.NewSource(1))).Next(nil); ok {
		t.Errorf("a puzzle from no set")
	}
}

func TestKeepStreak(t *testing.T) {
	p := NewProfile()
	for _, c := range []struct {
		n    int
		best bool
		want int
	}{{0, false, 0}, {3, true, 3}, {2, false, 3}, {3, false, 3}, {5, true, 5}} {
		if got := p.KeepStreak(c.n); got != c.best || p.StreakBest != c.want {
			t.Errorf("KeepStreak(%d) = %v, best %d; want %v, %d", c.n, got, p.StreakBest, c.best, c.want)
		}
	}
	q, err := ParseProfile(p.String())
	if err != nil || q.StreakBest != 5 {
		t.Errorf("the best streak read back: %d, %v", q.StreakBest, err)
	}
}
