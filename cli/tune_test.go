package cli

import (
	"strings"
	"testing"
)

func TestTuneCommand(t *testing.T) {
	for _, c := range []struct {
		args   []string
		code   int
		stdout string // a line the output must hold
		stderr string
	}{
		{[]string{"tune", "-variant", "interweave", "-games", "4", "-deadline", "20s"}, 0, "error held-out positions: ", ""},
		{[]string{"tune", "-variant", "wormhole", "-fix", "Tempo,Rook", "-games", "1", "-nodes", "0", "-deadline", "5s"}, 2, "", `-fix: WormholeParams has no weight "Rook"`},
		{[]string{"tune"}, 2, "", "-variant is required"},
		{[]string{"tune", "-variant", "chess"}, 2, "", `-variant: unknown variant "chess"`},
		{[]string{"tune", "-variant", "wormhole", "-games", "0"}, 2, "", "-games must be from 1 to 10000"},
		{[]string{"tune", "-variant", "wormhole", "-depth", "9"}, 2, "", "-depth must be from 1 to 4"},
		{[]string{"tune", "-variant", "wormhole", "-holdout", "1"}, 2, "", "-holdout must be at least 0 and below 1"},
		{[]string{"tune", "-variant", "wormhole", "-ridge", "-1"}, 2, "", "-ridge must be at least 0"},
	} {
		code, out, errOut := run(c.args...)
		if code != c.code {
			t.Errorf("%v: exit %d, want %d (stderr %q)", c.args, code, c.code, errOut)
		}
		if !strings.Contains(out, c.stdout) {
			t.Errorf("%v: stdout %q lacks %q", c.args, out, c.stdout)
		}
		if !strings.Contains(errOut, c.stderr) {
			t.Errorf("%v: stderr %q lacks %q", c.args, errOut, c.stderr)
		}
	}
}
