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

// The clock and SPRT flags: their errors, and their lines in the report.
func TestMatchClockAndSPRT(t *testing.T) {
	base := []string{"-variant", "wormhole", "-a", "twoply", "-b", "random"}
	for _, c := range []struct {
		args   []string
		code   int
		stdout []string
		stderr string
	}{
		{[]string{"-games", "400", "-maxplies", "40", "-concurrency", "2", "-sprt", "0,50", "-quiet"}, 0,
			[]string{"SPRT elo0 0, elo1 50 (alpha 0.05, beta 0.05): H1 accepted; LLR ", "pairs of games by A's points (0, 1/2, 1, 3/2, 2): "}, ""},
		{[]string{"-games", "2", "-concurrency", "1", "-maxplies", "6", "-tc", "2+0.05", "-sprt", "-10,10", "-sprt-alpha", "0.1"}, 0,
			[]string{"clock 2+0.05: A lost 0 games on time, and ended its games with ", "SPRT elo0 -10, elo1 10 (alpha 0.1, beta 0.05): inconclusive at the game limit; LLR "},
			"game 2/2: opening 1, A as Black: 1/2-1/2 (adjudicated at the ply cap, 6 plies); A 0-2-0 (50.0%); LLR 0.00 (-2.89, 2.25)"},
		{[]string{"-games", "2", "-maxplies", "4", "-tc", "0.5", "-a", "engine:nodes=100"}, 0,
			[]string{"clock 0.5+0: A plays with its own limit, off the clock", "clock 0.5+0: B lost 0 games on time"}, ""},
		{[]string{"-games", "2", "-tc", "10+x"}, 2, nil, "-tc: time control \"10+x\": the increment must be seconds"},
		{[]string{"-games", "2", "-tc", "10", "-movetime", "50"}, 2, nil, "-tc and -movetime: give one"},
		{[]string{"-games", "2", "-sprt", "5,0"}, 2, nil, "-sprt: \"5,0\": ELO0 must be less than ELO1"},
		{[]string{"-games", "2", "-sprt", "0,5", "-sprt-beta", "0.5"}, 2, nil, "-sprt: beta 0.5: want more than 0 and less than 0.5"},
		{[]string{"-games", "2", "-sprt-alpha", "0.1"}, 2, nil, "-sprt-alpha and -sprt-beta need -sprt"},
	} {
		code, out, errOut := run(append(append([]string{"match"}, base...), c.args...)...)
		ok := code == c.code && strings.Contains(errOut, c.stderr)
		for _, s := range c.stdout {
			ok = ok && strings.Contains(out, s)
		}
		if !ok {
			t.Errorf("%v: exit %d, stdout\n%s\nstderr\n%s\nwant exit %d, stdout with %q, stderr with %q", c.args, code, out, errOut, c.code, c.stdout, c.stderr)
		}
	}
}
