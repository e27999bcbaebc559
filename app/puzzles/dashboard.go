package puzzles

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/prefs"
	"wormweave/app/text"
	"wormweave/app/widgets/ratinggraph"
	"wormweave/puzzle"
)

// The dashboard: a window of the user's record in the variant of the
// puzzles shown. Their rating over their attempts, every attempt kept
// (newest first: date, puzzle, result, rating change), and how each
// theme goes, with a button to train it.

// dashSize is the dashboard window's size when it opens.
var dashSize = fyne.NewSize(560, 620)

// dateLayout writes an attempt's date: the same in every language, and
// sorted as written.
const dateLayout = "2006-01-02 15:04"

// dashboard is the dashboard's window and its parts.
type dashboard struct {
	t        *Trainer
	win      fyne.Window
	summary  *widget.Label
	graph    *ratinggraph.Graph
	attempts *widget.List
	themes   *fyne.Container // a row a theme: what it says, and its button
	tabs     *container.AppTabs
	history  []puzzle.Attempt // newest first
	stats    []puzzle.ThemeStat
}

// ShowDashboard opens the dashboard, or brings it forward.
func (t *Trainer) ShowDashboard() {
	if t.dash != nil {
		t.dash.fill()
		t.dash.win.RequestFocus()
		return
	}
	d := &dashboard{t: t, win: t.h.NewWindow("")}
	d.summary = widget.NewLabel("")
	d.summary.TextStyle.Bold = true
	d.summary.Wrapping = fyne.TextWrapWord
	d.graph = ratinggraph.New("")
	d.attempts = widget.NewList(
		func() int { return len(d.history) },
		func() fyne.CanvasObject { return widget.NewLabel("") },
		func(i widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText(d.attemptText(i)) })
	d.themes = container.NewVBox()
	d.tabs = container.NewAppTabs(
		container.NewTabItem("", d.attempts),
		container.NewTabItem("", container.NewVScroll(d.themes)))
	d.win.SetContent(container.NewBorder(container.NewVBox(d.summary, d.graph), nil, nil, nil, d.tabs))
	d.win.Resize(dashSize)
	d.win.SetOnClosed(func() {
		if t.dash == d {
			t.dash = nil
		}
	})
	t.dash = d
	d.fill()
	d.win.Show()
}

// fill writes the dashboard from the record, in the current language.
func (d *dashboard) fill() {
	t := d.t
	p := t.prof
	d.win.SetTitle(text.TF("puzzles.dashTitle", map[string]any{"Variant": t.v.String()}))
	n := len(p.History)
	won := puzzle.SolvedCount(p.History)
	pct := 0
	if n > 0 {
		pct = (200*won + n) / (2 * n)
	}
	d.summary.SetText(text.TF("puzzles.dashSummary", map[string]any{
		"Rating": int(p.Rating.R + 0.5), "Count": n, "Percent": pct, "Best": p.StreakBest}))
	d.history = d.history[:0]
	ratings := make([]int, 0, n)
	for i := n - 1; i >= 0; i-- {
		d.history = append(d.history, p.History[i])
	}
	for _, a := range p.History {
		ratings = append(ratings, a.Rating)
	}
	first, last := "", ""
	if n > 1 {
		first, last = dateOf(p.History[0]), dateOf(p.History[n-1])
	}
	d.graph.SetEmpty(text.T("puzzles.dashGraphEmpty"))
	d.graph.Set(ratings, first, last)
	d.attempts.Refresh()
	d.stats = puzzle.ThemeStats(p.History, t.set)
	d.themes.RemoveAll()
	if len(d.stats) == 0 {
		d.themes.Add(widget.NewLabel(text.T("puzzles.dashNoAttempts")))
	}
	for _, s := range d.stats {
		th := s.Theme
		label := widget.NewLabel(text.TF("puzzles.dashThemeRow", map[string]any{
			"Theme": themeName(th), "Solved": s.Solved, "Attempts": s.Attempts, "Percent": s.Percent()}))
		train := widget.NewButton(text.T("puzzles.dashTrain"), func() { t.trainTheme(th) })
		d.themes.Add(container.NewBorder(nil, nil, nil, train, label))
	}
	d.tabs.Items[0].Text = text.TF("puzzles.dashAttempts", map[string]any{"Count": n})
	d.tabs.Items[1].Text = text.T("puzzles.dashThemes")
	d.tabs.Refresh()
}

// dateOf writes when a was made, or a dash for an attempt of an old
// record, which did not keep it.
func dateOf(a puzzle.Attempt) string {
	if at, ok := a.Time(); ok {
		return at.Local().Format(dateLayout)
	}
	return "—"
}

// attemptText is the i-th row of the attempts, newest first.
func (d *dashboard) attemptText(i int) string {
	if i < 0 || i >= len(d.history) {
		return ""
	}
	a := d.history[i]
	result := text.T("puzzles.dashFailed")
	if a.Won {
		result = text.T("puzzles.dashSolved")
	}
	change := ""
	if delta, ok := a.Change(); ok {
		switch {
		case delta > 0:
			change = fmt.Sprintf(" +%d", delta)
		case delta < 0:
			change = fmt.Sprintf(" −%d", -delta)
		default:
			change = " ±0"
		}
	}
	return fmt.Sprintf("%s   %s   %s%s → %d", dateOf(a), a.ID, result, change, a.Rating)
}

// trainTheme chooses theme th for the next puzzles, from the dashboard,
// which closes: a puzzle not begun (or over) gives way to one of the
// theme at once, and a streak going on ends, as any change of puzzle
// ends it.
func (t *Trainer) trainTheme(th string) {
	t.theme = th
	t.h.Prefs.SetString(prefs.PuzzleTheme, th)
	if t.dash != nil {
		t.dash.win.Close()
	}
	if t.cur == nil {
		t.Open()
		return
	}
	t.fillFilter()
	if c := t.cur; c.over || t.untried() {
		t.run = nil
		t.open()
	}
}

// refreshDashboard writes the dashboard again after an attempt, if open.
func (t *Trainer) refreshDashboard() {
	if t.dash != nil {
		t.dash.fill()
	}
}
