package boardclock

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/internal/uitest"
	"wormweave/clock"
	"wormweave/rules"
	"wormweave/study"
)

// board is the window as the clock sees it: one document, followed.
type board struct {
	doc   *study.Document
	k     *Clock
	win   fyne.Window
	now   time.Time
	ticks int // tickers running
}

func newBoard(t *testing.T) *board {
	t.Helper()
	a := test.NewTempApp(t)
	uitest.UseLanguage(t, "en")
	b := &board{doc: study.NewGameDocument(rules.Wormhole, nil), now: time.Date(2026, 12, 1, 20, 0, 0, 0, time.UTC)}
	b.win = a.NewWindow("")
	t.Cleanup(b.win.Close)
	b.k = New(Host{
		Post:      fyne.Do,
		Window:    b.win,
		Document:  func() *study.Document { return b.doc },
		ShowError: func(err error) { t.Error(err) },
		WithKeys:  func(enter, escape func()) {},
		Changed:   func() {},
		Relayout:  func() {},
		Prefs:     a.Preferences(),
	})
	b.k.SetNow(func() time.Time { return b.now }, func(func()) func() { b.ticks++; return func() { b.ticks-- } })
	b.doc.SetOnChange(b.k.Follow)
	b.win.SetContent(b.k.View())
	b.win.Resize(fyne.NewSize(400, 200))
	return b
}

func (b *board) play(t *testing.T, id string) {
	t.Helper()
	uitest.PlayIDs(t, b.doc, id)
}

// TestFlagAsksBeforeTheResult: a fallen flag stops the clock, shows in
// the faces and asks once whether the record gets the result; No leaves
// the record as it is and the game is entered on, without clocks; Yes
// writes the result and the Termination.
func TestFlagAsksBeforeTheResult(t *testing.T) {
	tests := []struct {
		answer      string
		result, how string
	}{
		{"No", "*", ""},
		{"Yes", "0-1", "time forfeit"},
	}
	for _, tt := range tests {
		t.Run(tt.answer, func(t *testing.T) {
			b := newBoard(t)
			b.k.Start(clock.TimeControl{Base: time.Minute})
			if b.ticks != 1 {
				t.Fatalf("%d tickers", b.ticks)
			}
			b.now = b.now.Add(time.Minute)
			b.k.Tick()
			st := b.k.View().State()
			if !st.White.Flagged || st.Black.Flagged || st.Note != "White lost on time" || b.ticks != 0 {
				t.Errorf("after the flag: %+v, %d tickers", st, b.ticks)
			}
			dlg := b.win.Canvas().Overlays().Top()
			if dlg == nil {
				t.Fatal("no question about the result")
			}
			labels := uitest.Collect[*widget.Label](dlg)
			found := false
			for _, l := range labels {
				found = found || l.Text == "White's time is up. Write the result 0-1 (lost on time) into the game?"
			}
			if !found {
				t.Error("the question does not say whose time is up and what the result is")
			}
			for _, btn := range uitest.Collect[*widget.Button](dlg) {
				if btn.Text == tt.answer {
					test.Tap(btn)
				}
			}
			g := b.doc.Game()
			if g.Result != tt.result || g.Tag("Termination") != tt.how {
				t.Errorf("result %q, Termination %q; want %q, %q", g.Result, g.Tag("Termination"), tt.result, tt.how)
			}
			b.k.Tick()
			if b.win.Canvas().Overlays().Top() != nil {
				t.Error("asked again")
			}
			b.play(t, "e2e3")
			if c := b.doc.Cursor().CommentAfter(); c != "" || b.doc.Cursor().Ply() != 1 {
				t.Errorf("a move after the flag: ply %d, comment %q", b.doc.Cursor().Ply(), c)
			}
		})
	}
}

// TestBoardClockFollowsTheGame: moves switch the clock and carry their
// time, a move entered while paused passes the turn without an
// increment, looking back at the game changes nothing, and another game
// shown takes the clock away.
func TestBoardClockFollowsTheGame(t *testing.T) {
	b := newBoard(t)
	b.k.Start(clock.TimeControl{Base: 5 * time.Minute, Inc: 3 * time.Second})
	c := b.k.Clock()
	if tc := b.doc.Game().Tag("TimeControl"); tc != "" || b.doc.Dirty() {
		t.Errorf("a clock started wrote TimeControl %q before any move", tc)
	}
	b.now = b.now.Add(12*time.Second + 300*time.Millisecond)
	b.play(t, "e2e3")
	if tc := b.doc.Game().Tag("TimeControl"); tc != "300+3" {
		t.Errorf("the record's TimeControl is %q after the first move, want 300+3", tc)
	}
	if got := b.doc.Cursor().CommentAfter(); got != "[%clk 0:04:50]" {
		t.Errorf("White's move has %q, want [%%clk 0:04:50]", got)
	}
	b.k.TogglePause()
	if st := b.k.View().State(); st.Black.Running || !st.Black.ToMove || st.White.ToMove || st.Note != "Paused: Space resumes" {
		t.Errorf("paused on Black's turn, the faces show %+v", st)
	}
	b.now = b.now.Add(time.Minute)
	b.play(t, "e7e6")
	if got := b.doc.Cursor().CommentAfter(); got != "[%clk 0:05:00]" || c.Turn() != rules.White || c.Running() {
		t.Errorf("Black's move while paused has %q, turn %v, running %v; want [%%clk 0:05:00], White's, paused", got, c.Turn(), c.Running())
	}
	b.k.TogglePause()
	b.doc.Start() // a look back
	b.now = b.now.Add(2 * time.Second)
	if c.Turn() != rules.White || c.Left(rules.White) != 288700*time.Millisecond {
		t.Errorf("looking back: turn %v, White %v", c.Turn(), c.Left(rules.White))
	}
	b.doc.End()
	b.now = b.now.Add(time.Second)
	b.play(t, "d2d3")
	if got := b.doc.Cursor().CommentAfter(); got != "[%clk 0:04:50]" {
		t.Errorf("White's second move has %q, want [%%clk 0:04:50] (290.7 less 3, plus 3)", got)
	}
	b.doc = study.NewGameDocument(rules.Interweave, nil)
	b.k.Follow()
	if b.k.Active() || b.k.View().Visible() || b.ticks != 0 {
		t.Errorf("another game: active %v, visible %v, %d tickers", b.k.Active(), b.k.View().Visible(), b.ticks)
	}
}
