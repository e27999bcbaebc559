package cli

import (
	"strings"
	"testing"
)

func TestUCICommand(t *testing.T) {
	old := stdin
	defer func() { stdin = old }()
	stdin = strings.NewReader("uci\nisready\nbogus\nposition startpos moves e2e3\ngo depth 2\nquit\n")
	code, out, errOut := run("uci")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	for _, want := range []string{"id name Wormweave\n", "uciok\n", "readyok\n", "info string error: unknown command \"bogus\"\n", "\nbestmove "} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if code, _, errOut := run("uci", "-x"); code != 2 || !strings.Contains(errOut, `flag provided but not defined: "-x"`) {
		t.Errorf("uci -x: exit %d, stderr %q", code, errOut)
	}
}
