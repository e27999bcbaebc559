package puzzles

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/prefs"
	"wormweave/puzzle"
	"wormweave/rules"
)

// themeRows returns the dashboard's theme rows: what each says, and its
// button.
func themeRows(d *dashboard) (labels []string, buttons []*widget.Button) {
	for _, o := range d.themes.Objects {
		row, ok := o.(*fyne.Container)
		if !ok {
			continue
		}
		for _, c := range row.Objects {
			switch c := c.(type) {
			case *widget.Label:
				labels = append(labels, c.Text)
			case *widget.Button:
				buttons = append(buttons, c)
			}
		}
	}
	return labels, buttons
}

func TestDashboard(t *testing.T) {
	a := newApp(t)
	w := newTrainer(t, a, rules.Wormhole)
	w.trainer.Open()
	test.Tap(w.trainer.DashboardButton())
	d := w.trainer.dash
	if d == nil {
		t.Fatal("no dashboard")
	}
	if got := d.summary.Text; got != "Rating 1500 · attempts: 0, 0% solved · best Puzzle Streak: 0" {
		t.Errorf("the summary of a newcomer: %q", got)
	}
	if labels, _ := themeRows(d); len(labels) != 0 || len(d.themes.Objects) != 1 {
		t.Errorf("a newcomer's themes: %v", labels)
	}
	// A win (ci6gbxh5), then a loss (3k4uclod), shown as they come.
	w.solve(t)
	test.Tap(w.trainer.NextButton())
	z, _ := w.trainer.Puzzle()
	w.play(t, otherMove(t, w.doc.Position(), z.Moves[1]))
	test.Tap(w.trainer.SolutionButton())
	if got := d.summary.Text; got != "Rating "+strconv.Itoa(int(w.trainer.Profile().Rating.R+0.5))+" · attempts: 2, 50% solved · best Puzzle Streak: 0" {
		t.Errorf("the summary after a win and a loss: %q", got)
	}
	if got := d.win.Title(); got != "Puzzle dashboard: Wormhole" {
		t.Errorf("the title is %q", got)
	}
	h := w.trainer.Profile().History
	if pts := d.graph.Points(); len(pts) != 2 || pts[0] != h[0].Rating || pts[1] != h[1].Rating || pts[0] <= pts[1] {
		t.Errorf("the graph's points %v, the history %+v", pts, h)
	}
	if n := d.attempts.Length(); n != 2 {
		t.Fatalf("%d attempts listed, want 2", n)
	}
	newest, oldest := d.attemptText(0), d.attemptText(1)
	if !strings.Contains(newest, z.ID) || !strings.Contains(newest, "failed −") || !strings.Contains(oldest, "ci6gbxh5") || !strings.Contains(oldest, "solved +") {
		t.Errorf("the attempts listed: %q, %q", newest, oldest)
	}
	if d.tabs.Items[0].Text != "Attempts (2)" {
		t.Errorf("the attempts' tab says %q", d.tabs.Items[0].Text)
	}
	labels, buttons := themeRows(d)
	want := "Hole jump: 1 of 2 solved (50%)|Mate: 1 of 2 solved (50%)|Win in 2: 1 of 2 solved (50%)"
	if strings.Join(labels, "|") != want || len(buttons) != 3 || buttons[0].Text != "Train this theme" {
		t.Fatalf("the themes: %q (%d buttons); want %q", strings.Join(labels, "|"), len(buttons), want)
	}
	// Training a theme closes the dashboard and shows one of its puzzles.
	test.Tap(buttons[2])
	if w.trainer.dash != nil {
		t.Errorf("the dashboard stays open")
	}
	if got := a.Preferences().String(prefs.PuzzleTheme); got != puzzle.MateIn(2) {
		t.Errorf("the theme kept is %q", got)
	}
	if z, _ := w.trainer.Puzzle(); !slices.Contains(z.Themes, puzzle.MateIn(2)) || w.trainer.Filter().Selected != "Win in 2" {
		t.Errorf("after training Win in 2: %s %v, filter %q", z.ID, z.Themes, w.trainer.Filter().Selected)
	}
	// It opens again.
	test.Tap(w.trainer.DashboardButton())
	if w.trainer.dash == nil || w.trainer.dash.tabs.Items[1].Text != "By theme" {
		t.Errorf("the dashboard does not open again")
	}
}
