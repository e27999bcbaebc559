package cli

import (
	"fmt"
	"io"
	"strings"
	"time"

	"wormweave/engine/nnue"
)

// runNNUETrain trains a network on data files and writes it, quantised,
// printing each epoch's losses and the held-out loss reached.
func runNNUETrain(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("nnue train", stderr)
	variant := fs.String("variant", "", "wormhole or interweave (required)")
	data := fs.String("data", "", "comma-separated data files, as nnue data writes (required)")
	out := fs.String("out", "", "the network file to write (required)")
	hidden := fs.Int("hidden", 64, fmt.Sprintf("size of each side's half of the hidden layer (at most %d)", nnue.MaxHidden))
	epochs := fs.Int("epochs", 20, "passes over the training positions")
	lambda := fs.Float64("lambda", 0.75, "share of the search's score in the target, the rest the game's result")
	rate := fs.Float64("rate", 0.001, "Adam's learning rate")
	decay := fs.Float64("decay", 1, "factor of the learning rate after each epoch")
	threads := fs.Int("threads", 1, "goroutines that share each batch (a training is the same from run to run at one count)")
	batch := fs.Int("batch", 256, "positions a step")
	holdout := fs.Float64("holdout", 0.1, "share of the positions kept out of the training to check it")
	seed := fs.Int64("seed", 1, "seed of the split, the order and the first weights")
	deadline := fs.Duration("deadline", 0, "stop after the epoch that passes this long (0: no limit)")
	if code := parseFlags(fs, args, stderr); code >= 0 {
		return code
	}
	v, err := requiredVariant(*variant)
	switch {
	case err != nil:
	case *data == "":
		err = fmt.Errorf("-data is required")
	case *out == "":
		err = fmt.Errorf("-out is required")
	default:
		err = firstErr(
			checkRange("-hidden", *hidden, 1, nnue.MaxHidden),
			checkRange("-epochs", *epochs, 1, 100_000),
			checkRange("-batch", *batch, 1, 1<<20),
			checkRange("-threads", *threads, 1, 256),
			checkFloat("-rate", *rate, 1e-9, 1, "1"),
			checkFloat("-holdout", *holdout, 0.001, 0.9, "0.9"))
	}
	if err == nil && !(*lambda >= 0 && *lambda <= 1) {
		err = fmt.Errorf("-lambda must be from 0 to 1")
	}
	if err == nil && !(*decay >= 0.01 && *decay <= 1) {
		err = fmt.Errorf("-decay must be from 0.01 to 1")
	}
	if err == nil && (*deadline < 0 || *deadline > maxDeadline) {
		err = fmt.Errorf("-deadline must be from 0 to %v", maxDeadline)
	}
	if err != nil {
		fmt.Fprintf(stderr, "wormweave nnue train: %v\n", err)
		return 2
	}
	names := strings.Split(*data, ",")
	if code := checkSameFiles("nnue train", inputFiles(names), []namedFile{{"-out", *out}}, stdout, stderr); code != 0 {
		return code
	}
	f, ok := openOutput("nnue train", "-out", *out, stderr)
	if !ok {
		return 2
	}
	defer f.discard()
	start := time.Now()
	samples := nnue.NewSamples(v)
	for _, name := range names {
		err := eachRecord(name, v, maxDataRecords-int64(samples.Len()), func(r *nnue.Record) error {
			return samples.Add(r, *lambda)
		})
		if err != nil {
			fmt.Fprintf(stderr, "wormweave nnue train: -data: %v\n", err)
			return 2
		}
	}
	cfg := nnue.TrainConfig{Hidden: *hidden, Epochs: *epochs, Lambda: *lambda, Rate: *rate, Decay: *decay, Threads: *threads, Batch: *batch, Holdout: *holdout, Seed: *seed,
		Epoch: func(e nnue.EpochReport) {
			fmt.Fprintf(stdout, "epoch %d: training loss %.6f, held-out loss %.6f (%.0f s)\n", e.Epoch, e.TrainLoss, e.HeldOut, e.Elapsed.Seconds())
		}}
	if *deadline > 0 {
		cfg.Deadline = start.Add(*deadline)
	}
	net, rep, err := nnue.Train(samples, cfg)
	if err == nil {
		_, err = net.WriteTo(f)
	}
	if err == nil {
		err = f.commit()
	}
	if err != nil {
		fmt.Fprintf(stderr, "wormweave nnue train: %v\n", err)
		return 2
	}
	fmt.Fprintf(stdout, "%s: %d games; %d positions trained on, %d held out (whole games); held-out loss %.6f at epoch %d (guessing the mean: %.6f); lambda %.2f; %.0f s; written to %s\n",
		v, samples.Games(), rep.Train, rep.HeldOut, rep.Best.HeldOut, rep.Best.Epoch, rep.Baseline, *lambda, time.Since(start).Seconds(), *out)
	return 0
}
