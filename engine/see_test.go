package engine

import (
	"bufio"
	"encoding/json"
	"os"
	"strings"
	"testing"

	"wormweave/internal/racerun"
	"wormweave/rules"
)

// wormholeTestPositions returns the Wormhole positions of the reference
// move lists and of the match openings, with a quarter of the positions one
// turn after each of them: middle games with holes, and the exchanges their
// next turn opens.
func wormholeTestPositions(t *testing.T) []*rules.Position {
	t.Helper()
	var fens []string
	f, err := os.Open("../testdata/moves-wormhole.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var line struct{ FEN string }
		if err := json.Unmarshal(sc.Bytes(), &line); err != nil {
			t.Fatal(err)
		}
		fens = append(fens, line.FEN)
	}
	openings, err := os.ReadFile("match/openings/wormhole.txt")
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range strings.Split(string(openings), "\n") {
		if i := strings.Index(l, "#"); i >= 0 {
			l = l[:i]
		}
		if l = strings.TrimSpace(l); l != "" {
			fens = append(fens, l)
		}
	}
	var out []*rules.Position
	for _, fen := range fens {
		p, err := rules.ParseFEN(rules.Wormhole, fen)
		if err != nil {
			t.Fatalf("%s: %v", fen, err)
		}
		out = append(out, p)
		for i, m := range p.Moves(nil) {
			if i%4 != 0 {
				continue // a quarter of them is enough, and quicker
			}
			c := *p
			c.Make(m)
			out = append(out, &c)
		}
	}
	return out
}

// bruteExchange is the static exchange's definition played out in full:
// every legal capture on t in turn, by every piece, each side free to stop.
func bruteExchange(w *worker, t rules.Square) int32 {
	best := int32(0)
	for _, m := range w.pos.Moves(nil) {
		if m.To != t || m.Captured == 0 {
			continue
		}
		g := w.captureGain(m)
		u := w.pos.Make(m)
		best = max(best, g-bruteExchange(w, t))
		w.pos.Unmake(m, u)
	}
	return best
}

// The static exchange evaluation gives, for every capture of thousands of
// Wormhole positions, the value of the full minimax over the capture
// sequences on its square, and its null-window test says on which side of
// a threshold that value lies.
func TestSEEWormholeMatchesBruteForce(t *testing.T) {
	racerun.SkipOneGoroutine(t)
	positions := wormholeTestPositions(t)
	w := testWorker(t, rules.NewPosition(rules.Wormhole))
	captures, losing := 0, 0
	for _, p := range positions {
		w.pos = *p
		for _, m := range p.Captures(nil) {
			g := w.captureGain(m)
			u := w.pos.Make(m)
			want := g - bruteExchange(w, m.To)
			w.pos.Unmake(m, u)
			got := w.see(m)
			if got != want {
				t.Errorf("%s, %v: SEE %d, brute force %d", p.FEN(), m, got, want)
			}
			// The null-window test the ordering uses agrees with it
			// on either side of the value, and at 0.
			for _, th := range []int32{0, want - 1, want, want + 1} {
				if ge := w.seeAtLeast(m, th); ge != (want >= th) {
					t.Errorf("%s, %v: seeAtLeast(%d) %v, brute force %d", p.FEN(), m, th, ge, want)
				}
			}
			captures++
			if got < 0 {
				losing++
			}
			if w.pos.Hash() != p.Hash() {
				t.Fatalf("%s, %v: position not restored", p.FEN(), m)
			}
		}
	}
	if captures < 1000 || losing < 100 {
		t.Errorf("%d captures, %d losing: too few to test", captures, losing)
	}
	t.Logf("%d positions, %d captures, %d losing", len(positions), captures, losing)
}
