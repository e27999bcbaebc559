package nnue

import (
	"errors"
	"fmt"
	"math"
	"math/rand"
	"sync"
	"time"

	"wormweave/rules"
)

// Training is in float32, by Adam over mini-batches, each batch's
// gradients summed by Threads goroutines in a fixed order (so that a
// training is the same from run to run at one thread count); the net that
// scores best on the held-out positions is quantised to a Net. The
// held-out positions are whole games: positions of one game are alike, and
// holding out some of a game whose others are trained on would flatter
// the held-out loss.
//
// A position's target blends, as Stockfish's trainer does, the deeper
// search's opinion and the game's result:
//
//	target = Lambda·σ(score/ScoreScale) + (1−Lambda)·result
//
// (result 1, ½ or 0 for the side to move), and the loss is the mean
// squared difference between σ(output·OutputScale/ScoreScale) and the
// target, output being the float net's output.

// ScoreScale is the centipawns that make one unit of the logistic: a
// score of +400 is a 73% expectation, as orthodox engines count.
const ScoreScale = 400

// TrainConfig says how to train.
type TrainConfig struct {
	Hidden int     // size of each side's half of the hidden layer
	Epochs int     // passes over the training positions
	Lambda float64 // share of the search's score in the target, 0 to 1
	Rate   float64 // Adam's learning rate
	// Decay multiplies the learning rate after each epoch (1 or 0: none).
	Decay   float64
	Batch   int     // positions a step
	Holdout float64 // share of the positions kept out to check the fit
	Seed    int64   // seeds the split, the order and the first weights
	Threads int     // goroutines that share a batch's gradients (0: one)
	// Deadline ends the training after the epoch it falls in (zero: none).
	Deadline time.Time
	// Epoch, when not nil, is told each epoch's losses as it ends.
	Epoch func(EpochReport)
}

// EpochReport is what an epoch of training reached.
type EpochReport struct {
	Epoch              int
	TrainLoss, HeldOut float64
	Elapsed            time.Duration
}

// TrainReport sums a training up.
type TrainReport struct {
	Train, HeldOut int     // positions
	Baseline       float64 // held-out loss of predicting the mean target
	Best           EpochReport
	Epochs         int
}

// Samples are training positions as the trainer holds them: each
// position's inputs, from the side to move's view then from the other's,
// and its target.
type Samples struct {
	v      rules.Variant
	feats  []uint16
	start  []int32 // position i's inputs are feats[start[2i]:start[2i+1]] and [start[2i+1]:start[2i+2]]
	target []float32
	// games[g] is the first position of game g. The data hold each game's
	// positions in the order played, so a position whose ply count is not
	// above the one before begins a new game.
	games     []int32
	lastPlies int
}

// NewSamples holds no position yet, for variant v.
func NewSamples(v rules.Variant) *Samples { return &Samples{v: v, start: []int32{0}} }

// Len returns the number of positions.
func (s *Samples) Len() int { return len(s.target) }

// Add adds a record with the blend lambda of its score and result.
func (s *Samples) Add(r *Record, lambda float64) error {
	b, err := r.board(s.v)
	if err != nil {
		return err
	}
	var buf [96]int
	for _, persp := range []rules.Color{r.Turn(), r.Turn() ^ 1} {
		for _, f := range appendFeatures(buf[:0], s.v, &b, persp) {
			s.feats = append(s.feats, uint16(f))
		}
		s.start = append(s.start, int32(len(s.feats)))
	}
	t := lambda*sigmoid(float64(r.Score())/ScoreScale) + (1-lambda)*float64(r.Result())/2
	if len(s.target) == 0 || r.Plies() <= s.lastPlies {
		s.games = append(s.games, int32(len(s.target)))
	}
	s.lastPlies = r.Plies()
	s.target = append(s.target, float32(t))
	return nil
}

// Games returns the number of games the positions come from.
func (s *Samples) Games() int { return len(s.games) }

// split returns the positions of whole games, drawn at random, until
// they are held positions or more, and the others.
func (s *Samples) split(held int, rng *rand.Rand) (heldOut, train []int) {
	for _, g := range rng.Perm(len(s.games)) {
		end := len(s.target)
		if g+1 < len(s.games) {
			end = int(s.games[g+1])
		}
		hold := len(heldOut) < held
		for i := int(s.games[g]); i < end; i++ {
			if hold {
				heldOut = append(heldOut, i)
			} else {
				train = append(train, i)
			}
		}
	}
	return heldOut, train
}

func sigmoid(x float64) float64 { return 1 / (1 + math.Exp(-x)) }

// floatNet is the net being trained, with Adam's moments of each weight.
type floatNet struct {
	h, in      int
	w1, b1, w2 []float32 // w1 input by input, as Net's
	b2         []float32
}

func newFloatNet(in, h int, rng *rand.Rand) *floatNet {
	n := &floatNet{h: h, in: in, w1: make([]float32, in*h), b1: make([]float32, h), w2: make([]float32, 2*h), b2: make([]float32, 1)}
	for i := range n.w1 {
		n.w1[i] = float32(rng.Float64()*0.2 - 0.1)
	}
	for i := range n.b1 {
		n.b1[i] = 0.5
	}
	for i := range n.w2 {
		n.w2[i] = float32(rng.Float64()*0.2 - 0.1)
	}
	return n
}

// params lists the weights in one order, for the optimiser.
func (n *floatNet) params() [][]float32 { return [][]float32{n.w1, n.b1, n.w2, n.b2} }

// The bounds of the weights, so that the quantised accumulator stays in
// int16 (see Net.checkRange): |b1| + 76·|w1| times QA under 32767.
const (
	maxW1 = 1.5
	maxB1 = 8
	maxW2 = 32767 / QB
)

// forward returns the output for position i, filling the hidden
// activations (pre-clipping) in acc, 2h long.
func (n *floatNet) forward(s *Samples, i int, acc []float32) float32 {
	h := n.h
	y := n.b2[0]
	for half := 0; half < 2; half++ {
		a := acc[half*h : half*h+h]
		copy(a, n.b1)
		for _, f := range s.feats[s.start[2*i+half]:s.start[2*i+half+1]] {
			w := n.w1[int(f)*h : int(f)*h+h]
			for j := range a {
				a[j] += w[j]
			}
		}
		w2 := n.w2[half*h : half*h+h]
		for j, v := range a {
			y += min(max(v, 0), 1) * w2[j]
		}
	}
	return y
}

// loss returns the position's loss and d(loss)/d(output).
func loss(y, target float32) (float64, float32) {
	p := sigmoid(float64(y) * OutputScale / ScoreScale)
	d := p - float64(target)
	return d * d, float32(2 * d * p * (1 - p) * OutputScale / ScoreScale)
}

// Train fits a net of the samples' variant to them and returns it,
// quantised, with the losses reached.
func Train(s *Samples, cfg TrainConfig) (*Net, TrainReport, error) {
	n, rep, err := train(s, cfg)
	if err != nil {
		return nil, rep, err
	}
	return n.quantise(s.v), rep, nil
}

// train is Train before the quantisation.
func train(s *Samples, cfg TrainConfig) (*floatNet, TrainReport, error) {
	var rep TrainReport
	if cfg.Hidden < 1 || cfg.Hidden > MaxHidden || cfg.Epochs < 1 || cfg.Batch < 1 || cfg.Rate <= 0 || cfg.Holdout <= 0 || cfg.Holdout >= 1 {
		return nil, rep, errors.New("hidden size, epochs and batch must be 1 or more, the rate above 0, the held-out share between 0 and 1")
	}
	rng := rand.New(rand.NewSource(cfg.Seed))
	held, train := s.split(int(float64(s.Len())*cfg.Holdout), rng)
	if len(held) == 0 || len(train) == 0 {
		return nil, rep, fmt.Errorf("%d positions are too few to train and to hold some out", s.Len())
	}
	rep.Train, rep.HeldOut = len(train), len(held)
	rep.Baseline = baseline(s, train, held)
	n := newFloatNet(Inputs(s.v), cfg.Hidden, rng)
	opt := newAdam(n.params(), cfg.Rate)
	best := newFloatNet(n.in, n.h, rng)
	rep.Best.HeldOut = math.Inf(1)
	acc := make([]float32, 2*n.h)
	workers := make([]*worker, max(cfg.Threads, 1))
	for i := range workers {
		workers[i] = newWorker(n)
	}
	start := time.Now()
	for epoch := 1; epoch <= cfg.Epochs; epoch++ {
		rng.Shuffle(len(train), func(i, j int) { train[i], train[j] = train[j], train[i] })
		var sum float64
		for b := 0; b < len(train); b += cfg.Batch {
			batch := train[b:min(b+cfg.Batch, len(train))]
			sum += n.backwardShared(s, batch, workers)
			opt.step(n.params(), workers[0].grads, 1/float32(len(batch)), n.bounds())
		}
		if cfg.Decay > 0 {
			opt.rate *= float32(cfg.Decay)
		}
		er := EpochReport{Epoch: epoch, TrainLoss: sum / float64(len(train)), HeldOut: n.meanLoss(s, held, acc), Elapsed: time.Since(start)}
		rep.Epochs = epoch
		if er.HeldOut < rep.Best.HeldOut {
			rep.Best = er
			for i, p := range n.params() {
				copy(best.params()[i], p)
			}
		}
		if cfg.Epoch != nil {
			cfg.Epoch(er)
		}
		if !cfg.Deadline.IsZero() && time.Now().After(cfg.Deadline) {
			break
		}
	}
	return best, rep, nil
}

// baseline is the held-out loss of always predicting the training targets' mean.
func baseline(s *Samples, train, held []int) float64 {
	var mean float64
	for _, i := range train {
		mean += float64(s.target[i])
	}
	mean /= float64(len(train))
	var l float64
	for _, i := range held {
		d := mean - float64(s.target[i])
		l += d * d
	}
	return l / float64(len(held))
}

// meanLoss is the mean loss over the positions idx.
func (n *floatNet) meanLoss(s *Samples, idx []int, acc []float32) float64 {
	var l float64
	for _, i := range idx {
		li, _ := loss(n.forward(s, i, acc), s.target[i])
		l += li
	}
	return l / float64(len(idx))
}

// worker is what one goroutine of the training needs of its own.
type worker struct {
	acc   []float32
	grads [][]float32
	loss  float64
}

func newWorker(n *floatNet) *worker {
	return &worker{acc: make([]float32, 2*n.h),
		grads: [][]float32{make([]float32, len(n.w1)), make([]float32, len(n.b1)), make([]float32, len(n.w2)), make([]float32, 1)}}
}

// backwardShared fills workers[0].grads with the summed gradients of the
// batch's losses, each worker taking a slice of the batch, and returns the
// summed loss. The sums are added in the workers' order, so the result
// does not depend on which goroutine ends first.
func (n *floatNet) backwardShared(s *Samples, batch []int, workers []*worker) float64 {
	if len(workers) == 1 {
		return n.backward(s, batch, workers[0].acc, workers[0].grads)
	}
	var wg sync.WaitGroup
	per := (len(batch) + len(workers) - 1) / len(workers)
	for k, w := range workers {
		part := batch[min(k*per, len(batch)):min((k+1)*per, len(batch))]
		wg.Add(1)
		go func() {
			defer wg.Done()
			w.loss = n.backward(s, part, w.acc, w.grads)
		}()
	}
	wg.Wait()
	total := workers[0].loss
	for _, w := range workers[1:] {
		total += w.loss
		for k, g := range w.grads {
			sum := workers[0].grads[k]
			for i, x := range g {
				sum[i] += x
			}
		}
	}
	return total
}

// backward fills grads with the summed gradients of the batch's losses and
// returns the summed loss. The hidden layer's gradient of a position is
// made first as one vector, da, then added to each active input's run of
// weights: the runs are contiguous, as the weights are stored.
func (n *floatNet) backward(s *Samples, batch []int, acc []float32, grads [][]float32) float64 {
	for _, g := range grads {
		clear(g)
	}
	gw1, gb1, gw2, gb2 := grads[0], grads[1], grads[2], grads[3]
	h := n.h
	da := make([]float32, h)
	var total float64
	for _, i := range batch {
		l, dy := loss(n.forward(s, i, acc), s.target[i])
		total += l
		gb2[0] += dy
		for half := 0; half < 2; half++ {
			a := acc[half*h : half*h+h]
			w2 := n.w2[half*h : half*h+h]
			g2 := gw2[half*h : half*h+h]
			active := false
			for j, v := range a {
				switch {
				case v <= 0:
					da[j] = 0
				case v >= 1:
					da[j] = 0
					g2[j] += dy
				default:
					g2[j] += dy * v
					da[j] = dy * w2[j]
					gb1[j] += da[j]
					active = true
				}
			}
			if !active {
				continue
			}
			for _, f := range s.feats[s.start[2*i+half]:s.start[2*i+half+1]] {
				g := gw1[int(f)*h : int(f)*h+h]
				for j, d := range da {
					g[j] += d
				}
			}
		}
	}
	return total
}

// bounds returns, for each of params' slices, the bound of its weights'
// magnitude, so that the quantised net can hold them (no bound: +Inf).
func (n *floatNet) bounds() []float32 {
	return []float32{maxW1, maxB1, maxW2, float32(math.Inf(1))}
}

// quantise returns the int16 net of the float one.
func (n *floatNet) quantise(v rules.Variant) *Net {
	q := &Net{v: v, hidden: n.h, ftW: make([]int16, len(n.w1)), ftB: make([]int16, len(n.b1)), outW: make([]int16, len(n.w2))}
	round := func(x float32, scale float64) int16 {
		return int16(max(-32767, min(32767, math.Round(float64(x)*scale))))
	}
	for i, w := range n.w1 {
		q.ftW[i] = round(w, QA)
	}
	for i, w := range n.b1 {
		q.ftB[i] = round(w, QA)
	}
	for i, w := range n.w2 {
		q.outW[i] = round(w, QB)
	}
	q.outB = int32(max(math.MinInt32, min(math.MaxInt32, math.Round(float64(n.b2[0])*QA*QB))))
	return q
}

// adam is the Adam optimiser's state.
type adam struct {
	rate   float32
	t      int
	m, v   [][]float32
	b1, b2 float64
}

func newAdam(params [][]float32, rate float64) *adam {
	a := &adam{rate: float32(rate), b1: 0.9, b2: 0.999}
	for _, p := range params {
		a.m = append(a.m, make([]float32, len(p)))
		a.v = append(a.v, make([]float32, len(p)))
	}
	return a
}

// step moves params against grads (scaled by scale) and keeps each
// within its bound, skipping the weights whose gradient and moments are
// all zero (inputs no position of the batch had), which are most of them:
// those have not moved, and are within their bounds already.
func (a *adam) step(params, grads [][]float32, scale float32, bounds []float32) {
	a.t++
	c1 := float32(1 - math.Pow(a.b1, float64(a.t)))
	c2 := float32(1 - math.Pow(a.b2, float64(a.t)))
	b1, b2 := float32(a.b1), float32(a.b2)
	for k, p := range params {
		m, v, g, bound := a.m[k], a.v[k], grads[k], bounds[k]
		for i := range p {
			gi := g[i] * scale
			if gi == 0 && m[i] == 0 {
				continue
			}
			m[i] = b1*m[i] + (1-b1)*gi
			v[i] = b2*v[i] + (1-b2)*gi*gi
			p[i] = min(max(p[i]-a.rate*(m[i]/c1)/(float32(math.Sqrt(float64(v[i]/c2)))+1e-8), -bound), bound)
		}
	}
}
