package cli

import (
	"bufio"
	"fmt"
	"io"

	"wormweave/notation"
)

// runFormat writes the games of one file in the writer's form. Games with
// an error are written as far as they could be read, and the error is
// reported, so the exit status says whether the output is the whole file.
func runFormat(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("format", stderr)
	if code := parseArgs(fs, args, stderr); code >= 0 {
		return code
	}
	if fs.NArg() != 1 {
		fmt.Fprintln(stderr, "wormweave format: give exactly one file (usage: format FILE)")
		return 2
	}
	name := fs.Arg(0)
	if code := checkReadable("format", []string{name}, stderr); code != 0 {
		return code
	}
	out := bufio.NewWriter(stdout)
	status := 0
	var buf []byte
	err := eachGame(name, func(n int, g *notation.Game, gerr error) bool {
		buf = buf[:0]
		if n > 1 {
			buf = append(buf, '\n')
		}
		out.Write(notation.AppendAsRead(buf, g, gerr))
		if gerr != nil {
			fmt.Fprintln(stderr, gerr)
			status = 1
		}
		return !failed(stdout)
	})
	out.Flush() // a write error is reported by Run
	if err != nil {
		fmt.Fprintf(stderr, "wormweave format: %v\n", err)
		return 2
	}
	return status
}
