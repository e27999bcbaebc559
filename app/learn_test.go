package app

import (
	"os"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"wormweave/app/internal/uitest"
	"wormweave/app/prefs"
	"wormweave/app/strength"
	course "wormweave/learn"
	"wormweave/rules"
)

// learnCourse is the window tests' course: one stage of two levels, a
// king to walk to the stars.
func learnCourse(t *testing.T) func(rules.Variant) (*course.Course, error) {
	t.Helper()
	data, err := os.ReadFile("testdata/learn-test.course")
	if err != nil {
		t.Fatal(err)
	}
	c, err := course.Parse("learn-test.course", data)
	if err != nil {
		t.Fatal(err)
	}
	return func(rules.Variant) (*course.Course, error) { return c, nil }
}

// openLearn opens the map of the test course from the Game menu; the
// course's delayed work runs on the queue returned.
func openLearn(t *testing.T, w *Window) *uitest.Queue {
	t.Helper()
	q := uitest.NewQueue(100)
	w.post = q.Post
	w.learn.SetAfter(func(_ time.Duration, f func()) { f() })
	w.learn.SetCourse(learnCourse(t))
	menuItem(t, w, "Learn to play").Action()
	if v, ok := w.learn.MapShown(); !ok || v != rules.Wormhole {
		t.Fatalf("Game > Learn to play shows no map of Wormhole (%v %v)", v, ok)
	}
	return q
}

// walk plays a king's steps by clicks on the board, as the learner does.
func walk(w *Window, q *uitest.Queue, squares ...string) {
	for i := 0; i+1 < len(squares); i++ {
		tapSquare(w, squares[i])
		tapSquare(w, squares[i+1])
		q.Drain()
	}
}

// The map of Game > Learn to play opens the first level on Enter; the
// king walked to the star by clicks passes it at par with three stars,
// the analysis withheld meanwhile; Enter opens the next level, whose
// stars are drawn over the board, and the map shows the stars earned.
func TestLearnPlaysALevelByClicksToItsStars(t *testing.T) {
	skipInRaceRun(t)
	w := newTestWindow(t, nil)
	q := openLearn(t, w)
	uitest.PressKey(w.win.Canvas(), fyne.KeyReturn) // the map's default: the next level
	q.Drain()
	if _, ok := w.learn.MapShown(); ok {
		t.Fatal("the map stays after Enter")
	}
	if got := w.Document().Position(); got.FEN() != "7k/8/8/8/8/8/8/4K3 w 0" {
		t.Fatalf("the board shows %q, want the first level's position", got.FEN())
	}
	if w.learn.Stars().Squares() != 1<<uitest.Square("e3") {
		t.Errorf("the stars drawn are %x, want e3", w.learn.Stars().Squares())
	}
	if !menuItem(t, w, "Start or stop the analysis").Disabled {
		t.Errorf("the analysis is offered during a level")
	}
	walk(w, q, "e1", "e2", "e3")
	if got := w.learn.Status(); !strings.Contains(got, "★★★") {
		t.Fatalf("after the king reached the star the row says %q, want three stars", got)
	}
	if w.learn.NextButton().Disabled() {
		t.Errorf("the next level is not offered")
	}
	uitest.PressKey(w.win.Canvas(), fyne.KeyReturn)
	q.Drain()
	if got := w.Document().Position(); got.FEN() != "7k/8/8/8/8/8/8/K7 w 0" {
		t.Fatalf("Enter shows %q, want the second level's position", got.FEN())
	}
	if want := uint64(1<<uitest.Square("a3") | 1<<uitest.Square("c3")); w.learn.Stars().Squares() != want {
		t.Errorf("the stars drawn are %x, want a3 and c3", w.learn.Stars().Squares())
	}
	if !strings.Contains(w.learn.Title(), "level 2 of 2") {
		t.Errorf("the row's title is %q, want level 2 of 2", w.learn.Title())
	}
	w.learn.MapButton().OnTapped()
	if b := w.learn.LevelButton(0, 0); b == nil || b.Text != "1 ★★★" {
		t.Fatalf("the map's first level shows %v, want 1 ★★★", b)
	}
	if b := w.learn.LevelButton(0, 1); b.Text != "2 ☆☆☆" || b.Importance != 1 {
		t.Errorf("the map's second level shows %q (importance %d), want it highlighted without stars", b.Text, b.Importance)
	}
}

// The stars earned are kept in the preferences: a new window on the same
// preferences shows them on its map.
func TestLearnProgressSurvivesANewWindow(t *testing.T) {
	skipInRaceRun(t)
	w := newTestWindow(t, nil)
	q := openLearn(t, w)
	uitest.PressKey(w.win.Canvas(), fyne.KeyReturn)
	q.Drain()
	walk(w, q, "e1", "d2", "e3") // par 2: three stars still
	if got := w.app.Preferences().String(prefs.LearnProgress(rules.Wormhole)); got == "" {
		t.Fatal("nothing kept in the preferences")
	}
	again := NewWindow(w.app, nil)
	t.Cleanup(again.win.Close)
	again.win.Resize(fyne.NewSize(1000, 700))
	openLearn(t, again)
	if b := again.learn.LevelButton(0, 0); b == nil || b.Text != "1 ★★★" {
		t.Fatalf("the new window's map shows %v for the first level, want 1 ★★★", b)
	}
}

// A king sent two squares away is refused: the row says why in the
// rules' words, and the king stays selected, its targets lit; the level
// goes on, and Ctrl+R's restart gives its position back.
func TestLearnRefusedMoveIsExplainedWithItsTargets(t *testing.T) {
	skipInRaceRun(t)
	w := newTestWindow(t, nil)
	q := openLearn(t, w)
	uitest.PressKey(w.win.Canvas(), fyne.KeyReturn)
	q.Drain()
	tapSquare(w, "e1")
	tapSquare(w, "e4")
	q.Drain()
	if got := w.learn.Status(); !strings.Contains(got, "king does not move so") {
		t.Errorf("the refusal says %q, want why the king cannot go there", got)
	}
	if w.Board().Selected() != uitest.Square("e1") {
		t.Fatalf("the king is not selected after the refusal (selected %d)", w.Board().Selected())
	}
	tapSquare(w, "e2") // the king, still selected, goes there
	q.Drain()
	if p := w.Document().Position(); p.FEN() == "7k/8/8/8/8/8/8/4K3 w 0" {
		t.Fatal("the king's move after the refusal was not played")
	}
	menuItem(t, w, "Restart the level").Action()
	q.Drain()
	if got := w.Document().Position(); got.FEN() != "7k/8/8/8/8/8/8/4K3 w 0" {
		t.Errorf("the restart shows %q, want the level's position", got.FEN())
	}
	if !strings.Contains(w.learn.Status(), "Moves: 0") {
		t.Errorf("after the restart the row says %q, want no move counted", w.learn.Status())
	}
}

// The first start's offer: Learn shows the map, and once answered the
// offer never shows again.
func TestLearnOfferIsAnsweredOnce(t *testing.T) {
	skipInRaceRun(t)
	for _, yes := range []bool{true, false} {
		w := newTestWindow(t, nil)
		w.learn.SetCourse(learnCourse(t))
		w.learn.Offer()
		if !w.learn.OfferRow().Visible() {
			t.Fatal("the offer does not show")
		}
		learnB, notNow := w.learn.OfferButtons()
		if yes {
			learnB.OnTapped()
		} else {
			notNow.OnTapped()
		}
		if _, shown := w.learn.MapShown(); w.learn.OfferRow().Visible() || shown != yes {
			t.Errorf("answer %v: the offer visible %v, the map shown %v", yes, w.learn.OfferRow().Visible(), shown)
		}
		w.learn.Offer()
		if w.learn.OfferRow().Visible() {
			t.Errorf("answer %v: the offer shows again", yes)
		}
	}
}

// The first game's level is a game against the engine's weakest
// strength from the level's position, the learner's side at the bottom.
func TestLearnFirstGameIsPlayedAgainstTheWeakestEngine(t *testing.T) {
	w := newTestWindow(t, nil)
	q := openLearn(t, w)
	w.learn.LevelButton(1, 0).OnTapped()
	q.Drain()
	user, s, ok := w.engine.Opponent(w.Document())
	if !ok || user != rules.White || s != strength.All()[0] {
		t.Fatalf("the first game is against %v (ok %v), the user playing %v; want the weakest strength, the user White", s, ok, user)
	}
	if got := w.Document().Position(); got.FEN() != "7k/8/8/8/8/8/8/4K3 w 0" {
		t.Errorf("the first game starts from %q", got.FEN())
	}
	if !strings.Contains(w.learn.Status(), "against the engine") {
		t.Errorf("the row says %q during the first game", w.learn.Status())
	}
	w.engine.Stop()
}
