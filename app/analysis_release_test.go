package app

import (
	"runtime"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"wormweave/app/internal/uitest"
	"wormweave/app/prefs"
	"wormweave/app/strength"
	"wormweave/app/text"
	"wormweave/rules"
)

// heapInUse returns the bytes the heap holds after a collection.
func heapInUse() uint64 {
	runtime.GC()
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapAlloc
}

// releaseHash is the hash size of these tests, in MB: large enough to
// stand out of the heap's noise.
const releaseHash = 32

// newReleaseWindow returns a test window analysing with one thread and a
// releaseHash table, and the heap in use before the first analysis. The
// test closes the window itself.
func newReleaseWindow(t *testing.T) (*Window, *uitest.Queue, uint64) {
	t.Helper()
	t.Setenv("LANGUAGE", "en")
	a := test.NewTempApp(t)
	if err := text.Load(a); err != nil {
		t.Fatal(err)
	}
	w := NewWindow(a, nil)
	p := w.app.Preferences()
	p.SetInt(prefs.EngineThreads, 1)
	p.SetInt(prefs.EngineHash, releaseHash)
	p.SetInt(prefs.EngineLines, 1)
	w.analysis.ApplySettings()
	q := uitest.NewQueue(1000)
	w.post = q.Post
	return w, q, heapInUse()
}

const mb = 1 << 20

// The engine and its table stay while analysis is off for a short while,
// so that turning it on again goes on at once, and are given back once it
// has been off for longer: its goroutine ends and the memory is freed.
func TestAnalysisOffReleasesTheEngine(t *testing.T) {
	w, q, before := newReleaseWindow(t)
	defer w.win.Close()
	a := w.analysis
	const keep = 300 * time.Millisecond
	a.SetKeep(keep)
	goroutines := runtime.NumGoroutine()
	w.toggleAnalysis()
	q.Until(t, "lines", linesArrived(w, 1))
	on := heapInUse()
	if on < before+releaseHash*mb*9/10 {
		t.Fatalf("the analysis holds %d MB, want its table of %d MB at least", (on-before)/mb, releaseHash)
	}
	kept := a.HeldEngine()

	w.toggleAnalysis()
	w.toggleAnalysis()
	q.Until(t, "lines again", linesArrived(w, 1))
	if a.HeldEngine() != kept || kept == nil {
		t.Error("turning the analysis off and on again made a new engine")
	}

	w.toggleAnalysis()
	off := heapInUse()
	if !q.Wait(20*time.Second, func() bool { return a.HeldEngine() == nil && runtime.NumGoroutine() <= goroutines }) {
		t.Fatalf("after the analysis is off for %v: engine %v, goroutines %d, %d before it started", keep, a.HeldEngine() != nil, runtime.NumGoroutine(), goroutines)
	}
	after := heapInUse()
	t.Logf("heap in use: %d MB before, %d MB analysing, %d MB just off, %d MB after %v off",
		before/mb, on/mb, off/mb, after/mb, keep)
	if after > on-releaseHash*mb*9/10 {
		t.Errorf("the table is not freed: %d MB analysing, %d MB after", on/mb, after/mb)
	}

	w.toggleAnalysis()
	q.Until(t, "lines after the engine was given back", linesArrived(w, 1))
}

// Closing the window in the middle of an analysis, or of a game against
// the engine after an analysis, stops the searches and leaves no goroutine
// and no table behind, the one the analysis keeps for a while included.
func TestClosingTheWindowStopsTheEngines(t *testing.T) {
	for _, c := range []string{"analysis", "game against the engine"} {
		t.Run(c, func(t *testing.T) {
			w, q, before := newReleaseWindow(t)
			goroutines := runtime.NumGoroutine()
			w.toggleAnalysis()
			q.Until(t, "lines", linesArrived(w, 1))
			if c != "analysis" {
				w.post = q.Post
				// The engine thinks for 10 s: it is still thinking when the
				// window closes.
				w.engine.Start(rules.White, strength.Strength{MoveTime: 10 * time.Second}, false)
				p := w.Document().Position()
				w.play(p.Moves(nil)[0])
				if !w.engine.EngineToMove() || !w.engine.Searching() || w.analysis.HeldEngine() == nil {
					t.Fatal("the engine is not thinking, or the analysis did not keep its engine")
				}
			}
			on := heapInUse()
			w.win.Close()
			if !q.Wait(20*time.Second, func() bool { return runtime.NumGoroutine() <= goroutines }) {
				buf := make([]byte, 1<<16)
				t.Fatalf("%d goroutines after closing, %d before the analysis:\n%s", runtime.NumGoroutine(), goroutines, buf[:runtime.Stack(buf, true)])
			}
			after := heapInUse()
			t.Logf("heap in use: %d MB before, %d MB with the engines, %d MB after closing", before/mb, on/mb, after/mb)
			if after > before+4*mb {
				t.Errorf("the tables are not freed: %d MB before, %d MB with the engines, %d MB after closing", before/mb, on/mb, after/mb)
			}
		})
	}
}
