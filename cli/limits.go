package cli

import (
	"fmt"
	"math"
	"regexp"
	"strconv"
	"time"

	"wormweave/engine"
	"wormweave/rules"
)

// The bounds of the commands' numbers. A number past them is refused
// before any work, with the bound in the message, rather than asking the
// machine for what it cannot give (memory for 10000 search threads, a
// slice of a billion games) or overflowing a duration.
const (
	// maxMoveTime is the longest search a move, in milliseconds (35
	// years): longer ones would overflow a time.Duration.
	maxMoveTime = 1 << 40
	// maxGames is the most games a match plays: their PGN is written as
	// they finish, but the report keeps a line of each (some hundred
	// bytes) for its summary.
	maxGames = 1_000_000
	// maxTuneGames is the most games tune plays: their positions are all
	// kept for the fit (some kilobytes a game).
	maxTuneGames = 10_000
	// maxMultiPV is the most lines analyse searches, as the UCI option.
	maxMultiPV = 64
	// maxConcurrency is the most games a match plays at once.
	maxConcurrency = 64
	// maxDeadline is the longest tune runs.
	maxDeadline = 1000 * time.Hour
)

// checkRange says that the flag name must be from lo to hi when v is not;
// an error names the flag and the range.
func checkRange[T int | int64](name string, v, lo, hi T) error {
	if v < lo || v > hi {
		return fmt.Errorf("%s must be from %d to %d", name, lo, hi)
	}
	return nil
}

// checkThreads checks a -threads flag: at least one search thread, and no
// more than an engine takes (as the UCI option).
func checkThreads(threads int) error {
	return checkRange("-threads", threads, 1, engine.MaxThreads)
}

// checkFloat says that the flag name must be a number from lo to below hi
// (a NaN is in no range).
func checkFloat(name string, v, lo, hi float64, hiText string) error {
	if math.IsNaN(v) || v < lo || v >= hi {
		return fmt.Errorf("%s must be at least %g and below %s", name, lo, hiText)
	}
	return nil
}

// quotedText matches a Go-quoted string in a message of package flag.
var quotedText = regexp.MustCompile(`"(?:[^"\\]|\\.)*"`)

// unknownFlag matches package flag's messages that name a flag unquoted.
var unknownFlag = regexp.MustCompile(`(flag provided but not defined: |bad flag syntax: )(.*)`)

// shortQuotes cuts every quoted string in msg (package flag quotes a bad
// value whole), and an unknown flag's name, to the short prefix
// rules.Quote keeps.
func shortQuotes(msg string) string {
	msg = unknownFlag.ReplaceAllStringFunc(msg, func(line string) string {
		m := unknownFlag.FindStringSubmatch(line)
		return m[1] + rules.Quote(m[2])
	})
	return quotedText.ReplaceAllStringFunc(msg, func(q string) string {
		s, err := strconv.Unquote(q)
		if err != nil {
			return q
		}
		return rules.Quote(s)
	})
}

// maxPath is the longest file name the system takes: a longer argument
// cannot name a file, and is quoted short in a message.
const maxPath = 4096

// pathText is a file name as a message shows it: as it is, unless it is
// longer than any file name.
func pathText(name string) string {
	if len(name) > maxPath {
		return rules.Quote(name)
	}
	return name
}
