package analysis

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/layouts"
	"wormweave/app/prefs"
	"wormweave/app/text"
	"wormweave/app/widgets/engineline"
	"wormweave/app/widgets/evalbar"
	"wormweave/boardview"
	"wormweave/rules"
	"wormweave/study"
)

// Host is what the analysis needs of the window. The shell fills every
// field.
type Host struct {
	// Post runs f on the window's goroutine (fyne.Do in the window; tests
	// run it on theirs).
	Post func(f func())
	// Document returns the document shown.
	Document func() *study.Document
	// Board shows the engine's arrows; its side decides the bar's.
	Board *boardview.Board
	// Prefs holds the engine preferences.
	Prefs fyne.Preferences
	// Withheld reports whether the engine's opinion is withheld (a game
	// against it goes on); Refuse tells the user why it does not start.
	Withheld func() bool
	Refuse   func()
	// ShowError shows an error to the user.
	ShowError func(error)
	// Relayout lays the window out again after the panel or the bar
	// changed their size.
	Relayout func()
	// Top goes at the top of the panel, above the switch.
	Top fyne.CanvasObject
}

// positionKey tells positions apart well enough to know when the analysis
// must start again.
type positionKey struct {
	hash    uint64
	plies   int
	variant rules.Variant
}

func keyOf(p *rules.Position) positionKey {
	return positionKey{p.Hash(), p.Plies(), p.Variant()}
}

// Analysis is the analysis in the window: the panel above the move list
// (the switch, the evaluation, depth and speed, the lines), the engine's
// arrows on the board and the evaluation bar beside it.
type Analysis struct {
	h        Host
	engine   *analyser
	settings prefs.Engine
	on       bool
	key      positionKey // the position being analysed
	snap     Snapshot    // what is shown

	toggle  *widget.Check
	eval    *canvas.Text
	stats   *canvas.Text
	lines   []*engineline.Line
	lineBox *fyne.Container
	head    *fyne.Container
	slots   []*fyne.Container // the evaluation's and the statistics'
	panel   fyne.CanvasObject
	bar     *evalbar.Bar
}

// New returns the window's analysis, off.
func New(h Host) *Analysis {
	v := &Analysis{h: h}
	v.engine = newAnalyser(v.show, h.Post)
	v.settings = prefs.LoadEngine(h.Prefs)
	v.toggle = widget.NewCheck(text.T("analysis.engine"), func(on bool) {
		switch {
		case on == v.on:
		case on && h.Withheld():
			v.toggle.SetChecked(false)
			h.Refuse()
		default:
			v.SetOn(on)
		}
	})
	v.eval = canvas.NewText("", theme.Color(theme.ColorNameForeground))
	v.eval.TextStyle.Bold = true
	v.eval.TextSize = theme.TextSize() * 1.25
	v.stats = canvas.NewText("", theme.Color(theme.ColorNamePlaceHolder))
	v.stats.TextSize = theme.CaptionTextSize()
	v.lineBox = container.NewVBox()
	v.lineBox.Hide()
	// The texts change with every report: their slots keep the row's
	// width, and so the window's split, still.
	evalWidth := fyne.MeasureText(engineline.WidestScore, v.eval.TextSize, v.eval.TextStyle).Width
	v.slots = []*fyne.Container{
		container.New(layouts.TextSlot{Width: evalWidth}, v.eval),
		container.New(layouts.TextSlot{Trailing: true}, v.stats),
	}
	v.head = container.NewBorder(nil, nil, container.NewHBox(v.toggle, v.slots[0]), nil, v.slots[1])
	top := h.Top
	if top == nil {
		top = container.NewVBox() // an empty row: nothing above the switch
		top.Hide()
	}
	v.panel = container.NewVBox(top, v.head, v.lineBox)
	v.bar = evalbar.New()
	v.bar.Hide()
	return v
}

// Panel is the panel above the move list.
func (v *Analysis) Panel() fyne.CanvasObject { return v.panel }

// Head is the panel's first row: the switch, the evaluation, depth and
// speed.
func (v *Analysis) Head() fyne.CanvasObject { return v.head }

// Bar is the evaluation bar, which the shell puts beside the board.
func (v *Analysis) Bar() *evalbar.Bar { return v.bar }

// Switch is the panel's switch.
func (v *Analysis) Switch() *widget.Check { return v.toggle }

// On reports whether the analysis is on.
func (v *Analysis) On() bool { return v.on }

// Settings are the engine preferences the analysis follows.
func (v *Analysis) Settings() prefs.Engine { return v.settings }

// SetToggleEnabled enables the switch, or disables it while the engine's
// opinion is withheld.
func (v *Analysis) SetToggleEnabled(on bool) {
	if on {
		v.toggle.Enable()
	} else {
		v.toggle.Disable()
	}
}

// Toggle starts or stops the analysis, or says why it does not start.
func (v *Analysis) Toggle() {
	if !v.on && v.h.Withheld() {
		v.h.Refuse()
		return
	}
	v.SetOn(!v.on)
}

// Close stops the search and gives the engine back at once: the window
// closes. Every feature ends with Close.
func (v *Analysis) Close() { v.engine.release() }

// Translate writes the panel's texts again in the current language: the
// panel outlives the window's content, which a language change rebuilds.
func (v *Analysis) Translate() {
	v.toggle.Text = text.T("analysis.engine")
	v.toggle.Refresh()
	switch {
	case !v.on:
	case len(v.snap.Lines) > 0:
		v.show(v.snap)
	default:
		// Nothing found yet, or a finished position: its words are
		// written again from the start, which costs nothing.
		v.key = positionKey{}
		v.Follow()
	}
}

// SetOn starts or stops the analysis.
func (v *Analysis) SetOn(on bool) {
	v.on = on
	v.toggle.SetChecked(on)
	v.key = positionKey{}
	if on {
		v.lineBox.Show()
		v.relayout()
		v.Follow()
		return
	}
	v.engine.stop()
	v.snap = Snapshot{}
	v.setLines(nil)
	v.lineBox.Hide()
	v.eval.Text, v.stats.Text = "", ""
	v.refreshTexts()
	v.h.Board.SetOverlay(nil)
	v.bar.Hide()
	v.relayout()
}

// ApplySettings follows the engine preferences: a running analysis starts
// again with them.
func (v *Analysis) ApplySettings() {
	v.settings = prefs.LoadEngine(v.h.Prefs)
	if v.on {
		v.key = positionKey{}
		v.Follow()
	}
}

// Follow starts the analysis again if the board shows another position
// than the one analysed. The shell calls it after every change.
func (v *Analysis) Follow() {
	if !v.on {
		return
	}
	d := v.h.Document()
	p := d.Position()
	k := keyOf(&p)
	if k == v.key {
		return
	}
	v.key = k
	v.snap = Snapshot{Pos: p}
	v.h.Board.SetOverlay(nil)
	if p.Playable() != nil || p.Result() != rules.Ongoing {
		v.engine.stop()
		v.eval.Text, v.stats.Text = "", text.T("analysis.gameOver")
		v.setLines(nil)
		v.showResult(p.Result())
		v.refreshTexts()
		return
	}
	v.engine.start(p, d.History(), v.settings.Lines, v.settings.Options())
	v.eval.Text, v.stats.Text = "…", ""
	v.setLines(nil)
	v.showBar(nil)
	v.refreshTexts()
}

// show displays a snapshot of the analysis, on the window's goroutine.
func (v *Analysis) show(s Snapshot) {
	if !v.on || keyOf(&s.Pos) != v.key || len(s.Lines) == 0 {
		return
	}
	v.snap = s
	best := s.Lines[0]
	v.eval.Text = ScoreText(&s.Pos, best.Score)
	v.stats.Text = text.TF("analysis.stats", map[string]any{"Depth": s.Depth, "Speed": SpeedText(s.NPS)})
	v.refreshTexts()
	v.setLines(s.Lines)
	v.showBar(&best)
	v.showArrows()
}

func (v *Analysis) refreshTexts() {
	v.eval.Color = theme.Color(theme.ColorNameForeground)
	v.stats.Color = theme.Color(theme.ColorNamePlaceHolder)
	// The texts' widths change: their slots lay them out again.
	for _, s := range v.slots {
		s.Refresh()
	}
}

// relayout lays the window out again after the panel or the bar changed
// their size.
func (v *Analysis) relayout() { v.h.Relayout() }
