package study

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"wormweave/notation"
)

func TestCountPlies(t *testing.T) {
	for _, c := range []struct {
		text string
		want int
	}{
		{"[Event \"x\"]\n\n1. e2-e3 e7-e6 2. d2-d3 *", 3},
		{"1. e2-e3 {a (b) c} (1. d2-d3 d7-d6) 1... e7-e6 $1 2.d2-d3 1-0", 3},
		{"; line comment 1. a2-a3\n1. Nf8xf2xh2 Rh1-g2 1/2-1/2", 2},
		{"[Event \"1. e2-e3\"]\n*", 0},
		{"1. e2-e3 (1. d2-d3 (1. c2-c3) d7-d6) e7-e6 *", 2},
	} {
		if got := CountPlies([]byte(c.text)); got != c.want {
			t.Errorf("CountPlies(%q) = %d, want %d", c.text, got, c.want)
		}
	}
}

// largeGameFile writes a file of n games made of the reference games (as
// the window's tests do, without their Fyne).
func largeGameFile(t testing.TB, n int) string {
	t.Helper()
	names, _ := filepath.Glob("../testdata/games/*.pgn")
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

// The index's own cost: the window's rows add what they build to it.
func BenchmarkIndexGameData(b *testing.B) {
	path := largeGameFile(b, 10000)
	data, err := os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	plies := func(i int, e *notation.Entry, game []byte) int { return CountPlies(game) }
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		n := 0
		if err := IndexData(data, path, nil, plies, func(_ IndexBatch, rows []int) { n += len(rows) }); err != nil || n != 10000 {
			b.Fatal(n, err)
		}
	}
}
