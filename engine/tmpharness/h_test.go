package tmpharness

import (
	"fmt"
	"os"
	"strconv"
	"syscall"
	"testing"
	"time"

	"wormweave/engine"
	"wormweave/rules"
)

func TestHarness(t *testing.T) {
	fens := map[rules.Variant][]string{
		rules.Wormhole:   {rules.Wormhole.StartFEN(), "cwkxxxwn/ppxppppx/2mxxW2/4x2p/3P1x2/3n1x2/PPPxPPPP/CWxxxNKC b 0", "xnxmkxnc/pxxpppxp/wp4p1/2pc2w1/1P1P4/2N1PN2/P1PxxPPP/CxWMKWxC w 14"},
		rules.Interweave: {rules.Interweave.StartFEN(), "rb1kknbr/p2p1ppp/2n5/1p3N2/7P/2P1PP2/P1P2PP1/RBNKK1BR w 14 - 000000"},
	}
	d := map[rules.Variant]int{rules.Wormhole: 7, rules.Interweave: 9}
	if s := os.Getenv("HD"); s != "" {
		n, _ := strconv.Atoi(s)
		d[rules.Wormhole], d[rules.Interweave] = n, n+2
	}
	opt := engine.Options{NoNullMove: os.Getenv("NONULL") != "", NoLMR: os.Getenv("NOLMR") != "", NoFutility: os.Getenv("NOFUT") != ""}
	cpu := func() time.Duration {
		var ru syscall.Rusage
		syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
		return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
	}
	for _, v := range rules.Variants {
		c0 := cpu()
		var tn int64
		var tt time.Duration
		for _, f := range fens[v] {
			p, err := rules.ParseFEN(v, f)
			if err != nil {
				t.Fatal(err)
			}
			e := engine.New(opt)
			st := time.Now()
			r := e.Start(p, nil, engine.Limits{Depth: d[v]}, nil).Wait()
			el := time.Since(st)
			tn += r.Nodes
			tt += el
			fmt.Printf("%v d%d %s %s nodes %d time %v\n", v, r.Depth, r.Best.ID(v), r.Score.UCI(), r.Nodes, el.Round(time.Millisecond))
		}
		c := cpu() - c0
		fmt.Printf("TOTAL %v nodes %d time %v nps %.0f cpu %v nodes/cpu-s %.0f\n", v, tn, tt.Round(time.Millisecond), float64(tn)/tt.Seconds(), c.Round(time.Millisecond), float64(tn)/c.Seconds())
	}
}
