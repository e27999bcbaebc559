package match

import (
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"wormweave/engine/uci"
	"wormweave/rules"
)

// runUCI is the environment variable that makes the test binary run the
// engine's UCI session on its standard input and output, so that the
// tests can play the project's own engine as an external one.
const runUCI = "WORMWEAVE_MATCH_TEST_UCI"

func TestMain(m *testing.M) {
	if os.Getenv(runUCI) == "1" {
		if err := uci.Run(os.Stdin, os.Stdout); err != nil {
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// selfEngine returns the path of the test binary, run as a UCI engine.
func selfEngine(t *testing.T) string {
	t.Helper()
	t.Setenv(runUCI, "1")
	path, err := filepath.Abs(os.Args[0])
	if err != nil {
		t.Fatal(err)
	}
	return path
}

// shortWaits makes a hostile engine's test wait little.
func shortWaits(t *testing.T) {
	old := [3]time.Duration{uciHandshakeTimeout, uciMoveMargin, uciUnboundedMoveTimeout}
	uciHandshakeTimeout, uciMoveMargin, uciUnboundedMoveTimeout = 300*time.Millisecond, 200*time.Millisecond, time.Second
	t.Cleanup(func() { uciHandshakeTimeout, uciMoveMargin, uciUnboundedMoveTimeout = old[0], old[1], old[2] })
}

// The project's engine, run as an external UCI engine, plays whole games
// in both variants, Interweave's chains included, and its processes end
// with the match.
func TestUCIPlayerPlaysOwnEngine(t *testing.T) {
	self := selfEngine(t)
	for _, v := range rules.Variants {
		t.Run(v.String(), func(t *testing.T) {
			var started []int
			rep, err := Run(Config{
				Variant: v, Games: 2, Concurrency: 1, MaxPlies: 60,
				A: mustSpec(t, "uci:"+self+",Hash=1,Threads=1,nodes=200"),
				B: mustSpec(t, "engine:nodes=200"),
				OnGame: func(*Game, Progress) {
					started = append(started, trackedPIDs()...)
				},
			})
			if err != nil {
				t.Fatal(err)
			}
			for _, g := range rep.Games {
				if g.Ending == Forfeit || g.Err != nil {
					t.Errorf("game %d: %s (%v)", g.Index+1, g.Ending, g.Err)
				}
				t.Logf("game %d: %d plies, %s, %s", g.Index+1, g.Plies, g.Result, g.Ending)
				if g.Plies == 0 {
					t.Errorf("game %d: no turn played", g.Index+1)
				}
			}
			if len(started) == 0 {
				t.Fatal("no engine process ran during the games")
			}
			for _, pid := range started {
				if err := processGone(pid); err != nil {
					t.Errorf("process %d still there after the match: %v", pid, err)
				}
			}
		})
	}
}

// trackedPIDs returns the processes of the uci players running now.
func trackedPIDs() []int {
	trackMu.Lock()
	defer trackMu.Unlock()
	var pids []int
	for cmd := range tracked {
		pids = append(pids, cmd.Process.Pid)
	}
	return pids
}

// writeScript writes an executable shell script and returns its path.
func writeScript(t *testing.T, dir, name, body string) string {
	t.Helper()
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, []byte("#!/bin/sh\n"+body), 0o755); err != nil {
		t.Fatal(err)
	}
	return path
}

// answer is the loop of a fake engine: it answers uci and isready, and
// runs onGo for each go command.
func answer(onGo string) string {
	return `echo $$ >> "$(dirname "$0")/pids"
while read -r line; do
	case "$line" in
	uci) echo "id name fake"; echo uciok ;;
	isready) echo readyok ;;
	go*) ` + onGo + ` ;;
	quit) exit 0 ;;
	esac
done
`
}

// A hostile engine loses its games by forfeit, with the reason in the
// report; the match neither hangs nor crashes, and leaves no process.
func TestUCIPlayerHostileEngines(t *testing.T) {
	shortWaits(t)
	for _, c := range []struct {
		name, body, spec, err string
	}{
		{"silent", "echo $$ >> \"$(dirname \"$0\")/pids\"\nwhile read -r line; do :; done\n", "", `after "uci": no uciok within 300ms: the engine does not answer`},
		{"illegal", answer("echo 'info depth 1'; echo 'bestmove a1a1'"), "", `the engine answered "bestmove a1a1": a1a1: a1a1 is not a legal move here`},
		{"nomove", answer("echo 'bestmove (none)'"), "", "no move in a position that has one"},
		{"crash", answer("echo 'segfault, more or less' >&2; exit 3"), "", "the engine exited (exit status 3); its last error output: segfault, more or less"},
		{"hang", answer(":"), ",movetime=50", `after "go movetime 50": no bestmove within 250ms`},
		{"hangnodes", answer(":"), ",nodes=10", `after "go nodes 10": no bestmove within 1s`},
		// A script's own command keeps the output open after the script
		// is killed: the whole group goes.
		{"sleeper", answer("sleep 1000"), ",movetime=20", "no bestmove within 220ms"},
		{"exits", "echo $$ >> \"$(dirname \"$0\")/pids\"\nexit 0\n", "", "no uciok: the engine exited"},
	} {
		t.Run(c.name, func(t *testing.T) {
			if c.name != "silent" {
				// Only the silent engine's test waits for the handshake to
				// time out: the others' must not, on a loaded machine.
				uciHandshakeTimeout = 10 * time.Second
				defer func() { uciHandshakeTimeout = 300 * time.Millisecond }()
			}
			dir := t.TempDir()
			path := writeScript(t, dir, "engine.sh", c.body)
			var reports []string
			rep, err := Run(Config{
				Variant: rules.Wormhole, Games: 4, Concurrency: 2, MoveTime: 20 * time.Millisecond,
				A: mustSpec(t, "uci:"+path+c.spec), B: mustSpec(t, "random"),
				OnGame: func(g *Game, _ Progress) { reports = append(reports, strconv.Itoa(g.Index)) },
			})
			if err != nil {
				t.Fatal(err)
			}
			if len(rep.Games) != 4 {
				t.Fatalf("%d games played, want 4", len(rep.Games))
			}
			for _, g := range rep.Games {
				if g.Ending != Forfeit || g.ScoreA() != 0 || g.Err == nil || !strings.Contains(g.Err.Error(), c.err) {
					t.Errorf("game %d: %s, A scored %g (%v); want a forfeit of A saying %q", g.Index+1, g.Ending, g.ScoreA(), g.Err, c.err)
				}
			}
			data, err := os.ReadFile(filepath.Join(dir, "pids"))
			if err != nil {
				t.Fatal(err)
			}
			for _, f := range strings.Fields(string(data)) {
				pid, _ := strconv.Atoi(f)
				if err := processGone(pid); err != nil {
					t.Errorf("engine process %d still there after the match: %v", pid, err)
				}
			}
			if n := len(trackedPIDs()); n != 0 {
				t.Errorf("%d engine processes still tracked", n)
			}
		})
	}
}

// A path that cannot be run fails the match before any game.
func TestUCIPlayerBadPath(t *testing.T) {
	dir := t.TempDir()
	notExec := filepath.Join(dir, "engine.txt")
	if err := os.WriteFile(notExec, []byte("uciok\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ path, err string }{
		{filepath.Join(dir, "none"), "no such file or directory"},
		{notExec, "permission denied"},
		{dir, "is a directory"},
	} {
		_, err := Run(Config{Variant: rules.Wormhole, Games: 2, A: mustSpec(t, "uci:"+c.path), B: mustSpec(t, "random")})
		if err == nil || !strings.Contains(err.Error(), "cannot run "+c.path) || !strings.Contains(err.Error(), c.err) {
			t.Errorf("%s: %v, want an error saying %q", c.path, err, c.err)
		}
	}
}

// The go command follows the spec's limit, else the clock, else the
// match's move time; the wait for bestmove follows it.
func TestUCIGoCommand(t *testing.T) {
	shortWaits(t)
	clock := &clockView{left: [2]time.Duration{9500 * time.Millisecond, 0}, inc: 100 * time.Millisecond, mover: 1}
	for _, c := range []struct {
		spec  string
		clock *clockView
		cmd   string
		wait  time.Duration
	}{
		{"uci:e,movetime=50", clock, "go movetime 50", 250 * time.Millisecond},
		{"uci:e,nodes=200", clock, "go nodes 200", time.Second},
		{"uci:e,depth=2", nil, "go depth 2", time.Second},
		// A clock at 0 or under is sent as 1 ms: 0 means no time given.
		{"uci:e", clock, "go wtime 9500 btime 1 winc 100 binc 100", 200 * time.Millisecond},
		{"uci:e", nil, "go movetime 80", 280 * time.Millisecond},
	} {
		p := &uciPlayer{spec: mustSpec(t, c.spec), moveTime: 80 * time.Millisecond}
		cmd, wait := p.goCommand(c.clock)
		if cmd != c.cmd || wait != c.wait {
			t.Errorf("%s: %q, waiting %v; want %q, %v", c.spec, cmd, wait, c.cmd, c.wait)
		}
	}
}

// A write that fails because the engine is exiting reports the exit, even
// when the exit is reaped a moment after the write fails (the race that
// TestUCIPlayerHostileEngines/exits once lost in CI); a write to an engine
// that does not exit reports the write's failure.
func TestSendReportsTheExitAfterAFailedWrite(t *testing.T) {
	for _, c := range []struct {
		name   string
		exitIn time.Duration // -1: the process never exits
		want   string
	}{
		{"exit reaped after the write failed", 50 * time.Millisecond, "the engine exited (exit status 1)"},
		{"exit reaped before the write", 0, "the engine exited (exit status 1)"},
		{"no exit", -1, "cannot write to the engine: "},
	} {
		t.Run(c.name, func(t *testing.T) {
			r, w, err := os.Pipe()
			if err != nil {
				t.Fatal(err)
			}
			r.Close() // the engine's end of its input: a write gets EPIPE
			defer w.Close()
			p := &uciProcess{in: w, done: make(chan struct{}), tail: &tailBuffer{}}
			exit := func() {
				p.werr = errors.New("exit status 1")
				close(p.done)
			}
			switch {
			case c.exitIn == 0:
				exit()
			case c.exitIn > 0:
				time.AfterFunc(c.exitIn, exit)
			}
			err = p.send("uci")
			if err == nil || !strings.HasPrefix(err.Error(), c.want) {
				t.Errorf("send = %v, want an error starting %q", err, c.want)
			}
		})
	}
}
