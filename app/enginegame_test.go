package app

import (
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"wormweave/app/internal/uitest"
	"wormweave/app/strength"
	"wormweave/app/text"
	"wormweave/notation"
	"wormweave/rules"
)

// newEngineGame opens a window and starts a game against the weakest level
// there, the user playing user; the engine's replies reach the board through
// the queue returned.
func newEngineGame(t *testing.T, user rules.Color) (*Window, *uitest.Queue) {
	t.Helper()
	w := newTestWindow(t, nil)
	q := uitest.NewQueue(100)
	w.post = q.Post
	w.engine.Start(user, strength.Strength{Level: 1}, false)
	return w, q
}

// A game against the weakest level, the user playing random legal turns on
// the board, runs to its end: the engine answers only with legal turns, the
// result and the engine's name go into the record.
func TestGameAgainstTheEngineReachesAResult(t *testing.T) {
	for _, user := range []rules.Color{rules.White, rules.Black} {
		t.Run(user.String(), func(t *testing.T) {
			w, q := newEngineGame(t, user)
			o := w.engine
			if !o.Active() || !w.engine.Bar().Visible() {
				t.Fatal("no game against the engine")
			}
			t.Cleanup(w.engine.Stop)
			d := w.Document()
			rng := rand.New(rand.NewSource(int64(user) + 1))
			engineTurns := 0
			for plies := 0; !o.Over(); plies++ {
				if plies > 200 {
					t.Fatal("the game does not end")
				}
				p := d.Position()
				if p.Turn() == user {
					if hints := w.pick(int(p.Moves(nil)[0].From)); hints.IsZero() {
						t.Fatal("the user cannot pick a piece on their turn")
					}
					turns := p.Turns()
					turn := turns[rng.Intn(len(turns))]
					for _, m := range turn {
						if err := d.Play(m); err != nil {
							t.Fatal(err)
						}
					}
					continue
				}
				if len(p.Moves(nil)) > 0 && !w.pick(int(p.Moves(nil)[0].From)).IsZero() {
					t.Fatal("the user can pick a piece on the engine's turn")
				}
				before := d.Cursor()
				q.Until(t, "the engine's answer", func() bool { return o.Over() || d.Cursor() != before })
				if !o.Over() {
					engineTurns++
					if d.Cursor().Parent() != before {
						t.Fatal("the engine's answer is not a move after the position")
					}
					after := before.Position()
					if err := after.PlayTurn(d.Cursor().Turn()); err != nil {
						t.Fatalf("the engine played an illegal turn: %v", err)
					}
				}
			}
			g := d.Game()
			p := d.Position()
			if g.Result != p.Result().String() || g.Result == "*" {
				t.Errorf("result %q, the position says %s", g.Result, p.Result())
			}
			if got := g.Tag("Termination"); got != "normal" {
				t.Errorf("the Termination tag is %q, want normal", got)
			}
			name := g.Tag("White")
			if user == rules.White {
				name = g.Tag("Black")
			}
			if name != "Wormweave, level 1 of 20" || engineTurns == 0 {
				t.Errorf("the engine is named %q and played %d turns", name, engineTurns)
			}
		})
	}
}

// During a game against the engine its opinion is not given away: the
// analysis item is disabled, its key and the panel's switch leave it off
// with a notice that says why, the review is disabled too; all come back
// when the game ends.
func TestNoAnalysisDuringAGameAgainstTheEngine(t *testing.T) {
	w, q := newAnalysisWindow(t)
	w.post = q.Post
	w.engine.Start(rules.White, strength.Strength{Level: 1}, false)
	t.Cleanup(w.engine.Stop)
	if !menuItem(t, w, text.T("menu.analysis")).Disabled || !menuItem(t, w, text.T("menu.review")).Disabled {
		t.Error("the analysis or the review can be chosen in the menu during the game")
	}
	w.win.Canvas().(desktopShortcuts).TypedShortcut(keyAnalysis)
	if w.analysis.On() || w.analysis.Running() {
		t.Fatal("the key started the analysis during the game")
	}
	if got, want := w.notice.Text(), text.T("notice.noAnalysisInGame"); got != want {
		t.Errorf("notice %q, want %q", got, want)
	}
	test.Tap(w.analysis.Switch())
	if w.analysis.On() || w.analysis.Switch().Checked {
		t.Fatal("the panel's switch started the analysis during the game")
	}
	w.toggleAnalysis()
	if w.analysis.On() {
		t.Fatal("the analysis started during the game")
	}

	w.engine.Resign()
	if menuItem(t, w, text.T("menu.analysis")).Disabled || menuItem(t, w, text.T("menu.review")).Disabled {
		t.Error("the analysis or the review stay disabled after the game")
	}
	w.win.Canvas().(desktopShortcuts).TypedShortcut(keyAnalysis)
	if !w.analysis.On() {
		t.Fatal("the key does not start the analysis after the game")
	}
}

// Take back is offered only when there is a move of the user's to take
// back: not at the start of the game, nor after the engine's first move
// when the user plays Black; the button and the menu item agree.
func TestTakeBackOnlyAfterTheUsersMove(t *testing.T) {
	for _, user := range []rules.Color{rules.White, rules.Black} {
		t.Run(user.String(), func(t *testing.T) {
			w, q := newEngineGame(t, user)
			t.Cleanup(w.engine.Stop)
			d := w.Document()
			check := func(when string, want bool) {
				t.Helper()
				if got := !w.engine.TakeBackButton().Disabled(); got != want {
					t.Errorf("%s: the take back button enabled %v, want %v", when, got, want)
				}
				if got := !menuItem(t, w, text.T("play.takeBack")).Disabled; got != want {
					t.Errorf("%s: the take back item enabled %v, want %v", when, got, want)
				}
				if menuItem(t, w, text.T("play.resign")).Disabled || w.engine.ResignButton().Disabled() {
					t.Errorf("%s: resign is not offered", when)
				}
			}
			if user == rules.Black {
				check("while the engine thinks of its first move", false)
				q.Until(t, "the engine's first move", func() bool { return d.Cursor().Ply() == 1 })
			}
			check("before the user's first move", false)
			start := d.Cursor()
			p := d.Position()
			if err := d.Play(p.Moves(nil)[0]); err != nil {
				t.Fatal(err)
			}
			check("after the user's move", true)
			q.Until(t, "the engine's answer", func() bool { return d.Cursor().Ply() == start.Ply()+2 })
			check("after the engine's answer", true)
			w.engine.TakeBack()
			if d.Cursor() != start {
				t.Fatal("take back did not go back to before the user's move")
			}
			check("after taking back", false)
		})
	}
}

// The engine's name in the record's tags does not follow the interface's
// language: a record is read by other programs and by people in other
// languages. The panel still names the engine in the user's language.
func TestEngineTagIsTheSameInEveryLanguage(t *testing.T) {
	skipInRaceRun(t)
	for _, c := range []struct {
		lang     string
		s        strength.Strength
		tag, bar string
	}{
		{"fr", strength.Strength{Level: 3}, "Wormweave, level 3 of 20", "Wormweave, niveau 3"},
		{"es", strength.Strength{Level: 0}, "Wormweave, level 0 of 20", "Wormweave, nivel 0"},
		{"fr", strength.Strength{MoveTime: 3 * time.Second}, "Wormweave, 3 s a move", "Wormweave, 3 s par coup"},
		{"en", strength.Strength{MoveTime: 10 * time.Second}, "Wormweave, 10 s a move", "Wormweave, 10 s a move"},
	} {
		t.Run(c.lang+" "+c.tag, func(t *testing.T) {
			w := newTestWindowLang(t, c.lang)
			w.post = func(func()) {}
			w.engine.Start(rules.White, c.s, false)
			t.Cleanup(w.engine.Stop)
			if got := w.Document().Game().Tag("Black"); got != c.tag {
				t.Errorf("the Black tag is %q, want %q", got, c.tag)
			}
			if got := w.engine.Label().Text; !strings.Contains(got, c.bar) {
				t.Errorf("the panel says %q, want it to name %q", got, c.bar)
			}
			if got := w.info.Text; !strings.Contains(got, c.bar) {
				t.Errorf("the players line says %q, want it to name %q", got, c.bar)
			}
		})
	}
}

// A record written by an earlier version, with the engine's name in
// French, opens like any other: the name is shown and saved as it was.
func TestOlderRecordWithATranslatedEngineTag(t *testing.T) {
	skipInRaceRun(t)
	w := newTestWindow(t, nil)
	path := filepath.Join(t.TempDir(), "older.pgn")
	record := "[Event \"?\"]\n[White \"?\"]\n[Black \"Wormweave, niveau 3\"]\n[Result \"*\"]\n[Variant \"Wormhole\"]\n\n1. e2-e3 e7-e6 *\n"
	if err := os.WriteFile(path, []byte(record), 0o644); err != nil {
		t.Fatal(err)
	}
	w.openPath(path)
	if top := w.win.Canvas().Overlays().Top(); top != nil {
		t.Fatalf("opening the record shows %q", labelsText(top))
	}
	if got := w.Document().Game().Tag("Black"); got != "Wormweave, niveau 3" {
		t.Fatalf("the Black tag reads %q", got)
	}
	if !strings.Contains(w.info.Text, "Wormweave, niveau 3") {
		t.Errorf("the players are shown as %q", w.info.Text)
	}
	w.Document().Back()
	dragOnBoard(w, "d7", "d6") // a variation, so that there is something to save
	data := savedText(t, w, path)
	if !strings.Contains(data, "d7-d6") {
		t.Fatalf("the variation was not saved:\n%s", data)
	}
	if !strings.Contains(data, "[Black \"Wormweave, niveau 3\"]") {
		t.Errorf("the saved record lost the engine's name:\n%s", data)
	}
}

// When the game against the engine ends its buttons go, but their row
// keeps its height: the panel below does not jump.
func TestPlayBarKeepsItsHeightAtTheEnd(t *testing.T) {
	w := newTestWindow(t, nil)
	w.post = func(func()) {}
	w.engine.Start(rules.White, strength.Strength{Level: 1}, false)
	t.Cleanup(w.engine.Stop)
	v := w.analysis
	where := func() (float32, float32) {
		w.win.Content().Refresh()
		abs := fyne.CurrentApp().Driver().AbsolutePositionForObject(v.Head())
		return w.engine.Bar().Size().Height, abs.Y
	}
	height, y := where()
	w.engine.Resign()
	if w.engine.TakeBackButton().Visible() || w.engine.ResignButton().Visible() {
		t.Fatal("the game's buttons are still shown after it")
	}
	if h, at := where(); h != height || at != y {
		t.Errorf("at the end the row is %v high and the panel below at %v, were %v and %v", h, at, height, y)
	}
}

// The row that says how a finished game against the engine ended belongs
// to that game: it goes as soon as the window shows another one, however
// the other one comes (a new game, a file opened, a paste).
func TestFinishedGamesRowGoesWithItsGame(t *testing.T) {
	path := filepath.Join(t.TempDir(), "other.pgn")
	if err := os.WriteFile(path, []byte(richGame), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		next func(w *Window)
	}{
		{"new game", func(w *Window) { w.newGame(rules.Wormhole) }},
		{"open", func(w *Window) { w.confirmDiscard(func() { w.openPath(path) }) }},
		{"paste", func(w *Window) {
			w.app.Clipboard().SetContent(richGame)
			w.paste()
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			w, _ := newEngineGame(t, rules.White)
			t.Cleanup(w.engine.Stop)
			w.engine.Resign()
			if !w.engine.Bar().Visible() || !strings.Contains(w.engine.Label().Text, "1") {
				t.Fatalf("no result shown after resigning: %q", w.engine.Label().Text)
			}
			c.next(w)
			if top := w.win.Canvas().Overlays().Top(); top != nil {
				tapButton(t, top, text.T("dialog.discard"))
			}
			if w.Document().Game().Result == "0-1" {
				t.Fatal("the finished game is still shown")
			}
			if w.engine.Bar().Visible() {
				t.Errorf("after %s the panel still says %q", c.name, w.engine.Label().Text)
			}
		})
	}
}

// Resigning, from the panel's button or the menu, asks first: "No" leaves
// the game going on, "Yes" ends it. The record then says how it ended
// with PGN's Termination tag, as other programs write it.
func TestResignAsksAndRecordsTheTermination(t *testing.T) {
	for _, from := range []string{"button", "menu"} {
		t.Run(from, func(t *testing.T) {
			w, _ := newEngineGame(t, rules.White)
			t.Cleanup(w.engine.Stop)
			o := w.engine
			ask := func() {
				if from == "button" {
					test.Tap(w.engine.ResignButton())
				} else {
					menuItem(t, w, text.T("play.resign")).Action()
				}
			}
			ask()
			if o.Over() {
				t.Fatal("one click resigned, with no question")
			}
			tapButton(t, topPopUp(t, w), "No")
			if o.Over() || w.Document().Game().Result != "*" {
				t.Fatal("answering No resigned the game")
			}
			ask()
			tapButton(t, topPopUp(t, w), "Yes")
			g := w.Document().Game()
			if !o.Over() || g.Result != "0-1" {
				t.Fatalf("after Yes: over %v, result %q", o.Over(), g.Result)
			}
			if got := g.Tag("Termination"); got != "normal" {
				t.Errorf("the Termination tag is %q, want normal", got)
			}
			if text := string(notation.AppendGame(nil, g)); !strings.Contains(text, `[Termination "normal"]`) {
				t.Errorf("the record does not say how the game ended:\n%s", text)
			}
		})
	}
}

// The questions that want a yes or a no answer in the user's language:
// Fyne's own buttons do not (its Spanish "Si" lacks its accent). Escape
// answers no.
func TestYesAndNoInTheUsersLanguage(t *testing.T) {
	skipInRaceRun(t)
	w, _ := newEngineGame(t, rules.White)
	t.Cleanup(w.engine.Stop)
	w.setLanguage("es")
	test.Tap(w.engine.ResignButton())
	top := topPopUp(t, w)
	tapButton(t, top, "No")
	test.Tap(w.engine.ResignButton())
	w.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if w.win.Canvas().Overlays().Top() != nil || w.engine.Over() {
		t.Fatal("Escape did not answer no to resigning")
	}
	test.Tap(w.engine.ResignButton())
	tapButton(t, topPopUp(t, w), "Sí")
	if !w.engine.Over() {
		t.Fatal("Sí did not resign")
	}
}
