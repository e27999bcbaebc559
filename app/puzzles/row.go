package puzzles

import (
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2/widget"

	"wormweave/app/prefs"
	"wormweave/app/text"
	"wormweave/puzzle"
	"wormweave/rules"
)

// The trainer's row of widgets: the theme filter, its words in the
// current language, and what the row shows of the puzzle and the record.

// chooseTheme sets the theme filter, kept for the next time; the next
// puzzle follows it, and so does the one shown if it is untried and
// lacks the theme.
func (t *Trainer) chooseTheme(label string) {
	for i, l := range t.filter.Options {
		if l == label && i < len(t.shown) {
			if t.theme == t.shown[i] {
				return
			}
			t.theme = t.shown[i]
			t.h.Prefs.SetString(prefs.PuzzleTheme, t.theme)
			if t.untried() && t.theme != "" && !slices.Contains(t.cur.a.Puzzle.Themes, t.theme) {
				t.open() // nothing tried yet: the filter applies at once
			}
			return
		}
	}
}

// chooseLevel sets the difficulty of the next puzzle, kept for the next
// time; an untried puzzle shown gives way to one of the new difficulty.
func (t *Trainer) chooseLevel(label string) {
	for i, l := range t.level.Options {
		if l != label || i >= len(puzzle.Difficulties) {
			continue
		}
		d := puzzle.Difficulties[i]
		if d == t.diff {
			return
		}
		t.diff = d
		t.h.Prefs.SetString(prefs.PuzzleDifficulty, d.String())
		if t.untried() && (t.run == nil || t.run.Over) {
			t.open()
		}
		return
	}
}

// fillLevel offers the difficulties in the current language.
func (t *Trainer) fillLevel() {
	var labels []string
	for _, d := range puzzle.Difficulties {
		labels = append(labels, levelName(d))
	}
	t.level.Options = labels
	t.level.Selected = levelName(t.diff)
	t.level.Refresh()
}

// levelName is a difficulty's name in the user's language.
func levelName(d puzzle.Difficulty) string { return text.T("puzzles.level." + d.String()) }

// setEnabled enables or disables a select.
func setEnabled(s *widget.Select, on bool) {
	if on {
		s.Enable()
	} else {
		s.Disable()
	}
}

// ChooseVariant opens a puzzle of variant v in place of the one shown,
// after asking about unsaved work (a puzzle begun); the user's record
// there is its own. The window's variant choice calls it while the
// trainer is open.
func (t *Trainer) ChooseVariant(v rules.Variant) {
	if t.cur == nil || v == t.v {
		return
	}
	t.h.ConfirmDiscard(func() { t.start(v, false) })
}

// untried reports whether the puzzle shown goes on and the user has not
// moved nor asked for anything yet: it can give way to another unrated.
func (t *Trainer) untried() bool {
	c := t.cur
	if c == nil || c.over || c.recorded || !t.Solving() {
		return false
	}
	turns, _ := line(c.doc)
	return len(turns) == 1 && len(c.doc.Chain()) == 0
}

// fillFilter offers the themes of the set, by their names.
func (t *Trainer) fillFilter() {
	t.shown = append([]string{""}, puzzle.ThemesOf(t.set)...)
	found := false
	for _, th := range t.shown {
		found = found || th == t.theme
	}
	if !found {
		t.theme = ""
	}
	var labels []string
	sel := ""
	for _, th := range t.shown {
		labels = append(labels, themeName(th))
		if th == t.theme {
			sel = themeName(th)
		}
	}
	t.filter.Options = labels
	t.filter.Selected = sel
	t.filter.Refresh()
}

// themeName is a theme's name in the user's language; "" is every theme.
func themeName(th string) string {
	if th == "" {
		return text.T("puzzles.allThemes")
	}
	key := "theme." + th
	if s := text.T(key); s != key {
		return s
	}
	return th
}

// Translate writes the row again in the current language.
func (t *Trainer) Translate() {
	t.streakB.SetText(text.T("puzzles.streakStart"))
	t.dashB.SetText(text.T("puzzles.dashboard"))
	t.fillLevel()
	if t.dash != nil {
		t.dash.fill()
	}
	t.hint.SetText(text.T("puzzles.hint"))
	t.solution.SetText(text.T("puzzles.solution"))
	t.next.SetText(text.T("puzzles.next"))
	t.closeB.SetText(text.T("puzzles.close"))
	t.filter.PlaceHolder = text.T("puzzles.allThemes")
	if t.set != nil {
		t.fillFilter()
	}
	t.show()
}

// show shows the row as the attempt stands.
func (t *Trainer) show() {
	c := t.cur
	if c == nil {
		if !t.bar.Hidden {
			t.bar.Hide()
			t.h.Relayout()
		}
		return
	}
	toMove := text.T("puzzles.toMoveWhite")
	if c.a.Solver() == rules.Black {
		toMove = text.T("puzzles.toMoveBlack")
	}
	z := c.a.Puzzle
	var status string
	t.status.Importance = widget.MediumImportance
	switch {
	case c.over && c.inRun && t.run != nil && t.run.Over && t.run.Solved > 0 && c.solved:
		status = text.TF("puzzles.streakAllSolved", map[string]any{"Solved": t.run.Solved})
	case c.over && c.solved:
		// In the theme's foreground, bold: its success green is too
		// faint on the light theme's white to be read.
		status = text.T("puzzles.solved")
	case c.over && c.shown:
		status = text.T("puzzles.solutionShown")
	case c.over:
		status = text.T("puzzles.solvedAfterRetry")
	case c.wrong && c.inRun && t.run != nil:
		status = text.TF("puzzles.streakOver", map[string]any{"Solved": t.run.Solved})
		t.status.Importance = widget.DangerImportance
	case c.wrong:
		status = text.T("puzzles.wrong")
		t.status.Importance = widget.DangerImportance
	case c.hinted:
		status = text.T("puzzles.hinted")
	case t.atStart():
		status = toMove
	case t.DefenderToMove():
		status = text.T("puzzles.right")
	default:
		status = toMove
	}
	t.status.SetText(status)
	about := ""
	if c.over {
		var names []string
		for _, th := range z.Themes {
			names = append(names, themeName(th))
		}
		after := t.prof.PuzzleRating(z)
		about = text.TF("puzzles.about", map[string]any{"ID": z.ID, "Rating": int(after.R + 0.5), "Themes": strings.Join(names, ", ")})
	}
	t.about.SetText(about)
	t.about.Hidden = about == ""
	t.record.SetText(t.recordText(c))
	t.hint.Disable()
	t.solution.Disable()
	t.next.Disable()
	if c.over {
		t.next.Enable()
	}
	if !c.over && c.doc == t.h.Document() {
		t.solution.Enable()
		// A streak has no hints, as lichess's has none.
		if !c.hinted && !c.inRun && !t.DefenderToMove() {
			t.hint.Enable()
		}
	}
	// A streak chooses its own puzzles: the theme and the difficulty wait
	// for its end.
	running := t.run != nil && !t.run.Over
	setEnabled(t.filter, !running)
	setEnabled(t.level, !running)
	t.bar.Show()
	t.h.Relayout()
}

// recordText is the user's rating (and its change by the attempt) and
// streak of first tries; during a Puzzle Streak, its count and the best.
func (t *Trainer) recordText(c *attempt) string {
	p := t.prof
	if c.inRun && t.run != nil {
		return text.TF("puzzles.streakCount", map[string]any{"Solved": t.run.Solved, "Best": p.StreakBest})
	}
	s := text.TF("puzzles.rating", map[string]any{"Rating": int(p.Rating.R + 0.5)})
	if c.recorded {
		delta := int(p.Rating.R+0.5) - int(c.before.R+0.5)
		sign := "+"
		if delta < 0 {
			sign, delta = "−", -delta
		}
		s += " (" + sign + fmt.Sprint(delta) + ")"
	}
	return s + " · " + text.TF("puzzles.streak", map[string]any{"Streak": p.Streak, "Best": p.Best})
}
