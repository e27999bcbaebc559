package enginegame

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/internal/uitest"
	"wormweave/app/strength"
	"wormweave/clock"
	"wormweave/rules"
	"wormweave/study"
)

// The Play dialog names each level with its rating in the game's variant,
// and shows the whole name of whichever strength is chosen, in every
// language: Fyne's Select alone is as wide as its placeholder and cut
// "Niveau 6 (loisir) — environ 2 000" to "Niveau 6 (loisir) — environ 2 0…".
func TestPlayDialogShowsWholeStrengths(t *testing.T) {
	for _, lang := range []string{"en", "fr", "es"} {
		for _, v := range rules.Variants {
			t.Run(lang+" "+v.String(), func(t *testing.T) {
				g := newClockGame(t, rules.White, clock.TimeControl{})
				uitest.UseLanguage(t, lang)
				g.doc = study.NewGameDocument(v, nil)
				g.engine.h.Window.Resize(fyne.NewSize(900, 700))
				g.engine.Ask()
				form := g.engine.h.Window.Canvas().Overlays().Top()
				level := uitest.Collect[*widget.Select](form)[0]
				if want := (strength.Strength{Level: 6}).Label(v); level.Selected != want {
					t.Fatalf("the dialog offers %q first, want %q", level.Selected, want)
				}
				for _, o := range level.Options {
					level.SetSelected(o)
					var shown strings.Builder
					for _, txt := range uitest.Collect[*canvas.Text](level) {
						shown.WriteString(txt.Text)
					}
					if shown.String() != o {
						t.Errorf("%q is shown as %q", o, shown.String())
					}
				}
			})
		}
	}
}
