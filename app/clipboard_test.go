package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"wormweave/notation"
	"wormweave/rules"
	"wormweave/study"
)

// A game with a variation and comments, as Copy game must keep it.
const richGame = `[Event "Clipboard"]
[Site "?"]
[Date "2026.01.02"]
[Round "?"]
[White "Ada"]
[Black "Bo"]
[Result "*"]
[Variant "Wormhole"]

{Before the first move.} 1. e2-e3 {A quiet start.} (1. d2-d3 {Or this.}) 1... e7-e6 *
`

func TestCopyGameKeepsVariationsAndComments(t *testing.T) {
	skipInRaceRun(t)
	w := newTestWindow(t, nil)
	f, err := study.IndexGames("", "test", []byte(richGame))
	if err != nil {
		t.Fatal(err)
	}
	w.openGame(f, 0)
	w.win.Canvas().(desktopShortcuts).TypedShortcut(&fyne.ShortcutCopy{})
	got := w.app.Clipboard().Content()
	for _, want := range []string{`[White "Ada"]`, "{A quiet start.}", "(1. d2-d3 {Or this.})", "{Before the first move.}", "e7-e6"} {
		if !strings.Contains(got, want) {
			t.Errorf("the copied game lacks %q:\n%s", want, got)
		}
	}
	if w.notice.Text() == "" {
		t.Error("no notice says the game was copied")
	}
	// What was copied pastes back as the same game.
	w.newGame(rules.Interweave)
	w.win.Canvas().(desktopShortcuts).TypedShortcut(&fyne.ShortcutPaste{})
	if again := string(notation.AppendGame(nil, w.Document().Game())); again != got {
		t.Errorf("pasted back as\n%s\nwant\n%s", again, got)
	}
}

func TestPasteSaysWhatItFound(t *testing.T) {
	skipInRaceRun(t)
	twoGames := richGame + "\n" + strings.Replace(richGame, "Ada", "Cy", 1)
	for _, c := range []struct {
		name, clip string
		notice     string // "" when an error is shown instead
		list       int    // games offered in a list, 0 for none
		white      string // White of the game opened
		variant    rules.Variant
	}{
		{"one game", richGame, "Pasted: a game (PGN)", 0, "Ada", rules.Wormhole},
		{"movetext only", "1. e2-e3 e7-e6 *", "Pasted: a game (PGN)", 0, "", rules.Wormhole},
		{"two games", twoGames, "Pasted: 2 games (PGN); choose one", 2, "", rules.Wormhole},
		{"wormhole FEN", "cnwmkwnc/pppppppp/8/8/8/4P3/PPPPxPPP/CNWMKWNC b 1", "Pasted: a position (FEN) of Wormhole", 0, "", rules.Wormhole},
		{"interweave FEN", "kk6/8/8/8/8/8/8/6KK b 4 - 000000", "Pasted: a position (FEN) of Interweave", 0, "", rules.Interweave},
		{"neither", "hello there", "", 0, "", rules.Wormhole},
		{"a FEN with a problem", "8/8/8/8/8/8/8/8 w 0", "", 0, "", rules.Wormhole},
		{"a broken game", "[White \"x\"]\n\n1. e2-e5 *", "", 0, "", rules.Wormhole},
		{"empty", "  \n", "", 0, "", rules.Wormhole},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := newTestWindow(t, nil)
			before := w.Document()
			w.app.Clipboard().SetContent(c.clip)
			w.paste()
			if c.notice == "" {
				if w.Document() != before {
					t.Error("the game changed")
				}
				top := topPopUp(t, w)
				if !strings.Contains(labelsText(top), "clipboard") {
					t.Errorf("the error does not speak of the clipboard: %q", labelsText(top))
				}
				return
			}
			if got := w.notice.Text(); got != c.notice {
				t.Errorf("notice %q, want %q", got, c.notice)
			}
			if c.list > 0 {
				l := w.games
				if l == nil || topPopUp(t, w) == nil || l.Shown() != c.list {
					t.Fatalf("no list of %d games", c.list)
				}
				l.OpenRow(1)
				if got := w.Document().Game().Tag("White"); got != "Cy" {
					t.Errorf("the second game opened with White %q", got)
				}
				return
			}
			if w.Document() == before {
				t.Fatal("nothing was opened")
			}
			g := w.Document().Game()
			if g.Variant != c.variant || g.Tag("White") != c.white {
				t.Errorf("opened a game of %v with White %q", g.Variant, g.Tag("White"))
			}
			if w.session.Path() != "" {
				t.Errorf("a pasted game has the path %q: Save would write over it", w.session.Path())
			}
		})
	}
}

// Pasting over unsaved changes asks first, and Cancel keeps the game.
func TestPasteAsksBeforeReplacingUnsavedWork(t *testing.T) {
	skipInRaceRun(t)
	w := newTestWindow(t, nil)
	dragOnBoard(w, "e2", "e3")
	before := w.Document()
	w.app.Clipboard().SetContent(richGame)
	w.win.Canvas().(desktopShortcuts).TypedShortcut(&fyne.ShortcutPaste{})
	tapButton(t, topDialogButtons(t, w), "Cancel")
	if w.Document() != before {
		t.Fatal("Cancel lost the unsaved game")
	}
	w.paste()
	tapButton(t, topDialogButtons(t, w), "Don't save")
	if w.Document().Game().Tag("White") != "Ada" {
		t.Fatal("Don't save did not open the pasted game")
	}
}

// labelsText joins the texts of the labels under o.
func labelsText(o fyne.CanvasObject) string {
	var b strings.Builder
	for _, l := range collect[*widget.Label](o) {
		b.WriteString(l.Text + "\n")
	}
	return b.String()
}
