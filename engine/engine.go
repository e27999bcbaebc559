package engine

import (
	"sync"
	"sync/atomic"
	"time"

	"wormweave/engine/eval"
	"wormweave/rules"
)

// Engine searches positions of one game after another, keeping its
// transposition table and move-ordering histories between searches. Its
// methods may be called from any goroutine; one search runs at a time.
type Engine struct {
	mu      sync.Mutex
	opt     Options
	workers []*worker // worker 0 reports; the others are Lazy SMP helpers
	tt      *table
	ttMB    int
	current *Search
	// seed drives the levels' randomness in the next searches: Options.Seed,
	// drawn again at each NewGame, so that the games of a session at a
	// level differ (and a match's games, seeded, still replay).
	seed int64
}

// New returns an engine with options opt.
func New(opt Options) *Engine {
	e := &Engine{}
	e.setOptions(opt)
	return e
}

// SetOptions changes the options; call it between searches (a running search
// is stopped first).
func (e *Engine) SetOptions(opt Options) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.stopCurrent()
	e.setOptions(opt)
}

func (e *Engine) setOptions(opt Options) {
	if opt.Threads <= 0 {
		opt.Threads = 1
	}
	if opt.HashMB <= 0 {
		opt.HashMB = 16
	}
	opt.Level = max(0, min(opt.Level, MaxLevel))
	if _, limited := opt.strength(rules.Wormhole); (limited || opt.Elo > 0) && opt.Seed == 0 {
		opt.Seed = time.Now().UnixNano() // a level plays differently every game
	}
	e.opt, e.seed = opt, opt.Seed
	for len(e.workers) < opt.Threads {
		e.workers = append(e.workers, newWorker(len(e.workers)))
	}
	e.workers = e.workers[:opt.Threads]
	if e.tt == nil || e.ttMB != opt.HashMB {
		e.tt, e.ttMB = newTable(opt.HashMB), opt.HashMB
	}
}

// NewGame forgets what earlier searches learned: the transposition table
// and the move-ordering histories; and it draws the levels' randomness
// again, from the last, so that a new game at a level is not the last one
// again.
func (e *Engine) NewGame() {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.stopCurrent()
	for _, w := range e.workers {
		w.clearHistory()
	}
	e.tt.clear()
	if e.seed != 0 {
		e.seed = int64(mix(uint64(e.seed)))
	}
}

// ClearHash empties the transposition table (UCI's "Clear Hash") and
// forgets the move-ordering histories with it, as the best-known engines'
// Clear Hash does: a search after it is the search of a fresh engine,
// which is what a user who clears the table to compare searches wants.
func (e *Engine) ClearHash() { e.NewGame() }

func (e *Engine) stopCurrent() {
	if e.current != nil {
		e.current.Stop()
		<-e.current.done
		e.current = nil
	}
}

// Start begins a search of pos and returns at once; pos is copied, so the
// caller may change it afterwards. history holds the Zobrist keys
// (rules.Position.Hash) of the game's earlier positions, oldest first, so
// that the search sees Interweave repetitions; it may be nil. onInfo, which
// may be nil, is called from the search's goroutine with each line of each
// iteration: it must not block. A search already running is stopped first.
func (e *Engine) Start(pos *rules.Position, history []uint64, lim Limits, onInfo func(Info)) *Search {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.stopCurrent()
	s := &Search{done: make(chan struct{}), stopCh: make(chan struct{}), pondering: lim.Ponder}
	if lim.Ponder {
		s.hit = make(chan struct{})
	}
	e.current = s
	job := &job{
		e:       e,
		s:       s,
		root:    *pos,
		history: append([]uint64(nil), history...),
		lim:     lim,
		opt:     e.opt,
		onInfo:  onInfo,
		start:   lim.Since,
		workers: e.workers,
		tt:      e.tt,
		ev:      e.opt.Eval,
		policy:  policyFor(pos.Variant(), e.opt),
		seed:    uint64(e.seed),
	}
	if now := time.Now(); job.start.IsZero() || job.start.After(now) {
		job.start = now
	}
	switch {
	case job.ev != nil:
	case e.opt.LinearEval:
		job.ev = eval.Linear(pos.Variant())
	default:
		job.ev = DefaultEval(pos.Variant())
	}
	e.tt.age++
	go job.run()
	return s
}

// Search is a running or finished search.
type Search struct {
	stop     atomic.Bool
	stopOnce sync.Once
	stopCh   chan struct{}
	done     chan struct{}
	result   Result

	// pondering is true from a Start with Limits.Ponder to PonderHit;
	// arm, once the search has planned its time, turns the limits on.
	ponderMu  sync.Mutex
	pondering bool
	arm       func()
	hit       chan struct{} // closed by PonderHit
}

// PonderHit ends the pondering of a search started with Limits.Ponder:
// its time limits apply from now on, counted from Limits.Since, so that
// a search already past its time stops at once. It does nothing to a
// search that is not pondering.
func (s *Search) PonderHit() {
	s.ponderMu.Lock()
	defer s.ponderMu.Unlock()
	if !s.pondering {
		return
	}
	s.pondering = false
	close(s.hit)
	if s.arm != nil {
		s.arm()
	}
}

// isPondering reports whether the search is still pondering.
func (s *Search) isPondering() bool {
	s.ponderMu.Lock()
	defer s.ponderMu.Unlock()
	return s.pondering
}

// waitStop waits, for a search that has nothing left to do, until Stop,
// or also until PonderHit when it is pondering and not infinite.
func (s *Search) waitStop(infinite bool) {
	switch {
	case infinite:
		<-s.stopCh
	case s.isPondering():
		select {
		case <-s.stopCh:
		case <-s.hit:
		}
	}
}

// whenPonderHit runs arm now if the search is not pondering, or else at
// PonderHit.
func (s *Search) whenPonderHit(arm func()) {
	s.ponderMu.Lock()
	defer s.ponderMu.Unlock()
	if s.pondering {
		s.arm = arm
		return
	}
	arm()
}

// Stop asks the search to end and returns at once; the search ends within
// milliseconds, keeping the best turn it has found.
func (s *Search) Stop() {
	s.stopOnce.Do(func() {
		s.stop.Store(true)
		close(s.stopCh)
	})
}

// Done is closed when the search has ended.
func (s *Search) Done() <-chan struct{} { return s.done }

// Wait blocks until the search has ended and returns its result. A stopped
// search still returns a legal Best, unless the game is over at the root.
func (s *Search) Wait() Result {
	<-s.done
	return s.result
}
