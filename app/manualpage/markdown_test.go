package manualpage

import (
	"io/fs"
	"strings"
	"testing"

	"wormweave/docs"
)

// split keeps the manual's words and pictures in their order, turns
// links into their words and tables into aligned text.
func TestSplit(t *testing.T) {
	for _, c := range []struct {
		name, md string
		want     []part
	}{
		{"text alone", "# Title\n\nWords.", []part{{text: "# Title\n\nWords."}}},
		{"a picture between two paragraphs", "Before.\n\n![The board](images/board-en.png)\n\nAfter.",
			[]part{{text: "Before."}, {picture: "images/board-en.png", alt: "The board"}, {text: "After."}}},
		{"links become their words", "See [the keys](#keys) and [commands](commands.md#x).",
			[]part{{text: "See the keys and commands."}}},
		{"a web link stays", "At [lichess](https://lichess.org).", []part{{text: "At [lichess](https://lichess.org)."}}},
		{"a picture inside a line stays text", "A ![b](c.png) d", []part{{text: "A ![b](c.png) d"}}},
		{"a table becomes aligned text", "Keys:\n\n| key | what |\n|---|---|\n| `Ctrl+O` | Open |\n| `F11` | Full screen |\n\nEnd.",
			[]part{{text: "Keys:\n\n\n    key     what\n    -------------------\n    Ctrl+O  Open\n    F11     Full screen\n\n\nEnd."}}},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := split(c.md)
			if len(got) != len(c.want) {
				t.Fatalf("split gives %d parts, want %d: %q", len(got), len(c.want), got)
			}
			for i := range got {
				if got[i] != c.want[i] {
					t.Errorf("part %d:\n%q\nwant\n%q", i, got[i], c.want[i])
				}
			}
		})
	}
}

// Every picture each manual shows is built into the program, so that the
// window shows it rather than its caption.
func TestEveryPictureOfTheManualsIsBuiltIn(t *testing.T) {
	for _, name := range []string{"manual.md", "manual.fr.md", "manual.es.md"} {
		data, err := fs.ReadFile(docs.Manuals, name)
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		for _, p := range split(string(data)) {
			if p.picture == "" {
				if strings.Contains(p.text, "![") {
					t.Errorf("%s: a picture left in the text: %.80q", name, p.text)
				}
				continue
			}
			n++
			if _, err := fs.Stat(docs.Manuals, p.picture); err != nil {
				t.Errorf("%s shows %s, which is not built in: %v", name, p.picture, err)
			}
		}
		if n < 8 {
			t.Errorf("%s shows %d pictures", name, n)
		}
	}
}
