package cli

import (
	"os"
	"path/filepath"
	"testing"
)

// The same failure gets the same exit status in every command: 2 when
// the work cannot be done (an input that cannot be opened, or whose rest
// cannot be copied to the output, so that the output would lack games),
// 1 when it is done but games could not be read. (library add has
// statuses of its own for the files it keeps: see docs/library.md.)
func TestHostileSameFailureSameStatus(t *testing.T) {
	dir := t.TempDir()
	missing := filepath.Join(dir, "missing.pgn")
	bad := filepath.Join(dir, "bad.pgn")
	if err := os.WriteFile(bad, []byte("[Variant \"Wormhole\"]\n\n1. zz9 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		code int
	}{
		{[]string{"format", "/dev/zero"}, 2},
		{[]string{"annotate", "-nodes", "100", "/dev/zero"}, 2},

		{[]string{"replay", missing}, 2},
		{[]string{"format", missing}, 2},
		{[]string{"annotate", "-nodes", "100", missing}, 2},
		{[]string{"puzzles", "export", "-variant", "wormhole", missing}, 2},
		{[]string{"book", "show", "-variant", "wormhole", "-book", missing}, 2},
		{[]string{"match", "-variant", "wormhole", "-a", "random", "-b", "random", "-games", "2", "-openings", missing}, 2},

		{[]string{"replay", dir}, 2},
		{[]string{"format", dir}, 2},
		{[]string{"annotate", "-nodes", "100", dir}, 2},
		{[]string{"puzzles", "export", "-variant", "wormhole", dir}, 2},
		{[]string{"book", "show", "-variant", "wormhole", "-book", dir}, 2},

		{[]string{"replay", bad}, 1},
		{[]string{"format", bad}, 1},
		{[]string{"annotate", "-nodes", "100", bad}, 1},
	} {
		if code, _, errOut := run(c.args...); code != c.code {
			t.Errorf("%q: exit %d, want %d; stderr\n%s", c.args, code, c.code, shorten(errOut))
		}
	}
}
