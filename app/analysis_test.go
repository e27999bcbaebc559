package app

import (
	"os"
	"runtime"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"wormweave/app/analysis"
	"wormweave/app/boardscene"
	"wormweave/app/internal/uitest"
	"wormweave/app/prefs"
)

// newAnalysisWindow returns a test window whose analysis uses one thread,
// a small hash and two lines, and stops when the test ends.
func newAnalysisWindow(t *testing.T) (*Window, *uitest.Queue) {
	t.Helper()
	w := newTestWindow(t, nil)
	p := w.app.Preferences()
	p.SetInt(prefs.EngineThreads, 1)
	p.SetInt(prefs.EngineHash, 1)
	p.SetInt(prefs.EngineLines, 2)
	w.analysis.ApplySettings()
	q := uitest.NewQueue(100)
	w.post = q.Post
	t.Cleanup(func() { w.analysis.SetOn(false) })
	return w, q
}

func linesArrived(w *Window, depth int) func() bool {
	return func() bool { return len(w.analysis.ShownLines()) > 0 && w.analysis.Shown().Depth >= depth }
}

func TestAnalysisKeyStartsAndStopsTheSearch(t *testing.T) {
	w, q := newAnalysisWindow(t)
	var posted atomic.Int32 // the engine's reports handed to the window
	w.post = func(f func()) {
		posted.Add(1)
		q.Post(f)
	}
	c := w.win.Canvas().(desktopShortcuts)
	c.TypedShortcut(keyAnalysis)
	if !w.analysis.On() || !w.analysis.Switch().Checked {
		t.Fatal("the key did not start the analysis")
	}
	q.Until(t, "the engine's lines", linesArrived(w, 2))
	lines := w.analysis.ShownLines()
	if len(lines) != 2 {
		t.Fatalf("lines shown: %q, want 2", lines)
	}
	// A line reads like the move list: the score (signed, a mate, or an
	// unsigned 0.0 when even, as the engine may find the start at a low
	// depth), then 1. and a move.
	if f := strings.Fields(lines[0]); len(f) < 3 || f[1] != "1." || (f[0][0] != '+' && f[0][0] != '-' && f[0][0] != '#' && f[0] != "0.0") {
		t.Errorf("first line %q", lines[0])
	}
	if eval, stats := w.analysis.Texts(); eval == "" || !strings.Contains(stats, "depth") {
		t.Errorf("evaluation %q, statistics %q", eval, stats)
	}
	if len(w.board.Overlay()) == 0 || !w.analysis.Bar().Visible() {
		t.Errorf("arrows %v, bar shown %v", w.board.Overlay(), w.analysis.Bar().Visible())
	}
	// A report on its way to the window when the analysis stops: handed
	// over, not yet shown.
	before := posted.Load()
	for end := time.Now().Add(5 * time.Second); posted.Load() == before; time.Sleep(time.Millisecond) {
		if time.Now().After(end) {
			t.Fatal("no report from the engine in 5 s")
		}
	}
	c.TypedShortcut(keyAnalysis)
	if w.analysis.On() || w.analysis.Running() {
		t.Fatal("the key did not stop the analysis")
	}
	if len(w.analysis.ShownLines()) != 0 || len(w.board.Overlay()) != 0 || w.analysis.Bar().Visible() {
		t.Error("the lines, arrows or bar stay after the analysis stopped")
	}
	// Reports on their way when it stopped change nothing: that one and
	// any posted for a while after it are run as the window would run
	// them, and the first that shows anything fails the test.
	shows := func() bool {
		eval, stats := w.analysis.Texts()
		return len(w.analysis.ShownLines()) != 0 || eval != "" || stats != "" || len(w.board.Overlay()) != 0 || w.analysis.Bar().Visible()
	}
	if q.Wait(3*analysis.Interval, shows) {
		eval, stats := w.analysis.Texts()
		t.Errorf("a late report showed %q, %q and the lines %q", eval, stats, w.analysis.ShownLines())
	}
}

// The board stays responsive while the engine searches on every core: the
// time to play a move (record, board, move list, status and the restart of
// the analysis) is measured with the analysis off and on, and reported,
// and fails when the analysis adds more than three frames to the fastest
// move: a move that waits on the engine waits every time, while a loaded
// machine only delays some moves (the mean, once checked, doubled at a
// load average of 20). It runs under the race detector with the rest of
// the tests, for races only. The engine runs on every core, the default;
// WORMWEAVE_TEST_THREADS=1 measures it on one thread (the preference set in
// newAnalysisWindow).
func TestMoveWhileAnalysing(t *testing.T) {
	w, q := newAnalysisWindow(t)
	if os.Getenv("WORMWEAVE_TEST_THREADS") == "" {
		w.app.Preferences().RemoveValue(prefs.EngineThreads) // all cores
	}
	w.analysis.ApplySettings()
	d := w.Document()
	playMoves := func(n int) (mean, fastest, worst time.Duration) {
		var total time.Duration
		fastest = time.Hour
		d.Start()
		for i := 0; i < n; i++ {
			p := d.Position()
			ms := p.Moves(nil)
			if len(ms) == 0 {
				break
			}
			m := ms[i%len(ms)]
			for _, c := range ms[i%len(ms):] {
				if len(boardscene.MovesFor(&p, int(c.From), int(c.To))) == 1 {
					m = c
					break
				}
			}
			start := time.Now()
			w.move(int(m.From), int(m.To))
			el := time.Since(start)
			total += el
			fastest, worst = min(fastest, el), max(worst, el)
			// Let some reports arrive between the moves, as they would.
			q.Wait(30*time.Millisecond, func() bool { return false })
		}
		return total / time.Duration(n), fastest, worst
	}
	const n = 20
	offMean, offFastest, offWorst := playMoves(n)
	w.toggleAnalysis()
	q.Until(t, "lines", linesArrived(w, 2))
	onMean, onFastest, onWorst := playMoves(n)
	t.Logf("play a move (record, board, move list, status): analysis off: mean %v, fastest %v, worst %v; analysing on %d threads: mean %v, fastest %v, worst %v; over %d moves, GOMAXPROCS %d (a frame at 60 Hz is 16.7ms)",
		offMean, offFastest, offWorst, w.analysis.Settings().Threads, onMean, onFastest, onWorst, n, runtime.GOMAXPROCS(0))
	// Within a frame on an idle machine. The bound is what the analysis
	// adds to the fastest move, the one the machine's load did not
	// interrupt: three frames, and a move that waits on the engine still
	// fails. Under the race detector (the engine slowed as much as the
	// board) the test looks for races only.
	if limit := offFastest + 3*frame; onFastest > limit && !raceDetector {
		t.Errorf("the fastest move while analysing took %v (%v without the analysis), want under %v", onFastest, offFastest, limit)
	}
	q.Until(t, "lines after the moves", linesArrived(w, 1))
	if p := d.Position(); w.analysis.Shown().Pos.Hash() != p.Hash() {
		t.Error("the analysis is not of the board's position")
	}
}
