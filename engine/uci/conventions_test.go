package uci

import (
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"wormweave/rules"
)

// quiet fails if the session writes a line starting with prefix within d.
func (c *conversation) quiet(prefix string, d time.Duration) {
	c.t.Helper()
	timeout := time.After(d)
	for {
		select {
		case l, ok := <-c.lines:
			if !ok {
				c.t.Fatalf("the session ended")
			}
			c.seen = append(c.seen, l)
			if strings.HasPrefix(l, prefix) {
				c.t.Fatalf("%q within %v", l, d)
			}
		case <-timeout:
			return
		}
	}
}

var infoTime = regexp.MustCompile(` time (\d+)`)

// go wtime 60000 movestogo 1 spends most of the minute: the search's hard
// limit is the clock less the overhead and the reserve (a twentieth), about
// 57 s. The test does not wait a minute: the session's clock is set back
// 56.6 s, so that the go arrived that long ago for the engine, and the
// search has about 0.36 s left; the old time manager, whose limit was 29 s, answered
// at once. A loaded machine can only make the answer later, so the lower
// bound cannot fail by the load; the upper bound is loose.
func TestMovesToGoOneSpendsTheClock(t *testing.T) {
	const back = 56600 * time.Millisecond
	c := talkWith(t, func(s *Session) { s.now = func() time.Time { return time.Now().Add(-back) } })
	c.send("position startpos", "isready")
	c.until("readyok")
	start := time.Now()
	c.send("go wtime 60000 movestogo 1")
	lines := c.within("bestmove", 30*time.Second)
	took := time.Since(start)
	used := back + took
	var last time.Duration
	for _, l := range lines {
		if m := infoTime.FindStringSubmatch(l); m != nil {
			n, _ := strconv.Atoi(m[1])
			last = time.Duration(n) * time.Millisecond
		}
	}
	t.Logf("the search answered %v after the go, %v of the 60 s clock; its last line at %v", took, used, last)
	if took < 200*time.Millisecond {
		t.Errorf("go wtime 60000 movestogo 1 used %v of the 60 s, want more than 56.8 s", used)
	}
	checkSearch(t, rules.NewPosition(rules.Wormhole), lines[1:])
}

// A go that is refused still answers bestmove, after its error: a GUI
// waits for the bestmove of every go.
func TestRefusedGoAnswersBestMove(t *testing.T) {
	for _, cmd := range []string{
		"go mate", "go mate 0", "go mate -2", "go mate x", "go searchmoves zz9", "go searchmoves",
		"go depth 0", "go nodes x", "go sideways",
	} {
		c := talk(t)
		c.send("position startpos", "isready")
		c.until("readyok")
		c.send(cmd)
		lines := c.within("bestmove", 10*time.Second)
		if len(lines) != 2 || !strings.HasPrefix(lines[0], "info string error: go") || lines[1] != "bestmove (none)" {
			t.Errorf("%s: answered %q, want its error and bestmove (none)", cmd, lines)
		}
	}
}

// go mate N finds a mate in N (a puzzle's, whose solution is a mate in 2)
// and stops there; with a smaller N it ends at the depth a mate in N
// needs, 2N-1 plies, without a mate in N.
func TestGoMate(t *testing.T) {
	const fen = "cnwxkxnx/pppppxxx/1x1x1pp1/xNxxxMx1/Px1x1xx1/xPxxPxxx/xxPCxxxP/xxxxKxxx b 35"
	c := talk(t)
	c.send("position fen "+fen+" moves g6f5xf5", "go mate 2")
	lines := c.within("bestmove", 20*time.Second)
	if last := lines[len(lines)-1]; !strings.HasPrefix(last, "bestmove h2h5") || !strings.Contains(lines[len(lines)-2], " score mate 2 ") {
		t.Errorf("go mate 2: %q, want a mate in 2 starting h2h5", lines)
	}
	c.send("go mate 1")
	lines = c.within("bestmove", 20*time.Second)
	for _, l := range lines {
		if strings.Contains(l, "score mate 1 ") || strings.HasPrefix(l, "info depth") && !strings.HasPrefix(l, "info depth 1 ") {
			t.Errorf("go mate 1 where the mate takes 2: %q", lines)
			break
		}
	}
	// From the start, where no side mates soon, go mate 2 ends at depth 3.
	c.send("position startpos", "go mate 2")
	lines = c.within("bestmove", 20*time.Second)
	if l := lines[len(lines)-2]; !strings.HasPrefix(l, "info depth 3 ") {
		t.Errorf("go mate 2 from the start: %q, want depth 3 last", lines)
	}
}

// In a finished position, go infinite and go ponder hold their bestmove
// (none) until stop, or ponderhit for the ponder.
func TestFinishedPositionHolds(t *testing.T) {
	for _, tc := range []struct{ g, release string }{
		{"go infinite", "stop"}, {"go ponder", "ponderhit"}, {"go ponder", "stop"}, {"go ponder infinite", "stop"},
	} {
		c := talk(t)
		c.send("position fen k1C5/pp6/8/8/8/7c/6K1/8 b 21", tc.g)
		c.quiet("bestmove", 100*time.Millisecond)
		c.send(tc.release)
		if got := c.within("bestmove", 10*time.Second); got[len(got)-1] != "bestmove (none)" {
			t.Errorf("%s, %s: %q", tc.g, tc.release, got)
		}
	}
}

// The games of a session at a level differ: the level's randomness is
// drawn again at ucinewgame. Level 0 from the start position, eight
// games: at least two first moves differ (they were all the same).
func TestSkillLevelGamesDiffer(t *testing.T) {
	c := talk(t)
	c.send("setoption name Skill Level value 0")
	seen := map[string]bool{}
	for range 8 {
		c.send("ucinewgame", "position startpos", "go")
		lines := c.within("bestmove", 10*time.Second)
		seen[lines[len(lines)-1]] = true
	}
	if len(seen) < 2 {
		t.Errorf("eight games at level 0 all began %v", seen)
	}
}
