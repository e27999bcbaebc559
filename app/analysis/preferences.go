package analysis

import (
	"runtime"
	"strconv"

	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/prefs"
	"wormweave/app/text"
)

// hashChoices are the transposition table sizes offered, in MB.
var hashChoices = []int{16, 32, 64, 128, 256, 512, 1024}

// megabytes writes a size in MB with the unit's symbol in the user's
// language (Mo in French).
func megabytes(n int) string { return text.TF("prefs.megabytes", map[string]any{"Size": n}) }

// PreferenceItems returns the engine's rows of the preferences' form: a
// heading, threads, hash size, number of lines, arrows and evaluation bar.
// They go into the same form as the others, so that every choice starts
// at the same place. Every change is kept and a running analysis starts
// again with it.
func (v *Analysis) PreferenceItems() []*widget.FormItem {
	p := v.h.Prefs
	s := v.settings
	numbers := func(values []int, name func(int) string, current, fallback int, key string) *widget.Select {
		var names []string
		for _, n := range values {
			names = append(names, name(n))
		}
		sel := widget.NewSelect(names, nil)
		sel.SetSelected(name(fallback))
		for i, n := range values {
			if n == current {
				sel.SetSelected(names[i])
			}
		}
		sel.OnChanged = func(name string) {
			for i, n := range names {
				if n == name {
					p.SetInt(key, values[i])
				}
			}
			v.ApplySettings()
		}
		return sel
	}
	var cores, lines []int
	for n := 1; n <= runtime.NumCPU(); n++ {
		cores = append(cores, n)
	}
	for n := 1; n <= prefs.MaxLines; n++ {
		lines = append(lines, n)
	}
	check := func(key, label string, value bool) *widget.Check {
		c := widget.NewCheck(label, nil)
		c.SetChecked(value)
		c.OnChanged = func(on bool) {
			p.SetBool(key, on)
			v.ApplySettings()
		}
		return c
	}
	// The heading's line stands in the choices' column, level with its
	// name, in a row as tall as a line of text.
	heading := container.NewStack(widget.NewLabel(""),
		container.NewVBox(layout.NewSpacer(), widget.NewSeparator(), layout.NewSpacer()))
	return []*widget.FormItem{
		widget.NewFormItem(text.T("prefs.engine"), heading),
		widget.NewFormItem(text.T("prefs.engineThreads"), numbers(cores, strconv.Itoa, s.Threads, runtime.NumCPU(), prefs.EngineThreads)),
		widget.NewFormItem(text.T("prefs.engineHash"), numbers(hashChoices, megabytes, s.HashMB, prefs.DefaultHash, prefs.EngineHash)),
		widget.NewFormItem(text.T("prefs.engineLines"), numbers(lines, strconv.Itoa, s.Lines, 3, prefs.EngineLines)),
		widget.NewFormItem("", check(prefs.EngineArrows, text.T("prefs.engineArrows"), s.Arrows)),
		widget.NewFormItem("", check(prefs.EngineBar, text.T("prefs.engineBar"), s.Bar)),
	}
}
