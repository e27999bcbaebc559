package notation

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden .err files of testdata/bad")

// badReport describes how a file reads: per game, the plies kept and the
// error, or ok.
func badReport(name string, data []byte) string {
	games, errs, err := ReadAll(bytes.NewReader(data), name)
	if err != nil {
		return "read error: " + err.Error() + "\n"
	}
	var b strings.Builder
	for i, g := range games {
		msg := "ok"
		if errs[i] != nil {
			msg = errs[i].Error()
		}
		fmt.Fprintf(&b, "#%d %d plies: %s\n", i+1, len(g.MainLine()), msg)
	}
	return b.String()
}

// TestBadInputs reads each broken file of testdata/bad and compares what
// is reported with the golden .err beside it (go test -update rewrites
// them).
func TestBadInputs(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "bad", "*.pgn"))
	if err != nil || len(files) < 30 {
		t.Fatalf("want at least 30 bad inputs, found %d (%v)", len(files), err)
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			got := badReport(filepath.Base(file), data)
			golden := strings.TrimSuffix(file, ".pgn") + ".err"
			if *update {
				if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatal(err)
			}
			if got != string(want) {
				t.Errorf("got:\n%s\nwant:\n%s", got, want)
			}
			if !strings.Contains(got, ": ") || !strings.Contains(got, filepath.Base(file)+":") {
				t.Errorf("no located error reported: %s", got)
			}
		})
	}
}
