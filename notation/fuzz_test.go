package notation

import (
	"bytes"
	"testing"
)

// FuzzLexer checks that the lexer ends on any input, always moves forward
// and keeps its positions in order.
func FuzzLexer(f *testing.F) {
	f.Add([]byte("[Event \"x\"]\n1. e2-e4 {c} (1... d7-d5 $1) ; rest\n% escape\n1-0"))
	f.Add([]byte("[Options \"{\"a\":0}\"]\n1.&#8734; Nd5X,Nb4X c7R"))
	f.Fuzz(func(t *testing.T, data []byte) {
		lx := newLexer(data, 1)
		line, col := 1, 0
		for i := 0; i <= len(data)+1; i++ {
			tok := lx.next()
			if tok.line < line || tok.line == line && tok.col <= col && tok.kind != tokEOF {
				t.Fatalf("token %d at %d:%d after %d:%d", i, tok.line, tok.col, line, col)
			}
			line, col = tok.line, tok.col
			if tok.kind == tokEOF {
				return
			}
		}
		t.Fatal("the lexer does not reach the end")
	})
}

// FuzzParse reads any input as a file of games: it must not panic, every
// error must be located, and a game read without error must write and read
// back to the same game.
func FuzzParse(f *testing.F) {
	f.Add([]byte("[Variant \"Wormhole\"]\n\n{c} 1. g2-g3 $1 (1. d2-d3 {x} a7-a5) a7-a5 *\n"))
	f.Add([]byte("[Variant \"Interweave\"]\n\n1. e2-f3 g7-h6 2. h2-f4 f7-h5 3. f2-d4 c7-d6 4. f4-e5 Nf8xf2xh2 *\n"))
	f.Add([]byte("[Variant \"Wormhole1\"]\n\n1.g2g3\n\n1.w g2.g3 wpg3/wpg2\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		games, errs, err := ReadAll(bytes.NewReader(data), "f.pgn")
		if err != nil {
			t.Fatal(err)
		}
		for i, g := range games {
			if errs[i] != nil {
				if _, ok := errs[i].(*Error); !ok {
					t.Fatalf("error without a place: %v", errs[i])
				}
				continue
			}
			var out bytes.Buffer
			if err := Write(&out, g); err != nil {
				t.Fatal(err)
			}
			back, errs2, err := ReadAll(bytes.NewReader(out.Bytes()), "f.pgn")
			if err != nil || len(back) != 1 || errs2[0] != nil {
				t.Fatalf("written game does not read back: %v %v\n%s", err, errs2, out.Bytes())
			}
			// The writer puts the roster first and derives Variant, SetUp
			// and FEN: compare the tree, and write again for the bytes.
			back[0].Tags, g.Tags = nil, nil
			if err := sameGame(g, back[0]); err != nil {
				t.Fatalf("%v\n%s", err, out.Bytes())
			}
		}
		if _, err := Index(bytes.NewReader(data), "f.pgn"); err != nil {
			t.Fatal(err)
		}
	})
}
