package cli

import (
	"os"
	"os/signal"
	"sync"
	"sync/atomic"
	"syscall"

	"wormweave/engine/match"
)

// The temporary files of the pending outputs, removed when the program is
// interrupted (Ctrl+C) or terminated, so that no half-written
// .NAME.NNN.tmp is left beside the output.
var (
	tempMu    sync.Mutex
	tempFiles = map[string]bool{}
	watchOnce sync.Once
	// onSignal, when set, takes the first signal instead of the program
	// dying of it: a command that can end its work early and keep what
	// it has done (match) does so, and then calls endBySignal. A second
	// signal ends the program as ever.
	onSignal atomic.Pointer[func(os.Signal)]
)

// watchSignals makes an interrupt (Ctrl+C) or a SIGTERM remove the
// temporary files and kill the external engines of a match (which run in
// process groups of their own, out of reach of the terminal's Ctrl+C),
// before the program dies of the signal.
func watchSignals() {
	watchOnce.Do(func() {
		c := make(chan os.Signal, 1)
		signal.Notify(c, os.Interrupt, syscall.SIGTERM)
		go func() {
			sig := <-c
			if f := onSignal.Swap(nil); f != nil {
				(*f)(sig)
				sig = <-c
			}
			endBySignal(sig)
		}()
	})
}

// endBySignal kills the external engines of a match, removes the
// temporary files and ends the program by the signal sig.
func endBySignal(sig os.Signal) {
	match.KillEngines()
	tempMu.Lock() // held to the end: no file is made or renamed meanwhile
	for name := range tempFiles {
		os.Remove(name)
	}
	dieOf(sig)
}

// createTemp creates a temporary file as os.CreateTemp does, and records
// it to remove on a signal; the signals are watched from the first call,
// before the file exists, so that none comes between the two unseen.
func createTemp(dir, pattern string) (*os.File, error) {
	watchSignals()
	tempMu.Lock()
	defer tempMu.Unlock()
	f, err := os.CreateTemp(dir, pattern)
	if err == nil {
		tempFiles[f.Name()] = true
	}
	return f, err
}

// releaseTemp forgets a temporary file that was renamed or removed; fn,
// the rename or removal, runs under the lock, so that a signal does not
// remove the file between them.
func releaseTemp(name string, fn func() error) error {
	tempMu.Lock()
	defer tempMu.Unlock()
	delete(tempFiles, name)
	return fn()
}
