package app

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// These measure what the user waits for and report the figures; they fail
// only if the thing measured did not happen.

// largeGameFile writes a file of n games made of the reference games.
func largeGameFile(t testing.TB, n int) string {
	t.Helper()
	names, _ := filepath.Glob("../testdata/games/*.pgn")
	var games [][]byte
	for _, name := range names {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		games = append(games, bytes.TrimSpace(data))
	}
	var buf bytes.Buffer
	for i := 0; i < n; i++ {
		buf.Write(games[i%len(games)])
		buf.WriteString("\n\n")
	}
	path := filepath.Join(t.TempDir(), "large.pgn")
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// The game list of a large file shows its first games at once and fills
// in the background. WORMWEAVE_LIST_GAMES sets the number of games (10,000
// by default; the figures for 100,000 are measured with it).
func TestTimeToShowTheGameListOfALargeFile(t *testing.T) {
	n := 10000
	if s := os.Getenv("WORMWEAVE_LIST_GAMES"); s != "" {
		if _, err := fmt.Sscan(s, &n); err != nil {
			t.Fatal(err)
		}
	}
	path := largeGameFile(t, n)
	w := newTestWindow(t, nil)
	w.openPath(path)
	// The file is large: it is indexed in the background behind the list.
	w.loading.Wait()
	l := w.games
	if l == nil || len(l.view) != n || !l.indexed {
		t.Fatal("the game list did not fill")
	}
	t.Logf("%d-game file (%d MB): first rows after %v, full index after %v", n, fileMB(path),
		l.firstRows.Sub(l.asked).Round(time.Millisecond), l.complete.Sub(l.asked).Round(time.Millisecond))
}

func fileMB(path string) int64 {
	st, _ := os.Stat(path)
	return st.Size() >> 20
}

func findList(o fyne.CanvasObject) *widget.List {
	if lists := collect[*widget.List](o); len(lists) > 0 {
		return lists[0]
	}
	return nil
}

func TestTimeToPickAndToMove(t *testing.T) {
	w := newTestWindow(t, nil)
	f, err := readGameFile("../testdata/games/wormhole-02.pgn")
	if err != nil {
		t.Fatal(err)
	}
	w.openGame(f, 0)
	d := w.Document()
	d.GoTo(d.Game().MainLine()[19])
	p := d.Position()
	m := p.Moves(nil)[0]
	from, to := int(m.From), int(m.To)
	const n = 50
	start := time.Now()
	for i := 0; i < n; i++ {
		if !w.board.Select(from) { // hints and a redraw
			t.Fatal("the piece cannot be picked up")
		}
		w.board.ClearSelection()
	}
	pick := time.Since(start) / (2 * n)
	cursor := d.Cursor()
	start = time.Now()
	for i := 0; i < n; i++ {
		d.GoTo(cursor)
		w.move(from, to) // on the board, in the list and in the status line
	}
	move := time.Since(start) / n
	t.Logf("pick up a piece (hints + board redraw): %v; play a move (record + board + move list + status): %v; a frame at 60 Hz is 16.7ms", pick, move)
	if d.Cursor().Parent() != cursor {
		t.Fatal("the move was not played")
	}
}

// BenchmarkStepThroughAnnotatedGame measures one step forward or back in a
// game with a long comment and a commented variation at every move: the
// board, the move list and the status line follow the cursor.
func BenchmarkStepThroughAnnotatedGame(b *testing.B) {
	b.Setenv("LANGUAGE", "en")
	a := test.NewTempApp(b)
	if err := LoadTranslations(a); err != nil {
		b.Fatal(err)
	}
	w := NewWindow(a, nil)
	defer w.win.Close()
	w.win.Resize(fyne.NewSize(1000, 700))
	w.setDocument(NewDocument(annotatedGame(b, 43, 300)), nil, 0, "")
	d := w.Document()
	line := d.Game().MainLine()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		d.GoTo(line[i%len(line)])
	}
}
