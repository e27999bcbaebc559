package prefs

import (
	"strings"

	"wormweave/rules"
)

// PuzzleProfile is the key of the user's puzzle record in variant v (a
// puzzle.Profile as JSON): "puzzles.profile.wormhole" and so on, one a
// variant, since the puzzles of the two are not alike.
func PuzzleProfile(v rules.Variant) string {
	return "puzzles.profile." + strings.ToLower(v.String())
}
