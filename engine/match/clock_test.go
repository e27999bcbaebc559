package match

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"wormweave/rules"
)

func TestParseTimeControl(t *testing.T) {
	for _, c := range []struct {
		text string
		want TimeControl
		err  string
	}{
		{"10+0.1", TimeControl{10 * time.Second, 100 * time.Millisecond}, ""},
		{"60", TimeControl{Base: time.Minute}, ""},
		{" 0.5 + 0 ", TimeControl{Base: 500 * time.Millisecond}, ""},
		{"0+1", TimeControl{}, "the base time must be more than 0"},
		{"-1+0", TimeControl{}, "the base time must be seconds"},
		{"10+x", TimeControl{}, "the increment must be seconds"},
		{"NaN", TimeControl{}, "the base time must be seconds"},
		{"1e9", TimeControl{}, "the base time must be seconds from 0 to 86400"},
		{"", TimeControl{}, "the base time must be seconds"},
	} {
		got, err := ParseTimeControl(c.text)
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("%q: %v, want an error saying %q", c.text, err, c.err)
			}
			continue
		}
		if err != nil || got != c.want {
			t.Errorf("%q: %v, %v, want %v", c.text, got, err, c.want)
		}
		if back, err := ParseTimeControl(got.String()); err != nil || back != got {
			t.Errorf("%q: String %q reads back as %v, %v", c.text, got.String(), back, err)
		}
	}
}

// slowPlayer spends d of the fake time *clock on each turn, then plays a
// random one.
type slowPlayer struct {
	randomPlayer
	d     time.Duration
	clock *time.Time
}

func (p *slowPlayer) Play(pos *rules.Position, history []uint64) (rules.Turn, error) {
	*p.clock = p.clock.Add(p.d)
	return p.randomPlayer.Play(pos, history)
}

// A player whose clock runs out loses on time, even with a legal turn;
// the increment is added after each turn, and a player off the clock
// never loses on time.
func TestClockTimeForfeit(t *testing.T) {
	start := rules.NewPosition(rules.Wormhole)
	tc := &TimeControl{Base: 150 * time.Millisecond, Inc: 10 * time.Millisecond}
	fake := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	now = func() time.Time { return fake }
	defer func() { now = time.Now }()
	slow := &slowPlayer{*newRandomPlayer(1), 60 * time.Millisecond, &fake}
	end := play(*start, newRandomPlayer(2), slow, MaxPlies, clocks{tc: tc, onClock: [2]bool{true, true}})
	if end.ending != TimeForfeit || end.result != rules.WhiteWins || end.err == nil || !strings.Contains(end.err.Error(), "its clock ran out: the turn took") {
		t.Fatalf("%s, %s, %v: want Black lost on time", end.result, end.ending, end.err)
	}
	// 150 ms less 60 ms a turn plus 10: the third turn of Black's runs out.
	if n := len(end.turns); n != 5 {
		t.Errorf("%d turns played, want 5 (Black's third loses)", n)
	}
	ms := time.Millisecond
	if want := [2]time.Duration{180 * ms, -10 * ms}; end.left != want {
		t.Errorf("clocks at the end %v, want %v", end.left, want)
	}
	if want := []time.Duration{160 * ms, 100 * ms, 170 * ms, 50 * ms, 180 * ms}; !slices.Equal(end.clocks, want) {
		t.Errorf("clocks after each turn %v, want %v", end.clocks, want)
	}
	// Off the clock, the same player plays on.
	end = play(*start, newRandomPlayer(2), slow, 6, clocks{tc: tc, onClock: [2]bool{true, false}})
	if end.ending != Adjudicated {
		t.Errorf("off the clock: %s (%v), want the game played to the ply cap", end.ending, end.err)
	}
}

// An engine on the clock and a uci player on it play a match: the uci
// player is sent the clocks, no one loses on time with a clock of seconds,
// the report gives the clock left, and the PGN has a [%clk] after each
// turn.
func TestClockMatch(t *testing.T) {
	self := selfEngine(t)
	dir := t.TempDir()
	log := filepath.Join(dir, "log")
	wrapper := writeScript(t, dir, "engine.sh", `tee -a "`+log+`" | "`+self+"\"\n")
	for _, v := range rules.Variants {
		os.Remove(log)
		tc := &TimeControl{Base: time.Second, Inc: 20 * time.Millisecond}
		rep, err := Run(Config{
			Variant: v, Games: 2, Concurrency: 1, MaxPlies: 8, Clock: tc,
			A: mustSpec(t, "engine"), B: mustSpec(t, "uci:"+wrapper+",Hash=1"),
		})
		if err != nil {
			t.Fatal(err)
		}
		// Whether an engine keeps to its clock is not this test's
		// business (a loaded machine can make it lose on time): the
		// figures must only agree with the games.
		lost := map[bool]int{}
		for _, g := range rep.Games {
			if g.Ending == Forfeit {
				t.Errorf("%s game %d: %s (%v)", v, g.Index+1, g.Ending, g.Err)
			}
			if g.Ending == TimeForfeit {
				t.Logf("%s game %d: %v", v, g.Index+1, g.Err)
				lost[g.ScoreA() == 0]++
			}
			onTime := g.Ending != TimeForfeit
			if !g.ClockA || !g.ClockB || (g.LeftA <= 0 || g.LeftB <= 0) == onTime || len(g.Clocks) != g.Plies {
				t.Errorf("%s game %d: %s, on the clock %v %v, left %v %v, %d clocks for %d plies", v, g.Index+1, g.Ending, g.ClockA, g.ClockB, g.LeftA, g.LeftB, len(g.Clocks), g.Plies)
			}
		}
		for _, a := range []bool{true, false} {
			if st := rep.Clock(a); st.Games != 2 || st.LossesOnTime != lost[a] || st.MeanLeft <= 0 || st.MeanLeft > 1.2 {
				t.Errorf("%s: clock figures of A=%v: %+v, want %d losses on time", v, a, st, lost[a])
			}
		}
		var out bytes.Buffer
		rep.Print(&out)
		if !regexp.MustCompile(`clock 1\+0.02: B lost \d+ games on time, and ended its games with \d+% of its base time left on average`).MatchString(out.String()) {
			t.Errorf("%s: the report says:\n%s", v, out.String())
		}
		out.Reset()
		if err := rep.WritePGN(&out); err != nil {
			t.Fatal(err)
		}
		pgn := out.String()
		if !strings.Contains(pgn, `[TimeControl "1+0.02"]`) || strings.Count(pgn, "[%clk") != rep.Games[0].Plies+rep.Games[1].Plies {
			t.Errorf("%s: PGN without a clock after each turn:\n%s", v, pgn)
		}
		data, err := os.ReadFile(log)
		if err != nil {
			t.Fatal(err)
		}
		sent := string(data)
		for _, want := range []string{
			"uci\n", "setoption name Hash value 1\n", "setoption name UCI_Variant value " + strings.ToLower(v.String()) + "\n",
			"isready\n", "ucinewgame\n", "position fen " + rep.Games[0].Start.FEN() + " moves ",
			"go wtime ", " winc 20 binc 20\n",
		} {
			if !strings.Contains(sent, want) {
				t.Errorf("%s: the engine was not sent %q:\n%s", v, want, sent)
			}
		}
		if !regexp.MustCompile(`go wtime \d+ btime 1000 winc 20 binc 20\n`).MatchString(sent) {
			t.Errorf("%s: the first go does not give the clocks:\n%s", v, sent)
		}
	}
}
