package notation

import (
	"errors"
	"strings"
	"testing"

	"wormweave/rules"
)

const (
	// championFEN has Black's champion able to take on e4: g6e4xe4, the
	// move of the report, on Black's ninth turn.
	championFEN = "4k3/8/6c1/8/4P3/8/8/4K3 b 17"
	// chainFEN has a smasher's chain of two captures: d5d3xd2,d3f3xg3.
	// knightsFEN has two knights that both reach e2.
	knightsFEN = "4k3/8/8/8/8/8/8/2N1K1N1 w 0"
	chainFEN   = "1bnkknbr/p1ppp1pp/4p3/3rN3/P3p2P/6P1/PP1PP1P1/RB1KKNBR b 9 - 000000"
)

func position(t testing.TB, v rules.Variant, fen string) *rules.Position {
	t.Helper()
	if fen == "" {
		return rules.NewPosition(v)
	}
	p, err := rules.ParsePlayableFEN(v, fen)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestReadTurn reads moves written as records write them and as canonical
// ids, and words what fits no legal turn.
func TestReadTurn(t *testing.T) {
	tests := []struct {
		name    string
		variant rules.Variant
		fen     string
		in      string
		want    string // the turn read, in the writer's form; "" for an error
		key     string // the error's key
	}{
		{"the writer's form", rules.Wormhole, "", "e2-e4", "e2-e4", ""},
		{"a destination", rules.Wormhole, "", "e4", "e2-e4", ""},
		{"the id of a pawn's move", rules.Wormhole, "", "e2e4", "e2-e4", ""},
		{"a knight's short form", rules.Wormhole, "", "Nf3", "Ng1-f3", ""},
		{"blanks and a glyph around it", rules.Wormhole, "", " Nf3!? ", "Ng1-f3", ""},
		{"the id of a capture", rules.Wormhole, championFEN, "g6e4xe4", "Cg6xe4", ""},
		{"the capture as written", rules.Wormhole, championFEN, "Cg6xe4", "Cg6xe4", ""},
		{"an id with other captures", rules.Wormhole, championFEN, "g6e4xd4", "", "notation.idOtherCaptures"},
		{"an id the piece cannot make", rules.Wormhole, championFEN, "g6h5", "", "notation.idOtherTurns"},
		{"an id from an empty square", rules.Wormhole, championFEN, "a7a6", "", "notation.idNoneFromBlack"},
		{"an id from an empty square, White", rules.Wormhole, "", "a5a6", "", "notation.idNoneFromWhite"},
		{"an illegal move", rules.Wormhole, championFEN, "Ke1-e2", "", "notation.illegalBlack"},
		{"an ambiguous short form", rules.Wormhole, knightsFEN, "Ne2", "", "notation.ambiguous"},
		{"no move at all", rules.Wormhole, "", "zz", "", "notation.unreadableMove"},
		{"a chain's id", rules.Interweave, chainFEN, "d5d3xd2,d3f3xg3", "Rd5xd3xf3", ""},
		{"a chain as written", rules.Interweave, chainFEN, "Rd5xd3xf3", "Rd5xd3xf3", ""},
		{"a chain's id with a step short", rules.Interweave, chainFEN, "d5d3xd2", "", "notation.idOtherTurns"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := position(t, tt.variant, tt.fen)
			turn, err := ReadTurn(p, tt.in)
			if tt.want != "" {
				if err != nil {
					t.Fatalf("ReadTurn(%q): %v", tt.in, err)
				}
				if got := TurnText(p, turn); got != tt.want {
					t.Errorf("ReadTurn(%q) = %s, want %s", tt.in, got, tt.want)
				}
				return
			}
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("ReadTurn(%q) = %v, %v; want an *Error %s", tt.in, turn, err, tt.key)
			}
			if e.Key != tt.key {
				t.Errorf("ReadTurn(%q): %s (%s), want %s", tt.in, e.Key, e.Msg, tt.key)
			}
			if !strings.Contains(e.Msg, tt.in) {
				t.Errorf("the message %q does not quote %q", e.Msg, tt.in)
			}
		})
	}
}

// TestIDMessagesSayWhatTheTextIs checks the words of the id's messages:
// what the text is and what the position has instead.
func TestIDMessagesSayWhatTheTextIs(t *testing.T) {
	p := position(t, rules.Wormhole, championFEN)
	_, err := ReadTurn(p, "g6e4xd4")
	if want := `move "g6e4xd4" is written as a move id, and no legal turn has that id: the turn over these squares is g6e4xe4 (written Cg6xe4)`; err == nil || err.Error() != "0:0: "+want {
		t.Errorf("got %v, want %s", err, want)
	}
}

// TestRecordReadsMoveIDs reads a record whose moves are canonical ids, as
// the command line prints them: "9... g6e4xe4" was reported as illegal.
func TestRecordReadsMoveIDs(t *testing.T) {
	tests := []struct {
		name, pgn, want, key string
	}{
		{"a capture's id", "[Variant \"Wormhole\"]\n[FEN \"" + championFEN + "\"]\n\n9... g6e4xe4 *\n", "Cg6xe4", ""},
		{"a chain's id", "[Variant \"Interweave\"]\n[FEN \"" + chainFEN + "\"]\n\n5... d5d3xd2,d3f3xg3 *\n", "Rd5xd3xf3", ""},
		{"ids from the start", "[Variant \"Wormhole\"]\n\n1. e2e4 e7e5 2. g1f3 *\n", "Ng1-f3", ""},
		{"an id not legal here", "[Variant \"Wormhole\"]\n[FEN \"" + championFEN + "\"]\n\n9... g6e4xd4 *\n", "", "notation.idOtherCaptures"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			games, errs, err := ReadAll(strings.NewReader(tt.pgn), "t.pgn")
			if err != nil || len(games) != 1 {
				t.Fatalf("ReadAll: %d games, %v", len(games), err)
			}
			if tt.key != "" {
				var e *Error
				if len(errs) == 0 || !errors.As(errs[0], &e) || e.Key != tt.key || e.Line != 4 || e.Col != 6 {
					t.Fatalf("errors %v, want %s at 4:6", errs, tt.key)
				}
				return
			}
			if len(errs) != 0 && errs[0] != nil {
				t.Fatalf("errors: %v", errs)
			}
			end := games[0].End()
			parent := end.Parent().Position()
			if got := TurnText(&parent, end.Turn()); got != tt.want {
				t.Errorf("last move %s, want %s", got, tt.want)
			}
		})
	}
}

// TestComplete lists what a text typed so far stands for.
func TestComplete(t *testing.T) {
	tests := []struct {
		name    string
		variant rules.Variant
		fen     string
		in      string
		want    string // the candidates' texts, joined by " "
		exact   bool
	}{
		{"nothing typed", rules.Wormhole, "", "", "", false},
		{"a piece letter", rules.Wormhole, "", "N", "Nb1-a3 Nb1-c3 Ng1-f3 Ng1-h3", false},
		{"a piece letter in lower case", rules.Wormhole, "", "n", "Nb1-a3 Nb1-c3 Ng1-f3 Ng1-h3", false},
		{"a letter and a file", rules.Wormhole, "", "Nf", "Ng1-f3", false},
		{"a whole short form", rules.Wormhole, "", "Nf3", "Ng1-f3", true},
		{"a start square", rules.Wormhole, "", "e2", "e2-e3 e2-e4", false},
		{"a start and a file", rules.Wormhole, "", "e2-e", "e2-e3 e2-e4", false},
		{"an ambiguous form", rules.Wormhole, knightsFEN, "Ne2", "Nc1-e2 Ng1-e2", true},
		{"an id begun", rules.Wormhole, championFEN, "g6e4xe", "Cg6xe4", false},
		{"a chain's id begun", rules.Interweave, chainFEN, "d5d3xd2,", "Rd5xd3xf3", false},
		{"a chain's first capture", rules.Interweave, chainFEN, "Rd5xd3", "Rd5xd3xf3", false},
		{"nothing fits", rules.Wormhole, "", "Kz", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := position(t, tt.variant, tt.fen)
			c := Complete(p, tt.in, 10)
			var got []string
			for _, cand := range c.Candidates {
				got = append(got, cand.Text)
			}
			if strings.Join(got, " ") != tt.want || c.Exact != tt.exact {
				t.Errorf("Complete(%q) = %q exact %v, want %q exact %v", tt.in, got, c.Exact, tt.want, tt.exact)
			}
			if c.Count != len(got) {
				t.Errorf("Count %d, %d candidates", c.Count, len(got))
			}
			if tt.in != "" && c.Count == 0 && c.Err == nil {
				t.Errorf("Complete(%q): nothing fits, and no reason", tt.in)
			}
		})
	}
}

// FuzzReadTurn reads any text as a move: never a panic, and what it
// reads is legal, reads back from its own text and its id, and is among
// the text's completions.
func FuzzReadTurn(f *testing.F) {
	for _, s := range []string{"e2e4", "Nf3", "g6e4xe4", "d5d3xd2,d3f3xg3", "Rd5xd3xf3", "e7xd8=M", "a1a1xa1=n", ",", "x", "=", "d5d3xd2,"} {
		f.Add(s, false)
		f.Add(s, true)
	}
	f.Fuzz(func(t *testing.T, s string, interweave bool) {
		p := rules.NewPosition(rules.Wormhole)
		if interweave {
			p = position(t, rules.Interweave, chainFEN)
		}
		c := Complete(p, s, 5)
		if c.Count < len(c.Candidates) || c.Count == 0 && c.Err == nil && cleanInput(s) != "" {
			t.Fatalf("Complete(%q): %d candidates, count %d, err %v", s, len(c.Candidates), c.Count, c.Err)
		}
		turn, err := ReadTurn(p, s)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) || e.Key == "" {
				t.Fatalf("ReadTurn(%q): %v is not an *Error with a key", s, err)
			}
			return
		}
		q := *p
		if err := q.PlayTurn(turn); err != nil {
			t.Fatalf("ReadTurn(%q) = %v, not legal: %v", s, turn, err)
		}
		for _, again := range []string{TurnText(p, turn), turn.ID(p.Variant())} {
			back, err := ReadTurn(p, again)
			if err != nil || !sameTurn(back, turn) {
				t.Fatalf("%q reads as %v, which reads back from %q as %v, %v", s, turn, again, back, err)
			}
		}
		if !c.Exact || c.Count == 0 {
			t.Fatalf("%q reads as %s but Complete finds no exact fit: %+v", s, TurnText(p, turn), c)
		}
		// A line of it: each turn read is legal after the ones before.
		line, _ := ReadLine(p, s+" "+s)
		q = *p
		for _, next := range line {
			if err := q.PlayTurn(next); err != nil {
				t.Fatalf("ReadLine(%q) read %v, not legal there: %v", s+" "+s, next, err)
			}
		}
	})
}

// TestReadLine reads lines of moves as they are pasted: a movetext, ids,
// and a line of the engine's output.
func TestReadLine(t *testing.T) {
	tests := []struct {
		name, fen, in string
		want          string // the turns read, in the writer's form, joined by " "
		key           string // the error's key, after the turns read
	}{
		{"a movetext", "", "1. e2-e4 e7-e5 2. Ng1-f3 {a comment} Nb8-c6! *", "e2-e4 e7-e5 Ng1-f3 Nb8-c6", ""},
		{"ids", "", "e2e4 e7e5 g1f3", "e2-e4 e7-e5 Ng1-f3", ""},
		{"an engine's line", "", "info depth 3 seldepth 5 multipv 1 score cp 35 nodes 100 nps 1000 time 1 pv e2e4 e7e5 g1f3", "e2-e4 e7-e5 Ng1-f3", ""},
		{"an engine's best move", "", "bestmove e2e4 ponder e7e5", "e2-e4 e7-e5", ""},
		{"from Black's move", championFEN, "9... g6e4xe4 10. Ke1-d2", "Cg6xe4 Ke1-d2", ""},
		{"a move that does not fit", "", "e2e4 e2e4", "e2-e4", "notation.idNoneFromBlack"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := position(t, rules.Wormhole, tt.fen)
			line, err := ReadLine(p, tt.in)
			var got []string
			q := *p
			for _, turn := range line {
				got = append(got, TurnText(&q, turn))
				_ = q.PlayTurn(turn)
			}
			if strings.Join(got, " ") != tt.want {
				t.Errorf("ReadLine(%q) = %q, want %q", tt.in, got, tt.want)
			}
			var e *Error
			if tt.key == "" && err != nil || tt.key != "" && (!errors.As(err, &e) || e.Key != tt.key) {
				t.Errorf("ReadLine(%q): %v, want %q", tt.in, err, tt.key)
			}
		})
	}
}
