package learn

import (
	"fmt"

	"wormweave/rules"
)

// MaxPar is the most learner moves the par search looks through: a level
// that needs more is too long for a lesson.
const MaxPar = 12

// Langs are the languages every text of a course is written in, in the
// order a course file gives them.
var Langs = []string{"en", "fr", "es"}

// Texts is one text in each of Langs, by language code.
type Texts map[string]string

// Place is where a directive stands: the course file's name and the
// 1-based line.
type Place struct {
	File string
	Line int
}

// String gives the place as compilers do, "file:line"; a place without a
// line (the whole file) is the file's name.
func (p Place) String() string {
	if p.Line == 0 {
		return p.File
	}
	return fmt.Sprintf("%s:%d", p.File, p.Line)
}

// Error is a problem of a course, at its place.
type Error struct {
	Place Place
	Msg   string
}

// Error gives "file:line: what".
func (e *Error) Error() string { return e.Place.String() + ": " + e.Msg }

func errorAt(pl Place, format string, args ...any) *Error {
	return &Error{Place: pl, Msg: fmt.Sprintf(format, args...)}
}

// Goal is what a level asks of the learner.
type Goal uint8

// The goals; see docs/course-format.md for what each one means.
const (
	GoalStars    Goal = iota // visit every star
	GoalTakeAll              // take every target
	GoalTakeSafe             // take every target and lose nothing
	GoalCapture              // one move that takes a target
	GoalChain                // one turn of at least Count captures (Interweave)
	GoalEscape               // one move that leaves the learner's king safe
	GoalWin                  // win the game
	GoalSurvive              // make Count moves and still have a move
	GoalGame                 // a game against the engine: no par
	numGoals
)

var goalNames = [numGoals]string{"stars", "take-all", "take-safe", "capture", "chain", "escape", "win", "survive", "game"}

// String gives the goal's name as a course file writes it.
func (g Goal) String() string {
	if g >= numGoals {
		return "?"
	}
	return goalNames[g]
}

// ParseGoal reads a goal's name.
func ParseGoal(name string) (Goal, bool) {
	for g, n := range goalNames {
		if n == name {
			return Goal(g), true
		}
	}
	return 0, false
}

// Policy is how the opponent answers the learner's moves.
type Policy uint8

// The opponent's policies.
const (
	Pass     Policy = iota // the opponent does not move
	Capture                // it takes the most valuable piece it can, else passes
	Best                   // the engine at a fixed small depth
	Scripted               // the replies the level lists, then passes
	numPolicies
)

var policyNames = [numPolicies]string{"pass", "capture", "best", "moves"}

// String gives the policy's name as a course file writes it.
func (p Policy) String() string {
	if p >= numPolicies {
		return "?"
	}
	return policyNames[p]
}

// Level is one small task on a board.
type Level struct {
	Place    Place // the line of its "level" directive
	Number   int   // from 1 within its stage
	FEN      string
	Goal     Goal
	Stars    []rules.Square
	Targets  []rules.Square // empty: every enemy piece but kings (take goals), any capture (capture)
	Opponent Policy
	Replies  []string // the scripted replies, in the move input's notation
	Count    int      // chain: the captures asked; survive: the moves asked
	Texts    Texts
	Variant  rules.Variant // the course's
}

// Position returns a new copy of the level's starting position; the
// error is the FEN's, for a level not made by the parser.
func (l *Level) Position() (*rules.Position, error) {
	return rules.ParsePlayableFEN(l.Variant, l.FEN)
}

// Stage is a run of levels on one theme.
type Stage struct {
	Place  Place
	ID     string
	Titles Texts
	Texts  Texts
	Levels []*Level
}

// Course is a variant's lessons, in order.
type Course struct {
	File    string // the name it was read under
	Variant rules.Variant
	Titles  Texts
	Stages  []*Stage
}

// Stage returns the stage of the given id, or nil.
func (c *Course) Stage(id string) *Stage {
	for _, s := range c.Stages {
		if s.ID == id {
			return s
		}
	}
	return nil
}

// Find returns level n of stage id, or nil.
func (c *Course) Find(id string, n int) *Level {
	if s := c.Stage(id); s != nil && n >= 1 && n <= len(s.Levels) {
		return s.Levels[n-1]
	}
	return nil
}

// Levels counts the course's levels.
func (c *Course) Levels() int {
	n := 0
	for _, s := range c.Stages {
		n += len(s.Levels)
	}
	return n
}
