package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"wormweave/notation"
)

// A file of two games with a broken one between them: the good games come
// out reviewed, the broken one as it was with its error on stderr, and the
// input is left alone.
func TestAnnotateFile(t *testing.T) {
	dir := t.TempDir()
	good := "[Variant \"Wormhole\"]\n\n1. e2-e4 e7-e5 2. d2-d4 *\n"
	broken := "[Variant \"Wormhole\"]\n\n1. e2-e4 Zz9 *\n"
	in := filepath.Join(dir, "in.pgn")
	input := good + "\n" + broken + "\n" + good
	if err := os.WriteFile(in, []byte(input), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out.pgn")
	var stdout, stderr bytes.Buffer
	code := Run([]string{"annotate", "-nodes", "500", "-o", out, in}, &stdout, &stderr)
	if code != 1 {
		t.Errorf("exit status %d, want 1 (a game could not be read); stderr:\n%s", code, stderr.String())
	}
	got, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	games, errs, err := notation.ReadAll(bytes.NewReader(got), "out.pgn")
	if err != nil || len(games) != 3 || errs[1] == nil {
		t.Fatalf("the output reads as %d games, errors %v %v", len(games), err, errs)
	}
	for _, g := range []*notation.Game{games[0], games[2]} {
		for i, n := range g.MainLine() {
			if _, ok := n.Eval(); !ok {
				t.Errorf("move %d has no evaluation: %q", i+1, n.CommentAfter())
			}
		}
	}
	if !strings.Contains(string(got), strings.TrimSpace(broken)) {
		t.Errorf("the broken game is not copied through:\n%s", got)
	}
	if lines := strings.Count(stderr.String(), "moves in"); lines != 2 {
		t.Errorf("%d progress lines, want 2:\n%s", lines, stderr.String())
	}
	if !strings.Contains(stderr.String(), "copied unchanged") {
		t.Errorf("no error for the broken game:\n%s", stderr.String())
	}
	if now, _ := os.ReadFile(in); string(now) != input {
		t.Error("the input file changed")
	}
	if stdout.Len() != 0 {
		t.Errorf("stdout holds %q with -o", stdout.String())
	}
}
