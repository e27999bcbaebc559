package notation

import (
	"bytes"
	"math/rand/v2"
	"strings"
	"testing"

	"wormweave/rules"
)

var commentWords = []string{"good", "wins", "(sic)", ";", "a{b", "ça", "%", "[x", "100%", "\"q\"", "$1", "1-0", "*"}

func randomComment(r *rand.Rand) string {
	if r.IntN(3) > 0 {
		return ""
	}
	words := make([]string, 1+r.IntN(12))
	for i := range words {
		words[i] = commentWords[r.IntN(len(commentWords))]
	}
	return strings.Join(words, " ")
}

// randomLine grows a line of up to n random legal turns after from, with
// comments, NAGs and, while depth allows, variations.
func randomLine(r *rand.Rand, from *Node, n, depth int) {
	cur := from
	for i := 0; i < n; i++ {
		turns := cur.pos.Turns()
		if len(turns) == 0 {
			return
		}
		next, _, err := cur.AddMove(turns[r.IntN(len(turns))])
		if err != nil {
			panic(err)
		}
		next.SetCommentBefore(randomComment(r))
		next.SetCommentAfter(randomComment(r))
		for k := r.IntN(4) - 1; k > 0; k-- {
			next.ToggleNAG(uint8(r.IntN(256)))
		}
		if depth > 0 && r.IntN(8) == 0 {
			randomLine(r, cur, 1+r.IntN(6), depth-1)
		}
		cur = next
	}
}

// randomGame builds a game with tags as the writer orders them, sometimes
// from a position reached by random play.
func randomGame(r *rand.Rand, v rules.Variant) *Game {
	start := rules.NewPosition(v)
	for i := r.IntN(3) * r.IntN(20); i > 0; i-- {
		turns := start.Turns()
		if len(turns) == 0 {
			break
		}
		start.PlayTurn(turns[r.IntN(len(turns))])
	}
	g := NewGame(v, start)
	g.Result = []string{"1-0", "0-1", "1/2-1/2", "*"}[r.IntN(4)]
	for _, t := range roster {
		val := t.Value
		switch {
		case t.Name == "Result":
			val = g.Result
		case r.IntN(2) == 0:
			val = `name "quoted" \ back` + strings.Repeat("x", r.IntN(3))
		}
		g.Tags = append(g.Tags, Tag{t.Name, val})
	}
	g.Tags = append(g.Tags, Tag{"Variant", v.String()})
	if start.FEN() != v.StartFEN() {
		g.Tags = append(g.Tags, Tag{"SetUp", "1"}, Tag{"FEN", start.FEN()})
	}
	if r.IntN(2) == 0 {
		g.Tags = append(g.Tags, Tag{"Annotator", "someone"})
	}
	g.Root.SetCommentAfter(randomComment(r))
	randomLine(r, g.Root, r.IntN(90), 2)
	return g
}

// TestRoundTripRandomGames writes random games with variations, comments
// and NAGs, reads them back, and wants the same games and the same bytes
// when written again.
func TestRoundTripRandomGames(t *testing.T) {
	n := 1000
	if testing.Short() {
		n = 150
	}
	for _, v := range rules.Variants {
		t.Run(v.String(), func(t *testing.T) {
			r := rand.New(rand.NewPCG(uint64(v)+1, 7))
			// Several games per file, so that splitting is tested too.
			for i := 0; i < n; i += 5 {
				games := make([]*Game, 5)
				for j := range games {
					games[j] = randomGame(r, v)
					checkTree(t, games[j])
				}
				var out bytes.Buffer
				if err := WriteAll(&out, games); err != nil {
					t.Fatal(err)
				}
				back, errs, err := ReadAll(bytes.NewReader(out.Bytes()), "random.pgn")
				if err != nil {
					t.Fatal(err)
				}
				if len(back) != len(games) {
					t.Fatalf("%d games read back, want %d:\n%s", len(back), len(games), out.Bytes())
				}
				for j := range games {
					if errs[j] != nil {
						t.Fatalf("game %d: %v\n%s", j, errs[j], out.Bytes())
					}
					if err := sameGame(games[j], back[j]); err != nil {
						t.Fatalf("game %d: %v\n%s", j, err, out.Bytes())
					}
				}
				var again bytes.Buffer
				WriteAll(&again, back)
				if !bytes.Equal(out.Bytes(), again.Bytes()) {
					t.Fatalf("writing twice differs:\n%s\n---\n%s", out.Bytes(), again.Bytes())
				}
				for _, line := range strings.Split(out.String(), "\n") {
					if !strings.HasPrefix(line, "[") && len([]rune(line)) > lineWidth {
						t.Fatalf("line longer than %d: %q", lineWidth, line)
					}
				}
			}
		})
	}
}

// Tags the writer does not compute, Termination among them, are read and
// written back as they were, in their order.
func TestOtherTagsRoundTrip(t *testing.T) {
	in := "[Event \"?\"]\n[Site \"?\"]\n[Date \"2026.12.01\"]\n[Round \"?\"]\n[White \"Ada\"]\n[Black \"Wormweave, level 3\"]\n[Result \"0-1\"]\n[Variant \"Wormhole\"]\n" +
		"[Termination \"normal\"]\n[Annotator \"someone\"]\n[TimeControl \"-\"]\n\n1. e2-e3 e7-e6 0-1\n"
	games, errs, err := ReadAll(strings.NewReader(in), "f.pgn")
	if err != nil || len(games) != 1 || errs[0] != nil {
		t.Fatalf("read %d games, %v, %v", len(games), errs, err)
	}
	if got := games[0].Tag("Termination"); got != "normal" {
		t.Errorf("Termination reads %q", got)
	}
	if out := string(AppendGame(nil, games[0])); out != in {
		t.Errorf("written back as\n%s\nwant\n%s", out, in)
	}
}
