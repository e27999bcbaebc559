//go:build e2e

package e2e

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

// TestFileChooserTitlesFollowTheLanguage opens the native file chooser
// to open and to save, in a French and in a Spanish window, and wants its
// title in that language, as the translations word it ("Open File" and
// "Save File", GTK's, were shown whatever the language).
func TestFileChooserTitlesFollowTheLanguage(t *testing.T) {
	root := repoRoot(t)
	for _, lang := range []string{"fr", "es"} {
		t.Run(lang, func(t *testing.T) {
			var words map[string]string
			data, err := os.ReadFile(filepath.Join(root, "translations", lang+".json"))
			if err == nil {
				err = json.Unmarshal(data, &words)
			}
			if err != nil {
				t.Fatal(err)
			}
			s := newSession(t)
			dir := filepath.Join(s.home, ".config", "fyne", "org.wormweave.app")
			if err := os.MkdirAll(dir, 0o700); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(dir, "preferences.json"), []byte(`{"language":"`+lang+`"}`), 0o600); err != nil {
				t.Fatal(err)
			}
			app, win := s.launch("chooser-" + lang)
			for _, c := range []struct{ key, title string }{
				{"ctrl+o", words["chooser.openTitle"]},
				{"ctrl+shift+s", words["chooser.saveTitle"]},
			} {
				if c.title == "" {
					t.Fatalf("no title for %s in %s.json", c.key, lang)
				}
				s.x.run(t, "xdotool", "windowfocus", "--sync", win, "key", c.key)
				chooser := s.x.waitChooser(t, app, win, c.key)
				if got := s.x.namedWindows()[chooser]; got != c.title {
					t.Errorf("%s: the chooser is titled %q, want %q", c.key, got, c.title)
				}
				s.x.pressClosing(t, chooser, "Escape")
				s.x.waitNoChooser(t, app, chooser)
				s.x.run(t, "xdotool", "windowfocus", "--sync", win)
			}
		})
	}
}
