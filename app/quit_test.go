package app

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
	"wormweave/app/prefs"
)

// The window writes the preferences whole as it closes, so that the
// program can end before Fyne's own last save (see quit.go).
func TestClosingWritesThePreferences(t *testing.T) {
	exited := -1
	exit = func(code int) { exited = code }
	t.Cleanup(func() { exit = os.Exit }) // after the window's own clean-up
	w := newTestWindow(t, nil)
	w.endWithWindow()
	p := w.app.Preferences()
	p.SetString(prefs.Language, "fr")
	p.SetStringList(prefs.Recent, []string{"/a.pgn", "/b.pgn"})
	p.SetBool(prefs.EngineArrows, false)
	w.closed() // what closing the window runs (the test's clean-up closes it)
	if exited != 0 {
		t.Fatalf("the program did not end with the window (exit %d)", exited)
	}
	data, err := os.ReadFile(filepath.Join(w.recoveryDir(), preferencesFile))
	if err != nil {
		t.Fatal(err)
	}
	var got map[string]any
	if err := json.Unmarshal(data, &got); err != nil {
		t.Fatalf("%v in\n%s", err, data)
	}
	if got[prefs.Language] != "fr" || got[prefs.EngineArrows] != false || len(got[prefs.Recent].([]any)) != 2 {
		t.Errorf("the preferences were written as %s", data)
	}
}
