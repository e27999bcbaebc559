package learn

import (
	"strings"

	"wormweave/app/text"
	"wormweave/learn"
)

// The level's row in the panel, in the current language: the stage and
// the level, its sentence, the count against the par or what the last
// move made, and the buttons that fit.

// Translate writes the row again in the current language.
func (t *Tutor) Translate() {
	t.restart.SetText(text.T("learn.restart"))
	t.next.SetText(text.T("learn.next"))
	t.mapB.SetText(text.T("learn.map"))
	t.closeB.SetText(text.T("learn.close"))
	t.full.SetText(text.T("learn.fullGame"))
	t.invite.translate()
	t.show()
}

// show makes the row and the stars say what the level stands at.
func (t *Tutor) show() {
	c := t.cur
	if c == nil {
		t.stars.SetSquares(0)
		t.bar.Hide()
		return
	}
	t.title.SetText(t.levelTitle(c))
	t.task.SetText(say(c.level.Texts))
	t.status.SetText(t.statusText(c))
	t.stars.SetSquares(c.run.starsLeft())
	game := c.level.Goal == learn.GoalGame
	t.restart.Hidden = game && !c.over
	if c.over {
		t.next.Enable()
	} else {
		t.next.Disable()
	}
	t.full.Hidden = !(game && c.over)
	t.bar.Show()
	t.bar.Refresh()
}

// statusText is the row's last line: the stars once the goal is met,
// what the last move made of the level, or the count against the par.
func (t *Tutor) statusText(c *play) string {
	if c.over {
		key := "learn.passed"
		if c.level.Goal == learn.GoalGame {
			key = "learn.gameOver"
		}
		return text.TF(key, map[string]any{"Stars": StarText(c.earned), "Moves": c.run.moves(), "Par": c.run.par}) + "\n" + text.T("learn.nextHint")
	}
	var lines []string
	if c.said != "" {
		lines = append(lines, c.said)
	}
	switch {
	case c.failed:
		lines = append(lines, text.T("learn.failed"))
	case c.level.Goal == learn.GoalGame:
		lines = append(lines, text.T("learn.gameOn"))
	default:
		lines = append(lines, text.TF("learn.count", map[string]any{"Moves": c.run.moves(), "Par": c.run.par}))
	}
	return strings.Join(lines, "\n")
}

// StarText draws n stars of three, earned ones full: ★★☆.
func StarText(n int) string {
	n = max(0, min(3, n))
	return strings.Repeat("★", n) + strings.Repeat("☆", 3-n)
}

// say is a course's text in the user's language, or in English when the
// course lacks it.
func say(ts learn.Texts) string {
	if s := ts[text.T("learn.lang")]; s != "" {
		return s
	}
	return ts["en"]
}
