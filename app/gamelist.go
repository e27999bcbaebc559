package app

import (
	"errors"
	"image/color"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync/atomic"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"wormweave/rules"
	"wormweave/study"
)

// The game list of a file of many games, as a database program shows it:
// a column per tag (number, White, Black, Result, Date, Event, variant,
// length), sorted by a click on a column's header, narrowed by a filter
// box and a variant choice; a double click or Enter opens the game. Only
// the visible rows are drawn, and a large file fills the list while it is
// indexed, behind a progress bar.

// columnKeys name the columns in the translations.
var columnKeys = [listColumns]string{"list.number", "list.white", "list.black", "list.result", "list.date", "list.event", "list.variant", "list.moves"}

// columnWidths are the columns' widths in pixels at the default text size.
var columnWidths = [listColumns]float32{76, 150, 150, 70, 100, 170, 100, 70}

type gameList struct {
	w    *Window
	f    *gameFile // grows while the file is indexed
	rows []gameRow // parallel to f's games
	view []int     // the games shown, as indices into rows: filtered, sorted
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

	table    *gameTable
	search   *dialogEntry
	variants *widget.Select
	progress *widget.ProgressBar
	count    *widget.Label
	dlg      dialog.Dialog
}

// chooseGame shows the games of a file read whole and calls open with the
// one chosen.
func (w *Window) chooseGame(f *gameFile, open func(int)) {
	before := w.games
	l := w.newGameList(f, open)
	rows := make([]gameRow, f.Len())
	for i := range rows {
		rows[i] = newGameRow(i, f.Entry(i), f.Raw(i))
	}
	l.add(rows)
	l.finish()
	if before != nil && before.f == f {
		l.keepViewOf(before)
	}
	l.show()
}

// keepViewOf shows the list as before showed the same file last: its
// filter, variant, sort and selected game, so that the list shown again
// (Ctrl+L) is where the user left it.
func (l *gameList) keepViewOf(before *gameList) {
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

// indexLarge opens a large file: its game list shows at once and fills
// while the file is indexed in the background. A file of one game opens
// that game; a file of none says so.
func (w *Window) indexLarge(path string) {
	f := study.NewFile(path, path)
	l := w.newGameList(f, func(i int) { w.files.openGame(f, i) })
	l.show()
	w.files.loading.Add(1)
	go func() {
		defer w.files.loading.Done()
		data, err := os.ReadFile(path)
		if err == nil {
			fyne.DoAndWait(func() { f.SetData(data) })
			err = study.IndexData(data, path, &l.stop, newGameRow, func(b study.IndexBatch, rows []gameRow) {
				// Not waiting: the indexer reads on while the window
				// shows the batch; batches arrive in order.
				fyne.Do(func() {
					f.Append(b)
					l.add(rows)
					l.progress.SetValue(b.Read)
				})
			})
		}
		fyne.DoAndWait(func() { l.indexEnded(path, err) })
	}()
}

// indexEnded closes the list of a file that could not be read or holds
// fewer than two games, and otherwise shows that the index is complete.
func (l *gameList) indexEnded(path string, err error) {
	w := l.w
	switch {
	case errors.Is(err, study.ErrStopped):
		return
	case err != nil:
		l.dlg.Hide()
		w.forgetRecent(path)
		w.showError(err)
		return
	}
	w.addRecent(path)
	switch l.f.Len() {
	case 0:
		l.dlg.Hide()
		w.showError(errors.New(TF("error.noGames", map[string]any{"File": filepath.Base(path)})))
		return
	case 1:
		l.dlg.Hide()
		w.files.openGame(l.f, 0)
		return
	}
	l.finish()
}

func (w *Window) newGameList(f *gameFile, open func(int)) *gameList {
	l := &gameList{w: w, f: f, open: open, selected: -1, asked: time.Now()}
	l.table = newGameTable(l)
	l.search = w.newDialogEntry(false)
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
	l.search.SetPlaceHolder(T("list.filter"))
	l.search.OnChanged = func(s string) { l.setFilter(s) }
	l.search.OnSubmitted = func(string) { l.openSelected() }
	all := T("list.allVariants")
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
func (l *gameList) show() {
	w := l.w
	openButton := widget.NewButton(T("list.open"), l.openSelected)
	openButton.Importance = widget.HighImportance
	cancel := widget.NewButton(T("dialog.cancel"), func() {
		l.stop.Store(true)
		l.dlg.Hide()
	})
	// The variant chooser as wide as its longest choice in any language.
	top := container.NewBorder(nil, nil, nil, container.NewGridWrap(fyne.NewSize(220, l.variants.MinSize().Height), l.variants), l.search)
	bottom := container.NewBorder(nil, nil, nil, container.NewHBox(cancel, openButton), container.NewVBox(l.progress, l.count))
	body := container.NewBorder(top, bottom, nil, nil, l.table)
	name := l.f.Name()
	if l.f.Path() != "" {
		name = filepath.Base(l.f.Path())
	}
	w.games = l
	l.dlg = dialog.NewCustomWithoutButtons(TF("list.title", map[string]any{"File": name}), body, w.win)
	cs := w.win.Canvas().Size()
	l.dlg.Resize(fyne.NewSize(min(1000, cs.Width-40), min(640, cs.Height-40)))
	l.updateCount()
	l.dlg.Show()
	w.withKeys(l.openSelected, cancel.OnTapped)
	w.win.Canvas().Focus(l.search)
}

// add appends indexed games and shows those that pass the filter.
func (l *gameList) add(rows []gameRow) {
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
	if l.sortCol != colNumber || l.sortDesc {
		l.sortView()
	}
	l.table.Refresh()
	l.updateCount()
}

// finish marks the index complete.
func (l *gameList) finish() {
	l.indexed = true
	l.complete = time.Now()
	l.progress.SetValue(1)
	l.progress.Hide()
	l.updateCount()
}

func (l *gameList) updateCount() {
	data := map[string]any{"Shown": len(l.view), "Count": len(l.rows)}
	if l.indexed {
		l.count.SetText(TF("list.count", data))
	} else {
		l.count.SetText(TF("list.indexing", data))
	}
}

// setFilter narrows the list to the games matching every word of text.
func (l *gameList) setFilter(text string) {
	l.filter = filterWords(text)
	l.refilter()
}

func (l *gameList) setVariant(v string) {
	l.variant = strings.ToLower(v)
	l.refilter()
}

func (l *gameList) refilter() {
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
func (l *gameList) matches(r *gameRow) bool {
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
func (l *gameList) sortBy(col int) {
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
}

// sortView orders the shown games by the sort column, ties by number.
func (l *gameList) sortView() {
	col, desc := l.sortCol, l.sortDesc
	less := func(a, b int) bool {
		ra, rb := &l.rows[a], &l.rows[b]
		switch col {
		case colNumber:
			return a < b
		case colMoves:
			if ra.plies != rb.plies {
				return ra.plies < rb.plies
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
func (l *gameList) headerText(col int) string {
	text := T(columnKeys[col])
	if col == l.sortCol {
		if l.sortDesc {
			return text + " ▼"
		}
		return text + " ▲"
	}
	return text
}

// selectRow selects the game at position pos of the view.
func (l *gameList) selectRow(pos int) {
	if pos < 0 || pos >= len(l.view) {
		return
	}
	l.selected = pos
	l.table.ScrollTo(widget.TableCellID{Row: pos, Col: 0})
	l.table.Refresh()
}

// openSelected opens the selected game, or the first one shown.
func (l *gameList) openSelected() {
	pos := l.selected
	if pos < 0 {
		pos = 0
	}
	l.openRow(pos)
}

func (l *gameList) openRow(pos int) {
	if pos < 0 || pos >= len(l.view) {
		return
	}
	l.stop.Store(true)
	l.dlg.Hide()
	l.open(l.view[pos])
}

// gameTable is the table of games: Fyne's table, with Up, Down and Enter
// for the selection of a whole row.
type gameTable struct {
	widget.Table
	list *gameList
}

func newGameTable(l *gameList) *gameTable {
	t := &gameTable{list: l}
	t.Length = func() (int, int) { return len(l.view), listColumns }
	t.CreateCell = func() fyne.CanvasObject { return newGameCell(l) }
	t.UpdateCell = func(id widget.TableCellID, o fyne.CanvasObject) {
		c := o.(*gameCell)
		c.row = id.Row
		// Only what changed is redrawn: shaping text is the dear part.
		if id.Row < len(l.view) {
			if text := l.rows[l.view[id.Row]].cells[id.Col]; c.label.Text != text {
				c.label.SetText(text)
			}
		}
		if hidden := id.Row != l.selected; c.bg.Hidden != hidden {
			c.bg.Hidden = hidden
			c.bg.FillColor = theme.Color(theme.ColorNameSelection)
			c.bg.Refresh()
		}
	}
	t.ShowHeaderRow = true
	t.CreateHeader = func() fyne.CanvasObject { return widget.NewButton("", nil) }
	t.UpdateHeader = func(id widget.TableCellID, o fyne.CanvasObject) {
		b := o.(*widget.Button)
		if id.Col < 0 || id.Col >= listColumns {
			return
		}
		col := id.Col
		b.SetText(l.headerText(col))
		b.OnTapped = func() { l.sortBy(col) }
	}
	t.ExtendBaseWidget(t)
	for i, wd := range columnWidths {
		t.SetColumnWidth(i, wd)
	}
	return t
}

// TypedKey moves the selection with Up, Down, Page Up, Page Down, Home
// and End, opens the selected game with Enter and closes the list with
// Escape.
func (t *gameTable) TypedKey(ev *fyne.KeyEvent) {
	l := t.list
	page := 15
	switch ev.Name {
	case fyne.KeyReturn, fyne.KeyEnter:
		l.openSelected()
	case fyne.KeyDown:
		l.selectRow(l.selected + 1)
	case fyne.KeyUp:
		l.selectRow(l.selected - 1)
	case fyne.KeyPageDown:
		l.selectRow(min(l.selected+page, len(l.view)-1))
	case fyne.KeyPageUp:
		l.selectRow(max(l.selected-page, 0))
	case fyne.KeyHome:
		l.selectRow(0)
	case fyne.KeyEnd:
		l.selectRow(len(l.view) - 1)
	case fyne.KeyEscape:
		l.w.dialogKey(ev)
	default:
		t.Table.TypedKey(ev)
	}
}

// gameCell is one cell of the table: a click selects its row, a double
// click opens its game.
type gameCell struct {
	widget.BaseWidget
	list  *gameList
	row   int
	label *widget.Label
	bg    *canvas.Rectangle
}

var (
	_ fyne.Tappable       = (*gameCell)(nil)
	_ fyne.DoubleTappable = (*gameCell)(nil)
)

func newGameCell(l *gameList) *gameCell {
	c := &gameCell{list: l, label: widget.NewLabel(""), bg: canvas.NewRectangle(color.Transparent)}
	c.label.Truncation = fyne.TextTruncateEllipsis
	c.ExtendBaseWidget(c)
	return c
}

func (c *gameCell) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewStack(c.bg, c.label))
}

// Tapped selects the row and gives the table the keyboard.
func (c *gameCell) Tapped(*fyne.PointEvent) {
	c.list.selectRow(c.row)
	if cv := fyne.CurrentApp().Driver().CanvasForObject(c); cv != nil {
		cv.Focus(c.list.table)
	}
}

// DoubleTapped opens the row's game.
func (c *gameCell) DoubleTapped(*fyne.PointEvent) { c.list.openRow(c.row) }
