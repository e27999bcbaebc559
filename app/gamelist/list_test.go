package gamelist

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/dialogkeys"
	"wormweave/app/internal/uitest"
	"wormweave/app/text"
	"wormweave/study"
)

// shell stands for the window: it shows the lists over a test window and
// records what they ask of it.
type shell struct {
	t      *testing.T
	win    fyne.Window
	keys   *dialogkeys.Keys
	f      *study.File // the file of the games opened
	opened []int       // the games opened, by index in their file
	read   []string    // the files read to their end
	failed []string    // the files that could not be read
	errs   []error     // the errors shown
	list   *List       // the list shown last
}

// newShell opens a test window with the texts in lang.
func newShell(t *testing.T, lang string) *shell {
	t.Helper()
	t.Setenv("LANGUAGE", lang)
	a := test.NewTempApp(t)
	if err := text.Load(a); err != nil {
		t.Fatal(err)
	}
	s := &shell{t: t, win: a.NewWindow("Wormweave")}
	t.Cleanup(s.win.Close)
	s.win.Resize(fyne.NewSize(1000, 700))
	s.keys = dialogkeys.New(s.win)
	// As the window's key handler: the keys go to the dialog on top.
	s.win.Canvas().SetOnTypedKey(func(ev *fyne.KeyEvent) { s.keys.Key(ev) })
	return s
}

func (s *shell) host() Host {
	return Host{
		Post:   fyne.Do,
		Window: s.win,
		Keys:   s.keys,
		Open:   s.open,
		Read:   func(path string) { s.read = append(s.read, path) },
		Failed: func(path string, err error) {
			s.failed = append(s.failed, path)
			s.errs = append(s.errs, err)
		},
		ShowError: func(err error) { s.errs = append(s.errs, err) },
		Current:   s.current(),
	}
}

// current is the game opened last, as the window's board shows it, or -1.
func (s *shell) current() int {
	if len(s.opened) == 0 {
		return -1
	}
	return s.opened[len(s.opened)-1]
}

func (s *shell) open(f *study.File, i int) {
	s.f = f
	s.opened = append(s.opened, i)
}

// choose shows the list of f, as the window does: over the list shown
// last.
func (s *shell) choose(f *study.File) *List {
	s.list = Choose(s.host(), f, s.list, func(i int) { s.open(f, i) })
	return s.list
}

// white returns the White tag of the game opened last, or "" if none was.
func (s *shell) white() string {
	if len(s.opened) == 0 {
		return ""
	}
	return s.f.Entry(s.opened[len(s.opened)-1]).Tag("White")
}

// listFile writes a file of games with the given White, Black, Event and
// Variant tags and n plies of moves each, and shows its list.
func listFile(t *testing.T, games [][5]string) (*shell, *List) {
	t.Helper()
	path := uitest.WriteGames(t, games)
	s := newShell(t, "en")
	f, err := study.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return s, s.choose(f)
}

var listGames = [][5]string{
	{"Ada", "Bo", "Spring Open", "Wormhole", "4"},
	{"Cy", "Ada", "Winter Cup", "Interweave", "2"},
	{"Bo", "Dee", "Spring Open", "Interweave", "3"},
	{"Dee", "Cy", "Autumn", "Wormhole", "1"},
}

// shownColumn returns a column of the games shown, in order.
func shownColumn(l *List, col int) string {
	var out []string
	for _, i := range l.view {
		out = append(out, l.rows[i].cells[col])
	}
	return strings.Join(out, ",")
}

func TestGameListColumnsSortingAndFilters(t *testing.T) {
	_, l := listFile(t, listGames)
	if got := shownColumn(l, ColNumber); got != "1,2,3,4" {
		t.Fatalf("numbers %q", got)
	}
	r := l.rows[0].cells
	if want := [Columns]string{"1", "Ada", "Bo", "*", "2026.01.01", "Spring Open", "Wormhole", "2", ""}; r != want {
		t.Errorf("first row %q, want %q", r, want)
	}
	if got := shownColumn(l, ColMoves); got != "2,1,2,1" {
		t.Errorf("moves %q (plies 4, 2, 3, 1)", got)
	}
	for _, c := range []struct {
		name    string
		act     func()
		col     int
		want    string
		summary string
	}{
		{"sort by White", func() { l.sortBy(ColWhite) }, ColWhite, "Ada,Bo,Cy,Dee", "4 of 4"},
		{"again reverses", func() { l.sortBy(ColWhite) }, ColWhite, "Dee,Cy,Bo,Ada", "4 of 4"},
		{"sort by length", func() { l.sortBy(ColMoves) }, ColNumber, "4,2,3,1", "4 of 4"},
		{"back to number", func() { l.sortBy(ColNumber) }, ColNumber, "1,2,3,4", "4 of 4"},
		{"any text", func() { l.search.SetText("spring") }, ColNumber, "1,3", "2 of 4"},
		{"a player anywhere", func() { l.search.SetText("ada") }, ColNumber, "1,2", "2 of 4"},
		{"white only", func() { l.search.SetText("white:ada") }, ColNumber, "1", "1 of 4"},
		{"player and event", func() { l.search.SetText("player:bo open") }, ColNumber, "1,3", "2 of 4"},
		{"variant", func() { l.search.SetText(""); l.variants.SetSelected("Interweave") }, ColNumber, "2,3", "2 of 4"},
		{"variant and text", func() { l.search.SetText("dee") }, ColNumber, "3", "1 of 4"},
		{"nothing", func() { l.search.SetText("nobody") }, ColNumber, "", "0 of 4"},
		{"all again", func() { l.search.SetText(""); l.variants.SetSelected("All variants") }, ColNumber, "1,2,3,4", "4 of 4"},
	} {
		c.act()
		if got := shownColumn(l, c.col); got != c.want {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
		if !strings.HasPrefix(l.count.Text, c.summary) {
			t.Errorf("%s: count %q", c.name, l.count.Text)
		}
	}
}

// A click on a column's header sorts by it; the header shows the order.
func TestGameListHeaderClickSorts(t *testing.T) {
	_, l := listFile(t, listGames)
	var black *widget.Button
	for _, b := range uitest.Collect[*widget.Button](l.table) {
		if strings.HasPrefix(b.Text, "Black") {
			black = b
		}
	}
	if black == nil {
		t.Fatal("no Black header")
	}
	test.Tap(black)
	if got := shownColumn(l, ColBlack); got != "Ada,Bo,Cy,Dee" {
		t.Errorf("after a click on Black: %q", got)
	}
	if !strings.HasSuffix(black.Text, "▲") {
		t.Errorf("the header reads %q", black.Text)
	}
}

// A double click opens a game; so do Enter on the table and in the
// filter box.
func TestGameListOpensByDoubleClickAndEnter(t *testing.T) {
	for _, how := range []string{"double click", "enter in table", "enter in filter"} {
		t.Run(how, func(t *testing.T) {
			s, l := listFile(t, listGames)
			switch how {
			case "double click":
				var c *cell
				for _, cc := range uitest.Collect[*cell](l.table) {
					if cc.row == 2 && cc.label.Text == "Bo" {
						c = cc
					}
				}
				if c == nil {
					t.Fatal("no cell of the third game")
				}
				test.Tap(c)
				if l.selected != 2 {
					t.Fatalf("a click selected row %d", l.selected)
				}
				test.DoubleTap(c)
			case "enter in table":
				l.selectRow(0)
				l.table.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown})
				l.table.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown})
				l.table.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
			case "enter in filter":
				test.Type(l.search, "dee")
				l.search.OnSubmitted(l.search.Text)
			}
			if got := s.white(); got != "Bo" {
				t.Errorf("opened the game of %q, want the third (Bo)", got)
			}
			if len(s.opened) != 1 || s.opened[0] != 2 {
				t.Errorf("game indices opened %v", s.opened)
			}
			if top := s.win.Canvas().Overlays().Top(); top != nil {
				t.Errorf("the list is still shown")
			}
		})
	}
}

func TestLargeFileCancelStopsTheReading(t *testing.T) {
	path := largeGameFile(t, 3000)
	s := newShell(t, "en")
	l := IndexLarge(s.host(), path)
	l.stop.Store(true) // as Cancel does
	l.Wait()
	if l.indexed {
		t.Error("the reading went on to the end after Cancel")
	}
}

// The list's keys where the user presses them: Down from the filter box
// moves the selection and Enter opens the game selected; Escape closes the
// list from the filter box and from the table, and opens nothing.
func TestGameListKeys(t *testing.T) {
	for _, c := range []struct {
		name      string
		filter    string
		tableKeys bool // the table has the keyboard, after a click on a row
		keys      []fyne.KeyName
		white     string // the game open at the end: "" for none
	}{
		{"down and enter in the filter", "", false, []fyne.KeyName{fyne.KeyDown, fyne.KeyDown, fyne.KeyReturn}, "Cy"},
		{"down after a filter", "spring", false, []fyne.KeyName{fyne.KeyDown, fyne.KeyReturn}, "Bo"},
		{"down then up", "", false, []fyne.KeyName{fyne.KeyDown, fyne.KeyDown, fyne.KeyDown, fyne.KeyUp, fyne.KeyEnter}, "Cy"},
		{"page down", "", false, []fyne.KeyName{fyne.KeyPageDown, fyne.KeyReturn}, "Dee"},
		{"escape in the filter", "spring", false, []fyne.KeyName{fyne.KeyDown, fyne.KeyEscape}, ""},
		{"escape in the table", "", true, []fyne.KeyName{fyne.KeyDown, fyne.KeyEscape}, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			s, l := listFile(t, listGames)
			cv := s.win.Canvas()
			if cv.Focused() != l.search {
				t.Fatalf("the filter box does not have the keyboard: %T has", cv.Focused())
			}
			test.Type(l.search, c.filter)
			if c.tableKeys {
				cv.Focus(l.table)
			}
			for _, k := range c.keys {
				uitest.PressKey(cv, k)
			}
			if top := cv.Overlays().Top(); top != nil {
				t.Fatal("the list is still shown")
			}
			switch {
			case c.white == "" && len(s.opened) != 0:
				t.Errorf("Escape opened the game of %q", s.white())
			case c.white != "" && s.white() != c.white:
				t.Errorf("opened the game of %q, want %q's", s.white(), c.white)
			}
		})
	}
}

// The list shown again (File > Game list) keeps its filter, sort and
// selection.
func TestGameListShownAgainKeepsItsView(t *testing.T) {
	s, l := listFile(t, listGames)
	test.Type(l.search, "spring")
	l.sortBy(ColWhite)
	l.sortBy(ColWhite) // descending: Bo, Ada
	l.selectRow(1)
	wantView, wantCol := shownColumn(l, ColWhite), l.rows[l.view[1]].cells[ColWhite]
	uitest.PressKey(s.win.Canvas(), fyne.KeyReturn)
	if got := s.white(); got != wantCol {
		t.Fatalf("Enter opened %q's game, want %q's", got, wantCol)
	}
	again := s.choose(l.f)
	if again == l {
		t.Fatal("no new list was shown")
	}
	if again.search.Text != "spring" {
		t.Errorf("filter %q, want %q", again.search.Text, "spring")
	}
	if again.sortCol != ColWhite || !again.sortDesc {
		t.Errorf("sorted on column %d, descending %v; want %d, descending", again.sortCol, again.sortDesc, ColWhite)
	}
	if got := shownColumn(again, ColWhite); got != wantView {
		t.Errorf("shows %q, want %q", got, wantView)
	}
	if again.selected != 1 || again.rows[again.view[1]].cells[ColWhite] != wantCol {
		t.Errorf("selected row %d, want 1 (%s)", again.selected, wantCol)
	}
	uitest.PressKey(s.win.Canvas(), fyne.KeyEscape)
	if top := s.win.Canvas().Overlays().Top(); top != nil {
		t.Error("Escape did not close the list shown again")
	}
}
