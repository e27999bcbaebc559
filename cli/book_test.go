package cli

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"wormweave/book"
	"wormweave/notation"
	"wormweave/rules"
)

func TestBookBuild(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "tiny.book")
	code, stdout, stderr := run("book", "build", "-variant", "interweave", "-games", "3", "-nodes", "100",
		"-plies", "4", "-min-games", "1", "-concurrency", "2", "-o", out)
	if code != 0 || !strings.Contains(stdout, "from 3 games; games in "+filepath.Join(dir, "tiny.pgn")) ||
		!strings.Contains(stderr, "game 3/3") {
		t.Fatalf("exit %d, stdout\n%s\nstderr\n%s", code, stdout, stderr)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	b, err := book.Read(bytes.NewReader(data))
	if err != nil || b.Variant() != rules.Interweave || b.Games() != 3 || len(b.Lookup(rules.NewPosition(rules.Interweave))) == 0 {
		t.Fatalf("the book written: %v, %v", b, err)
	}
	pgn, err := os.ReadFile(filepath.Join(dir, "tiny.pgn"))
	if err != nil {
		t.Fatal(err)
	}
	games, errs, err := notation.ReadAll(bytes.NewReader(pgn), "tiny.pgn")
	if err != nil || len(games) != 3 || errors.Join(errs...) != nil {
		t.Fatalf("the games written: %d, %v %v\n%s", len(games), errs, err, pgn)
	}
	t.Run("the same seed plays the same games", func(t *testing.T) {
		if testing.Short() {
			t.Skip("the build again takes a second or more under the race detector")
		}
		// Here one game at a time.
		again := filepath.Join(dir, "again.book")
		if code, _, stderr := run("book", "build", "-variant", "interweave", "-games", "3", "-nodes", "100",
			"-plies", "4", "-min-games", "1", "-concurrency", "1", "-o", again, "-pgn", filepath.Join(dir, "again.games")); code != 0 {
			t.Fatalf("exit %d: %s", code, stderr)
		}
		if data2, _ := os.ReadFile(again); !bytes.Equal(data, data2) {
			t.Error("the same build made another book")
		}
		if pgn2, _ := os.ReadFile(filepath.Join(dir, "again.games")); !bytes.Equal(pgn, pgn2) {
			t.Error("the same build played other games")
		}
	})
}

func TestBookShow(t *testing.T) {
	dir := t.TempDir()
	v := rules.Wormhole
	start := rules.NewPosition(v)
	col := book.NewCollector(v)
	turns := start.Turns()
	for i, r := range []rules.Result{rules.WhiteWins, rules.BlackWins, rules.WhiteWins} {
		col.AddGame()
		col.Add(start, turns[i%2], r, 10*i)
	}
	var buf bytes.Buffer
	if err := col.Book(1).Write(&buf); err != nil {
		t.Fatal(err)
	}
	good := filepath.Join(dir, "good.book")
	bad := filepath.Join(dir, "bad.book")
	os.WriteFile(good, buf.Bytes(), 0o644)
	os.WriteFile(bad, buf.Bytes()[:40], 0o644)
	want := fmt.Sprintf("%s 2 2 0 10\n%s 1 0 1 10\n", turns[0].ID(v), turns[1].ID(v))
	for _, c := range []struct {
		args           []string
		code           int
		stdout, stderr string
	}{
		{[]string{"-variant", "wormhole", "-book", good}, 0, want, ""},
		{[]string{"-variant", "wormhole", "-book", good, "-fen", "cnwmkwnc/pppppppp/8/8/8/8/PPPPPPPP/CNWMKWNC b 0"}, 0, "", ""},
		{[]string{"-variant", "interweave", "-book", good}, 2, "", "good.book is a Wormhole book, not Interweave"},
		{[]string{"-variant", "wormhole", "-book", bad}, 2, "", "bad.book: book truncated"},
		{[]string{"-variant", "wormhole", "-book", filepath.Join(dir, "none")}, 2, "", "-book: cannot read"},
		{[]string{"-book", good}, 2, "", "-variant is required"},
	} {
		code, stdout, stderr := run(append([]string{"book", "show"}, c.args...)...)
		if code != c.code || (c.code == 0 && stdout != c.stdout) || !strings.Contains(stderr, c.stderr) {
			t.Errorf("%v: exit %d, stdout\n%s\nstderr\n%s\nwant exit %d, stdout\n%s\nstderr with %q", c.args, code, stdout, stderr, c.code, c.stdout, c.stderr)
		}
	}
	// The built-in book knows the start position.
	if code, stdout, stderr := run("book", "show", "-variant", "interweave"); code != 0 || strings.Count(stdout, "\n") < 2 {
		t.Errorf("the built-in book at the start: exit %d, stdout\n%s\nstderr\n%s", code, stdout, stderr)
	}
}

func TestBookBuildBadInput(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "b.book")
	for _, c := range []struct {
		args   []string
		stderr string
	}{
		{nil, "wormweave book: give build, merge or show\nusage:\n  wormweave book build"},
		{[]string{"shwo"}, `wormweave book: unknown subcommand "shwo": give build, merge or show`},
		{[]string{"build", "-games", "2", "-o", out}, "wormweave book build: -variant is required"},
		{[]string{"build", "-variant", "chess", "-games", "2", "-o", out}, `-variant: unknown variant "chess"`},
		{[]string{"build", "-variant", "wormhole", "-games", "2"}, "-o is required"},
		{[]string{"build", "-variant", "wormhole", "-o", out}, "-games must be from 1 to 10000"},
		{[]string{"build", "-variant", "wormhole", "-games", "2", "-o", out, "-nodes", "0"}, "-nodes must be from 1"},
		{[]string{"build", "-variant", "wormhole", "-games", "2", "-o", out, "-plies", "0"}, "-plies must be from 1 to 100"},
		{[]string{"build", "-variant", "wormhole", "-games", "2", "-o", out, "-min-games", "0"}, "-min-games must be from 1"},
		{[]string{"build", "-variant", "wormhole", "-games", "2", "-o", out, "-concurrency", "65"}, "-concurrency must be from 0 to 64"},
		{[]string{"build", "-variant", "wormhole", "-games", "2", "-o", out, "-pgn", out}, "-pgn and -o name the same file"},
		{[]string{"build", "-variant", "wormhole", "-games", "2", "-o", filepath.Join(dir, "no", "b.book")}, "-o: cannot write "},
		{[]string{"build", "-variant", "wormhole", "-games", "2", "-o", out, "extra"}, `unexpected argument "extra"`},
	} {
		code, _, stderr := run(append([]string{"book"}, c.args...)...)
		if code != 2 || !strings.Contains(stderr, c.stderr) {
			t.Errorf("%v: exit %d, stderr\n%s\nwant exit 2 and %q", c.args, code, stderr, c.stderr)
		}
	}
	if _, err := os.Stat(out); err == nil {
		t.Error("a failed build left a book")
	}
}

// Shards built with their own seeds merge into one book of all their
// games, whose positions reached fewer times than -min-games over all
// the shards are left out; the shards' games keep names of their own.
func TestBookMerge(t *testing.T) {
	dir := t.TempDir()
	var shards []string
	rounds := map[string]bool{}
	for _, seed := range []string{"1", "2"} {
		out := filepath.Join(dir, "shard-"+seed+".book")
		if code, _, stderr := run("book", "build", "-variant", "wormhole", "-games", "2", "-nodes", "100",
			"-plies", "4", "-min-games", "1", "-concurrency", "2", "-seed", seed, "-o", out); code != 0 {
			t.Fatalf("shard %s: exit %d: %s", seed, code, stderr)
		}
		shards = append(shards, out)
		pgn, _ := os.ReadFile(strings.TrimSuffix(out, ".book") + ".pgn")
		for _, n := range []string{"1", "2"} {
			r := fmt.Sprintf("[Round %q]", seed+"."+n)
			if !bytes.Contains(pgn, []byte(r)) || rounds[r] {
				t.Errorf("shard %s: no game %s, or named twice", seed, r)
			}
			rounds[r] = true
		}
	}
	for _, c := range []struct {
		min       string
		positions int // at least
	}{{"1", 4}, {"4", 1}} {
		merged := filepath.Join(dir, "merged-"+c.min+".book")
		code, stdout, stderr := run("book", "merge", "-o", merged, "-min-games", c.min, shards[0], shards[1])
		if code != 0 || !strings.Contains(stdout, "from 4 games of 2 books") {
			t.Fatalf("min %s: exit %d, stdout %q, stderr %q", c.min, code, stdout, stderr)
		}
		f, err := os.Open(merged)
		if err != nil {
			t.Fatal(err)
		}
		b, err := book.Read(f)
		f.Close()
		if err != nil || b.Games() != 4 || b.Positions() < c.positions {
			t.Fatalf("min %s: the merged book: %v, %v", c.min, b, err)
		}
		// The start was reached by all four games.
		if e := b.Lookup(rules.NewPosition(rules.Wormhole)); len(e) == 0 {
			t.Errorf("min %s: the merged book lacks the start", c.min)
		} else if n := e[0].Games; c.min == "4" && n > 4 {
			t.Errorf("min 4: the start's first turn counts %d games of 4", n)
		}
	}
	other := filepath.Join(dir, "interweave.book")
	if code, _, stderr := run("book", "build", "-variant", "interweave", "-games", "1", "-nodes", "50", "-plies", "2", "-min-games", "1", "-o", other); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	notABook := filepath.Join(dir, "not.book")
	os.WriteFile(notABook, []byte("hello"), 0o644)
	for _, c := range []struct {
		args   []string
		stderr string
	}{
		{[]string{"merge", shards[0]}, "-o is required"},
		{[]string{"merge", "-o", filepath.Join(dir, "m.book")}, "give the books to merge"},
		{[]string{"merge", "-o", filepath.Join(dir, "m.book"), "-min-games", "0", shards[0]}, "-min-games must be from 1"},
		{[]string{"merge", "-o", filepath.Join(dir, "m.book"), shards[0], other}, "interweave.book is a book of Interweave, " + shards[0] + " of Wormhole"},
		{[]string{"merge", "-o", filepath.Join(dir, "m.book"), shards[0], notABook}, "not.book: not a Wormweave book"},
		{[]string{"merge", "-o", filepath.Join(dir, "m.book"), filepath.Join(dir, "gone.book")}, "cannot read " + filepath.Join(dir, "gone.book")},
	} {
		code, _, stderr := run(append([]string{"book"}, c.args...)...)
		if code != 2 || !strings.Contains(stderr, c.stderr) {
			t.Errorf("%v: exit %d, stderr\n%s\nwant exit 2 and %q", c.args, code, stderr, c.stderr)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "m.book")); err == nil {
		t.Error("a failed merge left a book")
	}
}
