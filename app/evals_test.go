package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/prefs"
	"wormweave/app/widgets/movelist"
	"wormweave/rules"
)

// shownEvals returns the evaluations the move list shows, in order.
func shownEvals(w *Window) []string {
	var out []string
	for _, it := range w.moves.Items() {
		if it.Kind == movelist.Eval {
			out = append(out, it.Text)
		}
	}
	return out
}

// The move list shows each move's recorded evaluation after it, from
// White's side as the record stores it, while the preference is on (its
// default), and none when it is off.
func TestMoveListShowsRecordedEvaluations(t *testing.T) {
	skipInRaceRun(t)
	w := newTestWindow(t, nil)
	d := w.Document()
	n := d.Game().Root
	for _, c := range []string{"[%eval 0.35] a note", "[%eval -1.2,18]", "", "[%eval #-3]", "[%eval 0]"} {
		p := n.Position()
		next, _, err := n.AddMove(rules.Turn{p.Moves(nil)[0]})
		if err != nil {
			t.Fatal(err)
		}
		d.SetComment(next, c)
		n = next
	}
	want := "+0.35 -1.20 #-3 0.00"
	if got := strings.Join(shownEvals(w), " "); got != want {
		t.Errorf("with the preference's default the list shows evaluations %q, want %q", got, want)
	}
	// Each follows its move, before the comment's words.
	items := w.moves.Items()
	for i, it := range items {
		if it.Kind == movelist.Eval && (i == 0 || items[i-1].Kind != movelist.Move) {
			t.Errorf("evaluation %q does not follow a move", it.Text)
		}
	}
	// Turned off in the preferences' dialog.
	w.showPreferences()
	var box *widget.Check
	for _, c := range collect[*widget.Check](topPopUp(t, w)) {
		if c.Text == "Show the recorded evaluations in the move list" {
			box = c
		}
	}
	if box == nil || !box.Checked {
		t.Fatalf("the preferences have no checked box for the evaluations (%v)", box)
	}
	test.Tap(box)
	if w.app.Preferences().Bool(prefs.MoveEvals) {
		t.Error("the box did not turn the preference off")
	}
	if got := shownEvals(w); len(got) != 0 {
		t.Errorf("with the preference off the list shows %q", got)
	}
	w.app.Preferences().SetBool(prefs.MoveEvals, true)
	w.applySettings()
	if got := strings.Join(shownEvals(w), " "); got != want {
		t.Errorf("turned on again the list shows %q", got)
	}
}
