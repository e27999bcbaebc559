package app

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"wormweave/app/dialogkeys"
	"wormweave/app/nags"
	"wormweave/app/text"
	"wormweave/notation"
	"wormweave/rules"
)

// typeOnWindow types s as the keyboard would: each character to the text
// box that has the keyboard, or to the window when none has.
func typeOnWindow(w *Window, s string) {
	c := w.win.Canvas()
	for _, r := range s {
		if f := c.Focused(); f != nil {
			f.TypedRune(r)
		} else {
			c.OnTypedRune()(r)
		}
	}
}

// keyOnWindow presses a key that is not a character, where it goes.
func keyOnWindow(w *Window, k fyne.KeyName) {
	ev := &fyne.KeyEvent{Name: k}
	if f := w.win.Canvas().Focused(); f != nil {
		f.TypedKey(ev)
		return
	}
	w.typedKey(ev)
}

// mainLineTexts returns the main line in the writer's form.
func mainLineTexts(w *Window) []string {
	var out []string
	for _, n := range w.doc.Game().MainLine() {
		p := n.Parent().Position()
		out = append(out, notation.TurnText(&p, n.Turn()))
	}
	return out
}

// TestTypedMoves types moves on the board: what the entry says as the text
// grows, what Enter does, and Escape.
func TestTypedMoves(t *testing.T) {
	skipInRaceRun(t)
	tests := []struct {
		name  string
		typed string
		hint  string   // a part of what the entry shows before Enter
		bad   bool     // the hint is a problem
		line  []string // the main line after Enter
		open  bool     // the entry stays open after Enter
	}{
		{"a short form", "Nf3", "Enter plays Ng1-f3", false, []string{"Ng1-f3"}, false},
		{"a canonical id", "e2e4", "Enter plays e2-e4", false, []string{"e2-e4"}, false},
		{"a completion", "g1h", "Enter plays Ng1-h3", false, []string{"Ng1-h3"}, false},
		{"several candidates", "N", "4 moves fit; type more: Nb1-a3, Nb1-c3, Ng1-f3, Ng1-h3", false, nil, true},
		{"an illegal move", "Ke1e3", `"Ke1e3": illegal (White to move); legal moves:`, true, nil, true},
		{"an id that is not legal", "e2e5", `"e2e5" is written as a move id, and no legal turn has that id; the piece on e2 has: e2e3, e2e4`, true, nil, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := newTestWindow(t, nil)
			if w.moveEntry.Visible() {
				t.Fatal("the move entry shows before anything is typed")
			}
			typeOnWindow(w, tt.typed)
			if !w.moveEntry.Visible() || w.status.Visible() {
				t.Fatalf("typing %q did not open the move entry in the status line's place", tt.typed)
			}
			if got := w.moveEntry.Text(); got != tt.typed {
				t.Errorf("the entry holds %q, want %q", got, tt.typed)
			}
			if got := w.moveEntry.Hint(); !strings.Contains(got, tt.hint) {
				t.Errorf("the entry says %q, want %q in it", got, tt.hint)
			}
			keyOnWindow(w, fyne.KeyReturn)
			if got := mainLineTexts(w); !slices.Equal(got, tt.line) {
				t.Errorf("main line %v after Enter, want %v", got, tt.line)
			}
			if w.moveEntry.Visible() != tt.open {
				t.Errorf("after Enter the entry shows: %v, want %v", w.moveEntry.Visible(), tt.open)
			}
			if !tt.open && (w.win.Canvas().Focused() != nil || !w.status.Visible()) {
				t.Error("after the move the keyboard does not go back to the board, or the status line is not back")
			}
			keyOnWindow(w, fyne.KeyEscape)
			if w.moveEntry.Visible() || w.win.Canvas().Focused() != nil {
				t.Error("Escape did not close the entry")
			}
		})
	}
}

// TestTypingLeavesTheWindowsKeys checks that the keys of the window still
// act: arrows move through the game, and a character typed while a dialog
// is shown opens no entry behind it.
func TestTypingLeavesTheWindowsKeys(t *testing.T) {
	skipInRaceRun(t)
	w := newTestWindow(t, nil)
	typeOnWindow(w, "e4")
	keyOnWindow(w, fyne.KeyReturn)
	keyOnWindow(w, fyne.KeyLeft)
	if !w.doc.Cursor().IsRoot() {
		t.Error("Left after a typed move does not go back")
	}
	w.editComment()
	w.moveEntry.TypedRune('x') // as if the dialog's text box had not the keyboard
	if w.moveEntry.Visible() {
		t.Error("a character typed in the comment dialog opened the move entry")
	}
}

// TestBoardMoveClosesTheEntry: a click on the board takes the keyboard
// from the entry, and the move played there closes it; a move that arrives
// while the entry has the keyboard leaves it open.
func TestBoardMoveClosesTheEntry(t *testing.T) {
	skipInRaceRun(t)
	w := newTestWindow(t, nil)
	typeOnWindow(w, "N")
	w.move(sqName("e2"), sqName("e4")) // as the engine's move would arrive
	if !w.moveEntry.Visible() || w.moveEntry.Text() != "N" {
		t.Fatal("a move while the entry has the keyboard closed it")
	}
	if !strings.Contains(w.moveEntry.Hint(), "Nb8-c6") {
		t.Errorf("the entry does not follow the new position: %q", w.moveEntry.Hint())
	}
	w.win.Canvas().Unfocus() // what a click on the board does
	w.move(sqName("e7"), sqName("e5"))
	if w.moveEntry.Visible() || !w.status.Visible() {
		t.Error("a move played on the board left the entry open")
	}
}

// TestNAGKeys toggles the move's glyphs with Ctrl+1 to Ctrl+6: the same
// key takes its glyph off, another replaces it, and undo brings it back.
func TestNAGKeys(t *testing.T) {
	skipInRaceRun(t)
	w := newTestWindow(t, nil)
	c := w.win.Canvas().(desktopShortcuts)
	w.move(sqName("e2"), sqName("e4"))
	n := w.doc.Cursor()
	steps := []struct {
		key  int // 1 to 6
		want []uint8
	}{{1, []uint8{1}}, {1, nil}, {2, []uint8{2}}, {5, []uint8{5}}, {6, []uint8{6}}, {3, []uint8{3}}, {4, []uint8{4}}}
	for _, s := range steps {
		c.TypedShortcut(nags.Keys[s.key-1])
		if got := n.NAGs(); !slices.Equal(got, s.want) {
			t.Errorf("after Ctrl+%d the move has %v, want %v", s.key, got, s.want)
		}
	}
	w.doc.Undo()
	if got := n.NAGs(); !slices.Equal(got, []uint8{3}) {
		t.Errorf("undo leaves %v", got)
	}
	if !strings.Contains(w.moves.Items()[1].Text, "!!") && !strings.Contains(w.moves.Items()[0].Text, "!!") {
		t.Errorf("the move list shows %v", w.moves.Items())
	}
}

// TestPositionNAGsInTheMenu puts the position's glyphs on a move from the
// Annotate menu: one at a time, after the move's own.
func TestPositionNAGsInTheMenu(t *testing.T) {
	skipInRaceRun(t)
	w := newTestWindow(t, nil)
	w.move(sqName("e2"), sqName("e4"))
	n := w.doc.Cursor()
	run := func(label string) {
		t.Helper()
		for _, it := range menuItems(w) {
			if strings.HasSuffix(it.Label, "  "+label) {
				it.Action()
				return
			}
		}
		t.Fatalf("no menu item %q", label)
	}
	run(text.T("nag.whiteSlightly"))
	run(text.T("nag.good"))
	if got := n.NAGs(); !slices.Equal(got, []uint8{1, 14}) {
		t.Errorf("the move has %v, want [1 14]", got)
	}
	run(text.T("nag.whiteWinning"))
	if got := n.NAGs(); !slices.Equal(got, []uint8{1, 18}) {
		t.Errorf("the move has %v, want [1 18]", got)
	}
	run(text.T("nag.whiteWinning"))
	run(text.T("nag.unclear"))
	if got := n.NAGs(); !slices.Equal(got, []uint8{1, 13}) {
		t.Errorf("the move has %v, want [1 13]", got)
	}
	var shown string
	for _, it := range w.moves.Items() {
		if it.Node == n {
			shown = it.Text
		}
	}
	if shown != "e2-e4! ∞" {
		t.Errorf("the move list shows %q", shown)
	}
	for _, c := range nags.PositionChoices {
		if text.T(c.Key) == c.Key {
			t.Errorf("%s is not translated", c.Key)
		}
	}
}

// TestCommentBeforeAMove writes a comment before a move, saves, reads the
// file back and finds it there, and in the move list.
func TestCommentBeforeAMove(t *testing.T) {
	skipInRaceRun(t)
	dir := t.TempDir()
	path := filepath.Join(dir, "g.pgn")
	if err := os.WriteFile(path, []byte("[Variant \"Wormhole\"]\n\n1. e2-e4 e7-e5 *\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	w := newTestWindow(t, nil)
	w.openPath(path)
	w.doc.End()
	w.editCommentBefore()
	e, ok := w.win.Canvas().Focused().(*dialogkeys.Entry)
	if !ok {
		t.Fatal("the comment's text box does not have the keyboard")
	}
	e.SetText("Black answers in kind")
	w.dialogKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	saved := savedText(t, w, path)
	// The writer puts an empty comment after e2-e4, so that the comment
	// reads back as the one before e7-e5.
	if !strings.Contains(saved, "{Black answers in kind} 1... e7-e5") {
		t.Fatalf("saved as\n%s", saved)
	}
	var words []string
	for _, it := range w.moves.Items() {
		if it.Kind == itemComment {
			words = append(words, it.Text)
		}
	}
	if strings.Join(words, " ") != "Black answers in kind" {
		t.Errorf("the move list does not show the comment: %v", w.moves.Items())
	}
	w2 := newTestWindow(t, nil)
	w2.openPath(path)
	if got := w2.doc.Game().End().CommentBefore(); got != "Black answers in kind" {
		t.Errorf("read back as %q", got)
	}
	w.doc.Undo()
	if got := w.doc.Game().End().CommentBefore(); got != "" {
		t.Errorf("undo leaves %q", got)
	}
}

// TestTitleFollowsTheRecord checks the window's title through a new game,
// a move, a save and an open, in two languages.
func TestTitleFollowsTheRecord(t *testing.T) {
	skipInRaceRun(t)
	for _, lang := range []string{"en", "fr"} {
		w := newTestWindowLang(t, lang)
		untitled := text.T("title.untitled") + " — Wormweave"
		if w.win.Title() != untitled {
			t.Errorf("%s: a new game's title is %q, want %q", lang, w.win.Title(), untitled)
		}
		w.move(sqName("e2"), sqName("e4"))
		if w.win.Title() != "*"+untitled {
			t.Errorf("%s: after a move: %q", lang, w.win.Title())
		}
		path := filepath.Join(t.TempDir(), "partie.pgn")
		w.session.Reset(nil, 0, path)
		savedText(t, w, path)
		if w.win.Title() != "partie.pgn — Wormweave" {
			t.Errorf("%s: after the save: %q", lang, w.win.Title())
		}
		w.move(sqName("e7"), sqName("e5"))
		if w.win.Title() != "*partie.pgn — Wormweave" {
			t.Errorf("%s: after another move: %q", lang, w.win.Title())
		}
		w.doc.Undo()
		if w.win.Title() != "partie.pgn — Wormweave" {
			t.Errorf("%s: after the undo back to the saved record: %q", lang, w.win.Title())
		}
	}
}

// TestQuitKeyAsksFirst: Ctrl+Q with unsaved changes asks what to do with
// them, as closing the window does, and closes nothing until answered;
// without changes it closes the window at once.
func TestQuitKeyAsksFirst(t *testing.T) {
	skipInRaceRun(t)
	// Made as newTestWindow does, without closing the window at the end:
	// the test closes it, and the test driver fails a second close.
	t.Setenv("LANGUAGE", "en")
	t.Setenv("TMPDIR", t.TempDir())
	a := test.NewTempApp(t)
	if err := text.Load(a); err != nil {
		t.Fatal(err)
	}
	w := NewWindow(a, nil)
	closed := false
	w.whenClosed(func() { closed = true })
	it := menuItem(t, w, text.T("menu.quit"))
	if !it.IsQuit || it.Shortcut == nil || it.Shortcut.ShortcutName() != keyQuit.ShortcutName() {
		t.Fatalf("File > Quit is not the quit item with Ctrl+Q: %+v", it)
	}
	w.move(sqName("e2"), sqName("e4"))
	c := w.win.Canvas().(desktopShortcuts)
	c.TypedShortcut(keyQuit)
	if closed {
		t.Fatal("Ctrl+Q closed the window with unsaved changes")
	}
	tapButton(t, topPopUp(t, w), text.T("dialog.cancel"))
	if closed || len(w.doc.Game().MainLine()) != 1 {
		t.Fatal("cancelling lost the game")
	}
	w.doc.MarkSaved()
	c.TypedShortcut(keyQuit)
	if !closed {
		t.Error("Ctrl+Q without unsaved changes did not close the window")
		w.win.Close()
	}
}

// TestF11TogglesFullScreen: F11, on the board or in the move entry.
func TestF11TogglesFullScreen(t *testing.T) {
	skipInRaceRun(t)
	w := newTestWindow(t, nil)
	keyOnWindow(w, fyne.KeyF11)
	if !w.win.FullScreen() {
		t.Fatal("F11 did not turn full screen on")
	}
	typeOnWindow(w, "N")
	keyOnWindow(w, fyne.KeyF11)
	if w.win.FullScreen() {
		t.Error("F11 in the move entry did not turn full screen off")
	}
}

// TestPasteALineOfMoves pastes moves from the board's position: a line of
// the engine's output, and ids from Black's move; one undo takes the line
// back.
func TestPasteALineOfMoves(t *testing.T) {
	skipInRaceRun(t)
	w := newTestWindow(t, nil)
	w.move(sqName("e2"), sqName("e4"))
	w.app.Clipboard().SetContent("info depth 4 seldepth 6 multipv 1 score cp 20 nodes 900 nps 9000 time 10 pv e7e5 g1f3 b8c6")
	w.paste()
	if got := mainLineTexts(w); !slices.Equal(got, []string{"e2-e4", "e7-e5", "Ng1-f3", "Nb8-c6"}) {
		t.Fatalf("main line %v", got)
	}
	if w.doc.Cursor() != w.doc.Game().End() || !strings.Contains(w.notice.Text(), "3") {
		t.Errorf("the cursor is not at the line's end, or the notice says %q", w.notice.Text())
	}
	w.doc.Undo()
	if got := mainLineTexts(w); !slices.Equal(got, []string{"e2-e4"}) {
		t.Errorf("one undo leaves %v", got)
	}
	w.app.Clipboard().SetContent("1... e7e5 2. Ng1-f3")
	w.paste()
	if got := mainLineTexts(w); !slices.Equal(got, []string{"e2-e4", "e7-e5", "Ng1-f3"}) {
		t.Errorf("main line %v", got)
	}
	_ = rules.Wormhole
}

// TestAnotherGameClosesTheEntry: a typed move's error does not stay on
// screen over another game, whether the new game comes while the entry has
// the keyboard or not; the text typed goes with it.
func TestAnotherGameClosesTheEntry(t *testing.T) {
	skipInRaceRun(t)
	tests := []struct {
		name    string
		focused bool // the entry still has the keyboard when the game changes
		open    func(w *Window)
	}{
		{"a new game, the entry with the keyboard", true, func(w *Window) { w.newGame(rules.Interweave) }},
		{"a new game of the same variant", true, func(w *Window) { w.newGame(rules.Wormhole) }},
		{"a game from a FEN", true, func(w *Window) {
			if err := w.newGameFromFEN(rules.Wormhole.StartFEN()); err != nil {
				t.Fatal(err)
			}
		}},
		{"a new game, the keyboard elsewhere", false, func(w *Window) { w.newGame(rules.Wormhole) }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := newTestWindow(t, nil)
			typeOnWindow(w, "Ke1e3")
			keyOnWindow(w, fyne.KeyReturn)
			if !w.moveEntry.Visible() || !strings.Contains(w.moveEntry.Hint(), "illegal") {
				t.Fatalf("an illegal move: the entry shows %v, says %q", w.moveEntry.Visible(), w.moveEntry.Hint())
			}
			if !tt.focused {
				w.win.Canvas().Unfocus()
			}
			tt.open(w)
			if w.moveEntry.Visible() || !w.status.Visible() {
				t.Errorf("another game: the entry still shows, saying %q", w.moveEntry.Hint())
			}
			if got := w.moveEntry.Text(); got != "" {
				t.Errorf("another game: the entry still holds %q", got)
			}
		})
	}
}
