package cli

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"wormweave/internal/racerun"
)

// runAsProgram is the environment variable that makes the test binary run
// the command line after "--" as the program does, so that a test can
// close its stdout or send it a signal.
const runAsProgram = "WORMWEAVE_CLI_TEST_RUN"

// runAsUCI is the environment variable that makes the test binary run
// "uci", so that a match can play it as an external engine.
const runAsUCI = "WORMWEAVE_CLI_TEST_UCI"

func TestMain(m *testing.M) {
	if os.Getenv(runAsUCI) == "1" {
		os.Exit(Run([]string{"uci"}, os.Stdout, os.Stderr))
	}
	if os.Getenv(runAsProgram) == "1" {
		args := os.Args[1:]
		for i, a := range args {
			if a == "--" {
				args = args[i+1:]
				break
			}
		}
		os.Exit(Run(args, os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

// program returns the command line args run as the program.
func program(args ...string) *exec.Cmd {
	cmd := exec.Command(os.Args[0], append([]string{"-test.run=^$", "--"}, args...)...)
	cmd.Env = append(os.Environ(), runAsProgram+"=1")
	return cmd
}

// Output discarded by the caller is a normal request: a /dev/null opened
// for writing (a shell's >/dev/null) or for reading and writing (Python's
// subprocess.DEVNULL) is written to, and the command succeeds. (A stdout
// closed at the start is refused by the program, which alone can tell it:
// see TestHostileClosedStdout in the main package.)
func TestHostileDiscardedStdout(t *testing.T) {
	racerun.SkipOneGoroutine(t)
	dir := t.TempDir()
	game := filepath.Join(dir, "x.pgn")
	if err := os.WriteFile(game, []byte(wormholeGame), 0o644); err != nil {
		t.Fatal(err)
	}
	db := filepath.Join(dir, "x.db")
	for _, args := range [][]string{{"replay", game}, {"format", game}, {"library", "add", db, game}, {"moves", "-variant", "wormhole"}, {"help"}} {
		for _, redirect := range []string{">/dev/null", "1<>/dev/null"} {
			t.Run(args[0]+" "+redirect, func(t *testing.T) {
				cmd := exec.Command("/bin/sh", append([]string{"-c", `exec "$@" ` + redirect, "sh", os.Args[0], "-test.run=^$", "--"}, args...)...)
				cmd.Env = append(os.Environ(), runAsProgram+"=1")
				var errOut bytes.Buffer
				cmd.Stderr = &errOut
				if err := cmd.Run(); err != nil {
					t.Errorf("%v, stderr %q; want success", err, errOut.String())
				}
			})
		}
	}
}
