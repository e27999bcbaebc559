package notation

import (
	"errors"
	"fmt"
	"math"
	"regexp"
	"strconv"
	"time"
)

// Clocks travel in comments as other chess programs write them: the
// command [%clk 0:04:58] after a move is the time left on the clock of
// the side that played it. Node.Clock reads it, Node.SetClock writes it,
// and CommentText leaves it out of the words a reader sees.

// FormatClock writes a clock as the argument of a [%clk] command:
// h:mm:ss, with tenths (h:mm:ss.t) when tenths is true. A clock below
// zero is written as zero, and the time is cut, not rounded, to what is
// written, as a clock's face shows it: 2.97 s is 0:00:02.9 or 0:00:02.
func FormatClock(d time.Duration, tenths bool) string {
	d = max(d, 0)
	if !tenths {
		s := int64(d / time.Second)
		return fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
	}
	t := int64(d / (100 * time.Millisecond))
	return fmt.Sprintf("%d:%02d:%02d.%d", t/36000, t/600%60, t/10%60, t%10)
}

// errClock is the error of a clock that cannot be read.
var errClock = errors.New("notation: a clock is hours, minutes and seconds, h:mm:ss, with optional decimals (0:04:58 or 0:00:09.5)")

// clockArg is the argument of a [%clk] command.
var clockArg = regexp.MustCompile(`^([0-9]{1,4}):([0-5]?[0-9]):([0-5]?[0-9](?:\.[0-9]{1,9})?)$`)

// ParseClock reads the argument of a [%clk] command: h:mm:ss, the
// seconds with optional decimals.
func ParseClock(s string) (time.Duration, error) {
	m := clockArg.FindStringSubmatch(s)
	if m == nil {
		return 0, errClock
	}
	h, _ := strconv.Atoi(m[1])
	mi, _ := strconv.Atoi(m[2])
	sec, err := strconv.ParseFloat(m[3], 64)
	if err != nil {
		return 0, errClock
	}
	d := time.Duration(h)*time.Hour + time.Duration(mi)*time.Minute + time.Duration(math.Round(sec*1e9))
	return d, nil
}

// clockCommand finds a [%clk] command and its argument.
var clockCommand = regexp.MustCompile(`\[%clk\s+([^\]\s]*)\s*\]`)

// Clock returns the time left on the clock of the side that played n's
// move, as its comment's [%clk] command gives it, and whether there is
// one that can be read.
func (n *Node) Clock() (time.Duration, bool) {
	m := clockCommand.FindStringSubmatch(n.after)
	if m == nil {
		return 0, false
	}
	d, err := ParseClock(m[1])
	return d, err == nil
}

// SetClock puts the [%clk] command clk (its argument, from FormatClock)
// in n's comment after its move, in place of the one there if any, or
// removes it when clk is empty. It returns the old comment, which
// SetCommentAfter restores.
func (n *Node) SetClock(clk string) (old string) {
	command := ""
	if clk != "" {
		command = "[%clk " + clk + "]"
	}
	return n.SetCommentAfter(withCommand(n.after, clockCommand, command, false))
}
