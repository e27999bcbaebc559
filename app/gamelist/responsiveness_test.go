package gamelist

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"wormweave/app/internal/uitest"
)

// largeGameFile writes a file of n games made of the reference games.
func largeGameFile(t testing.TB, n int) string {
	t.Helper()
	names, _ := filepath.Glob(uitest.RepoFile("testdata/games/*.pgn"))
	if len(names) == 0 {
		t.Fatal("no reference games")
	}
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
// by default; the figures for 100,000 are measured with it). It measures
// what the user waits for, reports the figures and fails when a figure
// passes a bound: generous, so that a loaded machine passes, but tight
// enough to catch a tenfold slowdown. It is skipped in short mode, whose
// race detector slows code tenfold.
func TestTimeToShowTheGameListOfALargeFile(t *testing.T) {
	if testing.Short() {
		t.Skip("a timing: skipped in short mode")
	}
	n := 10000
	if s := os.Getenv("WORMWEAVE_LIST_GAMES"); s != "" {
		if _, err := fmt.Sscan(s, &n); err != nil {
			t.Fatal(err)
		}
	}
	path := largeGameFile(t, n)
	s := newShell(t, "en")
	// The file is large: it is indexed in the background behind the list.
	l := IndexLarge(s.host(), path)
	l.Wait()
	if len(l.view) != n || !l.indexed {
		t.Fatal("the game list did not fill")
	}
	first, full := l.firstRows.Sub(l.asked), l.complete.Sub(l.asked)
	t.Logf("%d-game file (%d MB): first rows after %v, full index after %v", n, fileMB(path),
		first.Round(time.Millisecond), full.Round(time.Millisecond))
	// Measured: 0.3 s and 1.6 s for 10,000 games on a loaded machine.
	if first > 3*time.Second {
		t.Errorf("the first rows took %v, want under 3s", first)
	}
	if perGame := full / time.Duration(n); perGame > 1500*time.Microsecond {
		t.Errorf("indexing took %v a game, want under 1.5ms", perGame)
	}
}

func fileMB(path string) int64 {
	st, _ := os.Stat(path)
	return st.Size() >> 20
}
