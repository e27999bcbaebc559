package app

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"wormweave/study"

	"fyne.io/fyne/v2"
)

// Fyne saves its preferences file as each value changes, and once more as
// the program ends; each save truncates the file and writes it again in
// place. Fyne also watches the file, and as the program ends its watcher
// reads the file on its own goroutine, while the last save has truncated
// it: "Preferences load error: EOF" on stderr at one exit in a few, and a
// file that a crash at that moment would leave empty. So the window, as it
// closes, writes the preferences itself, whole, by renaming a complete file
// into place, and ends the program before Fyne's last save. Every value
// was saved as it changed; this write catches one that changed in the last
// moment, which Fyne saves a little later.

// exit ends the program once the window has closed.
var exit = os.Exit

// preferencesFile is the file Fyne keeps its preferences in, in the
// application's storage.
const preferencesFile = "preferences.json"

// valuesReader is Fyne's preferences store, which hands its values out.
type valuesReader interface {
	ReadValues(func(map[string]any))
}

// flusher is a preferences store that writes its file whole itself
// (prefsfile.Store, which the program puts in the place of Fyne's).
type flusher interface {
	Flush() error
}

// finishPreferences writes the application's preferences into their file
// atomically.
func finishPreferences(a fyne.App) error {
	if f, ok := a.Preferences().(flusher); ok {
		return f.Flush()
	}
	r, ok := a.Preferences().(valuesReader)
	s := a.Storage()
	if !ok || s == nil || s.RootURI() == nil || s.RootURI().Scheme() != "file" {
		return errors.New("the preferences are not kept in a file")
	}
	var data []byte
	var err error
	r.ReadValues(func(values map[string]any) { data, err = json.Marshal(values) })
	if err != nil {
		return err
	}
	dir := s.RootURI().Path()
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return err
	}
	return study.WriteFileAtomic(filepath.Join(dir, preferencesFile), append(data, '\n'))
}

// endWithWindow ends the program when the window has closed, after
// writing the preferences (see above). If they cannot be written, Fyne's
// own last save is left to do it.
func (w *Window) endWithWindow() {
	w.whenClosed(func() {
		if err := finishPreferences(w.app); err != nil {
			fyne.LogError("saving the preferences", err)
			return
		}
		exit(0)
	})
}
