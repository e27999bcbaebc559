package uci

import (
	"bufio"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"wormweave/rules"
)

// conversation runs a session over a pipe, so that a test can send a
// command and wait for the lines it brings.
type conversation struct {
	t     *testing.T
	in    *io.PipeWriter
	lines chan string
	done  chan error
	seen  []string
}

func talk(t *testing.T) *conversation {
	t.Helper()
	return talkWith(t, nil)
}

// talkWith is talk with a session that set changes first, if not nil.
func talkWith(t *testing.T, set func(*Session)) *conversation {
	t.Helper()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	c := &conversation{t: t, in: inW, lines: make(chan string, 10000), done: make(chan error, 1)}
	s := NewSession(outW)
	if set != nil {
		set(s)
	}
	go func() {
		err := s.Run(inR)
		outW.Close()
		c.done <- err
	}()
	go func() {
		sc := bufio.NewScanner(outR)
		for sc.Scan() {
			c.lines <- sc.Text()
		}
		close(c.lines)
	}()
	t.Cleanup(func() { c.close() })
	return c
}

func (c *conversation) send(lines ...string) {
	c.t.Helper()
	for _, l := range lines {
		if _, err := io.WriteString(c.in, l+"\n"); err != nil {
			c.t.Fatalf("send %q: %v", l, err)
		}
	}
}

// until returns the lines up to and including the first that starts with
// prefix, failing after a minute: a search to depth 7 ran for more than
// 20 s under the race detector at a load average of 28.
func (c *conversation) until(prefix string) []string {
	c.t.Helper()
	return c.within(prefix, time.Minute)
}

// within is until with the timeout given.
func (c *conversation) within(prefix string, wait time.Duration) []string {
	c.t.Helper()
	var got []string
	timeout := time.After(wait)
	for {
		select {
		case l, ok := <-c.lines:
			if !ok {
				c.t.Fatalf("the session ended before %q; it wrote %q", prefix, got)
			}
			got = append(got, l)
			c.seen = append(c.seen, l)
			if strings.HasPrefix(l, prefix) {
				return got
			}
		case <-timeout:
			c.t.Fatalf("no %q within %v; the session wrote %q", prefix, wait, got)
		}
	}
}

// close ends the input and waits for the session to end.
func (c *conversation) close() {
	c.in.Close()
	for range c.lines {
	}
	select {
	case err := <-c.done:
		if err != nil {
			c.t.Errorf("Run: %v", err)
		}
	case <-time.After(20 * time.Second):
		c.t.Errorf("the session did not end at the end of its input")
	}
}

var infoPattern = regexp.MustCompile(`^info depth (\d+) seldepth (\d+) multipv (\d+) score (cp -?\d+|mate -?\d+)( lowerbound| upperbound)? nodes (\d+) nps (\d+) hashfull (\d+) time (\d+)( pv( \S+)+)?$`)

// progressPattern is a long search's line on the turn it searches.
var progressPattern = regexp.MustCompile(`^info depth \d+ currmove (\S+) currmovenumber \d+ nodes \d+ nps \d+ hashfull \d+ time \d+$`)

// checkSearch checks the lines of one search of p: every info line well
// formed with a legal pv, and a legal bestmove last. It returns the
// bestmove's id.
func checkSearch(t *testing.T, p *rules.Position, lines []string) string {
	t.Helper()
	if len(lines) == 0 {
		t.Fatal("no line")
	}
	for _, l := range lines[:len(lines)-1] {
		if strings.HasPrefix(l, "info string variant ") {
			continue // said at the position command before the go
		}
		if m := progressPattern.FindStringSubmatch(l); m != nil {
			if _, err := ParseTurn(p, m[1]); err != nil {
				t.Errorf("line %q: %v", l, err)
			}
			continue
		}
		m := infoPattern.FindStringSubmatch(l)
		if m == nil {
			t.Errorf("malformed line %q", l)
			continue
		}
		q := *p
		for _, id := range strings.Fields(strings.TrimPrefix(m[10], " pv")) {
			turn, err := ParseTurn(&q, id)
			if err != nil {
				t.Errorf("line %q: %v", l, err)
				break
			}
			q.PlayTurn(turn)
		}
	}
	last := lines[len(lines)-1]
	move, ok := strings.CutPrefix(last, "bestmove ")
	if !ok {
		t.Fatalf("last line %q, want bestmove", last)
	}
	id, ponder, hasPonder := strings.Cut(move, " ponder ")
	turn, err := ParseTurn(p, id)
	if err != nil {
		t.Errorf("bestmove %s: %v", id, err)
	} else if hasPonder {
		q := *p
		q.PlayTurn(turn)
		if _, err := ParseTurn(&q, ponder); err != nil {
			t.Errorf("%q: ponder %s: %v", last, ponder, err)
		}
	}
	return id
}

func TestHandshake(t *testing.T) {
	c := talk(t)
	c.send("uci")
	got := strings.Join(c.until("uciok"), "\n")
	want := strings.Join(append([]string{"id name Wormweave", "id author the Wormweave authors"}, append(optionLines(), "uciok")...), "\n")
	if got != want {
		t.Errorf("uci answered\n%s\nwant\n%s", got, want)
	}
	for _, opt := range []string{"name UCI_Variant type combo default wormhole var wormhole var interweave", "name Hash type spin", "name Threads type spin", "name MultiPV type spin", "name Skill Level type spin default 20 min 0 max 20", "name UCI_LimitStrength type check default false", "name UCI_Elo type spin", "name Clear Hash type button", "name Move Overhead type spin default 10 min 0 max 5000", "name Ponder type check default false"} {
		if !strings.Contains(got, "option "+opt) {
			t.Errorf("no option %q", opt)
		}
	}
	c.send("isready")
	if got := c.until("readyok"); len(got) != 2 || got[0] != "info string variant wormhole" {
		t.Errorf("the first isready answered %q, want the variant then readyok", got)
	}
}

func TestSearches(t *testing.T) {
	for _, v := range rules.Variants {
		t.Run(v.String(), func(t *testing.T) {
			c := talk(t)
			c.send("setoption name UCI_Variant value "+strings.ToLower(v.String()), "ucinewgame")
			p := rules.NewPosition(v)
			var ids []string
			for range 4 { // the engine plays both sides for a few turns
				c.send(fmt.Sprintf("position startpos moves %s", strings.Join(ids, " ")), "go depth 3")
				id := checkSearch(t, p, c.until("bestmove"))
				turn, _ := ParseTurn(p, id)
				p.PlayTurn(turn)
				ids = append(ids, id)
			}
			c.send("position fen "+p.FEN(), "go nodes 2000")
			checkSearch(t, p, c.until("bestmove"))
		})
	}
}

// isready is answered during an infinite search, and stop ends it with a
// legal move after well-formed info lines.
func TestStopInfinite(t *testing.T) {
	c := talk(t)
	c.send("setoption name UCI_Variant value interweave", "position startpos", "go infinite", "isready")
	lines := c.until("readyok")
	for _, l := range lines {
		if strings.HasPrefix(l, "bestmove") {
			t.Fatalf("bestmove before stop in an infinite search: %q", lines)
		}
	}
	time.Sleep(50 * time.Millisecond) // let it deepen a little
	c.send("stop")
	rest := c.until("bestmove")
	var search []string
	for _, l := range append(lines, rest...) {
		if l != "readyok" {
			search = append(search, l)
		}
	}
	checkSearch(t, rules.NewPosition(rules.Interweave), search)
}

// A state-changing command during a search ends it first: its bestmove
// comes before the new search's lines.
func TestGoDuringSearch(t *testing.T) {
	c := talk(t)
	c.send("position startpos", "go infinite", "go depth 2")
	first := c.until("bestmove")
	checkSearch(t, rules.NewPosition(rules.Wormhole), first)
	second := c.until("bestmove")
	checkSearch(t, rules.NewPosition(rules.Wormhole), second)
}

func TestMultiPVAndSearchMoves(t *testing.T) {
	c := talk(t)
	c.send("setoption name multipv value 3", "position startpos", "go depth 3")
	lines := c.until("bestmove")
	p := rules.NewPosition(rules.Wormhole)
	checkSearch(t, p, lines)
	seen := map[string]bool{}
	for _, l := range lines {
		if m := infoPattern.FindStringSubmatch(l); m != nil && m[1] == "3" {
			seen[m[3]] = true
		}
	}
	if len(seen) != 3 {
		t.Errorf("depth 3 lines numbered %v, want multipv 1, 2 and 3", seen)
	}
	c.send("setoption name MultiPV value 1", "go depth 2 searchmoves a2a3 h2h4")
	if id := checkSearch(t, p, c.until("bestmove")); id != "a2a3" && id != "h2h4" {
		t.Errorf("bestmove %s, want a2a3 or h2h4 (searchmoves)", id)
	}
}

// A go on the clock without the time of the side to move searches as if
// that clock were at zero, and says so, instead of never stopping.
func TestGoClockMissingForTheSideToMove(t *testing.T) {
	const black = "position startpos moves e2e3"
	for _, tc := range []struct {
		pos, cmd, missing string // missing: the word the warning names, if any
	}{
		{black, "go wtime 1000", "btime"},
		{black, "go wtime 1000 winc 100 binc 100", "btime"},
		{black, "go binc 100", "btime"},
		{black, "go movestogo 10", "btime"},
		{black, "go movestogo 0", "btime"},
		{"position startpos", "go btime 1000", "wtime"},
		{"position startpos", "go winc 100", "wtime"},
		{"position startpos", "go binc 100 btime 5000", "wtime"},
		{black, "go btime 0", ""},
		{black, "go btime 300 wtime 100000", ""},
		{"position startpos", "go wtime 300", ""},
	} {
		c := talk(t)
		c.send(tc.pos, tc.cmd)
		lines := c.within("bestmove", 5*time.Second)
		var search []string
		warned := false
		for _, l := range lines {
			if strings.HasPrefix(l, "info string error: ") {
				warned = true
				if tc.missing == "" || !strings.Contains(l, "no "+tc.missing+" for ") {
					t.Errorf("%s, %s: %q", tc.pos, tc.cmd, l)
				}
				continue
			}
			search = append(search, l)
		}
		if warned != (tc.missing != "") {
			t.Errorf("%s, %s: warned %v, want %v (%q)", tc.pos, tc.cmd, warned, tc.missing != "", lines)
		}
		p := rules.NewPosition(rules.Wormhole)
		if tc.pos == black {
			turn, _ := ParseTurn(p, "e2e3")
			p.PlayTurn(turn)
		}
		checkSearch(t, p, search)
	}
}

// mostTurns is the position with the most turns known: 1,829,147
// Interweave turns for White, of which the search lists rules.MaxTurns.
const mostTurns = "3k4/2pBp1BK/1p3p2/k1P1n1rP/1p1p1pN1/2rPnRbP/3b1p2/1R3NK1 w 0 - 000000"

// movetime counts from the go command's arrival, not from the end of the
// listing of the root's turns, which takes a tenth of a second or more in
// the position with the most turns; and the bestmove says which turns
// were left out. The margin is half the time the listing takes on this
// machine now (the shorter of a listing before and one after the search),
// so that it grows with the machine's load, while a timer started after
// the listing takes all of it; the best of three searches must keep within
// it.
func TestMoveTimeCountsFromGo(t *testing.T) {
	p, err := rules.ParsePlayableFEN(rules.Interweave, mostTurns)
	if err != nil {
		t.Fatal(err)
	}
	listing := func() time.Duration {
		start := time.Now()
		p.TurnList()
		return time.Since(start)
	}
	c := talk(t)
	c.send("setoption name UCI_Variant value interweave", "position fen "+mostTurns, "isready")
	c.until("readyok")
	var over []string
	for range 3 {
		list := listing()
		start := time.Now()
		c.send("go movetime 100")
		lines := c.until("bestmove")
		took := time.Since(start)
		list = min(list, listing())
		margin := max(list/2, 20*time.Millisecond)
		t.Logf("movetime 100 took %v; listing the root's turns %v", took, list)
		if took > 100*time.Millisecond+margin {
			over = append(over, fmt.Sprintf("%v (margin %v, half the %v listing the root's turns takes)", took, margin, list))
		}
		if len(lines) < 2 || !strings.HasPrefix(lines[len(lines)-2], "info string only ") {
			t.Errorf("no info string on the turns left out before the bestmove: %q", lines)
		}
		var search []string
		for _, l := range lines {
			if !strings.HasPrefix(l, "info string") {
				search = append(search, l)
			}
		}
		checkSearch(t, p, search)
	}
	if len(over) == 3 {
		t.Errorf("movetime 100 took more than 100 ms and the margin each time: %s", strings.Join(over, "; "))
	}
}

func TestFinishedPosition(t *testing.T) {
	c := talk(t)
	for _, cmds := range [][]string{
		{"setoption name UCI_Variant value wormhole", "position fen k1C5/pp6/8/8/8/7c/6K1/8 b 21"},
		{"setoption name UCI_Variant value interweave", "position fen rbnk1nbr/pppppppp/8/8/8/8/PPPPPPPP/RBNKKNBR w 0 - 000000"},
	} {
		c.send(cmds...)
		c.send("go depth 5")
		lines := slices.DeleteFunc(c.until("bestmove"), func(l string) bool { return strings.HasPrefix(l, "info string variant ") })
		if len(lines) != 2 || !strings.HasPrefix(lines[0], "info string the game is over: ") || lines[1] != "bestmove (none)" {
			t.Errorf("%v: answered %q", cmds, lines)
		}
	}
}

// A repeated position is known to the search: with the history of a
// cycle, the position is the same but the keys before it are sent.
func TestPositionHistory(t *testing.T) {
	var out strings.Builder
	s := NewSession(&out)
	s.Execute("setoption name UCI_Variant value interweave")
	s.Execute("position startpos moves c1a5 c8e4 a5c1 e4c8")
	if out.String() != "info string variant interweave\n" {
		t.Fatalf("position answered %q", out.String())
	}
	start := rules.NewPosition(rules.Interweave)
	if s.pos.Hash() != start.Hash() || len(s.history) != 4 || s.history[0] != start.Hash() {
		t.Errorf("after a cycle: key %x, history %x; want the start's key %x and four keys from it", s.pos.Hash(), s.history, start.Hash())
	}
}

// Bad input is answered with an error and the session goes on; a bad
// go also with bestmove (none), which a GUI waits for.
func TestBadInput(t *testing.T) {
	c := talk(t)
	c.send("isready")
	c.until("readyok") // after the variant's info string
	for _, tc := range []struct{ cmd, err string }{
		{"hello", `unknown command "hello"`},
		{"position", "position: want startpos or fen"},
		{"position somewhere", `position: "somewhere", want startpos or fen`},
		{"position fen 8/8 w 0", "position fen (Wormhole): FEN board"},
		{"position fen 8/8/8/8/8/8/8/8 w 0", "position fen (Wormhole): White has 0 kings"},
		{"position startpos e2e4", `position: "e2e4" after the position, want moves`},
		{"position startpos moves e2e4 e7e5 e4e6", "move 3: e4e6: e4e6 is not a legal move here (legal: "},
		{"position startpos moves e2e5", "move 1: e2e5: e2e5 is not a legal move here"},
		{"position startpos moves", ""},
		{"go depth", "go depth: a number must follow"},
		{"go depth x", `go depth: "x" is not a whole number`},
		{"go depth 0", "go depth: 0, want 1 or more"},
		{"go movetime -3", "go movetime: -3, want 1 or more"},
		{"go fast", `go: unknown parameter "fast"`},
		{"go mate 0", "go mate: 0, want 1 or more"},
		{"go searchmoves", "go searchmoves: no move given"},
		{"go searchmoves e2e9", "go searchmoves: e2e9: e2e9 is not a legal move here"},
		{"setoption", "setoption: want"},
		{"setoption name", "setoption: no option name"},
		{"setoption name Colour value blue", `setoption: unknown option "Colour"`},
		{"setoption name Hash value lots", `setoption Hash: value "lots" is not a whole number`},
		{"setoption name Hash value 0", "setoption Hash: value 0 is out of range (1 to 4096)"},
		{"setoption name Skill Level value 21", "setoption Skill Level: value 21 is out of range (0 to 20)"},
		{"setoption name Skill Level value -1", "setoption Skill Level: value -1 is out of range (0 to 20)"},
		{"setoption name UCI_LimitStrength value yes", `setoption UCI_LimitStrength: value "yes", want true or false`},
		{"setoption name UCI_Elo value 1", "setoption UCI_Elo: value 1 is out of range"},
		{"setoption name Move Overhead value 5001", "setoption Move Overhead: value 5001 is out of range (0 to 5000)"},
		{"setoption name Clear Hash value 1", "setoption Clear Hash: a button takes no value"},
		{"setoption name Ponder value maybe", `setoption Ponder: value "maybe", want true or false`},
		{"setoption name UCI_Variant value chess", `setoption UCI_Variant: unknown variant "chess"`},
	} {
		c.send(tc.cmd, "isready")
		lines := c.until("readyok")
		if tc.err == "" {
			if len(lines) != 1 {
				t.Errorf("%q: answered %q, want nothing", tc.cmd, lines)
			}
			continue
		}
		if strings.HasPrefix(tc.cmd, "go") {
			// A refused go still answers, with no move.
			if len(lines) == 3 && lines[1] == "bestmove (none)" {
				lines = slices.Delete(lines, 1, 2)
			}
		}
		if len(lines) != 2 || !strings.HasPrefix(lines[0], "info string error: ") || !strings.Contains(lines[0], tc.err) {
			t.Errorf("%q: answered %q, want an error containing %q", tc.cmd, lines, tc.err)
		}
	}
	// The position is the one before the bad commands: the start.
	c.send("go depth 1")
	checkSearch(t, rules.NewPosition(rules.Wormhole), c.until("bestmove"))
}

func TestQuit(t *testing.T) {
	var out syncBuffer
	done := make(chan error)
	go func() { done <- Run(strings.NewReader("go infinite\nquit\nisready\n"), &out) }()
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("quit did not end the session")
	}
	if s := out.String(); !strings.Contains(s, "bestmove ") || strings.Contains(s, "readyok") {
		t.Errorf("output %q: want the search's bestmove and nothing after quit", s)
	}
}

type syncBuffer struct {
	mu sync.Mutex
	b  strings.Builder
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// A line longer than maxLine is skipped with an error, in bounded memory,
// and the next line is read as usual; so is a last line without its end.
func TestLongLine(t *testing.T) {
	var out strings.Builder
	in := "isready\n" + strings.Repeat("x", 3*maxLine) + "\nisready\r\nisready"
	if err := Run(strings.NewReader(in), &out); err != nil {
		t.Fatal(err)
	}
	want := fmt.Sprintf("info string variant wormhole\nreadyok\ninfo string error: a line longer than %d bytes, skipped\nreadyok\nreadyok\n", maxLine)
	if out.String() != want {
		t.Errorf("output %q, want %q", out.String(), want)
	}
}
