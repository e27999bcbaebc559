package prefsdialog

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/dialogkeys"
	"wormweave/app/internal/uitest"
	"wormweave/app/prefs"
	"wormweave/app/text"
)

// shown opens the preferences over a test window with an extra row, and
// records the changes and the language asked for.
func shown(t *testing.T) (win fyne.Window, p fyne.Preferences, changes *int, language *[]string, extra *widget.Select) {
	t.Helper()
	t.Setenv("LANGUAGE", "en")
	a := test.NewTempApp(t)
	if err := text.Load(a); err != nil {
		t.Fatal(err)
	}
	win = a.NewWindow("preferences")
	t.Cleanup(win.Close)
	win.Resize(fyne.NewSize(1000, 700))
	p = a.Preferences()
	changes, language = new(int), new([]string)
	extra = widget.NewSelect([]string{"one", "two"}, nil)
	keys := dialogkeys.New(win)
	Show(Host{
		Window: win, Keys: keys, Prefs: p,
		Look:        func() prefs.Board { return prefs.LoadBoard(p) },
		Extra:       func() []*widget.FormItem { return []*widget.FormItem{widget.NewFormItem("Extra", extra)} },
		Changed:     func() { *changes++ },
		SetLanguage: func(code string) { *language = append(*language, code) },
	})
	if win.Canvas().Overlays().Top() == nil {
		t.Fatal("no dialog shown")
	}
	t.Cleanup(func() {
		// Escape closes the dialog.
		keys.Key(&fyne.KeyEvent{Name: fyne.KeyEscape})
		if top := win.Canvas().Overlays().Top(); top != nil && *language == nil {
			t.Error("Escape did not close the preferences")
		}
	})
	return win, p, changes, language, extra
}

// Every change is kept at once and reported; the extra rows are in the
// same form; a new language closes the dialog and is handed over.
func TestPreferencesDialogKeepsAndReportsChanges(t *testing.T) {
	win, p, changes, language, extra := shown(t)
	top := win.Canvas().Overlays().Top()
	selects := uitest.Collect[*widget.Select](top)
	if len(selects) != 5 || selects[4] != extra {
		t.Fatalf("%d choices, want language, palette, pieces, appearance and the extra one last", len(selects))
	}
	// Showing the settings as they are is no change: a report would draw
	// every board again for nothing.
	if *changes != 0 {
		t.Errorf("opening the preferences reported %d changes", *changes)
	}
	before := *changes
	selects[1].SetSelected("Slate")
	if got := p.String(prefs.Palette); got != "slate" || *changes != before+1 {
		t.Errorf("palette kept as %q after %d changes", got, *changes-before)
	}
	selects[3].SetSelected("Dark")
	if got := p.String(prefs.Theme); got != "dark" || *changes != before+2 {
		t.Errorf("theme kept as %q after %d changes", got, *changes-before)
	}
	before = *changes
	for _, tt := range []struct{ palette, key string }{{"Green", "green"}, {"Night", "night"}} {
		selects[1].SetSelected(tt.palette)
		if got := p.String(prefs.Palette); got != tt.key {
			t.Errorf("palette kept as %q, want %q", got, tt.key)
		}
	}
	selects[2].SetSelected("Tokens")
	if got := p.String(prefs.Pieces); got != "tokens" || *changes != before+3 {
		t.Errorf("pieces kept as %q after %d changes", got, *changes-before)
	}
	if look := prefs.LoadBoard(p); look.Pieces != "tokens" || look.Palette.Name != "night" {
		t.Errorf("the settings read back: pieces %q, palette %q", look.Pieces, look.Palette.Name)
	}
	before = *changes - 2
	for _, c := range uitest.Collect[*widget.Check](top) {
		if c.Text == text.T("prefs.hints") {
			test.Tap(c)
		}
	}
	if p.BoolWithFallback(prefs.Hints, true) || *changes != before+3 {
		t.Errorf("hints kept as %v after %d changes", p.Bool(prefs.Hints), *changes-before)
	}
	selects[0].SetSelected("Français")
	if len(*language) != 1 || (*language)[0] != "fr" {
		t.Errorf("languages asked for: %q, want fr", *language)
	}
	if win.Canvas().Overlays().Top() != nil {
		t.Error("the dialog stays open after a new language")
	}
}
