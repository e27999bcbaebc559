package cli

import (
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"wormweave/learn"
	"wormweave/rules"
)

// learnUsage is the usage line of learn.
const learnUsage = "learn check [FILE]"

// runLearn runs "learn check [FILE]": it reads a course (the built-in
// ones without FILE), solves every level and prints a line a level,
// "<variant> <stage> <level> <goal> <par> <fen>", as each is solved, so
// that a course's author sees the pars the search found. The first
// problem ends it with status 2 and its place, file:line.
func runLearn(args []string, stdout, stderr io.Writer) int {
	fail := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "wormweave learn: "+format+"\n", a...)
		return 2
	}
	if len(args) == 0 || args[0] != "check" {
		if len(args) > 0 && (isHelp(args[0]) || args[0] == "-help") {
			fmt.Fprintf(stdout, "usage: wormweave %s\n", learnUsage)
			return 0
		}
		word := "nothing"
		if len(args) > 0 {
			word = rules.Quote(args[0])
		}
		return fail("give check, found %s\nusage: wormweave %s", word, learnUsage)
	}
	fs := newFlagSet("learn", stderr)
	if code := parseArgs(fs, args[1:], stderr); code >= 0 {
		return code
	}
	var courses []*learn.Course
	switch fs.NArg() {
	case 0:
		all, err := learn.Builtins()
		if err != nil {
			return fail("%v", err)
		}
		courses = all
	case 1:
		c, code := readCourse(fs.Arg(0), stderr)
		if code != 0 {
			return code
		}
		courses = []*learn.Course{c}
	default:
		return fail("unexpected argument %s: give one course file", rules.Quote(fs.Arg(1)))
	}
	for _, c := range courses {
		variant := strings.ToLower(c.Variant.String())
		for _, s := range c.Stages {
			for _, l := range s.Levels {
				sol, err := learn.Solve(l)
				if err != nil {
					return fail("%v", err)
				}
				par := "-"
				if l.Goal != learn.GoalGame {
					par = strconv.Itoa(sol.Par)
				}
				fmt.Fprintf(stdout, "%s %s %d %s %s %s\n", variant, s.ID, l.Number, l.Goal, par, l.FEN)
				if failed(stdout) {
					return 2 // Run reports the output's failure
				}
			}
		}
	}
	return 0
}

// readCourse reads the course file name; the status is 2 when it cannot,
// with the reason said on stderr.
func readCourse(name string, stderr io.Writer) (*learn.Course, int) {
	fail := func(format string, a ...any) (*learn.Course, int) {
		fmt.Fprintf(stderr, "wormweave learn: "+format+"\n", a...)
		return nil, 2
	}
	f, err := os.Open(name)
	if err != nil {
		return fail("cannot read %s: %v", pathText(name), cause(err))
	}
	defer f.Close()
	if st, err := f.Stat(); err == nil && st.IsDir() {
		return fail("%s is a directory, not a course file", pathText(name))
	}
	c, err := learn.Read(pathText(name), f)
	if err != nil {
		return fail("%v", cause(err))
	}
	return c, 0
}
