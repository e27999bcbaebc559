package rules

import (
	"fmt"
	"testing"
)

// checkTables verifies that the bitboards, the holes and the mailbox
// describe the same board.
func checkTables(p *Position) error {
	var color [2]Bitboard
	var kinds [numKinds]Bitboard
	var holes Bitboard
	for s := Square(0); s < 64; s++ {
		switch pc := p.board[s]; pc {
		case Empty:
		case Hole:
			holes |= Bit(s)
		default:
			color[pc.Color()] |= Bit(s)
			kinds[pc.Kind()] |= Bit(s)
		}
	}
	if color != p.color || kinds != p.kinds || holes != p.holes {
		return fmt.Errorf("tables disagree with the board of %s", p.FEN())
	}
	var hops Position
	hops.holes = holes
	hops.initHops()
	if hops.hop != p.hop {
		return fmt.Errorf("the neighbour table disagrees with the holes of %s", p.FEN())
	}
	if color[White]&color[Black] != 0 {
		return fmt.Errorf("a square holds two colours in %s", p.FEN())
	}
	return nil
}

// walk visits every step of the tree to depth whole turns, checking that
// Unmake restores the position exactly and that the tables stay consistent.
func walk(t *testing.T, p *Position, depth int, nodes *int) {
	if depth == 0 {
		return
	}
	for _, m := range p.Moves(nil) {
		before := *p
		fen := p.FEN()
		u := p.Make(m)
		*nodes++
		if err := checkTables(p); err != nil {
			t.Fatalf("after %s from %s: %v", m.ID(p.v), fen, err)
		}
		next := depth - 1
		if !u.TurnEnded() {
			next = depth
		}
		walk(t, p, next, nodes)
		p.Unmake(m, u)
		if *p != before {
			t.Fatalf("unmake of %s did not restore %s: got %s", m.ID(p.v), fen, p.FEN())
		}
		if p.FEN() != fen {
			t.Fatalf("unmake of %s: FEN %s, want %s", m.ID(p.v), p.FEN(), fen)
		}
	}
}

func TestMakeUnmakeRestoresEverything(t *testing.T) {
	for _, c := range loadPerftCases(t) {
		p := mustParse(t, c.Variant, c.FEN)
		depth := 3
		if testing.Short() {
			depth = 2
		}
		nodes := 0
		walk(t, p, depth, &nodes)
		if nodes == 0 && c.Perft["1"] != 0 {
			t.Errorf("%s: no node visited", c.Name)
		}
	}
}

// TestCaptureTestsAgree checks the set-wise capture test and the quiet
// count against move generation, at every node of several trees.
func TestCaptureTestsAgree(t *testing.T) {
	var visit func(p *Position, depth int)
	visit = func(p *Position, depth int) {
		if p.v == Interweave && p.chain < 0 && !p.interweaveOver() {
			all := p.interweavePseudo(nil, p.turn, p.color[p.turn], false, true)
			captures, quiet := 0, 0
			for _, m := range all {
				if m.Captured != 0 {
					captures++
				} else {
					quiet++
				}
			}
			if got := p.interweaveCaptureExists(p.turn, p.color[p.turn], true); got != (captures > 0) {
				t.Fatalf("%s: capture exists %v, generation found %d", p.FEN(), got, captures)
			}
			if got := p.MustCapture(); got != (captures > 0) {
				t.Fatalf("%s: MustCapture %v, generation found %d captures", p.FEN(), got, captures)
			}
			n, capture := p.interweaveQuietCount(p.turn)
			if capture != (captures > 0) || (!capture && n != quiet) {
				t.Fatalf("%s: quiet count %d (capture %v), generation %d quiet %d captures", p.FEN(), n, capture, quiet, captures)
			}
		}
		if depth == 0 {
			return
		}
		for _, m := range p.Moves(nil) {
			u := p.Make(m)
			if u.TurnEnded() {
				visit(p, depth-1)
			} else {
				visit(p, depth)
			}
			p.Unmake(m, u)
		}
	}
	for _, c := range loadPerftCases(t) {
		if c.Variant == "interweave" {
			visit(mustParse(t, c.Variant, c.FEN), 3)
		}
	}
	for _, c := range loadMovesCases(t, Interweave) {
		visit(mustParse(t, "interweave", c.FEN), 1)
	}
}

// Positions reached by play compare equal to the same positions read from
// their FEN: no stale state survives in a field that does not show.
func TestPlayedPositionsEqualTheirFEN(t *testing.T) {
	for _, c := range loadPerftCases(t) {
		p := mustParse(t, c.Variant, c.FEN)
		for _, turn := range p.Turns() {
			q := *p
			for _, m := range turn {
				q.Make(m)
			}
			r, err := ParseFEN(q.v, q.FEN())
			if err != nil {
				t.Fatal(err)
			}
			if *r != q {
				t.Errorf("%s after %s: the played position differs from its FEN's", c.Name, turn.ID(q.v))
			}
		}
	}
}

// IsLegal agrees with the generated moves: on every generated move, and on
// moves that differ from one in a single field.
func TestIsLegalAgreesWithMoves(t *testing.T) {
	for _, v := range Variants {
		for _, c := range loadMovesCases(t, v) {
			p, err := ParseFEN(v, c.FEN)
			if err != nil {
				t.Fatal(err)
			}
			legal := map[Move]bool{}
			for _, m := range p.Moves(nil) {
				legal[m] = true
			}
			try := func(m Move) {
				if got := p.IsLegal(m); got != legal[m] {
					t.Fatalf("%s: IsLegal(%s) = %v, generated %v", c.FEN, m.ID(v), got, legal[m])
				}
			}
			for m := range legal {
				try(m)
				for s := Square(0); s < 64; s += 7 {
					try(Move{From: m.From, To: s, Promo: m.Promo, Captured: m.Captured})
					try(Move{From: s, To: m.To, Promo: m.Promo, Captured: m.Captured})
				}
				try(Move{From: m.From, To: m.To, Captured: m.Captured ^ 1})
				try(Move{From: m.From, To: m.To, Captured: m.Captured, Promo: Lion})
			}
		}
	}
}

// TestCombinedQuestionsAgree checks MovesInCheck and InCheckElseHasMoves
// against the questions they answer together, in positions of random
// games of both variants, some of them in check.
func TestCombinedQuestionsAgree(t *testing.T) {
	for _, v := range Variants {
		checks, musts := 0, 0
		positions := playoutPositions(v, 10)
		if v == Interweave {
			// White's kings boxed in by pawns that may not promote: no
			// capture and no move, which no game above reaches.
			positions = append(positions, *mustParse(t, "interweave", "KK6/PPP5/8/8/8/8/8/6kk w 9 - 000000"))
		}
		for _, p := range positions {
			want, check, has := p.Moves(nil), p.InCheck(), p.HasMoves()
			if check {
				checks++
			}
			got, gotCheck := p.MovesInCheck(nil)
			if fmt.Sprint(got) != fmt.Sprint(want) || gotCheck != check {
				t.Fatalf("%s: MovesInCheck %v, %v; want %v, %v", p.FEN(), got, gotCheck, want, check)
			}
			c, h := p.InCheckElseHasMoves()
			if c != check || h != (has && !check) {
				t.Fatalf("%s: InCheckElseHasMoves %v, %v; in check %v, has moves %v", p.FEN(), c, h, check, has)
			}
			must := p.MustCapture()
			if must {
				musts++
			}
			m, h := p.MustCaptureElseHasMoves()
			if m != must || h != (has && !must) {
				t.Fatalf("%s: MustCaptureElseHasMoves %v, %v; must capture %v, has moves %v", p.FEN(), m, h, must, has)
			}
		}
		if v == Wormhole && checks == 0 {
			t.Fatalf("no Wormhole position in check among the games")
		}
		if v == Interweave && musts == 0 {
			t.Fatalf("no Interweave position with a capture among the games")
		}
	}
}
