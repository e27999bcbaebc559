package cli

import (
	"fmt"
	"io"
	"os"
)

// namedFile is a file a command reads or writes, with how the command line
// gave it (a flag such as -o, or "the input"), for the messages.
type namedFile struct {
	what string
	path string
}

// sameFiles says why a command must not start when one of its outputs is
// one of its inputs, or two outputs are one file: writing it would destroy
// what the command reads or writes elsewhere. Files are compared by device
// and inode, as the system knows them, so that a hard link, a symbolic
// link or another spelling of the path is the same file as its target. A
// file that does not exist yet (a new output) is no input. stdout, when it
// is a regular file (a redirection), is an output too: `format g.pgn >>
// g.pgn` would read its own output without end.
func sameFiles(inputs, outputs []namedFile, stdout io.Writer) error {
	type known struct {
		namedFile
		info os.FileInfo
	}
	stat := func(list []namedFile) []known {
		var out []known
		for _, f := range list {
			if f.path == "" {
				continue
			}
			if st, err := os.Stat(f.path); err == nil && st.Mode().IsRegular() {
				out = append(out, known{f, st})
			}
		}
		return out
	}
	ins, outs := stat(inputs), stat(outputs)
	if f, ok := stdout.(*os.File); ok {
		if st, err := f.Stat(); err == nil && st.Mode().IsRegular() {
			outs = append(outs, known{namedFile{"stdout", ""}, st})
		}
	}
	name := func(k known) string {
		if k.path == "" {
			return k.what
		}
		return fmt.Sprintf("%s %s", k.what, pathText(k.path))
	}
	for i, o := range outs {
		for _, in := range ins {
			if os.SameFile(o.info, in.info) {
				return fmt.Errorf("%s is the same file as %s: writing it would destroy what is read; give another output", name(o), name(in))
			}
		}
		for _, other := range outs[:i] {
			if os.SameFile(o.info, other.info) {
				return fmt.Errorf("%s and %s are the same file: give each its own", name(other), name(o))
			}
		}
	}
	return nil
}

// checkSameFiles reports on stderr, for the command cmd, an output that is
// one of its inputs (see sameFiles), and returns the exit status: 2 when
// the command must not start, else 0.
func checkSameFiles(cmd string, inputs, outputs []namedFile, stdout, stderr io.Writer) int {
	if err := sameFiles(inputs, outputs, unwrapOutput(stdout)); err != nil {
		fmt.Fprintf(stderr, "wormweave %s: %v\n", cmd, err)
		return 2
	}
	return 0
}

// unwrapOutput is the writer under a command's stdout, when Run wrapped it
// to remember its errors.
func unwrapOutput(w io.Writer) io.Writer {
	if o, ok := w.(*output); ok {
		return o.w
	}
	return w
}

// inputFiles names the files of a command's arguments as its inputs.
func inputFiles(paths []string) []namedFile {
	out := make([]namedFile, len(paths))
	for i, p := range paths {
		out[i] = namedFile{"the input", p}
	}
	return out
}
