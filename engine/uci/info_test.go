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
	base := engine.Info{Depth: 7, SelDepth: 12, MultiPV: 2, Nodes: 123456, NPS: 98765, Time: 1250 * time.Millisecond, PV: pv}
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
		if got, want := InfoLine(in, rules.Wormhole), "info depth 7 seldepth 12 multipv 2 score "+c.uci+rest; got != want {
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
