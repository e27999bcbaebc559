package app

import (
	"io/fs"
	"regexp"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/text"
	"wormweave/docs"
)

// windowKeys names every key the window acts on, gathered where the
// window binds them: the menus' shortcuts (setMainMenu binds each to its
// item), extraShortcuts (addShortcuts) and boardKeys (typedKey).
func windowKeys(w *Window) []string {
	var keys []string
	var walk func(items []*fyne.MenuItem)
	walk = func(items []*fyne.MenuItem) {
		for _, it := range items {
			if it.Shortcut != nil {
				keys = append(keys, keyLabel(it.Shortcut))
			}
			if it.ChildMenu != nil {
				walk(it.ChildMenu.Items)
			}
		}
	}
	for _, m := range w.win.MainMenu().Items {
		walk(m.Items)
	}
	for _, k := range extraShortcuts {
		keys = append(keys, keyLabel(k.key))
	}
	for _, k := range boardKeys {
		keys = append(keys, string(k.name))
	}
	slices.Sort(keys)
	return slices.Compact(keys)
}

// Help > Keyboard shortcuts shows every key of the window, each once,
// with what it does in the interface's language, and no other key.
func TestKeyHelpShowsEveryKeyOfTheWindow(t *testing.T) {
	skipInRaceRun(t)
	for _, lang := range []string{"en", "fr", "es"} {
		t.Run(lang, func(t *testing.T) {
			w := newTestWindowLang(t, lang)
			menuItem(t, w, text.T("menu.keys")).Action()
			labels := collect[*widget.Label](topPopUp(t, w))
			var shown []string
			what := map[string]string{}
			for i, l := range labels {
				if l.TextStyle.Bold && l.Text != text.T("keys.title") {
					shown = append(shown, l.Text)
					if i+1 < len(labels) {
						what[l.Text] = labels[i+1].Text
					}
				}
			}
			want := windowKeys(w)
			if len(want) < 30 {
				t.Fatalf("the window has %d keys: %v", len(want), want)
			}
			sorted := slices.Sorted(slices.Values(shown))
			if !slices.Equal(sorted, slices.Compact(slices.Clone(sorted))) {
				t.Errorf("a key is shown twice: %v", shown)
			}
			for _, k := range want {
				if !slices.Contains(shown, k) {
					t.Errorf("the window acts on %s, which the help does not show", k)
				}
			}
			for _, k := range shown {
				if !slices.Contains(want, k) {
					t.Errorf("the help shows %s, on which the window does not act", k)
				}
			}
			if got := what["Ctrl+Shift+A"]; got != text.T("menu.analysis") {
				t.Errorf("Ctrl+Shift+A is said to do %q, want %q", got, text.T("menu.analysis"))
			}
			if got := what["Left"]; got != text.T("keys.back") || strings.HasPrefix(got, "keys.") {
				t.Errorf("Left is said to do %q", got)
			}
		})
	}
}

// keysTable is the table of keys in a manual, between its markers.
var keysTable = regexp.MustCompile(`(?s)<!-- keys -->(.*?)<!-- /keys -->`)

// Each manual's table of keys holds every key of the window, and no
// other: the manual says what Help > Keyboard shortcuts shows.
func TestManualsListEveryKeyOfTheWindow(t *testing.T) {
	skipInRaceRun(t)
	w := newTestWindow(t, nil)
	want := windowKeys(w)
	names, err := fs.Glob(docs.Manuals, "manual*.md")
	if err != nil || len(names) != 3 {
		t.Fatalf("manuals %v, %v", names, err)
	}
	for _, name := range names {
		data, err := fs.ReadFile(docs.Manuals, name)
		if err != nil {
			t.Fatal(err)
		}
		m := keysTable.FindSubmatch(data)
		if m == nil {
			t.Errorf("%s has no table of keys between <!-- keys --> and <!-- /keys -->", name)
			continue
		}
		var listed []string
		for line := range strings.SplitSeq(string(m[1]), "\n") {
			cells := strings.Split(line, "|")
			if len(cells) < 3 || !strings.Contains(cells[1], "`") {
				continue
			}
			listed = append(listed, strings.Trim(strings.TrimSpace(cells[1]), "`"))
		}
		for _, k := range want {
			if !slices.Contains(listed, k) {
				t.Errorf("%s does not list %s, a key of the window", name, k)
			}
		}
		for _, k := range listed {
			if !slices.Contains(want, k) {
				t.Errorf("%s lists %s, on which the window does not act", name, k)
			}
		}
	}
}
