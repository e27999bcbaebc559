//go:build unix

package cli

import (
	"bytes"
	"database/sql"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"wormweave/internal/racerun"
	"wormweave/notation"
	"wormweave/rules"
)

// randomPGN returns n random legal Wormhole games of up to 60 plies.
func randomPGN(n int, seed uint64) []byte {
	r := rand.New(rand.NewPCG(seed, 1))
	var out bytes.Buffer
	for i := 0; i < n; i++ {
		g := notation.NewGame(rules.Wormhole, nil)
		cur := g.Root
		for j := r.IntN(61); j > 0; j-- {
			p := cur.Position()
			turns := p.Turns()
			if len(turns) == 0 {
				break
			}
			cur, _, _ = cur.AddMove(turns[r.IntN(len(turns))])
		}
		g.Result = "*"
		notation.Write(&out, g)
		out.WriteByte('\n')
	}
	return out.Bytes()
}

// runFor runs cmd and kills it after limit, reporting whether it ended in
// time.
func runFor(t *testing.T, cmd *exec.Cmd, limit time.Duration) (code int, stdout, stderr string) {
	t.Helper()
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	timer := time.AfterFunc(limit, func() { cmd.Process.Kill() })
	cmd.Wait()
	if !timer.Stop() {
		t.Errorf("%v still ran after %v: killed", cmd.Args, limit)
	}
	return cmd.ProcessState.ExitCode(), out.String(), errOut.String()
}

// smallLibrary makes a library of a few games in dir, and returns it and
// the PGN file.
func smallLibrary(t *testing.T, dir string) (db, pgn string) {
	t.Helper()
	db, pgn = filepath.Join(dir, "games.db"), filepath.Join(dir, "games.pgn")
	if err := os.WriteFile(pgn, randomPGN(200, 1), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, out, errOut := run("library", "add", db, pgn); code != 0 {
		t.Fatalf("library add: %d %q %q", code, out, errOut)
	}
	return db, pgn
}

// readingCommands are the commands that only read a library.
func readingCommands(db string) [][]string {
	return [][]string{
		{"library", "stats", db},
		{"library", "list", db},
		{"explore", db},
		{"search", db, "-fen", rules.Wormhole.StartFEN()},
	}
}

// Reading commands never create or change a library: an empty file stays
// empty (it is not a library), a library keeps its bytes and its time,
// and neither gets a log beside it. A name SQLite takes for something
// other than a file is refused.
func TestHostileLibraryReadingChangesNothing(t *testing.T) {
	dir := t.TempDir()
	db, pgn := smallLibrary(t, dir)
	empty := filepath.Join(dir, "z.db")
	if err := os.WriteFile(empty, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	past := time.Now().Add(-time.Hour).Truncate(time.Second)
	for _, f := range []string{db, empty} {
		os.Chtimes(f, past, past)
	}
	before, _ := os.ReadFile(db)
	for _, args := range readingCommands(db) {
		if code, _, errOut := run(args...); code != 0 {
			t.Errorf("%v: %d %q", args, code, errOut)
		}
	}
	for _, args := range readingCommands(empty) {
		if code, _, errOut := run(args...); code != 2 || !strings.Contains(errOut, "is empty: not a Wormweave library") {
			t.Errorf("%v: %d %q; want 2 and the empty file named", args, code, errOut)
		}
	}
	for _, f := range []string{db, empty} {
		st, err := os.Stat(f)
		if err != nil || !st.ModTime().Equal(past) {
			t.Errorf("%s was written to (%v)", f, err)
		}
		for _, suffix := range []string{"-wal", "-shm", "-journal"} {
			if _, err := os.Stat(f + suffix); err == nil {
				t.Errorf("a reading command left %s", f+suffix)
			}
		}
	}
	if st, _ := os.Stat(empty); st.Size() != 0 {
		t.Errorf("a reading command wrote %d bytes into an empty file", st.Size())
	}
	if after, _ := os.ReadFile(db); !bytes.Equal(before, after) {
		t.Error("a reading command changed the library")
	}
	for _, args := range [][]string{{"library", "add", ":memory:", pgn}, {"library", "stats", ":memory:"}, {"explore", ":memory:"}, {"library", "add", "", pgn}} {
		if code, _, errOut := run(args...); code != 2 || !strings.Contains(errOut, "is not a file name") {
			t.Errorf("%q: %d %q; want 2 and the name refused", args, code, errOut)
		}
	}
	if _, err := os.Stat(":memory:"); err == nil {
		t.Error("a file named :memory: was made")
	}
}

// asNobody makes cmd run as the user nobody when the tests run as root
// (who may write anywhere), so that a folder's permissions hold, and
// makes the test binary reachable for that user.
func asNobody(t *testing.T, cmd *exec.Cmd) {
	if os.Geteuid() != 0 {
		return
	}
	bin := filepath.Join(t.TempDir(), "wormweave.test")
	data, err := os.ReadFile(os.Args[0])
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(bin, data, 0o755); err != nil {
		t.Fatal(err)
	}
	for d := filepath.Dir(bin); d != "/"; d = filepath.Dir(d) {
		if st, err := os.Stat(d); err == nil && st.Mode().Perm()&0o005 != 0o005 {
			os.Chmod(d, st.Mode().Perm()|0o005)
		}
	}
	cmd.Path, cmd.Args[0] = bin, bin
	cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: 65534, Gid: 65534}}
}

// A library in a folder its reader cannot write is read all the same
// (SQLite cannot put its log beside it); adding to it says why it cannot.
// As root the commands run as the user nobody, for whom the permissions
// hold.
func TestHostileLibraryInAReadOnlyFolder(t *testing.T) {
	racerun.SkipOneGoroutine(t)
	dir := filepath.Join(t.TempDir(), "ro")
	os.Mkdir(dir, 0o755)
	db, pgn := smallLibrary(t, dir)
	os.Chmod(db, 0o444)
	os.Chmod(pgn, 0o444)
	os.Chmod(dir, 0o555)
	defer os.Chmod(dir, 0o755)
	for _, args := range readingCommands(db) {
		cmd := program(args...)
		asNobody(t, cmd)
		code, out, errOut := runFor(t, cmd, 20*time.Second)
		if code != 0 || out == "" {
			t.Errorf("%v: %d %q %q", args, code, out, errOut)
		}
	}
	other := filepath.Join(t.TempDir(), "other.pgn")
	os.WriteFile(other, []byte(wormholeGame), 0o644)
	os.Chmod(filepath.Dir(other), 0o755)
	cmd := program("library", "add", db, other)
	asNobody(t, cmd)
	code, out, errOut := runFor(t, cmd, 20*time.Second)
	if code != 2 || !strings.Contains(errOut, "cannot write") || strings.Contains(out, "0 failed") {
		t.Errorf("library add into a read-only folder: %d %q %q; want 2 and why", code, out, errOut)
	}
}

// damage changes 200 bytes of file from offset at.
func damage(t *testing.T, file string, at int) {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil || len(data) < at+200 {
		t.Fatal(len(data), err)
	}
	for i := at; i < at+200; i++ {
		data[i] ^= 0x5a
	}
	if err := os.WriteFile(file, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// A library damaged on the disk is refused by add and remove with status
// 2 and a message that says so, rather than added to: 200 bytes changed
// past offset 4096, which no query of theirs needs to read. A reading
// command that trips on damage says the same, never SQLite's bare
// "malformed".
func TestHostileLibraryDamaged(t *testing.T) {
	dir := t.TempDir()
	db, _ := smallLibrary(t, dir)
	damage(t, db, 4096+100)
	more := filepath.Join(dir, "more.pgn")
	os.WriteFile(more, randomPGN(20, 2), 0o644)
	for _, args := range [][]string{{"library", "add", db, more}, {"library", "remove", db, more}} {
		code, out, errOut := run(args...)
		if code != 2 || !strings.Contains(errOut, "is damaged") || strings.Contains(out, "added") {
			t.Errorf("%v: %d %q %q; want 2 and the damage named", args, code, shorten(out), errOut)
		}
	}
	for _, args := range readingCommands(db) {
		if code, _, errOut := run(args...); code != 0 && (code != 2 || !strings.Contains(errOut, "is damaged")) {
			t.Errorf("%v: %d %q; want 0, or 2 and the damage named", args, code, errOut)
		}
	}

	// The games' table damaged: stats reads it.
	db, _ = smallLibrary(t, t.TempDir())
	conn, err := sql.Open("sqlite", db)
	if err != nil {
		t.Fatal(err)
	}
	var root, pageSize int
	err = conn.QueryRow(`SELECT (SELECT rootpage FROM sqlite_master WHERE name = 'games'), (SELECT page_size FROM pragma_page_size)`).Scan(&root, &pageSize)
	conn.Close()
	if err != nil {
		t.Fatal(err)
	}
	damage(t, db, (root-1)*pageSize)
	if code, out, errOut := run("library", "stats", db); code != 2 || !strings.Contains(errOut, "is damaged") {
		t.Errorf("library stats, the games' table damaged: %d %q %q; want 2 and the damage named", code, out, errOut)
	}
}

// A FIFO given to library add is refused at once as not a regular file
// (its reading would wait for a writer for ever).
func TestHostileLibraryFIFO(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "f.pgn")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip("no FIFO here:", err)
	}
	code, out, errOut := runFor(t, program("library", "add", filepath.Join(dir, "g.db"), fifo), 10*time.Second)
	if code != 1 || !strings.Contains(errOut, fifo+": is not a regular file") || !strings.Contains(out, "1 failed") {
		t.Errorf("library add FIFO: %d %q %q", code, out, errOut)
	}
}

// SIGTERM or SIGINT during an add stops it within a second or two with
// status 130, the library consistent: the same command then finishes it
// (goes on with the file, or adds it anew when the signal came before its
// first commit), with every game of the file.
func TestHostileLibrarySignalDuringAdd(t *testing.T) {
	dir := t.TempDir()
	pgn := filepath.Join(dir, "big.pgn")
	const games = 6000
	os.WriteFile(pgn, randomPGN(games, 3), 0o644)
	for _, sig := range []syscall.Signal{syscall.SIGTERM, syscall.SIGINT} {
		t.Run(sig.String(), func(t *testing.T) {
			db := filepath.Join(t.TempDir(), "g.db")
			cmd := program("library", "add", db, pgn)
			var errOut bytes.Buffer
			cmd.Stderr = &errOut
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			// The handler is in place before the library is opened: wait
			// for the file rather than for a time, which a loaded machine
			// can outlast before the program has started at all.
			for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(20 * time.Millisecond) {
				if _, err := os.Stat(db); err == nil {
					break
				}
				if time.Now().After(deadline) {
					cmd.Process.Kill()
					t.Fatal("the library was not created within 10 s")
				}
			}
			time.Sleep(100 * time.Millisecond)
			sent := time.Now()
			cmd.Process.Signal(sig)
			done := make(chan struct{})
			go func() { cmd.Wait(); close(done) }()
			select {
			case <-done:
			case <-time.After(10 * time.Second):
				cmd.Process.Kill()
				<-done
				t.Fatalf("still running 10 s after %v", sig)
			}
			if code := cmd.ProcessState.ExitCode(); code != 130 {
				t.Fatalf("exit %d after %v, %.1f s; stderr %q", code, sig, time.Since(sent).Seconds(), errOut.String())
			}
			if code, out, errOut := run("library", "add", db, pgn); code != 0 || !(strings.Contains(out, "1 resumed") || strings.Contains(out, "1 new")) {
				t.Fatalf("the add again: %d %q %q", code, out, errOut)
			}
			if _, out, _ := run("library", "stats", db); !strings.Contains(out, fmt.Sprintf("games %d\n", games)) {
				t.Errorf("after an interrupted add and the add again: %q, want %d games", out, games)
			}
		})
	}
}

// Two adds into one library at once: each waits for the other and says
// so, and both files end up whole in the library, never a raw SQL error.
// The test holds the writers' lock (as a third add would) while both
// start, so that they meet however fast the machine.
func TestHostileLibraryTwoAddsAtOnce(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "g.db")
	a, b := filepath.Join(dir, "a.pgn"), filepath.Join(dir, "b.pgn")
	os.WriteFile(a, randomPGN(1500, 4), 0o644)
	os.WriteFile(b, randomPGN(1000, 5), 0o644)
	if code, out, errOut := run("library", "add", db, filepath.Join("..", "testdata", "games", "wormhole-01.pgn")); code != 0 {
		t.Fatalf("library add: %d %q %q", code, out, errOut)
	}
	held, err := os.OpenFile(db, os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	if err := syscall.Flock(int(held.Fd()), syscall.LOCK_EX); err != nil {
		t.Fatal(err)
	}
	cmds := []*exec.Cmd{program("library", "add", db, a), program("library", "add", db, b)}
	outs, errs := make([]bytes.Buffer, 2), make([]lockedBuffer, 2)
	for i, cmd := range cmds {
		cmd.Stdout, cmd.Stderr = &outs[i], &errs[i]
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
	}
	for deadline := time.Now().Add(30 * time.Second); !strings.Contains(errs[0].String(), "waiting") || !strings.Contains(errs[1].String(), "waiting"); {
		if time.Now().After(deadline) {
			t.Errorf("the adds did not say that they wait: %q, %q", errs[0].String(), errs[1].String())
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	held.Close() // lets the lock go: the adds take their turns
	for i, cmd := range cmds {
		cmd.Wait()
		if code := cmd.ProcessState.ExitCode(); code != 0 || !strings.Contains(outs[i].String(), "1 new") || strings.Contains(errs[i].String(), "SQL") || strings.Contains(errs[i].String(), "constraint") {
			t.Errorf("add %d: %d %q %q", i+1, code, outs[i].String(), errs[i].String())
		}
	}
	if _, out, _ := run("library", "stats", db); !strings.Contains(out, "games 2501\n") {
		t.Errorf("after two adds at once: %q, want 2501 games", out)
	}
}

// lockedBuffer is a bytes.Buffer that a process writes while a test reads.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// While another program holds the library's lock (sqlite3's BEGIN
// EXCLUSIVE), add and remove say so, with one status (2) for the one
// cause, and add does not count the file it could not add as not failed.
func TestHostileLibraryHeldByAnotherProgram(t *testing.T) {
	racerun.SkipOneGoroutine(t)
	var wg sync.WaitGroup
	for _, add := range []bool{true, false} {
		dir := t.TempDir()
		db, pgn := smallLibrary(t, dir)
		args := []string{"library", "remove", db, pgn}
		if add {
			more := filepath.Join(dir, "more.pgn")
			os.WriteFile(more, randomPGN(20, 6), 0o644)
			args = []string{"library", "add", db, more}
		}
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
		wg.Add(1)
		go func() {
			defer wg.Done()
			code, out, errOut := runFor(t, program(args...), time.Minute)
			if code != 2 || !strings.Contains(errOut, "another program is using the library") || strings.Contains(errOut, "SQLITE_BUSY") || strings.Contains(out, "0 failed") {
				t.Errorf("%v while another program holds the library: %d %q %q", args, code, out, errOut)
			}
		}()
	}
	wg.Wait()
}
