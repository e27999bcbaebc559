package study

import (
	"errors"

	"wormweave/rules"
)

// ParseAnyFEN reads a FEN of either variant, trying first, so that a FEN
// valid in both stays in the variant on the board. A position with a
// problem is refused with it.
func ParseAnyFEN(fen string, first rules.Variant) (rules.Variant, *rules.Position, error) {
	var firstErr error
	for _, v := range []rules.Variant{first, 1 - first} {
		p, err := rules.ParsePlayableFEN(v, fen)
		var pr rules.Problem
		if errors.As(err, &pr) {
			return v, nil, err
		}
		if err != nil {
			if firstErr == nil {
				firstErr = err
			}
			continue
		}
		return v, p, nil
	}
	return first, nil, firstErr
}
