package cli

import (
	"fmt"
	"io"
	"math"
	"time"

	"wormweave/engine"
	"wormweave/engine/nnue"
	"wormweave/engine/tune"
)

// nnueUsage lists the subcommands of nnue.
const nnueUsage = `usage:
  wormweave nnue data -variant V -out FILE [-seed S] [-games N] [-nodes K] [-score-nodes K2] [-random R] [-maxplies M] [-deadline D]
      play self-play games at K nodes a turn; score each quiet position by a
      search of K2 nodes, label it with the game's result, write them to FILE
  wormweave nnue merge -variant V -out FILE FILE...
      write the positions of the data files to one file, each position once
  wormweave nnue train -variant V -data FILE[,FILE...] -out NET [-hidden H] [-epochs E] [-lambda L] [-decay D] [-threads T]
      train a network on the data and write it, quantised, to NET
`

// maxDataGames bounds -games of nnue data; maxDataNodes bounds its nodes.
const (
	maxDataGames = 10_000_000
	maxDataNodes = 100_000_000
)

func runNNUE(args []string, stdout, stderr io.Writer) int {
	return runSubcommand("nnue", []subcommand{{"data", runNNUEData}, {"merge", runNNUEMerge}, {"train", runNNUETrain}}, nnueUsage, args, stdout, stderr)
}

// runNNUEData makes a shard of training data: self-play at a fixed node
// count (the games differ by their random first turns, drawn from the
// seed), each quiet position scored by a deeper search. Shards of other
// seeds merge with nnue merge.
func runNNUEData(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("nnue data", stderr)
	variant := fs.String("variant", "", "wormhole or interweave (required)")
	out := fs.String("out", "", "the data file to write (required)")
	seed := fs.Int64("seed", 1, "seed of the games' random first turns: one shard a seed")
	games := fs.Int("games", 100, fmt.Sprintf("self-play games to play (at most %d)", maxDataGames))
	nodes := fs.Int64("nodes", 5000, "nodes a turn of the self-play games")
	scoreNodes := fs.Int64("score-nodes", 0, "nodes of the search that scores each position (0: four times -nodes)")
	random := fs.Int("random", 8, "turns played at random at the start of each game")
	maxPlies := fs.Int("maxplies", 300, "a game longer than this many turns counts as undecided")
	deadline := fs.Duration("deadline", 0, "stop after this long, keeping the games finished (0: no limit)")
	if code := parseFlags(fs, args, stderr); code >= 0 {
		return code
	}
	if *scoreNodes == 0 {
		*scoreNodes = 4 * *nodes
	}
	v, err := requiredVariant(*variant)
	switch {
	case err != nil:
	case *out == "":
		err = fmt.Errorf("-out is required")
	default:
		err = firstErr(
			checkRange("-games", *games, 1, maxDataGames),
			checkRange("-nodes", *nodes, 1, maxDataNodes),
			checkRange("-score-nodes", *scoreNodes, 1, maxDataNodes),
			checkRange("-random", *random, 0, math.MaxInt32),
			checkRange("-maxplies", *maxPlies, 1, math.MaxInt32))
	}
	if err == nil && (*deadline < 0 || *deadline > maxDeadline) {
		err = fmt.Errorf("-deadline must be from 0 to %v", maxDeadline)
	}
	if err != nil {
		fmt.Fprintf(stderr, "wormweave nnue data: %v\n", err)
		return 2
	}
	if code := checkSameFiles("nnue data", nil, []namedFile{{"-out", *out}}, stdout, stderr); code != 0 {
		return code
	}
	f, ok := openOutput("nnue data", "-out", *out, stderr)
	if !ok {
		return 2
	}
	defer f.discard()
	w := nnue.NewWriter(f, v)
	scorer := engine.New(engine.Options{Threads: 1})
	start := time.Now()
	positions := 0
	cfg := tune.GameConfig{Variant: v, Games: *games, Nodes: *nodes, RandomTurns: *random, MaxPlies: *maxPlies, Seed: *seed}
	if *deadline > 0 {
		cfg.Deadline = start.Add(*deadline)
	}
	cfg.Finished = func(samples []tune.Sample) error {
		for i := range samples {
			rec, err := scoredRecord(scorer, &samples[i], *scoreNodes)
			if err != nil {
				return err
			}
			if err := w.Write(&rec); err != nil {
				return err
			}
			positions++
		}
		return nil
	}
	_, st, err := tune.Play(cfg)
	if err == nil {
		err = w.Flush()
	}
	if err == nil {
		err = f.commit()
	}
	if err != nil {
		fmt.Fprintf(stderr, "wormweave nnue data: %v\n", err)
		return 2
	}
	el := time.Since(start)
	fmt.Fprintf(stdout, "%s: %d games (%d undecided), %d positions in %.0f s (%.1f positions/s), written to %s\n",
		v, st.Games, st.Undecided, positions, el.Seconds(), float64(positions)/max(el.Seconds(), 1e-3), *out)
	return 0
}

// scoredRecord scores a self-play position by a search of nodes nodes and
// packs it with its game's result. The hash table is kept from one
// position to the next: they come from the same games.
func scoredRecord(e *engine.Engine, s *tune.Sample, nodes int64) (nnue.Record, error) {
	r := e.Start(&s.Pos, nil, engine.Limits{Nodes: nodes}, nil).Wait()
	result := nnue.Undecided
	switch s.Result {
	case 0:
		result = nnue.Lost
	case 1:
		result = nnue.Won
	}
	return nnue.NewRecord(&s.Pos, int(r.Score), result)
}

// firstErr returns the first error of errs that is not nil.
func firstErr(errs ...error) error {
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}
