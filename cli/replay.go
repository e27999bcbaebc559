package cli

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"

	"wormweave/notation"
)

// runReplay replays every game of the files and prints one line per game:
// where it is, its variant, the plies of its main line, its Result tag and
// the FEN its main line reaches (for a game with an error: before the
// error).
func runReplay(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("replay", stderr)
	if code := parseArgs(fs, args, stderr); code >= 0 {
		return code
	}
	files := fs.Args()
	if len(files) == 0 {
		fmt.Fprintln(stderr, "wormweave replay: no file given (usage: replay FILE...)")
		return 2
	}
	if code := checkReadable("replay", files, stderr); code != 0 {
		return code
	}
	if code := checkSameFiles("replay", inputFiles(files), nil, stdout, stderr); code != 0 {
		return code
	}
	out := bufio.NewWriter(stdout)
	defer out.Flush()
	status := 0
	for _, name := range files {
		err := eachGame(name, func(n int, g *notation.Game, gerr error) bool {
			fmt.Fprintf(out, "%s#%d %s %d %s %s\n", name, n, variantName(g), len(g.MainLine()), tagOr(g, "Result", "?"), endFEN(g))
			if gerr != nil {
				out.Flush()
				fmt.Fprintln(stderr, gerr)
				status = 1
			}
			return !failed(stdout)
		})
		if err != nil {
			out.Flush()
			fmt.Fprintf(stderr, "wormweave replay: %v\n", err)
			return 2
		}
		if failed(stdout) {
			break
		}
	}
	return status
}

// checkReadable opens each file once, so that a missing or unreadable file
// is a usage error before any output.
func checkReadable(cmd string, files []string, stderr io.Writer) int {
	code := 0
	for _, name := range files {
		f, err := os.Open(name)
		if err == nil {
			var st os.FileInfo
			st, err = f.Stat()
			if err == nil && st.IsDir() {
				err = errors.New("is a directory")
			}
			f.Close()
		}
		if err != nil {
			var pe *os.PathError
			if errors.As(err, &pe) {
				err = pe.Err
			}
			fmt.Fprintf(stderr, "wormweave %s: cannot read %s: %v\n", cmd, pathText(name), err)
			code = 2
		}
	}
	return code
}

// eachGame reads the games of a file one at a time and hands each, with
// its error, to fn, until fn returns false; the returned error is a read
// error of the file.
func eachGame(name string, fn func(n int, g *notation.Game, err error) bool) error {
	f, err := os.Open(name)
	if err != nil {
		return err
	}
	defer f.Close()
	rd := notation.NewReader(f, name)
	for n := 1; ; n++ {
		g, err := rd.Next()
		if errors.Is(err, io.EOF) {
			return nil
		}
		var perr *notation.Error
		if err != nil && !errors.As(err, &perr) {
			return fmt.Errorf("reading %s: %w", name, err)
		}
		if !fn(n, g, err) {
			return nil
		}
	}
}

func variantName(g *notation.Game) string {
	if g.Root != nil {
		return g.Variant.String()
	}
	return tagOr(g, "Variant", "?")
}

func tagOr(g *notation.Game, name, missing string) string {
	if v, ok := g.LookupTag(name); ok && v != "" {
		return v
	}
	return missing
}

// endFEN is the FEN at the end of the main line, or "-" when the game has
// no position.
func endFEN(g *notation.Game) string {
	end := g.End()
	if end == nil {
		return "-"
	}
	pos := end.Position()
	return pos.FEN()
}
