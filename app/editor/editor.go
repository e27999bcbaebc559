package editor

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/boardscene"
	"wormweave/app/dialogkeys"
	"wormweave/app/prefs"
	"wormweave/app/text"
	"wormweave/app/widgets/palette"
	"wormweave/boardview"
	"wormweave/icons"
	"wormweave/rules"
)

// Preference keys of the editor's draft, which no other package reads.
const (
	prefDraftVariant = "editor.draftVariant"
	prefDraftFEN     = "editor.draftFEN"
)

// Host is what the editor needs of the program that opens it.
type Host struct {
	App  fyne.App           // makes the window and keeps the draft in its preferences
	Look func() prefs.Board // how boards are drawn, the palette's squares too
	// Position is the board's position, the one the editor opens on and
	// returns to.
	Position func() rules.Position
	// ConfirmDiscard runs then once the user agrees to leave the game
	// shown (at once when there is nothing to lose).
	ConfirmDiscard func(then func())
	// Play starts a new game from p, a playable position of variant v.
	Play func(v rules.Variant, p *rules.Position)
}

// Editor is an open position editor.
type Editor struct {
	h     Host
	win   fyne.Window
	setup rules.Setup // the position being edited, valid or not
	tool  rules.Piece // what a click on the board puts there: Empty erases

	board    *boardview.Board
	palette  *fyne.Container
	items    []*palette.Item
	sideSel  *widget.RadioGroup
	poolBox  *fyne.Container
	pools    [6]*widget.Select
	epEntry  *dialogkeys.Entry
	fen      *dialogkeys.Entry
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

// Open opens the position editor on the board's position, offering the
// last draft if there is one.
func Open(h Host) *Editor {
	e := &Editor{h: h}
	p := h.App.Preferences()
	pos := h.Position()
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
func (e *Editor) setFEN(v rules.Variant, fen string) error {
	p, err := rules.ParseFEN(v, fen)
	if err != nil {
		return err
	}
	e.setup = p.Setup()
	return nil
}

// fenText builds the FEN of the editor's state.
func (e *Editor) fenText() string { return e.setup.FEN() }

// epText writes the en-passant right as the FEN does, "-" for none.
func (e *Editor) epText() string {
	s := e.setup
	if !s.Passed.Valid() {
		return "-"
	}
	return fmt.Sprintf("%s,%c", s.Passed, 'a'+s.ArrivalFile)
}

// setEP reads an en-passant right typed as in a FEN ("-" or "c6,b"); a bad
// one is kept as none, and the FEN field shows what was understood.
func (e *Editor) setEP(text string) {
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
func (e *Editor) place(sq int) {
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
func (e *Editor) changed() {
	p := e.h.App.Preferences()
	p.SetString(prefDraftVariant, e.setup.Variant.String())
	p.SetString(prefDraftFEN, e.fenText())
	e.refresh()
}

func (e *Editor) build() {
	e.win = e.h.App.NewWindow(text.T("editor.title"))
	dialogkeys.CloseOnEscape(e.win)
	e.board = boardscene.NewBoard(e.h.Look())
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
	e.sideSel = widget.NewRadioGroup([]string{text.T("side.white"), text.T("side.black")}, func(s string) {
		if e.updating {
			return
		}
		e.setup.Turn = rules.White
		if s == text.T("side.black") {
			e.setup.Turn = rules.Black
		}
		e.changed()
	})
	// Chosen with the mouse, they give the keyboard back to the window.
	dialogkeys.LetGo(e.variant, &e.variant.OnChanged)
	dialogkeys.LetGo(e.sideSel, &e.sideSel.OnChanged)
	e.sideSel.Horizontal = true
	e.sideSel.Required = true

	// A table: the kinds across, the sides down, so it stays narrow.
	poolForm := container.NewGridWithColumns(4, widget.NewLabel(""))
	for _, k := range rules.Interweave.PromotionKinds() {
		poolForm.Add(widget.NewLabel(text.KindName(k)))
	}
	for c, col := range []string{text.T("side.white"), text.T("side.black")} {
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
			dialogkeys.LetGo(s, &s.OnChanged)
			s.PlaceHolder = text.KindName(k)
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
	e.poolBox = container.NewVBox(widget.NewLabel(text.T("editor.pool")), poolForm,
		container.NewBorder(nil, nil, widget.NewLabel(text.T("editor.enPassant")), nil, e.epEntry))

	e.fen = dialogkeys.NewWindowEntry(e.win)
	e.fen.OnChanged = func(s string) {
		if e.updating {
			return
		}
		if err := e.setFEN(e.setup.Variant, s); err != nil {
			e.problems.SetText(text.ErrorText(err))
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
	e.play = widget.NewButton(text.T("editor.play"), e.playFromHere)
	e.play.Importance = widget.HighImportance
	start := widget.NewButton(text.T("editor.start"), func() {
		e.setFEN(e.setup.Variant, e.setup.Variant.StartFEN())
		e.changed()
	})
	clear := widget.NewButton(text.T("editor.clear"), func() {
		e.setup.Board = [64]rules.Piece{}
		e.changed()
	})
	current := widget.NewButton(text.T("editor.current"), func() {
		pos := e.h.Position()
		e.setFEN(pos.Variant(), pos.FEN())
		e.rebuildPalette()
		e.changed()
	})
	e.restore = widget.NewButton(text.T("editor.restoreDraft"), func() {
		e.setFEN(e.draftV, e.draft)
		e.rebuildPalette()
		e.changed()
	})
	e.rebuildPalette()
	side := container.NewVBox(
		e.variant, e.palette,
		container.NewBorder(nil, nil, widget.NewLabel(text.T("editor.toMove")), nil, e.sideSel),
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
func (e *Editor) rebuildPalette() {
	e.palette.RemoveAll()
	e.items = nil
	add := func(pc rules.Piece, res fyne.Resource, label string) {
		it := palette.New(res, label, func() { e.selectTool(pc) }, func(abs fyne.Position) { e.drop(pc, abs) })
		it.Piece = pc
		it.Square = e.h.Look().Palette.Light
		e.items = append(e.items, it)
		e.palette.Add(it)
	}
	for _, c := range []rules.Color{rules.White, rules.Black} {
		for _, k := range e.setup.Variant.Kinds() {
			pc := rules.MakePiece(c, k)
			add(pc, boardscene.PieceImage(pc), text.SideName(c)+" "+text.KindName(k))
		}
	}
	add(rules.Empty, theme.NewErrorThemedResource(theme.ContentClearIcon()), text.T("editor.eraser"))
	if e.setup.Variant == rules.Wormhole {
		add(rules.Hole, icons.Hole(), text.T("editor.hole"))
	}
	e.selectTool(e.items[0].Piece)
}

func (e *Editor) selectTool(pc rules.Piece) {
	e.tool = pc
	for _, it := range e.items {
		it.SetSelected(it.Piece == pc)
	}
}

// drop places a piece dragged from the palette where it was let go.
func (e *Editor) drop(pc rules.Piece, abs fyne.Position) {
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
func (e *Editor) position() (*rules.Position, error) {
	return rules.ParseFEN(e.setup.Variant, e.fenText())
}

// refresh shows the state: board, widgets, FEN and problems.
func (e *Editor) refresh() {
	e.updating = true
	defer func() { e.updating = false }()
	s := boardscene.Scene(e.setup.Board)
	e.variant.SetSelected(e.setup.Variant.String())
	if e.setup.Turn == rules.White {
		e.sideSel.SetSelected(text.T("side.white"))
	} else {
		e.sideSel.SetSelected(text.T("side.black"))
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
func (e *Editor) problemText() string {
	p, err := e.position()
	if err != nil {
		return text.ErrorText(err)
	}
	var lines []string
	for _, pr := range p.Problems() {
		lines = append(lines, text.ProblemWords(pr))
	}
	return strings.Join(lines, "\n")
}

// problemSquares are the squares the problems concern, marked on the board.
func problemSquares(e *Editor) []int {
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
func (e *Editor) playFromHere() {
	p, err := rules.ParsePlayableFEN(e.setup.Variant, e.fenText())
	if err != nil {
		return // the play button is disabled then; the problems are shown
	}
	v := e.setup.Variant
	e.h.ConfirmDiscard(func() {
		e.h.Play(v, p)
		e.win.Close()
	})
}
