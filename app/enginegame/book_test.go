package enginegame

import (
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/internal/uitest"
	"wormweave/app/prefs"
	"wormweave/book"
	"wormweave/rules"
)

// With the preference on, the engine answers a position of its book with
// one of the book's turns, at once, without a search; off, it searches.
func TestEngineAnswersFromItsBook(t *testing.T) {
	b := book.Builtin(rules.Wormhole)
	start := rules.NewPosition(rules.Wormhole)
	var first book.Entry
	for _, e := range b.Lookup(start) {
		after := *start
		after.PlayTurn(e.Turn)
		if _, ok := b.Pick(&after, nil); ok {
			first = e
			break
		}
	}
	if first.Turn == nil {
		t.Fatal("the built-in book has no answer to any of its first turns")
	}
	for _, on := range []bool{true, false} {
		w, q := newEngineGame(t, rules.White)
		t.Cleanup(w.engine.Stop)
		w.engine.h.UseBook = func() bool { return on }
		d := w.Document()
		for _, m := range first.Turn {
			if err := d.Play(m); err != nil {
				t.Fatal(err)
			}
		}
		if searching := w.engine.Searching(); searching == on {
			t.Errorf("book %v: the engine searches: %v", on, searching)
		}
		q.Until(t, "the engine's answer", func() bool { return d.Cursor().Ply() == 2 })
		p := d.Cursor().Parent().Position()
		answer := d.Cursor().Turn().ID(rules.Wormhole)
		inBook := false
		for _, e := range b.Lookup(&p) {
			inBook = inBook || e.ID == answer
		}
		if on && !inBook {
			t.Errorf("book on: the engine answered %s, not in its book", answer)
		}
	}
}

// The preference's row is on until turned off, and keeps what it is set to.
func TestBookPreferenceRow(t *testing.T) {
	a := test.NewTempApp(t)
	uitest.UseLanguage(t, "en")
	p := a.Preferences()
	row := BookPreference(p)
	c := row.Widget.(*widget.Check)
	if !c.Checked || !prefs.UseBook(p) || c.Text != "In a game, the engine plays its first moves from its book" {
		t.Fatalf("the row starts as %q, checked %v", c.Text, c.Checked)
	}
	test.Tap(c)
	if prefs.UseBook(p) || BookPreference(p).Widget.(*widget.Check).Checked {
		t.Errorf("turned off, the preference is %v", prefs.UseBook(p))
	}
}
