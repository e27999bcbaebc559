package explorer

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/internal/uitest"
	"wormweave/app/prefs"
	"wormweave/app/text"
	"wormweave/notation"
	"wormweave/rules"
	"wormweave/study"
)

// fakeLibrary answers from tables by FEN; a query of a position with a
// gate waits until the gate opens, whatever its context says, so that an
// answer can arrive late.
type fakeLibrary struct {
	mu       sync.Mutex
	moves    map[string][]Move
	games    map[string][]Game
	total    int
	gates    map[string]chan struct{}
	addGate  chan struct{}
	added    []string
	problems []error
	closed   bool
}

func newFakeLibrary() *fakeLibrary {
	return &fakeLibrary{moves: map[string][]Move{}, games: map[string][]Game{}, gates: map[string]chan struct{}{}, total: 10}
}

func (f *fakeLibrary) gate(fen string) chan struct{} {
	f.mu.Lock()
	defer f.mu.Unlock()
	g := make(chan struct{})
	f.gates[fen] = g
	return g
}

func (f *fakeLibrary) Explore(_ context.Context, p *rules.Position) ([]Move, error) {
	f.mu.Lock()
	g := f.gates[p.FEN()]
	f.mu.Unlock()
	if g != nil {
		<-g
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.moves[p.FEN()], nil
}

func (f *fakeLibrary) Search(_ context.Context, p *rules.Position, limit int) ([]Game, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	g := f.games[p.FEN()]
	return g[:min(limit, len(g))], nil
}

func (f *fakeLibrary) Games() (int, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.total, nil
}

func (f *fakeLibrary) Add(ctx context.Context, files []string, progress func(Progress)) ([]error, error) {
	progress(Progress{File: files[0], FilesTotal: len(files), Games: 3, Bytes: 10, TotalBytes: 40})
	select {
	case <-f.addGate:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	f.added = append(f.added, files...)
	return f.problems, nil
}

func (f *fakeLibrary) ReadGame(context.Context, Game) (notation.RawGame, error) {
	return notation.RawGame{}, errors.New("no files")
}

func (f *fakeLibrary) Close() error {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.closed = true
	return nil
}

// rig is an explorer on a new Wormhole game, with a fake library and
// book, its panel in a test window; the window's goroutine is the test's.
type rig struct {
	e       *Explorer
	doc     *study.Document
	lib     *fakeLibrary
	q       *uitest.Queue
	posted  atomic.Int32
	book    []BookMove
	opened  []Game
	errs    []error
	win     fyne.Window
	libPath string
}

func newRig(t *testing.T, lang string) *rig {
	t.Helper()
	a := test.NewTempApp(t)
	uitest.UseLanguage(t, lang)
	r := &rig{doc: study.NewGameDocument(rules.Wormhole, nil), lib: newFakeLibrary(), q: uitest.NewQueue(100)}
	r.libPath = filepath.Join(t.TempDir(), "games.sqlite")
	if err := os.WriteFile(r.libPath, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	r.win = a.NewWindow("")
	r.e = New(Host{
		Document: func() *study.Document { return r.doc },
		PlayTurn: func(turn rules.Turn) {
			if err := r.doc.PlayTurn(turn); err != nil {
				t.Error(err)
			}
		},
		OpenGame: func(g Game, _ Library) { r.opened = append(r.opened, g) },
		Open:     func(string) (Library, error) { return r.lib, nil },
		Book: func(p *rules.Position) []BookMove {
			if p.Plies() == 0 {
				return r.book
			}
			return nil
		},
		Prefs:      a.Preferences(),
		ChooseNew:  func(done func(string)) { done(r.libPath) },
		ChooseOpen: func(done func(string)) { done(r.libPath) },
		ChoosePGN:  func(done func(string)) { done("games.pgn") },
		ShowError:  func(err error) { r.errs = append(r.errs, err) },
		Relayout:   func() {},
		Post: func(f func()) {
			r.posted.Add(1)
			r.q.Post(f)
		},
	})
	r.doc.SetOnChange(r.e.Follow)
	r.win.SetContent(r.e.Panel())
	r.win.Resize(fyne.NewSize(420, 700))
	t.Cleanup(func() {
		r.e.Close()
		r.win.Close()
	})
	return r
}

// settle runs the window's updates until no query runs.
func (r *rig) settle(t *testing.T) {
	t.Helper()
	r.q.Until(t, "the explorer's answer", func() bool { return !r.e.busy })
	r.q.Drain()
}

// moveTexts are the rows' cells, as the user reads them: move, count
// (or "book"), book verdict.
func (r *rig) moveTexts() []string {
	var out []string
	for _, m := range r.e.v.moveRows {
		var words []string
		for _, l := range uitest.Collect[*widget.Label](m.content) {
			words = append(words, l.Text)
		}
		out = append(out, strings.TrimSpace(strings.Join(words, " ")))
	}
	return out
}

// turnsOf returns the first n turns of p and their texts.
func turnsOf(t *testing.T, p rules.Position, n int) ([]rules.Turn, []string) {
	t.Helper()
	turns := p.Turns()
	if len(turns) < n {
		t.Fatalf("%d turns, want %d", len(turns), n)
	}
	var texts []string
	for _, turn := range turns[:n] {
		texts = append(texts, notation.TurnText(&p, turn))
	}
	return turns[:n], texts
}

// The moves of the library are listed most played first, with their
// counts and the book's verdict; a move only the book has follows,
// marked as the book's. A click on a move plays it, and the panel follows
// the board to the next position.
func TestExplorerListsMovesAndAClickPlaysOne(t *testing.T) {
	r := newRig(t, "en")
	start := r.doc.Position()
	v := start.Variant()
	turns, texts := turnsOf(t, start, 3)
	r.lib.moves[start.FEN()] = []Move{
		{ID: turns[0].ID(v), Text: texts[0], Games: 7, WhiteWins: 4, BlackWins: 2, Unfinished: 1},
		{ID: turns[1].ID(v), Text: texts[1], Games: 3, WhiteWins: 1, BlackWins: 2},
	}
	r.book = []BookMove{
		{Turn: turns[1], ID: turns[1].ID(v), Games: 40, WhiteWins: 20, BlackWins: 20, Eval: 30},
		{Turn: turns[2], ID: turns[2].ID(v), Games: 12, WhiteWins: 5, BlackWins: 7, Eval: -130},
	}
	r.e.OpenPath(r.libPath, false)
	r.settle(t)
	want := []string{
		texts[0] + " 7",
		texts[1] + " 3 40 · +0.3",
		texts[2] + " book 12 · -1.3",
	}
	if got := r.moveTexts(); strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("rows %q, want %q", got, want)
	}
	if r.e.v.state.Visible() {
		t.Errorf("the panel says %q over its moves", r.e.v.state.Text)
	}
	bars := uitest.Collect[*resultsBar](r.e.v.moveBox)
	if len(bars) != 2 || bars[0].percents() != [3]int{57, 14, 29} {
		t.Errorf("results bars %v, want two, the first 57/14/29 %%", bars)
	}

	after := start
	if err := after.PlayTurn(turns[2]); err != nil {
		t.Fatal(err)
	}
	r.lib.moves[after.FEN()] = []Move{{ID: "x", Text: "reply", Games: 12, BlackWins: 12}}
	test.Tap(r.e.v.moveRows[2])
	if got := r.doc.Position(); got.FEN() != after.FEN() {
		t.Fatalf("after the click the board shows %s, want %s", got.FEN(), after.FEN())
	}
	r.settle(t)
	if got := r.moveTexts(); len(got) != 1 || got[0] != "reply 12" {
		t.Errorf("after the move the rows are %q, want the reply's", got)
	}
}

// An answer that arrives after the board moved on is dropped: the panel
// shows the newer position's moves, never the older's.
func TestExplorerDropsAnswersForAnOldPosition(t *testing.T) {
	r := newRig(t, "en")
	start := r.doc.Position()
	v := start.Variant()
	turns, texts := turnsOf(t, start, 1)
	after := start
	if err := after.PlayTurn(turns[0]); err != nil {
		t.Fatal(err)
	}
	r.lib.moves[start.FEN()] = []Move{{ID: turns[0].ID(v), Text: texts[0], Games: 5, WhiteWins: 5}}
	r.lib.moves[after.FEN()] = []Move{{ID: "y", Text: "newer", Games: 2, WhiteWins: 2}}
	slow := r.lib.gate(start.FEN())
	r.e.OpenPath(r.libPath, false) // asks about the start, which waits
	if err := r.doc.PlayTurn(turns[0]); err != nil {
		t.Fatal(err)
	}
	r.settle(t)
	if got := r.moveTexts(); len(got) != 1 || got[0] != "newer 2" {
		t.Fatalf("rows %q, want the newer position's", got)
	}
	close(slow)
	r.q.Until(t, "the late answer", func() bool { return r.posted.Load() == 2 })
	r.q.Drain()
	if got := r.moveTexts(); len(got) != 1 || got[0] != "newer 2" {
		t.Errorf("after the late answer the rows are %q, want the newer position's", got)
	}
}

// The panel says what it has to say: no library, an empty library, a
// position in no game, a library being built (with its progress).
func TestExplorerStates(t *testing.T) {
	r := newRig(t, "en")
	r.e.SetShown(true)
	r.settle(t)
	if got := r.e.v.state.Text; !r.e.v.state.Visible() || got != text.T("explorer.noLibrary") {
		t.Errorf("with no library the panel says %q", got)
	}
	r.lib.total = 0
	r.e.OpenPath(r.libPath, false)
	r.settle(t)
	if got := r.e.v.state.Text; got != text.T("explorer.empty") {
		t.Errorf("with an empty library the panel says %q", got)
	}
	r.lib.total = 5
	r.e.Refresh()
	r.settle(t)
	if got := r.e.v.state.Text; got != text.T("explorer.notFound") {
		t.Errorf("with a position in no game the panel says %q", got)
	}

	r.lib.addGate = make(chan struct{})
	r.e.AddGames()
	r.q.Until(t, "the progress", func() bool { return r.e.v.progress.Value > 0 })
	if !r.e.v.buildBox.Visible() || !strings.Contains(r.e.v.building.Text, "3") || r.e.v.progress.Value != 0.25 {
		t.Errorf("while building the panel shows %q at %v", r.e.v.building.Text, r.e.v.progress.Value)
	}
	close(r.lib.addGate)
	r.q.Until(t, "the end of the import", func() bool { return !r.e.Building() })
	r.settle(t)
	if r.e.v.buildBox.Visible() {
		t.Error("the progress shows after the import ended")
	}
	if len(r.lib.added) != 1 || r.lib.added[0] != "games.pgn" {
		t.Errorf("added %q, want games.pgn", r.lib.added)
	}
}

// A cancelled import says so; its problems are shown with their places.
func TestExplorerImportCancelledAndProblems(t *testing.T) {
	r := newRig(t, "en")
	r.e.OpenPath(r.libPath, false)
	r.settle(t)
	r.lib.addGate = make(chan struct{})
	r.e.Add([]string{"a.pgn"})
	r.e.CancelBuild()
	r.q.Until(t, "the end of the import", func() bool { return !r.e.Building() })
	r.settle(t)
	if got := r.e.v.state.Text; got != text.T("explorer.buildStopped") {
		t.Errorf("after a cancel the panel says %q", got)
	}
	r.lib.addGate = make(chan struct{})
	close(r.lib.addGate)
	r.lib.problems = []error{errors.New("a.pgn, line 12: not a move")}
	r.e.Add([]string{"a.pgn"})
	r.q.Until(t, "the end of the import", func() bool { return !r.e.Building() })
	if len(r.errs) != 1 || !strings.Contains(r.errs[0].Error(), "a.pgn, line 12: not a move") {
		t.Errorf("errors shown %v, want the problem with its line", r.errs)
	}
}

// The games that reach the position are listed with their players,
// result, date and ply; a double click opens one.
func TestExplorerGamesListAndDoubleClickOpens(t *testing.T) {
	r := newRig(t, "fr")
	start := r.doc.Position()
	games := []Game{
		{File: "/x/a.pgn", Number: 3, White: "Ann", Black: "Bob", Result: "1-0", Date: "2026.01.02", Ply: 0},
		{File: "/x/b.pgn", Number: 1, White: "Cid", Black: "Dee", Result: "*", Date: "2026.03.04", Ply: 0},
	}
	r.lib.games[start.FEN()] = games
	r.e.OpenPath(r.libPath, false)
	r.settle(t)
	if len(r.e.v.gameRows) != 2 {
		t.Fatalf("%d game rows, want 2", len(r.e.v.gameRows))
	}
	var words []string
	for _, l := range uitest.Collect[*widget.Label](r.e.v.gameRows[1].content) {
		words = append(words, l.Text)
	}
	if got := strings.Join(words, "|"); got != "Cid – Dee|*|2026.03.04|0" {
		t.Errorf("the second row reads %q", got)
	}
	if got := r.e.v.gamesHead.Text; got != "Parties qui atteignent cette position : 2" {
		t.Errorf("the games' heading reads %q", got)
	}
	test.DoubleTap(r.e.v.gameRows[1])
	if len(r.opened) != 1 || r.opened[0] != games[1] {
		t.Errorf("opened %v, want %v", r.opened, games[1])
	}
	// More games than the panel lists while it follows: it says they are
	// the first ones; Find lists more.
	many := make([]Game, followLimit+5)
	for i := range many {
		many[i] = Game{File: "m.pgn", Number: i + 1, White: "W", Black: "B", Result: "*"}
	}
	r.lib.games[start.FEN()] = many
	r.e.Refresh()
	r.settle(t)
	if len(r.e.v.gameRows) != followLimit || !strings.Contains(r.e.v.gamesHead.Text, "100") {
		t.Errorf("%d rows under %q, want %d and the first ones said", len(r.e.v.gameRows), r.e.v.gamesHead.Text, followLimit)
	}
	r.e.Find()
	r.settle(t)
	if len(r.e.v.gameRows) != len(many) {
		t.Errorf("Find lists %d games, want %d", len(r.e.v.gameRows), len(many))
	}
}

// The panel's showing is kept in the preferences; the library opened last
// is opened again, and one that vanished is forgotten with a message.
func TestExplorerPreferences(t *testing.T) {
	r := newRig(t, "es")
	p := fyne.CurrentApp().Preferences()
	r.e.Toggle()
	if !p.Bool(prefs.ExplorerShown) || !r.e.Panel().Visible() {
		t.Error("the panel shown is not kept")
	}
	r.e.Toggle()
	if p.Bool(prefs.ExplorerShown) || r.e.Panel().Visible() {
		t.Error("the panel hidden is not kept")
	}
	r.e.OpenLibrary()
	if got := p.String(prefs.Library); got != r.libPath {
		t.Errorf("the library kept is %q, want %q", got, r.libPath)
	}
	r.e.Close()
	if !r.lib.closed {
		t.Error("the library is not closed with the window")
	}
	if err := os.Remove(r.libPath); err != nil {
		t.Fatal(err)
	}
	r.e.Reopen()
	if len(r.errs) != 1 || !strings.Contains(r.errs[0].Error(), "ya no está") || !strings.Contains(r.errs[0].Error(), r.libPath) {
		t.Errorf("a vanished library says %v", r.errs)
	}
	if p.String(prefs.Library) != "" || r.e.LibraryPath() != "" {
		t.Error("a vanished library is still kept")
	}
}

func TestDateText(t *testing.T) {
	for _, tt := range []struct{ date, want string }{
		{"2026.03.04", "2026.03.04"}, {"2026.03.??", "2026.03"}, {"2026.??.??", "2026"}, {"????.??.??", ""}, {"", ""},
	} {
		if got := dateText(tt.date); got != tt.want {
			t.Errorf("dateText(%q) = %q, want %q", tt.date, got, tt.want)
		}
	}
}

// While the board's new position is being asked about, the rows of the
// position before stay, veiled, and a click on them plays nothing.
func TestExplorerVeilsTheRowsOfThePositionBefore(t *testing.T) {
	r := newRig(t, "en")
	start := r.doc.Position()
	turns, texts := turnsOf(t, start, 2)
	after := start
	if err := after.PlayTurn(turns[0]); err != nil {
		t.Fatal(err)
	}
	r.lib.moves[start.FEN()] = []Move{{ID: turns[1].ID(start.Variant()), Text: texts[1], Games: 1, WhiteWins: 1}}
	r.lib.games[start.FEN()] = []Game{{File: "a.pgn", Number: 1}}
	r.e.OpenPath(r.libPath, false)
	r.settle(t)
	slow := r.lib.gate(after.FEN())
	if err := r.doc.PlayTurn(turns[0]); err != nil {
		t.Fatal(err)
	}
	if len(r.e.v.moveRows) != 1 || !r.e.v.moveRows[0].veil.Visible() || !r.e.v.gameRows[0].veil.Visible() {
		t.Fatal("the rows of the position before are not veiled")
	}
	test.Tap(r.e.v.moveRows[0])
	test.DoubleTap(r.e.v.gameRows[0])
	if got := r.doc.Position(); got.FEN() != after.FEN() || len(r.opened) != 0 {
		t.Errorf("a click on a veiled row played or opened something: %s, %v", got.FEN(), r.opened)
	}
	close(slow)
	r.settle(t)
	if len(r.e.v.moveRows) != 0 {
		t.Errorf("rows %q after the answer, want none", r.moveTexts())
	}
}
