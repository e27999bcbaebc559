//go:build e2e

package e2e

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"syscall"
	"testing"
	"time"
	"unsafe"

	"wormweave/app/prefs"
	"wormweave/library"
)

// killRuns is how many starts TestPreferencesSurviveKills kills; the
// damage it looks for showed at about one start in ten to twenty-four.
// WORMWEAVE_KILL_RUNS asks for more.
func killRuns() int {
	if n, err := strconv.Atoi(os.Getenv("WORMWEAVE_KILL_RUNS")); err == nil && n > 0 {
		return n
	}
	return 12
}

// seeded are preferences a user would not want to lose: the language,
// the recent files, the puzzle trainer's rating; the test adds the
// library.
var seeded = map[string]any{
	"language":                 "fr",
	"files.recent":             []any{"/nowhere/a.pgn", "/nowhere/b.pgn"},
	"puzzles.profile.wormhole": `{"rating":1712.5,"deviation":80,"volatility":0.06}`,
}

// TestPreferencesSurviveKills starts the app again and again and ends it
// by SIGKILL or SIGTERM: at a random instant within its first 4 s, or the
// moment it starts writing its preferences folder (the instant a file
// rewritten in place is empty). After each, the preferences file must
// still hold the seeded values (of the recent files, as many as the games
// opened since leave room for), and no start may print anything (Fyne
// says "Preferences load error" when it finds the file cut).
func TestPreferencesSurviveKills(t *testing.T) {
	s := newSession(t)
	// A library that exists: the app forgets one that does not.
	db := filepath.Join(s.work, "games.sqlite")
	lib, err := library.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	if err := lib.Close(); err != nil {
		t.Fatal(err)
	}
	seeded["library.path"] = db
	dir := filepath.Join(s.home, ".config", "fyne", "org.wormweave.app")
	file := filepath.Join(dir, "preferences.json")
	if err := os.MkdirAll(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	data, err := json.Marshal(seeded)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, data, 0o600); err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 7))
	for i := range killRuns() {
		name := fmt.Sprintf("kill%02d", i)
		sig, how := syscall.SIGKILL, "killed"
		if i%3 == 2 {
			sig, how = syscall.SIGTERM, "terminated"
		}
		onWrite := i%2 == 1
		var writes <-chan struct{}
		if onWrite {
			writes = watchWrites(t, dir)
		}
		// A game of a new name each time: opening it adds it to the
		// recent files, so every start writes its preferences.
		game := filepath.Join(s.work, name+".pgn")
		if err := os.WriteFile(game, []byte(gameText), 0o644); err != nil {
			t.Fatal(err)
		}
		app := startApp(t, s.bin, s.x.display, s.home, game, filepath.Join(s.work, name+".log"))
		wait := time.Duration(300+rng.IntN(3700)) * time.Millisecond
		when := fmt.Sprintf("after %v", wait)
		if onWrite {
			select {
			case <-writes:
				when = "as it wrote its preferences"
			case <-time.After(10 * time.Second):
				when = "after 10 s without a write"
			}
		} else {
			time.Sleep(wait)
		}
		app.killed = true
		_ = syscall.Kill(-app.cmd.Process.Pid, sig)
		select {
		case <-app.done:
		case <-time.After(stopTimeout):
			app.kill(t)
		}
		t.Logf("%s: %s %s", name, how, when)
		checkSeeded(t, file, name)
		checkQuiet(t, s.work, name)
	}
	// The start after the last kill reads the file as well.
	app, _ := s.launch("last")
	app.stop(t)
	checkSeeded(t, file, "last")
	checkQuiet(t, s.work, "last")
}

func checkSeeded(t *testing.T, file, name string) {
	t.Helper()
	data, err := os.ReadFile(file)
	var got map[string]any
	if err == nil {
		err = json.Unmarshal(data, &got)
	}
	if err != nil {
		t.Fatalf("%s: the preferences file is damaged (%v): %q", name, err, data)
	}
	for k, v := range seeded {
		b, _ := json.Marshal(got[k])
		if list, ok := v.([]any); ok {
			// The recent files gain the game each start opens, first,
			// and lose the oldest beyond prefs.MaxRecent.
			have, _ := got[k].([]any)
			if !keepsSeeded(have, list, prefs.MaxRecent) {
				t.Errorf("%s: preference %s is %s, want the games opened since followed by as much of %s as fits in %d", name, k, b, mustJSON(v), prefs.MaxRecent)
			}
			continue
		}
		if string(b) != mustJSON(v) {
			t.Errorf("%s: preference %s is %s, want %s", name, k, b, mustJSON(v))
		}
	}
}

func checkQuiet(t *testing.T, work, name string) {
	t.Helper()
	out, err := os.ReadFile(filepath.Join(work, name+".log"))
	if err != nil {
		t.Fatal(err)
	}
	if len(out) > 0 {
		t.Errorf("%s printed:\n%s", name, out)
	}
}

// keepsSeeded reports whether have is a list of at most limit entries,
// none of them seeded, followed by the start of seeded: as much of it as
// the entries before leave room for. Twelve starts that each open a game
// push the seeded files out of a list of ten, which a check that they are
// all still there took for lost preferences.
func keepsSeeded(have, seeded []any, limit int) bool {
	if len(have) > limit {
		return false
	}
	added := slices.IndexFunc(have, func(h any) bool { return slices.Contains(seeded, h) })
	if added < 0 {
		added = len(have)
	}
	kept := min(len(seeded), limit-added)
	return slices.Equal(have[added:], seeded[:kept])
}

func mustJSON(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

// watchWrites reports the first change made in dir: a file opened for
// writing, created, renamed into it or truncated.
func watchWrites(t *testing.T, dir string) <-chan struct{} {
	t.Helper()
	fd, err := syscall.InotifyInit1(syscall.IN_CLOEXEC)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := syscall.InotifyAddWatch(fd, dir, syscall.IN_MODIFY|syscall.IN_CREATE|syscall.IN_MOVED_TO|syscall.IN_CLOSE_WRITE); err != nil {
		syscall.Close(fd)
		t.Fatal(err)
	}
	ch := make(chan struct{})
	go func() {
		defer syscall.Close(fd)
		var buf [4096]byte
		n, err := syscall.Read(fd, buf[:])
		if err == nil && n >= int(unsafe.Sizeof(syscall.InotifyEvent{})) {
			close(ch)
		}
	}()
	return ch
}

func TestKeepsSeeded(t *testing.T) {
	seeded := []any{"a", "b"}
	for _, c := range []struct {
		have []any
		want bool
	}{
		{[]any{"a", "b"}, true},
		{[]any{"x", "a", "b"}, true},
		{[]any{"x", "y", "a"}, true},       // b pushed out by a limit of 3
		{[]any{"x", "y", "z"}, true},       // both pushed out
		{[]any{"x", "a"}, false},           // b lost with room for it
		{[]any{"x", "b", "a"}, false},      // order changed
		{[]any{"a", "x", "b"}, false},      // a game after a seeded file
		{[]any{"x"}, false},                // both lost
		{[]any{"w", "x", "y", "z"}, false}, // beyond the limit
	} {
		if got := keepsSeeded(c.have, seeded, 3); got != c.want {
			t.Errorf("keepsSeeded(%v, %v, 3) = %v, want %v", c.have, seeded, got, c.want)
		}
	}
}
