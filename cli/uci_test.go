package cli

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"wormweave/book"
	"wormweave/rules"
)

func TestUCICommand(t *testing.T) {
	old := stdin
	defer func() { stdin = old }()
	stdin = strings.NewReader("uci\nisready\nbogus\nposition startpos moves e2e3\ngo depth 2\nquit\n")
	code, out, errOut := run("uci")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	for _, want := range []string{"id name Wormweave\n", "uciok\n", "readyok\n", "info string error: unknown command \"bogus\"\n", "\nbestmove "} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if code, _, errOut := run("uci", "-x"); code != 2 || !strings.Contains(errOut, `flag provided but not defined: "-x"`) {
		t.Errorf("uci -x: exit %d, stderr %q", code, errOut)
	}
}

// The uci command's OwnBook is the built-in book: on, the start of each
// variant answers with one of its moves, saying the book's games and
// evaluation of it; off (the default), it searches.
func TestUCICommandOwnBook(t *testing.T) {
	old := stdin
	defer func() { stdin = old }()
	for _, c := range []struct {
		variant string
		ownBook bool
	}{{"wormhole", true}, {"interweave", true}, {"interweave", false}} {
		stdin = strings.NewReader(fmt.Sprintf("setoption name UCI_Variant value %s\nsetoption name OwnBook value %v\nposition startpos\ngo depth 2\nquit\n", c.variant, c.ownBook))
		code, out, errOut := run("uci")
		if code != 0 || errOut != "" {
			t.Fatalf("exit %d, stderr %q", code, errOut)
		}
		v, _ := rules.ParseVariant(c.variant)
		var ids []string
		for _, e := range book.Builtin(v).Lookup(rules.NewPosition(v)) {
			ids = append(ids, e.ID)
		}
		m := regexp.MustCompile(`info string book move (\S+): (\d+) games, evaluation -?\d+ cp\nbestmove (\S+)\n`).FindStringSubmatch(out)
		switch {
		case !c.ownBook && m != nil:
			t.Errorf("%s, OwnBook off: answered from the book:\n%s", c.variant, out)
		case !c.ownBook && !strings.Contains(out, "\ninfo depth "):
			t.Errorf("%s, OwnBook off: no search:\n%s", c.variant, out)
		case c.ownBook && (m == nil || m[1] != m[3] || !slices.Contains(ids, m[1])):
			t.Errorf("%s, OwnBook on: no move of the book's %v:\n%s", c.variant, ids, out)
		}
	}
}
