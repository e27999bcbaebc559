package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestMatchCommand(t *testing.T) {
	dir := t.TempDir()
	pgn := filepath.Join(dir, "games.pgn")
	openings := filepath.Join(dir, "openings.txt")
	if err := os.WriteFile(openings, []byte("cnwmkwnc/pppppppp/8/8/8/8/PPPPPPPP/CNWMKWNC w 0\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	badOpenings := filepath.Join(dir, "bad.txt")
	if err := os.WriteFile(badOpenings, []byte("# one bad line\ncnwmkwnc/8 w 0\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args   []string
		code   int
		stdout string
		stderr string
	}{
		{[]string{"-variant", "wormhole", "-a", "twoply", "-b", "random", "-games", "2", "-quiet", "-pgn", pgn, "-openings", openings}, 0, "Wormhole: A = twoply, B = random, 2 games from 1 openings", ""},
		{[]string{"-variant", "interweave", "-a", "random", "-b", "random", "-games", "2", "-maxplies", "4"}, 0, "adjudicated draws (4-ply cap): 2", "game 2/2: opening 1, A as Black: 1/2-1/2 (adjudicated at the ply cap, 4 plies)"},
		{[]string{"-a", "random", "-b", "random", "-games", "2"}, 2, "", "-variant is required"},
		{[]string{"-variant", "chess", "-a", "random", "-b", "random", "-games", "2"}, 2, "", `-variant: unknown variant "chess"`},
		{[]string{"-variant", "wormhole", "-b", "random", "-games", "2"}, 2, "", "-a and -b are required"},
		{[]string{"-variant", "wormhole", "-a", "random", "-b", "stockfish", "-games", "2"}, 2, "", `-b: player "stockfish": unknown kind`},
		{[]string{"-variant", "wormhole", "-a", "random", "-b", "random"}, 2, "", "-games must be from 2 to 1000000"},
		{[]string{"-variant", "wormhole", "-a", "random", "-b", "random", "-games", "2", "-openings", filepath.Join(dir, "none.txt")}, 2, "", "-openings: cannot read " + filepath.Join(dir, "none.txt") + ": no such file or directory"},
		{[]string{"-variant", "wormhole", "-a", "random", "-b", "random", "-games", "2", "-openings", badOpenings}, 2, "", "bad.txt: line 2: FEN board"},
		{[]string{"-variant", "wormhole", "-a", "random", "-b", "random", "-games", "2", "-concurrency", "-1"}, 2, "", "-concurrency must be"},
		{[]string{"-variant", "wormhole", "-a", "random", "-b", "random", "-games", "2", "-pgn", filepath.Join(dir, "no", "such", "dir.pgn")}, 2, "", "-pgn: cannot write "},
	} {
		code, out, errOut := run(append([]string{"match"}, c.args...)...)
		if code != c.code || !strings.Contains(out, c.stdout) || !strings.Contains(errOut, c.stderr) {
			t.Errorf("%v: exit %d, stdout\n%s\nstderr\n%s\nwant exit %d, stdout with %q, stderr with %q", c.args, code, out, errOut, c.code, c.stdout, c.stderr)
		}
	}
	data, err := os.ReadFile(pgn)
	if err != nil || strings.Count(string(data), "[Event \"wormweave match\"]") != 2 {
		t.Errorf("the PGN file holds:\n%s (%v)", data, err)
	}
}

// selfUCI returns the test binary's path, run as "wormweave uci".
func selfUCI(t *testing.T) string {
	t.Helper()
	t.Setenv(runAsUCI, "1")
	path, err := filepath.Abs(os.Args[0])
	if err != nil {
		t.Fatal(err)
	}
	return path
}

// A match plays an external UCI engine, and says why a bad one cannot
// play.
func TestMatchUCIPlayer(t *testing.T) {
	self := selfUCI(t)
	dir := t.TempDir()
	for _, c := range []struct {
		args   []string
		code   int
		stdout string
		stderr string
	}{
		{[]string{"-variant", "interweave", "-a", "uci:" + self + ",Hash=1,nodes=200", "-b", "engine:nodes=200", "-games", "2", "-concurrency", "1", "-maxplies", "40"},
			0, "forfeits: 0; losses on time: 0", "game 2/2: opening 1, A as Black"},
		{[]string{"-variant", "wormhole", "-a", "uci:" + filepath.Join(dir, "none"), "-b", "random", "-games", "2"},
			2, "", "cannot run " + filepath.Join(dir, "none") + ": no such file or directory"},
		{[]string{"-variant", "wormhole", "-a", "uci:", "-b", "random", "-games", "2"},
			2, "", "-a: player \"uci:\": uci needs the path"},
	} {
		code, out, errOut := run(append([]string{"match"}, c.args...)...)
		if code != c.code || !strings.Contains(out, c.stdout) || !strings.Contains(errOut, c.stderr) {
			t.Errorf("%v: exit %d, stdout\n%s\nstderr\n%s\nwant exit %d, stdout with %q, stderr with %q", c.args, code, out, errOut, c.code, c.stdout, c.stderr)
		}
	}
}
