package learn

import (
	"strings"

	"wormweave/rules"
)

// MaxNodes bounds the par search: the most learner turns it plays out
// for one level. A lesson is a few pieces on a near-empty board, solved in
// some thousands; a level that needs more is too open to be a lesson.
const MaxNodes = 1_000_000

// bestCost is what a turn answered by the opponent "best" counts for
// against MaxNodes.
const bestCost = 50

// Solution is a level's par and one line of learner turns that meets its
// goal in par turns (the opponent's replies follow from them).
type Solution struct {
	Par  int
	Line []rules.Turn
}

// LineText writes the solution's turns as canonical ids, for a person to
// follow.
func (s Solution) LineText(v rules.Variant) string {
	ids := make([]string, len(s.Line))
	for i, t := range s.Line {
		ids[i] = t.ID(v)
	}
	return strings.Join(ids, " ")
}

// searchKey is what tells two nodes of the search apart: the position
// (its Zobrist key), what is left to collect and take, and how far the
// opponent's script has gone. Two nodes with one key play alike from
// there on.
type searchKey struct {
	pos, stars, targets uint64
	replies             int
}

// solver is the state of one level's search.
type solver struct {
	// failed keeps, for each node met, the most further turns within
	// which the search found no way to the goal from it.
	failed    map[searchKey]int
	nodes     int
	cost      int // what a turn played out counts for, against MaxNodes
	tooMany   bool
	offScript bool
	line      []rules.Turn
}

// Solve finds level l's par: the fewest learner whole turns, each
// followed by the opponent's deterministic reply, that meet the goal, up
// to MaxPar. It searches depth-first to a limit raised one turn at a time
// (so the first line found is a shortest one, as a breadth-first search's
// would be, in memory bounded by the depth), and merges transpositions:
// a node already shown to fail within n turns is not searched again for
// n or fewer. A game level has no par (0). The error, at the level's
// place, says why the level cannot be met.
func Solve(l *Level) (Solution, error) {
	start, err := NewSession(l, 0)
	if err != nil {
		return Solution{}, err
	}
	if l.Goal == GoalGame {
		return Solution{}, nil
	}
	if l.Goal == GoalEscape {
		if _, attacked := kingAttacked(&start.pos, start.learner); !attacked {
			if l.Variant == rules.Wormhole {
				return Solution{}, errorAt(l.Place, "goal escape, but the learner's king is not in check")
			}
			return Solution{}, errorAt(l.Place, "goal escape, but no enemy piece can take the learner's kings")
		}
	}
	sv := &solver{failed: map[searchKey]int{}, cost: 1}
	if l.Opponent == Best {
		// Each reply is a search of its own, some hundred times a turn's
		// cost: the level gets as much time, not as many turns.
		sv.cost = bestCost
	}
	first := 1
	if l.Goal == GoalSurvive {
		first = l.Count // met only at its count: the search dives at once
	}
	for limit := first; limit <= MaxPar; limit++ {
		if sv.search(start, limit) {
			line := make([]rules.Turn, len(sv.line))
			for i, t := range sv.line {
				line[len(line)-1-i] = t
			}
			// A survive level's search starts at its count, and a win
			// meets it sooner: the line's length is the par.
			return Solution{Par: len(line), Line: line}, nil
		}
		if sv.offScript {
			return Solution{}, errorAt(l.Place, "the goal is met in %d moves only where a scripted reply is not legal: the opponent's moves do not fit the level", limit)
		}
		if sv.tooMany {
			return Solution{}, errorAt(l.Place, "the par search looked at %d positions within %d moves without meeting the goal: the level is too open for a lesson", MaxNodes/sv.cost, limit)
		}
	}
	return Solution{}, errorAt(l.Place, "goal %s cannot be met within %d moves, the most a level may take", l.Goal, MaxPar)
}

// search reports whether the goal can be met from s within left turns;
// when it can, sv.line holds the turns, last first.
func (sv *solver) search(s *Session, left int) bool {
	found := false
	s.pos.WalkTurns(func(t rules.Turn) bool {
		if sv.nodes += sv.cost; sv.nodes > MaxNodes {
			sv.tooMany = true
			return false
		}
		c := *s
		var r Report
		for _, m := range t {
			r = c.step(m)
		}
		switch {
		case r.Status == Met && c.offScript:
			sv.offScript = true
		case r.Status == Met:
			found = true
		case r.Status == Playing && left > 1:
			k := searchKey{pos: c.pos.Hash(), stars: uint64(c.stars), targets: uint64(c.targets), replies: c.replies}
			if n, ok := sv.failed[k]; ok && n >= left-1 {
				return true
			}
			if sv.search(&c, left-1) {
				found = true
			} else if !sv.tooMany {
				sv.failed[k] = left - 1
			}
		}
		if found {
			sv.line = append(sv.line, append(rules.Turn(nil), t...))
		}
		return !found && !sv.tooMany
	})
	return found
}

// Checked is a level with its par, as Check found it.
type Checked struct {
	Stage    *Stage
	Level    *Level
	Solution Solution
}

// Check solves every level of course c, in order, and stops at the first
// that cannot be met.
func Check(c *Course) ([]Checked, error) {
	var out []Checked
	for _, s := range c.Stages {
		for _, l := range s.Levels {
			sol, err := Solve(l)
			if err != nil {
				return out, err
			}
			out = append(out, Checked{Stage: s, Level: l, Solution: sol})
		}
	}
	return out, nil
}
