// Package clock is a chess clock: two sides' times, the side whose time
// runs, the increment added after each turn, the flag that falls when a
// time reaches zero, and pausing. It also reads and writes time controls
// ("5+3": five minutes and three seconds a turn) and shows a time as a
// clock's face does.
//
// It knows nothing of windows or of the record: the time comes from a
// function given to New, so that tests drive it with a fake; the game
// against the engine and the clock of games played at the board build on
// it, and write its readings into the record as [%clk] commands
// (notation.FormatClock).
package clock

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"wormweave/rules"
)

// TimeControl is a clock's setting: each side starts with Base and gets
// Inc after each of its turns (Fischer's increment). The zero value is no
// clock.
type TimeControl struct {
	Base, Inc time.Duration
}

// None reports whether tc is no clock at all.
func (tc TimeControl) None() bool { return tc.Base <= 0 }

// Presets are the time controls offered besides a custom one, from the
// fastest.
var Presets = []TimeControl{
	{3 * time.Minute, 2 * time.Second},
	{5 * time.Minute, 3 * time.Second},
	{10 * time.Minute, 5 * time.Second},
	{15 * time.Minute, 10 * time.Second},
}

// maxBase and maxInc bound a time control: a day, and an hour a turn.
const (
	maxBase = 24 * time.Hour
	maxInc  = time.Hour
)

// String writes the time control as players do and ParseTimeControl reads
// it: the base in minutes, the increment in seconds ("5+3", "0.5+0").
// No clock is "".
func (tc TimeControl) String() string {
	if tc.None() {
		return ""
	}
	return strconv.FormatFloat(tc.Base.Minutes(), 'f', -1, 64) + "+" + strconv.FormatFloat(tc.Inc.Seconds(), 'f', -1, 64)
}

// PGN writes the time control as PGN's TimeControl tag does: the base and
// the increment in seconds ("180+2"). No clock is "-", PGN's value for a
// game without a time control.
func (tc TimeControl) PGN() string {
	if tc.None() {
		return "-"
	}
	return strconv.FormatFloat(tc.Base.Seconds(), 'f', -1, 64) + "+" + strconv.FormatFloat(tc.Inc.Seconds(), 'f', -1, 64)
}

// ParseTimeControl reads "BASE+INC" or "BASE": the base in minutes, the
// increment in seconds, both with decimals ("5+3", "1.5+0", "90+30").
// The error says what is wrong, in English; callers show their own words.
func ParseTimeControl(s string) (TimeControl, error) {
	baseText, incText, hasInc := strings.Cut(strings.TrimSpace(s), "+")
	number := func(t string) (float64, bool) {
		f, err := strconv.ParseFloat(strings.TrimSpace(t), 64)
		return f, err == nil && !math.IsNaN(f) && !math.IsInf(f, 0) && f >= 0
	}
	var tc TimeControl
	m, ok := number(baseText)
	if !ok || m <= 0 || m > maxBase.Minutes() {
		return tc, fmt.Errorf("time control %q: the base must be minutes, more than 0 and at most %.0f", s, maxBase.Minutes())
	}
	tc.Base = time.Duration(math.Round(m * float64(time.Minute)))
	if hasInc {
		sec, ok := number(incText)
		if !ok || sec > maxInc.Seconds() {
			return TimeControl{}, fmt.Errorf("time control %q: the increment must be seconds, from 0 to %.0f", s, maxInc.Seconds())
		}
		tc.Inc = time.Duration(math.Round(sec * float64(time.Second)))
	}
	if tc.Base < time.Second {
		return TimeControl{}, fmt.Errorf("time control %q: the base must be a second or more", s)
	}
	return tc, nil
}

// Clock is a chess clock. At most one side's time runs; a side whose time
// reaches zero has lost on time (Flag), and the clock stops there.
type Clock struct {
	tc      TimeControl
	now     func() time.Time
	left    [2]time.Duration // at the last start, press or pause
	turn    rules.Color      // whose time runs, or would run
	running bool             // turn's time runs
	since   time.Time        // when it started running
	stopped bool             // stopped for good (Stop, or a flag)
	flagged bool
}

// New returns a clock set to tc for both sides, stopped, White's turn.
// now gives the time: time.Now, or a test's fake.
func New(tc TimeControl, now func() time.Time) *Clock {
	return &Clock{tc: tc, now: now, left: [2]time.Duration{tc.Base, tc.Base}}
}

// TimeControl returns the clock's setting.
func (c *Clock) TimeControl() TimeControl { return c.tc }

func index(side rules.Color) int {
	if side == rules.Black {
		return 1
	}
	return 0
}

// Start has turn's time run, unless the clock is stopped for good.
func (c *Clock) Start(turn rules.Color) {
	c.settle()
	if c.stopped {
		return
	}
	c.turn, c.running, c.since = turn, true, c.now()
}

// settle books the time run since the last look at the clock, and drops
// the flag of the side whose time ran out.
func (c *Clock) settle() {
	if !c.running {
		return
	}
	t := c.now()
	i := index(c.turn)
	c.left[i] -= t.Sub(c.since)
	c.since = t
	if c.left[i] <= 0 {
		c.left[i] = 0
		c.running, c.stopped, c.flagged = false, true, true
	}
}

// Left returns the time left to side.
func (c *Clock) Left(side rules.Color) time.Duration {
	c.settle()
	return c.left[index(side)]
}

// Turn returns the side whose time runs, or ran last.
func (c *Clock) Turn() rules.Color { return c.turn }

// Running reports whether a side's time runs.
func (c *Clock) Running() bool {
	c.settle()
	return c.running
}

// Paused reports whether the clock is paused: stopped for now, and not
// for good.
func (c *Clock) Paused() bool { return !c.Running() && !c.stopped }

// Stopped reports whether the clock has stopped for good: the game ended
// or a flag fell.
func (c *Clock) Stopped() bool {
	c.settle()
	return c.stopped
}

// Flag returns the side whose time ran out, if one did (ok).
func (c *Clock) Flag() (side rules.Color, ok bool) {
	c.settle()
	return c.turn, c.flagged
}

// Press ends the turn of the side whose time runs: its time stops, it
// gets the increment, and the other side's time runs. It returns the
// time left to the side that pressed, increment added, as the record
// writes it after its move; ok is false, and nothing changes, when no
// time runs (paused or stopped: the move then has no clock reading).
func (c *Clock) Press() (left time.Duration, ok bool) {
	c.settle()
	if !c.running {
		return 0, false
	}
	i := index(c.turn)
	c.left[i] += c.tc.Inc
	left = c.left[i]
	c.turn, c.since = c.turn.Other(), c.now()
	return left, true
}

// Switch has side's time run in place of the other's, without an
// increment: the turn went back to side (a move taken back). A paused
// clock stays paused, with side's time to run on resuming.
func (c *Clock) Switch(side rules.Color) {
	c.settle()
	if c.stopped || c.turn == side {
		return
	}
	c.turn, c.since = side, c.now()
}

// TakeBack gives the turn back to side, whose last move was taken back:
// its time runs again, less the increment that move earned (the time it
// spent on the move is not given back). It does nothing if side's time
// runs already.
func (c *Clock) TakeBack(side rules.Color) {
	c.settle()
	if c.stopped || c.turn == side {
		return
	}
	i := index(side)
	c.left[i] = max(c.left[i]-c.tc.Inc, time.Millisecond)
	c.turn, c.since = side, c.now()
}

// Pause stops the time that runs, for now.
func (c *Clock) Pause() {
	c.settle()
	c.running = false
}

// Resume has the side to move's time run again after a pause.
func (c *Clock) Resume() {
	c.settle()
	if c.stopped || c.running {
		return
	}
	c.running, c.since = true, c.now()
}

// Stop stops the clock for good: the game is over.
func (c *Clock) Stop() {
	c.settle()
	c.running, c.stopped = false, true
}

// Face shows a time as a clock's face does: m:ss, h:mm:ss from an hour,
// and with tenths under ten seconds (0:09.4), when every tenth counts.
// The time is cut to what is shown, never rounded up: a face that shows
// 0:00.0 has no time left.
func Face(d time.Duration) string {
	d = max(d, 0)
	if d < 10*time.Second {
		t := int64(d / (100 * time.Millisecond))
		return fmt.Sprintf("0:%02d.%d", t/10, t%10)
	}
	s := int64(d / time.Second)
	if s >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
	}
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}
