package uci

import (
	"testing"
	"time"

	"wormweave/engine"
	"wormweave/rules"
)

func TestInfoLines(t *testing.T) {
	p := rules.NewPosition(rules.Wormhole)
	pv := []rules.Turn{p.Turns()[0]}
	id := pv[0].ID(rules.Wormhole)
	base := engine.Info{Depth: 7, SelDepth: 12, MultiPV: 2, Nodes: 123456, NPS: 98765, HashFull: 321, Time: 1250 * time.Millisecond, PV: pv}
	for _, c := range []struct {
		score      engine.Score
		bound      engine.Bound
		uci, white string // the score part, as UCI and, Black to move, from White's side
	}{
		{35, engine.Exact, "cp 35", "cp -35"},
		{-120, engine.Lower, "cp -120 lowerbound", "cp 120 upperbound"},
		{0, engine.Upper, "cp 0 upperbound", "cp 0 lowerbound"},
		{engine.MateScore - 3, engine.Exact, "mate 2", "mate -2"}, // the side to move wins on its 2nd turn
		{-(engine.MateScore - 2), engine.Exact, "mate -1", "mate 1"},
		{engine.MateScore - 1, engine.Exact, "mate 1", "mate -1"},
	} {
		in := base
		in.Score, in.Bound = c.score, c.bound
		rest := " nodes 123456 nps 98765 time 1250 pv " + id
		if got, want := InfoLine(in, rules.Wormhole), "info depth 7 seldepth 12 multipv 2 score "+c.uci+" nodes 123456 nps 98765 hashfull 321 time 1250 pv "+id; got != want {
			t.Errorf("InfoLine %q, want %q", got, want)
		}
		if got, want := WhiteInfoLine(in, rules.Wormhole, rules.White), "info depth 7 seldepth 12 multipv 2 score "+c.uci+rest; got != want {
			t.Errorf("WhiteInfoLine, White to move: %q, want %q", got, want)
		}
		if got, want := WhiteInfoLine(in, rules.Wormhole, rules.Black), "info depth 7 seldepth 12 multipv 2 score "+c.white+rest; got != want {
			t.Errorf("WhiteInfoLine, Black to move: %q, want %q", got, want)
		}
	}
	if got := BestMoveLine(engine.Result{}, rules.Wormhole); got != "bestmove (none)" {
		t.Errorf("no best turn: %q", got)
	}
}

// bestmove names the expected answer when the line has one, and a long
// search's progress names the turn it searches.
func TestBestMoveAndProgressLines(t *testing.T) {
	p := rules.NewPosition(rules.Wormhole)
	first := p.Turns()[0]
	q := *p
	q.PlayTurn(first)
	answer := q.Turns()[0]
	a, b := first.ID(rules.Wormhole), answer.ID(rules.Wormhole)
	for _, c := range []struct {
		r    engine.Result
		want string
	}{
		{engine.Result{Best: first, PV: []rules.Turn{first, answer}}, "bestmove " + a + " ponder " + b},
		{engine.Result{Best: first, PV: []rules.Turn{first}}, "bestmove " + a},
		{engine.Result{Best: first}, "bestmove " + a},
		// A best turn that is not the line's first (a stopped search's
		// new best): no ponder move from another line.
		{engine.Result{Best: answer, PV: []rules.Turn{first, answer}}, "bestmove " + b},
	} {
		if got := BestMoveLine(c.r, rules.Wormhole); got != c.want {
			t.Errorf("BestMoveLine %q, want %q", got, c.want)
		}
	}
	pr := engine.Progress{Depth: 9, CurrMove: first, CurrMoveNumber: 4, Nodes: 2000000, NPS: 1000000, HashFull: 57, Time: 2 * time.Second}
	if got, want := ProgressLine(pr, rules.Wormhole), "info depth 9 currmove "+a+" currmovenumber 4 nodes 2000000 nps 1000000 hashfull 57 time 2000"; got != want {
		t.Errorf("ProgressLine %q, want %q", got, want)
	}
}
