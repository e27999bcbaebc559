package puzzle

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"wormweave/rules"
)

// Distinct returns the puzzles of ps that are neither a repeat nor an
// overlap of an earlier one, in their order, and how many it dropped. A
// repeat has an earlier puzzle's id; an overlap starts (after the
// opponent's last move) in a position where another's solver is to move,
// or has such a position on its own line: consecutive positions of one
// game give the same solution shifted by a turn, and a set should have it
// once. Positions are compared by their hash. A puzzle that does not
// replay is an error, saying which.
func Distinct(ps []Puzzle) (kept []Puzzle, dropped int, err error) {
	ids := map[string]bool{}
	on := map[uint64]bool{}     // the solver's positions on the kept lines
	starts := map[uint64]bool{} // the kept puzzles' first positions
	for _, p := range ps {
		line, err := solverPositions(p)
		if err != nil {
			return nil, 0, fmt.Errorf("puzzle %s: %v", p.ID, err)
		}
		overlap := ids[p.ID] || on[line[0]]
		for _, h := range line {
			overlap = overlap || starts[h]
		}
		if overlap {
			dropped++
			continue
		}
		ids[p.ID] = true
		starts[line[0]] = true
		for _, h := range line {
			on[h] = true
		}
		kept = append(kept, p)
	}
	return kept, dropped, nil
}

// solverPositions returns the hashes of the positions of p where the
// solver is to move: after the opponent's last move and after each reply.
func solverPositions(p Puzzle) ([]uint64, error) {
	positions, _, err := p.Replay()
	if err != nil {
		return nil, err
	}
	var out []uint64
	for i := 1; i < len(positions)-1; i += 2 {
		out = append(out, positions[i].Hash())
	}
	return out, nil
}

// Forced reports whether p's solver has a single legal turn at the start:
// no choice to make, so no puzzle (an Interweave capture is compulsory,
// and a lone capture that wins is found by anyone). A puzzle that does
// not replay is an error.
func Forced(p Puzzle) (bool, error) {
	positions, _, err := p.Replay()
	if err != nil {
		return false, err
	}
	n := 0
	positions[1].WalkTurns(func(rules.Turn) bool {
		n++
		return n < 2
	})
	return n < 2, nil
}

// TrimEasiest returns ps without its easiest mates when it holds more
// than max puzzles, and how many it left out: the lowest-rated mates
// (ties by id) go until max are left or no mate is, and the rest keep
// their order. The easiest forced wins, mostly mates in one that every
// level of the solver ladder solves (rated at its floor), teach a player
// above that floor nothing; material puzzles, the scarcer kind, are never
// left out.
func TrimEasiest(ps []Puzzle, max int) (kept []Puzzle, dropped int) {
	if len(ps) <= max {
		return ps, 0
	}
	var mates []int
	for i, p := range ps {
		if !IsMaterial(p) {
			mates = append(mates, i)
		}
	}
	slices.SortStableFunc(mates, func(a, b int) int {
		if c := cmp.Compare(ps[a].Rating, ps[b].Rating); c != 0 {
			return c
		}
		return strings.Compare(ps[a].ID, ps[b].ID)
	})
	dropped = min(len(mates), len(ps)-max)
	out := make([]bool, len(ps))
	for _, i := range mates[:dropped] {
		out[i] = true
	}
	for i, p := range ps {
		if !out[i] {
			kept = append(kept, p)
		}
	}
	return kept, dropped
}
