package explorer

import (
	"fmt"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/text"
	"wormweave/notation"
	"wormweave/rules"
)

// row is a move the panel lists: the library's, with the book's verdict
// if the book has the move, or the book's alone.
type row struct {
	id, text string
	games    int
	results  [3]int // White's wins, unfinished, Black's wins
	book     *BookMove
	bookOnly bool
}

// rows merges the library's moves, most played first, with the book's:
// the book's moves the library lacks follow, most played in the book
// first.
func rows(p *rules.Position, moves []Move, book []BookMove) []row {
	byID := map[string]*BookMove{}
	for i := range book {
		byID[book[i].ID] = &book[i]
	}
	var out []row
	seen := map[string]bool{}
	for _, m := range moves {
		out = append(out, row{id: m.ID, text: m.Text, games: m.Games, results: [3]int{m.WhiteWins, m.Unfinished, m.BlackWins}, book: byID[m.ID]})
		seen[m.ID] = true
	}
	var extra []row
	for i := range book {
		b := &book[i]
		if seen[b.ID] {
			continue
		}
		extra = append(extra, row{id: b.ID, text: notation.TurnText(p, b.Turn), book: b, bookOnly: true,
			results: [3]int{b.WhiteWins, b.Games - b.WhiteWins - b.BlackWins, b.BlackWins}})
	}
	for i := 1; i < len(extra); i++ { // few moves: an insertion sort keeps equal ones in the book's order
		for j := i; j > 0 && extra[j].book.Games > extra[j-1].book.Games; j-- {
			extra[j], extra[j-1] = extra[j-1], extra[j]
		}
	}
	return append(out, extra...)
}

// evalText writes the book's evaluation of a move, in centipawns for the
// side to move in p, in pawns from White's side as the analysis does; a
// forced win is # for White, #- for Black.
func evalText(p *rules.Position, b *BookMove) string {
	cp := b.Eval
	white := p.Turn() == rules.White
	switch {
	case b.Won && white, b.Lost && !white:
		return "#"
	case b.Won, b.Lost:
		return "#-"
	}
	if !white {
		cp = -cp
	}
	s := fmt.Sprintf("%+.1f", float64(cp)/100)
	if s == "+0.0" || s == "-0.0" {
		return "0.0"
	}
	return s
}

// bookText is the book column of a row: the book's games and evaluation.
func bookText(p *rules.Position, b *BookMove) string {
	if b == nil {
		return ""
	}
	return text.TF("explorer.bookVerdict", map[string]any{"Games": b.Games, "Eval": evalText(p, b)})
}

// view is the panel's widgets.
type view struct {
	e     *Explorer
	panel *fyne.Container

	title    *widget.Label
	library  *widget.Label // the library's name
	state    *widget.Label // what the panel has to say: no library, empty…
	note     string        // a message shown once, with the next answer
	progress *widget.ProgressBar
	building *widget.Label
	buildBox *fyne.Container
	cancel   *widget.Button

	moveHead  *fyne.Container
	moveBox   *fyne.Container
	moveRows  []*moveRow
	gamesHead *widget.Label
	find      *widget.Button
	gameBox   *fyne.Container
	gameRows  []*gameRow
	selected  *gameRow
	split     *container.Split
}

func newView(e *Explorer) *view {
	v := &view{e: e}
	v.title = widget.NewLabelWithStyle(text.T("explorer.title"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	v.library = widget.NewLabel("")
	v.library.Truncation = fyne.TextTruncateEllipsis
	v.state = widget.NewLabel(text.T("explorer.noLibrary"))
	v.state.Wrapping = fyne.TextWrapWord
	v.progress = widget.NewProgressBar()
	v.building = widget.NewLabel("")
	v.building.Wrapping = fyne.TextWrapWord
	v.cancel = widget.NewButton(text.T("dialog.cancel"), e.CancelBuild)
	v.buildBox = container.NewVBox(v.building, container.NewBorder(nil, nil, nil, v.cancel, v.progress))
	v.buildBox.Hide()
	v.moveHead = container.NewStack()
	v.moveBox = container.NewVBox()
	v.gamesHead = widget.NewLabel("")
	v.gamesHead.Wrapping = fyne.TextWrapWord
	// The menu item says it in words; here there is only room for the
	// magnifier.
	v.find = widget.NewButtonWithIcon("", theme.SearchIcon(), e.Find)
	v.gameBox = container.NewVBox()
	top := container.NewVBox(container.NewBorder(nil, nil, v.title, nil, v.library), v.buildBox, v.state)
	moves := container.NewBorder(v.moveHead, nil, nil, nil, container.NewVScroll(v.moveBox))
	games := container.NewBorder(container.NewBorder(nil, nil, nil, v.find, v.gamesHead), nil, nil, nil, container.NewVScroll(v.gameBox))
	v.split = container.NewVSplit(moves, games)
	v.split.Offset = 0.55
	// The lists scroll sideways when their rows are wider than the panel,
	// rather than claim that width from the window: the board's size
	// depends on the window's alone, not on the moves of the position.
	v.panel = container.NewBorder(top, nil, nil, nil, container.NewHScroll(v.split))
	return v
}

// showLibrary shows the library's name, or none.
func (v *view) showLibrary(name string) { v.library.SetText(name) }

// showBusy marks the rows as those of the position before: they stay,
// veiled, until the answer comes, so that the panel does not flicker
// while the user steps through a game, and a click on them does nothing.
func (v *view) showBusy() {
	for _, r := range v.moveRows {
		r.veil.Show()
	}
	for _, r := range v.gameRows {
		r.veil.Show()
	}
}

// newVeil is what covers a row of the position before.
func newVeil() *canvas.Rectangle {
	bg := theme.Color(theme.ColorNameBackground)
	r, g, b, _ := bg.RGBA()
	veil := canvas.NewRectangle(color.NRGBA{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8), 0xb0})
	veil.Hide()
	return veil
}

// setNote shows a message with the next answer.
func (v *view) setNote(s string) {
	v.note = s
	v.state.SetText(s)
	v.state.Show()
}

// showProgress shows how far the import has gone, or hides the progress
// when p is nil.
func (v *view) showProgress(p *Progress) {
	if p == nil {
		v.buildBox.Hide()
		v.panel.Refresh()
		v.e.h.Relayout()
		return
	}
	frac := 0.0
	switch {
	case p.TotalBytes > 0:
		frac = float64(p.Bytes) / float64(p.TotalBytes)
	case p.FilesTotal > 0:
		frac = float64(p.FilesDone) / float64(p.FilesTotal)
	}
	v.progress.SetValue(frac)
	v.building.SetText(text.TF("explorer.building", map[string]any{"Games": p.Games, "Done": p.FilesDone, "Total": max(p.FilesTotal, 1)}))
	if v.buildBox.Hidden {
		v.buildBox.Show()
		v.panel.Refresh() // the lists move down under the progress
		v.e.h.Relayout()
	}
}

// stateText is what the panel says of an answer, or "" when its lists
// say it all.
func (v *view) stateText(a answer) string {
	switch {
	case a.withheld:
		return text.T("explorer.withheld")
	case v.e.building != nil:
		return ""
	case !a.library && v.e.lib == nil:
		return text.T("explorer.noLibrary")
	case a.err != nil:
		return text.TF("explorer.queryFailed", map[string]any{"Error": text.ErrorText(a.err)})
	case len(a.moves) > 0 || len(a.games) > 0:
		return ""
	case a.total == 0:
		return text.T("explorer.empty")
	}
	return text.T("explorer.notFound")
}

// show shows an answer for p.
func (v *view) show(p *rules.Position, a answer) {
	msg := v.stateText(a)
	if v.note != "" {
		msg, v.note = v.note, ""
	}
	v.state.SetText(msg)
	v.state.Hidden = msg == ""
	v.showMoves(p, rows(p, a.moves, a.book))
	v.showGames(a)
	v.panel.Refresh()
}

// caption is a column's heading: in the plain style, under the moves in
// bold.
func caption(s string, align fyne.TextAlign) *widget.Label {
	return widget.NewLabelWithStyle(s, align, fyne.TextStyle{})
}

// objects are the labels as a container takes them.
func objects(labels []*widget.Label) []fyne.CanvasObject {
	out := make([]fyne.CanvasObject, len(labels))
	for i, l := range labels {
		out[i] = l
	}
	return out
}

// dateText is a PGN date as the list shows it: its unknown parts left
// out ("2026.??.??" is 2026, "????.??.??" nothing).
func dateText(date string) string {
	for _, unknown := range []string{".??", "????"} {
		date = strings.TrimSuffix(date, unknown)
		date = strings.TrimSuffix(date, unknown)
	}
	return date
}

// showMoves lists the moves, their columns as wide as their widest cell.
func (v *view) showMoves(p *rules.Position, rs []row) {
	v.moveBox.RemoveAll()
	v.moveRows = nil
	if len(rs) == 0 {
		v.moveHead.RemoveAll()
		v.moveBox.Refresh()
		return
	}
	head := moveHeadings()
	cells := make([][]fyne.CanvasObject, len(rs))
	for i, r := range rs {
		cells[i] = moveCells(p, r)
	}
	cols := newColumns(moveFlex, head, cells)
	v.moveHead.Objects = []fyne.CanvasObject{container.New(cols, objects(head)...)}
	v.moveHead.Refresh()
	for i, r := range rs {
		mr := newMoveRow(r, container.New(cols, cells[i]...), v.e.play)
		v.moveRows = append(v.moveRows, mr)
		v.moveBox.Add(mr)
	}
}

// showGames lists the games that reach the position.
func (v *view) showGames(a answer) {
	v.gameBox.RemoveAll()
	v.gameRows, v.selected = nil, nil
	games := a.games
	v.find.Hidden = !a.library
	switch {
	case !a.library:
		v.gamesHead.SetText("")
	case len(games) > a.limit:
		games = games[:a.limit]
		v.gamesHead.SetText(text.TF("explorer.gamesFirst", map[string]any{"Count": a.limit}))
	default:
		v.gamesHead.SetText(text.TF("explorer.gamesCount", map[string]any{"Count": len(games)}))
	}
	if len(games) == 0 {
		v.gameBox.Refresh()
		return
	}
	head := gameHeadings()
	cells := make([][]fyne.CanvasObject, len(games))
	dated := false
	for i, g := range games {
		dated = dated || dateText(g.Date) != ""
		cells[i] = gameCells(g)
	}
	cols := newColumns(gameFlex, head, cells)
	if !dated {
		// No game has a date: its column gives its room to the names.
		cols.drop(2)
		head[2].Hide()
	}
	v.gameBox.Add(container.New(cols, objects(head)...))
	for i, g := range games {
		gr := newGameRow(g, container.New(cols, cells[i]...), v.selectGame, v.e.openGame)
		v.gameRows = append(v.gameRows, gr)
		v.gameBox.Add(gr)
	}
}

// selectGame marks the game row tapped.
func (v *view) selectGame(r *gameRow) {
	if v.selected != nil {
		v.selected.setSelected(false)
	}
	v.selected = r
	r.setSelected(true)
}

// translate writes the panel's fixed words again in the current language.
func (v *view) translate() {
	v.title.SetText(text.T("explorer.title"))
	v.cancel.SetText(text.T("dialog.cancel"))
}

// moveRow is a move of the list: a click plays it.
type moveRow struct {
	widget.BaseWidget
	row     row
	content fyne.CanvasObject
	bg      *canvas.Rectangle
	veil    *canvas.Rectangle // shown while the row is of the position before the board's
	onTap   func(id string)
}

var _ desktop.Hoverable = (*moveRow)(nil)

func newMoveRow(r row, content fyne.CanvasObject, onTap func(string)) *moveRow {
	m := &moveRow{row: r, content: content, onTap: onTap, bg: canvas.NewRectangle(color.Transparent), veil: newVeil()}
	m.ExtendBaseWidget(m)
	return m
}

// CreateRenderer is part of fyne.Widget.
func (m *moveRow) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewStack(m.bg, m.content, m.veil))
}

// Tapped plays the move, unless the row is of the position before.
func (m *moveRow) Tapped(*fyne.PointEvent) {
	if !m.veil.Visible() {
		m.onTap(m.row.id)
	}
}

// MouseIn highlights the row under the pointer.
func (m *moveRow) MouseIn(*desktop.MouseEvent) {
	m.bg.FillColor = theme.Color(theme.ColorNameHover)
	m.bg.Refresh()
}

// MouseMoved is part of desktop.Hoverable.
func (m *moveRow) MouseMoved(*desktop.MouseEvent) {}

// MouseOut takes the highlight away.
func (m *moveRow) MouseOut() {
	m.bg.FillColor = color.Transparent
	m.bg.Refresh()
}

// gameRow is a game of the list: a click selects it, a double click opens
// it where it reaches the position.
type gameRow struct {
	widget.BaseWidget
	game     Game
	content  fyne.CanvasObject
	bg       *canvas.Rectangle
	veil     *canvas.Rectangle // shown while the row is of the position before the board's
	onSelect func(*gameRow)
	onOpen   func(Game)
}

func newGameRow(g Game, content fyne.CanvasObject, onSelect func(*gameRow), onOpen func(Game)) *gameRow {
	r := &gameRow{game: g, content: content, onSelect: onSelect, onOpen: onOpen, bg: canvas.NewRectangle(color.Transparent), veil: newVeil()}
	r.ExtendBaseWidget(r)
	return r
}

// CreateRenderer is part of fyne.Widget.
func (r *gameRow) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewStack(r.bg, r.content, r.veil))
}

// Tapped selects the game.
func (r *gameRow) Tapped(*fyne.PointEvent) { r.onSelect(r) }

// DoubleTapped opens the game, unless the row is of the position before.
func (r *gameRow) DoubleTapped(*fyne.PointEvent) {
	if r.veil.Visible() {
		return
	}
	r.onSelect(r)
	r.onOpen(r.game)
}

func (r *gameRow) setSelected(on bool) {
	r.bg.FillColor = color.Transparent
	if on {
		r.bg.FillColor = theme.Color(theme.ColorNameSelection)
	}
	r.bg.Refresh()
}
