package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"

	"wormweave/rules"
)

// positionFlags are the -variant and -fen flags that several commands share.
type positionFlags struct {
	variant string
	fen     string
}

func (f *positionFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&f.variant, "variant", "", "wormhole or interweave (required without -fen; with one, default: the variant the FEN shows)")
	fs.StringVar(&f.fen, "fen", "", "the position (default: the variant's start)")
}

// position returns the position the flags of fs describe, or an error
// that says which flag is wrong. A FEN is checked as one in a game file is:
// it must describe a position a game can be played from. Without
// -variant, a FEN is read in the variant it shows.
func (f *positionFlags) position(fs *flag.FlagSet) (*rules.Position, error) {
	fenGiven := flagGiven(fs, "fen")
	if f.variant == "" && fenGiven {
		p, err := rules.ParsePlayableFENOfEither(f.fen)
		if err != nil {
			return nil, fmt.Errorf("-fen: %v", err)
		}
		return p, nil
	}
	if f.variant == "" {
		return nil, fmt.Errorf("-variant is required (wormhole or interweave), or a -fen")
	}
	v, err := rules.ParseVariant(f.variant)
	if err != nil {
		return nil, fmt.Errorf("-variant: %v", err)
	}
	fen := f.fen
	if !fenGiven {
		fen = v.StartFEN()
	}
	p, err := rules.ParsePlayableFEN(v, fen)
	if err != nil {
		return nil, fmt.Errorf("-fen: %v", err)
	}
	return p, nil
}

// flagGiven reports whether the flag name was on the command line, so that
// an empty value is told from none.
func flagGiven(fs *flag.FlagSet, name string) bool {
	given := false
	fs.Visit(func(f *flag.Flag) { given = given || f.Name == name })
	return given
}

// newFlagSet returns a flag set that reports its errors on stderr and does
// not exit the process.
func newFlagSet(name string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	return fs
}

// parseFlags parses args and refuses stray arguments; it returns the exit
// status to use when parsing failed, or -1.
func parseFlags(fs *flag.FlagSet, args []string, stderr io.Writer) int {
	if code := parseArgs(fs, args, stderr); code >= 0 {
		return code
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "wormweave %s: unexpected argument %s\n", fs.Name(), rules.Quote(fs.Arg(0)))
		return 2
	}
	return -1
}

// parseArgs parses args, leaving the arguments after the flags in fs; it
// returns the exit status to use when parsing failed, or -1. Every
// command parses through here, so that a bad flag is told the same way
// everywhere: one line naming the command and the flag (a bad value
// quoted short, however long it is), then the command's usage line. -h
// prints the usage line and the flags.
func parseArgs(fs *flag.FlagSet, args []string, stderr io.Writer) int {
	out := fs.Output()
	fs.SetOutput(io.Discard) // package flag would print the whole usage
	err := fs.Parse(args)
	fs.SetOutput(out)
	switch {
	case err == flag.ErrHelp:
		fmt.Fprintf(out, "usage: wormweave %s\n", commandUsage(fs.Name()))
		fs.PrintDefaults()
		return 0
	case err != nil:
		fmt.Fprintf(stderr, "wormweave %s: %s\nusage: wormweave %s\n", fs.Name(), shortQuotes(err.Error()), commandUsage(fs.Name()))
		return 2
	}
	return -1
}

// requiredVariant reads the -variant of a command that cannot go without
// one (match, book build, puzzles), with the message the commands share.
func requiredVariant(name string) (rules.Variant, error) {
	if name == "" {
		return 0, errors.New("-variant is required (wormhole or interweave)")
	}
	v, err := rules.ParseVariant(name)
	if err != nil {
		return 0, fmt.Errorf("-variant: %w", err)
	}
	return v, nil
}
