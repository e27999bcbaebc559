package app

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/dialogkeys"
	"wormweave/boardview"
	"wormweave/icons"
	"wormweave/rules"
)

// The position editor sets up a position by hand: a palette of the
// variant's pieces in both colours, an eraser and (Wormhole) a hole, placed
// by a click on a square or dragged from the palette; the side to move, and
// for Interweave the captured pool and the en-passant right. The FEN follows
// every edit and can be typed or pasted too. Problems are explained in
// words; the position is kept as a draft (in the preferences) whatever its
// state, and only a valid one can be played. The editor opens on the
// board's position, the one the user means to edit; a draft left by an
// earlier edit is offered on a button, since it may be hours old.

// Preference keys of the editor's draft.
const (
	prefDraftVariant = "editor.draftVariant"
	prefDraftFEN     = "editor.draftFEN"
)

type editor struct {
	w     *Window
	win   fyne.Window
	setup rules.Setup // the position being edited, valid or not
	tool  rules.Piece // what a click on the board puts there: Empty erases

	board    *boardview.Board
	palette  *fyne.Container
	items    []*paletteItem
	sideSel  *widget.RadioGroup
	poolBox  *fyne.Container
	pools    [6]*widget.Select
	epEntry  *dialogEntry
	fen      *dialogEntry
	problems *widget.Label
	play     *widget.Button
	restore  *widget.Button // shows the draft the editor found when it opened
	variant  *widget.Select
	draft    string // that draft's FEN, or "" when there was none
	draftV   rules.Variant
	updating bool // while the widgets are set from the state
	placedAt int  // the square a click just filled, which the board is not to select
	closed   bool
}

// showEditor opens the position editor on the board's position, offering
// the last draft if there is one.
func (w *Window) showEditor() { w.openEditor() }

func (w *Window) openEditor() *editor {
	e := &editor{w: w}
	p := w.app.Preferences()
	pos := w.doc.Position()
	if fen := p.String(prefDraftFEN); fen != "" {
		if v, err := rules.ParseVariant(p.String(prefDraftVariant)); err == nil && e.setFEN(v, fen) == nil {
			e.draft, e.draftV = e.fenText(), v
		}
	}
	e.setFEN(pos.Variant(), pos.FEN())
	e.build()
	e.refresh()
	e.win.SetOnClosed(func() { e.closed = true })
	e.win.Show()
	return e
}

// setFEN replaces the editor's state with a FEN's.
func (e *editor) setFEN(v rules.Variant, fen string) error {
	p, err := rules.ParseFEN(v, fen)
	if err != nil {
		return err
	}
	e.setup = p.Setup()
	return nil
}

// fenText builds the FEN of the editor's state.
func (e *editor) fenText() string { return e.setup.FEN() }

// epText writes the en-passant right as the FEN does, "-" for none.
func (e *editor) epText() string {
	s := e.setup
	if !s.Passed.Valid() {
		return "-"
	}
	return fmt.Sprintf("%s,%c", s.Passed, 'a'+s.ArrivalFile)
}

// setEP reads an en-passant right typed as in a FEN ("-" or "c6,b"); a bad
// one is kept as none, and the FEN field shows what was understood.
func (e *editor) setEP(text string) {
	e.setup.Passed, e.setup.ArrivalFile = rules.NoSquare, 0
	sq, file, ok := strings.Cut(strings.TrimSpace(text), ",")
	if !ok || len(file) != 1 || file[0] < 'a' || file[0] > 'h' {
		return
	}
	if s, err := rules.ParseSquare(sq); err == nil {
		e.setup.Passed, e.setup.ArrivalFile = s, int(file[0]-'a')
	}
}

// place puts the current tool on sq.
func (e *editor) place(sq int) {
	if sq < 0 || sq > 63 {
		return
	}
	t := e.tool
	if t == rules.Hole && e.setup.Variant != rules.Wormhole {
		return
	}
	if e.setup.Board[sq] == t {
		t = rules.Empty // a second click with the same piece clears the square
	}
	e.setup.Board[sq] = t
	e.changed()
}

// changed keeps the draft and redraws.
func (e *editor) changed() {
	p := e.w.app.Preferences()
	p.SetString(prefDraftVariant, e.setup.Variant.String())
	p.SetString(prefDraftFEN, e.fenText())
	e.refresh()
}

func (e *editor) build() {
	e.win = e.w.app.NewWindow(T("editor.title"))
	dialogkeys.CloseOnEscape(e.win)
	e.board = e.w.newBoard()
	e.wireGestures()

	e.variant = widget.NewSelect([]string{rules.Wormhole.String(), rules.Interweave.String()}, func(s string) {
		if e.updating {
			return
		}
		if v, err := rules.ParseVariant(s); err == nil && v != e.setup.Variant {
			e.setFEN(v, v.StartFEN())
			e.rebuildPalette()
			e.changed()
		}
	})
	e.palette = container.NewGridWithColumns(4)
	e.sideSel = widget.NewRadioGroup([]string{T("side.white"), T("side.black")}, func(s string) {
		if e.updating {
			return
		}
		e.setup.Turn = rules.White
		if s == T("side.black") {
			e.setup.Turn = rules.Black
		}
		e.changed()
	})
	e.sideSel.Horizontal = true
	e.sideSel.Required = true

	// A table: the kinds across, the sides down, so it stays narrow.
	poolForm := container.NewGridWithColumns(4, widget.NewLabel(""))
	for _, k := range rules.Interweave.PromotionKinds() {
		poolForm.Add(widget.NewLabel(kindName(k)))
	}
	for c, col := range []string{T("side.white"), T("side.black")} {
		poolForm.Add(widget.NewLabel(col))
		for i, k := range rules.Interweave.PromotionKinds() {
			idx := 3*c + i
			s := widget.NewSelect([]string{"0", "1", "2"}, func(v string) {
				if e.updating {
					return
				}
				fmt.Sscan(v, &e.setup.Pool[idx/3][idx%3])
				e.changed()
			})
			s.PlaceHolder = kindName(k)
			e.pools[idx] = s
			poolForm.Add(s)
		}
	}
	e.epEntry = dialogkeys.NewWindowEntry(e.win)
	e.epEntry.SetPlaceHolder("-")
	e.epEntry.OnChanged = func(s string) {
		if e.updating {
			return
		}
		e.setEP(s)
		e.changed()
	}
	e.poolBox = container.NewVBox(widget.NewLabel(T("editor.pool")), poolForm,
		container.NewBorder(nil, nil, widget.NewLabel(T("editor.enPassant")), nil, e.epEntry))

	e.fen = dialogkeys.NewWindowEntry(e.win)
	e.fen.OnChanged = func(s string) {
		if e.updating {
			return
		}
		if err := e.setFEN(e.setup.Variant, s); err != nil {
			e.problems.SetText(errorText(err))
			e.play.Disable()
			return
		}
		e.changed()
	}
	e.fen.OnSubmitted = func(string) {
		if _, err := e.position(); err == nil {
			e.updating = true
			e.fen.SetText(e.fenText())
			e.updating = false
		}
	}
	e.problems = widget.NewLabel("")
	e.problems.Wrapping = fyne.TextWrapWord
	e.problems.Importance = widget.DangerImportance
	e.play = widget.NewButton(T("editor.play"), e.playFromHere)
	e.play.Importance = widget.HighImportance
	start := widget.NewButton(T("editor.start"), func() {
		e.setFEN(e.setup.Variant, e.setup.Variant.StartFEN())
		e.changed()
	})
	clear := widget.NewButton(T("editor.clear"), func() {
		e.setup.Board = [64]rules.Piece{}
		e.changed()
	})
	current := widget.NewButton(T("editor.current"), func() {
		pos := e.w.doc.Position()
		e.setFEN(pos.Variant(), pos.FEN())
		e.rebuildPalette()
		e.changed()
	})
	e.restore = widget.NewButton(T("editor.restoreDraft"), func() {
		e.setFEN(e.draftV, e.draft)
		e.rebuildPalette()
		e.changed()
	})
	e.rebuildPalette()
	side := container.NewVBox(
		e.variant, e.palette,
		container.NewBorder(nil, nil, widget.NewLabel(T("editor.toMove")), nil, e.sideSel),
		e.poolBox,
		widget.NewLabel("FEN"), e.fen,
		e.problems,
		container.NewGridWithColumns(3, start, clear, current),
		e.restore,
		e.play,
	)
	split := container.NewHSplit(e.board, container.NewVScroll(side))
	split.Offset = 0.55
	e.win.SetContent(split)
	e.win.Resize(fyne.NewSize(1100, 700))
}

// rebuildPalette lists the current variant's pieces in both colours, the
// eraser and, in Wormhole, the hole.
func (e *editor) rebuildPalette() {
	e.palette.RemoveAll()
	e.items = nil
	add := func(pc rules.Piece, res fyne.Resource, label string) {
		it := newPaletteItem(res, label, func() { e.selectTool(pc) }, func(abs fyne.Position) { e.drop(pc, abs) })
		it.Piece = pc
		it.Square = e.w.settings.Palette.Light
		e.items = append(e.items, it)
		e.palette.Add(it)
	}
	for _, c := range []rules.Color{rules.White, rules.Black} {
		for _, k := range e.setup.Variant.Kinds() {
			pc := rules.MakePiece(c, k)
			add(pc, pieceImage(pc), sideName(c)+" "+kindName(k))
		}
	}
	add(rules.Empty, theme.NewErrorThemedResource(theme.ContentClearIcon()), T("editor.eraser"))
	if e.setup.Variant == rules.Wormhole {
		add(rules.Hole, icons.Hole(), T("editor.hole"))
	}
	e.selectTool(e.items[0].Piece)
}

func (e *editor) selectTool(pc rules.Piece) {
	e.tool = pc
	for _, it := range e.items {
		it.SetSelected(it.Piece == pc)
	}
}

// drop places a piece dragged from the palette where it was let go.
func (e *editor) drop(pc rules.Piece, abs fyne.Position) {
	origin := fyne.CurrentApp().Driver().AbsolutePositionForObject(e.board)
	sq := e.board.SquareAt(abs.Subtract(origin))
	if sq < 0 {
		return
	}
	e.selectTool(pc)
	if e.setup.Board[sq] == pc {
		return
	}
	e.place(sq)
}

// position returns the edited position, or the FEN's error.
func (e *editor) position() (*rules.Position, error) {
	return rules.ParseFEN(e.setup.Variant, e.fenText())
}

// refresh shows the state: board, widgets, FEN and problems.
func (e *editor) refresh() {
	e.updating = true
	defer func() { e.updating = false }()
	s := boardScene(e.setup.Board)
	e.variant.SetSelected(e.setup.Variant.String())
	if e.setup.Turn == rules.White {
		e.sideSel.SetSelected(T("side.white"))
	} else {
		e.sideSel.SetSelected(T("side.black"))
	}
	for i, sel := range e.pools {
		sel.SetSelected(fmt.Sprint(e.setup.Pool[i/3][i%3]))
	}
	if e.setup.Variant == rules.Interweave {
		e.poolBox.Show()
	} else {
		e.poolBox.Hide()
	}
	if ep := e.epText(); e.epEntry.Text != ep && !(ep == "-" && e.epEntry.Text == "") {
		e.epEntry.SetText(ep)
	}
	// The field is written over only when the user is not typing in it:
	// a FEN typed in part would otherwise be completed under the cursor.
	if fen := e.fenText(); e.fen.Text != fen && e.win.Canvas().Focused() != e.fen {
		e.fen.SetText(fen)
	}
	words := e.problemText()
	for _, sq := range problemSquares(e) {
		s.Marks[sq] |= boardview.Check
	}
	e.board.SetScene(s)
	e.problems.SetText(words)
	if e.draft != "" && (e.draftV != e.setup.Variant || e.draft != e.fenText()) {
		e.restore.Show()
	} else {
		e.restore.Hide()
	}
	if words == "" {
		e.play.Enable()
	} else {
		e.play.Disable()
	}
}

// problemText explains in words what keeps the position from being played.
func (e *editor) problemText() string {
	p, err := e.position()
	if err != nil {
		return errorText(err)
	}
	var lines []string
	for _, pr := range p.Problems() {
		lines = append(lines, problemWords(pr))
	}
	return strings.Join(lines, "\n")
}

// problemSquares are the squares the problems concern, marked on the board.
func problemSquares(e *editor) []int {
	p, err := e.position()
	if err != nil {
		return nil
	}
	var out []int
	for _, pr := range p.Problems() {
		if pr.Square >= 0 {
			out = append(out, int(pr.Square))
		}
	}
	return out
}

// playFromHere starts a new game from the edited position.
func (e *editor) playFromHere() {
	p, err := rules.ParsePlayableFEN(e.setup.Variant, e.fenText())
	if err != nil {
		return // the play button is disabled then; the problems are shown
	}
	e.w.confirmDiscard(func() {
		e.w.setDocument(newGameDocument(e.setup.Variant, p), nil, 0, "")
		e.win.Close()
	})
}
