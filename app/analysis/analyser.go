package analysis

import (
	"sync"
	"time"

	"wormweave/engine"
	"wormweave/rules"
)

// Interval is the shortest time between two updates of the panel:
// a search reports many lines a second, and redrawing each would make the
// panel flicker and cost the board frames.
const Interval = 100 * time.Millisecond

// analysisKeep is how long the engine, with its transposition table (the
// hash size of the preferences), is kept once the analysis is off: turned
// on again meanwhile, the analysis starts at once and goes on with what
// the engine learned; a window that no longer analyses gives the memory
// back.
const analysisKeep = time.Minute

// Snapshot is what the window shows of an analysis: the position
// and the best lines found so far, best first.
type Snapshot struct {
	Pos   rules.Position
	Lines []engine.Info
	Depth int
	Nodes int64
	NPS   int64
}

// analysisRequest is a search the analyser's goroutine should start.
type analysisRequest struct {
	gen     uint64
	pos     rules.Position
	history []uint64
	lines   int
	opt     engine.Options
}

// analyser runs the engine on the window's position. Its methods are called
// on the window's goroutine and never wait for the engine: starting and
// stopping searches is the work of a goroutine of its own, and the
// engine's reports reach the window through post, at most once every
// Interval. The goroutine, and the engine with it, ends once the
// analysis has been off for keep, or at once on release.
type analyser struct {
	// onUpdate shows a snapshot; it runs on the window's goroutine.
	onUpdate func(Snapshot)
	// post runs a function on the window's goroutine (fyne.Do; tests
	// replace it to run the function on theirs).
	post func(func())

	mu        sync.Mutex
	gen       uint64 // counts the searches asked for; reports of older ones are dropped
	search    *engine.Search
	want      *analysisRequest
	wake      chan struct{}
	snap      Snapshot
	scheduled bool // a flush is on its way to the window
	lastFlush time.Time
	started   bool // the goroutine runs
	on        bool // a search is wanted: between start and stop
	releasing bool // the goroutine is to end as soon as it wakes
	eng       *engine.Engine
	keep      time.Duration // how long the engine is kept once stopped
}

func newAnalyser(onUpdate func(Snapshot), post func(func())) *analyser {
	return &analyser{onUpdate: onUpdate, post: post, wake: make(chan struct{}, 1), keep: analysisKeep}
}

// start stops any search and asks for one of pos, with history the keys
// of the game's earlier positions, finding lines best lines.
func (a *analyser) start(pos rules.Position, history []uint64, lines int, opt engine.Options) {
	a.mu.Lock()
	a.stopLocked()
	a.on = true
	a.releasing = false
	a.snap = Snapshot{Pos: pos}
	a.want = &analysisRequest{gen: a.gen, pos: pos, history: history, lines: lines, opt: opt}
	if !a.started {
		a.started = true
		go a.run()
	}
	a.mu.Unlock()
	a.wakeUp()
}

// wakeUp tells the goroutine that there is something new to see.
func (a *analyser) wakeUp() {
	select {
	case a.wake <- struct{}{}:
	default: // the goroutine has been woken already and will see it
	}
}

// stop ends the search at once (the engine finishes within milliseconds,
// on its own goroutines) and drops its later reports. The engine is kept
// for a while.
func (a *analyser) stop() { a.halt(false) }

// release stops the search and gives the engine back at once: the window
// closes. The goroutine ends once the search has.
func (a *analyser) release() { a.halt(true) }

// halt stops the search and wants none; release also has the goroutine
// end, and a stop after it does not undo that.
func (a *analyser) halt(release bool) {
	a.mu.Lock()
	a.stopLocked()
	a.on = false
	a.want = nil
	a.releasing = a.releasing || release
	a.mu.Unlock()
	a.wakeUp()
}

// heldEngine returns the engine the analyser keeps, or nil.
func (a *analyser) heldEngine() *engine.Engine {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.eng
}

func (a *analyser) stopLocked() {
	a.gen++
	if a.search != nil {
		a.search.Stop()
		a.search = nil
	}
}

// run starts the searches asked for, the latest only. Engine.Start waits
// for the search before it to end, which is why it is called here and not
// on the window's goroutine. It returns, dropping the engine, when the
// analysis has been off for keep or is released, once the last search has
// ended.
func (a *analyser) run() {
	var opt engine.Options
	var last *engine.Search
	idle := time.NewTimer(a.keep)
	idle.Stop()
	defer idle.Stop()
	for {
		expired := false
		select {
		case <-a.wake:
		case <-idle.C:
			expired = true
		}
		a.mu.Lock()
		req := a.want
		a.want = nil
		on := a.on
		if req == nil && !on && (expired || a.releasing) {
			a.started, a.releasing, a.eng = false, false, nil
			a.mu.Unlock()
			if last != nil {
				last.Wait() // stopped: it ends within milliseconds
			}
			return
		}
		eng := a.eng
		a.mu.Unlock()
		if req == nil {
			if !on {
				idle.Reset(a.keep)
			}
			continue
		}
		idle.Stop()
		switch {
		case eng == nil:
			eng, opt = engine.New(req.opt), req.opt
			a.mu.Lock()
			a.eng = eng
			a.mu.Unlock()
		case req.opt != opt:
			eng.SetOptions(req.opt)
			opt = req.opt
		}
		gen := req.gen
		lim := engine.Limits{Infinite: true, MultiPV: req.lines}
		s := eng.Start(&req.pos, req.history, lim, func(info engine.Info) { a.receive(gen, info) })
		last = s
		a.mu.Lock()
		if a.gen == gen {
			a.search = s
		} else {
			s.Stop() // the position changed while the search started
		}
		a.mu.Unlock()
	}
}

// receive keeps a line the engine reports, on the engine's goroutine; it
// only takes a short lock, and schedules a flush to the window if none is
// on its way.
func (a *analyser) receive(gen uint64, info engine.Info) {
	info.PV = append([]rules.Turn(nil), info.PV...)
	a.mu.Lock()
	defer a.mu.Unlock()
	if gen != a.gen {
		return
	}
	i := max(info.MultiPV, 1) - 1
	for len(a.snap.Lines) <= i {
		a.snap.Lines = append(a.snap.Lines, engine.Info{})
	}
	a.snap.Lines[i] = info
	if i == 0 {
		a.snap.Depth = info.Depth
	}
	a.snap.Nodes, a.snap.NPS = info.Nodes, info.NPS
	if a.scheduled {
		return
	}
	a.scheduled = true
	wait := time.Until(a.lastFlush.Add(Interval))
	time.AfterFunc(max(wait, 0), func() { a.post(a.flush) })
}

// flush shows the latest snapshot, on the window's goroutine.
func (a *analyser) flush() {
	a.mu.Lock()
	a.scheduled = false
	a.lastFlush = time.Now()
	snap := a.snap
	snap.Lines = append([]engine.Info(nil), a.snap.Lines...)
	on := a.on
	a.mu.Unlock()
	if on && a.onUpdate != nil {
		a.onUpdate(snap)
	}
}

// running reports whether a search runs or is asked for.
func (a *analyser) running() bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.search != nil || a.want != nil
}
