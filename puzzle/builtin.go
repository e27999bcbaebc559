package puzzle

import (
	"bytes"
	"embed"
	"fmt"
	"strings"
	"sync"

	"wormweave/rules"
)

// The built-in sets, one CSV file a variant, made by
// scripts/build-puzzles.sh (seeded runs of `wormweave puzzles generate`,
// merged by `wormweave puzzles merge`) and proved again by the package's
// tests.
//
//go:embed data/*.csv
var builtinFiles embed.FS

var (
	builtinOnce [2]sync.Once
	builtinSets [2][]Puzzle
	builtinErrs [2]error
)

// Builtin returns the built-in puzzles of variant v, read once. A bad row
// is an error: the set ships with the program and its tests read it whole.
func Builtin(v rules.Variant) ([]Puzzle, error) {
	i := 0
	if v == rules.Interweave {
		i = 1
	}
	builtinOnce[i].Do(func() {
		name := "data/" + strings.ToLower(v.String()) + ".csv"
		data, err := builtinFiles.ReadFile(name)
		if err != nil {
			builtinErrs[i] = err
			return
		}
		ps, bad, err := Read(bytes.NewReader(data))
		switch {
		case err != nil:
			builtinErrs[i] = fmt.Errorf("%s: %v", name, err)
		case len(bad) > 0:
			builtinErrs[i] = fmt.Errorf("%s: %v", name, bad[0])
		}
		for _, p := range ps {
			if p.Variant != v {
				builtinErrs[i] = fmt.Errorf("%s: puzzle %s is of %s", name, p.ID, p.Variant)
				break
			}
		}
		builtinSets[i] = ps
	})
	return builtinSets[i], builtinErrs[i]
}
