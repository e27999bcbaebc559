package notation

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
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
// is reported with the golden .err beside it. go test -update rewrites
// them; it still checks that every file has an error, placed at a line and
// column the file has.
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
			checkLocated(t, filepath.Base(file), data, got)
			golden := strings.TrimSuffix(file, ".pgn") + ".err"
			if *update {
				// The golden file becomes what was read: there is nothing
				// to compare it with but the checks above.
				if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatal(err)
			}
			if got != string(want) {
				t.Errorf("got:\n%s\nwant:\n%s", got, want)
			}
		})
	}
}

// errorPlace finds file:line:col: in a line of a badReport.
var errorPlace = regexp.MustCompile(`^#\d+ \d+ plies: (.+?):(\d+):(\d+): \S`)

// checkLocated checks a badReport of a file: at least one game has an
// error, and every error names the file and a line and column within it.
func checkLocated(t *testing.T, name string, data []byte, report string) {
	t.Helper()
	lines := strings.Split(string(data), "\n")
	located := 0
	for _, l := range strings.Split(strings.TrimSuffix(report, "\n"), "\n") {
		if strings.HasSuffix(l, ": ok") {
			continue
		}
		m := errorPlace.FindStringSubmatch(l)
		if m == nil || m[1] != name {
			t.Errorf("error not located in %s: %q", name, l)
			continue
		}
		line, _ := strconv.Atoi(m[2])
		col, _ := strconv.Atoi(m[3])
		if line < 1 || line > len(lines) || col < 1 || col > utf8.RuneCountInString(lines[line-1])+1 {
			t.Errorf("%s has no line %d, column %d: %q", name, line, col, l)
		}
		located++
	}
	if located == 0 {
		t.Errorf("no error reported for %s: %s", name, report)
	}
}
