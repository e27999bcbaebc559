package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/dialogkeys"
	"wormweave/notation"
)

// tagsDialog opens Game details and returns its form's entries and selects.
func tagsDialog(t *testing.T, w *Window) (entries []*dialogkeys.Entry, result *widget.Select) {
	t.Helper()
	w.editTags()
	top := topPopUp(t, w)
	sels := collect[*widget.Select](top)
	if len(sels) != 1 {
		t.Fatalf("%d choosers in the dialog", len(sels))
	}
	return tagEntries(t, top), sels[0]
}

// tagEntries returns the form's entries (Event, Site, Date, Round, White,
// Black), then the other tags' names and values, in order.
func tagEntries(t *testing.T, top fyne.CanvasObject) []*dialogkeys.Entry {
	t.Helper()
	forms := collect[*widget.Form](top)
	if len(forms) != 1 {
		t.Fatalf("%d forms", len(forms))
	}
	var out []*dialogkeys.Entry
	inForm := map[*dialogkeys.Entry]bool{}
	for _, it := range forms[0].Items {
		if e, ok := it.Widget.(*dialogkeys.Entry); ok {
			out = append(out, e)
			inForm[e] = true
		}
	}
	for _, e := range collect[*dialogkeys.Entry](top) {
		if !inForm[e] {
			out = append(out, e)
		}
	}
	return out
}

func TestGameDetailsRosterResultDateAndOtherTags(t *testing.T) {
	skipInRaceRun(t)
	w := newTestWindow(t, nil)
	w.doc.SetTags([]notation.Tag{{Name: "Event", Value: "Club"}, {Name: "Annotator", Value: "Me"}, {Name: "TimeControl", Value: "40/90"}})
	entries, result := tagsDialog(t, w)
	// Event, Site, Date, Round, White, Black, then two rows of name and value.
	if len(entries) != 6+4 {
		t.Fatalf("%d entries", len(entries))
	}
	if entries[0].Text != "Club" || entries[6].Text != "Annotator" || entries[7].Text != "Me" {
		t.Fatalf("the form shows %q, %q, %q", entries[0].Text, entries[6].Text, entries[7].Text)
	}
	if strings.Join(result.Options, " ") != "1-0 0-1 1/2-1/2 *" || result.Selected != "*" {
		t.Fatalf("result chooser %v, %q", result.Options, result.Selected)
	}
	top := topPopUp(t, w)
	problem := func() string {
		for _, l := range collect[*widget.Label](top) {
			if l.Importance == widget.DangerImportance {
				return l.Text
			}
		}
		return ""
	}
	// A bad date is refused, the dialog stays.
	entries[2].SetText("2026.13.01")
	tapButton(t, top, "OK")
	if !strings.Contains(problem(), "no such month") || w.win.Canvas().Overlays().Top() == nil {
		t.Fatalf("a bad date was taken; problem %q", problem())
	}
	entries[2].SetText("2026.??.??")
	// Edit one other tag, remove the other, add one.
	entries[7].SetText("You")
	var removes []*widget.Button
	for _, b := range findButtons(top) {
		if b.Icon != nil && b.Icon.Name() == theme.DeleteIcon().Name() {
			removes = append(removes, b)
		}
	}
	if len(removes) != 2 {
		t.Fatalf("%d remove buttons", len(removes))
	}
	test.Tap(removes[1])
	tapButton(t, top, "Add a tag")
	entries = tagEntries(t, top)
	if len(entries) != 6+4 {
		t.Fatalf("%d entries after a removal and an addition", len(entries))
	}
	// A bad name, then a name twice, are refused.
	entries[8].SetText("1st")
	entries[9].SetText("x")
	tapButton(t, top, "OK")
	if !strings.Contains(problem(), "1st") {
		t.Fatalf("a bad tag name was taken; problem %q", problem())
	}
	entries[8].SetText("annotator")
	tapButton(t, top, "OK")
	if !strings.Contains(problem(), "already") {
		t.Fatalf("a tag twice was taken; problem %q", problem())
	}
	entries[8].SetText("Opening")
	entries[9].SetText("Lion gambit")
	result.SetSelected("1/2-1/2")
	tapButton(t, top, "OK")
	g := w.Document().Game()
	var got []string
	for _, tg := range g.Tags {
		got = append(got, tg.Name+"="+tg.Value)
	}
	want := "Event=Club Site=? Date=2026.??.?? Round=? White=? Black=? Result=1/2-1/2 Annotator=You Opening=Lion gambit"
	if strings.Join(got, " ") != want {
		t.Errorf("tags %q\nwant %q", strings.Join(got, " "), want)
	}
	if g.Result != "1/2-1/2" {
		t.Errorf("result %q", g.Result)
	}
	// Undo takes the whole edit back.
	w.doc.Undo()
	if g.Tag("Opening") != "" || g.Tag("TimeControl") != "40/90" {
		t.Errorf("undo left %v", g.Tags)
	}
}

// The tags that define the game are kept, and not offered for editing.
func TestGameDetailsKeepVariantAndFEN(t *testing.T) {
	skipInRaceRun(t)
	w := newTestWindow(t, nil)
	w.doc.SetTags([]notation.Tag{{Name: "Variant", Value: "Wormhole"}, {Name: "SetUp", Value: "1"}, {Name: "FEN", Value: "x"}})
	entries, _ := tagsDialog(t, w)
	if len(entries) != 6 {
		t.Fatalf("%d entries: the game's defining tags are offered", len(entries))
	}
	tapButton(t, topPopUp(t, w), "OK")
	g := w.Document().Game()
	for _, n := range []string{"Variant", "SetUp", "FEN"} {
		if g.Tag(n) == "" {
			t.Errorf("%s was dropped: %v", n, g.Tags)
		}
	}
}
