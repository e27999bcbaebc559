package gamelist

import (
	"errors"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/dialogkeys"
	"wormweave/app/text"
	"wormweave/rules"
	"wormweave/study"
)

// columnKeys name the columns in the translations.
var columnKeys = [Columns]string{"list.number", "list.white", "list.black", "list.result", "list.date", "list.event", "list.variant", "list.moves", "list.eval"}

// columnWidths are the columns' widths in pixels at the default text size.
var columnWidths = [Columns]float32{76, 150, 150, 70, 100, 156, 100, 70, 68}

// Host is what the list asks of the window it is shown over.
type Host struct {
	Window fyne.Window                // the window the list's dialog is shown over
	Keys   *dialogkeys.Keys           // the keys of that window's dialogs
	Open   func(f *study.File, i int) // opens game i of a large file (IndexLarge)
	// Read is told of a large file read to the end (it goes first in the
	// recent files), Failed of one that could not be read (it leaves them;
	// the error is to be shown).
	Read   func(path string)
	Failed func(path string, err error)
	// ShowError shows an error, such as a file that holds no game.
	ShowError func(err error)
	// Post runs f on the window's goroutine (fyne.Do in the window).
	Post func(f func())

	// Current is the game of the file on the board (0-based), which the
	// list selects when it opens; -1 for none.
	Current int
	// Sort is the order a list shown anew starts in (a list shown again
	// over the same file keeps its own), and SortChanged, if set, is told
	// of every sort the user chooses: the window keeps the last in the
	// preferences.
	Sort        Sort
	SortChanged func(Sort)
}

// Sort is the order of the games: a column and its direction.
type Sort struct {
	Column     int
	Descending bool
}

// List is a game list shown over the window.
type List struct {
	h    Host
	f    *study.File // grows while the file is indexed
	rows []row       // parallel to f's games
	view []int       // the games shown, as indices into rows: filtered, sorted
	open func(i int)

	sortCol  int
	sortDesc bool
	filter   []string // folded words (foldText), all of which a game must match
	variant  string   // "" for every variant
	indexed  bool     // the whole file has been read
	// When the list was asked for, first showed games and had them all:
	// what the user waits for, measured by the tests.
	asked, firstRows, complete time.Time
	selected                   int // the selected position in view, or -1
	stop                       atomic.Bool
	loading                    sync.WaitGroup // the file being read in the background

	table    *table
	search   *dialogkeys.Entry
	variants *widget.Select
	progress *widget.ProgressBar
	count    *widget.Label
	dlg      dialog.Dialog
}

// Choose shows the games of a file read whole and calls open with the one
// chosen. When before, the list shown last (or nil), showed the same file,
// the new list keeps its filter, variant, sort and selected game, so that
// the list shown again is where the user left it. Only h's Window and Keys
// are used.
func Choose(h Host, f *study.File, before *List, open func(i int)) *List {
	l := newList(h, f, open)
	rows := make([]row, f.Len())
	for i := range rows {
		rows[i] = newRow(i, f.Entry(i), f.Raw(i))
	}
	l.add(rows)
	l.finish()
	if before != nil && before.f == f {
		l.keepViewOf(before)
	}
	l.selectGame(h.Current)
	l.show()
	if l.selected > 0 {
		l.table.ScrollTo(widget.TableCellID{Row: l.selected, Col: 0})
	}
	return l
}

// selectGame selects game i of the file (0-based) if it is shown.
func (l *List) selectGame(i int) {
	if i < 0 {
		return
	}
	for pos, g := range l.view {
		if g == i {
			l.selected = pos
			l.table.Refresh()
			return
		}
	}
}

// keepViewOf shows the list as before showed the same file last: its
// filter, variant, sort and selected game.
func (l *List) keepViewOf(before *List) {
	chosen := -1
	if before.selected >= 0 && before.selected < len(before.view) {
		chosen = before.view[before.selected]
	}
	l.sortCol, l.sortDesc = before.sortCol, before.sortDesc
	l.variants.SetSelected(before.variants.Selected)
	l.search.SetText(before.search.Text)
	l.setFilter(before.search.Text)
	for i, g := range l.view {
		if g == chosen {
			l.selected = i
		}
	}
}

// IndexLarge opens a large file: its game list shows at once and fills
// while the file is indexed in the background. A file of one game opens
// that game; a file of none says so.
func IndexLarge(h Host, path string) *List {
	f := study.NewFile(path, path)
	l := newList(h, f, func(i int) { h.Open(f, i) })
	l.show()
	l.loading.Add(1)
	go func() {
		defer l.loading.Done()
		data, err := os.ReadFile(path)
		if err == nil {
			postAndWait(h.Post, func() { f.SetData(data) })
			err = study.IndexData(data, path, &l.stop, newRow, func(b study.IndexBatch, rows []row) {
				// Not waiting: the indexer reads on while the window
				// shows the batch; batches arrive in order.
				h.Post(func() {
					f.Append(b)
					l.add(rows)
					l.progress.SetValue(b.Read)
				})
			})
		}
		postAndWait(h.Post, func() { l.indexEnded(path, err) })
	}()
	return l
}

// postAndWait runs f through post and waits until it has run.
func postAndWait(post func(func()), f func()) {
	done := make(chan struct{})
	post(func() {
		defer close(done)
		f()
	})
	<-done
}

// Wait waits until the file is read to its end, or its reading stopped.
// A nil list waits for nothing.
func (l *List) Wait() {
	if l != nil {
		l.loading.Wait()
	}
}

// indexEnded closes the list of a file that could not be read or holds
// fewer than two games, and otherwise shows that the index is complete.
func (l *List) indexEnded(path string, err error) {
	switch {
	case errors.Is(err, study.ErrStopped):
		return
	case err != nil:
		l.dlg.Hide()
		l.h.Failed(path, err)
		return
	}
	l.h.Read(path)
	switch l.f.Len() {
	case 0:
		l.dlg.Hide()
		l.h.ShowError(errors.New(text.TF("error.noGames", map[string]any{"File": filepath.Base(path)})))
		return
	case 1:
		l.dlg.Hide()
		l.h.Open(l.f, 0)
		return
	}
	l.finish()
}

func newList(h Host, f *study.File, open func(int)) *List {
	l := &List{h: h, f: f, open: open, selected: -1, asked: time.Now()}
	if c := h.Sort.Column; c >= 0 && c < Columns {
		l.sortCol, l.sortDesc = c, h.Sort.Descending
	}
	l.table = newTable(l)
	l.search = h.Keys.NewEntry(false)
	// The filter box has the keyboard, and the keys that move through
	// the list move the selection from there.
	l.search.OnKey = func(ev *fyne.KeyEvent) bool {
		switch ev.Name {
		case fyne.KeyUp, fyne.KeyDown, fyne.KeyPageUp, fyne.KeyPageDown:
			l.table.TypedKey(ev)
			return true
		}
		return false
	}
	l.search.SetPlaceHolder(text.T("list.filter"))
	l.search.OnChanged = func(s string) { l.setFilter(s) }
	l.search.OnSubmitted = func(string) { l.openSelected() }
	all := text.T("list.allVariants")
	l.variants = widget.NewSelect([]string{all, rules.Wormhole.String(), rules.Interweave.String()}, func(s string) {
		if s == all {
			s = ""
		}
		l.setVariant(s)
	})
	l.progress = widget.NewProgressBar()
	l.count = widget.NewLabel("")
	l.variants.SetSelected(all)
	return l
}

// show opens the list's dialog, as large as the window allows.
func (l *List) show() {
	win := l.h.Window
	openButton := widget.NewButton(text.T("list.open"), l.openSelected)
	openButton.Importance = widget.HighImportance
	cancel := widget.NewButton(text.T("dialog.cancel"), l.Hide)
	// The variant chooser as wide as its longest choice in any language.
	top := container.NewBorder(nil, nil, nil, container.NewGridWrap(fyne.NewSize(220, l.variants.MinSize().Height), l.variants), l.search)
	bottom := container.NewBorder(nil, nil, nil, container.NewHBox(cancel, openButton), container.NewVBox(l.progress, l.count))
	body := container.NewBorder(top, bottom, nil, nil, l.table)
	name := l.f.Name()
	if l.f.Path() != "" {
		name = filepath.Base(l.f.Path())
	}
	l.dlg = dialog.NewCustomWithoutButtons(text.TF("list.title", map[string]any{"File": name}), body, win)
	cs := win.Canvas().Size()
	l.dlg.Resize(fyne.NewSize(min(1000, cs.Width-40), min(640, cs.Height-40)))
	l.updateCount()
	l.dlg.Show()
	l.h.Keys.With(l.openSelected, cancel.OnTapped)
	win.Canvas().Focus(l.search)
}

// add appends indexed games and shows those that pass the filter.
func (l *List) add(rows []row) {
	first := len(l.rows)
	l.rows = append(l.rows, rows...)
	if first == 0 && len(rows) > 0 {
		l.firstRows = time.Now()
	}
	for i := first; i < len(l.rows); i++ {
		if l.matches(&l.rows[i]) {
			l.view = append(l.view, i)
		}
	}
	if l.sortCol != ColNumber || l.sortDesc {
		l.sortView()
	}
	l.table.Refresh()
	l.updateCount()
}

// finish marks the index complete.
func (l *List) finish() {
	l.indexed = true
	l.complete = time.Now()
	l.progress.SetValue(1)
	l.progress.Hide()
	l.updateCount()
}

func (l *List) updateCount() {
	data := map[string]any{"Shown": len(l.view), "Count": len(l.rows)}
	if l.indexed {
		l.count.SetText(text.TF("list.count", data))
	} else {
		l.count.SetText(text.TF("list.indexing", data))
	}
}

// setFilter narrows the list to the games matching every word of text.
func (l *List) setFilter(text string) {
	l.filter = filterWords(text)
	l.refilter()
}

func (l *List) setVariant(v string) {
	l.variant = strings.ToLower(v)
	l.refilter()
}

func (l *List) refilter() {
	l.view = l.view[:0]
	for i := range l.rows {
		if l.matches(&l.rows[i]) {
			l.view = append(l.view, i)
		}
	}
	l.sortView()
	l.selected = -1
	if len(l.view) > 0 {
		l.selected = 0
	}
	l.table.ScrollToTop()
	l.table.Refresh()
	l.updateCount()
}

// qualifiers are the words that narrow a filter word to some tags:
// "white:ada" looks at White only, "player:ada" at White and Black.
var qualifiers = map[string][]string{
	"white": {"white"}, "black": {"black"}, "player": {"white", "black"}, "event": {"event"},
	"site": {"site"}, "date": {"date"}, "round": {"round"}, "result": {"result"},
}

// matches reports whether a game passes the variant choice and every
// filter word: each starts a word of the tags it looks at (wordPrefixIn).
func (l *List) matches(r *row) bool {
	if l.variant != "" && r.tags["variant"] != l.variant {
		return false
	}
	for _, word := range l.filter {
		if q, rest, ok := strings.Cut(word, ":"); ok && qualifiers[q] != nil {
			found := false
			for _, tag := range qualifiers[q] {
				if wordPrefixIn(r.tags[tag], rest) {
					found = true
				}
			}
			if !found {
				return false
			}
			continue
		}
		if !wordPrefixIn(r.search, word) {
			return false
		}
	}
	return true
}

// sortBy sorts on a column; a second click on the same column reverses
// the order.
func (l *List) sortBy(col int) {
	if l.sortCol == col {
		l.sortDesc = !l.sortDesc
	} else {
		l.sortCol, l.sortDesc = col, false
	}
	var sel = -1
	if l.selected >= 0 && l.selected < len(l.view) {
		sel = l.view[l.selected]
	}
	l.sortView()
	l.selected = -1
	for i, g := range l.view {
		if g == sel {
			l.selected = i
		}
	}
	l.table.Refresh()
	if l.h.SortChanged != nil {
		l.h.SortChanged(Sort{l.sortCol, l.sortDesc})
	}
}

// sortView orders the shown games by the sort column, ties by number.
func (l *List) sortView() {
	col, desc := l.sortCol, l.sortDesc
	less := func(a, b int) bool {
		ra, rb := &l.rows[a], &l.rows[b]
		switch col {
		case ColNumber:
			return a < b
		case ColMoves:
			if ra.plies != rb.plies {
				return ra.plies < rb.plies
			}
		case ColEval:
			if ra.evaled != rb.evaled {
				return !ra.evaled // the games without, first
			}
			if ra.eval != rb.eval {
				return ra.eval < rb.eval
			}
		default:
			if c := strings.Compare(strings.ToLower(ra.cells[col]), strings.ToLower(rb.cells[col])); c != 0 {
				return c < 0
			}
		}
		return a < b
	}
	sort.SliceStable(l.view, func(i, j int) bool {
		if desc {
			return less(l.view[j], l.view[i])
		}
		return less(l.view[i], l.view[j])
	})
}

// headerText is a column's header, with an arrow on the sort column.
func (l *List) headerText(col int) string {
	text := text.T(columnKeys[col])
	if col == l.sortCol {
		if l.sortDesc {
			return text + " ▼"
		}
		return text + " ▲"
	}
	return text
}

// selectRow selects the game at position pos of the view.
func (l *List) selectRow(pos int) {
	if pos < 0 || pos >= len(l.view) {
		return
	}
	l.selected = pos
	l.table.ScrollTo(widget.TableCellID{Row: pos, Col: 0})
	l.table.Refresh()
}

// openSelected opens the selected game, or the first one shown.
func (l *List) openSelected() {
	pos := l.selected
	if pos < 0 {
		pos = 0
	}
	l.OpenRow(pos)
}

// OpenRow opens the game at position pos of the games shown, as a double
// click on its row does.
func (l *List) OpenRow(pos int) {
	if pos < 0 || pos >= len(l.view) {
		return
	}
	l.stop.Store(true)
	l.dlg.Hide()
	l.open(l.view[pos])
}

// SelectedGame returns the selected game's index in the file (0-based),
// or -1 when none is selected.
func (l *List) SelectedGame() int {
	if l.selected < 0 || l.selected >= len(l.view) {
		return -1
	}
	return l.view[l.selected]
}

// ShownGames returns the games shown, in the list's order, as indices in
// the file.
func (l *List) ShownGames() []int { return append([]int(nil), l.view...) }

// Len returns the number of games listed so far, whether shown or not.
func (l *List) Len() int { return len(l.rows) }

// Shown returns the number of games the filter and the variant choice
// let through.
func (l *List) Shown() int { return len(l.view) }

// Cells returns what the list shows of game i (0-based, in the file's
// order), by column.
func (l *List) Cells(i int) [Columns]string { return l.rows[i].cells }

// File returns the file listed.
func (l *List) File() *study.File { return l.f }

// Hide closes the list, as Cancel does.
func (l *List) Hide() {
	l.stop.Store(true)
	l.dlg.Hide()
}
