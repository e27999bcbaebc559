package explorer

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"wormweave/app/prefs"
	"wormweave/app/text"
)

// build is an import under way.
type build struct {
	cancel   context.CancelFunc
	progress Progress
}

// maxProblems is how many unreadable games an import lists; the rest are
// counted.
const maxProblems = 10

// LibraryPath is the path of the library open, or "".
func (e *Explorer) LibraryPath() string { return e.libPath }

// Building reports whether an import runs.
func (e *Explorer) Building() bool { return e.building != nil }

// NewLibrary asks where to make a new library and opens it.
func (e *Explorer) NewLibrary() {
	e.h.ChooseNew(func(path string) { e.OpenPath(path, true) })
}

// OpenLibrary asks for a library and opens it.
func (e *Explorer) OpenLibrary() {
	e.h.ChooseOpen(func(path string) { e.OpenPath(path, false) })
}

// AddGames asks for a PGN file and adds its games to the library open, in
// the background.
func (e *Explorer) AddGames() {
	switch {
	case e.lib == nil:
		e.h.ShowError(errors.New(text.T("explorer.noLibraryToAdd")))
	case e.building != nil:
		e.h.ShowError(errors.New(text.T("explorer.alreadyBuilding")))
	default:
		e.h.ChoosePGN(func(path string) { e.Add([]string{path}) })
	}
}

// Reopen opens the library opened last, if any; one that is no longer
// there is forgotten, and the user told.
func (e *Explorer) Reopen() {
	path := e.h.Prefs.StringWithFallback(prefs.Library, "")
	if path == "" {
		return
	}
	if _, err := os.Stat(path); err != nil {
		e.h.Prefs.SetString(prefs.Library, "")
		e.h.ShowError(errors.New(text.TF("explorer.libraryGone", map[string]any{"File": path})))
		return
	}
	e.OpenPath(path, false)
}

// OpenPath opens the library at path in place of the one open, creating
// it if create; a library to open must exist (opening a missing path would
// make an empty library where the user expects their games). The panel
// shows it.
func (e *Explorer) OpenPath(path string, create bool) {
	if _, err := os.Stat(path); err != nil && !create {
		e.h.ShowError(errors.New(text.TF("explorer.libraryGone", map[string]any{"File": path})))
		return
	}
	e.closeLibrary()
	lib, err := e.h.Open(path)
	if err != nil {
		e.h.ShowError(errors.New(text.TF("explorer.cannotOpen", map[string]any{"File": path, "Error": text.ErrorText(err)})))
		return
	}
	e.lib, e.libPath = lib, path
	e.h.Prefs.SetString(prefs.Library, path)
	e.v.showLibrary(filepath.Base(path))
	if !e.shown {
		e.SetShown(true)
		return
	}
	e.Refresh()
}

// Refresh asks again about the position shown.
func (e *Explorer) Refresh() {
	e.key = positionKey{}
	e.Follow()
}

// closeLibrary stops the import and closes the library open.
func (e *Explorer) closeLibrary() {
	if e.building != nil {
		e.building.cancel()
		e.building = nil
		e.v.showProgress(nil)
	}
	if e.lib != nil {
		_ = e.lib.Close()
		e.lib, e.libPath = nil, ""
		e.v.showLibrary("")
	}
}

// CancelBuild stops the import under way; the games added so far stay.
func (e *Explorer) CancelBuild() {
	if e.building != nil {
		e.building.cancel()
	}
}

// Add adds the games of files to the library open, in the background,
// with a progress bar in the panel; the panel shows the library again when
// it ends.
func (e *Explorer) Add(files []string) {
	if e.lib == nil || e.building != nil {
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	b := &build{cancel: cancel}
	e.building = b
	lib := e.lib
	e.stopQuery()
	if !e.shown {
		e.SetShown(true)
	}
	e.v.showProgress(&b.progress)
	e.Refresh()
	// Progress comes often: the window is told at most every 100 ms, and
	// only the latest counts.
	var mu sync.Mutex
	var latest Progress
	pending := false
	var last time.Time
	report := func(p Progress) {
		mu.Lock()
		defer mu.Unlock()
		latest = p
		if pending || time.Since(last) < 100*time.Millisecond {
			return
		}
		pending, last = true, time.Now()
		e.h.Post(func() {
			mu.Lock()
			p := latest
			pending = false
			mu.Unlock()
			if e.building == b {
				b.progress = p
				e.v.showProgress(&b.progress)
			}
		})
	}
	go func() {
		problems, err := lib.Add(ctx, files, report)
		cancelled := ctx.Err() != nil
		cancel()
		e.h.Post(func() {
			if e.building != b {
				return // the library was closed meanwhile
			}
			e.building = nil
			e.v.showProgress(nil)
			e.Refresh()
			if err != nil && !errors.Is(err, context.Canceled) {
				e.h.ShowError(errors.New(text.TF("explorer.addFailed", map[string]any{"Error": text.ErrorText(err)})))
			}
			if len(problems) > 0 {
				e.h.ShowError(problemsError(problems))
			}
			if cancelled {
				e.v.setNote(text.T("explorer.buildStopped"))
			}
		})
	}()
}

// problemsError words the games an import could not read, the first few
// with their file and line.
func problemsError(problems []error) error {
	var lines []string
	for i, p := range problems {
		if i == maxProblems {
			lines = append(lines, text.TF("explorer.moreProblems", map[string]any{"Count": len(problems) - maxProblems}))
			break
		}
		lines = append(lines, p.Error())
	}
	return errors.New(text.TF("explorer.problems", map[string]any{"Count": len(problems)}) + "\n" + strings.Join(lines, "\n"))
}
