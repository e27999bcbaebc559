package uci

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"wormweave/engine"
	"wormweave/internal/racerun"
	"wormweave/rules"
)

// The option lines of the UCI specification, one pattern a type:
// "option name <id> type <t> [default <x>] [min <x>] [max <x>] [var <x>]*".
// A name is words none of which is a keyword of the line; a check's
// default is true or false, a spin's a whole number between its bounds, a
// combo's one of its vars, and a button has nothing after its type.
var (
	optionCheck  = regexp.MustCompile(`^option name ((?:\S+ )*?\S+) type check default (true|false)$`)
	optionSpin   = regexp.MustCompile(`^option name ((?:\S+ )*?\S+) type spin default (-?\d+) min (-?\d+) max (-?\d+)$`)
	optionCombo  = regexp.MustCompile(`^option name ((?:\S+ )*?\S+) type combo default (\S+)((?: var \S+)+)$`)
	optionButton = regexp.MustCompile(`^option name ((?:\S+ )*?\S+) type button$`)
	optionString = regexp.MustCompile(`^option name ((?:\S+ )*?\S+) type string default (.+)$`)
)

var optionKeywords = map[string]bool{"name": true, "type": true, "default": true, "min": true, "max": true, "var": true}

// checkOptionLine checks one option line against the specification's
// grammar, strictly.
func checkOptionLine(l string) error {
	var name string
	switch {
	case optionCheck.MatchString(l):
		name = optionCheck.FindStringSubmatch(l)[1]
	case optionSpin.MatchString(l):
		m := optionSpin.FindStringSubmatch(l)
		name = m[1]
		def, _ := strconv.Atoi(m[2])
		lo, _ := strconv.Atoi(m[3])
		hi, _ := strconv.Atoi(m[4])
		if lo > hi || def < lo || def > hi {
			return fmt.Errorf("%q: default %d outside min %d max %d", l, def, lo, hi)
		}
	case optionCombo.MatchString(l):
		m := optionCombo.FindStringSubmatch(l)
		name = m[1]
		vars := strings.Fields(strings.ReplaceAll(m[3], " var ", " "))
		found := false
		for _, v := range vars {
			found = found || v == m[2]
			if optionKeywords[v] {
				return fmt.Errorf("%q: var %q is a keyword", l, v)
			}
		}
		if !found {
			return fmt.Errorf("%q: default %q is none of the vars", l, m[2])
		}
	case optionButton.MatchString(l):
		name = optionButton.FindStringSubmatch(l)[1]
	case optionString.MatchString(l):
		name = optionString.FindStringSubmatch(l)[1]
	default:
		return fmt.Errorf("%q is no option line of the specification", l)
	}
	for _, w := range strings.Fields(name) {
		if optionKeywords[strings.ToLower(w)] {
			return fmt.Errorf("%q: the name holds the keyword %q", l, w)
		}
	}
	return nil
}

func TestOptionLinesFollowTheSpecification(t *testing.T) {
	names := map[string]bool{}
	for _, l := range optionLines() {
		if err := checkOptionLine(l); err != nil {
			t.Error(err)
		}
		names[strings.Fields(l)[2]] = true
	}
	// The grammar is strict: lines it must refuse.
	for _, bad := range []string{
		"option name Hash type spin default 16 min 1",
		"option name Hash type spin default 0 min 1 max 4",
		"option name Ponder type check default yes",
		"option name Clear Hash type button default x",
		"option name X type combo default c var a var b",
		"option name type check default true",
		"option name A type check  default true",
	} {
		if checkOptionLine(bad) == nil {
			t.Errorf("%q passed the grammar", bad)
		}
	}
	// Every option the session takes is announced, and the other way round.
	s := NewSession(&strings.Builder{})
	for _, l := range optionLines() {
		name := strings.TrimPrefix(l[:strings.Index(l, " type ")], "option name ")
		if err := s.setOption([]string{"name", name, "value", "x"}); err != nil && strings.Contains(err.Error(), "unknown option") {
			t.Errorf("option %q is announced but not taken", name)
		}
	}
}

// checkInfoLine parses an info line by the specification's keywords: each
// takes its number or its moves, "score" takes "cp N" or "mate N" and an
// optional bound, "pv" takes the rest (moves legal from p), "string" the
// rest of the line; "currmove" is a legal turn of p.
func checkInfoLine(p *rules.Position, l string) error {
	f := strings.Fields(l)
	if len(f) < 2 || f[0] != "info" || strings.Join(f, " ") != l {
		return fmt.Errorf("%q: not an info line with single spaces", l)
	}
	number := func(i int) error {
		if i >= len(f) {
			return fmt.Errorf("%q: %s without its number", l, f[i-1])
		}
		if _, err := strconv.ParseInt(f[i], 10, 64); err != nil {
			return fmt.Errorf("%q: %s %q is not a number", l, f[i-1], f[i])
		}
		return nil
	}
	seen := map[string]bool{}
	for i := 1; i < len(f); i++ {
		k := f[i]
		if seen[k] {
			return fmt.Errorf("%q: %s twice", l, k)
		}
		seen[k] = true
		switch k {
		case "depth", "seldepth", "time", "nodes", "multipv", "currmovenumber", "hashfull", "nps", "tbhits", "cpuload":
			i++
			if err := number(i); err != nil {
				return err
			}
			if n, _ := strconv.Atoi(f[i]); n < 0 || k == "hashfull" && n > 1000 {
				return fmt.Errorf("%q: %s %d", l, k, n)
			}
		case "score":
			if i+2 >= len(f) || f[i+1] != "cp" && f[i+1] != "mate" {
				return fmt.Errorf("%q: score without cp or mate", l)
			}
			i += 2
			if err := number(i); err != nil {
				return err
			}
			if i+1 < len(f) && (f[i+1] == "lowerbound" || f[i+1] == "upperbound") {
				i++
			}
		case "currmove":
			i++
			if i >= len(f) {
				return fmt.Errorf("%q: currmove without its move", l)
			}
			if _, err := ParseTurn(p, f[i]); err != nil {
				return fmt.Errorf("%q: currmove: %v", l, err)
			}
		case "pv":
			if i+1 >= len(f) {
				return fmt.Errorf("%q: pv without moves", l)
			}
			q := *p
			for _, id := range f[i+1:] {
				t, err := ParseTurn(&q, id)
				if err != nil {
					return fmt.Errorf("%q: pv: %v", l, err)
				}
				q.PlayTurn(t)
			}
			return nil
		case "string":
			if i+1 >= len(f) {
				return fmt.Errorf("%q: an empty string", l)
			}
			return nil
		default:
			return fmt.Errorf("%q: unknown keyword %q", l, k)
		}
	}
	if seen["currmove"] != seen["currmovenumber"] {
		return fmt.Errorf("%q: currmove and currmovenumber go together", l)
	}
	return nil
}

// checkBestMove parses a bestmove line: a legal turn of p, and a ponder
// turn legal after it if there is one.
func checkBestMove(p *rules.Position, l string) (best, ponder string, err error) {
	f := strings.Fields(l)
	if len(f) != 2 && (len(f) != 4 || f[2] != "ponder") || f[0] != "bestmove" || strings.Join(f, " ") != l {
		return "", "", fmt.Errorf("%q: want bestmove ID [ponder ID]", l)
	}
	t, err := ParseTurn(p, f[1])
	if err != nil {
		return "", "", fmt.Errorf("%q: %v", l, err)
	}
	if len(f) == 4 {
		q := *p
		q.PlayTurn(t)
		if _, err := ParseTurn(&q, f[3]); err != nil {
			return "", "", fmt.Errorf("%q: ponder: %v", l, err)
		}
		ponder = f[3]
	}
	return f[1], ponder, nil
}

// A GUI's conversation as Arena or cutechess hold it, every reply line
// checked against the specification's grammar: the handshake, options,
// a new game, a search on the clock stopped early, a ponder on the
// expected answer turned into the game's search by ponderhit, and quit.
func TestGUIConversation(t *testing.T) {
	c := talk(t)
	check := func(p *rules.Position, lines []string) (best, ponder string) {
		t.Helper()
		for i, l := range lines {
			switch {
			case l == "readyok", l == "uciok", l == "id name "+Name, l == "id author "+Author:
			case strings.HasPrefix(l, "option "):
				if err := checkOptionLine(l); err != nil {
					t.Error(err)
				}
			case strings.HasPrefix(l, "info "):
				if err := checkInfoLine(p, l); err != nil {
					t.Error(err)
				}
				if strings.Contains(l, "string error") {
					t.Errorf("error: %q", l)
				}
			case strings.HasPrefix(l, "bestmove"):
				if i != len(lines)-1 {
					t.Errorf("%q is not the last line of its search", l)
				}
				var err error
				if best, ponder, err = checkBestMove(p, l); err != nil {
					t.Error(err)
				}
			default:
				t.Errorf("unexpected line %q", l)
			}
		}
		return best, ponder
	}
	start := rules.NewPosition(rules.Interweave)
	c.send("uci")
	check(start, c.until("uciok"))
	c.send("setoption name UCI_Variant value interweave", "setoption name Hash value 32", "setoption name Ponder value true", "setoption name Move Overhead value 30", "isready")
	if got := c.until("readyok"); len(got) != 2 || got[0] != "info string variant interweave" {
		t.Errorf("isready after the options answered %q", got)
	}
	c.send("ucinewgame", "isready")
	if got := c.until("readyok"); len(got) != 1 {
		t.Errorf("ucinewgame, isready answered %q", got)
	}

	p := *start
	var moves []string
	play := func(id string) {
		t.Helper()
		turn, err := ParseTurn(&p, id)
		if err != nil {
			t.Fatal(err)
		}
		p.PlayTurn(turn)
		moves = append(moves, id)
	}
	play(p.Turns()[0].ID(rules.Interweave))
	c.send("position startpos moves "+strings.Join(moves, " "), "go wtime 60000 btime 60000 winc 1000 binc 1000")
	time.Sleep(200 * time.Millisecond) // a GUI's stop comes some time after its go
	c.send("stop")
	best, ponder := check(&p, c.until("bestmove"))
	if best == "" {
		t.Fatal("no bestmove after stop")
	}
	play(best)
	if ponder == "" {
		ponder = p.Turns()[0].ID(rules.Interweave)
	}
	play(ponder)
	// The GUI ponders on the answer it expects; the engine must not move
	// before ponderhit, however long that takes.
	c.send("position startpos moves "+strings.Join(moves, " "), "go ponder wtime 1000 btime 1000 winc 0 binc 0", "isready")
	pondering := c.until("readyok")
	time.Sleep(300 * time.Millisecond)
	c.send("isready")
	pondering = append(pondering, c.until("readyok")...)
	for _, l := range pondering {
		if strings.HasPrefix(l, "bestmove") {
			t.Fatalf("bestmove before ponderhit: %q", pondering)
		}
	}
	hit := time.Now()
	c.send("ponderhit")
	lines := c.within("bestmove", 5*time.Second)
	// Black has a second on its clock, counted from the go: the search
	// ends well within it.
	if d := time.Since(hit); d > time.Second {
		t.Errorf("ponderhit: bestmove after %v", d)
	}
	var search []string
	for _, l := range append(pondering, lines...) {
		if l != "readyok" {
			search = append(search, l)
		}
	}
	check(&p, search)
	c.send("quit") // the conversation's end checks that the session ends
}

// A stop during a ponder gives the bestmove as usual.
func TestStopPonder(t *testing.T) {
	c := talk(t)
	c.send("position startpos", "go ponder movetime 50", "isready")
	c.until("readyok")
	time.Sleep(150 * time.Millisecond) // past the move's time: the ponder goes on
	c.send("isready")
	for _, l := range c.until("readyok") {
		if strings.HasPrefix(l, "bestmove") {
			t.Fatalf("bestmove during a ponder: %q", l)
		}
	}
	c.send("stop")
	p := rules.NewPosition(rules.Wormhole)
	lines := c.until("bestmove")
	if _, _, err := checkBestMove(p, lines[len(lines)-1]); err != nil {
		t.Error(err)
	}
}

// A search of more than a second says which turn it searches, about every
// second, beginning after the first; a short one does not.
func TestCurrMoveLines(t *testing.T) {
	c := talk(t)
	p := rules.NewPosition(rules.Wormhole)
	c.send("position startpos", "go depth 3")
	for _, l := range c.until("bestmove") {
		if strings.Contains(l, "currmove") {
			t.Errorf("a short search wrote %q", l)
		}
	}
	c.send("go infinite")
	var times []int
	for len(times) < 2 {
		lines := c.until("info depth")
		l := lines[len(lines)-1]
		if !strings.Contains(l, " currmove ") {
			continue
		}
		if err := checkInfoLine(p, l); err != nil {
			t.Error(err)
		}
		f := strings.Fields(l)
		ms, _ := strconv.Atoi(f[len(f)-1])
		times = append(times, ms)
	}
	c.send("stop")
	c.until("bestmove")
	// The gap is a second, plus what a loaded machine adds.
	if times[0] < 1000 || times[1]-times[0] < 900 || times[1]-times[0] > 3000 {
		t.Errorf("currmove lines at %v ms, want the first after a second and the next about a second later", times)
	}
}

// The variant is said at ucinewgame, position or isready, once for each
// change.
func TestVariantInfoString(t *testing.T) {
	var out strings.Builder
	s := NewSession(&out)
	for _, step := range []struct{ cmd, want string }{
		{"isready", "info string variant wormhole\nreadyok\n"},
		{"isready", "readyok\n"},
		{"ucinewgame", ""},
		{"setoption name UCI_Variant value interweave", ""},
		{"position startpos", "info string variant interweave\n"},
		{"ucinewgame", ""},
		{"position startpos", ""},
		{"setoption name UCI_Variant value wormhole", ""},
		{"ucinewgame", "info string variant wormhole\n"},
		{"setoption name UCI_Variant value interweave", ""},
		{"isready", "info string variant interweave\nreadyok\n"},
	} {
		out.Reset()
		s.Execute(step.cmd)
		if out.String() != step.want {
			t.Errorf("%s: answered %q, want %q", step.cmd, out.String(), step.want)
		}
	}
}

// nodesOf returns the nodes of a search's last info line with a score.
func nodesOf(t *testing.T, lines []string) int64 {
	t.Helper()
	for i := len(lines) - 1; i >= 0; i-- {
		if m := infoPattern.FindStringSubmatch(lines[i]); m != nil {
			n, _ := strconv.ParseInt(m[6], 10, 64)
			return n
		}
	}
	t.Fatalf("no info line in %q", lines)
	return 0
}

// Clear Hash forgets what the searches learned: a search repeated after it
// costs exactly what the first did (one thread searches the same tree),
// where one repeated without it finds its work in the table.
func TestClearHash(t *testing.T) {
	racerun.SkipOneGoroutine(t)
	c := talk(t)
	c.send("position startpos moves e2e3", "go depth 7")
	first := nodesOf(t, c.until("bestmove"))
	c.send("go depth 7")
	again := nodesOf(t, c.until("bestmove"))
	c.send("setoption name Clear Hash", "go depth 7")
	cleared := nodesOf(t, c.until("bestmove"))
	t.Logf("nodes: %d, repeated %d, after Clear Hash %d", first, again, cleared)
	if again >= first || cleared != first {
		t.Errorf("nodes: %d, repeated %d, after Clear Hash %d: want the repeat cheaper, and the search after Clear Hash the first again", first, again, cleared)
	}
}

// Skill Level 0 searches the ladder's 48 nodes; UCI_LimitStrength with
// UCI_Elo takes over from Skill Level, and turned off gives it back.
func TestSkillLevelAndElo(t *testing.T) {
	lo, hi := engine.EloRange()
	c := talk(t)
	for _, step := range []struct {
		cmd      string
		min, max int64
	}{
		{"setoption name Skill Level value 0", 1, 66},
		{"setoption name Skill Level value 20", 100, 5000},
		{"setoption name UCI_Elo value " + strconv.Itoa(lo), 100, 5000}, // not on yet
		{"setoption name UCI_LimitStrength value true", 1, 66},
		{"setoption name UCI_Elo value " + strconv.Itoa(hi), 100, 5000},
		{"setoption name Skill Level value 0", 100, 5000}, // UCI_Elo rules
		{"setoption name UCI_LimitStrength value false", 1, 66},
	} {
		c.send(step.cmd, "position startpos", "go nodes 5000")
		if n := nodesOf(t, c.until("bestmove")); n < step.min || n > step.max {
			t.Errorf("after %q: %d nodes, want %d to %d", step.cmd, n, step.min, step.max)
		}
	}
}
