package library

import (
	"bufio"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"wormweave/rules"
)

// gamesCount is the number of random games a test file holds: fewer in
// short mode.
func gamesCount() int {
	if testing.Short() {
		return 8
	}
	return 20
}

func add(t *testing.T, l *Library, files ...string) AddReport {
	t.Helper()
	rep, err := l.Add(context.Background(), files, nil)
	if err != nil {
		t.Fatal(err)
	}
	return rep
}

func TestChangedRemovedAndVanishedFiles(t *testing.T) {
	dir := t.TempDir()
	a := writeFile(t, dir, "a.pgn", randomGames(rules.Wormhole, gamesCount(), 40, 1))
	b := writeFile(t, dir, "b.pgn", randomGames(rules.Interweave, gamesCount(), 40, 1))
	l := openLib(t)
	add(t, l, a, b)
	checkAgainstReplay(t, l, []string{a, b})

	rep := add(t, l, a, b)
	if len(rep.Unchanged) != 2 || rep.Games != 0 {
		t.Fatalf("adding the same files again: %+v", rep)
	}

	// a changes: indexed again, its old games gone; b unchanged.
	writeFile(t, dir, "a.pgn", randomGames(rules.Wormhole, gamesCount()+3, 40, 2))
	if st := fileStates(t, l)[a]; st != Changed {
		t.Fatalf("a changed file is %v", st)
	}
	rep = add(t, l, a, b)
	if len(rep.Reindexed) != 1 || len(rep.Unchanged) != 1 || rep.Games != int64(gamesCount()+3) {
		t.Fatalf("adding a changed file: %+v", rep)
	}
	checkAgainstReplay(t, l, []string{b, a}) // a's games are now after b's

	// b removed: its positions leave the index.
	if err := l.Remove([]string{b}); err != nil {
		t.Fatal(err)
	}
	checkAgainstReplay(t, l, []string{a})
	onlyA := openLib(t)
	add(t, onlyA, a)
	if s, s1 := stats(t, l), stats(t, onlyA); s.Distinct != s1.Distinct || s.Positions != s1.Positions || s.Runs != 1 {
		t.Fatalf("after removing b: %+v; a library of a alone: %+v", s, s1)
	}
	if err := l.Remove([]string{b}); err == nil || !strings.Contains(err.Error(), "not in the library") {
		t.Fatalf("removing a file not in the library: %v", err)
	}

	// a vanishes: marked missing, kept, its games still found; reading
	// one back says the file is gone.
	hits, err := l.Search(context.Background(), rules.NewPosition(rules.Wormhole), 1)
	if err != nil || len(hits) != 1 {
		t.Fatal(hits, err)
	}
	if _, err := l.Game(context.Background(), hits[0].GameRef); err != nil {
		t.Fatal(err)
	}
	if err := os.Remove(a); err != nil {
		t.Fatal(err)
	}
	if st := fileStates(t, l)[a]; st != Missing {
		t.Fatalf("a vanished file is %v", st)
	}
	rep = add(t, l, a)
	if len(rep.Missing) != 1 || rep.Games != 0 {
		t.Fatalf("adding a vanished file: %+v", rep)
	}
	if st := fileStates(t, l)[a]; st != Missing {
		t.Fatalf("a vanished file after Add is %v", st)
	}
	if _, err := l.Game(context.Background(), hits[0].GameRef); err == nil || !strings.Contains(err.Error(), "no such file") {
		t.Fatalf("reading a game of a vanished file: %v", err)
	}
	again, err := l.Search(context.Background(), rules.NewPosition(rules.Wormhole), 0)
	if err != nil || len(again) != gamesCount()+3 {
		t.Fatalf("the games of a vanished file: %d, %v", len(again), err)
	}
	if err := l.Remove([]string{a}); err != nil {
		t.Fatal(err)
	}
	if s, err := l.Stats(); err != nil || s.Games != 0 || s.Files != 0 {
		t.Fatalf("after removing every file: %+v, %v", s, err)
	}
}

func stats(t *testing.T, l *Library) Stats {
	t.Helper()
	s, err := l.Stats()
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func fileStates(t *testing.T, l *Library) map[string]FileState {
	t.Helper()
	files, err := l.Files()
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]FileState{}
	for _, f := range files {
		out[f.Path] = f.State
	}
	return out
}

func TestGameReadsBackAndRefusesAChangedFile(t *testing.T) {
	dir := t.TempDir()
	a := writeFile(t, dir, "a.pgn", randomGames(rules.Interweave, 5, 30, 3))
	l := openLib(t)
	add(t, l, a)
	hits, err := l.Search(context.Background(), rules.NewPosition(rules.Interweave), 0)
	if err != nil || len(hits) != 5 {
		t.Fatal(hits, err)
	}
	for _, h := range hits {
		g, err := l.Game(context.Background(), h.GameRef)
		if err != nil {
			t.Fatal(err)
		}
		if len(g.MainLine()) != h.Plies || g.Tag("White") != h.White {
			t.Fatalf("%s#%d reads back as another game", h.File, h.Number)
		}
	}
	writeFile(t, dir, "a.pgn", randomGames(rules.Interweave, 5, 30, 4))
	if _, err := l.Game(context.Background(), hits[2].GameRef); err == nil || !strings.Contains(err.Error(), "changed since it was indexed") {
		t.Fatalf("reading a game of a changed file: %v", err)
	}
}

func TestCollisionsNeverMixPositions(t *testing.T) {
	defer setBatch(300)()
	l := openLib(t)
	// Four keys for every position there is: almost every pair collides.
	l.keyFn = func(p *rules.Position) int64 { return positionKey(p) & 3 }
	files := testFiles(t, t.TempDir(), gamesCount())
	add(t, l, files...)
	checkAgainstReplay(t, l, files)
}

func TestBrokenGamesAreSkippedWithWhere(t *testing.T) {
	dir := t.TempDir()
	good := string(randomGames(rules.Wormhole, 3, 20, 5))
	games := strings.SplitAfter(good, "\n\n[")
	bad := "[Event \"broken\"]\n[Variant \"Wormhole\"]\n\n1. e2-e5 *\n\n"
	// A broken game between the first and the second.
	data := games[0][:len(games[0])-1] + bad + "[" + strings.Join(games[1:], "")
	a := writeFile(t, dir, "a.pgn", []byte(data))
	l := openLib(t)
	rep := add(t, l, a)
	if rep.Games != 3 || len(rep.Skipped) != 1 {
		t.Fatalf("report %+v", rep)
	}
	s := rep.Skipped[0]
	line := strings.Count(data[:strings.Index(data, "1. e2-e5")], "\n") + 1
	if s.Number != 2 || !strings.HasPrefix(s.Err.Error(), a+":"+strconv.Itoa(line)+":") {
		t.Fatalf("skipped %d: %v, want game 2 at line %d", s.Number, s.Err, line)
	}
	checkAgainstReplay(t, l, []string{a})
	if f, _ := l.Files(); len(f) != 1 || f[0].Games != 3 || f[0].Skipped != 1 {
		t.Fatalf("files %+v", f)
	}
}

func TestOpenRefusesWhatIsNotALibrary(t *testing.T) {
	dir := t.TempDir()
	other := filepath.Join(dir, "other.db")
	db, err := sql.Open("sqlite", other)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec(`CREATE TABLE notes(text TEXT)`); err != nil {
		t.Fatal(err)
	}
	db.Close()
	text := writeFile(t, dir, "notes.txt", []byte("not a database, but precious\n"))
	for _, tc := range []struct{ path, want string }{
		{dir, "is a folder"},
		{text, "not a Wormweave library (not an SQLite database)"},
		{other, "is a database but not a Wormweave library"},
	} {
		before, _ := os.ReadFile(tc.path)
		l, err := Open(tc.path)
		if err == nil {
			l.Close()
			t.Fatalf("Open(%s) opened it", tc.path)
		}
		if !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Open(%s): %v, want %q", tc.path, err, tc.want)
		}
		if after, _ := os.ReadFile(tc.path); string(after) != string(before) {
			t.Errorf("Open(%s) changed the file", tc.path)
		}
	}
	// A library opens again; it was made to give free pages back.
	p := filepath.Join(dir, "lib.db")
	for i := 0; i < 2; i++ {
		l, err := Open(p)
		if err != nil {
			t.Fatal(err)
		}
		var vacuum int
		if err := l.db.QueryRow(`PRAGMA auto_vacuum`).Scan(&vacuum); err != nil || vacuum != 2 {
			t.Errorf("auto_vacuum is %d (%v), want 2 (incremental)", vacuum, err)
		}
		l.Close()
	}
}

func TestCancelKeepsWhatWasDoneAndGoesOn(t *testing.T) {
	defer setBatch(200)()
	files := testFiles(t, t.TempDir(), gamesCount())
	l := openLib(t)
	ctx, cancel := context.WithCancel(context.Background())
	_, err := l.Add(ctx, files, func(p Progress) {
		if p.Games > 0 {
			cancel()
		}
	})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("a cancelled Add returns %v", err)
	}
	rep := add(t, l, files...)
	if len(rep.Resumed)+len(rep.New) == 0 {
		t.Fatalf("the second Add: %+v", rep)
	}
	checkAgainstReplay(t, l, files)
}

// TestKilledImportGoesOn kills an import (kill -9) in a child process,
// then adds the files again: the library gives what a clean import gives.
func TestKilledImportGoesOn(t *testing.T) {
	if os.Getenv("WORMWEAVE_LIBRARY_CHILD") != "" {
		batchPostings = 100
		parts := strings.Split(os.Getenv("WORMWEAVE_LIBRARY_CHILD"), "\n")
		l, err := Open(parts[0])
		if err != nil {
			t.Fatal(err)
		}
		l.Add(context.Background(), parts[1:], func(p Progress) { println("games", p.Games) })
		select {} // wait for the kill
	}
	if testing.Short() {
		t.Skip("a child process importing: slow")
	}
	dir := t.TempDir()
	files := []string{
		writeFile(t, dir, "w.pgn", randomGames(rules.Wormhole, 150, 30, 7)),
		writeFile(t, dir, "i.pgn", randomGames(rules.Interweave, 150, 30, 7)),
	}
	db := filepath.Join(dir, "lib.db")
	cmd := exec.Command(os.Args[0], "-test.run=^TestKilledImportGoesOn$")
	cmd.Env = append(os.Environ(), "WORMWEAVE_LIBRARY_CHILD="+db+"\n"+strings.Join(files, "\n"))
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(stderr)
	for sc.Scan() {
		if n, err := strconv.Atoi(strings.TrimPrefix(sc.Text(), "games ")); err == nil && n >= 64 {
			break
		}
	}
	cmd.Process.Kill() // SIGKILL: no chance to commit or clean up
	cmd.Wait()

	l, err := Open(db)
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	states := fileStates(t, l)
	if states[files[0]] != Partial {
		t.Fatalf("the kill came after the import (states %v): nothing tested", states)
	}
	s, _ := l.Stats()
	if s.Games == 0 || s.Games >= 300 {
		t.Fatalf("after the kill the library holds %d games", s.Games)
	}
	rep := add(t, l, files...)
	if len(rep.Resumed) != 1 {
		t.Fatalf("the second Add: %+v", rep)
	}
	s, _ = l.Stats()
	clean := openLib(t)
	add(t, clean, files...)
	cs, _ := clean.Stats()
	if s.Games != cs.Games || s.Positions != cs.Positions || s.Files != cs.Files {
		t.Fatalf("after a kill and a second Add %+v, a clean import %+v", s, cs)
	}
	// The answers of the two libraries, position by position, over the
	// first plies of every game (where the games meet) and their ends.
	checked := 0
	for enc, e := range replayAll(t, files) {
		if e.pos.Plies() > 4 && len(e.moves) > 0 {
			continue
		}
		checked++
		got, want := fmt.Sprint(explored(t, l, &e.pos)), fmt.Sprint(explored(t, clean, &e.pos))
		if got != want {
			t.Fatalf("%x: after a kill and a second Add %s, a clean import %s", enc, got, want)
		}
	}
	if checked < 300 {
		t.Fatalf("only %d positions compared", checked)
	}
}

// explored returns Explore's and Search's answers for pos.
func explored(t *testing.T, l *Library, pos *rules.Position) ([]MoveStat, []Hit) {
	t.Helper()
	got, err := l.Explore(context.Background(), pos)
	if err != nil {
		t.Fatal(err)
	}
	hits, err := l.Search(context.Background(), pos, 0)
	if err != nil {
		t.Fatal(err)
	}
	return got, hits
}

// TestQueriesBesideAnAdd explores and searches while an Add runs: each
// answer is that of the games committed so far (never an error, never
// more games than the files hold), and the last is the whole library's.
func TestQueriesBesideAnAdd(t *testing.T) {
	defer setBatch(100)()
	files := testFiles(t, t.TempDir(), gamesCount())
	l := openLib(t)
	done := make(chan error)
	go func() {
		_, err := l.Add(context.Background(), files, nil)
		done <- err
	}()
	start := rules.NewPosition(rules.Wormhole)
	for running := true; running; {
		select {
		case err := <-done:
			if err != nil {
				t.Fatal(err)
			}
			running = false
		default:
		}
		hits, err := l.Search(context.Background(), start, 0)
		if err != nil {
			t.Fatal(err)
		}
		if len(hits) > gamesCount()+6 {
			t.Fatalf("%d games found, more than there are", len(hits))
		}
		if _, err := l.Explore(context.Background(), start); err != nil {
			t.Fatal(err)
		}
	}
	checkAgainstReplay(t, l, files)
}
