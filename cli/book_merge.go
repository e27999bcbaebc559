package cli

import (
	"fmt"
	"io"
	"os"

	"wormweave/book"
)

const bookMergeUsage = "book merge -o BOOK [-min-games M] BOOK..."

// runBookMerge merges books built apart (the shards of one build, each of
// its own seed) into one: see book.Merge.
func runBookMerge(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("book merge", stderr)
	out := fs.String("o", "", "write the merged book to this file (required)")
	minGames := fs.Int("min-games", book.DefaultMinGames, "keep a position reached at least this many times over all the books (build the shards with -min-games 1)")
	if code := parseArgs(fs, args, stderr); code >= 0 {
		return code
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "wormweave book merge: "+format+"\n", a...)
		return 2
	}
	if *out == "" {
		return fail("-o is required: the book to write")
	}
	if fs.NArg() == 0 {
		return fail("give the books to merge")
	}
	if err := checkRange("-min-games", *minGames, 1, maxTuneGames); err != nil {
		return fail("%v", err)
	}
	if code := checkSameFiles("book merge", inputFiles(fs.Args()), []namedFile{{"-o", *out}}, stdout, stderr); code != 0 {
		return code
	}
	var books []*book.Book
	for _, name := range fs.Args() {
		f, err := os.Open(name)
		if err != nil {
			return fail("cannot read %s: %v", pathText(name), cause(err))
		}
		b, err := book.Read(f)
		f.Close()
		if err != nil {
			return fail("%s: %v", pathText(name), err)
		}
		if len(books) > 0 && b.Variant() != books[0].Variant() {
			return fail("%s is a book of %s, %s of %s: a merged book is of one variant", pathText(name), b.Variant(), pathText(fs.Arg(0)), books[0].Variant())
		}
		books = append(books, b)
	}
	merged, err := book.Merge(*minGames, books...)
	if err != nil {
		return fail("%v", err)
	}
	file, ok := openOutput("book merge", "-o", *out, stderr)
	if !ok {
		return 2
	}
	defer file.discard()
	if err := merged.Write(file); err != nil {
		return fail("-o: cannot write %s: %v", pathText(*out), cause(err))
	}
	if err := file.commit(); err != nil {
		return fail("-o: cannot write %s: %v", pathText(*out), cause(err))
	}
	fmt.Fprintf(stdout, "%s: %d positions, %d turns, from %d games of %d books\n",
		pathText(*out), merged.Positions(), merged.Len(), merged.Games(), len(books))
	return 0
}
