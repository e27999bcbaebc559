package app

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"wormweave/app/text"
	"wormweave/app/widgets/palette"
	"wormweave/notation"
	"wormweave/rules"
	"wormweave/study"
)

// fakeChooser answers file dialogs with fixed paths.
type fakeChooser struct{ open, save string }

func (f fakeChooser) Open(_ fyne.Window, done func(string, error)) { done(f.open, nil) }
func (f fakeChooser) OpenKind(_ fyne.Window, _ string, done func(string, error)) {
	done(f.open, nil)
}
func (f fakeChooser) Save(_ fyne.Window, _ string, done func(string, error)) {
	done(f.save, nil)
}

func newTestWindow(t *testing.T, chooser FileChooser) *Window {
	t.Helper()
	return newTestWindowIn(t, "en", chooser)
}

func newTestWindowLang(t *testing.T, lang string) *Window {
	t.Helper()
	return newTestWindowIn(t, lang, nil)
}

func newTestWindowIn(t *testing.T, lang string, chooser FileChooser) *Window {
	t.Helper()
	t.Setenv("LANGUAGE", lang)
	// Fyne's test storage is the system's temporary folder, which every
	// test process shares: the recovery files of one test window would be
	// read, or removed, by another's. Each test gets a folder of its own.
	t.Setenv("TMPDIR", t.TempDir())
	a := test.NewTempApp(t)
	if err := text.Load(a); err != nil {
		t.Fatal(err)
	}
	w := NewWindow(a, chooser)
	t.Cleanup(w.win.Close)
	w.win.Resize(fyne.NewSize(1000, 700))
	return w
}

// squareCentre returns a square's centre in window canvas coordinates.
func squareCentre(w *Window, name string) fyne.Position {
	b := w.Board()
	pos, side := b.SquarePosition(sqName(name))
	abs := fyne.CurrentApp().Driver().AbsolutePositionForObject(b)
	return abs.Add(pos).Add(fyne.NewPos(side/2, side/2))
}

func dragOnBoard(w *Window, from, to string) {
	f, t := squareCentre(w, from), squareCentre(w, to)
	test.Drag(w.win.Canvas(), t, t.X-f.X, t.Y-f.Y)
}

func TestWindowDragPlaysAndListsTheMove(t *testing.T) {
	skipInRaceRun(t)
	w := newTestWindow(t, nil)
	dragOnBoard(w, "e2", "e3")
	line := w.Document().Game().MainLine()
	if len(line) != 1 || line[0].Turn().ID(rules.Wormhole) != "e2e3" {
		t.Fatalf("main line after the drag: %d moves", len(line))
	}
	if !strings.HasPrefix(w.win.Title(), "*") {
		t.Errorf("title %q does not show the unsaved change", w.win.Title())
	}
	found := false
	for _, it := range w.moves.Items() {
		if it.Kind == itemMove && it.Text == "e2-e3" {
			found = true
		}
	}
	if !found {
		t.Errorf("the move list does not show e2-e3: %v", w.moves.Items())
	}
	if !strings.Contains(w.status.Text, "Black to move") {
		t.Errorf("status %q", w.status.Text)
	}
	// An illegal drop changes nothing.
	dragOnBoard(w, "e7", "e2")
	if len(w.Document().Game().MainLine()) != 1 {
		t.Errorf("an illegal drop was played")
	}
}

func TestWindowClickClickAndKeys(t *testing.T) {
	skipInRaceRun(t)
	w := newTestWindow(t, nil)
	c := w.win.Canvas()
	for _, mv := range [][2]string{{"e2", "e3"}, {"e7", "e6"}, {"d2", "d3"}} {
		test.TapCanvas(c, squareCentre(w, mv[0]))
		test.TapCanvas(c, squareCentre(w, mv[1]))
	}
	d := w.Document()
	if got := len(d.Game().MainLine()); got != 3 {
		t.Fatalf("%d moves after three click-clicks", got)
	}
	key := func(k fyne.KeyName) { c.OnTypedKey()(&fyne.KeyEvent{Name: k}) }
	key(fyne.KeyHome)
	if !d.Cursor().IsRoot() {
		t.Errorf("Home did not go to the start")
	}
	key(fyne.KeyRight)
	key(fyne.KeyRight)
	if d.Cursor() != d.Game().MainLine()[1] {
		t.Errorf("Right twice is not at the second move")
	}
	key(fyne.KeyLeft)
	// A different reply here is a variation; Down and Up switch lines.
	test.TapCanvas(c, squareCentre(w, "d7"))
	test.TapCanvas(c, squareCentre(w, "d6"))
	variation := d.Cursor()
	if variation.Index() != 1 {
		t.Fatalf("the new move is not a variation (index %d)", variation.Index())
	}
	key(fyne.KeyUp)
	if d.Cursor() != d.Game().MainLine()[1] {
		t.Errorf("Up did not switch to the main line")
	}
	key(fyne.KeyDown)
	if d.Cursor() != variation {
		t.Errorf("Down did not switch back to the variation")
	}
	key(fyne.KeyEnd)
	key(fyne.KeyEnd)
	if d.Cursor() != variation {
		t.Errorf("End left the variation's line")
	}
	// Promote it from its menu action, then undo and redo by shortcut.
	if err := d.Promote(variation); err != nil {
		t.Fatal(err)
	}
	if d.Game().MainLine()[1] != variation {
		t.Fatalf("promotion failed")
	}
	shortcut := func(k fyne.KeyName, mod fyne.KeyModifier) {
		c.(desktopShortcuts).TypedShortcut(customShortcut(k, mod))
	}
	shortcut(fyne.KeyZ, fyne.KeyModifierShortcutDefault)
	if d.Game().MainLine()[1] == variation {
		t.Errorf("Ctrl+Z did not undo the promotion")
	}
	shortcut(fyne.KeyY, fyne.KeyModifierShortcutDefault)
	if d.Game().MainLine()[1] != variation {
		t.Errorf("Ctrl+Y did not redo the promotion")
	}
}

func TestWindowChainAndPromotionChooser(t *testing.T) {
	skipInRaceRun(t)
	w := newTestWindow(t, nil)
	if err := w.newGameFromFEN("1b2k1b1/p7/1kr1p1p1/3P2p1/1R2P1p1/3BPPB1/5K2/3K4 b 51 - 120120"); err != nil {
		t.Fatal(err)
	}
	if w.Document().Game().Variant != rules.Interweave {
		t.Fatalf("the FEN was read as %v", w.Document().Game().Variant)
	}
	w.board.SetFlipped(false)
	dragOnBoard(w, "g4", "g2")
	// Three ways to arrive: a pawn, a leaper, a smasher.
	choices := findChoices(topPopUp(t, w))
	if len(choices) != 3 { // a pawn, a smasher, a leaper
		t.Fatalf("%d choices in the promotion chooser", len(choices))
	}
	var leaper *palette.Item
	for _, c := range choices {
		if strings.Contains(c.Resource().Name(), "leaper") {
			leaper = c
		}
	}
	if leaper == nil {
		t.Fatal("no leaper among the choices")
	}
	test.Tap(leaper)
	d := w.Document()
	if len(d.Chain()) != 1 {
		t.Fatalf("chain of %d steps after promoting to a leaper", len(d.Chain()))
	}
	if !strings.Contains(w.status.Text, "capture again") {
		t.Errorf("status %q does not ask for the next capture", w.status.Text)
	}
	// Escape takes the step back; then the chain is played again in full.
	w.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if len(d.Chain()) != 0 {
		t.Fatalf("Escape did not take the step back")
	}
	dragOnBoard(w, "g4", "g2")
	for _, c := range findChoices(topPopUp(t, w)) {
		if strings.Contains(c.Resource().Name(), "leaper") {
			test.Tap(c)
		}
	}
	dragOnBoard(w, "g2", "c4")
	dragOnBoard(w, "c4", "a4")
	line := d.Game().MainLine()
	if len(line) != 1 || line[0].Turn().ID(rules.Interweave) != "g4g2xg3=n,g2c4xe3,c4a4xb4" {
		t.Fatalf("recorded %d moves", len(line))
	}
}

func TestWindowUnsavedChangesPrompt(t *testing.T) {
	skipInRaceRun(t)
	w := newTestWindow(t, nil)
	dragOnBoard(w, "e2", "e3")
	before := w.Document()
	w.newGame(rules.Interweave)
	pop := topDialogButtons(t, w)
	tapButton(t, pop, "Cancel")
	if w.Document() != before {
		t.Fatalf("Cancel dropped the game")
	}
	w.newGame(rules.Interweave)
	tapButton(t, topDialogButtons(t, w), "Don't save")
	if w.Document() == before || w.Document().Game().Variant != rules.Interweave {
		t.Fatalf("Don't save did not start the new game")
	}
}

func TestWindowSaveWritesAndReloads(t *testing.T) {
	skipInRaceRun(t)
	dir := t.TempDir()
	path := filepath.Join(dir, "two.pgn")
	other := "[Event \"Other\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n[Variant \"Interweave\"]\n\n1. e2-f3 *\n"
	first := "[Event \"First\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n[Variant \"Wormhole\"]\n\n1. e2-e3 *\n\n"
	if err := os.WriteFile(path, []byte(first+other), 0o644); err != nil {
		t.Fatal(err)
	}
	w := newTestWindow(t, fakeChooser{})
	f, err := study.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	w.openGame(f, 0)
	dragOnBoard(w, "e7", "e6")
	data := savedText(t, w, path)
	if !strings.Contains(data, "1. e2-e3 e7-e6 *") {
		t.Errorf("saved file lacks the move:\n%s", data)
	}
	if !strings.HasSuffix(data, other) {
		t.Errorf("the other game changed:\n%s", data)
	}
	if w.Document().Dirty() || strings.HasPrefix(w.win.Title(), "*") {
		t.Errorf("still dirty after saving")
	}
	games, errs, err := notation.ReadAll(strings.NewReader(data), path)
	if err != nil || len(games) != 2 || errs[0] != nil || errs[1] != nil {
		t.Fatalf("saved file reads back as %d games, errors %v %v", len(games), errs, err)
	}
	// No temporary file is left beside it.
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("%d files in the folder after saving", len(entries))
	}
}

func TestWindowVariantSelectorAndMoveListClicks(t *testing.T) {
	skipInRaceRun(t)
	w := newTestWindow(t, nil)
	w.variant.SetSelected("Interweave")
	tapButton(t, w.win.Content(), "New game")
	if w.Document().Game().Variant != rules.Interweave {
		t.Fatalf("the selector did not start an Interweave game")
	}
	dragOnBoard(w, "e2", "f3")
	dragOnBoard(w, "g7", "h6")
	d := w.Document()
	first := d.Game().MainLine()[0]
	// Click the first move in the list: the cursor goes there.
	for i, it := range w.moves.Items() {
		if it.Node == first {
			pos := w.moves.PlaceOf(i).Add(fyne.NewPos(2, 2))
			w.moves.Tapped(&fyne.PointEvent{Position: pos})
		}
	}
	if d.Cursor() != first {
		t.Fatalf("a click on the first move did not go there")
	}
	if got := w.status.Text; !strings.Contains(got, "Black to move") {
		t.Errorf("status after the click: %q", got)
	}
}

func TestSaveNeverOverwritesWhatWasNotRead(t *testing.T) {
	skipInRaceRun(t)
	dir := t.TempDir()
	// The third move is illegal: the game opens with two moves.
	broken := "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n[Variant \"Wormhole\"]\n\n1. e2-e3 e7-e6 2. e3-e1 d7-d6 *\n"
	path := filepath.Join(dir, "broken.pgn")
	if err := os.WriteFile(path, []byte(broken), 0o644); err != nil {
		t.Fatal(err)
	}
	other := filepath.Join(dir, "copy.pgn")
	w := newTestWindow(t, fakeChooser{save: other})
	w.openPath(path)
	if n := len(w.Document().Game().MainLine()); n != 2 {
		t.Fatalf("read %d moves of the broken game", n)
	}
	tapButton(t, topPopUp(t, w), "OK") // the error, with its line and column
	dragOnBoard(w, "d2", "d3")
	w.save(nil)
	if data, _ := os.ReadFile(path); string(data) != broken {
		t.Errorf("the broken file was overwritten:\n%s", data)
	}
	if data, err := os.ReadFile(other); err != nil || !strings.Contains(string(data), "2. d2-d3") {
		t.Errorf("the game did not go to a new file: %v\n%s", err, data)
	}
}

func TestSaveRefusesAFileChangedOnDisk(t *testing.T) {
	skipInRaceRun(t)
	dir := t.TempDir()
	path := filepath.Join(dir, "game.pgn")
	g := notation.NewGame(rules.Wormhole, nil)
	if err := os.WriteFile(path, notation.AppendGame(nil, g), 0o644); err != nil {
		t.Fatal(err)
	}
	w := newTestWindow(t, nil)
	w.openPath(path)
	dragOnBoard(w, "e2", "e3")
	changed := append(notation.AppendGame(nil, g), []byte("\n[Event \"Added elsewhere\"]\n[Variant \"Wormhole\"]\n\n*\n")...)
	if err := os.WriteFile(path, changed, 0o644); err != nil {
		t.Fatal(err)
	}
	w.save(nil)
	if data, _ := os.ReadFile(path); string(data) != string(changed) {
		t.Errorf("the changed file was overwritten")
	}
	if !w.Document().Dirty() {
		t.Errorf("the game counts as saved")
	}
}

func TestMoveListFollowsTheCursor(t *testing.T) {
	skipInRaceRun(t)
	w := newTestWindow(t, nil)
	w.win.Resize(fyne.NewSize(700, 400)) // a short move list
	f, err := study.ReadFile("../testdata/games/wormhole-02.pgn")
	if err != nil {
		t.Fatal(err)
	}
	w.openGame(f, 0)
	d := w.Document()
	d.Start()
	if w.movesScroll.Offset.Y != 0 {
		t.Fatalf("at the start the list is scrolled to %v", w.movesScroll.Offset.Y)
	}
	d.End()
	top, bottom, ok := w.moves.CursorSpan()
	off, h := w.movesScroll.Offset.Y, w.movesScroll.Size().Height
	if w.moves.Height() <= h {
		t.Fatalf("the whole list (%v) fits in %v: nothing to scroll", w.moves.Height(), h)
	}
	if !ok || top < off || bottom > off+h {
		t.Errorf("the last move (%v to %v) is outside the visible list (%v to %v)", top, bottom, off, off+h)
	}
}

func TestCopyAndPasteFEN(t *testing.T) {
	skipInRaceRun(t)
	w := newTestWindow(t, nil)
	c := w.win.Canvas().(desktopShortcuts)
	dragOnBoard(w, "e2", "e3")
	c.TypedShortcut(customShortcut(fyne.KeyC, fyne.KeyModifierShortcutDefault|fyne.KeyModifierShift))
	if got := w.app.Clipboard().Content(); got != "cnwmkwnc/pppppppp/8/8/8/4P3/PPPPxPPP/CNWMKWNC b 1" {
		t.Fatalf("copied FEN %q", got)
	}
	w.Document().MarkSaved()
	w.app.Clipboard().SetContent("kk6/8/8/8/8/8/8/6KK b 4 - 000000")
	c.TypedShortcut(customShortcut(fyne.KeyV, fyne.KeyModifierShortcutDefault|fyne.KeyModifierShift))
	p := w.Document().Position()
	if p.Variant() != rules.Interweave || p.FEN() != "kk6/8/8/8/8/8/8/6KK b 4 - 000000" {
		t.Fatalf("pasted position %v %s", p.Variant(), p.FEN())
	}
	// A bad FEN opens the dialog with the reason instead.
	w.app.Clipboard().SetContent("not a fen")
	c.TypedShortcut(customShortcut(fyne.KeyV, fyne.KeyModifierShortcutDefault|fyne.KeyModifierShift))
	if w.win.Canvas().Overlays().Top() == nil {
		t.Errorf("no dialog for a bad FEN")
	}
}
