package main

import (
	"bytes"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// A command whose stdout is closed at the start fails with status 2 and
// says why, instead of writing its output nowhere; a /dev/null the caller
// opened, for writing or for reading and writing (Python's
// subprocess.DEVNULL), is written to as any output.
func TestHostileClosedStdout(t *testing.T) {
	game := t.TempDir() + "/x.pgn"
	if err := os.WriteFile(game, []byte("[Variant \"Wormhole\"]\n\n1. g2-g3 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range []string{"replay " + game, "moves -variant wormhole", "help"} {
		for _, c := range []struct {
			redirect string
			code     int
			stderr   string
		}{
			{">&-", 2, "cannot write the output: standard output is closed"},
			{">/dev/null", 0, ""},
			{"1<>/dev/null", 0, ""},
		} {
			// The shell closes or opens the descriptor: exec cannot close it.
			cmd := exec.Command("/bin/sh", "-c", `exec "$0" `+c.redirect, os.Args[0])
			cmd.Env = append(os.Environ(), mainArgsVar+"="+args)
			var errOut bytes.Buffer
			cmd.Stderr = &errOut
			err := cmd.Run()
			code := cmd.ProcessState.ExitCode()
			if code != c.code || (c.stderr == "") != (errOut.Len() == 0) || !strings.Contains(errOut.String(), c.stderr) {
				t.Errorf("%s %s: exit %d (%v), stderr %q; want %d and %q", args, c.redirect, code, err, errOut.String(), c.code, c.stderr)
			}
		}
	}
}
