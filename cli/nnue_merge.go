package cli

import (
	"errors"
	"fmt"
	"io"
	"os"

	"wormweave/engine/nnue"
	"wormweave/rules"
)

// maxDataRecords bounds the positions nnue merge and nnue train hold:
// merge keeps a key of each (some 40 bytes), train its inputs.
const maxDataRecords = 50_000_000

// runNNUEMerge writes the positions of several data files (the shards of
// nnue data) to one, each position once: the first record of a position
// is kept, with its score and result.
func runNNUEMerge(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("nnue merge", stderr)
	variant := fs.String("variant", "", "wormhole or interweave (required)")
	out := fs.String("out", "", "the data file to write (required)")
	if code := parseArgs(fs, args, stderr); code >= 0 {
		return code
	}
	v, err := requiredVariant(*variant)
	switch {
	case err != nil:
	case *out == "":
		err = fmt.Errorf("-out is required")
	case fs.NArg() == 0:
		err = fmt.Errorf("give the data files to merge")
	}
	if err != nil {
		fmt.Fprintf(stderr, "wormweave nnue merge: %v\n", err)
		return 2
	}
	if code := checkSameFiles("nnue merge", inputFiles(fs.Args()), []namedFile{{"-out", *out}}, stdout, stderr); code != 0 {
		return code
	}
	f, ok := openOutput("nnue merge", "-out", *out, stderr)
	if !ok {
		return 2
	}
	defer f.discard()
	w := nnue.NewWriter(f, v)
	seen := map[[36]byte]bool{}
	read, kept := 0, 0
	for _, name := range fs.Args() {
		err := eachRecord(name, v, maxDataRecords-int64(read), func(r *nnue.Record) error {
			read++
			k := r.Key()
			if seen[k] {
				return nil
			}
			seen[k] = true
			kept++
			return w.Write(r)
		})
		if err != nil {
			fmt.Fprintf(stderr, "wormweave nnue merge: %v\n", err)
			return 2
		}
	}
	err = w.Flush()
	if err == nil {
		err = f.commit()
	}
	if err != nil {
		fmt.Fprintf(stderr, "wormweave nnue merge: %v\n", err)
		return 2
	}
	fmt.Fprintf(stdout, "%s: %d positions read, %d kept (%d repeated), written to %s\n", v, read, kept, read-kept, *out)
	return 0
}

// eachRecord calls fn on each record of the data file name, of variant v,
// and stops at the first error, which names the file.
func eachRecord(name string, v rules.Variant, maxRecords int64, fn func(*nnue.Record) error) error {
	f, err := os.Open(name)
	if err != nil {
		return fmt.Errorf("%s: %v", pathText(name), cause(err))
	}
	defer f.Close()
	rd, err := nnue.NewReader(f, v, maxRecords)
	if err != nil {
		return fmt.Errorf("%s: %v", pathText(name), err)
	}
	for {
		r, err := rd.Next()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return fmt.Errorf("%s: %v", pathText(name), err)
		}
		if err := fn(r); err != nil {
			return err
		}
	}
}
