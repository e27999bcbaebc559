package puzzle

import (
	"fmt"
	"sort"

	"wormweave/rules"
)

// The themes a solution can show, computed by Themes.
const (
	HoleJump     = "holeJump"     // Wormhole: a solver's move skips a hole
	Chain        = "chain"        // Interweave: a solver's turn captures more than once
	Removal      = "removal"      // Interweave: a remover's capture
	Custodian    = "custodian"    // Interweave: a pawn's capture by sandwich
	Approach     = "approach"     // Interweave: a smasher's capture
	Leap         = "leap"         // Interweave: a capture by leaping over (leaper, king, pawn)
	Promotion    = "promotion"    // a solver's pawn promotes
	KingCapture  = "kingCapture"  // Interweave: the win takes a king
	StalemateWin = "stalemateWin" // Wormhole: the win leaves the defender no move, out of check
	Mate         = "mate"         // Wormhole: the win is a checkmate
	NoMoves      = "noMoves"      // Interweave: the win leaves the defender no move
)

// MateIn returns the theme of a win in n turns: "mateIn1" and so on.
func MateIn(n int) string { return fmt.Sprintf("mateIn%d", n) }

// Themes returns the themes of p's solution, sorted: what the solver's
// turns do, how long the win takes and how it ends. p must replay.
func Themes(p Puzzle) ([]string, error) {
	positions, turns, err := p.Replay()
	if err != nil {
		return nil, err
	}
	set := map[string]bool{}
	v := p.Variant
	for i := 1; i < len(turns); i += 2 {
		pos := positions[i]
		captures := 0
		for _, m := range turns[i] {
			if m.Promo != rules.NoKind {
				set[Promotion] = true
			}
			if v == rules.Wormhole {
				if pos.PassedHoles(m) != 0 {
					set[HoleJump] = true
				}
			} else if m.IsCapture() {
				captures++
				for _, th := range captureThemes(&pos, m) {
					set[th] = true
				}
			}
			pos.Make(m)
		}
		if captures > 1 {
			set[Chain] = true
		}
		motifs(set, &positions[i], &positions[i+1], turns[i], i, i == len(turns)-1)
	}
	end := positions[len(positions)-1]
	if end.Result() != rules.Ongoing {
		// A forced win: a material puzzle's line stops with the game on.
		set[MateIn(p.SolverTurns())] = true
	}
	switch _, reason := end.Outcome(); reason {
	case rules.KingCaptured:
		set[KingCapture] = true
	case rules.Stalemate:
		set[StalemateWin] = true
	case rules.Checkmate:
		set[Mate] = true
	case rules.NoMoves:
		set[NoMoves] = true
	}
	out := make([]string, 0, len(set))
	for th := range set {
		out = append(out, th)
	}
	sort.Strings(out)
	return out, nil
}

// captureThemes names how an Interweave step captures, from the kind of
// the piece that moves (rules' own movement rules: see interweave.go): a
// smasher by approach, a remover by removal, a leaper and a king by
// leaping; a pawn leaps over the piece straight ahead (or, en passant,
// over the square an enemy pawn passed) and catches the others by
// custodian sandwich.
func captureThemes(pos *rules.Position, m rules.Move) []string {
	switch pos.At(m.From).Kind() {
	case rules.Smasher:
		return []string{Approach}
	case rules.Remover:
		return []string{Removal}
	case rules.Leaper, rules.King:
		return []string{Leap}
	case rules.Pawn:
		var out []string
		caught := m.Captured
		if m.From.File() == m.To.File() {
			mid := rules.SquareAt(m.From.File(), (m.From.Rank()+m.To.Rank())/2)
			if caught.Has(mid) {
				out = append(out, Leap)
				caught &^= rules.Bit(mid)
			} else if passed, arrived := pos.EnPassant(); passed == mid && caught.Has(arrived) {
				// En passant: the leap over the square the enemy pawn
				// passed, taking it where it arrived.
				out = append(out, Leap)
				caught &^= rules.Bit(arrived)
			}
		}
		if caught != 0 {
			out = append(out, Custodian)
		}
		return out
	}
	return nil
}
