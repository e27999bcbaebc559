//go:build e2e

package e2e

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// The binary is built once for all the tests, into a folder TestMain
// removes.
var binary struct {
	once sync.Once
	dir  string
	path string
	err  error
}

func TestMain(m *testing.M) {
	code := m.Run()
	if binary.dir != "" {
		os.RemoveAll(binary.dir)
	}
	os.Exit(code)
}

// sharedBinary builds the binary for the first test that needs it and
// returns it to every test; a failed build fails each of them.
func sharedBinary(t *testing.T, root string) string {
	t.Helper()
	binary.once.Do(func() {
		binary.dir, binary.err = os.MkdirTemp("", "wormweave-e2e-bin-")
		if binary.err == nil {
			binary.path, binary.err = buildBinary(t, root, binary.dir)
		}
	})
	if binary.err != nil {
		t.Fatal(binary.err)
	}
	return binary.path
}

// buildBinary builds the app as CI would. A cold build compiles Fyne's cgo
// (several minutes); a warm one takes seconds.
func buildBinary(t *testing.T, root, dir string) (string, error) {
	t.Helper()
	timeout := 15 * time.Minute
	if d, ok := t.Deadline(); ok {
		timeout = time.Until(d) - time.Minute
	}
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	bin := filepath.Join(dir, "wormweave")
	start := time.Now()
	cmd := exec.CommandContext(ctx, "go", "build", "-o", bin, ".")
	cmd.Dir = root
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("go build: %v\n%s", err, out)
	}
	t.Logf("built the binary in %v", time.Since(start).Round(100*time.Millisecond))
	return bin, nil
}

// replay runs the binary's replay command on a one-game file and returns
// the plies of its main line and the FEN it ends at.
func replay(t *testing.T, bin, file string) (plies int, fen string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), commandTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, "replay", file)
	cmd.Env = append(os.Environ(), "LANG=C.UTF-8")
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("wormweave replay %s: %v\nstdout: %s\nstderr: %s", file, err, stdout.Bytes(), stderr.Bytes())
	}
	// One line: FILE#1 VARIANT PLIES RESULT FEN.
	line := strings.TrimSpace(stdout.String())
	rest, ok := strings.CutPrefix(line, file+"#1 ")
	f := strings.SplitN(rest, " ", 4)
	if !ok || strings.Contains(line, "\n") || len(f) != 4 {
		t.Fatalf("wormweave replay %s: want one line for one game, got %q", file, line)
	}
	if f[0] != "Wormhole" {
		t.Fatalf("wormweave replay %s: variant %q, want Wormhole", file, f[0])
	}
	n, err := strconv.Atoi(f[1])
	if err != nil {
		t.Fatalf("wormweave replay %s: ply count %q: %v", file, f[1], err)
	}
	return n, f[3]
}

// buildXdnd builds the XDND drag source of testdata/xdnd.c, which drops
// files on a window as a file manager does (xdotool cannot).
func buildXdnd(t *testing.T, root, dir string) string {
	t.Helper()
	if _, err := exec.LookPath("gcc"); err != nil {
		t.Fatal("gcc not found: scripts/install-deps.sh installs what the end-to-end test needs")
	}
	bin := filepath.Join(dir, "xdnd")
	ctx, cancel := context.WithTimeout(context.Background(), commandTimeout)
	defer cancel()
	out, err := exec.CommandContext(ctx, "gcc", "-O", "-Wall", "-o", bin, filepath.Join(root, "e2e", "testdata", "xdnd.c"), "-lX11").CombinedOutput()
	if err != nil {
		t.Fatalf("building the XDND source: %v\n%s", err, out)
	}
	return bin
}
