package match

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"
)

// TimeControl is the clock of a game: each side starts with Base and gets
// Inc after each of its turns.
type TimeControl struct {
	Base, Inc time.Duration
}

// maxClock bounds a time control's base and increment: a day.
const maxClock = 24 * time.Hour

// ParseTimeControl reads "BASE+INC" or "BASE", in seconds, with decimals:
// "10+0.1" is 10 seconds and 0.1 second a turn.
func ParseTimeControl(text string) (TimeControl, error) {
	baseText, incText, hasInc := strings.Cut(strings.TrimSpace(text), "+")
	seconds := func(what, t string) (time.Duration, error) {
		f, err := strconv.ParseFloat(strings.TrimSpace(t), 64)
		if err != nil || math.IsNaN(f) || f < 0 || f > maxClock.Seconds() {
			return 0, fmt.Errorf("time control %q: the %s must be seconds from 0 to %.0f, such as 10 or 0.1", text, what, maxClock.Seconds())
		}
		return time.Duration(math.Round(f * float64(time.Second))), nil
	}
	var tc TimeControl
	var err error
	if tc.Base, err = seconds("base time", baseText); err != nil {
		return tc, err
	}
	if hasInc {
		if tc.Inc, err = seconds("increment", incText); err != nil {
			return tc, err
		}
	}
	if tc.Base <= 0 {
		return tc, fmt.Errorf("time control %q: the base time must be more than 0", text)
	}
	return tc, nil
}

// String writes the time control as ParseTimeControl reads it.
func (tc TimeControl) String() string {
	return strconv.FormatFloat(tc.Base.Seconds(), 'f', -1, 64) + "+" + strconv.FormatFloat(tc.Inc.Seconds(), 'f', -1, 64)
}
