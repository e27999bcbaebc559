package app

import (
	"fmt"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/prefs"
	"wormweave/boardview"
	"wormweave/engine"
	"wormweave/notation"
	"wormweave/rules"
)

// keyAnalysis starts and stops the analysis.
var keyAnalysis = ctrlKey(fyne.KeyA, true)

// The engine's arrows have a colour of their own, apart from every
// palette's arrow colour (the arrows of comments); the second line's is
// fainter.
var (
	engineArrowColor = color.NRGBA{0xd0, 0x40, 0xa0, 0xd0}
	engineArrowFaint = color.NRGBA{0xd0, 0x40, 0xa0, 0x60}
)

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

// analysisView is the analysis in the window: the panel above the move
// list (the switch, the evaluation, depth and speed, the lines), the
// engine's arrows on the board and the evaluation bar beside it.
type analysisView struct {
	w        *Window
	engine   *analyser
	settings prefs.Engine
	on       bool
	key      positionKey      // the position being analysed
	snap     analysisSnapshot // what is shown

	toggle  *widget.Check
	eval    *canvas.Text
	stats   *canvas.Text
	lines   []*engineLine
	lineBox *fyne.Container
	head    *fyne.Container
	slots   []*fyne.Container // the evaluation's and the statistics'
	panel   fyne.CanvasObject
	bar     *evalBar
	graph   *evalGraph // under the move list

	reviewPost func(func()) // for tests: how a review reaches the window
}

func newAnalysisView(w *Window) *analysisView {
	v := &analysisView{w: w}
	v.engine = newAnalyser(v.show)
	v.settings = prefs.LoadEngine(w.app.Preferences())
	v.toggle = widget.NewCheck(T("analysis.engine"), func(on bool) {
		switch {
		case on == v.on:
		case on && w.analysisWithheld():
			v.toggle.SetChecked(false)
			w.refuseAnalysis()
		default:
			v.setOn(on)
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
	evalWidth := fyne.MeasureText(widestScore, v.eval.TextSize, v.eval.TextStyle).Width
	v.slots = []*fyne.Container{
		container.New(textSlot{Width: evalWidth}, v.eval),
		container.New(textSlot{Trailing: true}, v.stats),
	}
	v.head = container.NewBorder(nil, nil, container.NewHBox(v.toggle, v.slots[0]), nil, v.slots[1])
	v.panel = container.NewVBox(w.engine.Bar(), v.head, v.lineBox)
	v.bar = newEvalBar()
	v.graph = newEvalGraph(func(n *notation.Node) { v.w.doc.GoTo(n) })
	v.bar.Hide()
	return v
}

// translate writes the panel's texts again in the current language: the
// panel outlives the window's content, which a language change rebuilds.
func (v *analysisView) translate() {
	v.toggle.Text = T("analysis.engine")
	v.toggle.Refresh()
	v.w.engine.Translate()
	switch {
	case !v.on:
	case len(v.snap.lines) > 0:
		v.show(v.snap)
	default:
		// Nothing found yet, or a finished position: its words are
		// written again from the start, which costs nothing.
		v.key = positionKey{}
		v.follow()
	}
}

func (v *analysisView) setOn(on bool) {
	v.on = on
	v.toggle.SetChecked(on)
	v.key = positionKey{}
	if on {
		v.lineBox.Show()
		v.relayout()
		v.follow()
		return
	}
	v.engine.stop()
	v.snap = analysisSnapshot{}
	v.setLines(nil)
	v.lineBox.Hide()
	v.eval.Text, v.stats.Text = "", ""
	v.refreshTexts()
	v.w.board.SetOverlay(nil)
	v.bar.Hide()
	v.relayout()
}

// applySettings follows the engine preferences: a running analysis starts
// again with them.
func (v *analysisView) applySettings() {
	v.settings = prefs.LoadEngine(v.w.app.Preferences())
	if v.on {
		v.key = positionKey{}
		v.follow()
	}
}

// follow starts the analysis again if the board shows another position
// than the one analysed. The window calls it after every change.
func (v *analysisView) follow() {
	if !v.on {
		return
	}
	d := v.w.doc
	p := d.Position()
	k := keyOf(&p)
	if k == v.key {
		return
	}
	v.key = k
	v.snap = analysisSnapshot{pos: p}
	v.w.board.SetOverlay(nil)
	if p.Playable() != nil || p.Result() != rules.Ongoing {
		v.engine.stop()
		v.eval.Text, v.stats.Text = "", T("analysis.gameOver")
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
func (v *analysisView) show(s analysisSnapshot) {
	if !v.on || keyOf(&s.pos) != v.key || len(s.lines) == 0 {
		return
	}
	v.snap = s
	best := s.lines[0]
	v.eval.Text = scoreText(&s.pos, best.Score)
	v.stats.Text = TF("analysis.stats", map[string]any{"Depth": s.depth, "Speed": speedText(s.nps)})
	v.refreshTexts()
	v.setLines(s.lines)
	v.showBar(&best)
	v.showArrows()
}

func (v *analysisView) refreshTexts() {
	v.eval.Color = theme.Color(theme.ColorNameForeground)
	v.stats.Color = theme.Color(theme.ColorNamePlaceHolder)
	// The texts' widths change: their slots lay them out again.
	for _, s := range v.slots {
		s.Refresh()
	}
}

// setLines shows the lines in as many rows as the preferences ask for,
// empty rows for lines not found yet: rows come and go only when the
// preference changes, so that the panel keeps its height while it follows
// the game.
func (v *analysisView) setLines(lines []engine.Info) {
	rows := v.settings.Lines
	if len(v.lines) != rows {
		for len(v.lines) < rows {
			i := len(v.lines)
			v.lines = append(v.lines, newEngineLine(func(upTo int) { v.playLine(i, upTo) }))
		}
		v.lines = v.lines[:rows]
		objs := make([]fyne.CanvasObject, rows)
		for i, l := range v.lines {
			objs[i] = l
		}
		// A line sets the engine's lines apart from the move list below.
		v.lineBox.Objects = append(objs, widget.NewSeparator())
		v.relayout()
	}
	for i, l := range v.lines {
		if i < len(lines) && len(lines[i].PV) > 0 {
			l.Set(lineWords(&v.snap.pos, lines[i]))
		} else {
			l.Set(nil)
		}
	}
}

// relayout lays the window out again after the panel or the bar changed
// their size.
func (v *analysisView) relayout() {
	if c := v.w.win.Content(); c != nil {
		c.Refresh()
	}
}

// showBar shows the evaluation bar for the best line (nil: none yet, or
// none at all).
func (v *analysisView) showBar(best *engine.Info) {
	visible := v.on && v.settings.Bar
	if visible != v.bar.Visible() {
		v.bar.Hidden = !visible
		v.relayout()
	}
	if !visible {
		return
	}
	if best == nil {
		v.bar.Set(0.5, "", v.w.board.Flipped())
		return
	}
	v.bar.Set(whiteShare(&v.snap.pos, best.Score), scoreText(&v.snap.pos, best.Score), v.w.board.Flipped())
}

// showResult gives the bar to the winner of a finished game, with the
// result written on it.
func (v *analysisView) showResult(r rules.Result) {
	v.showBar(nil)
	winner, won := r.Winner()
	if !v.bar.Visible() || !won {
		return
	}
	share := float32(0)
	if winner == rules.White {
		share = 1
	}
	v.bar.Set(share, r.String(), v.w.board.Flipped())
}

// followFlip turns the evaluation bar with the board: White's part stays
// on White's side.
func (v *analysisView) followFlip() {
	v.bar.Flip(v.w.board.Flipped())
}

// showArrows draws the first move of the best line, and fainter the second
// line's, on the board.
func (v *analysisView) showArrows() {
	if !v.settings.Arrows {
		v.w.board.SetOverlay(nil)
		return
	}
	var arrows []boardview.Arrow
	for i, c := range []color.Color{engineArrowColor, engineArrowFaint} {
		if i < len(v.snap.lines) && len(v.snap.lines[i].PV) > 0 {
			arrows = append(arrows, turnArrows(v.snap.lines[i].PV[0], c)...)
		}
	}
	// The best line's arrows go on top.
	for i, j := 0, len(arrows)-1; i < j; i, j = i+1, j-1 {
		arrows[i], arrows[j] = arrows[j], arrows[i]
	}
	v.w.board.SetOverlay(arrows)
}

// turnArrows draws a turn: a move as an arrow, a capture chain as a path
// through its steps with the head on the last, and a capture that leaves
// the capturing piece in place (a remover's) as a cross on each square it
// clears.
func turnArrows(t rules.Turn, c color.Color) []boardview.Arrow {
	var out []boardview.Arrow
	last := -1
	for i, m := range t {
		if m.From != m.To {
			last = i
		}
	}
	for i, m := range t {
		if m.From == m.To {
			for _, sq := range m.Captured.Squares() {
				out = append(out, boardview.Arrow{From: int(sq), To: int(sq), Color: c})
			}
			continue
		}
		out = append(out, boardview.Arrow{From: int(m.From), To: int(m.To), Color: c, NoHead: i != last})
	}
	return out
}

// playLine plays line i of the analysis on the board up to its move upTo,
// as the user would: moves that are already there are followed, others make
// a variation.
func (v *analysisView) playLine(i, upTo int) {
	d := v.w.doc
	p := d.Position()
	if i >= len(v.snap.lines) || keyOf(&p) != keyOf(&v.snap.pos) {
		return
	}
	pv := v.snap.lines[i].PV
	upTo = min(upTo, len(pv)-1)
	err := d.Batch(func() error { // one redraw at the end, not one a move
		for _, t := range pv[:upTo+1] {
			for _, m := range t {
				if err := d.Play(m); err != nil {
					return err
				}
			}
		}
		return nil
	})
	if err != nil {
		v.w.showError(err)
	}
}

// lineWords writes a line as the move list would: its score from White's
// side, then its moves numbered, in the record's notation.
func lineWords(pos *rules.Position, info engine.Info) []lineWord {
	words := []lineWord{{Text: scoreText(pos, info.Score), Move: -1, Bold: true}}
	p := *pos
	for i, t := range info.PV {
		n := notation.MoveNumber(p.Plies(), p.Turn())
		switch {
		case p.Turn() == rules.White:
			words = append(words, lineWord{Text: fmt.Sprintf("%d.", n), Move: -1})
		case i == 0:
			words = append(words, lineWord{Text: fmt.Sprintf("%d...", n), Move: -1})
		}
		words = append(words, lineWord{Text: notation.TurnText(&p, t), Move: i})
		if p.PlayTurn(t) != nil {
			break
		}
	}
	return words
}

// scoreText writes a score of the side to move at pos from White's side:
// +0.8 in pawns (0.0, unsigned, when even), or #4 (#-4) for a win (a
// loss) of White's in so many of the winner's turns.
func scoreText(pos *rules.Position, s engine.Score) string {
	white := pos.Turn() == rules.White
	if s.IsMate() {
		n := s.MateTurns()
		if !white {
			n = -n
		}
		return fmt.Sprintf("#%d", n)
	}
	if !white {
		s = -s
	}
	text := fmt.Sprintf("%+.1f", float64(s)/100)
	if text == "+0.0" || text == "-0.0" {
		return "0.0" // a sign on nothing would say someone leads
	}
	return text
}

// speedText writes nodes a second shortly: 850k, 1.2M.
func speedText(nps int64) string {
	switch {
	case nps >= 1_000_000:
		return decimal(float64(nps)/1e6, 1) + "M"
	case nps >= 1000:
		return fmt.Sprintf("%dk", nps/1000)
	}
	return fmt.Sprint(nps)
}
