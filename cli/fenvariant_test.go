package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"wormweave/rules"
)

// A FEN tells its variant: every command that takes -fen reads an
// Interweave FEN without -variant as Interweave, answering as it does
// with -variant interweave.
func TestFENTellsItsVariant(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "games.db")
	game := filepath.Join(dir, "g.pgn")
	data, err := os.ReadFile(filepath.Join("..", "testdata", "games", "interweave-01.pgn"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(game, data, 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, errOut := run("library", "add", db, game); code != 0 {
		t.Fatalf("library add: %d %s", code, errOut)
	}
	fen := rules.Interweave.StartFEN() // five fields
	for _, args := range [][]string{
		{"perft", "-depth", "1", "-fen", fen},
		{"moves", "-fen", fen},
		{"analyse", "-depth", "1", "-fen", fen},
		{"book", "show", "-fen", fen},
		{"explore", db, "-fen", fen},
		{"search", db, "-fen", fen},
		{"search", db, "-fen", strings.Join(strings.Fields(fen)[:3], " ")}, // Interweave's pieces, three fields
	} {
		code, out, errOut := run(args...)
		withVariant := append(append([]string(nil), args...), "-variant", "interweave")
		wantCode, want, _ := run(withVariant...)
		if code != 0 || errOut != "" || out == "" || steady(out) != steady(want) || wantCode != 0 {
			t.Errorf("%q: exit %d, stdout\n%s\nstderr %s\nwant exit 0 and, as with -variant interweave (exit %d):\n%s", args, code, out, errOut, wantCode, want)
		}
	}
}

// What fits neither variant is refused, with the error of the variant it
// is nearer to; -variant still decides when it is given.
func TestFENFittingNeitherVariant(t *testing.T) {
	for _, c := range []struct {
		args []string
		err  string
	}{
		{[]string{"moves", "-fen", "8/8/8/8/8/8/8/8 w 0 - 000000"}, "wormweave moves: -fen: White has 0 kings"},
		{[]string{"moves", "-fen", "rbnkknbr/pppppppp/8/8/8/8/PPPPPPPP/RBNKKNBR w 0 - 0"}, "wormweave moves: -fen: FEN captured pool"},
		{[]string{"moves", "-variant", "wormhole", "-fen", rules.Interweave.StartFEN()}, "wormweave moves: -fen: FEN: 5 fields, but a Wormhole FEN has at most 3"},
		{[]string{"perft", "-depth", "1"}, "wormweave perft: -variant is required"},
	} {
		code, out, errOut := run(c.args...)
		if code != 2 || out != "" || !strings.HasPrefix(errOut, c.err) || strings.Count(errOut, "\n") != 1 {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want exit 2 and one line starting %q", c.args, code, out, errOut, c.err)
		}
	}
}

// steady drops the speed and time of analyse's info lines, which differ
// from one run to the next.
func steady(out string) string {
	f := strings.Fields(out)
	for i := 0; i+1 < len(f); i++ {
		if f[i] == "nps" || f[i] == "time" {
			f[i+1] = ""
		}
	}
	return strings.Join(f, " ")
}
