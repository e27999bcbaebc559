package analysis

import (
	"strings"
	"testing"

	"wormweave/app/internal/uitest"
	"wormweave/app/text"
	"wormweave/study"
)

// A finished game shows its result, not an evaluation: after the mating
// move, played while the engine analyses the position before it (where it
// finds the mate at its greatest depth), the panel says the game is over,
// with no evaluation, depth or lines, the bar is the winner's with the
// result on it, and no search runs; late reports of the search before
// change none of it.
func TestAFinishedGameShowsItsResult(t *testing.T) {
	for _, c := range []struct{ file, result string }{
		{"testdata/games/wormhole-01.pgn", "1-0"},
		{"testdata/games/interweave-01.pgn", "0-1"},
	} {
		t.Run(c.file, func(t *testing.T) {
			w, q := newAnalysisWindow(t)
			w.analysis.settings.Bar = true
			g := uitest.ReadGameFile(t, c.file)
			line := g.MainLine()
			last := line[len(line)-1]
			_, _, _ = last.Delete()
			d := study.NewDocument(g)
			w.setDocument(d)
			d.End()
			w.toggleAnalysis()
			q.Until(t, "the mate found", func() bool {
				e, _ := w.analysis.Texts()
				return strings.HasPrefix(e, "#")
			})
			for _, m := range last.Turn() {
				if err := d.Play(m); err != nil {
					t.Fatal(err)
				}
			}
			if p := d.Position(); p.Result().String() != c.result {
				t.Fatalf("the game ends %v, want %s", p.Result(), c.result)
			}
			check := func(when string) {
				eval, stats := w.analysis.Texts()
				share, barText := w.analysis.Bar().Shown()
				if eval != "" || stats != text.T("analysis.gameOver") || len(w.analysis.ShownLines()) != 0 {
					t.Errorf("%s: the panel shows %q, %q and the lines %q", when, eval, stats, w.analysis.ShownLines())
				}
				if !w.analysis.Bar().Visible() || barText != c.result || (share == 1) != (c.result == "1-0") {
					t.Errorf("%s: the bar shows %q at %v (shown %v)", when, barText, share, w.analysis.Bar().Visible())
				}
				if w.analysis.Running() {
					t.Errorf("%s: a search runs", when)
				}
			}
			check("after the mating move")
			if q.Wait(3*Interval, func() bool { _, s := w.analysis.Texts(); return s != text.T("analysis.gameOver") }) {
				t.Error("a late report changed the panel")
			}
			check("a while after it")
		})
	}
}
