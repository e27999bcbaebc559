package enginegame

import (
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/internal/uitest"
	"wormweave/app/prefs"
	"wormweave/app/strength"
	"wormweave/clock"
	"wormweave/engine"
	"wormweave/notation"
	"wormweave/rules"
	"wormweave/study"
)

// fakeTime is the clocks' time, moved only by the test.
type fakeTime struct{ t time.Time }

func (f *fakeTime) now() time.Time       { return f.t }
func (f *fakeTime) pass(d time.Duration) { f.t = f.t.Add(d) }

// clockGame is a game against the weakest level on a clock, on fake time
// that ticks only when the test calls Tick.
type clockGame struct {
	*testWindow
	q     *uitest.Queue
	time  *fakeTime
	ticks int // tickers started and not stopped
	prefs fyne.Preferences
	errs  []error
	// hold keeps the engine's answers in held, unplayed, while it is set.
	hold atomic.Bool
	held chan func()
}

func newClockGame(t *testing.T, user rules.Color, tc clock.TimeControl) *clockGame {
	t.Helper()
	a := test.NewTempApp(t)
	uitest.UseLanguage(t, "en")
	win := a.NewWindow("")
	t.Cleanup(win.Close)
	g := &clockGame{testWindow: &testWindow{doc: study.NewGameDocument(rules.Wormhole, nil)}, time: &fakeTime{t: time.Date(2026, 12, 1, 20, 0, 0, 0, time.UTC)}, prefs: a.Preferences()}
	w := g.testWindow
	h := w.host(win, a, func(err error) { g.errs = append(g.errs, err) })
	h.Prefs = a.Preferences()
	w.engine = New(h)
	win.SetContent(w.engine.Bar())
	win.Resize(fyne.NewSize(400, 300))
	g.q = uitest.NewQueue(100)
	g.held = make(chan func(), 10)
	w.engine.post = func(f func()) {
		if g.hold.Load() {
			g.held <- f
			return
		}
		g.q.Post(f)
	}
	w.engine.SetNow(g.time.now, func(func()) func() { g.ticks++; return func() { g.ticks-- } })
	w.engine.SetTimeControl(tc)
	if !tc.None() {
		w.engine.Start(user, strength.Strength{Level: 1}, false)
	}
	t.Cleanup(w.engine.Stop)
	return g
}

var threeTwo = clock.TimeControl{Base: 3 * time.Minute, Inc: 2 * time.Second}

// TestEnginePlaysOnTheClock: the engine (White) is given both clocks and
// the increments, not a time a move; its answer is written with its
// time, as is the user's move with the user's; the next search is given
// the clocks as they stand.
func TestEnginePlaysOnTheClock(t *testing.T) {
	g := newClockGame(t, rules.Black, threeTwo)
	e := g.engine
	want := engine.Limits{WTime: 180 * time.Second, BTime: 180 * time.Second, WInc: 2 * time.Second, BInc: 2 * time.Second}
	if !e.Searching() || !sameLimits(e.cur.lastLimits, want) {
		t.Fatalf("the engine's first search: searching %v, limits %+v; want %+v", e.Searching(), e.cur.lastLimits, want)
	}
	g.time.pass(5 * time.Second)
	d := g.Document()
	g.q.Until(t, "the engine's answer", func() bool { return d.Cursor().Ply() == 1 })
	if got := d.Cursor().CommentAfter(); got != "[%clk 0:02:57]" {
		t.Errorf("the engine's move has %q, want [%%clk 0:02:57] (180 s less 5, plus 2)", got)
	}
	g.time.pass(10500 * time.Millisecond)
	e.Tick()
	if wt, bt := e.Clocks().Text(); wt != "2:57" || bt != "2:49" || !e.Clocks().State().Black.Running || e.Clocks().State().White.Running {
		t.Errorf("the faces show %q and %q, %+v; want 2:57 and 2:49 with Black's running", wt, bt, e.Clocks().State())
	}
	p := d.Position()
	if err := d.Play(p.Moves(nil)[0]); err != nil {
		t.Fatal(err)
	}
	if got := d.Cursor().CommentAfter(); got != "[%clk 0:02:51]" {
		t.Errorf("the user's move has %q, want [%%clk 0:02:51] (180 s less 10.5, plus 2, cut to the second)", got)
	}
	want = engine.Limits{WTime: 177 * time.Second, BTime: 171500 * time.Millisecond, WInc: 2 * time.Second, BInc: 2 * time.Second}
	if !sameLimits(e.cur.lastLimits, want) {
		t.Errorf("the engine's second search has %+v, want %+v", e.cur.lastLimits, want)
	}
	g.q.Until(t, "the engine's second answer", func() bool { return d.Cursor().Ply() == 3 })
	if got := d.Game().Tag("TimeControl"); got != "180+2" {
		t.Errorf("the record's TimeControl is %q, want 180+2", got)
	}
	// One undo takes the move with its clock: the reading is part of it.
	if !d.Undo() || d.Cursor().Ply() != 2 {
		t.Errorf("one undo took the engine's move to ply %d, want 2", d.Cursor().Ply())
	}
	d.Redo()

	// The record keeps the clocks through writing and reading, as a save
	// and an open do.
	text := string(notation.AppendGame(nil, d.Game()))
	games, errs, err := notation.ReadAll(strings.NewReader(text), "clocks.pgn")
	if err != nil || len(games) != 1 || errs[0] != nil {
		t.Fatalf("reading %s: %v %v", text, errs, err)
	}
	var got []time.Duration
	for n := games[0].Root.Next(); n != nil; n = n.Next() {
		c, ok := n.Clock()
		if !ok {
			t.Fatalf("a move has no clock in %s", text)
		}
		got = append(got, c)
	}
	if len(got) != 3 || got[0] != 177*time.Second || got[1] != 171*time.Second {
		t.Errorf("clocks read back %v from %s", got, text)
	}
}

// TestFlagEndsTheGame: the user's flag, on the user's turn, loses the
// game; the engine's flag, while its answer waits to be played, wins it;
// either way the record says so and the clocks stop.
func TestFlagEndsTheGame(t *testing.T) {
	tests := []struct {
		name       string
		engineFlag bool
		result     string
		label      string
	}{
		{"the user's flag", false, "0-1", "You lost on time: 0-1"},
		{"the engine's flag", true, "1-0", "You won on time: 1-0"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := newClockGame(t, rules.White, clock.TimeControl{Base: time.Minute})
			e, d := g.engine, g.Document()
			if g.ticks != 1 {
				t.Fatalf("%d tickers run, want 1", g.ticks)
			}
			var answer func()
			if tt.engineFlag {
				g.hold.Store(true)
				p := d.Position()
				if err := d.Play(p.Moves(nil)[0]); err != nil {
					t.Fatal(err)
				}
				// The engine's answer is on its way: its time runs out first.
				answer = <-g.held
			}
			g.time.pass(59900 * time.Millisecond)
			e.Tick()
			if e.Over() {
				t.Fatal("the game ended with a tenth of a second left")
			}
			g.time.pass(100 * time.Millisecond)
			e.Tick()
			if answer != nil {
				answer()
			}
			gm := d.Game()
			if !e.Over() || gm.Result != tt.result || gm.Tag("Termination") != "time forfeit" || e.Label().Text != tt.label {
				t.Errorf("over %v, result %q, Termination %q, label %q; want %s, time forfeit, %q",
					e.Over(), gm.Result, gm.Tag("Termination"), e.Label().Text, tt.result, tt.label)
			}
			if tt.engineFlag && d.Cursor().Ply() != 1 {
				t.Errorf("the engine's answer was played after its flag fell (ply %d)", d.Cursor().Ply())
			}
			if g.ticks != 0 || !e.Clock().Stopped() {
				t.Errorf("%d tickers still run, clock stopped %v", g.ticks, e.Clock().Stopped())
			}
			st := e.Clocks().State()
			if flagged := st.White.Flagged; flagged == tt.engineFlag || st.Black.Flagged != tt.engineFlag || st.White.ToMove || st.Black.ToMove {
				t.Errorf("the faces show the flags %+v", st)
			}
		})
	}
}

// TestTakeBackKeepsTheClocks: taking back gives no time back; the user's
// time runs again.
func TestTakeBackKeepsTheClocks(t *testing.T) {
	g := newClockGame(t, rules.White, threeTwo)
	e, d := g.engine, g.Document()
	g.time.pass(4 * time.Second)
	p := d.Position()
	if err := d.Play(p.Moves(nil)[0]); err != nil {
		t.Fatal(err)
	}
	g.q.Until(t, "the engine's answer", func() bool { return d.Cursor().Ply() == 2 })
	g.time.pass(6 * time.Second)
	e.TakeBack()
	c := e.Clock()
	if d.Cursor().Ply() != 0 || c.Turn() != rules.White || !c.Running() || c.Left(rules.White) != 172*time.Second {
		t.Errorf("after take back: ply %d, turn %v, running %v, White %v; want White's 172 s running", d.Cursor().Ply(), c.Turn(), c.Running(), c.Left(rules.White))
	}
	g.time.pass(time.Second)
	if err := d.Play(p.Moves(nil)[1]); err != nil {
		t.Fatal(err)
	}
	if got := d.Cursor().CommentAfter(); got != "[%clk 0:02:53]" {
		t.Errorf("the move after take back has %q, want [%%clk 0:02:53]", got)
	}
	g.q.Until(t, "the engine's answer", func() bool { return d.Cursor().Ply() == 2 })
}

// TestUndoGivesTheTurnBack: undoing the user's move while the engine
// thinks gives the turn, and the running time, back to the user, less the
// increment the move earned; the engine's answer is dropped.
func TestUndoGivesTheTurnBack(t *testing.T) {
	g := newClockGame(t, rules.White, threeTwo)
	e, d := g.engine, g.Document()
	g.hold.Store(true)
	g.time.pass(4 * time.Second)
	p := d.Position()
	if err := d.Play(p.Moves(nil)[0]); err != nil {
		t.Fatal(err)
	}
	answer := <-g.held
	g.time.pass(time.Second)
	d.Undo()
	answer()
	c := e.Clock()
	if d.Cursor().Ply() != 0 || c.Turn() != rules.White || !c.Running() || c.Left(rules.White) != 176*time.Second || c.Left(rules.Black) != 179*time.Second {
		t.Errorf("after undo: ply %d, turn %v, running %v, White %v, Black %v; want White's 176 s running, Black 179 s",
			d.Cursor().Ply(), c.Turn(), c.Running(), c.Left(rules.White), c.Left(rules.Black))
	}
}

// TestNoClockPlaysAsBefore: without a time control the engine has its
// strength's time a move, no clock shows and no move gets a [%clk].
func TestNoClockPlaysAsBefore(t *testing.T) {
	g := newClockGame(t, rules.White, clock.TimeControl{})
	e := g.engine
	e.Start(rules.White, strength.Strength{MoveTime: time.Second}, false)
	d := g.Document()
	p := d.Position()
	if err := d.Play(p.Moves(nil)[0]); err != nil {
		t.Fatal(err)
	}
	if !sameLimits(e.cur.lastLimits, engine.Limits{MoveTime: time.Second}) || e.Clocks().Visible() || g.ticks != 0 {
		t.Errorf("limits %+v, clocks visible %v, %d tickers", e.cur.lastLimits, e.Clocks().Visible(), g.ticks)
	}
	e.Stop()
	if c := d.Cursor().CommentAfter(); c != "" {
		t.Errorf("a move has %q", c)
	}
}

// TestDialogChoosesAndKeepsTheClock chooses a preset in the dialog, then
// a custom time control, and finds each game on it and the choice kept
// in the preferences; a custom one that cannot be read starts no game
// and says why.
func TestDialogChoosesAndKeepsTheClock(t *testing.T) {
	g := newClockGame(t, rules.White, clock.TimeControl{})
	e := g.engine
	tests := []struct {
		choice, custom string
		want           clock.TimeControl
		kept           string
	}{
		{"10+5", "", clock.TimeControl{Base: 10 * time.Minute, Inc: 5 * time.Second}, "10+5"},
		{"Custom…", "25+10", clock.TimeControl{Base: 25 * time.Minute, Inc: 10 * time.Second}, "25+10"},
		{"No clock", "", clock.TimeControl{}, ""},
	}
	for _, tt := range tests {
		e.Ask()
		form := e.h.Window.Canvas().Overlays().Top()
		sels := uitest.Collect[*widget.Select](form)
		ch := sels[len(sels)-1]
		ch.SetSelected(tt.choice)
		if tt.custom != "" {
			entries := uitest.Collect[*widget.Entry](form)
			entries[len(entries)-1].SetText(tt.custom)
		}
		submit(t, form)
		if e.TimeControl() != tt.want || g.prefs.String(prefs.PlayClock) != tt.kept {
			t.Errorf("%s %s: the game's time control %v, kept %q; want %v, %q", tt.choice, tt.custom, e.TimeControl(), g.prefs.String(prefs.PlayClock), tt.want, tt.kept)
		}
		if (e.Clock() != nil) != !tt.want.None() {
			t.Errorf("%s: the game has clock %v", tt.choice, e.Clock())
		}
	}
	// The dialog opens on the last choice.
	e.Ask()
	form := e.h.Window.Canvas().Overlays().Top()
	sels := uitest.Collect[*widget.Select](form)
	if got := sels[len(sels)-1].Selected; got != "No clock" {
		t.Errorf("the dialog opens on %q, want No clock", got)
	}
	sels[len(sels)-1].SetSelected("Custom…")
	entries := uitest.Collect[*widget.Entry](form)
	entries[len(entries)-1].SetText("0+5")
	before := e.cur
	submit(t, form)
	if e.cur != before || len(g.errs) != 1 || !strings.Contains(g.errs[0].Error(), "25+10") {
		t.Errorf("a custom 0+5: game replaced %v, errors %v", e.cur != before, g.errs)
	}
}

// submit presses the form's confirming button.
func submit(t *testing.T, form fyne.CanvasObject) {
	t.Helper()
	for _, b := range uitest.Collect[*widget.Button](form) {
		if b.Text == "Play" {
			test.Tap(b)
			return
		}
	}
	t.Fatal("no Play button in the dialog")
}

// sameLimits compares the limits a game gives a search: its times.
func sameLimits(a, b engine.Limits) bool {
	return a.MoveTime == b.MoveTime && a.WTime == b.WTime && a.BTime == b.BTime && a.WInc == b.WInc && a.BInc == b.BInc && a.Nodes == b.Nodes && a.Depth == b.Depth
}
