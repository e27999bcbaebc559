package puzzle

import (
	"bytes"
	"errors"
	"io"
	"runtime"
	"slices"
	"strings"
	"testing"

	"wormweave/rules"
)

// Puzzles the generator found and proved, checked by hand against their
// boards: the themes below are read off the FEN and the moves.
var (
	// f8c5 is a Wormhole wizard's mate in one over the holes on e7 and d6.
	wormholeHoleMate = Puzzle{ID: "1ot7u103", Variant: rules.Wormhole,
		FEN:   "cxwxkwxx/xpppxpxp/2nxPxp1/p3x1N1/xx1xx3/xPCx1x1x/xxxmPPPP/xxxxKxxx w 28",
		Moves: []string{"e1d2xd2", "f8c5"}, Rating: 1080}
	// a1a5 is an Interweave smasher's chain of three captures by
	// approach, the last one taking a king.
	interweaveChain = Puzzle{ID: "22k034vx", Variant: rules.Interweave,
		FEN:   "rb1kk1b1/p1p5/1B2n3/5p2/4p3/8/4K2P/RB2K2R b 35 - 020110",
		Moves: []string{"e6a6xb6", "a1a5xa6,a5e5xf5,e5e7xe8"}, Rating: 1000}
	// a3a1 is a pawn's leap over a2 promoting to a leaper, which goes on
	// leaping to take the king on d1.
	interweavePromotion = Puzzle{ID: "uqpi6fz7", Variant: rules.Interweave,
		FEN:   "1bkk3r/7p/8/8/b2PNP1P/p1p5/4PK2/1B1K1NB1 w 40 - 200120",
		Moves: []string{"e4a2xc3", "a3a1xa2=n,a1c1xb1,c1e1xd1"}, Rating: 1080}
	// A remover on g1 takes the king beside it.
	interweaveRemoval = Puzzle{ID: "1kb4tzbp", Variant: rules.Interweave,
		FEN:   "rb1k2br/8/3p4/p6p/1n4k1/6P1/P7/1B1KKNBR b 23 - 110010",
		Moves: []string{"g4g2xg3", "g1g1xg2"}, Rating: 1000}
	// White mates in two with the wizard, c1d4 and d4c3, whatever the
	// king does.
	wormholeMateIn2 = Puzzle{ID: "2aier6nu", Variant: rules.Wormhole,
		FEN:   "xnxmxwxx/pppppxxx/2x2xxk/3P1xpC/4xpc1/3x1x1x/PPPxPxcP/CNWxKxNx b 21",
		Moves: []string{"h6h5xh5", "c1d4", "h5h4", "d4c3"}, Rating: 1330}
)

func TestThemes(t *testing.T) {
	cases := []struct {
		p    Puzzle
		want []string
	}{
		{wormholeHoleMate, []string{HoleJump, Mate, "mateIn1"}},
		{interweaveChain, []string{Approach, Chain, KingCapture, "mateIn1"}},
		{interweavePromotion, []string{Chain, KingCapture, Leap, "mateIn1", Promotion}},
		{wormholeMateIn2, []string{KingAttack, Mate, "mateIn2"}},
		{interweaveRemoval, []string{KingCapture, "mateIn1", Removal}},
	}
	for _, c := range cases {
		got, err := Themes(c.p)
		if err != nil {
			t.Fatalf("%s: %v", c.p.ID, err)
		}
		want := slices.Clone(c.want)
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Errorf("%s: themes %v, want %v", c.p.ID, got, want)
		}
	}
}

func TestProve(t *testing.T) {
	wrongLast := wormholeMateIn2
	wrongLast.Moves = slices.Clone(wrongLast.Moves)
	wrongLast.Moves[3] = "d4e5" // the wizard steps aside: legal, and no mate
	cases := []struct {
		name string
		p    Puzzle
		want string // "" when the puzzle is right
	}{
		{"wormhole mate in one over holes", wormholeHoleMate, ""},
		{"interweave chain", interweaveChain, ""},
		{"interweave promotion", interweavePromotion, ""},
		{"wormhole mate in two", wormholeMateIn2, ""},
		{"interweave removal", interweaveRemoval, ""},
		{"two winning first moves", Puzzle{ID: "two", Variant: rules.Wormhole,
			FEN:   "cnwmxwxc/ppppxxpp/4xnk1/4pxN1/2W1x2C/7x/PPPPPPPP/CNWMKxxx b 11",
			Moves: []string{"d8g5xg5", "b1c3"}}, "two winning moves"},
		{"a last move that does not win", wrongLast, "not the win"},
		{"a solution one turn short", Puzzle{ID: "short", Variant: rules.Wormhole, FEN: wormholeMateIn2.FEN,
			Moves: wormholeMateIn2.Moves[:2]}, "no win in 1"},
		{"an illegal move", Puzzle{ID: "illegal", Variant: rules.Wormhole, FEN: wormholeHoleMate.FEN,
			Moves: []string{"e1d2xd2", "f8f1"}}, "not legal"},
	}
	if !testing.Short() {
		// b2c3xc3 holds out to a mate in three; a1c3xc3 lets d8a5 mate at
		// once. The turns after it are any legal ones: the proof stops at
		// the reply. About three seconds: the mate in three is proved
		// without prunings.
		reply := Puzzle{ID: "reply", Variant: rules.Wormhole,
			FEN:   "cnxmkcnx/ppxpxppp/2p5/4p3/1w1x2W1/3P4/PPPxPPPP/CNxMKxNC w 8",
			Moves: []string{"a2a3", "b4c3", "a1c3xc3"}}
		pos, _, err := reply.Replay()
		if err != nil {
			t.Fatal(err)
		}
		end := pos[len(pos)-1]
		for len(reply.Moves) < 6 {
			n := len(reply.Moves)
			for _, turn := range end.Turns() {
				q := end
				if q.PlayTurn(turn) == nil && q.Result() == rules.Ongoing {
					reply.Moves = append(reply.Moves, turn.ID(rules.Wormhole))
					end = q
					break
				}
			}
			if len(reply.Moves) == n {
				t.Fatalf("no turn goes on from %s", end.FEN())
			}
		}
		cases = append(cases, struct {
			name string
			p    Puzzle
			want string
		}{"a reply that gives up sooner", reply, "not the defender's best"})
	}
	pr := NewProver()
	for _, c := range cases {
		err := pr.Prove(c.p)
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s: %v", c.name, err)
		case c.want != "" && (err == nil || !errors.Is(err, ErrNotProved) || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%s: error %v, want one saying %q", c.name, err, c.want)
		}
	}
}

func TestEstimate(t *testing.T) {
	for _, p := range []Puzzle{wormholeHoleMate, interweaveChain, wormholeMateIn2} {
		got, err := Estimate(p)
		if err != nil {
			t.Fatal(err)
		}
		if low := 1000 + 250*(p.SolverTurns()-1); got < low || got > low+400 {
			t.Errorf("%s: estimate %d, want %d to %d", p.ID, got, low, low+400)
		}
	}
}

func TestCSVRoundTrip(t *testing.T) {
	in := []Puzzle{wormholeHoleMate, interweaveChain, interweavePromotion}
	in[0].Themes = []string{HoleJump, "mateIn1"}
	in[1].GameURL, in[1].RatingDeviation = "games, one.pgn#12", 80
	var buf bytes.Buffer
	if err := Write(&buf, in); err != nil {
		t.Fatal(err)
	}
	out, bad, err := Read(&buf)
	if err != nil || len(bad) != 0 {
		t.Fatalf("read back: %v %v", bad, err)
	}
	if len(out) != len(in) {
		t.Fatalf("read %d puzzles, wrote %d", len(out), len(in))
	}
	for i := range in {
		a, b := in[i], out[i]
		if a.RatingDeviation == 0 {
			a.RatingDeviation = PuzzleRD // what is written when not known
		}
		if a.ID != b.ID || a.Variant != b.Variant || a.FEN != b.FEN || !slices.Equal(a.Moves, b.Moves) || a.Rating != b.Rating ||
			a.RatingDeviation != b.RatingDeviation || !slices.Equal(a.Themes, b.Themes) || a.GameURL != b.GameURL {
			t.Errorf("puzzle %d: wrote %+v, read %+v", i, a, b)
		}
	}
}

// A puzzle file has lichess's columns in lichess's order, the variant
// last: a tool reading lichess's file by position finds the FEN second.
// Read takes that order and the old one (the variant second), with or
// without their header, and any order its header names.
func TestCSVColumns(t *testing.T) {
	var buf bytes.Buffer
	if err := Write(&buf, []Puzzle{wormholeHoleMate}); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(buf.String()), "\n")
	lichess := []string{"PuzzleId", "FEN", "Moves", "Rating", "RatingDeviation", "Popularity", "NbPlays", "Themes", "GameUrl", "OpeningTags"}
	if len(lines) != 2 || !strings.HasPrefix(lines[0], strings.Join(lichess, ",")+",") {
		t.Fatalf("wrote %q, want lichess's columns first", lines)
	}
	if f := strings.Split(lines[1], ","); len(f) != len(lichess)+1 || f[1] != wormholeHoleMate.FEN || f[2] != strings.Join(wormholeHoleMate.Moves, " ") || f[len(f)-1] != "wormhole" {
		t.Errorf("row %q: want the FEN second, the moves third, the variant last", lines[1])
	}
	oldRow := "1ot7u103,wormhole,cxwxkwxx/xpppxpxp/2nxPxp1/p3x1N1/xx1xx3/xPCx1x1x/xxxmPPPP/xxxxKxxx w 28,e1d2xd2 f8c5,1080,mateIn1"
	for _, c := range []struct {
		name, in, err string
	}{
		{"new order", buf.String(), ""},
		{"new order, no header", lines[1] + "\n", ""},
		{"old order", strings.Join(OldHeader, ",") + "\n" + oldRow + "\n", ""},
		{"old order, no header", oldRow + "\n", ""},
		{"columns of the header's order", "Rating,Moves,Variant,PuzzleId,FEN\n1080,e1d2xd2 f8c5,wormhole,1ot7u103,cxwxkwxx/xpppxpxp/2nxPxp1/p3x1N1/xx1xx3/xPCx1x1x/xxxmPPPP/xxxxKxxx w 28\n", ""},
		{"lichess's own file", strings.Join(lichess, ",") + "\n", "line 1: the header has no Variant column"},
		{"a row of another length", strings.Join(OldHeader, ",") + "\n" + lines[1] + "\n", "line 2: 11 fields, want 6 as the header"},
		{"seven fields, no header", oldRow + ",x\n", "line 1: 7 fields, want 11"},
	} {
		t.Run(c.name, func(t *testing.T) {
			out, bad, err := Read(strings.NewReader(c.in))
			if err != nil {
				t.Fatal(err)
			}
			if c.err != "" {
				if len(out) != 0 || len(bad) != 1 || !strings.Contains(bad[0].Error(), c.err) {
					t.Errorf("%d puzzles, %v; want the error %q", len(out), bad, c.err)
				}
				return
			}
			if len(bad) != 0 || len(out) != 1 {
				t.Fatalf("%d puzzles, %v; want one", len(out), bad)
			}
			p := out[0]
			if p.ID != "1ot7u103" || p.Variant != rules.Wormhole || p.FEN != wormholeHoleMate.FEN || !slices.Equal(p.Moves, wormholeHoleMate.Moves) || p.Rating != 1080 {
				t.Errorf("read %+v, want %+v", p, wormholeHoleMate)
			}
		})
	}
}

func TestCSVBadRows(t *testing.T) {
	good := "1ot7u103,wormhole,cxwxkwxx/xpppxpxp/2nxPxp1/p3x1N1/xx1xx3/xPCx1x1x/xxxmPPPP/xxxxKxxx w 28,e1d2xd2 f8c5,1080,mateIn1"
	cases := []struct {
		name, row, want string
	}{
		{"too few fields", "a,wormhole,x", "3 fields"},
		{"no id", "," + strings.SplitN(good, ",", 2)[1], "no PuzzleId"},
		{"unknown variant", strings.Replace(good, "wormhole", "checkers", 1), "Variant"},
		{"bad FEN", strings.Replace(good, "w 28", "q 28", 1), "FEN"},
		{"odd number of moves", strings.Replace(good, "e1d2xd2 f8c5", "e1d2xd2", 1), "has 1 turns"},
		{"illegal move", strings.Replace(good, "f8c5", "f8f1", 1), "move 2"},
		{"bad rating", strings.Replace(good, "1080", "hard", 1), "Rating"},
		{"duplicate id", good, "already on line 2"},
		{"a row too long", strings.Replace(good, "mateIn1", strings.Repeat("x", maxRowBytes), 1), "more than a puzzle takes"},
	}
	for _, c := range cases {
		in := strings.Join(OldHeader, ",") + "\n" + good + "\n" + c.row + "\n"
		out, bad, err := Read(strings.NewReader(in))
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if len(out) != 1 || len(bad) != 1 {
			t.Fatalf("%s: %d puzzles and %v, want the good one and one bad row", c.name, len(out), bad)
		}
		var re *RowError
		if !errors.As(bad[0], &re) || re.Line != 3 || !strings.Contains(re.Error(), c.want) {
			t.Errorf("%s: %v, want line 3 saying %q", c.name, bad[0], c.want)
		}
	}
	// A broken quote ends the reading, keeping what came before.
	out, bad, _ := Read(strings.NewReader(good + "\n\"a,b\n"))
	if len(out) != 1 || len(bad) != 1 || bad[0].(*RowError).Line != 2 {
		t.Errorf("broken quote: %d puzzles and %v", len(out), bad)
	}
}

// endless is an input with no end: the byte it repeats, forever.
type endless byte

func (e endless) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = byte(e)
	}
	return len(p), nil
}

// A row longer than any puzzle's ends the reading, in bounded memory,
// with its line; the puzzles before it are kept. An endless row
// (/dev/zero) and an endless quoted field of short lines are both rows.
func TestCSVRowTooLong(t *testing.T) {
	good := "1ot7u103,wormhole,cxwxkwxx/xpppxpxp/2nxPxp1/p3x1N1/xx1xx3/xPCx1x1x/xxxmPPPP/xxxxKxxx w 28,e1d2xd2 f8c5,1080,mateIn1\n"
	for _, c := range []struct {
		name string
		rest io.Reader
	}{
		{"endless zeros", endless(0)},
		{"endless letters", endless('z')},
		{"endless quoted lines", io.MultiReader(strings.NewReader("\""), endless('\n'))},
		{"a row of 30 MB", io.MultiReader(io.LimitReader(endless('z'), 30<<20), strings.NewReader("\n"+good))},
	} {
		t.Run(c.name, func(t *testing.T) {
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			out, bad, err := Read(io.MultiReader(strings.NewReader(strings.Join(OldHeader, ",")+"\n"+good), c.rest))
			runtime.ReadMemStats(&after)
			if err != nil || len(out) != 1 || len(bad) != 1 {
				t.Fatalf("%d puzzles, %v, %v; want the good one and the long row", len(out), bad, err)
			}
			var re *RowError
			// The line is where the reading stopped: the row's own, or
			// one of its lines when it has many.
			if !errors.As(bad[0], &re) || !errors.Is(re, ErrRowTooLong) || re.Line < 3 || c.name != "endless quoted lines" && re.Line != 3 {
				t.Errorf("%v, want ErrRowTooLong on line 3", bad[0])
			}
			if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 16*maxReadRow {
				t.Errorf("reading took %d bytes, want at most %d", alloc, 16*maxReadRow)
			}
		})
	}
}

// The reader never panics, and every bad row it reports has a line.
func FuzzRead(f *testing.F) {
	f.Add(strings.Join(OldHeader, ",") + "\n1ot7u103,wormhole,cxwxkwxx/xpppxpxp/2nxPxp1/p3x1N1/xx1xx3/xPCx1x1x/xxxmPPPP/xxxxKxxx w 28,e1d2xd2 f8c5,1080,mateIn1\n")
	f.Add("a,interweave,8/8/8/8/8/8/8/8 w 0 - 000000,\"a1a2,a2a3\",5,x\n\"")
	f.Add("\ufeffPuzzleId\n,,,,,\n")
	f.Fuzz(func(t *testing.T, s string) {
		out, bad, err := Read(strings.NewReader(s))
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range bad {
			var re *RowError
			if !errors.As(e, &re) || re.Line < 1 {
				t.Errorf("bad row without a line: %v", e)
			}
		}
		for _, p := range out {
			if p.ID == "" || len(p.Moves) < 2 {
				t.Errorf("read %+v", p)
			}
		}
	})
}

// The black pawn on e4 takes d4 en passant, over e3 which White's pawn
// passed: a leap, not a sandwich.
func TestEnPassantIsALeap(t *testing.T) {
	pos, err := rules.ParsePlayableFEN(rules.Interweave, "rb1kk1b1/p1p5/8/5p2/3Pp3/8/K1n4P/RB2K1BR b 33 e3,d 020110")
	if err != nil {
		t.Fatal(err)
	}
	e4, d4 := rules.SquareAt(4, 3), rules.SquareAt(3, 3)
	n := 0
	for _, m := range pos.MovesFrom(e4) {
		if m.Captured.Has(d4) {
			n++
			if got := captureThemes(pos, m); !slices.Equal(got, []string{Leap}) {
				t.Errorf("%s: themes %v, want [%s]", m.ID(rules.Interweave), got, Leap)
			}
		}
	}
	if n == 0 {
		t.Fatalf("no en-passant capture from e4 in %s", pos.FEN())
	}
}

// A turn is the whole chain: its first steps alone, or a step too many, are
// not a legal turn.
func TestReplayTakesWholeTurns(t *testing.T) {
	for _, last := range []string{"a1a5xa6", "a1a5xa6,a5e5xf5", "a1a5xa6,a5e5xf5,e5e7xe8,e7e7", "a1a5xa6,,a5e5xf5"} {
		p := interweaveChain
		p.Moves = []string{p.Moves[0], last}
		if _, _, err := p.Replay(); err == nil || !strings.Contains(err.Error(), "is not legal") {
			t.Errorf("%s: %v, want not legal", last, err)
		}
	}
	if _, _, err := interweaveChain.Replay(); err != nil {
		t.Errorf("the whole chain: %v", err)
	}
}
