package app

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"

	"wormweave/app/prefs"
	"wormweave/rules"
)

// boardPlace is where the board lies in the window and how large it is.
type boardPlace struct {
	pos  fyne.Position
	size fyne.Size
}

func (p boardPlace) String() string {
	return fmt.Sprintf("at (%g, %g), %g×%g", p.pos.X, p.pos.Y, p.size.Width, p.size.Height)
}

func placeOfBoard(w *Window) boardPlace {
	d := fyne.CurrentApp().Driver()
	return boardPlace{d.AbsolutePositionForObject(w.board), w.board.Size()}
}

// The board stays under the user's pointer: starting or stopping the
// analysis, or turning the evaluation bar on or off while it runs, moves
// and resizes nothing on the board, and the bar, when shown, lies beside
// the board without covering it.
func TestTheBoardStaysStillWhenTheEvaluationBarComesAndGoes(t *testing.T) {
	skipInRaceRun(t)
	looks, flips := []string{"light", "dark"}, []bool{false, true}
	if testing.Short() {
		// Twenty-four windows take minutes under the race detector: its
		// short run keeps one look and one side, and the full run checks
		// that they change nothing.
		looks, flips = looks[:1], flips[:1]
	}
	for _, variant := range []rules.Variant{rules.Wormhole, rules.Interweave} {
		for _, look := range looks {
			for _, flipped := range flips {
				// A wide window leaves room beside the board, narrower
				// ones make the board as wide as its side of the window.
				for _, win := range []fyne.Size{{Width: 1300, Height: 700}, {Width: 1000, Height: 700}, {Width: 640, Height: 700}} {
					name := fmt.Sprintf("%v/%s/flipped=%v/%gx%g", variant, look, flipped, win.Width, win.Height)
					t.Run(name, func(t *testing.T) {
						checkBoardStaysStill(t, variant, look, flipped, win)
					})
				}
			}
		}
	}
}

func checkBoardStaysStill(t *testing.T, variant rules.Variant, look string, flipped bool, win fyne.Size) {
	w, q := newAnalysisWindow(t)
	p := w.app.Preferences()
	p.SetString(prefs.Theme, look)
	w.applySettings()
	w.newGame(variant)
	w.board.SetFlipped(flipped)
	w.win.Resize(win)
	c := w.win.Canvas().(desktopShortcuts)
	before := placeOfBoard(w)
	if before.size.Width <= 0 || before.size.Width != before.size.Height {
		t.Fatalf("the board is %v before the analysis", before)
	}
	still := func(when string) {
		t.Helper()
		if now := placeOfBoard(w); now != before {
			t.Errorf("%s the board is %v, it was %v", when, now, before)
		}
	}
	barBeside := func(when string) {
		t.Helper()
		bar := w.analysis.Bar()
		if !bar.Visible() {
			t.Fatalf("%s the bar is hidden", when)
		}
		at := fyne.CurrentApp().Driver().AbsolutePositionForObject(bar)
		if at.X < 0 || at.X+bar.Size().Width > before.pos.X || at.Y != before.pos.Y || bar.Size().Height != before.size.Height {
			t.Errorf("%s the bar is at (%g, %g), %g×%g, beside a board %v", when, at.X, at.Y, bar.Size().Width, bar.Size().Height, before)
		}
	}

	c.TypedShortcut(keyAnalysis)
	q.Until(t, "the engine's first line", linesArrived(w, 1))
	still("with the analysis on")
	barBeside("with the analysis on")

	p.SetBool(prefs.EngineBar, false)
	w.analysis.ApplySettings()
	q.Until(t, "a line without the bar", linesArrived(w, 1))
	if w.analysis.Bar().Visible() {
		t.Error("the bar shows against the preference")
	}
	still("with the bar turned off")

	p.SetBool(prefs.EngineBar, true)
	w.analysis.ApplySettings()
	q.Until(t, "a line with the bar", linesArrived(w, 1))
	still("with the bar turned on again")
	barBeside("with the bar turned on again")

	c.TypedShortcut(keyAnalysis)
	if w.analysis.Bar().Visible() {
		t.Error("the bar stays after the analysis stopped")
	}
	still("with the analysis off")
}
