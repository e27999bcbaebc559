package cli

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"wormweave/rules"
)

// A file name is printed as it is, unless it could forge a line or be
// taken for a quoted one: then as Go's %q quotes it.
func TestNameField(t *testing.T) {
	for _, c := range []struct{ name, want string }{
		{"games/g1.pgn", "games/g1.pgn"},
		{"my games/partie d'été.pgn", "my games/partie d'été.pgn"},
		{"a\nFAKE 9 0.pgn", `"a\nFAKE 9 0.pgn"`},
		{"a\rb.pgn", `"a\rb.pgn"`},
		{"tab\there.pgn", `"tab\there.pgn"`},
		{"bad\xffbyte.pgn", `"bad\xffbyte.pgn"`},
		{`"quoted".pgn`, `"\"quoted\".pgn"`},
	} {
		if got := nameField(c.name); got != c.want {
			t.Errorf("nameField(%q) = %s, want %s", c.name, got, c.want)
		}
	}
}

// A newline in a file name does not forge lines in the output of replay,
// library list, explore and search: each prints one line a game, file or
// move, with the name quoted.
func TestHostileNewlineInFileName(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "a\nFAKE 9 0.pgn")
	if err := os.WriteFile(name, []byte(wormholeGame), 0o644); err != nil {
		t.Fatal(err)
	}
	db := filepath.Join(dir, "x.db")
	if code, _, errOut := run("library", "add", db, name); code != 0 {
		t.Fatalf("library add: %d %s", code, errOut)
	}
	quoted := strconv.Quote(name)
	start := rules.Wormhole.StartFEN()
	for _, c := range []struct {
		args  []string
		start string // what the line starts with
	}{
		{[]string{"replay", name}, quoted + "#1 "},
		{[]string{"library", "list", db}, quoted + " "},
		{[]string{"explore", db}, ""},
		{[]string{"search", db, "-fen", start}, quoted + "#1 "},
	} {
		code, out, errOut := run(c.args...)
		lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
		ok := code == 0 && len(lines) == 1 && strings.HasPrefix(lines[0], c.start) && strings.Contains(lines[0], quoted)
		if !ok {
			t.Errorf("%q: exit %d, stdout\n%s\nstderr %s\nwant one line starting %s, with the name quoted", c.args, code, out, errOut, c.start)
		}
	}
}
