package cli

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A line too long for any record, after a good game and an empty line,
// is a damaged game of its own: every reader keeps the good game whole
// (library add indexes it, annotate reviews it, format writes it in the
// standard form, replay lists it without an error) and reports the long
// line alone. One line is longer than MaxLine and ends, and a good game
// follows it; the other is longer than MaxSkip, which ends the reading.
func TestGoodGameBeforeALongLineIsKept(t *testing.T) {
	if testing.Short() {
		t.Skip("writes and reads files of 70 MB; skipped in short mode")
	}
	const good = "[Variant \"Wormhole\"]\n\n1. g2-g3 *\n"
	files := []struct {
		name string
		size int
		good int // the good games of the file
		msg  string
	}{
		{"l5.pgn", 5 << 20, 2, "line longer than 4194304 bytes"},
		{"l70.pgn", 70_000_000, 1, "line longer than 67108864 bytes"},
	}
	dir := t.TempDir()
	for _, f := range files {
		file, err := os.Create(filepath.Join(dir, f.name))
		if err != nil {
			t.Fatal(err)
		}
		w := bufio.NewWriter(file)
		w.WriteString(good + "\n")
		chunk := bytes.Repeat([]byte("z"), 1<<20)
		for n := f.size; n > 0; n -= len(chunk) {
			w.Write(chunk[:min(n, len(chunk))])
		}
		w.WriteString("\n\n" + good)
		if err := w.Flush(); err != nil {
			t.Fatal(err)
		}
		file.Close()
	}
	commands := []struct {
		name string
		args []string // $f is the file, $d the folder
		// kept counts the good games read whole in the output, or the
		// file that -o names.
		kept func(stdout, out string) int
	}{
		{"replay", []string{"replay", "$f"}, func(stdout, _ string) int {
			return strings.Count(stdout, " Wormhole 1 ")
		}},
		{"library add", []string{"library", "add", "$d/lib.db", "$f"}, func(stdout, _ string) int {
			n := -1
			if i := strings.Index(stdout, "added "); i >= 0 {
				if _, err := fmt.Sscan(stdout[i+len("added "):], &n); err != nil {
					return -1
				}
			}
			return n
		}},
		{"annotate", []string{"annotate", "-nodes", "200", "-o", "$d/out.pgn", "$f"}, func(_, out string) int {
			return strings.Count(out, "[Event \"?\"]") // as the writer writes a reviewed game
		}},
		{"format", []string{"format", "$f"}, func(stdout, _ string) int {
			return strings.Count(stdout, "[Event \"?\"]")
		}},
	}
	for _, f := range files {
		for _, c := range commands {
			t.Run(f.name+"/"+c.name, func(t *testing.T) {
				os.Remove(filepath.Join(dir, "lib.db"))
				os.Remove(filepath.Join(dir, "out.pgn"))
				path := filepath.Join(dir, f.name)
				args := make([]string, len(c.args))
				for i, a := range c.args {
					args[i] = strings.ReplaceAll(strings.ReplaceAll(a, "$f", path), "$d", dir)
				}
				out := &lineKeeper{keep: 1000}
				var stderr bytes.Buffer
				code := Run(args, out, &stderr)
				if want := path + ":5:1: " + f.msg; code != 1 || !strings.Contains(stderr.String(), want) {
					t.Errorf("exit %d, stderr %q; want 1 and %q", code, shorten(stderr.String()), want)
				}
				if strings.Count(stderr.String(), ": line longer than") != 1 {
					t.Errorf("stderr %q; want the long line's error alone", shorten(stderr.String()))
				}
				written, _ := os.ReadFile(filepath.Join(dir, "out.pgn"))
				if got := c.kept(strings.Join(out.lines, "\n"), string(written)); got != f.good {
					t.Errorf("%d good games read whole, want %d (stdout %q)", got, f.good, shorten(strings.Join(out.lines, "\n")))
				}
			})
		}
	}
}
