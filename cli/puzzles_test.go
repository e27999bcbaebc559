package cli

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"wormweave/notation"
	"wormweave/puzzle"
	"wormweave/rules"
)

func TestPuzzlesCommandErrors(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "p.csv")
	bad := filepath.Join(dir, "bad.csv")
	if err := os.WriteFile(bad, []byte("PuzzleId,Variant,FEN,Moves,Rating,Themes\nx,wormhole,8/8 w 1,a1a2 a2a3,1000,\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args   []string
		code   int
		stderr string
	}{
		{[]string{"puzzles"}, 2, "give generate, merge, export or rate"},
		{[]string{"puzzles", "make"}, 2, `unknown subcommand "make"`},
		{[]string{"puzzles", "generate", "-count", "1", "-o", out}, 2, "-variant is required"},
		{[]string{"puzzles", "generate", "-variant", "chess", "-count", "1", "-o", out}, 2, `-variant: unknown variant "chess"`},
		{[]string{"puzzles", "generate", "-variant", "wormhole", "-o", out}, 2, "-count is required"},
		{[]string{"puzzles", "generate", "-variant", "wormhole", "-count", "0", "-o", out}, 2, "-count"},
		{[]string{"puzzles", "generate", "-variant", "wormhole", "-count", "1"}, 2, "-o is required"},
		{[]string{"puzzles", "generate", "-variant", "wormhole", "-count", "1", "-turns", "6", "-o", out}, 2, "-turns must be from 1 to 5"},
		{[]string{"puzzles", "generate", "-variant", "wormhole", "-count", "1", "-min-turns", "0", "-o", out}, 2, "-min-turns must be from 1 to 5"},
		{[]string{"puzzles", "generate", "-variant", "wormhole", "-count", "1", "-levels", "-1", "-o", out}, 2, "-levels must be from 0 to 10"},
		{[]string{"puzzles", "generate", "-variant", "wormhole", "-count", "1", "-kind", "tactics", "-o", out}, 2, `-kind "tactics": want mate, material or all`},
		{[]string{"puzzles", "generate", "-variant", "wormhole", "-count", "1", "-max-games", "-3", "-o", out}, 2, "-max-games must be from 0 to"},
		{[]string{"puzzles", "generate", "-variant", "wormhole", "-count", "1", "-o", filepath.Join(dir, "no", "p.csv")}, 2, "there is no folder"},
		{[]string{"puzzles", "generate", "-variant", "wormhole", "-count", "1", "-o", out, "-games", filepath.Join(dir, "none.pgn")}, 2, "-games: cannot read"},
		{[]string{"puzzles", "export", "-variant", "wormhole", filepath.Join(dir, "none.csv")}, 2, "cannot read"},
		{[]string{"puzzles", "export", "-variant", "wormhole", bad}, 1, "bad.csv: line 2: FEN"},
		{[]string{"puzzles", "merge", "-o", out, bad}, 2, "-variant is required"},
		{[]string{"puzzles", "merge", "-variant", "wormhole", bad}, 2, "-o is required"},
		{[]string{"puzzles", "merge", "-variant", "wormhole", "-o", out}, 2, "give the puzzle files to merge"},
		{[]string{"puzzles", "merge", "-variant", "wormhole", "-o", out, filepath.Join(dir, "none.csv")}, 2, "cannot read"},
		{[]string{"puzzles", "merge", "-variant", "wormhole", "-o", out, bad}, 2, "bad.csv: line 2: FEN"},
		{[]string{"puzzles", "rate", "-tries", "2", bad}, 2, "-variant is required"},
		{[]string{"puzzles", "rate", "-variant", "wormhole", "-tries", "0", bad}, 2, "-tries must be from 1 to 100"},
		{[]string{"puzzles", "rate", "-variant", "wormhole"}, 2, "give one puzzle file"},
		{[]string{"puzzles", "rate", "-variant", "wormhole", filepath.Join(dir, "none.csv")}, 2, "cannot read"},
		{[]string{"puzzles", "rate", "-variant", "wormhole", bad}, 2, "bad.csv: line 2: FEN"},
		{[]string{"puzzles", "rate", "-variant", "wormhole", "-shard", "3/2", bad}, 2, `-shard "3/2": want 1 <= K <= N`},
		{[]string{"puzzles", "rate", "-variant", "wormhole", "-shard", "half", bad}, 2, `-shard "half": want K/N`},
		{[]string{"puzzles", "rate", "-variant", "wormhole", "-o", filepath.Join(dir, "no", "p.csv"), bad}, 2, "bad.csv: line 2: FEN"},
	} {
		code, _, errOut := run(c.args...)
		if code != c.code || !strings.Contains(errOut, c.stderr) {
			t.Errorf("%v: exit %d and %q, want %d and %q", c.args, code, errOut, c.code, c.stderr)
		}
	}
	if _, err := os.Stat(out); err == nil {
		t.Errorf("a failed command wrote %s", out)
	}
	if code, stdout, _ := run("puzzles", "help"); code != 0 || !strings.Contains(stdout, "wormweave puzzles generate -variant V") {
		t.Errorf("puzzles help: exit %d, %q", code, stdout)
	}
}

// A tiny run finds a puzzle, proved again here, the same for the same seed,
// and export prints it back.
func TestPuzzlesGenerate(t *testing.T) {
	if testing.Short() {
		t.Skip("plays games and proves puzzles: a few seconds")
	}
	dir := t.TempDir()
	var files [2]string
	for i := range files {
		files[i] = filepath.Join(dir, "p"+string(rune('0'+i))+".csv")
		code, out, errOut := run("puzzles", "generate", "-variant", "interweave", "-kind", "mate", "-count", "1", "-nodes", "5000", "-seed", "1", "-o", files[i])
		if code != 0 || !strings.Contains(out, "1 puzzles from") || !strings.Contains(errOut, "puzzles: 1 of 1") {
			t.Fatalf("generate: exit %d, %q, %q", code, out, errOut)
		}
	}
	a, _ := os.ReadFile(files[0])
	b, _ := os.ReadFile(files[1])
	if string(a) != string(b) {
		t.Errorf("the same seed gave\n%s\nand\n%s", a, b)
	}
	ps, bad, err := puzzle.Read(strings.NewReader(string(a)))
	if err != nil || len(bad) > 0 || len(ps) != 1 {
		t.Fatalf("read back %d puzzles, %v, %v:\n%s", len(ps), bad, err, a)
	}
	if err := puzzle.NewProver().Prove(ps[0]); err != nil {
		t.Errorf("the puzzle written is not proved: %v", err)
	}
	code, out, errOut := run("puzzles", "export", "-variant", "interweave", files[0])
	if code != 0 || out != string(a) {
		t.Errorf("export: exit %d, %q, printed\n%s\nwant\n%s", code, errOut, out, a)
	}
	code, out, _ = run("puzzles", "export", "-variant", "wormhole", files[0])
	if code != 0 || out != strings.Join(puzzle.Header, ",")+"\n" {
		t.Errorf("export of the other variant: exit %d, printed %q, want the header alone", code, out)
	}
	// -min-turns keeps the longer wins only: the first win of two turns
	// or more of the same games, not the shorter one found first.
	long := filepath.Join(dir, "long.csv")
	code, out, errOut = run("puzzles", "generate", "-variant", "interweave", "-kind", "mate", "-count", "1", "-min-turns", "2", "-nodes", "5000", "-seed", "1", "-o", long)
	if code != 0 || !strings.Contains(out, "1 puzzles from") {
		t.Fatalf("generate -min-turns 2: exit %d, %q, %q", code, out, errOut)
	}
	c, _ := os.ReadFile(long)
	got, bad, err := puzzle.Read(strings.NewReader(string(c)))
	if err != nil || len(bad) > 0 || len(got) != 1 || got[0].SolverTurns() < 2 || got[0].ID == ps[0].ID {
		t.Errorf("-min-turns 2 found %+v (%v %v), want one win of two turns or more, not %s", got, bad, err, ps[0].ID)
	}
}

// The positions of a PGN file's games give their puzzles: here a game that
// is a known puzzle's line gives that puzzle back.
func TestPuzzlesGenerateFromGames(t *testing.T) {
	want := puzzle.Puzzle{ID: "2aier6nu", Variant: rules.Wormhole,
		FEN:   "xnxmxwxx/pppppxxx/2x2xxk/3P1xpC/4xpc1/3x1x1x/PPPxPxcP/CNWxKxNx b 21",
		Moves: []string{"h6h5xh5", "c1d4", "h5h4", "d4c3"}}
	_, turns, err := want.Replay()
	if err != nil {
		t.Fatal(err)
	}
	start, err := rules.ParsePlayableFEN(want.Variant, want.FEN)
	if err != nil {
		t.Fatal(err)
	}
	g := notation.NewGame(want.Variant, start)
	n := g.Root
	for _, turn := range turns {
		if n, _, err = n.AddMove(turn); err != nil {
			t.Fatal(err)
		}
	}
	dir := t.TempDir()
	pgn, out := filepath.Join(dir, "g.pgn"), filepath.Join(dir, "p.csv")
	var buf bytes.Buffer
	if err := notation.Write(&buf, g); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(pgn, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	code, stdout, errOut := run("puzzles", "generate", "-variant", "wormhole", "-count", "1", "-games", pgn, "-o", out)
	if code != 0 {
		t.Fatalf("exit %d: %q %q", code, stdout, errOut)
	}
	f, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	got, bad, err := puzzle.Read(f)
	if err != nil || len(bad) > 0 || len(got) != 1 {
		t.Fatalf("read %d puzzles, %v, %v", len(got), bad, err)
	}
	if p := got[0]; p.ID != want.ID || p.FEN != want.FEN || strings.Join(p.Moves, " ") != strings.Join(want.Moves, " ") {
		t.Errorf("got %+v, want %+v", p, want)
	}
	if p := got[0]; p.GameURL != pgn+"#1" || p.RatingDeviation != puzzle.PuzzleRD {
		t.Errorf("GameUrl %q and RatingDeviation %d, want %q and %d", p.GameURL, p.RatingDeviation, pgn+"#1", puzzle.PuzzleRD)
	}
}

// Export with no file prints the built-in set of the variant, which reads
// back whole and holds that variant's puzzles only.
func TestPuzzlesExportPrintsTheBuiltInSet(t *testing.T) {
	for _, v := range rules.Variants {
		code, out, errOut := run("puzzles", "export", "-variant", v.String())
		if code != 0 {
			t.Fatalf("%v: exit %d: %s", v, code, errOut)
		}
		ps, bad, err := puzzle.Read(strings.NewReader(out))
		if err != nil || len(bad) > 0 || len(ps) == 0 {
			t.Fatalf("%v: %d puzzles, bad %v, err %v", v, len(ps), bad, err)
		}
		for _, p := range ps {
			if p.Variant != v {
				t.Errorf("%v: puzzle %s is of %v", v, p.ID, p.Variant)
			}
		}
	}
}

// Merge keeps each puzzle of the variant once: a repeat, and the same
// solution a turn later (the next position of the same game), are left
// out, and so is the other variant.
func TestPuzzlesMerge(t *testing.T) {
	mateIn2 := wormholeMateIn2
	positions, _, err := mateIn2.Replay()
	if err != nil {
		t.Fatal(err)
	}
	// The last turn of the same line: a mate in one, a turn later.
	shifted := puzzle.Puzzle{ID: "shifted", Variant: rules.Wormhole, FEN: positions[2].FEN(),
		Moves: mateIn2.Moves[2:], Rating: 1000, Themes: []string{"mate", "mateIn1"}}
	dir := t.TempDir()
	a := writePuzzleFile(t, dir, "a.csv", mateIn2, interweaveRemoval)
	b := writePuzzleFile(t, dir, "b.csv", shifted, wormholeHoleMate, mateIn2)
	out := filepath.Join(dir, "out.csv")
	code, stdout, errOut := run("puzzles", "merge", "-variant", "wormhole", "-o", out, a, b)
	if code != 0 || !strings.Contains(stdout, "2 puzzles written") || !strings.Contains(stdout, "left out: 2 repeats and overlaps, 0 with one legal first move") {
		t.Fatalf("merge: exit %d, %q, %q", code, stdout, errOut)
	}
	got := readPuzzleFile(t, out)
	var ids []string
	for _, p := range got {
		ids = append(ids, p.ID)
	}
	if strings.Join(ids, " ") != "2aier6nu 1ot7u103" {
		t.Errorf("merged %v, want 2aier6nu 1ot7u103", ids)
	}
	// A win that is the solver's only legal turn (a lone compulsory
	// capture) is no puzzle; a chain chosen among several is.
	forced := writePuzzleFile(t, dir, "c.csv", interweaveForced, interweaveChain)
	code, stdout, errOut = run("puzzles", "merge", "-variant", "interweave", "-o", out, forced)
	if code != 0 || !strings.Contains(stdout, "1 puzzles written") || !strings.Contains(stdout, "1 with one legal first move") {
		t.Errorf("merge of a forced win: exit %d, %q, %q", code, stdout, errOut)
	}
	// The shorter one first: the longer, whose line passes through it, is
	// left out then.
	code, stdout, _ = run("puzzles", "merge", "-variant", "wormhole", "-o", out, b)
	if code != 0 || !strings.Contains(stdout, "2 puzzles written") {
		t.Errorf("merge of b: exit %d, %q", code, stdout)
	}
}

// merge -max leaves out the lowest-rated forced wins past its count.
func TestPuzzlesMergeMax(t *testing.T) {
	dir := t.TempDir()
	in := writePuzzleFile(t, dir, "in.csv", wormholeHoleMate, wormholeMateIn2)
	out := filepath.Join(dir, "out.csv")
	code, stdout, errOut := run("puzzles", "merge", "-variant", "wormhole", "-max", "1", "-o", out, in)
	if code != 0 || !strings.Contains(stdout, "1 puzzles written") || !strings.Contains(stdout, "1 easiest mates past -max") {
		t.Fatalf("merge -max 1: exit %d, %q, %q", code, stdout, errOut)
	}
	if got := readPuzzleFile(t, out); len(got) != 1 || got[0].ID != wormholeMateIn2.ID {
		t.Errorf("merge -max 1 kept %+v, want %s (rated %d, above %d) alone", got, wormholeMateIn2.ID, wormholeMateIn2.Rating, wormholeHoleMate.Rating)
	}
	code, _, errOut = run("puzzles", "merge", "-variant", "wormhole", "-max", "0", "-o", out, in)
	if code != 2 || !strings.Contains(errOut, "-max") {
		t.Errorf("merge -max 0: exit %d, %q; want 2 and a word on -max", code, errOut)
	}
}

// A puzzle file with no end to its first row (/dev/zero) is refused at
// once, in bounded memory, with its line, by every command that reads
// one.
func TestPuzzleFileWithoutEnd(t *testing.T) {
	for _, c := range []struct {
		args []string
		code int
	}{
		{[]string{"puzzles", "export", "-variant", "wormhole", "/dev/zero"}, 1},
		{[]string{"puzzles", "merge", "-variant", "wormhole", "-o", "$d/out.csv", "/dev/zero"}, 2},
		{[]string{"puzzles", "rate", "-variant", "wormhole", "-o", "$d/out.csv", "/dev/zero"}, 2},
	} {
		t.Run(c.args[1], func(t *testing.T) {
			if _, err := os.Stat("/dev/zero"); err != nil {
				t.Skip("no /dev/zero on this system")
			}
			dir := t.TempDir()
			args := make([]string, len(c.args))
			for i, a := range c.args {
				args[i] = strings.ReplaceAll(a, "$d", dir)
			}
			var stdout, stderr bytes.Buffer
			var code int
			cpu, heap := measure(func() { code = Run(args, &stdout, &stderr) })
			if want := "/dev/zero: line 1: a row longer than"; code != c.code || !strings.Contains(stderr.String(), want) {
				t.Errorf("exit %d, stderr %q; want %d and %q", code, stderr.String(), c.code, want)
			}
			if cpu > time.Second || heap > 16<<20 {
				t.Errorf("took %v of processor time and %d bytes of heap", cpu, heap)
			}
		})
	}
}

// Rate writes each puzzle with the ladder's rating it printed, and the
// shards of -shard K/N rate between them every puzzle once, as one
// process does: merged, they are the whole set rated.
func TestPuzzlesRateShards(t *testing.T) {
	dir := t.TempDir()
	in := writePuzzleFile(t, dir, "in.csv", wormholeHoleMate, interweaveRemoval, wormholeMateIn2)
	rate := func(shard, out string) (printed map[string]string, written []puzzle.Puzzle) {
		t.Helper()
		code, stdout, errOut := run("puzzles", "rate", "-variant", "wormhole", "-tries", "1", "-shard", shard, "-o", out, in)
		if code != 0 {
			t.Fatalf("rate -shard %s: exit %d: %s", shard, code, errOut)
		}
		printed = map[string]string{}
		for _, line := range strings.Split(strings.TrimSpace(stdout), "\n")[1:] {
			f := strings.Split(line, ",")
			printed[f[0]] = f[2]
		}
		written = readPuzzleFile(t, out)
		for _, p := range written {
			if printed[p.ID] != strconv.Itoa(p.Rating) {
				t.Errorf("rate -shard %s: puzzle %s written at %d, printed at %s", shard, p.ID, p.Rating, printed[p.ID])
			}
		}
		return printed, written
	}
	_, whole := rate("1/1", filepath.Join(dir, "whole.csv"))
	_, first := rate("1/2", filepath.Join(dir, "first.csv"))
	_, second := rate("2/2", filepath.Join(dir, "second.csv"))
	ids := func(ps []puzzle.Puzzle) string {
		var out []string
		for _, p := range ps {
			out = append(out, fmt.Sprintf("%s@%d", p.ID, p.Rating))
		}
		return strings.Join(out, " ")
	}
	if len(whole) != 2 || len(first) != 1 || len(second) != 1 {
		t.Fatalf("rated %s, %s and %s: want the two Wormhole puzzles, one a shard", ids(whole), ids(first), ids(second))
	}
	if got, want := ids(append(first, second...)), ids(whole); got != want {
		t.Errorf("the shards rated %s, the whole run %s", got, want)
	}
}

// Rate leaves out, as merge does, a win that is the solver's only legal
// turn (a lone compulsory capture), and says so.
func TestPuzzlesRateLeavesOutForcedWins(t *testing.T) {
	dir := t.TempDir()
	in := writePuzzleFile(t, dir, "in.csv", interweaveForced, interweaveChain)
	out := filepath.Join(dir, "out.csv")
	code, _, errOut := run("puzzles", "rate", "-variant", "interweave", "-tries", "1", "-o", out, in)
	if code != 0 || !strings.Contains(errOut, "1 puzzles left out: their solver has one legal first move") {
		t.Fatalf("rate: exit %d, %q", code, errOut)
	}
	if got := readPuzzleFile(t, out); len(got) != 1 || got[0].ID != interweaveChain.ID {
		t.Errorf("rate wrote %+v, want %s alone", got, interweaveChain.ID)
	}
}

// Puzzles of the tests, each proved: a Wormhole win in two and one in one
// through a hole, Interweave wins in one by a removal and by a chain
// chosen among several, and one that is the solver's only legal turn (a
// lone compulsory capture).
var (
	wormholeMateIn2 = puzzle.Puzzle{ID: "2aier6nu", Variant: rules.Wormhole,
		FEN:   "xnxmxwxx/pppppxxx/2x2xxk/3P1xpC/4xpc1/3x1x1x/PPPxPxcP/CNWxKxNx b 21",
		Moves: []string{"h6h5xh5", "c1d4", "h5h4", "d4c3"}, Rating: 1330, Themes: []string{"mate", "mateIn2"}}
	wormholeHoleMate = puzzle.Puzzle{ID: "1ot7u103", Variant: rules.Wormhole,
		FEN:   "cxwxkwxx/xpppxpxp/2nxPxp1/p3x1N1/xx1xx3/xPCx1x1x/xxxmPPPP/xxxxKxxx w 28",
		Moves: []string{"e1d2xd2", "f8c5"}, Rating: 1080, Themes: []string{"holeJump", "mate", "mateIn1"}}
	interweaveRemoval = puzzle.Puzzle{ID: "1kb4tzbp", Variant: rules.Interweave,
		FEN:   "rb1k2br/8/3p4/p6p/1n4k1/6P1/P7/1B1KKNBR b 23 - 110010",
		Moves: []string{"g4g2xg3", "g1g1xg2"}, Rating: 1000, Themes: []string{"kingCapture", "mateIn1", "removal"}}
	interweaveChain = puzzle.Puzzle{ID: "3djg9wab", Variant: rules.Interweave,
		FEN:   "1b1kknb1/4p1p1/2nr4/2p1p3/P5p1/3P4/P5N1/RB1KK1B1 w 30 - 110100",
		Moves: []string{"a1b2", "d6d4xd3,d4d2xd1"}, Rating: 1040, Themes: []string{"approach", "chain", "kingCapture", "mateIn1"}}
	interweaveForced = puzzle.Puzzle{ID: "33s87qj8", Variant: rules.Interweave,
		FEN:   "1b1kknb1/5pp1/5P2/2prpB2/P7/8/P2K1PPr/R2K2B1 w 28 - 120010",
		Moves: []string{"f5f5xe5", "d5d3xd2"}, Rating: 1000, Themes: []string{"approach", "kingCapture", "mateIn1"}}
)

// writePuzzleFile writes ps to the puzzle file dir/name and returns its path.
func writePuzzleFile(t *testing.T, dir, name string, ps ...puzzle.Puzzle) string {
	t.Helper()
	var buf bytes.Buffer
	if err := puzzle.Write(&buf, ps); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// readPuzzleFile reads back the puzzle file a command wrote, every row.
func readPuzzleFile(t *testing.T, path string) []puzzle.Puzzle {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	ps, bad, err := puzzle.Read(bytes.NewReader(data))
	if err != nil || len(bad) > 0 {
		t.Fatalf("%s reads back with %v %v", path, bad, err)
	}
	return ps
}
