package tune

import (
	"errors"
	"fmt"
	"math"
	"reflect"
	"time"

	"wormweave/engine/eval"
	"wormweave/rules"
)

// Param is one weight being fitted: a field of an evaluator's parameter
// struct, reached through a pointer so that the evaluator sees each change.
type Param struct {
	Name string
	v    reflect.Value
}

// Get returns the weight's current value.
func (p Param) Get() int { return int(p.v.Int()) }

// Set changes the weight.
func (p Param) Set(x int) { p.v.SetInt(int64(x)) }

// Params lists the int fields of the struct params points to, leaving out
// those named in fixed; a name in fixed that is no such field is an error.
func Params(params any, fixed ...string) ([]Param, error) {
	v := reflect.ValueOf(params)
	if v.Kind() != reflect.Pointer || v.Elem().Kind() != reflect.Struct {
		return nil, fmt.Errorf("parameters must be a pointer to a struct, not %T", params)
	}
	v = v.Elem()
	for _, name := range fixed {
		if f, ok := v.Type().FieldByName(name); !ok || f.Type.Kind() != reflect.Int {
			return nil, fmt.Errorf("%s has no weight %s", v.Type().Name(), rules.Quote(name))
		}
	}
	var out []Param
	for i := 0; i < v.NumField(); i++ {
		f := v.Type().Field(i)
		if f.Type.Kind() != reflect.Int || !f.IsExported() || contains(fixed, f.Name) {
			continue
		}
		out = append(out, Param{Name: f.Name, v: v.Field(i)})
	}
	return out, nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// MeanError returns the mean squared difference between the samples'
// results and the win probability sigmoid(k*score) that the evaluation
// predicts: Texel's error.
func MeanError(ev eval.Evaluator, samples []Sample, k float64) float64 {
	if len(samples) == 0 {
		return 0
	}
	sum := 0.0
	for i := range samples {
		d := samples[i].Result - sigmoid(k, ev.Evaluate(&samples[i].Pos))
		sum += d * d
	}
	return sum / float64(len(samples))
}

// sigmoid maps a score in centipawns to a win probability; k scales it.
func sigmoid(k float64, score int) float64 {
	return 1 / (1 + math.Exp(-k*math.Ln10*float64(score)/400))
}

// scoresError is MeanError over scores already computed.
func scoresError(samples []Sample, scores []int, k float64) float64 {
	if len(samples) == 0 {
		return 0
	}
	sum := 0.0
	for i := range samples {
		d := samples[i].Result - sigmoid(k, scores[i])
		sum += d * d
	}
	return sum / float64(len(samples))
}

// FitK returns the scale k that minimises the error of ev on samples,
// found by narrowing a grid over (0, 4].
func FitK(ev eval.Evaluator, samples []Sample) float64 {
	// The scores do not change with k: evaluating once spares a full
	// evaluation of every sample at each of the grid's points.
	scores := make([]int, len(samples))
	for i := range samples {
		scores[i] = ev.Evaluate(&samples[i].Pos)
	}
	lo, hi := 0.01, 4.0
	best := 1.0
	for round := 0; round < 4; round++ {
		step := (hi - lo) / 10
		bestErr := math.Inf(1)
		for k := lo; k <= hi+1e-9; k += step {
			if e := scoresError(samples, scores, k); e < bestErr {
				best, bestErr = k, e
			}
		}
		lo, hi = math.Max(0.001, best-step), best+step
	}
	return best
}

// Result is the outcome of Fit.
type Result struct {
	Before, After []int // the weights, in the order of the params
	TrainBefore   float64
	TrainAfter    float64
	Rounds        int  // passes over all weights
	TimedOut      bool // the deadline stopped the fit before it converged
}

// maxPasses bounds the passes at one step size, should a weight drift.
const maxPasses = 40

// Fit changes params to lower MeanError(ev, train, k) by coordinate descent
// with shrinking steps: each weight tries one step up and one down and
// keeps a change that lowers the objective; when a pass changes nothing the
// step shrinks, and the fit ends after the smallest step. It stops early at
// the deadline (zero: none).
//
// The objective adds to the error ridge times the sum of the squared
// changes of the weights, in pawns: weights that always move together
// (terms present in the same positions) would otherwise drift apart
// without bound, one up and one down, for no real gain.
//
// When the evaluation is an affine function of the fitted weights on the
// training positions (both evaluations of package eval are: every term is a
// weight times a count), Fit measures each weight's count on each position
// once and computes the error from those counts, which is many times
// faster than evaluating every position for every step tried.
func Fit(ev eval.Evaluator, params []Param, train []Sample, k, ridge float64, steps []int, deadline time.Time) (Result, error) {
	return fit(ev, params, train, k, ridge, steps, deadline, true)
}

// fit is Fit, using the counts (the linear model) only when linear allows.
func fit(ev eval.Evaluator, params []Param, train []Sample, k, ridge float64, steps []int, deadline time.Time, linear bool) (Result, error) {
	if len(train) == 0 {
		return Result{}, errors.New("tune: no positions to fit")
	}
	var r Result
	for _, p := range params {
		r.Before = append(r.Before, p.Get())
	}
	errorNow := func() float64 { return MeanError(ev, train, k) }
	if linear {
		if m := linearize(ev, params, train); m != nil {
			errorNow = func() float64 { return m.meanError(params, train, k) }
		}
	}
	objective := func() float64 {
		pen := 0.0
		for i, p := range params {
			d := float64(p.Get()-r.Before[i]) / 100
			pen += d * d
		}
		return errorNow() + ridge*pen
	}
	r.TrainBefore = MeanError(ev, train, k)
	best := objective()
	for _, step := range steps {
		for improved, passes := true, 0; improved && passes < maxPasses; passes++ {
			improved = false
			r.Rounds++
			for _, p := range params {
				if !deadline.IsZero() && time.Now().After(deadline) {
					r.TimedOut = true
					return r.finish(ev, params, train, k), nil
				}
				old := p.Get()
				for _, d := range [2]int{step, -step} {
					p.Set(old + d)
					if e := objective(); e < best {
						best, improved = e, true
						break
					}
					p.Set(old)
				}
			}
		}
	}
	return r.finish(ev, params, train, k), nil
}

func (r Result) finish(ev eval.Evaluator, params []Param, train []Sample, k float64) Result {
	r.TrainAfter = MeanError(ev, train, k)
	for _, p := range params {
		r.After = append(r.After, p.Get())
	}
	return r
}

// linearModel is the evaluation of a set of samples as an affine function
// of the fitted weights: the score of sample j is
// base[j] + sum over i of weight i times count[j*n+i].
type linearModel struct {
	n      int
	base   []int
	count  []int32
	scores []int // room for meanError
}

// linearize measures the model of ev on samples: the score with every
// fitted weight at 0, and each weight's count as the score's change when
// that weight alone is 1. It returns nil, leaving the weights as they were,
// when the model does not reproduce ev's scores at the current weights and
// at other ones (the evaluation is not affine in them).
func linearize(ev eval.Evaluator, params []Param, samples []Sample) *linearModel {
	n := len(params)
	saved := make([]int, n)
	for i, p := range params {
		saved[i] = p.Get()
	}
	defer func() {
		for i, p := range params {
			p.Set(saved[i])
		}
	}()
	m := &linearModel{n: n, base: make([]int, len(samples)), count: make([]int32, len(samples)*n), scores: make([]int, len(samples))}
	for _, p := range params {
		p.Set(0)
	}
	for j := range samples {
		m.base[j] = ev.Evaluate(&samples[j].Pos)
	}
	for i, p := range params {
		p.Set(1)
		for j := range samples {
			c := ev.Evaluate(&samples[j].Pos) - m.base[j]
			if c != int(int32(c)) {
				return nil
			}
			m.count[j*n+i] = int32(c)
		}
		p.Set(0)
	}
	// Two checks: the weights of the fit's start, and others far from them
	// (an odd shift, so that no term is only ever tried at even weights).
	for _, shift := range []int{0, 37} {
		for i, p := range params {
			p.Set(saved[i] + shift*(i%3+1))
		}
		m.fill(params)
		for j := range samples {
			if ev.Evaluate(&samples[j].Pos) != m.scores[j] {
				return nil
			}
		}
	}
	return m
}

// fill puts into m.scores the model's scores at the params' weights.
func (m *linearModel) fill(params []Param) {
	w := make([]int, m.n)
	for i, p := range params {
		w[i] = p.Get()
	}
	for j := range m.base {
		s := m.base[j]
		c := m.count[j*m.n : (j+1)*m.n]
		for i, x := range w {
			s += x * int(c[i])
		}
		m.scores[j] = s
	}
}

// meanError is MeanError computed from the model at the params' weights.
func (m *linearModel) meanError(params []Param, samples []Sample, k float64) float64 {
	m.fill(params)
	return scoresError(samples, m.scores, k)
}
