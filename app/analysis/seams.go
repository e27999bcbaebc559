package analysis

import (
	"strings"
	"time"

	"fyne.io/fyne/v2"

	"wormweave/app/widgets/engineline"
	"wormweave/engine"
)

// What follows lets the shell's tests, which drive the analysis through
// the whole window, see and steer what the window cannot show them.

// Running reports whether a search runs or is asked for.
func (v *Analysis) Running() bool { return v.engine.running() }

// HeldEngine returns the engine the analysis keeps, or nil.
func (v *Analysis) HeldEngine() *engine.Engine { return v.engine.heldEngine() }

// SetKeep sets how long the engine is kept once the analysis is off.
func (v *Analysis) SetKeep(keep time.Duration) { v.engine.keep = keep }

// Shown is a copy of the snapshot the panel shows.
func (v *Analysis) Shown() *Snapshot {
	s := v.snap
	return &s
}

// Lines are the panel's line rows.
func (v *Analysis) Lines() []*engineline.Line { return v.lines }

// ShownLines returns the lines the panel shows, each as its words joined
// by spaces, as a user reads them: none while the line box is hidden.
func (v *Analysis) ShownLines() []string {
	var out []string
	for _, l := range v.lines {
		if !v.lineBox.Visible() || len(l.Words()) == 0 {
			continue
		}
		var words []string
		for _, wd := range l.Words() {
			words = append(words, wd.Text)
		}
		out = append(out, strings.Join(words, " "))
	}
	return out
}

// LineBox holds the line rows and the separator under them.
func (v *Analysis) LineBox() *fyne.Container { return v.lineBox }

// Texts are the evaluation's and the statistics' texts.
func (v *Analysis) Texts() (eval, stats string) { return v.eval.Text, v.stats.Text }

// ShowLines shows s as if the engine had reported it, the analysis on
// without a search: an image of the panel and the board must not depend
// on one.
func (v *Analysis) ShowLines(s Snapshot) {
	v.on, v.key = true, keyOf(&s.Pos)
	v.lineBox.Show()
	v.show(s)
}
