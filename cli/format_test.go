package cli

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestFormatReferenceFiles checks that format gives the reference games
// back byte for byte, that formatting is a fixed point for the vchess
// exports, and that what format writes replays to the same positions.
func TestFormatReferenceFiles(t *testing.T) {
	dir := t.TempDir()
	for _, file := range referencePGNs(t) {
		t.Run(file, func(t *testing.T) {
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			code, out, errOut := run("format", file)
			if code != 0 || errOut != "" {
				t.Fatalf("exit %d, stderr %q", code, errOut)
			}
			if strings.Contains(file, string(filepath.Separator)+"games"+string(filepath.Separator)) && out != string(data) {
				t.Errorf("format changed the file:\n%s", out)
			}
			formatted := filepath.Join(dir, filepath.Base(file))
			if err := os.WriteFile(formatted, []byte(out), 0o644); err != nil {
				t.Fatal(err)
			}
			code, again, errOut := run("format", formatted)
			if code != 0 || again != out {
				t.Errorf("format is not a fixed point (exit %d, stderr %q):\n%s\n---\n%s", code, errOut, out, again)
			}
			code, line, errOut := run("replay", formatted)
			want := strings.Replace(wantLine(t, file), file, formatted, 1)
			if code != 0 || strings.TrimSpace(line) != want {
				t.Errorf("replay of the formatted file (exit %d, stderr %q):\n%s\nwant\n%s", code, errOut, line, want)
			}
		})
	}
}

func TestFormatKeepsGoodGamesAroundABadOne(t *testing.T) {
	path := filepath.Join(t.TempDir(), "two.pgn")
	text := "[Variant \"Interweave\"]\n\n1. e2-f3 Pq *\n\n[Variant \"Interweave\"]\n\n1. e2-f3 *\n"
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := run("format", path)
	if code != 1 || !strings.Contains(errOut, path+":3:10: cannot read move \"Pq\"") {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	if strings.Count(out, "[Variant \"Interweave\"]") != 2 || strings.Count(out, "1. e2-f3 *") != 1 {
		t.Errorf("output lacks a game:\n%s", out)
	}
	// The game read in part is written as it stands in the file.
	if !strings.HasPrefix(out, "[Variant \"Interweave\"]\n\n1. e2-f3 Pq *\n\n[Event") {
		t.Errorf("the game read in part is not copied through:\n%s", out)
	}
}

// Formatting a formatted file changes nothing, on the damaged files of the
// reader's tests and its fuzz corpus: a game read whole comes out the
// same, a game read in part as it stood.
func TestFormatIsAFixedPointOnDamagedFiles(t *testing.T) {
	files, _ := filepath.Glob("../notation/testdata/bad/*.pgn")
	corpus, _ := filepath.Glob("../notation/testdata/fuzz/FuzzParse/*")
	dir := t.TempDir()
	for _, name := range corpus {
		text, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		// A corpus file is "go test fuzz v1" and the input as a Go []byte.
		_, arg, _ := strings.Cut(string(text), "\n")
		arg = strings.TrimSpace(arg)
		data, err := strconv.Unquote(strings.TrimSuffix(strings.TrimPrefix(arg, "[]byte("), ")"))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		path := filepath.Join(dir, filepath.Base(name)+".pgn")
		if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, path)
	}
	if len(files) < 50 {
		t.Fatalf("only %d damaged files found", len(files))
	}
	for _, file := range files {
		code, once, errOut := run("format", file)
		if code > 1 {
			t.Fatalf("%s: exit %d, stderr %q", file, code, errOut)
		}
		formatted := filepath.Join(dir, "once.pgn")
		if err := os.WriteFile(formatted, []byte(once), 0o644); err != nil {
			t.Fatal(err)
		}
		if _, twice, _ := run("format", formatted); twice != once {
			t.Errorf("%s: formatting the formatted file changes it:\n%s\n---\n%s", file, once, twice)
		}
	}
}
