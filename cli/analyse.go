package cli

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"sync"
	"time"

	"wormweave/engine"
	"wormweave/engine/uci"
	"wormweave/rules"
)

// analyseTime is the search time of analyse when no limit is given.
const analyseTime = time.Second

func runAnalyse(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("analyse", stderr)
	var pf positionFlags
	pf.register(fs)
	depth := fs.Int("depth", 0, "search to this depth in whole turns")
	moveTime := fs.Int("movetime", 0, "search for this many milliseconds (default 1000 when no limit is given)")
	nodes := fs.Int64("nodes", 0, "search this many nodes")
	multiPV := fs.Int("multipv", 1, "number of best lines")
	threads := fs.Int("threads", 1, "search threads")
	fail := func(format string, args ...any) int {
		fmt.Fprintf(stderr, "wormweave analyse: "+format+"\n", args...)
		return 2
	}
	if code := parseFlags(fs, args, stderr); code >= 0 {
		return code
	}
	p, err := pf.position(fs)
	if err != nil {
		return fail("%v", err)
	}
	set := 0
	fs.Visit(func(f *flag.Flag) {
		if f.Name == "depth" || f.Name == "movetime" || f.Name == "nodes" {
			set++
		}
	})
	switch {
	case set > 1:
		return fail("give one limit: -depth, -movetime or -nodes")
	case *depth < 0 || (*depth == 0 && flagGiven(fs, "depth")):
		return fail("-depth must be 1 or more")
	case *moveTime < 0 || (*moveTime == 0 && flagGiven(fs, "movetime")):
		return fail("-movetime must be 1 or more")
	case *nodes < 0 || (*nodes == 0 && flagGiven(fs, "nodes")):
		return fail("-nodes must be 1 or more")
	case *multiPV < 1 || *multiPV > maxMultiPV:
		return fail("-multipv must be from 1 to %d", maxMultiPV)
	case *moveTime > maxMoveTime:
		return fail("-movetime must be from 1 to %d", maxMoveTime)
	}
	if err := checkThreads(*threads); err != nil {
		return fail("%v", err)
	}
	lim := engine.Limits{Depth: *depth, Nodes: *nodes, MoveTime: time.Duration(*moveTime) * time.Millisecond, MultiPV: *multiPV}
	if set == 0 {
		lim.MoveTime = analyseTime
	}

	if !writable(stdout) {
		return 2 // before the search; Run reports it
	}

	v := p.Variant()
	if r, _ := p.Outcome(); r != rules.Ongoing {
		fmt.Fprintln(stdout, uci.GameOverLine(p))
		fmt.Fprintln(stdout, "bestmove (none)")
		return 0
	}
	var mu sync.Mutex // the search reports from its own goroutine
	// lost is closed once the output can no longer be written (a full
	// disk): the search then stops, since nobody would read its result.
	lost, isLost := make(chan struct{}), false
	turn := p.Turn()
	eng := engine.New(engine.Options{Threads: *threads})
	search := eng.Start(p, nil, lim, func(in engine.Info) {
		mu.Lock()
		defer mu.Unlock()
		fmt.Fprintln(stdout, uci.WhiteInfoLine(in, v, turn))
		if !isLost && failed(stdout) {
			isLost = true
			close(lost)
		}
	})
	// Ctrl+C ends the search early; its best move is still printed.
	ctx, cancel := signal.NotifyContext(context.Background(), os.Interrupt)
	defer cancel()
	go func() {
		select {
		case <-ctx.Done():
			search.Stop()
		case <-lost:
			search.Stop()
		case <-search.Done():
		}
	}()
	res := search.Wait()
	mu.Lock()
	defer mu.Unlock()
	if l := uci.LeftOutLine(res); l != "" {
		fmt.Fprintln(stdout, l)
	}
	fmt.Fprintln(stdout, uci.BestMoveLine(res, v))
	if failed(stdout) {
		return 2 // Run reports it
	}
	return 0
}
