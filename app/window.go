// Package app is Wormweave's shell: the window, its menus and keys, the
// small dialogs (FEN, comments, about, export, the file flow's, the
// recovery offer) and the wiring between the model and the features. It
// holds no rules and no feature: the game it shows, its files and the
// recovery storage are the study package's; the analysis, the game against
// the engine, the review, the editor, the game list, the rules pages, the
// preferences dialog, the opening explorer, the puzzle trainer, drawing on
// the board, the move typed on the keyboard, the glyphs and the game
// details are packages of their own, each given a Host of functions here;
// the widgets are under app/widgets. Nothing imports this package but main
// (docs/architecture.md draws the map). It does not start Fyne's driver
// either; the main package does, so that everything here tests with Fyne's
// test driver and without cgo.
package app

import (
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/analysis"
	"wormweave/app/boardclock"
	"wormweave/app/boardscene"
	"wormweave/app/dialogkeys"
	"wormweave/app/drawing"
	"wormweave/app/editor"
	"wormweave/app/enginegame"
	"wormweave/app/explorer"
	"wormweave/app/gamelist"
	"wormweave/app/layouts"
	"wormweave/app/learn"
	"wormweave/app/manualpage"
	"wormweave/app/moveinput"
	"wormweave/app/prefs"
	"wormweave/app/puzzles"
	"wormweave/app/reviewdialog"
	"wormweave/app/rulespage"
	"wormweave/app/strength"
	"wormweave/app/text"
	"wormweave/app/widgets/evalbar"
	"wormweave/app/widgets/evalgraph"
	"wormweave/app/widgets/movelist"
	"wormweave/app/widgets/notice"
	"wormweave/boardview"
	"wormweave/icons"
	"wormweave/notation"
	"wormweave/review"
	"wormweave/rules"
	"wormweave/study"
)

// Window is the analysis board: one game document shown in one window.
// It holds the window, the document, the board and the features, and wires
// them; what belongs together (the panes, the board's play, the looks
// applied, the kept work, the menus' state, the training features, the
// help's windows) is a part of its own.
type Window struct {
	app       fyne.App
	win       fyne.Window
	clipboard ImageClipboard   // nil where images cannot be copied
	keys      *dialogkeys.Keys // what the dialogs over the window do with Enter and Escape
	post      func(func())     // runs work on the window's goroutine: fyne.Do, a queue in tests
	closers   []func()         // what must end with the window

	doc      *study.Document
	session  study.Session // where the game comes from and goes to, and what a save does
	chooser  FileChooser   // the file dialogs
	keptWork               // the unsaved work kept for recovery

	board     *boardview.Board
	boardPlay // what the board shows of the game and of the user's moves
	looks     // the preferences applied
	panes     // the board's area, the side panel and the status line
	menuState // what the menus offer

	// The features.
	analysis    *analysis.Analysis
	review      *reviewdialog.Review
	engine      *enginegame.Game  // the game against the engine
	boardClock  *boardclock.Clock // the clock of a game played at the board
	training                      // the puzzles and the lessons
	explorer    *explorer.Explorer
	games       *gamelist.List   // the game list shown last, or nil
	editor      *editor.Editor   // the position editor opened last, or nil
	helpWindows                  // the rules pages and the manual
	moveEntry   *moveinput.Entry // the move typed on the keyboard, in the status line's place
}

// training is what the window offers to learn with: both hold the board
// while they are open, and withhold the engine and the explorer.
type training struct {
	puzzles *puzzles.Trainer // the puzzle trainer
	learn   *learn.Tutor     // the Learn to play course
}

// helpWindows are the windows of the Help menu, made when first shown.
type helpWindows struct {
	rulesWindows *rulespage.Pages
	manual       *manualpage.Page
}

// boardPlay is what the board shows of the game and of the user's moves.
type boardPlay struct {
	marks   *boardscene.SquareMarks // the pieces that can capture, when captures are mandatory
	refused bool                    // the status says why a clicked piece cannot move
	slide   func(from, to int)      // slides a piece on the board: its animation, watched by tests
	shown   *notation.Node          // the cursor the board showed last
}

// looks are the preferences the window applied last.
type looks struct {
	settings prefs.Board
	theme    string // the theme variant applied, once themeSet
	themeSet bool
}

// panes are the parts of the window's content that change after it is
// built.
type panes struct {
	boardArea   *fyne.Container  // the board and the evaluation bar
	arrangement *adaptive        // the board and the side panel, as the window's size has them
	mainSplit   *container.Split // the board, and the rest: the arrangement's split
	sideSplit   *container.Split // the move list, and the explorer
	moves       *movelist.List
	movesScroll *container.Scroll
	graph       *evalgraph.Graph // the evaluations recorded in the game, under the move list
	variant     *widget.Select   // the variant of the next new game
	status      *widget.Label
	info        *widget.Label
	notice      *notice.Notice // short messages over the window
}

// keptWork is the unsaved work kept for recovery.
type keptWork struct {
	recovery        study.Recovery
	recoveryPending bool // the offer to restore awaits an answer
}

// menuState is what the menus offer, beyond their items.
type menuState struct {
	// refusals say why a disabled menu item's key does nothing.
	refusals map[*fyne.MenuItem]func()
	// takeBackItem is the menu's take back, enabled when there is a
	// move to take back.
	takeBackItem *fyne.MenuItem
}

// NewWindow builds the window on a new Wormhole game.
func NewWindow(a fyne.App, chooser FileChooser) *Window {
	w := &Window{app: a, chooser: chooser, post: fyne.Do}
	w.win = a.NewWindow("Wormweave")
	w.keys = dialogkeys.New(w.win)
	w.win.SetIcon(icons.App())
	w.settings = prefs.LoadBoard(a.Preferences())
	w.board = w.newBoard()
	w.board.OnPick = w.pick
	w.marks = boardscene.NewCaptureMarks(w.board)
	w.slide = w.board.AnimateMove
	w.board.OnMove = w.move
	w.board.OnDraw = drawing.New(drawing.Host{
		Document:     func() *study.Document { return w.doc },
		Board:        w.board,
		TakeBackStep: w.takeBackStep,
	}).Gesture
	w.board.DrawColor = drawing.Color
	w.moves = movelist.New(func(n *notation.Node) { w.doc.GoTo(n) })
	w.moves.OnMenu = w.moveMenu
	w.moves.OnMore = w.showWholeComment
	w.status = widget.NewLabel("")
	w.status.Wrapping = fyne.TextWrapWord
	w.moveEntry = moveinput.New(moveinput.Host{
		Window:    w.win,
		Document:  func() *study.Document { return w.doc },
		Status:    w.status,
		Refusal:   w.moveRefusal,
		OtherKey:  w.typedKey,
		ShowError: w.showError,
	})
	// Past its lines the status ends in an ellipsis rather than run out
	// of its room.
	w.status.Truncation = fyne.TextTruncateEllipsis
	w.info = widget.NewLabel("")
	w.info.TextStyle.Bold = true
	w.info.Wrapping = fyne.TextWrapWord
	w.notice = notice.New()
	w.engine = w.newEngineGame()
	w.boardClock = w.newBoardClock()
	w.puzzles = w.newPuzzles()
	w.learn = w.newLearn()
	w.analysis = w.newAnalysis()
	w.explorer = w.newExplorer()
	w.graph = evalgraph.New(func(n *notation.Node) { w.doc.GoTo(n) }, review.Chances)
	w.review = w.newReview()

	w.applySettings()
	w.buildContent()
	w.setMainMenu()
	w.addShortcuts()
	w.win.SetOnDropped(w.dropped)
	w.win.SetOnClosed(w.closed)
	w.win.SetCloseIntercept(w.requestClose)
	w.win.Resize(fyne.NewSize(1100, 720))
	w.setDocument(study.NewGameDocument(rules.Wormhole, nil), nil, 0, "")
	return w
}

// postToWindow runs f on the window's goroutine: every feature's Post.
// Tests of the whole window replace w.post after the window is built.
func (w *Window) postToWindow(f func()) { w.post(f) }

// whenClosed has f run when the window closes, however it is closed.
func (w *Window) whenClosed(f func()) { w.closers = append(w.closers, f) }

// closed ends what works for the window: the analysis and the engine's
// game stop searching and give their engines, with their tables, back.
func (w *Window) closed() {
	w.analysis.Close()
	w.engine.Close()
	w.boardClock.Close()
	w.puzzles.Close()
	w.learn.Close()
	w.explorer.Close()
	for _, f := range w.closers {
		f()
	}
}

// Document returns the game being shown.
func (w *Window) Document() *study.Document { return w.doc }

// Board returns the board widget.
func (w *Window) Board() *boardview.Board { return w.board }

func (w *Window) buildContent() {
	nav := container.NewGridWithColumns(4,
		widget.NewButton("|<", func() { w.doc.Start() }),
		widget.NewButton("<", func() { w.doc.Back() }),
		widget.NewButton(">", func() { w.doc.Forward() }),
		widget.NewButton(">|", func() { w.doc.End() }),
	)
	w.variant = widget.NewSelect([]string{rules.Wormhole.String(), rules.Interweave.String()}, w.chooseVariant)
	newGame := widget.NewButton(text.T("button.newGame"), func() {
		v, err := rules.ParseVariant(w.variant.Selected)
		if err == nil {
			w.newGame(v)
		}
	})
	top := container.NewVBox(container.NewBorder(nil, nil, nil, newGame, w.variant), w.info, w.analysis.Panel())
	w.movesScroll = container.NewVScroll(w.moves)
	w.movesScroll.OnScrolled = func(at fyne.Position) { w.moves.SetView(at.Y, w.movesScroll.Size().Height) }
	side := container.NewBorder(top, container.NewVBox(w.review.Strip(), w.graph, nav), nil, nil, container.New(movesView{w}, w.movesScroll))
	w.boardArea = evalbar.NewBoardArea(w.analysis.Bar(), container.NewStack(w.board, w.marks, w.learn.Stars()))
	// The explorer's panel stands beside the move list, hidden or shown.
	w.sideSplit = container.NewHSplit(side, w.explorer.Panel())
	w.sideSplit.Offset = movesShare
	w.arrangement = newAdaptive(container.NewBorder(nil, container.New(layouts.FixedHeight{Lines: layouts.StatusLines}, w.status, w.moveEntry.View()), nil, nil, w.boardArea), w.boardArea, w.sideSplit)
	w.arrangement.onChange = w.scrollToCursor
	w.arrangement.need, w.arrangement.fitPanel = w.sideNeed, w.fitSidePanel
	w.mainSplit = w.arrangement.split
	w.win.SetContent(container.NewStack(w.arrangement.root, w.notice.Layer()))
}

// setDocument shows a new document, from game index of file (or no file),
// saved at path.
func (w *Window) setDocument(d *study.Document, f *study.File, index int, path string) {
	w.doc = d
	w.session.Reset(f, index, path)
	d.SetOnChange(w.refresh)
	w.refresh()
}

// refresh redraws everything from the document.
func (w *Window) refresh() {
	d := w.doc
	w.board.SetScene(boardscene.SceneOf(d, w.settings.LastMove))
	// A move played by clicks or followed with the keys slides into place;
	// a dropped piece is already there.
	if c := d.Cursor(); w.settings.Animation && c != w.shown && c.Parent() == w.shown && w.shown != nil && len(d.Chain()) == 0 && !w.board.Dropped() {
		if t := c.Turn(); len(t) > 0 {
			last := t[len(t)-1]
			w.slide(int(t[0].From), int(last.To))
		}
	}
	w.shown = d.Cursor()
	w.moves.SetGame(d.Game(), d.Revision(), d.Cursor())
	w.scrollToCursor()
	p := d.Position()
	w.status.SetText(w.statusText(&p))
	w.refused = false
	// In the middle of a chain the piece to move on is chosen already:
	// show where it may land at once.
	if sq := p.ChainSquare(); sq >= 0 {
		w.board.Select(int(sq))
	}
	g := d.Game()
	w.variant.SetSelected(g.Variant.String())
	w.info.SetText(text.TF("info.players", map[string]any{"White": strength.PlayerName(g.Tag("White")), "Black": strength.PlayerName(g.Tag("Black")), "Variant": g.Variant.String()}))
	title := text.T("title.untitled")
	if w.session.Path() != "" {
		title = filepath.Base(w.session.Path())
	}
	if d.Dirty() {
		title = "*" + title
	}
	w.win.SetTitle(title + " — Wormweave")
	w.followEngines()
	w.moveEntry.Follow()
	// After the engines: whether the engine is to move decides it.
	w.markCaptures(&p)
}

// statusText is what the status line says of position p, the document's:
// for the end of a record, with its recorded result.
func (w *Window) statusText(p *rules.Position) string {
	d := w.doc
	recorded := ""
	if g := d.Game(); d.Cursor() == g.End() && len(d.Chain()) == 0 {
		recorded = g.Result
	}
	return text.Status(p, recorded)
}

// scrollToCursor scrolls the move list so that the current move shows.
func (w *Window) scrollToCursor() {
	top, bottom, ok := w.moves.CursorSpan()
	s := w.movesScroll
	if !ok && w.doc != nil && w.doc.Cursor().IsRoot() {
		// The start has no move of its own: show the list from its top.
		top, bottom, ok = 0, 0, true
	}
	if !ok || s.Size().Height <= 0 {
		return
	}
	switch off := s.Offset.Y; {
	case top < off:
		s.ScrollToOffset(fyne.NewPos(0, top))
	case bottom > off+s.Size().Height:
		s.ScrollToOffset(fyne.NewPos(0, bottom-s.Size().Height))
	}
	w.moves.SetView(s.Offset.Y, s.Size().Height)
}

// pick answers the board: what may the piece on sq do? When it may do
// nothing, the status line says why; the next piece that may move, or the
// next change, gives the status back.
func (w *Window) pick(sq int) boardview.Hints {
	p := w.doc.Position()
	if p.Playable() != nil {
		return boardview.Hints{}
	}
	if w.engine.EngineToMove() {
		w.refuse(text.T("refuse.engine"))
		return boardview.Hints{}
	}
	if why := w.othersMove(); why != "" {
		w.refuse(why)
		return boardview.Hints{}
	}
	h := boardscene.HintsFor(&p, sq)
	if h.IsZero() {
		w.refuse(text.WhyCannotMove(&p, rules.Square(sq)))
	} else if w.refused {
		w.refused = false
		w.status.SetText(w.statusText(&p))
	}
	return h
}

// refuse says in the status line why a piece cannot move.
func (w *Window) refuse(why string) {
	if why != "" {
		w.refused = true
		w.status.SetText(why)
	}
}

// markCaptures frames the pieces that can capture when captures are
// mandatory, while the user is to move in a game that can be played.
func (w *Window) markCaptures(p *rules.Position) {
	var set uint64
	if p.Playable() == nil && !w.engine.EngineToMove() && w.othersMove() == "" {
		set = text.MustCaptureSquares(p)
	}
	w.marks.SetSquares(set)
}

// move plays the user's gesture, asking which piece to promote to when
// the gesture stands for several moves.
func (w *Window) move(from, to int) {
	if w.engine.EngineToMove() || w.othersMove() != "" {
		w.refresh() // the board snaps back: the engine is to move
		return
	}
	p := w.doc.Position()
	moves := boardscene.MovesFor(&p, from, to)
	switch len(moves) {
	case 0:
		w.refresh() // the board snaps back
	case 1:
		w.play(moves[0])
	default:
		w.choosePromotion(moves, w.play)
	}
}

// moveRefusal says why a move typed now is not played: the engine or the
// puzzle's defender or a lesson's opponent is to move; "" when the user
// is.
func (w *Window) moveRefusal() string {
	if w.engine.EngineToMove() {
		return text.T("moveEntry.engineToMove")
	}
	return w.othersMove()
}

// takeBackStep takes back the last step of the user's unfinished chain,
// and reports whether there was one. The steps of the engine's chain, while
// they are played, are not the user's to take back.
func (w *Window) takeBackStep() bool {
	if w.engine.EngineToMove() || w.othersMove() != "" {
		return false
	}
	return w.doc.TakeBackStep()
}

func (w *Window) play(m rules.Move) {
	if err := w.doc.Play(m); err != nil {
		w.showError(err)
	}
}

// confirmDiscard runs then once unsaved changes are saved or given up, or
// at once if there are none; it does nothing if the user cancels.
func (w *Window) confirmDiscard(then func()) {
	if !w.doc.Dirty() {
		then()
		return
	}
	var dlg dialog.Dialog
	save := widget.NewButton(text.T("dialog.save"), func() {
		dlg.Hide()
		w.save(then)
	})
	save.Importance = widget.HighImportance
	discard := widget.NewButton(text.T("dialog.discard"), func() {
		dlg.Hide()
		w.clearRecovery()
		then()
	})
	cancel := widget.NewButton(text.T("dialog.cancel"), func() { dlg.Hide() })
	body := container.NewVBox(widget.NewLabel(text.T("dialog.unsavedText")), container.NewHBox(save, discard, cancel))
	dlg = dialog.NewCustomWithoutButtons(text.T("dialog.unsavedTitle"), body, w.win)
	dlg.Show()
	w.withKeys(save.OnTapped, dlg.Hide)
}

// newGame starts a new game of variant v from its initial position, after
// asking about unsaved changes.
func (w *Window) newGame(v rules.Variant) {
	w.confirmDiscard(func() {
		w.setDocument(study.NewGameDocument(v, nil), nil, 0, "")
	})
}

// chooseVariant starts a new game of the variant chosen in the selector,
// after asking about unsaved changes. The selector always shows the game
// on the board: until the new game starts (or if the user cancels), it
// shows the current one.
func (w *Window) chooseVariant(name string) {
	v, err := rules.ParseVariant(name)
	if err != nil || w.doc == nil || v == w.doc.Game().Variant {
		return
	}
	w.variant.Selected = w.doc.Game().Variant.String()
	w.variant.Refresh()
	if w.puzzles.Active() {
		// With the trainer open the choice is of its puzzles' variant.
		w.puzzles.ChooseVariant(v)
		return
	}
	w.newGame(v)
}

// newGameFromFEN starts a game from a FEN of either variant: the current
// variant's reading is tried first, so a FEN valid in both stays in it.
func (w *Window) newGameFromFEN(fen string) error {
	v, p, err := study.ParseAnyFEN(fen, w.doc.Game().Variant)
	if err != nil {
		return err
	}
	w.confirmDiscard(func() {
		w.setDocument(study.NewGameDocument(v, p), nil, 0, "")
	})
	return nil
}

// Run shows the window, opening the file named by args[0] if there is one,
// and runs the application until the window closes.
func Run(a fyne.App, chooser FileChooser, clip ImageClipboard, args []string) {
	if err := text.Load(a); err != nil {
		fyne.LogError("loading translations", err)
	}
	w := NewWindow(a, chooser)
	w.clipboard = clip
	if len(args) > 0 {
		w.openPath(args[0])
	}
	w.explorer.Reopen()
	w.offerRecovery()
	w.offerToLearn()
	w.startAutosave()
	w.endWithWindow()
	w.win.ShowAndRun()
}

// newBoard returns a board drawn as the preferences say.
func (w *Window) newBoard() *boardview.Board { return boardscene.NewBoard(w.settings) }
