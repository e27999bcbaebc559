package engine

import (
	"testing"
	"time"

	"wormweave/rules"
)

// The turn a search plays is the first of the last first line it
// reported, whatever stopped it: a time limit in the middle of an
// iteration (after a fail high or a fail low was reported), a level's
// node limit before depth 1 ended, or a node limit of 1.
func TestBestIsTheLastLinesFirst(t *testing.T) {
	most := mustPosition(t, "interweave", "3k4/2pBp1BK/1p3p2/k1P1n1rP/1p1p1pN1/2rPnRbP/3b1p2/1R3NK1 w 0 - 000000")
	type search struct {
		opt Options
		lim Limits
	}
	searches := []search{
		{Options{}, Limits{Nodes: 1}},
		{Options{Level: 0, LimitStrength: true}, Limits{}},
		{Options{}, Limits{MoveTime: 7 * time.Millisecond, ReportBounds: true}},
		{Options{}, Limits{MoveTime: 23 * time.Millisecond, ReportBounds: true}},
		{Options{}, Limits{MoveTime: 40 * time.Millisecond, ReportBounds: true, MultiPV: 2}},
	}
	n := 3
	if testing.Short() {
		n = 1
	}
	for _, v := range rules.Variants {
		starts := openings(t, v, n)
		if v == rules.Interweave && !testing.Short() {
			starts = append(starts, most)
		}
		for _, p := range starts {
			for _, s := range searches {
				e := New(s.opt)
				last := ""
				r := e.Start(p, nil, s.lim, func(in Info) {
					if in.MultiPV == 1 && len(in.PV) > 0 {
						last = in.PV[0].ID(v)
					}
				}).Wait()
				if best := r.Best.ID(v); best != last {
					t.Errorf("%v %s, %+v %+v: bestmove %s, the last line began %q", v, p.FEN(), s.opt, s.lim, best, last)
				}
			}
		}
	}
}
