//go:build unix

package cli

import (
	"bufio"
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"wormweave/notation"
)

// Ctrl+C or SIGTERM during a long match ends it with what it has done:
// the report of the games finished on stdout, and those games in the PGN,
// however many; the program then dies of the signal, and leaves no
// temporary file.
func TestInterruptedMatchKeepsItsGames(t *testing.T) {
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM} {
		t.Run(sig.String(), func(t *testing.T) {
			dir := t.TempDir()
			out := filepath.Join(dir, "out.pgn")
			cmd := program("match", "-variant", "wormhole", "-a", "random", "-b", "random", "-games", "1000000",
				"-concurrency", "2", "-maxplies", "20", "-pgn", out)
			var stdout bytes.Buffer
			cmd.Stdout = &stdout
			stderr, err := cmd.StderrPipe()
			if err != nil {
				t.Fatal(err)
			}
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			// Twenty games finish, then the signal. A line a finished
			// game: with two games at once they finish out of order, so
			// the lines are counted, not read for "game 20/".
			lines := bufio.NewScanner(stderr)
			for finished := 0; finished < 20 && lines.Scan(); {
				if strings.HasPrefix(lines.Text(), "game ") {
					finished++
				}
			}
			cmd.Process.Signal(sig)
			var rest strings.Builder
			for lines.Scan() {
				rest.WriteString(lines.Text() + "\n")
			}
			done := make(chan error, 1)
			go func() { done <- cmd.Wait() }()
			select {
			case <-done:
			case <-time.After(20 * time.Second):
				cmd.Process.Kill()
				t.Fatal("the match went on after the signal")
			}
			// The program raises the signal again, and exits with 130
			// if it is still alive then.
			if st, ok := cmd.ProcessState.Sys().(syscall.WaitStatus); !ok || !(st.Signaled() && st.Signal() == sig || st.ExitStatus() == 130) {
				t.Errorf("exit %v; want death by %v, or status 130", cmd.ProcessState, sig)
			}
			m := regexp.MustCompile(`, (\d+) games from`).FindStringSubmatch(stdout.String())
			if m == nil || !strings.Contains(rest.String(), "interrupted after "+m[1]+" games") {
				t.Fatalf("stdout %q, stderr after the signal %q; want the report of the games played", stdout.String(), rest.String())
			}
			played, _ := strconv.Atoi(m[1])
			f, err := os.Open(out)
			if err != nil {
				t.Fatalf("no PGN: %v", err)
			}
			defer f.Close()
			games, errs, err := notation.ReadAll(f, out)
			if err != nil || len(games) != played || played < 20 {
				st, _ := f.Stat()
				t.Errorf("the PGN holds %d games in %d bytes (%v), the report %d; want the same, 20 or more", len(games), st.Size(), err, played)
			}
			for _, e := range errs {
				if e != nil {
					t.Errorf("a game of the PGN: %v", e)
				}
			}
			if left := temporaries(t, dir); len(left) > 0 {
				t.Errorf("left %q", left)
			}
		})
	}
}
