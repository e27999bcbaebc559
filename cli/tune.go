package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"math/rand"
	"os"
	"strings"
	"time"

	"wormweave/engine/eval"
	"wormweave/engine/nnue"
	"wormweave/engine/tune"
	"wormweave/rules"
)

// runTune plays self-play games with the small searcher of package tune and
// fits the variant's evaluation weights to their results (Texel's method),
// printing the data size, the error before and after, on the fitted
// positions and on held-out ones, and the fitted weights as Go. With -net
// a learned network plays the games instead, and only the scale k of its
// scores is fitted: the winning chances' curve (docs/nnue.md).
func runTune(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("tune", stderr)
	variant := fs.String("variant", "", "wormhole or interweave (required)")
	games := fs.Int("games", 200, "self-play games to play (0: none, only the positions of -load)")
	nodes := fs.Int64("nodes", 2000, "nodes a turn for the engine playing the self-play games; 0: the small searcher of package tune plays instead, to -depth")
	depth := fs.Int("depth", 1, "search depth of the small searcher, in whole turns (with -nodes 0)")
	random := fs.Int("random", 6, "turns played at random at the start of each game")
	maxPlies := fs.Int("maxplies", 200, "a game longer than this many turns counts as undecided")
	seed := fs.Int64("seed", 1, "seed of the random turns and of the held-out split")
	holdout := fs.Float64("holdout", 0.2, "share of the positions kept out of the fit to check it")
	ridge := fs.Float64("ridge", 1e-4, "penalty on the squared change of each weight, in pawns, added to the error")
	fix := fs.String("fix", "", "comma-separated weights to keep at their defaults (Pawn and KingCapture always are)")
	out := fs.String("out", "", "write the fitted weights to this JSON file (the form a match's engine player reads with eval=FILE)")
	save := fs.String("save", "", "append the positions of each game to this positions file as the game ends (created if missing)")
	load := fs.String("load", "", "comma-separated positions files (as -save writes) whose positions are fitted with those of the games")
	from := fs.String("from", "", "start from the weights of this JSON file (as -out writes; weights it does not name keep their defaults)")
	deadline := fs.Duration("deadline", 3*time.Minute, "stop playing and fitting after this long")
	netName := fs.String("net", "", "measure the scale k of this learned network (a net file, or "+nnue.EmbeddedName+"): it plays the games and k is fitted to its scores; no weight is fitted")
	if code := parseFlags(fs, args, stderr); code >= 0 {
		return code
	}
	err := checkTuneFlags(*variant, *games, *nodes, *depth, *holdout, *ridge, *deadline)
	if err == nil && *games == 0 && *load == "" {
		err = fmt.Errorf("-games 0 plays no games: give positions files with -load")
	}
	if err == nil {
		err = checkRange("-maxplies", *maxPlies, 1, math.MaxInt32)
	}
	if err == nil {
		err = checkRange("-random", *random, 0, math.MaxInt32)
	}
	if err == nil && *netName != "" {
		// A network has no weights of the linear evaluation to start from,
		// fix or write.
		for _, f := range []struct{ name, value string }{{"-from", *from}, {"-fix", *fix}, {"-out", *out}} {
			if f.value != "" {
				err = fmt.Errorf("-net fits no weight: %s does not go with it", f.name)
				break
			}
		}
	}
	if err != nil {
		fmt.Fprintf(stderr, "wormweave tune: %v\n", err)
		return 2
	}
	inputs := []namedFile{{"-from", *from}}
	if *netName != nnue.EmbeddedName {
		inputs = append(inputs, namedFile{"-net", *netName})
	}
	if *load != "" {
		for _, name := range strings.Split(*load, ",") {
			inputs = append(inputs, namedFile{"-load", name})
		}
	}
	if code := checkSameFiles("tune", inputs, []namedFile{{"-out", *out}, {"-save", *save}}, stdout, stderr); code != 0 {
		return code
	}
	v, _ := rules.ParseVariant(*variant)
	ev, params := tune.DefaultEvaluator(v)
	var net *nnue.Net
	if *netName != "" {
		if net, err = nnue.Load(*netName, v); err != nil {
			fmt.Fprintf(stderr, "wormweave tune: -net: %v\n", err)
			return 2
		}
		ev = net.NewEvaluator()
	}
	if *from != "" {
		if err := readWeights(*from, params); err != nil {
			fmt.Fprintf(stderr, "wormweave tune: -from: %v\n", err)
			return 2
		}
	}
	// The pawn stays at 100: it sets the scale of the centipawn.
	// KingCapture only scores positions where the mover can capture, which
	// are never quiet.
	fixed := []string{"Pawn"}
	if v == rules.Interweave {
		fixed = append(fixed, "KingCapture")
	}
	if *fix != "" {
		fixed = append(fixed, strings.Split(*fix, ",")...)
	}
	ps, err := tune.Params(params, fixed...)
	if err != nil {
		fmt.Fprintf(stderr, "wormweave tune: -fix: %v\n", err)
		return 2
	}
	// The outputs are checked before the games and the fit.
	if !writable(stdout) {
		return 2 // Run reports it
	}
	weights, ok := openOutput("tune", "-out", *out, stderr)
	if !ok {
		return 2
	}
	defer weights.discard()
	var loaded []tune.Sample
	if *load != "" {
		for _, name := range strings.Split(*load, ",") {
			ss, err := readPositions(name, v)
			if err != nil {
				fmt.Fprintf(stderr, "wormweave tune: -load: %v\n", err)
				return 2
			}
			loaded = append(loaded, ss...)
		}
	}
	var finished func([]tune.Sample) error
	if *save != "" {
		f, err := openPositions(*save, v)
		if err != nil {
			fmt.Fprintf(stderr, "wormweave tune: -save: %v\n", err)
			return 2
		}
		defer f.Close()
		finished = func(ss []tune.Sample) error { return tune.WriteSamples(f, ss) }
	}
	start := time.Now()
	end := start.Add(*deadline)
	var samples []tune.Sample
	if *games > 0 {
		// Games get at most two thirds of the time, so that the fit has some.
		var st tune.Stats
		// The linear evaluation's games are played with its defaults (nil),
		// as they always were, whatever -from says; a network plays its own.
		var players eval.Evaluator
		if net != nil {
			players = ev
		}
		samples, st, err = tune.Play(tune.GameConfig{
			Variant: v, Games: *games, Nodes: *nodes, Depth: *depth, RandomTurns: *random, MaxPlies: *maxPlies,
			Seed: *seed, Deadline: start.Add(*deadline * 2 / 3), Finished: finished, Eval: players,
		})
		if err != nil {
			fmt.Fprintf(stderr, "wormweave tune: %v\n", err)
			return 2
		}
		fmt.Fprintf(stdout, "games %d (undecided %d), turns %d, quiet positions %d, search nodes %d, %s\n",
			st.Games, st.Undecided, st.Plies, len(samples), st.Nodes, time.Since(start).Round(time.Second))
	}
	if *load != "" {
		fmt.Fprintf(stdout, "positions read from %s: %d\n", *load, len(loaded))
		samples = append(samples, loaded...)
	}
	rng := rand.New(rand.NewSource(*seed))
	rng.Shuffle(len(samples), func(i, j int) { samples[i], samples[j] = samples[j], samples[i] })
	nTest := int(float64(len(samples)) * *holdout)
	test, train := samples[:nTest], samples[nTest:]
	if len(train) == 0 {
		fmt.Fprintln(stderr, "wormweave tune: no positions to fit; play more games")
		return 1
	}

	k := tune.FitK(ev, train)
	testBefore := tune.MeanError(ev, test, k)
	if net != nil {
		fmt.Fprintf(stdout, "fitted on %d positions, checked on %d; k %.3f (scale %.5f a centipawn)\n", len(train), len(test), k, k*math.Ln10/400)
		fmt.Fprintf(stdout, "error fitted positions: %.5f\n", tune.MeanError(ev, train, k))
		if len(test) > 0 {
			fmt.Fprintf(stdout, "error held-out positions: %.5f\n", testBefore)
		}
		fmt.Fprintf(stdout, "total time %s\n", time.Since(start).Round(time.Second))
		return 0
	}
	res, err := tune.Fit(ev, ps, train, k, *ridge, []int{16, 4, 1}, end)
	if err != nil {
		fmt.Fprintf(stderr, "wormweave tune: %v\n", err)
		return 1
	}
	testAfter := tune.MeanError(ev, test, k)
	fmt.Fprintf(stdout, "fitted on %d positions, checked on %d; k %.3f; ridge %g; %d passes", len(train), len(test), k, *ridge, res.Rounds)
	if res.TimedOut {
		fmt.Fprint(stdout, " (stopped by the deadline)")
	}
	fmt.Fprintln(stdout)
	fmt.Fprintf(stdout, "error fitted positions: %.5f -> %.5f\n", res.TrainBefore, res.TrainAfter)
	fmt.Fprintf(stdout, "error held-out positions: %.5f -> %.5f\n", testBefore, testAfter)
	var b strings.Builder
	for i, p := range ps {
		fmt.Fprintf(&b, "\t%s: %d, // was %d\n", p.Name, res.After[i], res.Before[i])
	}
	fmt.Fprint(stdout, b.String())
	fmt.Fprintf(stdout, "total time %s\n", time.Since(start).Round(time.Second))
	if weights != nil {
		data, err := json.MarshalIndent(params, "", "  ")
		if err == nil {
			_, err = weights.Write(append(data, '\n'))
		}
		if err == nil {
			err = weights.commit()
		}
		if err != nil {
			fmt.Fprintf(stderr, "wormweave tune: -out: %v\n", err)
			return 2
		}
	}
	return 0
}

// checkTuneFlags says which flag of tune is wrong, if one is.
func checkTuneFlags(variant string, games int, nodes int64, depth int, holdout, ridge float64, deadline time.Duration) error {
	if variant == "" {
		return fmt.Errorf("-variant is required (wormhole or interweave)")
	}
	if _, err := rules.ParseVariant(variant); err != nil {
		return fmt.Errorf("-variant: %v", err)
	}
	switch {
	case nodes < 0:
		return fmt.Errorf("-nodes must not be negative")
	case games < 0 || games > maxTuneGames:
		return fmt.Errorf("-games must be from 0 to %d", maxTuneGames)
	case depth < 1 || depth > 4:
		return fmt.Errorf("-depth must be from 1 to 4")
	case deadline <= 0 || deadline > maxDeadline:
		return fmt.Errorf("-deadline must be more than 0 and at most %v", maxDeadline)
	}
	if err := checkFloat("-holdout", holdout, 0, 1, "1"); err != nil {
		return err
	}
	return checkFloat("-ridge", ridge, 0, math.Inf(1), "infinity")
}

// readPositions reads the positions file at path, for variant v.
func readPositions(path string, v rules.Variant) ([]tune.Sample, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	ss, err := tune.ReadSamples(f, v)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	return ss, nil
}

// openPositions opens the positions file at path to append to it, creating
// it with its header when missing or empty. A file of another variant is
// refused before anything is written to it.
func openPositions(path string, v rules.Variant) (*os.File, error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_APPEND|os.O_CREATE, 0o644)
	if err != nil {
		return nil, err
	}
	fi, err := f.Stat()
	if err == nil && fi.Size() == 0 {
		_, err = io.WriteString(f, tune.PositionsHeader(v))
	} else if err == nil {
		// The header names the file's variant; reading the first line is
		// enough to refuse mixing variants.
		var head [128]byte
		n, _ := f.ReadAt(head[:], 0)
		first, _, _ := strings.Cut(string(head[:n]), "\n")
		if strings.HasPrefix(first, "#") {
			_, err = tune.ReadSamples(strings.NewReader(first), v)
		}
	}
	if err != nil {
		f.Close()
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	return f, nil
}

// maxWeightsFile bounds a weights file: its weights take a few hundred
// bytes, and a file with no end must not fill the memory.
const maxWeightsFile = 1 << 20

// readWeights sets the weights params points to from the JSON object of
// the file at path; a key that names no weight is an error.
func readWeights(path string, params any) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, maxWeightsFile+1))
	if err != nil {
		return fmt.Errorf("%s: %v", path, err)
	}
	if len(data) > maxWeightsFile {
		return fmt.Errorf("%s: longer than %d bytes: not a file of weights", path, maxWeightsFile)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(params); err != nil {
		return fmt.Errorf("%s: %v", path, err)
	}
	if rest := bytes.TrimSpace(data[dec.InputOffset():]); len(rest) > 0 {
		return fmt.Errorf("%s: text after the object, at byte %d: the file must hold one JSON object", path, len(data)-len(rest)+1)
	}
	return nil
}
