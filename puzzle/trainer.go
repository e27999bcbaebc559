package puzzle

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"time"

	"wormweave/rules"
)

// What follows is the trainer's model: a solver's record in one variant
// (their rating, streak and history, and the ratings their attempts gave
// the puzzles), the choice of the next puzzle, and the judging of the
// moves of an attempt. The window keeps the record in its preferences.

// HistoryLen is how many attempts a profile keeps, the oldest dropped
// first: the dashboard shows them all. An attempt takes about 70 bytes of
// the preferences file, so a variant's record stays under 1 MB; 10,000
// attempts are three times through a set of 3,000 puzzles.
const HistoryLen = 10000

// PuzzleRD is the deviation a built-in puzzle's rating starts with: its
// rating is an estimate (Estimate), surer than a newcomer's but not sure.
const PuzzleRD = 150

// Attempt is one attempt at a puzzle, as a profile's history keeps it.
// Was and At are 0 in the attempts of records written before they were
// kept: their change and their date are unknown.
type Attempt struct {
	ID     string `json:"id"`
	Won    bool   `json:"won"`
	Rating int    `json:"rating"`        // the solver's rating after it
	Was    int    `json:"was,omitempty"` // the solver's rating before it
	At     int64  `json:"at,omitempty"`  // when, in Unix seconds
}

// Change returns how much the attempt moved the solver's rating; ok is
// false when the record does not say.
func (a Attempt) Change() (delta int, ok bool) {
	if a.Was == 0 {
		return 0, false
	}
	return a.Rating - a.Was, true
}

// Time returns when the attempt was made; ok is false when the record
// does not say.
func (a Attempt) Time() (t time.Time, ok bool) {
	if a.At == 0 {
		return time.Time{}, false
	}
	return time.Unix(a.At, 0), true
}

// Profile is a solver's record in one variant.
type Profile struct {
	Rating Rating `json:"rating"`
	Streak int    `json:"streak"` // puzzles solved in a row, at the first try
	Best   int    `json:"best"`   // the longest streak
	// StreakBest is the best Puzzle Streak: the most puzzles solved in
	// one streak (Streak), which moves no rating.
	StreakBest int               `json:"streakBest,omitempty"`
	History    []Attempt         `json:"history,omitempty"`
	Puzzles    map[string]Rating `json:"puzzles,omitempty"` // the ratings of the puzzles attempted, as the attempts moved them
}

// NewProfile is the record of a newcomer.
func NewProfile() Profile { return Profile{Rating: NewRating} }

// ParseProfile reads a profile written by Profile.String; the empty
// string is a newcomer's.
func ParseProfile(s string) (Profile, error) {
	p := NewProfile()
	if strings.TrimSpace(s) == "" {
		return p, nil
	}
	if err := json.Unmarshal([]byte(s), &p); err != nil {
		return NewProfile(), fmt.Errorf("puzzle profile: %v", err)
	}
	if p.Rating.RD <= 0 || p.Rating.Sigma <= 0 {
		return NewProfile(), fmt.Errorf("puzzle profile: rating %v is not a rating", p.Rating)
	}
	return p, nil
}

// String writes the profile as JSON, for the preferences.
func (p Profile) String() string {
	b, _ := json.Marshal(p) // nothing in it can fail to marshal
	return string(b)
}

// Played reports whether the solver has attempted puzzle id.
func (p Profile) Played(id string) bool {
	_, ok := p.Puzzles[id]
	return ok
}

// PuzzleRating returns puzzle z's rating: as this solver's attempts left
// it, or as the file gives it.
func (p Profile) PuzzleRating(z Puzzle) Rating {
	if r, ok := p.Puzzles[z.ID]; ok {
		return r
	}
	return Rating{R: float64(z.Rating), RD: PuzzleRD, Sigma: NewRating.Sigma}
}

// Record rates an attempt at z, won or lost, as lichess does: a game
// between the solver and the puzzle, which both ratings follow. A puzzle
// attempted before moves neither rating (its solution may be
// remembered); the streak and the history follow every attempt, made at
// time at.
func (p *Profile) Record(z Puzzle, won bool, at time.Time) {
	was := int(p.Rating.R + 0.5)
	if !p.Played(z.ID) {
		score := 0.0
		if won {
			score = 1
		}
		me, it := p.Rating, p.PuzzleRating(z)
		p.Rating = me.UpdateOne(it, score)
		if p.Puzzles == nil {
			p.Puzzles = map[string]Rating{}
		}
		p.Puzzles[z.ID] = it.UpdateOne(me, 1-score)
	}
	if won {
		p.Streak++
		p.Best = max(p.Best, p.Streak)
	} else {
		p.Streak = 0
	}
	p.History = append(p.History, Attempt{ID: z.ID, Won: won, Rating: int(p.Rating.R + 0.5), Was: was, At: at.Unix()})
	if n := len(p.History); n > HistoryLen {
		p.History = append([]Attempt(nil), p.History[n-HistoryLen:]...)
	}
}

// Next chooses the next puzzle from ps for this solver: one with theme
// (any, if theme is ""), not attempted yet if there is one, whose rating
// is nearest the solver's moved by the difficulty's offset; ties go to
// the first in ps. The choice is deterministic: a newcomer always starts
// on the same puzzle. ok is false when no puzzle has the theme.
func Next(ps []Puzzle, prof Profile, theme string, d Difficulty) (z Puzzle, ok bool) {
	best, bestFresh := -1, false
	bestGap := 0.0
	target := prof.Rating.R + float64(d.Offset())
	for i, q := range ps {
		if theme != "" && !hasTheme(q, theme) {
			continue
		}
		fresh := !prof.Played(q.ID)
		gap := prof.PuzzleRating(q).R - target
		if gap < 0 {
			gap = -gap
		}
		if best < 0 || fresh && !bestFresh || fresh == bestFresh && gap < bestGap {
			best, bestFresh, bestGap = i, fresh, gap
		}
	}
	if best < 0 {
		return Puzzle{}, false
	}
	return ps[best], true
}

func hasTheme(z Puzzle, theme string) bool {
	for _, t := range z.Themes {
		if t == theme {
			return true
		}
	}
	return false
}

// ThemesOf returns the themes of ps, sorted, each once.
func ThemesOf(ps []Puzzle) []string {
	set := map[string]bool{}
	for _, z := range ps {
		for _, t := range z.Themes {
			set[t] = true
		}
	}
	out := make([]string, 0, len(set))
	for t := range set {
		out = append(out, t)
	}
	sort.Strings(out)
	return out
}

// Verdict is what the moves played so far make of an attempt.
type Verdict int

const (
	// SolverToMove: the moves so far are the solution's, and the solver
	// is to move (or is in the middle of a chain that is the solution's
	// so far).
	SolverToMove Verdict = iota
	// DefenderToMove: the solver's last turn was right; the defender's
	// reply from the line comes next.
	DefenderToMove
	// Wrong: the solver's last turn, or the steps of the chain begun, is
	// not the solution's.
	Wrong
	// Solved: the solver's last turn wins.
	Solved
	// OffLine: the moves do not start as the puzzle's line does (the
	// opponent's last move is not on the board yet, or a defender's move
	// differs): the attempt cannot judge them.
	OffLine
)

// Attempting is an attempt at a puzzle: the puzzle replayed, to judge
// the moves of the board against.
type Attempting struct {
	Puzzle    Puzzle
	Positions []rules.Position // before each turn of the line, and after the last
	Turns     []rules.Turn     // the line's turns
}

// NewAttempting replays z for an attempt.
func NewAttempting(z Puzzle) (*Attempting, error) {
	ps, ts, err := z.Replay()
	if err != nil {
		return nil, fmt.Errorf("puzzle %s: %v", z.ID, err)
	}
	return &Attempting{Puzzle: z, Positions: ps, Turns: ts}, nil
}

// Solver returns the side that solves the puzzle.
func (a *Attempting) Solver() rules.Color { return a.Positions[1].Turn() }

// Judge judges the turns played from the puzzle's position (the first is
// the opponent's last move) and the steps of a chain begun after them.
// Only the line's turns are right, but a solver's turn that wins the
// game at once solves the puzzle too: a mate the line did not choose is
// still a mate.
func (a *Attempting) Judge(turns []rules.Turn, chain []rules.Move) Verdict {
	v := a.Puzzle.Variant
	for i, t := range turns {
		if i >= len(a.Turns) {
			return OffLine
		}
		if t.ID(v) == a.Turns[i].ID(v) {
			continue
		}
		if i%2 == 0 {
			return OffLine // the opponent's move, or a defender's
		}
		p := a.Positions[i]
		if err := p.PlayTurn(t); err == nil && p.Result() == rules.WinFor(a.Solver()) {
			return Solved
		}
		return Wrong
	}
	n := len(turns)
	switch {
	case n == 0:
		return OffLine
	case n == len(a.Turns):
		return Solved
	case n%2 == 0:
		if len(chain) > 0 {
			return OffLine
		}
		return DefenderToMove
	}
	want := a.Turns[n]
	if len(chain) > len(want) {
		return Wrong
	}
	for i, m := range chain {
		if m.ID(v) != want[i].ID(v) {
			return Wrong
		}
	}
	return SolverToMove
}

// Hint returns the square of the piece the solver moves next, after n
// turns of the line; ok is false when the solver is not to move there.
func (a *Attempting) Hint(n int) (sq rules.Square, ok bool) {
	if n%2 == 0 || n >= len(a.Turns) {
		return 0, false
	}
	return a.Turns[n][0].From, true
}
