package app

import (
	"io/fs"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/manualpage"
	"wormweave/app/text"
	"wormweave/docs"
)

// Help > Manual opens the manual of the interface's language in a window
// of its own: its first heading is that manual's, and each language has a
// manual of its own.
func TestHelpManualOpensTheManualInTheUsersLanguage(t *testing.T) {
	files := map[string]string{}
	for _, lang := range []string{"en", "fr", "es"} {
		t.Run(lang, func(t *testing.T) {
			w := newTestWindowLang(t, lang)
			name := manualpage.FileName()
			files[lang] = name
			data, err := fs.ReadFile(docs.Manuals, name)
			if err != nil {
				t.Fatalf("the %s manual: %v", lang, err)
			}
			heading, _, _ := strings.Cut(strings.TrimPrefix(string(data), "# "), "\n")
			menuItem(t, w, text.T("menu.manual")).Action()
			var win fyne.Window
			for _, o := range fyne.CurrentApp().Driver().AllWindows() {
				if o.Title() == text.T("manual.title") {
					win = o
				}
			}
			if win == nil {
				t.Fatalf("no window titled %q", text.T("manual.title"))
			}
			var texts []string
			for _, rt := range collect[*widget.RichText](win.Content()) {
				texts = append(texts, rt.String())
			}
			all := strings.Join(texts, "\n")
			if !strings.HasPrefix(all, heading) {
				t.Errorf("the manual's window begins %.60q, want the heading %q", all, heading)
			}
			if images := collect[*widget.Label](win.Content()); len(images) > 0 {
				t.Errorf("%d pictures are shown as their captions, not found: %q", len(images), images[0].Text)
			}
			// Escape closes it, as it closes the rules pages.
			win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape})
			for _, o := range fyne.CurrentApp().Driver().AllWindows() {
				if o == win {
					t.Error("Escape left the manual's window open")
				}
			}
		})
	}
	if files["en"] == files["fr"] || files["en"] == files["es"] || files["fr"] == files["es"] {
		t.Errorf("the languages share a manual: %v", files)
	}
}
