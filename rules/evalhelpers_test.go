package rules

import (
	"math/rand"
	"slices"
	"strings"
	"testing"
)

// playoutPositions returns the positions of a few random games of v, from a
// fixed seed so that every run checks the same ones.
func playoutPositions(v Variant, games int) []Position {
	rng := rand.New(rand.NewSource(7))
	var out []Position
	for g := 0; g < games; g++ {
		p := NewPosition(v)
		for ply := 0; ply < 120; ply++ {
			out = append(out, *p)
			ms := p.Moves(nil)
			if len(ms) == 0 {
				break
			}
			p.Make(ms[rng.Intn(len(ms))])
		}
	}
	return out
}

func TestWormholeReachMatchesMoves(t *testing.T) {
	for _, p := range playoutPositions(Wormhole, 20) {
		for s := Square(0); s < 64; s++ {
			var want Bitboard
			if p.board[s].IsPiece() {
				for _, m := range p.wormholePseudo(nil, p.board[s].Color(), Bit(s)) {
					want |= Bit(m.To)
				}
			}
			if got, _ := p.WormholeReachCover(s); got != want {
				t.Fatalf("%s: reach of %s = %#x, want %#x", p.FEN(), s, uint64(got), uint64(want))
			}
		}
	}
}

// slowStep is the square one step from s along d, the holes skipped: the
// nearest square that is not a hole, found by walking the board's files
// and ranks, or NoSquare off the board.
func slowStep(s Square, d int, holes Bitboard) Square {
	if s < 0 {
		return NoSquare
	}
	f, r := s.File(), s.Rank()
	for {
		f, r = f+dirFile[d], r+dirRank[d]
		if f < 0 || f > 7 || r < 0 || r > 7 {
			return NoSquare
		}
		if t := Square(r*8 + f); !holes.Has(t) {
			return t
		}
	}
}

// wormholeSlowAttacks is every square a Wormhole piece of colour by attacks, read
// off the rules' description of each piece's moves (pieces never block;
// only holes change the geometry), with the square vacated a hole too.
func wormholeSlowAttacks(p *Position, by Color, vacated Square) Bitboard {
	holes := p.Holes()
	if vacated.Valid() {
		holes |= Bit(vacated)
	}
	var out Bitboard
	add := func(t Square) {
		if t >= 0 {
			out |= Bit(t)
		}
	}
	for s := Square(0); s < 64; s++ {
		pc := p.board[s]
		if !pc.IsPiece() || pc.Color() != by {
			continue
		}
		switch pc.Kind() {
		case King:
			for d := 0; d < 8; d++ {
				add(slowStep(s, d, holes))
			}
		case Champion: // one orthogonal step, or two steps any way
			for d := 0; d < 8; d++ {
				if !isDiag[d] {
					add(slowStep(s, d, holes))
				}
				add(slowStep(slowStep(s, d, holes), d, holes))
			}
		case Lion: // one step or two, any way
			for d := 0; d < 8; d++ {
				add(slowStep(s, d, holes))
				add(slowStep(slowStep(s, d, holes), d, holes))
			}
		case Knight: // an orthogonal step, then a diagonal one outwards
			for _, o := range orthDirs {
				for _, d := range diagOf[o] {
					add(slowStep(slowStep(s, o, holes), d, holes))
				}
			}
		case Wizard: // a diagonal step, or two orthogonal ones and a diagonal one outwards
			for _, d := range diagDirs {
				add(slowStep(s, d, holes))
			}
			for _, o := range orthDirs {
				two := slowStep(slowStep(s, o, holes), o, holes)
				for _, d := range diagOf[o] {
					add(slowStep(two, d, holes))
				}
			}
		case Pawn: // the diagonal steps forward
			fwd := dirN
			if by == Black {
				fwd = dirS
			}
			for _, d := range diagOf[fwd] {
				add(slowStep(s, d, holes))
			}
		}
	}
	return out
}

// WormholeAttacked agrees with the slow walk of wormholeSlowAttacks, for
// both sides, every square, and as the square vacated no square, the
// other side's king's square and each square its king reaches that holds
// none of the attacker's pieces.
func TestWormholeAttackedMatchesASlowWalk(t *testing.T) {
	attacked := 0
	for _, p := range playoutPositions(Wormhole, 20) {
		for _, by := range []Color{White, Black} {
			vacated := []Square{NoSquare}
			if k := p.kingSquare(by ^ 1); k >= 0 {
				vacated = append(vacated, k)
				for d := 0; d < 8; d++ {
					// A square a piece of by's stands on is never one
					// the other side vacates.
					if s := slowStep(k, d, p.Holes()); s >= 0 && !p.color[by].Has(s) {
						vacated = append(vacated, s)
					}
				}
			}
			for _, x := range vacated {
				want := wormholeSlowAttacks(&p, by, x)
				for s := Square(0); s < 64; s++ {
					if s == x || p.Holes().Has(s) {
						continue // no piece stands on a hole
					}
					if got := p.WormholeAttacked(s, by, x); got != want.Has(s) {
						t.Fatalf("%s: %s attacks %s with %s vacated: %v, want %v", p.FEN(), by, s, x, got, want.Has(s))
					}
					if want.Has(s) {
						attacked++
					}
				}
			}
		}
	}
	if attacked == 0 {
		t.Fatal("no attacked square was found to compare")
	}
}

func TestWormholeAttackedAfterVacating(t *testing.T) {
	// A square that becomes a hole lets a two-square move reach one square
	// further, which is why a king's flight square is tested with the
	// king's own square vacated.
	p, err := ParseFEN(Wormhole, "4k3/8/8/8/8/8/8/c3K3 w 0")
	if err != nil {
		t.Fatal(err)
	}
	e1, _ := ParseSquare("e1")
	c1, _ := ParseSquare("c1")
	// The champion on a1 jumps two squares: to c1, and with b1 a hole from
	// a1 over c1 (the nearest square) to d1.
	d1, _ := ParseSquare("d1")
	b1, _ := ParseSquare("b1")
	if !p.WormholeAttacked(c1, Black, NoSquare) {
		t.Errorf("c1 should be attacked by the champion on a1")
	}
	if p.WormholeAttacked(d1, Black, NoSquare) {
		t.Errorf("d1 should not be attacked while b1 is a square")
	}
	if !p.WormholeAttacked(d1, Black, b1) {
		t.Errorf("d1 should be attacked once b1 is a hole")
	}
	if p.WormholeAttacked(e1, Black, NoSquare) {
		t.Errorf("e1 should not be attacked")
	}
}

// CaptureSteps of the side to move are the capturing steps of the
// reference move lists (testdata/README.md: another program's), in the
// positions outside a chain where no en passant can be taken: capture is
// compulsory, so a position's steps are all captures or none is.
func TestCaptureStepsMatchesTheReference(t *testing.T) {
	compared := 0
	for i, c := range loadMovesCases(t, Interweave) {
		p := mustParse(t, "interweave", c.FEN)
		if pass, _ := p.EnPassant(); p.chain >= 0 || pass >= 0 || c.Result != "*" {
			continue
		}
		var want []string
		for _, m := range c.Moves {
			if strings.Contains(m, "x") {
				want = append(want, m)
			}
		}
		if got := ids(Interweave, p.CaptureSteps(p.turn, nil)); !equalSorted(got, want) {
			t.Errorf("#%d %s: capture steps %v, want %v", i, c.FEN, got, want)
		}
		compared += len(want)
	}
	if compared == 0 {
		t.Fatal("no capture step of the reference was compared")
	}
}

// Whether a side has a capture agrees with its capture steps.
func TestCaptureStepsMatchesGeneration(t *testing.T) {
	for _, p := range playoutPositions(Interweave, 20) {
		if p.chain >= 0 {
			continue
		}
		for _, by := range []Color{White, Black} {
			got := p.CaptureSteps(by, nil)
			if exists := p.interweaveCaptureExists(by, p.color[by], false); exists != (len(got) > 0) {
				t.Fatalf("%s: capture exists for %s = %v but %d steps", p.FEN(), by, exists, len(got))
			}
		}
	}
	if n := len(NewPosition(Wormhole).CaptureSteps(White, nil)); n != 0 {
		t.Errorf("Wormhole capture steps: %d, want none", n)
	}
}

func TestEvalHelpersAllocateNothing(t *testing.T) {
	w, iw := NewPosition(Wormhole), NewPosition(Interweave)
	var buf [64]Move
	allocs := testing.AllocsPerRun(100, func() {
		for s := Square(0); s < 64; s++ {
			w.WormholeReachCover(s)
		}
		w.WormholeAttacked(4, Black, 12)
		iw.CaptureSteps(Black, buf[:0])
	})
	if allocs != 0 {
		t.Errorf("%v allocations, want 0", allocs)
	}
}

// TestInterweaveMobilityMatchesGeneration checks each kind's count of
// quiet steps against the steps the move generator lists for each side
// that has no capture (with one, a pawn's step that closes an enemy in is a
// capture, which the count does not tell apart), counting a pawn's
// promotions to one square once.
func TestInterweaveMobilityMatchesGeneration(t *testing.T) {
	index := map[Kind]int{Smasher: 0, Leaper: 1, Remover: 2, Pawn: 3}
	checked := 0
	for _, p := range playoutPositions(Interweave, 20) {
		if p.chain >= 0 || p.interweaveOver() {
			continue
		}
		for _, c := range []Color{White, Black} {
			if p.interweaveCaptureExists(c, p.color[c], false) {
				continue
			}
			checked++
			var want [4]int
			seen := map[[2]Square]bool{}
			for _, m := range p.interweavePseudo(nil, c, p.color[c], false, false) {
				i, ok := index[p.board[m.From].Kind()]
				if m.IsCapture() || !ok || seen[[2]Square{m.From, m.To}] {
					continue
				}
				seen[[2]Square{m.From, m.To}] = true
				want[i]++
			}
			if got := p.InterweaveMobility(c); got != want {
				t.Fatalf("%s: mobility of %s = %v, want %v", p.FEN(), c, got, want)
			}
		}
	}
	if checked < 500 {
		t.Errorf("only %d sides without a capture checked", checked)
	}
	if got := NewPosition(Wormhole).InterweaveMobility(White); got != [4]int{} {
		t.Errorf("Wormhole mobility = %v, want zeros", got)
	}
}

// BenchmarkWormholeReach measures what the Wormhole evaluation asks of the
// rules for a position: the reach and cover of every piece, and whether each square
// its king reaches is attacked once the king has left its own (positions
// of random games, one evaluation an iteration).
func BenchmarkWormholeReach(b *testing.B) {
	ps := playoutPositions(Wormhole, 4)
	b.ReportAllocs()
	b.ResetTimer()
	n := 0
	for i := 0; i < b.N; i++ {
		p := &ps[i%len(ps)]
		for c := White; c <= Black; c++ {
			for s := p.color[c]; s != 0; s &= s - 1 {
				r, _ := p.WormholeReachCover(s.First())
				n += r.Count()
			}
			if k := p.kingSquare(c); k >= 0 {
				r, _ := p.WormholeReachCover(k)
				for t := r; t != 0; t &= t - 1 {
					if p.WormholeAttacked(t.First(), c^1, k) {
						n++
					}
				}
			}
		}
	}
	if n < 0 {
		b.Fatal(n)
	}
}

// CaptureStepsOn lists the steps of CaptureSteps that capture a target, in
// their order, for both sides' kings and for random sets of pieces, in the
// positions of random games and at every node of the perft cases' trees.
func TestCaptureStepsOnFiltersCaptureSteps(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	hits := 0
	check := func(p *Position) {
		for by := White; by <= Black; by++ {
			all := p.CaptureSteps(by, nil)
			for _, targets := range []Bitboard{p.kinds[King] & p.color[by^1], Bitboard(rng.Uint64()), ^Bitboard(0)} {
				var want []Move
				for _, m := range all {
					if m.Captured&targets != 0 {
						want = append(want, m)
					}
				}
				got := p.CaptureStepsOn(by, targets, nil)
				if !slices.Equal(got, want) {
					t.Fatalf("%s, %v on %x: CaptureStepsOn %v, want %v", p.FEN(), by, uint64(targets), got, want)
				}
				hits += len(want)
			}
		}
	}
	for _, p := range playoutPositions(Interweave, 20) {
		check(&p)
	}
	for _, c := range loadPerftCases(t) {
		if c.Variant == "interweave" {
			walkSteps(t, mustParse(t, c.Variant, c.FEN), 2, check)
		}
	}
	if hits == 0 {
		t.Fatal("no capture step was found to compare")
	}
}

// BenchmarkCaptureStepsOnKings lists the threats against the kings of the
// side to move, as the evaluation does, in the positions of random games:
// one iteration, one position.
func BenchmarkCaptureStepsOnKings(b *testing.B) {
	positions := playoutPositions(Interweave, 4)
	var buf [64]Move
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p := &positions[i%len(positions)]
		p.CaptureStepsOn(p.turn^1, p.kinds[King]&p.color[p.turn], buf[:0])
	}
}
