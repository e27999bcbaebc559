package app

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/internal/uitest"
	"wormweave/app/strength"
	"wormweave/rules"
	"wormweave/translations"
)

// translationValues reads a language's file.
func translationValues(t *testing.T, code string) map[string]string {
	t.Helper()
	data, err := translations.FS.ReadFile(code + ".json")
	if err != nil {
		t.Fatal(err)
	}
	raw := map[string]any{}
	if err := json.Unmarshal(data, &raw); err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for k, v := range raw {
		switch v := v.(type) {
		case string:
			out[k] = v
		case map[string]any: // plural forms
			for form, s := range v {
				if s, ok := s.(string); ok {
					out[k+"."+form] = s
				}
			}
		}
	}
	return out
}

var (
	templateField = regexp.MustCompile(`\{\{[^}]*\}\}`)
	hasLetter     = regexp.MustCompile(`\pL`)
)

// oldTexts returns, for each text of language from that language to
// differs in, a pattern matching it as shown (its fields filled in).
func oldTexts(t *testing.T, from, to string) map[string]*regexp.Regexp {
	t.Helper()
	old, now := translationValues(t, from), translationValues(t, to)
	out := map[string]*regexp.Regexp{}
	for k, v := range old {
		if v == now[k] || strings.HasSuffix(k, ".page") {
			continue // the same in both; the rules pages are checked by their title and hint
		}
		parts := templateField.Split(v, -1)
		if !hasLetter.MatchString(strings.Join(parts, "")) {
			continue // its fields alone: it matches any text
		}
		for i := range parts {
			parts[i] = regexp.QuoteMeta(parts[i])
		}
		out[k] = regexp.MustCompile(`^(?s)` + strings.Join(parts, ".*") + `$`)
	}
	return out
}

// visibleTexts returns every text shown under o: the widgets' texts and
// the canvas texts their renderers draw, leaving hidden objects out.
func visibleTexts(o fyne.CanvasObject) []string {
	var out []string
	uitest.Walk(o, func(o fyne.CanvasObject) bool {
		if !o.Visible() {
			return false
		}
		switch v := o.(type) {
		case *canvas.Text:
			out = append(out, v.Text)
		case *widget.Label:
			out = append(out, v.Text)
		case *widget.Button:
			out = append(out, v.Text)
		case *widget.Check:
			out = append(out, v.Text)
		case *widget.Select:
			out = append(out, v.Selected, v.PlaceHolder)
			out = append(out, v.Options...)
		case *widget.RadioGroup:
			out = append(out, v.Options...)
		case *widget.Entry:
			out = append(out, v.PlaceHolder)
		case *widget.Hyperlink:
			out = append(out, v.Text)
		}
		return true
	})
	return out
}

// menuTexts returns the labels of a menu and its submenus.
func menuTexts(m *fyne.MainMenu) []string {
	var out []string
	var items func([]*fyne.MenuItem)
	items = func(list []*fyne.MenuItem) {
		for _, it := range list {
			out = append(out, it.Label)
			if it.ChildMenu != nil {
				items(it.ChildMenu.Items)
			}
		}
	}
	if m != nil {
		for _, menu := range m.Items {
			out = append(out, menu.Label)
			items(menu.Items)
		}
	}
	return out
}

// A language chosen from the menu applies at once to every text of every
// open window: each panel is open (the analysis, a game against the
// engine going on or over, the move list, the status, a rules page), and
// after the change no text anywhere is one of the old language's.
func TestLanguageChangeReachesEveryText(t *testing.T) {
	for i, c := range []struct {
		name  string
		setUp func(t *testing.T, w *Window)
	}{
		{"analysis", func(t *testing.T, w *Window) {
			dragOnBoard(w, "e2", "e3")
			// The engine's reports reach the panel on the test's goroutine,
			// as fyne.Do has them reach the window's.
			q := uitest.NewQueue(1000)
			w.post = q.Post
			w.analysis.SetOn(true)
			t.Cleanup(func() { w.analysis.SetOn(false) })
			q.Until(t, "the engine's first lines", linesArrived(w, 1))
		}},
		{"game against the engine", func(t *testing.T, w *Window) {
			w.post = func(func()) {}
			w.engine.Start(rules.White, strength.Strength{Level: 1}, false)
			t.Cleanup(w.engine.Stop)
			dragOnBoard(w, "e2", "e3")
		}},
		{"game against the engine over", func(t *testing.T, w *Window) {
			w.post = func(func()) {}
			w.engine.Start(rules.Black, strength.Strength{Level: 2}, false)
			t.Cleanup(w.engine.Stop)
			w.engine.Resign()
		}},
		{"refused analysis", func(t *testing.T, w *Window) {
			w.post = func(func()) {}
			w.engine.Start(rules.White, strength.Strength{MoveTime: 3e9}, false)
			t.Cleanup(w.engine.Stop)
			w.toggleAnalysis()
		}},
	} {
		// Each case from one language to another, so that every language
		// is left once and each run stays short.
		for _, pair := range [][2]string{{"en", "es"}, {"es", "fr"}, {"fr", "en"}, {"es", "en"}}[i : i+1] {
			from, to := pair[0], pair[1]
			t.Run(c.name+" "+from+" to "+to, func(t *testing.T) {
				w := newTestWindowLang(t, from)
				w.showRules(rules.Wormhole)
				c.setUp(t, w)
				w.setLanguage(to)
				old := oldTexts(t, from, to)
				for _, win := range w.app.Driver().AllWindows() {
					c := win.Canvas()
					texts := append(visibleTexts(c.Content()), menuTexts(win.MainMenu())...)
					texts = append(texts, win.Title())
					for _, o := range c.Overlays().List() {
						texts = append(texts, visibleTexts(o)...)
					}
					seen := map[string]bool{}
					for _, text := range texts {
						if strings.TrimSpace(text) == "" || seen[text] {
							continue
						}
						seen[text] = true
						for k, re := range old {
							if re.MatchString(text) {
								t.Errorf("window %q shows %q, the %s text of %s", win.Title(), text, from, k)
							}
						}
					}
				}
			})
		}
	}
}
