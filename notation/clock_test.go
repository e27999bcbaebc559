package notation

import (
	"strings"
	"testing"
	"time"

	"wormweave/rules"
)

func TestFormatAndParseClock(t *testing.T) {
	tests := []struct {
		d             time.Duration
		whole, tenths string
	}{
		{0, "0:00:00", "0:00:00.0"},
		{-time.Second, "0:00:00", "0:00:00.0"},
		{2970 * time.Millisecond, "0:00:02", "0:00:02.9"},
		{178 * time.Second, "0:02:58", "0:02:58.0"},
		{time.Hour + 23*time.Minute + 45*time.Second + 600*time.Millisecond, "1:23:45", "1:23:45.6"},
		{25 * time.Hour, "25:00:00", "25:00:00.0"},
	}
	for _, tt := range tests {
		if got := FormatClock(tt.d, false); got != tt.whole {
			t.Errorf("FormatClock(%v, false) = %q, want %q", tt.d, got, tt.whole)
		}
		if got := FormatClock(tt.d, true); got != tt.tenths {
			t.Errorf("FormatClock(%v, true) = %q, want %q", tt.d, got, tt.tenths)
		}
	}
	reads := []struct {
		in   string
		want time.Duration
		ok   bool
	}{
		{"0:04:58", 298 * time.Second, true},
		{"1:00:00", time.Hour, true},
		{"0:00:09.5", 9500 * time.Millisecond, true},
		{"0:4:5", 245 * time.Second, true},
		{"0:60:00", 0, false},
		{"0:00:60", 0, false},
		{"4:58", 0, false},
		{"", 0, false},
		{"a:00:00", 0, false},
		{"0:00:01.", 0, false},
	}
	for _, tt := range reads {
		got, err := ParseClock(tt.in)
		if got != tt.want || (err == nil) != tt.ok {
			t.Errorf("ParseClock(%q) = %v, %v; want %v, ok %v", tt.in, got, err, tt.want, tt.ok)
		}
	}
}

func TestSetClockKeepsTheComment(t *testing.T) {
	tests := []struct {
		before, clk, after string
		read               time.Duration
		has                bool
	}{
		{"", "0:02:58", "[%clk 0:02:58]", 178 * time.Second, true},
		{"a good move", "0:02:58", "a good move [%clk 0:02:58]", 178 * time.Second, true},
		{"[%eval 0.3] fine [%clk 0:03:00]", "0:02:58", "[%eval 0.3] fine [%clk 0:02:58]", 178 * time.Second, true},
		{"fine [%clk 0:03:00]", "", "fine", 0, false},
		{"fine", "", "fine", 0, false},
	}
	for _, tt := range tests {
		g := NewGame(rules.Wormhole, nil)
		p := g.Root.Position()
		n, _, err := g.Root.AddMove(p.Turns()[0])
		if err != nil {
			t.Fatal(err)
		}
		n.SetCommentAfter(tt.before)
		n.SetClock(tt.clk)
		if got := n.CommentAfter(); got != tt.after {
			t.Errorf("SetClock(%q) on %q gave %q, want %q", tt.clk, tt.before, got, tt.after)
		}
		if d, ok := n.Clock(); d != tt.read || ok != tt.has {
			t.Errorf("Clock() on %q = %v, %v; want %v, %v", n.CommentAfter(), d, ok, tt.read, tt.has)
		}
		if CommentText(n.CommentAfter()) == "" && tt.after != "[%clk 0:02:58]" && tt.has {
			t.Errorf("the words of %q went", n.CommentAfter())
		}
	}
}

// TestClockSurvivesWritingAndReading writes a game with clocks and reads
// it back: the clocks are where they were.
func TestClockSurvivesWritingAndReading(t *testing.T) {
	g := NewGame(rules.Wormhole, nil)
	n := g.Root
	for i, left := range []time.Duration{178 * time.Second, 9500 * time.Millisecond} {
		p := n.Position()
		child, _, err := n.AddMove(p.Turns()[i])
		if err != nil {
			t.Fatal(err)
		}
		child.SetClock(FormatClock(left, left < 10*time.Second))
		n = child
	}
	text := string(AppendGame(nil, g))
	games, errs, err := ReadAll(strings.NewReader(text), "clocks.pgn")
	if err != nil || len(games) != 1 || errs[0] != nil {
		t.Fatalf("reading %s: %v %v", text, errs, err)
	}
	back := games[0]
	var got []time.Duration
	for m := back.Root.Next(); m != nil; m = m.Next() {
		d, ok := m.Clock()
		if !ok {
			t.Fatalf("a move lost its clock in %s", text)
		}
		got = append(got, d)
	}
	if len(got) != 2 || got[0] != 178*time.Second || got[1] != 9500*time.Millisecond {
		t.Errorf("clocks read back %v from %s", got, text)
	}
}
