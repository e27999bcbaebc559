package cli

import (
	"bytes"
	"runtime"
	"strings"
	"testing"
)

func TestVersion(t *testing.T) {
	defer func(v string) { Version = v }(Version)
	Version = "1.2.3 (build 4)"
	for _, c := range []struct {
		args           []string
		code           int
		stdout, stderr string
	}{
		{[]string{"version"}, 0, "wormweave 1.2.3 (build 4) " + runtime.GOOS + "/" + runtime.GOARCH + "\n", ""},
		{[]string{"version", "-x"}, 2, "", "wormweave version: takes no arguments, got \"-x\"\n"},
	} {
		var out, errOut bytes.Buffer
		code := Run(c.args, &out, &errOut)
		if code != c.code || out.String() != c.stdout || errOut.String() != c.stderr {
			t.Errorf("%v: status %d, stdout %q, stderr %q; want %d, %q, %q", c.args, code, out.String(), errOut.String(), c.code, c.stdout, c.stderr)
		}
	}
	// It is a command, listed in the usage, and does not open the window.
	var help bytes.Buffer
	Run([]string{"help"}, &help, &help)
	if !strings.Contains(help.String(), "  version  ") {
		t.Errorf("help does not list version:\n%s", help.String())
	}
	if OpensWindow([]string{"version"}) {
		t.Error("wormweave version would open the window")
	}
}
