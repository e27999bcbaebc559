package clock

import (
	"testing"
	"time"

	"wormweave/rules"
)

// fakeTime is a time source that moves only when told.
type fakeTime struct{ t time.Time }

func (f *fakeTime) now() time.Time       { return f.t }
func (f *fakeTime) pass(d time.Duration) { f.t = f.t.Add(d) }
func newFake() *fakeTime                 { return &fakeTime{t: time.Date(2026, 12, 1, 20, 0, 0, 0, time.UTC)} }
func sec(s float64) time.Duration        { return time.Duration(s * float64(time.Second)) }
func at(c *Clock) (w, b time.Duration)   { return c.Left(rules.White), c.Left(rules.Black) }

// step is one thing that happens to a clock: time passes, then an action.
type step struct {
	pass   time.Duration
	action string // "press", "pause", "resume", "switchW", "switchB", "stop", ""
	// What the clock shows afterwards.
	white, black time.Duration
	running      bool
	turn         rules.Color
	pressed      time.Duration // what press returns, if the action is press
	pressOK      bool
}

func TestClockKeepsTime(t *testing.T) {
	tc := TimeControl{Base: 3 * time.Minute, Inc: 2 * time.Second}
	W, B := rules.White, rules.Black
	tests := []struct {
		name  string
		steps []step
	}{
		{"White thinks 10 s, presses, gets 2 s", []step{
			{pass: sec(10), white: sec(170), black: sec(180), running: true, turn: W},
			{action: "press", white: sec(172), black: sec(180), running: true, turn: B, pressed: sec(172), pressOK: true},
			{pass: sec(4.5), white: sec(172), black: sec(175.5), running: true, turn: B},
			{action: "press", white: sec(172), black: sec(177.5), running: true, turn: W, pressed: sec(177.5), pressOK: true},
		}},
		{"a pause stops the time, resume runs it again", []step{
			{pass: sec(1), action: "pause", white: sec(179), black: sec(180), turn: W},
			{pass: time.Hour, white: sec(179), black: sec(180), turn: W},
			{action: "press", white: sec(179), black: sec(180), turn: W},
			{action: "resume", white: sec(179), black: sec(180), running: true, turn: W},
			{pass: sec(0.25), white: sec(178.75), black: sec(180), running: true, turn: W},
		}},
		{"switch gives the turn back without an increment", []step{
			{pass: sec(5), action: "press", white: sec(177), black: sec(180), running: true, turn: B, pressed: sec(177), pressOK: true},
			{pass: sec(3), action: "switchW", white: sec(177), black: sec(177), running: true, turn: W},
			{pass: sec(1), white: sec(176), black: sec(177), running: true, turn: W},
			{action: "switchW", white: sec(176), black: sec(177), running: true, turn: W},
		}},
		{"take back takes the increment back", []step{
			{pass: sec(5), action: "press", white: sec(177), black: sec(180), running: true, turn: B, pressed: sec(177), pressOK: true},
			{pass: sec(3), action: "takebackW", white: sec(175), black: sec(177), running: true, turn: W},
			{pass: sec(1), action: "takebackW", white: sec(174), black: sec(177), running: true, turn: W},
			{action: "press", white: sec(176), black: sec(177), running: true, turn: B, pressed: sec(176), pressOK: true},
		}},
		{"the flag falls at zero and the clock stops there", []step{
			{pass: sec(179.9), white: sec(0.1), black: sec(180), running: true, turn: W},
			{pass: sec(0.2), white: 0, black: sec(180), turn: W},
			{action: "press", white: 0, black: sec(180), turn: W},
			{action: "resume", white: 0, black: sec(180), turn: W},
		}},
		{"stop is for good", []step{
			{pass: sec(2), action: "stop", white: sec(178), black: sec(180), turn: W},
			{action: "resume", white: sec(178), black: sec(180), turn: W},
			{pass: sec(9), white: sec(178), black: sec(180), turn: W},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFake()
			c := New(tc, f.now)
			c.Start(W)
			for i, s := range tt.steps {
				f.pass(s.pass)
				var got time.Duration
				var ok bool
				switch s.action {
				case "press":
					got, ok = c.Press()
				case "pause":
					c.Pause()
				case "resume":
					c.Resume()
				case "switchW":
					c.Switch(W)
				case "switchB":
					c.Switch(B)
				case "takebackW":
					c.TakeBack(W)
				case "stop":
					c.Stop()
				}
				if got != s.pressed || ok != s.pressOK {
					t.Errorf("step %d: press gave %v, %v, want %v, %v", i, got, ok, s.pressed, s.pressOK)
				}
				w, b := at(c)
				if w != s.white || b != s.black || c.Running() != s.running || c.Turn() != s.turn {
					t.Errorf("step %d: White %v, Black %v, running %v, turn %v; want %v, %v, %v, %v",
						i, w, b, c.Running(), c.Turn(), s.white, s.black, s.running, s.turn)
				}
			}
		})
	}
}

func TestFlagNamesTheSideOutOfTime(t *testing.T) {
	for _, side := range []rules.Color{rules.White, rules.Black} {
		f := newFake()
		c := New(TimeControl{Base: time.Minute}, f.now)
		c.Start(side)
		f.pass(sec(59.999))
		if _, ok := c.Flag(); ok {
			t.Fatalf("%v: a flag fell with a millisecond left", side)
		}
		f.pass(time.Millisecond)
		got, ok := c.Flag()
		if !ok || got != side || !c.Stopped() || c.Paused() {
			t.Errorf("%v: flag %v %v, stopped %v, paused %v; want %v's flag, stopped", side, got, ok, c.Stopped(), c.Paused(), side)
		}
	}
}

func TestPausedAndStopped(t *testing.T) {
	f := newFake()
	c := New(TimeControl{Base: time.Minute}, f.now)
	if !c.Paused() || c.Running() {
		t.Errorf("a new clock: paused %v, running %v; want paused", c.Paused(), c.Running())
	}
	c.Start(rules.Black)
	c.Pause()
	if !c.Paused() || c.Stopped() {
		t.Errorf("paused: paused %v, stopped %v", c.Paused(), c.Stopped())
	}
	c.Stop()
	if c.Paused() || !c.Stopped() {
		t.Errorf("stopped: paused %v, stopped %v", c.Paused(), c.Stopped())
	}
}

func TestTimeControlText(t *testing.T) {
	tests := []struct {
		in   string
		want TimeControl
		text string
		ok   bool
	}{
		{"5+3", TimeControl{5 * time.Minute, 3 * time.Second}, "5+3", true},
		{" 15 + 10 ", TimeControl{15 * time.Minute, 10 * time.Second}, "15+10", true},
		{"1", TimeControl{time.Minute, 0}, "1+0", true},
		{"0.5+0.5", TimeControl{30 * time.Second, 500 * time.Millisecond}, "0.5+0.5", true},
		{"90+30", TimeControl{90 * time.Minute, 30 * time.Second}, "90+30", true},
		{"1440+3600", TimeControl{24 * time.Hour, time.Hour}, "1440+3600", true},
		{"0+5", TimeControl{}, "", false},
		{"0.001+0", TimeControl{}, "", false},
		{"1441", TimeControl{}, "", false},
		{"5+3601", TimeControl{}, "", false},
		{"5+-1", TimeControl{}, "", false},
		{"-5", TimeControl{}, "", false},
		{"five", TimeControl{}, "", false},
		{"NaN+1", TimeControl{}, "", false},
		{"5+Inf", TimeControl{}, "", false},
		{"", TimeControl{}, "", false},
	}
	for _, tt := range tests {
		got, err := ParseTimeControl(tt.in)
		if (err == nil) != tt.ok || got != tt.want || got.String() != tt.text {
			t.Errorf("ParseTimeControl(%q) = %v (%q), %v; want %v (%q), ok %v", tt.in, got, got.String(), err, tt.want, tt.text, tt.ok)
		}
	}
	pgn := map[TimeControl]string{{}: "-", {3 * time.Minute, 2 * time.Second}: "180+2", {30 * time.Second, 500 * time.Millisecond}: "30+0.5"}
	for tc, want := range pgn {
		if got := tc.PGN(); got != want {
			t.Errorf("%v.PGN() = %q, want %q", tc, got, want)
		}
	}
	for _, p := range Presets {
		back, err := ParseTimeControl(p.String())
		if err != nil || back != p {
			t.Errorf("the preset %v reads back as %v, %v", p, back, err)
		}
	}
}

func TestFace(t *testing.T) {
	tests := []struct {
		d    time.Duration
		want string
	}{
		{0, "0:00.0"},
		{-time.Second, "0:00.0"},
		{sec(0.09), "0:00.0"},
		{sec(9.99), "0:09.9"},
		{sec(10), "0:10"},
		{sec(59.9), "0:59"},
		{sec(180), "3:00"},
		{sec(3599.5), "59:59"},
		{time.Hour, "1:00:00"},
		{sec(5025), "1:23:45"},
	}
	for _, tt := range tests {
		if got := Face(tt.d); got != tt.want {
			t.Errorf("Face(%v) = %q, want %q", tt.d, got, tt.want)
		}
	}
}
