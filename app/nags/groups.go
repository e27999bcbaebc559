package nags

import "slices"

// group is the group of a NAG that a move carries one of: 1 for the
// move's own glyphs ($1 to $6), 2 for the position's ($10 to $19), 0 for
// the others, which are toggled alone.
func group(nag uint8) int {
	switch {
	case nag >= 1 && nag <= 6:
		return 1
	case nag >= 10 && nag <= 19:
		return 2
	}
	return 0
}

// toggled returns nags with nag taken off if it is there, or else put on
// in place of the other glyph of its group: a move is good or a mistake,
// not both, and the position is equal or better for one side. The move's
// glyph comes before the position's, as PGN writers put them.
func toggled(nags []uint8, nag uint8) []uint8 {
	out := slices.Clone(nags)
	if i := slices.Index(out, nag); i >= 0 {
		return slices.Delete(out, i, i+1)
	}
	if g := group(nag); g != 0 {
		out = slices.DeleteFunc(out, func(x uint8) bool { return group(x) == g })
	}
	out = append(out, nag)
	slices.SortStableFunc(out, func(a, b uint8) int { return order(a) - order(b) })
	return out
}

// order places the groups: the move's glyph, the position's, the others.
func order(nag uint8) int {
	switch group(nag) {
	case 1:
		return 0
	case 2:
		return 1
	}
	return 2
}
