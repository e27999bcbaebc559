package cli

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
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

// A command whose stdout is closed fails with status 2 and says why,
// instead of writing its output nowhere; stdout sent to /dev/null is
// still fine.
func TestHostileClosedStdout(t *testing.T) {
	dir := t.TempDir()
	game := filepath.Join(dir, "x.pgn")
	if err := os.WriteFile(game, []byte(wormholeGame), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"replay", game}, {"format", game}, {"moves", "-variant", "wormhole"}, {"help"}} {
		t.Run(args[0], func(t *testing.T) {
			// The shell closes the descriptor: exec cannot.
			cmd := exec.Command("/bin/sh", append([]string{"-c", `exec "$@" >&-`, "sh", os.Args[0], "-test.run=^$", "--"}, args...)...)
			cmd.Env = append(os.Environ(), runAsProgram+"=1")
			var errOut bytes.Buffer
			cmd.Stderr = &errOut
			err := cmd.Run()
			code := cmd.ProcessState.ExitCode()
			if code != 2 || !strings.Contains(errOut.String(), "cannot write the output: standard output is closed") {
				t.Errorf("exit %d (%v), stderr %q; want 2 and the closed output named", code, err, errOut.String())
			}
			null := program(args...)
			null.Stdout = nil // /dev/null, for writing
			if err := null.Run(); err != nil {
				t.Errorf("stdout on /dev/null: %v", err)
			}
		})
	}
}
