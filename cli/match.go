package cli

import (
	"cmp"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"time"

	"wormweave/engine"
	"wormweave/engine/match"
	"wormweave/rules"
)

func runMatch(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("match", stderr)
	variant := fs.String("variant", "", "wormhole or interweave (required)")
	a := fs.String("a", "", "player A: random, twoply, engine[:settings] or uci:PATH[,NAME=VALUE...] (required)")
	b := fs.String("b", "", "player B, as -a (required)")
	games := fs.Int("games", 0, fmt.Sprintf("number of games (required; even, so that every opening is played with both colours; at most %d)", maxGames))
	moveTime := fs.Int("movetime", 100, "milliseconds a move for an engine whose settings set no limit")
	openings := fs.String("openings", "", "openings file: one FEN a line (default: the built-in openings)")
	concurrency := fs.Int("concurrency", 0, fmt.Sprintf("games played at once (default: one per core; at most %d)", maxConcurrency))
	pgn := fs.String("pgn", "", "write the games to this PGN file")
	maxPlies := fs.Int("maxplies", match.MaxPlies, "adjudicate a game as a draw after this many plies")
	seed := fs.Int64("seed", 1, "seed of the players' random choices")
	quiet := fs.Bool("quiet", false, "do not print a line on stderr after each game")
	tc := fs.String("tc", "", "time control BASE+INC in seconds (such as 10+0.1) of every player whose settings set no limit; replaces -movetime")
	sprt := fs.String("sprt", "", "ELO0,ELO1: stop once an SPRT decides between the Elo differences (A - B) elo0 and elo1; -games is then the most")
	alpha := fs.Float64("sprt-alpha", 0.05, "the SPRT's chance of accepting elo1 when elo0 holds")
	beta := fs.Float64("sprt-beta", 0.05, "the SPRT's chance of accepting elo0 when elo1 holds")
	if code := parseFlags(fs, args, stderr); code >= 0 {
		return code
	}
	fail := func(format string, args ...any) int {
		fmt.Fprintf(stderr, "wormweave match: "+format+"\n", args...)
		return 2
	}
	v, err := requiredVariant(*variant)
	if err != nil {
		return fail("%v", err)
	}
	cfg := match.Config{Variant: v, Seed: *seed, Concurrency: *concurrency, MaxPlies: *maxPlies}
	if *a == "" || *b == "" {
		return fail("-a and -b are required (random, twoply, engine[:settings] or uci:PATH[,NAME=VALUE...])")
	}
	if cfg.A, err = match.ParseSpec(*a); err != nil {
		return fail("-a: %v", err)
	}
	if cfg.B, err = match.ParseSpec(*b); err != nil {
		return fail("-b: %v", err)
	}
	if err := checkRange("-games", *games, 2, maxGames); err != nil {
		return fail("%v", err)
	}
	if *games%2 != 0 {
		return fail("-games must be even: every opening is played with both colours")
	}
	cfg.Games = *games
	if err := checkRange("-movetime", *moveTime, 1, maxMoveTime); err != nil {
		return fail("%v", err)
	}
	cfg.MoveTime = time.Duration(*moveTime) * time.Millisecond
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	if *tc != "" {
		if set["movetime"] {
			return fail("-tc and -movetime: give one (the clock replaces the move time)")
		}
		clock, err := match.ParseTimeControl(*tc)
		if err != nil {
			return fail("-tc: %v", err)
		}
		cfg.Clock = &clock
	}
	if *sprt != "" {
		test, err := match.ParseSPRT(*sprt, *alpha, *beta)
		if err != nil {
			return fail("-sprt: %v", err)
		}
		cfg.SPRT = &test
	} else if set["sprt-alpha"] || set["sprt-beta"] {
		return fail("-sprt-alpha and -sprt-beta need -sprt")
	}
	if err := checkRange("-concurrency", *concurrency, 0, maxConcurrency); err != nil {
		return fail("%v (0: one game per core)", err)
	}
	if err := checkMatchMemory(cfg.A, cfg.B, *concurrency); err != nil {
		return fail("%v", err)
	}
	if *maxPlies < 1 {
		return fail("-maxplies must be 1 or more")
	}
	inputs := []namedFile{{"-openings", *openings}, {"-a", cfg.A.EvalFile}, {"-a", cfg.A.Path}, {"-b", cfg.B.EvalFile}, {"-b", cfg.B.Path}}
	if code := checkSameFiles("match", inputs, []namedFile{{"-pgn", *pgn}}, stdout, stderr); code != 0 {
		return code
	}
	if *openings != "" {
		f, err := os.Open(*openings)
		if err != nil {
			return fail("-openings: cannot read %s: %v", pathText(*openings), cause(err))
		}
		cfg.Openings, err = match.ReadOpenings(f, v)
		f.Close()
		if err != nil {
			return fail("-openings: %s: %v", *openings, err)
		}
	}
	// The outputs are checked before the games, which may take hours.
	if !writable(stdout) {
		return 2 // Run reports it
	}
	pgnFile, ok := openOutput("match", "-pgn", *pgn, stderr)
	if !ok {
		return 2
	}
	defer pgnFile.discard()
	// The report keeps the games' results only; the PGN is written as the
	// games finish, so that a long match holds little.
	cfg.Summary = true
	if *pgn != "" {
		cfg.GamesFile = pathText(*pgn)
	}
	var pgnOut *match.PGNWriter
	if pgnFile != nil {
		pgnOut = match.NewPGNWriter(pgnFile, cfg)
	}
	cfg.OnGame = func(g *match.Game, sofar match.Progress) {
		if pgnOut != nil {
			pgnOut.Add(g)
		}
		if *quiet {
			return
		}
		colour := "Black"
		if g.AWhite {
			colour = "White"
		}
		llr := ""
		if st := sofar.SPRT; st != nil {
			llr = fmt.Sprintf("; LLR %s (%.2f, %.2f)", match.FormatLLR(st.LLR), st.Lower, st.Upper)
		}
		fmt.Fprintf(stderr, "game %d/%d: opening %d, A as %s: %s (%s, %d plies); A %s%s\n",
			g.Index+1, cfg.Games, g.Opening+1, colour, resultText(g.Result), g.Ending, g.Plies, scoreText(sofar.Score), llr)
	}
	// From here, an interrupted match (Ctrl+C, SIGTERM) stops its
	// engines and ends with the games finished: their report, and their
	// PGN. A second signal ends it at once.
	stop := make(chan struct{})
	cfg.Stop = stop
	var signalled os.Signal
	interrupt := func(sig os.Signal) {
		signalled = sig // read after Run returns, which closing stop makes happen
		match.KillEngines()
		close(stop)
	}
	onSignal.Store(&interrupt)
	watchSignals()
	start := time.Now()
	rep, err := match.Run(cfg)
	if err != nil {
		onSignal.Store(nil)
		return fail("%v", err)
	}
	var sig os.Signal
	if onSignal.Swap(nil) == nil {
		// The handler took a signal: stop is closed once it is done.
		<-stop
		sig = signalled
		fmt.Fprintf(stderr, "wormweave match: interrupted after %d games: the report and the PGN hold those\n", rep.Played())
	}
	rep.Print(stdout)
	fmt.Fprintf(stdout, "time: %s\n", time.Since(start).Round(time.Second))
	if pgnOut != nil && rep.Played() > 0 {
		err := pgnOut.Close()
		if err == nil {
			err = pgnFile.commit()
		}
		if err != nil {
			return fail("-pgn: %v", err)
		}
	}
	if sig != nil {
		endBySignal(sig)
	}
	return 0
}

// maxMatchHashMB bounds the hash tables of all the engine players of a
// match together, as the UCI option bounds one engine's.
const maxMatchHashMB = 4096

// checkMatchMemory says whether the engine players of a match, two for
// each game played at once, would together take more search threads or
// hash table than one engine may.
func checkMatchMemory(a, b match.Spec, concurrency int) error {
	if concurrency == 0 {
		concurrency = runtime.NumCPU()
	}
	threads, hashMB := 0, 0
	for _, s := range []match.Spec{a, b} {
		if s.Kind != "engine" {
			continue
		}
		threads += max(s.Threads, 1)
		hashMB += cmp.Or(s.HashMB, 16)
	}
	if threads*concurrency > engine.MaxThreads {
		return fmt.Errorf("%d games at once would run %d search threads, at most %d", concurrency, threads*concurrency, engine.MaxThreads)
	}
	if hashMB*concurrency > maxMatchHashMB {
		return fmt.Errorf("%d games at once would take %d MB of hash tables, at most %d", concurrency, hashMB*concurrency, maxMatchHashMB)
	}
	return nil
}

func resultText(r rules.Result) string {
	if r == rules.Ongoing {
		return "1/2-1/2"
	}
	return r.String()
}

func scoreText(s match.Score) string {
	return fmt.Sprintf("%d-%d-%d (%.1f%%)", s.Wins, s.Draws, s.Losses, 100*s.Fraction())
}
