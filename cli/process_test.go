package cli

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
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

// SIGTERM or Ctrl+C during a long command with an output file leaves no
// temporary file beside the output, and the output as it was.
func TestHostileSignalRemovesTemporaryFiles(t *testing.T) {
	for _, sig := range []syscall.Signal{syscall.SIGTERM, syscall.SIGINT} {
		for _, c := range []struct {
			name string
			args func(dir string) []string
		}{
			{"annotate -o", func(dir string) []string {
				return []string{"annotate", "-movetime", "60000", "-o", filepath.Join(dir, "out.pgn"), filepath.Join(dir, "in.pgn")}
			}},
			{"match -pgn", func(dir string) []string {
				return []string{"match", "-variant", "wormhole", "-a", "engine:movetime=60000", "-b", "random", "-games", "2", "-concurrency", "1", "-quiet", "-pgn", filepath.Join(dir, "out.pgn")}
			}},
			{"tune -out", func(dir string) []string {
				return []string{"tune", "-variant", "wormhole", "-games", "2", "-nodes", "1000000000", "-out", filepath.Join(dir, "out.pgn")}
			}},
		} {
			t.Run(sig.String()+" "+c.name, func(t *testing.T) {
				dir := t.TempDir()
				if err := os.WriteFile(filepath.Join(dir, "in.pgn"), []byte(wormholeGame), 0o644); err != nil {
					t.Fatal(err)
				}
				cmd := program(c.args(dir)...)
				if err := cmd.Start(); err != nil {
					t.Fatal(err)
				}
				// Wait for the temporary file: the command is at work.
				deadline := time.Now().Add(10 * time.Second)
				for len(temporaries(t, dir)) == 0 {
					if time.Now().After(deadline) {
						cmd.Process.Kill()
						cmd.Wait()
						t.Fatal("no temporary file appeared")
					}
					time.Sleep(5 * time.Millisecond)
				}
				cmd.Process.Signal(sig)
				cmd.Wait()
				if left := temporaries(t, dir); len(left) > 0 {
					t.Errorf("left %q after %v", left, sig)
				}
				if _, err := os.Stat(filepath.Join(dir, "out.pgn")); err == nil {
					t.Error("an interrupted command wrote its output")
				}
			})
		}
	}
}

// temporaries lists the temporary files in dir.
func temporaries(t *testing.T, dir string) []string {
	names, err := filepath.Glob(filepath.Join(dir, ".*.tmp"))
	if err != nil {
		t.Fatal(err)
	}
	return names
}
