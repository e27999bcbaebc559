package engine

import (
	"sync/atomic"
	"testing"

	"wormweave/engine/eval"
	"wormweave/rules"
)

// forkCounter is an evaluator with state, as the learned one is: the
// original must never evaluate in a search, each thread its own fork.
type forkCounter struct {
	forks    *atomic.Int32
	original bool
	misuse   *atomic.Int32
	inner    eval.Evaluator
}

func (f *forkCounter) Evaluate(p *rules.Position) int {
	if f.original {
		f.misuse.Add(1)
	}
	return f.inner.Evaluate(p)
}

func (f *forkCounter) Fork() eval.Evaluator {
	f.forks.Add(1)
	return &forkCounter{forks: f.forks, misuse: f.misuse, inner: f.inner}
}

// TestEachThreadEvaluatesWithItsOwnFork: with an eval.Forker, every
// search thread evaluates with a fork of its own, kept from one search to
// the next, and the shared evaluator is never used.
func TestEachThreadEvaluatesWithItsOwnFork(t *testing.T) {
	ev := &forkCounter{forks: new(atomic.Int32), misuse: new(atomic.Int32), original: true, inner: eval.Linear(rules.Wormhole)}
	e := New(Options{Threads: 2, Eval: ev})
	p := rules.NewPosition(rules.Wormhole)
	for i := 0; i < 2; i++ {
		if r := e.Start(p, nil, Limits{Depth: 3}, nil).Wait(); len(r.Best) == 0 {
			t.Fatal("no move")
		}
	}
	if n := ev.misuse.Load(); n != 0 {
		t.Errorf("the shared evaluator evaluated %d positions", n)
	}
	if n := ev.forks.Load(); n != 2 {
		t.Errorf("%d forks for two threads over two searches, want 2", n)
	}
}
