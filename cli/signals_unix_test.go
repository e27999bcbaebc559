//go:build unix

package cli

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"wormweave/puzzle"
	"wormweave/rules"
)

// The signal tests send Unix signals and look at processes through /proc.

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
			{"puzzles rate -o", func(dir string) []string {
				set, err := puzzle.Builtin(rules.Wormhole)
				if err != nil {
					t.Fatal(err)
				}
				return []string{"puzzles", "rate", "-variant", "wormhole", "-o", filepath.Join(dir, "out.pgn"), writePuzzleFile(t, dir, "in.csv", set...)}
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

// SIGTERM or Ctrl+C of a match kills its external engines, which run in
// process groups of their own: a hung engine is not left behind.
func TestHostileSignalKillsEngines(t *testing.T) {
	for _, sig := range []syscall.Signal{syscall.SIGTERM, syscall.SIGINT} {
		t.Run(sig.String(), func(t *testing.T) {
			dir := t.TempDir()
			pids := filepath.Join(dir, "pids")
			engine := filepath.Join(dir, "engine.sh")
			// The engine starts a command of its own, which the system's
			// killing of the engine at the match's death would not reach:
			// only the match can kill it, with the engine's group.
			script := `#!/bin/sh
sleep 600 &
echo $$ $! >> "` + pids + `"
while read -r line; do
	case "$line" in
	uci) echo uciok ;;
	isready) echo readyok ;;
	esac
done
# Deaf to the end of its input: only a kill ends it.
exec sleep 600
`
			if err := os.WriteFile(engine, []byte(script), 0o755); err != nil {
				t.Fatal(err)
			}
			cmd := program("match", "-variant", "wormhole", "-a", "uci:"+engine+",movetime=600000", "-b", "random", "-games", "2", "-concurrency", "1", "-quiet")
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			// Wait for the engine: the match is at work.
			deadline := time.Now().Add(10 * time.Second)
			var data []byte
			for len(strings.Fields(string(data))) < 2 {
				if time.Now().After(deadline) {
					cmd.Process.Kill()
					cmd.Wait()
					t.Fatal("no engine started")
				}
				time.Sleep(5 * time.Millisecond)
				data, _ = os.ReadFile(pids)
			}
			cmd.Process.Signal(sig)
			cmd.Wait()
			for _, f := range strings.Fields(string(data))[:2] {
				pid, _ := strconv.Atoi(f)
				// A SIGKILL is delivered when the process is next scheduled,
				// which on a loaded machine may come after the match is gone:
				// give it time to die, as a user looking with ps would.
				if !dies(pid, 10*time.Second) {
					syscall.Kill(pid, syscall.SIGKILL)
					t.Errorf("process %d of the engine is still running after %v", pid, sig)
				}
			}
		})
	}
}

// dies reports whether process pid ends (exits, or is a zombie not yet
// reaped) within d.
func dies(pid int, d time.Duration) bool {
	deadline := time.Now().Add(d)
	for {
		if err := syscall.Kill(pid, 0); err != nil || isZombie(pid) {
			return true
		}
		if time.Now().After(deadline) {
			return false
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// isZombie reports whether process pid has exited but is not reaped yet.
func isZombie(pid int) bool {
	data, err := os.ReadFile(filepath.Join("/proc", strconv.Itoa(pid), "stat"))
	if err != nil {
		return true // gone meanwhile
	}
	// The state follows the command's name in parentheses.
	s := string(data)
	i := strings.LastIndexByte(s, ')')
	return i >= 0 && i+2 < len(s) && s[i+2] == 'Z'
}
