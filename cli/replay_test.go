package cli

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

type sidecar struct {
	FinalFEN string `json:"final_fen"`
	Plies    int    `json:"plies"`
	Result   string `json:"result"`
}

func referencePGNs(t *testing.T) []string {
	t.Helper()
	var files []string
	for _, dir := range []string{"games", "vchess"} {
		f, err := filepath.Glob(filepath.Join("..", "testdata", dir, "*.pgn"))
		if err != nil || len(f) == 0 {
			t.Fatalf("no reference files in %s: %v", dir, err)
		}
		files = append(files, f...)
	}
	return files
}

func wantLine(t *testing.T, file string) string {
	t.Helper()
	data, err := os.ReadFile(strings.TrimSuffix(file, ".pgn") + ".json")
	if err != nil {
		t.Fatal(err)
	}
	var sc sidecar
	if err := json.Unmarshal(data, &sc); err != nil {
		t.Fatal(err)
	}
	variant := "Wormhole"
	if strings.Contains(filepath.Base(file), "interweave") {
		variant = "Interweave"
	}
	return fmt.Sprintf("%s#1 %s %d %s %s", file, variant, sc.Plies, sc.Result, sc.FinalFEN)
}

func TestReplayReferenceFiles(t *testing.T) {
	files := referencePGNs(t)
	code, out, errOut := run(append([]string{"replay"}, files...)...)
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != len(files) {
		t.Fatalf("%d lines for %d files:\n%s", len(lines), len(files), out)
	}
	for i, f := range files {
		if want := wantLine(t, f); lines[i] != want {
			t.Errorf("got  %s\nwant %s", lines[i], want)
		}
	}
}

func TestReplayErrors(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	good := "[Variant \"Wormhole\"]\n\n1. g2-g3 a7-a5 *\n"
	mixed := write("mixed.pgn", good+"\n[Variant \"Wormhole\"]\n\n1. g2-g3 a7-a5 2. Zz9 *\n\n[Event \"x\"]\n\n1. e2-e3 *\n\n"+good)
	for _, c := range []struct {
		name   string
		args   []string
		code   int
		stdout []string
		stderr []string
	}{
		{"bad games among good", []string{"replay", mixed}, 1,
			[]string{
				mixed + "#1 Wormhole 2 ? cnwmkwnc/xppppppp/8/p7/8/6P1/PPPPPPxP/CNWMKWNC w 2",
				mixed + "#2 Wormhole 2 ? cnwmkwnc/xppppppp/8/p7/8/6P1/PPPPPPxP/CNWMKWNC w 2",
				mixed + "#3 ? 0 ? -",
				mixed + "#4 Wormhole 2 ? cnwmkwnc/xppppppp/8/p7/8/6P1/PPPPPPxP/CNWMKWNC w 2",
			},
			[]string{mixed + `:7:19: cannot read move "Zz9"`, mixed + ":9:1: missing Variant tag"}},
		{"missing file", []string{"replay", filepath.Join(dir, "nope.pgn")}, 2, nil,
			[]string{"cannot read " + filepath.Join(dir, "nope.pgn") + ": no such file or directory"}},
		{"directory", []string{"replay", dir}, 2, nil, []string{"is a directory"}},
		{"no file", []string{"replay"}, 2, nil, []string{"no file given"}},
		{"format: two files", []string{"format", mixed, mixed}, 2, nil, []string{"exactly one file"}},
		{"format: missing file", []string{"format", "nope.pgn"}, 2, nil, []string{"cannot read nope.pgn"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			code, out, errOut := run(c.args...)
			if code != c.code {
				t.Errorf("exit %d, want %d (stderr %q)", code, c.code, errOut)
			}
			var lines []string
			if out != "" {
				lines = strings.Split(strings.TrimSuffix(out, "\n"), "\n")
			}
			if strings.Join(lines, "\n") != strings.Join(c.stdout, "\n") {
				t.Errorf("stdout:\n%s\nwant:\n%s", out, strings.Join(c.stdout, "\n"))
			}
			for _, s := range c.stderr {
				if !strings.Contains(errOut, s) {
					t.Errorf("stderr %q lacks %q", errOut, s)
				}
			}
		})
	}
}
