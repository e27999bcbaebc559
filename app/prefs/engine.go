package prefs

import (
	"runtime"

	"fyne.io/fyne/v2"

	"wormweave/engine"
)

const (
	// MaxLines is how many lines the analysis may show at most.
	MaxLines = 5
	// DefaultHash is the transposition table's size, in MB, until the
	// user chooses another.
	DefaultHash = 64
)

// Engine are the engine's preferences: its resources and what the
// analysis shows.
type Engine struct {
	Threads, HashMB, Lines int
	Arrows, Bar            bool
}

// LoadEngine reads the engine's preferences, each brought into its range
// (no more threads than cores, 1 MB to 4 GB of hash, 1 to MaxLines lines).
func LoadEngine(p fyne.Preferences) Engine {
	s := Engine{
		Threads: p.IntWithFallback(EngineThreads, runtime.NumCPU()),
		HashMB:  p.IntWithFallback(EngineHash, DefaultHash),
		Lines:   p.IntWithFallback(EngineLines, 3),
		Arrows:  p.BoolWithFallback(EngineArrows, true),
		Bar:     p.BoolWithFallback(EngineBar, true),
	}
	s.Threads = max(1, min(s.Threads, runtime.NumCPU()))
	s.HashMB = max(1, min(s.HashMB, 4096))
	s.Lines = max(1, min(s.Lines, MaxLines))
	return s
}

// UseBook reports whether the engine plays the turns of its opening book,
// where it has some, in a game against the user: on until the user turns
// it off.
func UseBook(p fyne.Preferences) bool { return p.BoolWithFallback(EngineBook, true) }

// Options are the engine's options these preferences ask for.
func (s Engine) Options() engine.Options {
	return engine.Options{Threads: s.Threads, HashMB: s.HashMB}
}
