package cli

import (
	"bufio"
	"errors"
	"fmt"
	"io"

	"wormweave/notation"
)

// runFormat writes the games of one file in the writer's form. A game that
// cannot be read whole is written as it stands in the file, byte for byte,
// and its error is reported, so that the output keeps every game of the
// input and the exit status says whether each is in the standard form.
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
	if code := checkSameFiles("format", []namedFile{{"the input", name}}, nil, stdout, stderr); code != 0 {
		return code
	}
	in, err := openRawInput(name)
	if err != nil {
		fmt.Fprintf(stderr, "wormweave format: %v\n", err)
		return 2
	}
	defer in.f.Close()
	out := bufio.NewWriter(stdout)
	defer out.Flush() // a write error is reported by Run
	status := 0
	var buf []byte
	rd := notation.NewReader(in.f, name)
	for n := 1; !failed(stdout); n++ {
		g, gerr := rd.Next()
		if errors.Is(gerr, io.EOF) {
			break
		}
		var perr *notation.Error
		if gerr != nil && !errors.As(gerr, &perr) {
			out.Flush()
			fmt.Fprintf(stderr, "wormweave format: reading %s: %v\n", name, gerr)
			return 2
		}
		if n > 1 {
			out.WriteByte('\n')
		}
		if gerr != nil {
			fmt.Fprintln(stderr, gerr)
			status = 1
		}
		if !notation.InPart(gerr) {
			buf = notation.AppendGame(buf[:0], g)
			out.Write(buf)
			continue
		}
		var ie *inputError
		switch err := in.copyGame(out, rd.Raw()); {
		case errors.Is(err, errRestNotCopied):
			out.Flush()
			fmt.Fprintf(stderr, "wormweave format: %s: %v\n", name, err)
			return 1
		case errors.As(err, &ie):
			out.Flush()
			fmt.Fprintf(stderr, "wormweave format: %v\n", err)
			return 2
		}
	}
	return status
}
