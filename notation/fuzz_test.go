package notation

import (
	"bytes"
	"io"
	"math/rand/v2"
	"testing"

	"wormweave/rules"
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
	// An unclosed variation: its game's stop comment must stay after it.
	f.Add([]byte("[Variant \"Wormhole\"]\n\n1. g2-g3 {c} (1. d2-d3 a7-a6 2. e2-e3 a6-a5\n"))
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
		checkFormatIsFixed(t, data)
	})
}

// FuzzScanner cuts any input into games and checks that the games are the
// file's own bytes, in order, each where it says it is, and that nothing
// but blank and escape lines falls between them (a game the Scanner could
// not keep whole excepted: it says where it was cut).
func FuzzScanner(f *testing.F) {
	f.Add([]byte("[Event \"x\"]\n\n1. e2-e4 {c *\n\n[Event \"y\"]\n\n*\n"))
	f.Add([]byte("\xef\xbb\xbf[Event \"E\"]\n% {\n\n1. g2-g3 ; {\n*\n[Event \"F\"]\n*"))
	f.Add([]byte("\n\n%x\n[A \"1\"]\n[B \"2\"]\n\n\n[C \"3\"]\n{\n\n[D \"4\"]\n"))
	f.Add([]byte("\r\r%x\r[A \"1\"]\r\n[B \"2\"]\r\r\r\n[C \"3\"]\r{\r\r[D \"4\"]\r"))
	f.Fuzz(func(t *testing.T, data []byte) {
		sc := NewScanner(bytes.NewReader(data))
		end := int64(0) // where the last game ended
		cut := false    // whether it was cut
		first, n := int64(-1), 0
		for i := 0; sc.Scan(); i++ {
			g := sc.Game()
			if first < 0 {
				first = g.Offset
			}
			n++
			if g.Offset < end || g.Offset+int64(len(g.Data)) > int64(len(data)) {
				t.Fatalf("game %d at %d+%d, after %d, in %d bytes", i, g.Offset, len(g.Data), end, len(data))
			}
			if !bytes.Equal(data[g.Offset:g.Offset+int64(len(g.Data))], g.Data) {
				t.Fatalf("game %d is not the file's bytes at %d", i, g.Offset)
			}
			if want := 1 + countLineEnds(data[:g.Offset]); g.Line != want {
				t.Fatalf("game %d says line %d, is at line %d", i, g.Line, want)
			}
			if between := data[end:g.Offset]; !cut && i > 0 && len(between) > 0 {
				t.Fatalf("game %d: %q falls between games", i, between)
			}
			if i == 0 {
				for _, l := range bytes.SplitAfter(lfLineEnds(data[:g.Offset]), []byte("\n")) {
					if k := classify(trimLine(l)); k != lineBlank && k != lineEscape {
						t.Fatalf("line %q before the first game is lost", l)
					}
				}
			}
			if i > 0 && classify(trimLine(g.Data)) != lineTag {
				t.Fatalf("game %d does not start with a tag: %q", i, g.Data)
			}
			// The span from Offset to End is the game less its trailing
			// blank lines; a cut game's span covers the lines it skipped.
			switch kept := g.Offset + int64(len(g.Data)); {
			case g.End <= g.Offset || g.End > int64(len(data)):
				t.Fatalf("game %d spans %d to %d in %d bytes", i, g.Offset, g.End, len(data))
			case g.Cut == nil && (g.End > kept || len(trimLine(data[g.End:kept])) > 0):
				t.Fatalf("game %d ends at %d, but %q follows", i, g.End, data[g.End:kept])
			case g.Cut != nil && g.End < kept:
				t.Fatalf("cut game %d ends at %d, before the %d bytes kept", i, g.End, kept)
			}
			end, cut = g.Offset+int64(len(g.Data)), g.Cut != nil
		}
		if sc.Err() != nil {
			t.Fatal(sc.Err())
		}
		if rest := data[end:]; !cut && len(bytes.TrimSpace(rest)) > 0 && end > 0 {
			t.Fatalf("%q after the last game is lost", rest)
		}
		// The games' bytes alone, scanned again, are the same games: a
		// program may index a run of games on its own.
		if n > 0 {
			again := NewScanner(bytes.NewReader(data[first:end]))
			m := 0
			for again.Scan() {
				m++
			}
			if m != n {
				t.Fatalf("the games' bytes scanned again give %d games, not %d", m, n)
			}
		}
	})
}

// countLineEnds counts the line ends of data: LF, CRLF and CR alone.
func countLineEnds(data []byte) int {
	return bytes.Count(lfLineEnds(data), []byte("\n"))
}

// FuzzDamagedGame writes a file of good games, inserts damage into one of
// them (anywhere after its first byte and before its last line break), and
// wants every other game read back intact: the games before it first, the
// games after it last.
func FuzzDamagedGame(f *testing.F) {
	for i, d := range []string{"{", "(", "{oops\n", "%", "\n% {\n", "\xef\xbb\xbf", "\n\n", "[Event \"x\"]", "\n\n[Event \"x\"]\n\n{", ";", "$", ")", "}", "\"", "\x00", "1-0", "{\n\n", "\n[", "(\n\n1. "} {
		f.Add(uint64(i), uint8(i), uint16(31*i), []byte(d))
	}
	const n = 4
	f.Fuzz(func(t *testing.T, seed uint64, k uint8, at uint16, damage []byte) {
		r := rand.New(rand.NewPCG(seed, 3))
		v := rules.Variants[seed%uint64(len(rules.Variants))]
		games := make([]*Game, n)
		texts := make([][]byte, n)
		for i := range games {
			games[i] = randomGame(r, v)
			texts[i] = AppendGame(nil, games[i])
		}
		bad := int(k) % n
		pos := 1 + int(at)%(len(texts[bad])-2)
		var file []byte
		for i, text := range texts {
			if i > 0 {
				file = append(file, '\n')
			}
			if i == bad {
				text = append(append(append([]byte(nil), text[:pos]...), damage...), text[pos:]...)
			}
			file = append(file, text...)
		}
		back, errs, err := ReadAll(bytes.NewReader(file), "damaged.pgn")
		if err != nil {
			t.Fatal(err)
		}
		if len(back) < n-1 {
			t.Fatalf("%d games read back, want at least %d:\n%s", len(back), n-1, file)
		}
		check := func(got, want int) {
			if errs[got] != nil {
				t.Fatalf("game %d (read as %d) has an error: %v\n%s", want+1, got+1, errs[got], file)
			}
			if err := sameGame(games[want], back[got]); err != nil {
				t.Fatalf("game %d (read as %d): %v\n%s", want+1, got+1, err, file)
			}
		}
		for i := 0; i < bad; i++ {
			check(i, i)
		}
		for i := bad + 1; i < n; i++ {
			check(len(back)-(n-i), i)
		}
		checkFormatIsFixed(t, file)
	})
}

// formatAll formats data as `wormweave format` does: each game read whole
// in the writer's form, each game read in part as it stands in the file,
// one empty line between games.
func formatAll(t *testing.T, data []byte) []byte {
	t.Helper()
	rd := NewReader(bytes.NewReader(data), "f.pgn")
	var out []byte
	for i := 0; ; i++ {
		g, err := rd.Next()
		if err == io.EOF {
			return out
		}
		if i > 0 {
			out = append(out, '\n')
		}
		if !InPart(err) {
			out = AppendGame(out, g)
			continue
		}
		raw := rd.Raw()
		end := raw.End
		if raw.RestUnread() {
			end = int64(len(data))
		}
		out = append(out, data[raw.Offset:end]...)
		if out[len(out)-1] != '\n' {
			out = append(out, '\n')
		}
	}
}

// checkFormatIsFixed fails unless formatting data, and formatting that
// again, give the same bytes; and unless each game that has a position,
// written back as read (AppendAsRead), read and written back once more,
// gives the same bytes too: its stop comment must not move. (A game with
// no position cannot be: read again, it has an error of its own, which
// replaces the comment.)
func checkFormatIsFixed(t *testing.T, data []byte) {
	t.Helper()
	once := formatAll(t, data)
	if twice := formatAll(t, once); !bytes.Equal(once, twice) {
		t.Fatalf("formatting the formatted file changes it:\n%s\n---\n%s", once, twice)
	}
	games, errs, _ := ReadAll(bytes.NewReader(data), "f.pgn")
	for i, g := range games {
		if g.Root == nil {
			continue
		}
		once := AppendAsRead(nil, g, errs[i])
		back, berrs, _ := ReadAll(bytes.NewReader(once), "f.pgn")
		if len(back) != 1 || back[0].Root == nil {
			t.Fatalf("game %d written back as read reads as %d games:\n%s", i+1, len(back), once)
		}
		if twice := AppendAsRead(nil, back[0], berrs[0]); !bytes.Equal(once, twice) {
			t.Fatalf("game %d written back as read, read and written again, changes:\n%s\n---\n%s", i+1, once, twice)
		}
	}
}
