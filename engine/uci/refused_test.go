package uci

import (
	"strings"
	"testing"
	"time"

	"wormweave/rules"
)

// After a refused position command, go plays no move: the GUI's game is
// not the engine's position, and a move searched there could be for the
// wrong side (an Interweave engine sent a chess move answered with a
// White move, Black to move). A position set again plays again.
func TestGoAfterARefusedPosition(t *testing.T) {
	start := rules.NewPosition(rules.Interweave)
	var first string
	start.WalkTurnsByID(func(tn rules.Turn) bool {
		first = tn.ID(rules.Interweave)
		return false
	})
	for _, refused := range []string{
		"position startpos moves " + first + " e2e4", // Black to move in the GUI's game
		"position startpos moves e2e4",
		"position fen 8/8/8/8/8/8/8/8 w 0 - 000000",
		"position fen rbnkknbr/pppppppp/8/8/8/8/PPPPPPPP/RBNKKNBR w 0 - 0",
	} {
		c := talk(t)
		c.send("setoption name UCI_Variant value interweave", "position startpos", "isready")
		c.until("readyok")
		c.send(refused, "go depth 2")
		lines := c.within("bestmove", 10*time.Second)
		var errs []string
		for _, l := range lines {
			if strings.HasPrefix(l, "info string error: ") {
				errs = append(errs, l)
			}
		}
		if lines[len(lines)-1] != "bestmove (none)" || len(errs) != 2 || !strings.Contains(errs[1], "go: the last position was refused") {
			t.Errorf("%q, then go: %q; want the position's error, go's, and bestmove (none)", refused, lines)
		}
		// Another go still plays none; a good position plays again.
		c.send("go depth 1")
		if got := c.within("bestmove", 10*time.Second); got[len(got)-1] != "bestmove (none)" {
			t.Errorf("%q, then a second go: %q", refused, got)
		}
		c.send("position startpos moves "+first, "go depth 1")
		p := rules.NewPosition(rules.Interweave)
		turn, _ := ParseTurn(p, first)
		p.PlayTurn(turn)
		checkSearch(t, p, c.within("bestmove", 10*time.Second))
		c.send(refused, "isready")
		c.until("readyok")
		c.send("ucinewgame", "go depth 1")
		checkSearch(t, rules.NewPosition(rules.Interweave), c.within("bestmove", 10*time.Second))
	}
}

// A negative clock or increment is read as zero, and said in an info
// string; the engine still answers with a legal move.
func TestGoNegativeClock(t *testing.T) {
	for _, tc := range []struct {
		cmd  string
		said []string
	}{
		{"go wtime -100 btime -100", []string{"go wtime -100: a negative time, read as 0", "go btime -100: a negative time, read as 0"}},
		{"go wtime 1000 btime 1000 winc -5 binc -5", []string{"go winc -5: a negative time, read as 0", "go binc -5: a negative time, read as 0"}},
		{"go wtime 0 btime 500", nil},
	} {
		c := talk(t)
		c.send("position startpos", tc.cmd)
		lines := c.within("bestmove", 10*time.Second)
		var said, search []string
		for _, l := range lines {
			if s, ok := strings.CutPrefix(l, "info string error: "); ok {
				said = append(said, s)
				continue
			}
			search = append(search, l)
		}
		if strings.Join(said, "\n") != strings.Join(tc.said, "\n") {
			t.Errorf("%s: said %q, want %q", tc.cmd, said, tc.said)
		}
		checkSearch(t, rules.NewPosition(rules.Wormhole), search)
	}
}
