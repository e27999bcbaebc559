package library

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"wormweave/rules"
)

// TestWriteBigPGN writes the file the README's figures are measured on:
// WORMWEAVE_BIG_PGN=FILE WORMWEAVE_BIG_GAMES=N go test ./library -run
// TestWriteBigPGN writes N random legal games (half of each variant, up
// to 100 plies, 50 on average, the first six plies drawn among three
// turns so that openings are shared) to FILE.
func TestWriteBigPGN(t *testing.T) {
	out := os.Getenv("WORMWEAVE_BIG_PGN")
	if out == "" {
		t.Skip("set WORMWEAVE_BIG_PGN to the file to write")
	}
	n, err := strconv.Atoi(os.Getenv("WORMWEAVE_BIG_GAMES"))
	if err != nil || n < 2 {
		n = 100_000
	}
	f, err := os.Create(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	const part = 1000
	for i := 0; i < n; i += part {
		v := rules.Variants[(i/part)%2]
		if _, err := f.Write(randomGames(v, min(part, n-i), 100, uint64(i))); err != nil {
			t.Fatal(err)
		}
	}
}

// BenchmarkAdd indexes 2,000 random games (about 100,000 positions) into a
// new library; games/s is the figure to watch.
func BenchmarkAdd(b *testing.B) {
	dir := b.TempDir()
	files := []string{
		writeFile(b, dir, "w.pgn", randomGames(rules.Wormhole, 1000, 100, 1)),
		writeFile(b, dir, "i.pgn", randomGames(rules.Interweave, 1000, 100, 1)),
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		l, err := Open(filepath.Join(dir, "lib"+strconv.Itoa(i)+".db"))
		if err != nil {
			b.Fatal(err)
		}
		rep, err := l.Add(context.Background(), files, nil)
		if err != nil || rep.Games != 2000 {
			b.Fatal(err, rep.Games)
		}
		l.Close()
	}
	b.ReportMetric(2000*float64(b.N)/b.Elapsed().Seconds(), "games/s")
}
