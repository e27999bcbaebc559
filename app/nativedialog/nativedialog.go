// Package nativedialog asks for files with the desktop's own dialogs (GTK on
// Linux). Where they cannot start (no display for GTK, say) it falls back to
// Fyne's dialogs instead of failing.
package nativedialog

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"github.com/sqweek/dialog"

	"wormweave/app/savepath"
)

// Chooser asks for files with the native dialogs. It knows nothing of the
// window that uses it: what it answers on a cancel, and the dialogs it
// falls back to, are given.
type Chooser struct {
	// Words gives the dialogs' titles and buttons in the interface's
	// language, read at each dialog so that they follow a change of it.
	// Nil leaves the toolkit's.
	Words func() Words
	// Cancelled is the error done receives when the user cancels.
	Cancelled error
	// Fallback asks instead where the native dialogs cannot start.
	Fallback interface {
		OpenKind(parent fyne.Window, ext string, done func(string, error))
		Save(parent fyne.Window, suggested string, done func(string, error))
	}
}

// Words are what the dialogs say: their titles and the labels of their
// accept and cancel buttons. GTK's own parts of the dialog (its places,
// its column headers) follow the system's language.
type Words struct {
	OpenTitle, SaveTitle string
	Open, Save, Cancel   string
}

// words returns the dialogs' words, or none.
func (c Chooser) words() Words {
	if c.Words == nil {
		return Words{}
	}
	return c.Words()
}

// request is one dialog to show.
type request struct {
	save                  bool
	title, accept, cancel string
	filterName, ext       string // the one filter, on files ending in "."+ext
	startDir, startFile   string
}

// Open asks for a .pgn file to open. The dialog blocks its goroutine, so it
// runs on its own and done is called from there.
func (c Chooser) Open(parent fyne.Window, done func(string, error)) { c.OpenKind(parent, ".pgn", done) }

// OpenKind asks for a file to open whose name ends in ext (".sqlite").
func (c Chooser) OpenKind(parent fyne.Window, ext string, done func(string, error)) {
	go func() {
		kind := strings.TrimPrefix(ext, ".")
		w := c.words()
		path, err := guard(func() (string, error) {
			return pick(request{title: w.OpenTitle, accept: w.Open, cancel: w.Cancel, filterName: strings.ToUpper(kind), ext: kind})
		})
		c.finish(parent, path, ext, err, done, false)
	}()
}

// Save asks where to save, suggesting a name.
func (c Chooser) Save(parent fyne.Window, suggested string, done func(string, error)) {
	go func() {
		ext := strings.TrimPrefix(savepath.Extension(suggested), ".")
		w := c.words()
		r := request{save: true, title: w.SaveTitle, accept: w.Save, cancel: w.Cancel, filterName: strings.ToUpper(ext), ext: ext, startFile: filepath.Base(suggested)}
		if dir := filepath.Dir(suggested); dir != "." {
			r.startDir = dir
		}
		path, err := guard(func() (string, error) { return pick(r) })
		if err == nil {
			path = savepath.WithExtension(path, "."+ext)
		}
		c.finish(parent, path, suggested, err, done, true)
	}()
}

// errUnavailable marks a dialog that could not start.
var errUnavailable = errors.New("native dialog unavailable")

// guard runs a dialog, turning its panic (GTK could not start) into an error.
func guard(f func() (string, error)) (path string, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%w: %v", errUnavailable, r)
		}
	}()
	return f()
}

// finish hands the dialog's answer to done; where the native dialog could
// not start it asks with the fallback, suggesting the same name (to save)
// or filtering on the same extension (to open), which suggested holds.
func (c Chooser) finish(parent fyne.Window, path, suggested string, err error, done func(string, error), save bool) {
	switch {
	case errors.Is(err, dialog.ErrCancelled):
		done("", c.Cancelled)
	case errors.Is(err, errUnavailable):
		fyne.Do(func() {
			if save {
				c.Fallback.Save(parent, suggested, done)
			} else {
				c.Fallback.OpenKind(parent, suggested, done)
			}
		})
	default:
		done(path, err)
	}
}
