//go:build unix

package library

import (
	"context"
	"database/sql"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"wormweave/internal/racerun"
	"wormweave/rules"
)

// Add refuses a FIFO at once, as not a regular file, rather than wait for
// a writer that never comes; the other files are added.
func TestAddRefusesAFIFO(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "f.pgn")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip("no FIFO here:", err)
	}
	game := writeFile(t, dir, "g.pgn", randomGames(rules.Wormhole, 3, 10, 1))
	l := openLib(t)
	type result struct {
		rep AddReport
		err error
	}
	done := make(chan result, 1)
	go func() {
		rep, err := l.Add(context.Background(), []string{fifo, game}, nil)
		done <- result{rep, err}
	}()
	select {
	case r := <-done:
		if r.err != nil || len(r.rep.Failed) != 1 || !errors.Is(r.rep.Failed[0].Err, errNotRegular) || len(r.rep.New) != 1 {
			t.Errorf("Add of a FIFO and a file: %+v, %v", r.rep, r.err)
		}
	case <-time.After(10 * time.Second):
		// Open the FIFO for writing to let the stuck Add go.
		if w, err := os.OpenFile(fifo, os.O_WRONLY, 0); err == nil {
			w.Close()
		}
		t.Fatal("Add of a FIFO still waits after 10 s")
	}
}

// A cancel while the index's runs are merged rolls the merge back: Add
// returns at once, the library holds what was committed before, and the
// next Add merges and finishes, as a clean import would.
func TestCancelDuringAMerge(t *testing.T) {
	defer setBatch(40)()
	files := testFiles(t, t.TempDir(), gamesCount())
	l := openLib(t)
	ctx, cancel := context.WithCancel(context.Background())
	merging := false
	_, err := l.Add(ctx, files, func(p Progress) {
		if p.Phase == Merging && !merging {
			merging = true
			cancel()
		}
	})
	if !merging {
		t.Fatal("no merge: nothing tested")
	}
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("an Add cancelled in a merge returns %v", err)
	}
	var full int
	if err := l.db.QueryRow(`SELECT count(*) FROM (SELECT level FROM runs GROUP BY level HAVING count(*) >= ?)`, mergeFan).Scan(&full); err != nil || full == 0 {
		t.Fatalf("the cancelled merge was not rolled back: %d levels with %d runs (%v)", full, mergeFan, err)
	}
	add(t, l, files...)
	checkAgainstReplay(t, l, files)
}

// OpenReadOnly never creates or writes: a missing file stays missing, an
// empty one empty, a library keeps its bytes and time; writing through it
// is refused; a name SQLite takes for no file is refused by both opens.
func TestOpenReadOnlyWritesNothing(t *testing.T) {
	dir := t.TempDir()
	missing := filepath.Join(dir, "none.db")
	empty := writeFile(t, dir, "empty.db", nil)
	if _, err := OpenReadOnly(missing); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("OpenReadOnly of a missing file: %v", err)
	}
	if _, err := os.Stat(missing); err == nil {
		t.Error("OpenReadOnly made a file")
	}
	if _, err := OpenReadOnly(empty); !errors.Is(err, ErrNotLibrary) {
		t.Errorf("OpenReadOnly of an empty file: %v", err)
	}
	for _, name := range []string{":memory:", ""} {
		if _, err := Open(name); !errors.Is(err, ErrNotLibrary) || !strings.Contains(err.Error(), "is not a file name") {
			t.Errorf("Open(%q): %v", name, err)
		}
	}
	db := filepath.Join(dir, "lib.db")
	w, err := Open(db)
	if err != nil {
		t.Fatal(err)
	}
	add(t, w, writeFile(t, dir, "g.pgn", randomGames(rules.Wormhole, 5, 10, 1)))
	w.Close()
	past := time.Now().Add(-time.Hour).Truncate(time.Second)
	os.Chtimes(db, past, past)
	before, _ := os.ReadFile(db)
	r, err := OpenReadOnly(db)
	if err != nil {
		t.Fatal(err)
	}
	if n := startGames(t, r, rules.Wormhole); n == 0 {
		t.Error("the read-only library finds no game")
	}
	if err := r.Remove([]string{filepath.Join(dir, "g.pgn")}); !errors.Is(err, ErrReadOnlyLibrary) {
		t.Errorf("Remove through OpenReadOnly: %v", err)
	}
	if _, err := r.Add(context.Background(), []string{filepath.Join(dir, "g.pgn")}, nil); !errors.Is(err, ErrReadOnlyLibrary) {
		t.Errorf("Add through OpenReadOnly: %v", err)
	}
	r.Close()
	after, _ := os.ReadFile(db)
	if st, _ := os.Stat(db); string(after) != string(before) || !st.ModTime().Equal(past) {
		t.Error("reading through OpenReadOnly changed the file")
	}
	if st, _ := os.Stat(empty); st.Size() != 0 {
		t.Error("an empty file was written to")
	}
}

// While another program holds the library locked (BEGIN EXCLUSIVE), Add
// stops with ErrBusy, the file it could not add among its failures.
func TestAddWhileAnotherProgramHoldsTheLibrary(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "lib.db")
	l, err := Open(db)
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	other, err := sql.Open("sqlite", db)
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	conn, err := other.Conn(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	if _, err := conn.ExecContext(t.Context(), "BEGIN EXCLUSIVE"); err != nil {
		t.Fatal(err)
	}
	defer conn.ExecContext(t.Context(), "ROLLBACK")
	game := writeFile(t, dir, "g.pgn", randomGames(rules.Wormhole, 3, 10, 1))
	rep, err := l.Add(context.Background(), []string{game}, nil)
	if !errors.Is(err, ErrBusy) || len(rep.Failed) != 1 || rep.Failed[0].File != game {
		t.Errorf("Add beside BEGIN EXCLUSIVE: %+v, %v", rep, err)
	}
}

// A second Library on the file (another process, as far as the lock
// goes) waits for the first's Add, reporting that it waits, and never
// numbers the moves it adds as the first did.
func TestTwoAddsTakeTurns(t *testing.T) {
	defer setBatch(200)()
	dir := t.TempDir()
	db := filepath.Join(dir, "lib.db")
	a, err := Open(db)
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	b, err := Open(db)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	// Under the race detector, which slows the adds ten times, fewer games
	// take the same turns: the point there is the two adds' goroutines.
	na, nb := 200, 100
	if racerun.Enabled {
		na, nb = 40, 20
	}
	fa := writeFile(t, dir, "a.pgn", randomGames(rules.Wormhole, na, 40, 1))
	fb := writeFile(t, dir, "b.pgn", randomGames(rules.Wormhole, nb, 40, 2))
	if err := a.lockWriter(context.Background(), nil); err != nil {
		t.Fatal(err)
	}
	waited := make(chan struct{})
	done := make(chan error, 1)
	go func() {
		_, err := b.Add(context.Background(), []string{fb}, func(p Progress) {
			if p.Phase == Waiting {
				close(waited)
			}
		})
		done <- err
	}()
	select {
	case <-waited:
	case err := <-done:
		t.Fatalf("the second Add ran while the first held the lock (%v)", err)
	}
	a.unlockWriter()
	add(t, a, fa)
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	checkAgainstReplay(t, a, []string{fa, fb})
}

// A library whose log still holds commits when no writer is at work (a
// writer killed in its work left it) is checked as it is opened for
// reading: damage is found at once, even where no query would read it.
func TestOpenReadOnlyChecksALibraryNotClosedCleanly(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "lib.db")
	l, err := Open(db)
	if err != nil {
		t.Fatal(err)
	}
	add(t, l, writeFile(t, dir, "g.pgn", randomGames(rules.Wormhole, 50, 30, 1)))
	l.Close()
	var root, pageSize int
	conn, err := sql.Open("sqlite", "file:"+db+"?_pragma=journal_mode(WAL)")
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	if err := conn.QueryRow(`SELECT (SELECT rootpage FROM sqlite_master WHERE name = 'files'), (SELECT page_size FROM pragma_page_size)`).Scan(&root, &pageSize); err != nil {
		t.Fatal(err)
	}
	// A commit in the log, then the files as a crash would leave them:
	// copied while the connection is open, so that the log is not emptied.
	if _, err := conn.Exec(`INSERT INTO meta(name, value) VALUES('note', 'x')`); err != nil {
		t.Fatal(err)
	}
	crashed := filepath.Join(t.TempDir(), "lib.db")
	for _, suffix := range []string{"", "-wal"} {
		data, err := os.ReadFile(db + suffix)
		if err != nil || (suffix == "-wal" && len(data) == 0) {
			t.Fatal("no log to copy", err)
		}
		if suffix == "" {
			for i := (root - 1) * pageSize; i < (root-1)*pageSize+200; i++ {
				data[i] ^= 0x5a // the files' table: opening reads only meta
			}
		}
		if err := os.WriteFile(crashed+suffix, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	r, err := OpenReadOnly(crashed)
	if err == nil {
		r.Close()
	}
	if !errors.Is(err, ErrDamaged) {
		t.Fatalf("OpenReadOnly of a damaged library not closed cleanly: %v, want ErrDamaged", err)
	}
}
