package app

import (
	"slices"
	"testing"
	"wormweave/app/analysis"
	"wormweave/app/text"
	"wormweave/study"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/strength"
	"wormweave/rules"
)

// Flipping the board turns the evaluation bar with it at once, also when
// the engine has finished and sends nothing more.
func TestFlippingTheBoardFlipsTheEvaluationBar(t *testing.T) {
	w, q := newAnalysisWindow(t)
	w.toggleAnalysis()
	q.Until(t, "the first lines", linesArrived(w, 1))
	w.win.Canvas().(desktopShortcuts).TypedShortcut(keyFlip)
	if !w.board.Flipped() {
		t.Fatal("the key did not flip the board")
	}
	if !w.analysis.Bar().Flipped() {
		t.Error("the evaluation bar still has White at the bottom of a flipped board")
	}
	w.win.Canvas().(desktopShortcuts).TypedShortcut(keyFlip)
	if w.analysis.Bar().Flipped() {
		t.Error("the evaluation bar stays flipped after the board turned back")
	}
}

// Measures (times, speeds, sizes) are written as the user's language writes
// them; evaluations keep the record's notation (+0.8), as they are written
// into the record.
func TestNumbersInTheUsersLanguage(t *testing.T) {
	skipInRaceRun(t)
	tests := []struct {
		lang, speed, hash, eval string
	}{
		{"en", "1.2M", "64 MB", "+0.8"},
		{"fr", "1,2M", "64 Mo", "+0.8"},
		{"es", "1,2M", "64 MB", "+0.8"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			w := newTestWindowLang(t, tt.lang)
			w.showPreferences()
			if !hasOption(topPopUp(t, w), tt.hash) {
				t.Errorf("the preferences offer no hash of %q", tt.hash)
			}
			if got := analysis.SpeedText(1_234_567); got != tt.speed {
				t.Errorf("speed %q, want %q", got, tt.speed)
			}
			p := w.doc.Position()
			if got := analysis.ScoreText(&p, 80); got != tt.eval {
				t.Errorf("evaluation %q, want %q", got, tt.eval)
			}
		})
	}
}

// hasOption reports whether a select under o offers option.
func hasOption(o fyne.CanvasObject, option string) bool {
	for _, s := range collect[*widget.Select](o) {
		if slices.Contains(s.Options, option) {
			return true
		}
	}
	return false
}

// The end of a game against the engine says who won, in words, and how.
func TestAGameAgainstTheEngineSaysHowItEnded(t *testing.T) {
	tests := []struct {
		lang   string
		user   rules.Color
		end    func(w *Window)
		result string
		want   string
	}{
		{"en", rules.White, func(w *Window) { w.engine.Resign() }, "0-1", "You resigned: 0-1"},
		{"fr", rules.Black, func(w *Window) { w.engine.Resign() }, "1-0", "Vous avez abandonné : 1-0"},
		{"es", rules.White, func(w *Window) { w.engine.End(rules.WhiteWins) }, "1-0", "Ha ganado: 1-0"},
		{"en", rules.Black, func(w *Window) { w.engine.End(rules.WhiteWins) }, "1-0", "You lost: 1-0"},
		{"fr", rules.Black, func(w *Window) { w.engine.End(rules.BlackWins) }, "0-1", "Vous avez gagné : 0-1"},
	}
	for _, tt := range tests {
		t.Run(tt.lang+" "+tt.want, func(t *testing.T) {
			w := newTestWindowLang(t, tt.lang)
			w.post = func(func()) {} // the engine's answers are not needed
			w.engine.Start(tt.user, strength.Strength{Level: 1}, false)
			t.Cleanup(w.engine.Stop)
			tt.end(w)
			if got := w.Document().Game().Result; got != tt.result {
				t.Errorf("result %q, want %q", got, tt.result)
			}
			if got := w.engine.Label().Text; got != tt.want {
				t.Errorf("the game's row says %q, want %q", got, tt.want)
			}
		})
	}
}

// menuItem returns the main menu's item labelled label.
func menuItem(t *testing.T, w *Window, label string) *fyne.MenuItem {
	t.Helper()
	for _, m := range w.win.MainMenu().Items {
		for _, it := range m.Items {
			if it.Label == label {
				return it
			}
		}
	}
	t.Fatalf("no menu item %q", label)
	return nil
}

// Take back and resign are offered only while a game against the engine
// goes on (take back once the user has moved, see
// TestTakeBackOnlyAfterTheUsersMove).
func TestTakeBackAndResignOnlyDuringAGame(t *testing.T) {
	w := newTestWindow(t, nil)
	w.post = func(func()) {}
	check := func(when string, takeBack, resign bool) {
		t.Helper()
		for label, on := range map[string]bool{text.T("play.takeBack"): takeBack, text.T("play.resign"): resign} {
			if menuItem(t, w, label).Disabled == on {
				t.Errorf("%s: %q enabled %v, want %v", when, label, !on, on)
			}
		}
	}
	check("before a game", false, false)
	w.engine.Start(rules.White, strength.Strength{Level: 1}, false)
	t.Cleanup(w.engine.Stop)
	check("at the start of a game", false, true)
	dragOnBoard(w, "e2", "e3")
	check("after the user's move", true, true)
	w.engine.Resign()
	check("after resigning", false, false)
}

// At the end of a game the evaluation bar is the winner's, with the result
// on it, rather than even and blank.
func TestEvaluationBarShowsTheResultOfAFinishedGame(t *testing.T) {
	skipInRaceRun(t)
	tests := []struct {
		fen   string
		share float32
		text  string
	}{
		{"xxxxxxxx/xxxxxxxx/xxxxxxxx/xxxxxKPx/xkxxxxxx/xxxxxxWx/xxxxxxxx/xxxxxxxw b 59", 1, "1-0"},
		{"xxxxxxxx/xxxxxxxx/xxxxxxxx/xxxxxkpx/xKxxxxxx/xxxxxxwx/xxxxxxxx/xxxxxxxW w 58", 0, "0-1"},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			w, _ := newAnalysisWindow(t)
			p, err := rules.ParseFEN(rules.Wormhole, tt.fen)
			if err != nil {
				t.Fatal(err)
			}
			if r := p.Result(); r.String() != tt.text {
				t.Fatalf("the position's result is %s, want %s", r, tt.text)
			}
			w.setDocument(study.NewGameDocument(rules.Wormhole, p), nil, 0, "")
			w.toggleAnalysis()
			b := w.analysis.Bar()
			share, text := b.Shown()
			if !b.Visible() || share != tt.share || text != tt.text {
				t.Errorf("the bar shows %v of White's with %q (shown %v), want %v with %q", share, text, b.Visible(), tt.share, tt.text)
			}
		})
	}
}

// The preferences' choices, the engine's with the others, start one under
// the other, in every language.
func TestPreferencesChoicesAlign(t *testing.T) {
	skipInRaceRun(t)
	for _, code := range []string{"en", "fr", "es"} {
		t.Run(code, func(t *testing.T) {
			w := newTestWindowLang(t, code)
			w.showPreferences()
			top := topPopUp(t, w)
			w.win.Canvas().Refresh(top)
			selects := collect[*widget.Select](top)
			if len(selects) < 6 {
				t.Fatalf("%d choices in the preferences, want the 3 general and the 3 engine ones", len(selects))
			}
			d := fyne.CurrentApp().Driver()
			x0 := d.AbsolutePositionForObject(selects[0]).X
			for _, s := range selects[1:] {
				if x := d.AbsolutePositionForObject(s).X; x != x0 {
					t.Errorf("the choice %q starts at x=%v, the language's at x=%v", s.Selected, x, x0)
				}
			}
			if width := top.MinSize().Width; width > w.win.Canvas().Size().Width {
				t.Errorf("the preferences are %v wide, the window %v", width, w.win.Canvas().Size().Width)
			}
		})
	}
}

// A line under the engine's lines sets them apart from the move list.
func TestEngineLinesAreSetApartFromTheMoveList(t *testing.T) {
	w, q := newAnalysisWindow(t)
	w.toggleAnalysis()
	q.Until(t, "the first lines", linesArrived(w, 1))
	objs := w.analysis.LineBox().Objects
	if len(objs) != len(w.analysis.Lines())+1 {
		t.Fatalf("%d objects for %d lines", len(objs), len(w.analysis.Lines()))
	}
	if _, ok := objs[len(objs)-1].(*widget.Separator); !ok {
		t.Errorf("the lines end with %T, not a separator", objs[len(objs)-1])
	}
}

// In a short window the preferences scroll, rather than run their last
// rows under the Close button or off the window.
func TestPreferencesFitAShortWindow(t *testing.T) {
	skipInRaceRun(t)
	for _, h := range []float32{500, 600, 900} {
		w := newTestWindowLang(t, "fr")
		w.win.Resize(fyne.NewSize(900, h))
		w.showPreferences()
		top := topPopUp(t, w)
		w.win.Canvas().Refresh(top)
		d := fyne.CurrentApp().Driver()
		var closeTop, closeBottom float32
		for _, b := range findButtons(top) {
			if b.Text == text.T("dialog.close") {
				closeTop = d.AbsolutePositionForObject(b).Y
				closeBottom = closeTop + b.Size().Height
			}
		}
		if closeBottom == 0 || closeBottom > w.win.Canvas().Size().Height {
			t.Errorf("window %v tall: the Close button ends at y=%v", h, closeBottom)
		}
		// The rows end above the button, or are in a scroll that does.
		scrolls := collect[*container.Scroll](top)
		for _, c := range collect[*widget.Check](top) {
			bottom := d.AbsolutePositionForObject(c).Y + c.Size().Height
			if bottom <= closeTop {
				continue
			}
			if len(scrolls) != 1 || d.AbsolutePositionForObject(scrolls[0]).Y+scrolls[0].Size().Height > closeTop {
				t.Errorf("window %v tall: %q ends at y=%v, under the Close button at y=%v", h, c.Text, bottom, closeTop)
			}
		}
	}
}

// At the end of a record whose result is decided though its last position
// is not (a resignation), the status says the game is over and who won,
// not whose turn it is.
func TestStatusAtTheEndOfADecidedRecord(t *testing.T) {
	tests := []struct{ lang, want string }{
		{"en", "Game over: Black wins (0-1)"},
		{"fr", "Partie terminée : les Noirs gagnent (0-1)"},
		{"es", "Partida terminada: ganan las negras (0-1)"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			w := newTestWindowLang(t, tt.lang)
			w.post = func(func()) {}
			w.engine.Start(rules.White, strength.Strength{Level: 1}, false)
			t.Cleanup(w.engine.Stop)
			toMove := w.status.Text
			w.engine.Resign()
			if got := w.status.Text; got != tt.want {
				t.Errorf("after resigning the status says %q, want %q", got, tt.want)
			}
			// Elsewhere than at the end the status is the position's.
			d := w.Document()
			p := d.Position()
			if err := d.Play(p.Moves(nil)[0]); err != nil {
				t.Fatal(err)
			}
			d.Back()
			if got := w.status.Text; got != toMove {
				t.Errorf("back before a variation the status says %q, want %q", got, toMove)
			}
		})
	}
}
