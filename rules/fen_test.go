package rules

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"wormweave/translations"
)

func TestParseFENGood(t *testing.T) {
	for _, c := range []struct {
		v        Variant
		in, want string
	}{
		{Wormhole, "cnwmkwnc/pppppppp/8/8/8/8/PPPPPPPP/CNWMKWNC w 0", "cnwmkwnc/pppppppp/8/8/8/8/PPPPPPPP/CNWMKWNC w 0"},
		{Wormhole, "cwkxxxwn/ppxppppx/2mxxW2/4x2p/3P1x2/3n1x2/PPPxPPPP/CWxxxNKC", "cwkxxxwn/ppxppppx/2mxxW2/4x2p/3P1x2/3n1x2/PPPxPPPP/CWxxxNKC w 0"},
		{Wormhole, "  k7/8/8/8/8/8/8/7K   b  17 ", "k7/8/8/8/8/8/8/7K b 17"},
		{Interweave, "rbnkknbr/pppppppp/8/8/8/8/PPPPPPPP/RBNKKNBR", "rbnkknbr/pppppppp/8/8/8/8/PPPPPPPP/RBNKKNBR w 0 - 000000"},
		{Interweave, "rbnkk1br/pp4pp/1p6/1p1p1Pp1/5P2/2P2PN1/PPP2P2/RB1KKNBR w 12 f6,g 000010", "rbnkk1br/pp4pp/1p6/1p1p1Pp1/5P2/2P2PN1/PPP2P2/RB1KKNBR w 12 f6,g 000010"},
		{Interweave, "8/8/8/8/8/8/8/8 b 3 c3,d", "8/8/8/8/8/8/8/8 b 3 c3,d 000000"},
	} {
		p, err := ParseFEN(c.v, c.in)
		if err != nil {
			t.Errorf("%s %q: %v", c.v, c.in, err)
			continue
		}
		if got := p.FEN(); got != c.want {
			t.Errorf("%s %q: FEN() = %q, want %q", c.v, c.in, got, c.want)
		}
	}
}

func TestParseFENBad(t *testing.T) {
	for _, c := range []struct {
		v       Variant
		in, err string
	}{
		{Wormhole, "", "FEN: empty"},
		{Wormhole, "8/8/8/8/8/8/8", "FEN board: 7 ranks separated by '/', want 8"},
		{Wormhole, "9/8/8/8/8/8/8/8", `FEN board: rank 8 ("9"): "9" is not a Wormhole piece`},
		{Wormhole, "7/8/8/8/8/8/8/8", `FEN board: rank 8 ("7") has 7 squares, want 8`},
		{Wormhole, "8/8/8/8/8/1P/8/8", `FEN board: rank 3 ("1P") has 2 squares, want 8`},
		{Wormhole, "8/8/8/8/8/8/8/ppppppppp", `FEN board: rank 1 ("ppppppppp") has more than 8 squares`},
		{Wormhole, "8/8/8/8/8/8/8/7q", `FEN board: rank 1 ("7q"): "q" is not a Wormhole piece (p pawn, c champion, n knight, w wizard, m Murray lion, k king, x hole)`},
		{Interweave, "8/8/8/8/8/8/8/7x", `FEN board: rank 1 ("7x"): 'x' (a hole) exists only in Wormhole`},
		{Interweave, "8/8/8/8/8/8/8/7c", `FEN board: rank 1 ("7c"): "c" is not an Interweave piece (p pawn, r smasher, n leaper, b remover, k king)`},
		{Wormhole, "8/8/8/8/8/8/8/8 white", `FEN side to move: "white", want w or b`},
		{Wormhole, "8/8/8/8/8/8/8/8 w -1", `FEN ply count: "-1" is not a whole number`},
		{Wormhole, "8/8/8/8/8/8/8/8 w x", `FEN ply count: "x" is not a whole number`},
		{Wormhole, "8/8/8/8/8/8/8/8 w 0 - 000000", "FEN: 5 fields, but a Wormhole FEN has at most 3"},
		{Interweave, "8/8/8/8/8/8/8/8 w 0 c6", `FEN en passant: "c6", want - or <square>,<file>`},
		{Interweave, "8/8/8/8/8/8/8/8 w 0 c3,b", `FEN en passant: "c3,b": with White to move the square passed over is on rank 6`},
		{Interweave, "8/8/8/8/8/8/8/8 w 0 c6,e", `FEN en passant: "c6,e": a two-square diagonal step over c6 arrives on file b or d`},
		{Interweave, "8/8/8/8/8/8/8/8 w 0 z9,b", `FEN en passant: "z9,b": "z9" is not a square`},
		{Interweave, "8/8/8/8/8/8/8/8 w 0 c6,bb", `FEN en passant: "c6,bb": "bb" is not a file`},
		{Interweave, "8/8/8/8/8/8/8/8 w 0 - 00000", `FEN captured pool: "00000", want six digits`},
		{Interweave, "8/8/8/8/8/8/8/8 w 0 - 00000a", `FEN captured pool: "00000a", want six digits`},
		{Interweave, "8/8/8/8/8/8/8/8 w 0 - 000000 extra", "FEN: 6 fields, but an Interweave FEN has at most 5"},
		{Wormhole, " \t ", "FEN: empty"},
		// A character is named whole, not by its first byte.
		{Wormhole, "♜7/8/8/8/8/8/8/8", `FEN board: rank 8 ("♜7"): "♜" is not a Wormhole piece`},
		{Interweave, "8/8/8/8/8/8/8/6é1", `FEN board: rank 1 ("6é1"): "é" is not an Interweave piece`},
		{Wormhole, "\xe2\x99/8/8/8/8/8/8/8", `FEN board: rank 8 ("\xe2\x99"): "\xe2" is not a Wormhole piece`},
		// The input is quoted in part only, however long it is.
		{Wormhole, strings.Repeat("1", 100000) + "/8/8/8/8/8/8/8", `FEN board: rank 8 ("111111111111111111111111"…) has more than 8 squares`},
		{Wormhole, "8/8/8/8/8/8/8/8 " + strings.Repeat("w", 100000), `FEN side to move: "wwwwwwwwwwwwwwwwwwwwwwww"…, want w or b`},
		{Wormhole, "8/8/8/8/8/8/8/8 w 2147483648", `FEN ply count: "2147483648" is not a whole number from 0 to 2147483647`},
		{Interweave, "8/8/8/8/8/8/8/8 w 0 a6,c", `FEN en passant: "a6,c": a two-square diagonal step over a6 arrives on file b`},
		{Interweave, "8/8/8/8/8/8/8/8 w 0 h6,f", `FEN en passant: "h6,f": a two-square diagonal step over h6 arrives on file g`},
	} {
		_, err := ParseFEN(c.v, c.in)
		if err == nil {
			t.Errorf("%s %q: no error, want %q", c.v, c.in, c.err)
			continue
		}
		if !strings.HasPrefix(err.Error(), c.err) {
			t.Errorf("%s %q: error %q, want it to start %q", c.v, c.in, err, c.err)
		}
	}
}

func TestPlayable(t *testing.T) {
	for _, c := range []struct {
		v   Variant
		fen string
		err string
	}{
		{Wormhole, Wormhole.StartFEN(), ""},
		{Interweave, Interweave.StartFEN(), ""},
		{Wormhole, "8/8/8/8/8/8/8/8", "White has 0 kings; a Wormhole game needs exactly one per side"},
		{Wormhole, "kk6/8/8/8/8/8/8/7K", "Black has 2 kings; a Wormhole game needs exactly one per side"},
		{Wormhole, "k7/x7/M7/8/8/8/8/7K w", "the black king on a8 is attacked, but it is white's turn"},
		{Interweave, "kkk5/8/8/8/8/8/8/6KK", "Black has 3 kings; an Interweave game has one or two per side"},
		{Interweave, "k7/8/8/8/8/8/8/6KK", ""}, // a finished game loads
	} {
		p, err := ParseFEN(c.v, c.fen)
		if err != nil {
			t.Fatal(err)
		}
		got := ""
		if err := p.Playable(); err != nil {
			got = err.Error()
		}
		if got != c.err {
			t.Errorf("%s %s: Playable() = %q, want %q", c.v, c.fen, got, c.err)
		}
	}
}

func TestOutcome(t *testing.T) {
	for _, c := range []struct {
		v      Variant
		fen    string
		result Result
		reason Reason
	}{
		{Wormhole, Wormhole.StartFEN(), Ongoing, NotOver},
		// Terminal positions of the reference data: checkmate, and a side
		// with no move and no check, which loses all the same.
		{Wormhole, "cxwmxxnx/xppxppxp/1kx1nP1x/p2px1p1/3xP3/P1C1KxPM/xPPxxPxP/xNWxxxNC w 20", BlackWins, Checkmate},
		{Wormhole, "xxxxkxxx/xxxxxxxC/xxxxxPxx/xxxxxxnx/xxxxxxpx/xPxxnxxx/xxxxxxxx/xxxxxKxx w 56", BlackWins, Stalemate},
		{Wormhole, "xxxxxxnx/xxxxxxpx/xxxcxxkx/KPxxxxxx/xxWxpnxP/xxxxxxxx/Pxxxxxxx/xxxxxxxx b 53", WhiteWins, Stalemate},
		{Interweave, "k7/8/8/8/8/8/8/6KK b 9 - 000000", WhiteWins, KingCaptured},
		{Interweave, "kk6/8/8/8/8/8/8/6KK w 9 - 000000", Ongoing, NotOver},
		// White's kings are boxed in by pawns that may not promote (the pool
		// is empty): no move, so White loses.
		{Interweave, "KK6/PPP5/8/8/8/8/8/6kk w 9 - 000000", BlackWins, NoMoves},
		{Interweave, "KK6/PPP5/8/8/8/8/8/6kk w 9 - 100000", Ongoing, NotOver},
	} {
		p, err := ParseFEN(c.v, c.fen)
		if err != nil {
			t.Fatal(err)
		}
		r, why := p.Outcome()
		if r != c.result || why != c.reason {
			t.Errorf("%s %s: outcome %v/%d, want %v/%d", c.v, c.fen, r, why, c.result, c.reason)
		}
	}
}

func TestPlayTurn(t *testing.T) {
	p, err := ParseFEN(Interweave, "1b2k1b1/p7/1kr1p1p1/3P2p1/1R2P1p1/3BPPB1/5K2/3K4 b 51 - 120120")
	if err != nil {
		t.Fatal(err)
	}
	first := Move{From: mustSquare(t, "g4"), To: mustSquare(t, "g2"), Captured: Bit(mustSquare(t, "g3")), Promo: Leaper}
	if err := p.PlayTurn(Turn{first}); err == nil || !strings.Contains(err.Error(), "must capture again") {
		t.Errorf("half a chain: %v", err)
	}
	bogus := Move{From: mustSquare(t, "a1"), To: mustSquare(t, "a2")}
	if err := p.PlayTurn(Turn{bogus}); err == nil || err.Error() != "a1a2 is not a legal move here" {
		t.Errorf("bogus move: %v", err)
	}
	before := p.FEN()
	for _, turn := range p.Turns() {
		q := *p
		if err := q.PlayTurn(turn); err != nil {
			t.Errorf("%s: %v", turn.ID(Interweave), err)
		}
		if q.Turn() != White || q.Plies() != 52 {
			t.Errorf("%s: turn %v plies %d", turn.ID(Interweave), q.Turn(), q.Plies())
		}
	}
	if p.FEN() != before {
		t.Errorf("Turns changed the position")
	}
}

func mustSquare(t *testing.T, name string) Square {
	t.Helper()
	s, err := ParseSquare(name)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// FuzzParseFEN feeds arbitrary strings to the parser and, when one parses,
// everything downstream: nothing may panic, and FEN must round-trip.
func FuzzParseFEN(f *testing.F) {
	for _, v := range Variants {
		f.Add(uint8(v), v.StartFEN())
	}
	f.Add(uint8(Wormhole), "cwkxxxwn/ppxppppx/2mxxW2/4x2p/3P1x2/3n1x2/PPPxPPPP/CWxxxNKC b 0")
	f.Add(uint8(Interweave), "rbnkk1br/pp4pp/1p6/1p1p1Pp1/5P2/2P2PN1/PPP2P2/RB1KKNBR w 12 f6,g 000010")
	f.Add(uint8(Interweave), "PPPPPPPP/PPPPPPPP/8/8/8/8/pppppppp/pppppppp b 0 c3,d 999999")
	f.Fuzz(func(t *testing.T, vb uint8, fen string) {
		v := Variant(vb % 2)
		p, err := ParseFEN(v, fen)
		if err != nil {
			if p != nil {
				t.Fatalf("position and error both returned")
			}
			// Every error has its translation key, and quotes the input
			// in part only, however long it is.
			var fe *FENError
			if !errors.As(err, &fe) || fenMessages[fe.Key] == "" {
				t.Fatalf("error %v has no message key", err)
			}
			if len(err.Error()) > 400 {
				t.Fatalf("error of %d bytes: %.100s…", len(err.Error()), err)
			}
			return
		}
		out := p.FEN()
		q, err := ParseFEN(v, out)
		if err != nil {
			t.Fatalf("FEN() %q does not parse: %v", out, err)
		}
		if q.FEN() != out {
			t.Fatalf("FEN round trip %q -> %q", out, q.FEN())
		}
		_ = p.Playable()
		p.Outcome()
		for _, m := range p.Moves(nil) {
			u := p.Make(m)
			p.Moves(nil)
			p.Unmake(m, u)
		}
		if p.FEN() != out {
			t.Fatalf("make/unmake changed %q to %q", out, p.FEN())
		}
		for s := Square(0); s < 64; s++ {
			p.ReachOf(s)
		}
	})
}

func TestProblems(t *testing.T) {
	for _, c := range []struct {
		v    Variant
		fen  string
		want []string
	}{
		{Wormhole, Wormhole.StartFEN(), nil},
		{Interweave, Interweave.StartFEN(), nil},
		{Wormhole, "k7/8/8/8/8/8/8/P6K", []string{"a white pawn on a1, its own first rank"}},
		// A quiet step may leave a Wormhole pawn on its last rank.
		{Wormhole, "k6P/8/8/8/8/8/8/7K", nil},
		{Interweave, "kk5P/8/8/8/8/8/8/6KK", []string{"a white pawn on h8, its last rank, where it must have promoted"}},
		{Interweave, "kk6/8/8/8/8/8/8/RRR3KK w 0 - 000000", []string{"White has 3 smashers on the board and in the pool, more than the two it starts with"}},
		{Interweave, "kk6/8/8/8/8/8/8/R5KK w 0 - 200000", []string{"White has 3 smashers on the board and in the pool, more than the two it starts with"}},
		{Interweave, "kk6/8/8/8/8/8/PPPPPPPP/P5KK", []string{"White has 9 pawns, more than eight", "a white pawn on a1, its own first rank"}},
		{Interweave, "kk6/8/8/2p5/8/8/8/6KK w 3 b6,c", nil},
		{Interweave, "kk6/8/8/8/8/8/8/6KK w 3 b6,c", []string{"no black pawn has just made a two-square step to match the en-passant right"}},
	} {
		p, err := ParseFEN(c.v, c.fen)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, pr := range p.Problems() {
			got = append(got, pr.Error())
		}
		if strings.Join(got, "|") != strings.Join(c.want, "|") {
			t.Errorf("%s %s: problems %q, want %q", c.v, c.fen, got, c.want)
		}
	}
}

// A position at the largest ply count plays on, and what it writes can be
// read back: the count stays at MaxPlies.
func TestPliesStayReadable(t *testing.T) {
	for _, v := range Variants {
		fields := strings.Fields(v.StartFEN())
		fields[2] = "2147483647"
		p, err := ParseFEN(v, strings.Join(fields, " "))
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < 2; i++ {
			turns := p.Turns()
			if err := p.PlayTurn(turns[0]); err != nil {
				t.Fatal(err)
			}
		}
		if p.Plies() != MaxPlies {
			t.Errorf("%s: %d plies after two turns from MaxPlies", v, p.Plies())
		}
		if _, err := ParseFEN(v, p.FEN()); err != nil {
			t.Errorf("%s: the FEN written, %q, does not read back: %v", v, p.FEN(), err)
		}
	}
}

func TestParsePlayableFEN(t *testing.T) {
	for _, c := range []struct {
		v        Variant
		fen, err string
	}{
		{Wormhole, Wormhole.StartFEN(), ""},
		{Interweave, Interweave.StartFEN(), ""},
		{Wormhole, "", "FEN: empty"},
		{Wormhole, "8/8", "FEN board: 2 ranks"},
		// The king on a8 can be taken: the side not to move is in check.
		{Wormhole, "k7/1M6/8/8/8/8/8/K7 w 0", "the black king on a8 is attacked, but it is white's turn"},
		{Interweave, "k1n1n1n1/1n1n1n1n/n1n1n1n1/1n1n1n1n/n1n1n1n1/1n1n1n1n/n1n1n1n1/N1K1K1k1 w 0 - 000000",
			"Black has 27 leapers on the board and in the pool, more than the two it starts with"},
		{Interweave, "kkkkkkkk/k7/8/8/8/8/8/KK6", "Black has 9 kings; an Interweave game has one or two per side"},
		// Sixteen lions: the start's one and eight promoted pawns make nine.
		{Wormhole, "k7/8/8/8/MMMMMMMM/MMMMMMMM/8/K7 w 0", "White has more pieces than the start position and promotion make: 15 beyond the start, 8 pawns gone to promote"},
		// Three champions with eight pawns: none could have promoted.
		{Wormhole, "k7/8/8/8/8/CCC5/PPPPPPPP/K7 w 0", "White has more pieces than the start position and promotion make: 1 beyond the start, 0 pawns gone"},
		// Nine lions and no pawn: every pawn promoted, one piece of each
		// other kind lost.
		{Wormhole, "k7/8/8/8/8/8/MMMMMMMM/MK6 w 0", ""},
		// An empty board, or a side with no king, is no game's position.
		{Interweave, "8/8/8/8/8/8/8/8 w 0 - 000000", "White has 0 kings; an Interweave game has one or two per side"},
		{Interweave, "8/8/8/8/8/8/8/6KK w 0 - 000000", "Black has 0 kings"},
		// One king left is a finished game, which loads.
		{Interweave, "k7/8/8/8/8/8/8/6KK w 0 - 000000", ""},
	} {
		p, err := ParsePlayableFEN(c.v, c.fen)
		got := ""
		if err != nil {
			got = err.Error()
			if p != nil {
				t.Errorf("%q: a position with the error %v", c.fen, err)
			}
		}
		if !strings.HasPrefix(got, c.err) || (c.err == "" && got != "") {
			t.Errorf("%s %q: error %q, want it to start %q", c.v, c.fen, got, c.err)
		}
	}
}

// Every FEN error carries a key of fenMessages, its English text filled
// from its arguments, and the application's English text for the key is
// the same; every field of the text has its argument.
func TestFENErrorKeys(t *testing.T) {
	data, err := translations.FS.ReadFile("en.json")
	if err != nil {
		t.Fatal(err)
	}
	var en map[string]string
	if err := json.Unmarshal(data, &en); err != nil {
		t.Fatal(err)
	}
	for key, text := range fenMessages {
		if en[key] != text {
			t.Errorf("en.json %q = %q, want %q", key, en[key], text)
		}
	}
	seen := map[string]bool{}
	for _, c := range []struct {
		v   Variant
		fen string
	}{
		{Wormhole, ""}, {Wormhole, "1 2 3 4"}, {Interweave, "1 2 3 4 5 6"}, {Wormhole, "8/8 x"},
		{Wormhole, "8/8/8/8/8/8/8/8 x"}, {Wormhole, "8/8/8/8/8/8/8/8 w -3"},
		{Interweave, "8/8/8/8/8/8/8/8 w 0 - 12"}, {Interweave, "8/8/8/8/8/8/8/7x"}, {Wormhole, "8/8/8/8/8/8/8/7r"},
		{Interweave, "8/8/8/8/8/8/8/7c"}, {Wormhole, "9/8/8/8/8/8/8/8"}, {Wormhole, "ppppppppp/8/8/8/8/8/8/8"}, {Wormhole, "7/8/8/8/8/8/8/8"},
		{Interweave, "8/8/8/8/8/8/8/8 w 0 c6"}, {Interweave, "8/8/8/8/8/8/8/8 w 0 c9,b"}, {Interweave, "8/8/8/8/8/8/8/8 w 0 c6,j"},
		{Interweave, "8/8/8/8/8/8/8/8 w 0 c3,b"}, {Interweave, "8/8/8/8/8/8/8/8 b 0 c6,b"}, {Interweave, "8/8/8/8/8/8/8/8 w 0 c6,f"},
		{Interweave, "8/8/8/8/8/8/8/8 w 0 a6,c"},
	} {
		_, err := ParseFEN(c.v, c.fen)
		var fe *FENError
		if !errors.As(err, &fe) {
			t.Errorf("%q: error %v, want a *FENError", c.fen, err)
			continue
		}
		seen[fe.Key] = true
		text, ok := fenMessages[fe.Key]
		if !ok {
			t.Errorf("%q: key %q has no text", c.fen, fe.Key)
			continue
		}
		for _, f := range strings.Split(text, "{{.")[1:] {
			name := f[:strings.Index(f, "}}")]
			if _, ok := fe.Args[name]; !ok {
				t.Errorf("%q: key %q lacks the argument %s", c.fen, fe.Key, name)
			}
		}
		if fe.Msg != fillTemplate(text, fe.Args) || strings.Contains(fe.Msg, "{{") {
			t.Errorf("%q: message %q", c.fen, fe.Msg)
		}
	}
	for key := range fenMessages {
		if !seen[key] {
			t.Errorf("no case gives %q", key)
		}
	}
}
