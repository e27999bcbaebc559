package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// Every command that writes a file refuses, before any work and with
// status 2, an output that is one of its inputs: named as it is, through
// a hard link, through a symbolic link; the input is left as it was. The
// work is made long (many games, many nodes) so that a refusal after it
// shows in the time taken.
func TestOutputThatIsAnInputIsRefused(t *testing.T) {
	const game = "[Variant \"Wormhole\"]\n\n1. e2-e4 e7-e5 *\n"
	// IN is the input, OUT the output that is the same file.
	commands := []struct {
		name string
		args []string
	}{
		{"annotate", []string{"annotate", "-nodes", "100000000", "-o", "OUT", "IN"}},
		{"puzzles generate", []string{"puzzles", "generate", "-variant", "wormhole", "-count", "1000", "-games", "IN", "-o", "OUT"}},
		{"puzzles merge", []string{"puzzles", "merge", "-variant", "wormhole", "-o", "OUT", "IN"}},
		{"puzzles rate", []string{"puzzles", "rate", "-variant", "wormhole", "-o", "OUT", "IN"}},
		{"book build", []string{"book", "build", "-variant", "wormhole", "-games", "10000", "-o", "IN", "-pgn", "OUT"}},
		{"book merge", []string{"book", "merge", "-o", "OUT", "IN"}},
		{"match -openings", []string{"match", "-variant", "wormhole", "-a", "random", "-b", "random", "-games", "1000000", "-openings", "IN", "-pgn", "OUT"}},
		{"match eval=", []string{"match", "-variant", "wormhole", "-a", "engine:nodes=1000000,eval=IN", "-b", "random", "-games", "1000000", "-pgn", "OUT"}},
		{"match uci:", []string{"match", "-variant", "wormhole", "-a", "random", "-b", "uci:IN", "-games", "1000000", "-pgn", "OUT"}},
		{"tune -from", []string{"tune", "-variant", "wormhole", "-games", "10000", "-from", "IN", "-out", "OUT"}},
		{"tune -load", []string{"tune", "-variant", "wormhole", "-games", "10000", "-load", "IN", "-save", "OUT"}},
		{"library add", []string{"library", "add", "OUT", "IN"}},
		{"nnue merge", []string{"nnue", "merge", "-variant", "wormhole", "-out", "OUT", "IN"}},
		{"nnue train", []string{"nnue", "train", "-variant", "wormhole", "-epochs", "100000", "-data", "IN", "-out", "OUT"}},
	}
	links := []struct {
		name string
		make func(in, out string) error
	}{
		{"same name", func(in, out string) error { return nil }},
		{"hard link", os.Link},
		{"symbolic link", os.Symlink},
	}
	for _, c := range commands {
		for _, l := range links {
			t.Run(c.name+"/"+l.name, func(t *testing.T) {
				dir := t.TempDir()
				in := filepath.Join(dir, "in.pgn")
				if err := os.WriteFile(in, []byte(game), 0o755); err != nil {
					t.Fatal(err)
				}
				out := in
				if l.name != "same name" {
					out = filepath.Join(dir, "out.pgn")
					if err := l.make(in, out); err != nil {
						t.Fatal(err)
					}
				}
				args := make([]string, len(c.args))
				for i, a := range c.args {
					a = strings.ReplaceAll(a, "OUT", out)
					args[i] = strings.ReplaceAll(a, "IN", in)
				}
				var stdout, stderr bytes.Buffer
				start := time.Now()
				code := Run(args, &stdout, &stderr)
				took := time.Since(start)
				if code != 2 || !strings.Contains(stderr.String(), "same file") {
					t.Errorf("exit %d, stderr %q; want 2 and the same file named", code, stderr.String())
				}
				if took > 10*time.Second {
					t.Errorf("refused after %v of work", took)
				}
				if got, err := os.ReadFile(in); err != nil || string(got) != game {
					t.Errorf("the input holds %q (%v), want it as it was", got, err)
				}
			})
		}
	}
}

// A command whose stdout is appended to its own input refuses to start:
// it would read its own output without end.
func TestStdoutThatIsAnInputIsRefused(t *testing.T) {
	const game = "[Variant \"Wormhole\"]\n\n1. e2-e4 e7-e5 *\n"
	for _, args := range [][]string{
		{"format", "IN"},
		{"replay", "IN"},
		{"annotate", "-nodes", "100000000", "IN"},
		{"puzzles", "export", "-variant", "wormhole", "IN"},
	} {
		t.Run(args[0], func(t *testing.T) {
			in := filepath.Join(t.TempDir(), "in.pgn")
			if err := os.WriteFile(in, []byte(game), 0o644); err != nil {
				t.Fatal(err)
			}
			stdout, err := os.OpenFile(in, os.O_WRONLY|os.O_APPEND, 0)
			if err != nil {
				t.Fatal(err)
			}
			defer stdout.Close()
			args[len(args)-1] = in
			var stderr bytes.Buffer
			if code := Run(args, stdout, &stderr); code != 2 || !strings.Contains(stderr.String(), "stdout is the same file as the input") {
				t.Errorf("exit %d, stderr %q; want 2 and stdout named", code, stderr.String())
			}
			if got, _ := os.ReadFile(in); string(got) != game {
				t.Errorf("the input holds %q, want it as it was", got)
			}
		})
	}
}
