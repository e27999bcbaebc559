package cli

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// closedWriter is an output that no write reaches, not even an empty one:
// a full device, or a descriptor opened for reading.
type closedWriter struct{}

func (closedWriter) Write([]byte) (int, error) { return 0, os.ErrClosed }

// countingReader is the uci command's input; it counts the reads, so that
// a test knows whether the session started.
type countingReader struct {
	r     io.Reader
	reads int
}

func (c *countingReader) Read(b []byte) (int, error) {
	c.reads++
	return c.r.Read(b)
}

// A long command whose output cannot be written says so in one line and
// exits with status 2 before its work starts (no game reviewed or played,
// no command read), and leaves its input as it was. The work is made long
// (a minute or more) so that a check at the end shows, however loaded the
// machine that runs the test.
func TestUnwritableOutputFailsBeforeTheWork(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.pgn")
	input := "[Variant \"Wormhole\"]\n\n1. e2-e4 e7-e5 *\n"
	if err := os.WriteFile(in, []byte(input), 0o644); err != nil {
		t.Fatal(err)
	}
	full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	if err != nil {
		t.Skip("no /dev/full:", err)
	}
	defer full.Close()
	noDir := filepath.Join(dir, "no", "such", "out.pgn")
	match := []string{"match", "-variant", "wormhole", "-a", "engine", "-b", "engine", "-games", "2", "-movetime", "30000", "-concurrency", "1"}
	tests := []struct {
		name   string
		args   []string
		stdout io.Writer
		stderr string // what the one line of stderr holds
	}{
		{"annotate -o in no folder", []string{"annotate", "-movetime", "30000", "-o", noDir, in}, &bytes.Buffer{},
			"wormweave annotate: -o: cannot write " + noDir + ": there is no folder " + filepath.Dir(noDir)},
		{"annotate -o a folder", []string{"annotate", "-movetime", "30000", "-o", dir, in}, &bytes.Buffer{},
			"wormweave annotate: -o: cannot write " + dir + ": it is a folder"},
		{"annotate -o in a file", []string{"annotate", "-movetime", "30000", "-o", filepath.Join(in, "out.pgn"), in}, &bytes.Buffer{},
			"wormweave annotate: -o: cannot write " + filepath.Join(in, "out.pgn") + ": " + in + " is not a folder"},
		{"annotate to a closed stdout", []string{"annotate", "-movetime", "30000", in}, closedWriter{},
			"wormweave annotate: cannot write the output: file already closed"},
		{"annotate to a full device", []string{"annotate", "-movetime", "30000", in}, full,
			"wormweave annotate: cannot write the output: write /dev/full: no space left on device"},
		{"analyse to a closed stdout", []string{"analyse", "-variant", "wormhole", "-movetime", "60000"}, closedWriter{},
			"wormweave analyse: cannot write the output: file already closed"},
		{"analyse to a full device", []string{"analyse", "-variant", "wormhole", "-movetime", "60000"}, full,
			"wormweave analyse: cannot write the output: write /dev/full: no space left on device"},
		{"uci to a closed stdout", []string{"uci"}, closedWriter{},
			"wormweave uci: cannot write the output: file already closed"},
		{"match to a closed stdout", match, closedWriter{},
			"wormweave match: cannot write the output: file already closed"},
		{"match -pgn in no folder", append(match, "-pgn", noDir), &bytes.Buffer{},
			"wormweave match: -pgn: cannot write " + noDir + ": there is no folder " + filepath.Dir(noDir)},
		{"match -pgn a folder", append(match, "-pgn", dir), &bytes.Buffer{},
			"wormweave match: -pgn: cannot write " + dir + ": it is a folder"},
		{"tune -out in no folder", []string{"tune", "-variant", "wormhole", "-deadline", "1m", "-out", noDir}, &bytes.Buffer{},
			"wormweave tune: -out: cannot write " + noDir + ": there is no folder " + filepath.Dir(noDir)},
		{"tune to a closed stdout", []string{"tune", "-variant", "wormhole", "-deadline", "1m"}, closedWriter{},
			"wormweave tune: cannot write the output: file already closed"},
	}
	old := stdin
	defer func() { stdin = old }()
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			uciIn := &countingReader{r: strings.NewReader("uci\nisready\nposition startpos\ngo movetime 60000\nquit\n")}
			stdin = uciIn
			var errOut strings.Builder
			start := time.Now()
			code := Run(tc.args, tc.stdout, &errOut)
			took := time.Since(start)
			if code != 2 || errOut.String() != tc.stderr+"\n" {
				t.Errorf("exit %d, stderr\n%s\nwant 2 and the one line\n%s", code, errOut.String(), tc.stderr)
			}
			// The work takes a minute; failing before it takes none,
			// bar a loaded machine's delays.
			if took > 20*time.Second {
				t.Errorf("failed after %v: the work was done first", took)
			}
			if uciIn.reads > 0 {
				t.Errorf("the uci session read its input %d times", uciIn.reads)
			}
			if now, err := os.ReadFile(in); err != nil || string(now) != input {
				t.Errorf("the input changed: %q, %v", now, err)
			}
		})
	}
}

// A search whose output is lost after it starts (the disk fills up) stops
// at once instead of searching on for nobody: for the minute it was given.
func TestAnalyseStopsWhenItsOutputIsLost(t *testing.T) {
	var errOut strings.Builder
	start := time.Now()
	code := Run([]string{"analyse", "-variant", "wormhole", "-movetime", "60000"}, &fullWriter{n: 0}, &errOut)
	took := time.Since(start)
	want := "wormweave analyse: cannot write the output: no space left on device\n"
	if code != 2 || errOut.String() != want {
		t.Errorf("exit %d, stderr %q, want 2 and %q", code, errOut.String(), want)
	}
	if took > 20*time.Second {
		t.Errorf("the search went on for %v after its output was lost", took)
	}
}

// annotate -o replaces an existing output whole (an -o that names the
// input is refused: TestOutputThatIsAnInputIsRefused). A device is
// written, never replaced by a file.
func TestAnnotateOutputReplacesWhole(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.pgn")
	input := "[Variant \"Wormhole\"]\n\n1. e2-e4 e7-e5 *\n"
	out := filepath.Join(dir, "out.pgn")
	for _, tc := range []struct {
		name string
		out  string
	}{
		{"over another file", out},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for _, f := range []string{in, out} {
				if err := os.WriteFile(f, []byte(input), 0o640); err != nil {
					t.Fatal(err)
				}
			}
			var stdout, stderr bytes.Buffer
			if code := Run([]string{"annotate", "-nodes", "300", "-o", tc.out, in}, &stdout, &stderr); code != 0 {
				t.Fatalf("exit %d: %s", code, stderr.String())
			}
			got, err := os.ReadFile(tc.out)
			if err != nil || !strings.Contains(string(got), "[%eval ") || !strings.HasSuffix(string(got), "*\n") {
				t.Errorf("%s holds %q (%v), want the annotated game", tc.out, got, err)
			}
			if st, err := os.Stat(tc.out); err != nil || st.Mode().Perm() != 0o640 {
				t.Errorf("%s: mode %v (%v), want the old file's 0640", tc.out, st.Mode().Perm(), err)
			}
			if tc.out != in {
				if now, _ := os.ReadFile(in); string(now) != input {
					t.Errorf("the input changed: %q", now)
				}
			}
			left, _ := filepath.Glob(filepath.Join(dir, ".*"))
			if len(left) > 0 {
				t.Errorf("temporary files left: %v", left)
			}
		})
	}
	t.Run("to a device", func(t *testing.T) {
		if err := os.WriteFile(in, []byte(input), 0o640); err != nil {
			t.Fatal(err)
		}
		var stdout, stderr bytes.Buffer
		if code := Run([]string{"annotate", "-nodes", "300", "-o", os.DevNull, in}, &stdout, &stderr); code != 0 {
			t.Fatalf("exit %d: %s", code, stderr.String())
		}
		if st, err := os.Stat(os.DevNull); err != nil || st.Mode()&os.ModeDevice == 0 {
			t.Fatalf("%s is no longer a device: %v %v", os.DevNull, st.Mode(), err)
		}
	})
}
