package library

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"wormweave/rules"
)

// TestWriteBigPGN writes the file the library's figures of docs/benchmarks.md are measured on:
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

// BenchmarkExplore explores the start position (every game passes it)
// and a position of the sixth ply in a library of 2,000 random games; set
// WORMWEAVE_BIG_DB to a library (made with `wormweave library add`) to
// measure on it instead.
func BenchmarkExplore(b *testing.B) {
	path := os.Getenv("WORMWEAVE_BIG_DB")
	if path == "" {
		dir := b.TempDir()
		path = filepath.Join(dir, "lib.db")
		l, err := Open(path)
		if err != nil {
			b.Fatal(err)
		}
		files := []string{
			writeFile(b, dir, "w.pgn", randomGames(rules.Wormhole, 1000, 100, 1)),
			writeFile(b, dir, "i.pgn", randomGames(rules.Interweave, 1000, 100, 1)),
		}
		if _, err := l.Add(context.Background(), files, nil); err != nil {
			b.Fatal(err)
		}
		l.Close()
	}
	l, err := Open(path)
	if err != nil {
		b.Fatal(err)
	}
	defer l.Close()
	for _, v := range rules.Variants {
		start := rules.NewPosition(v)
		deeper := *start
		for i := 0; i < 6; i++ {
			deeper.PlayTurn(deeper.Turns()[0])
		}
		for _, c := range []struct {
			name string
			pos  *rules.Position
		}{{"start", start}, {"ply6", &deeper}} {
			b.Run(v.String()+"/"+c.name, func(b *testing.B) {
				if _, err := l.Explore(context.Background(), c.pos); err != nil { // the view, loaded once
					b.Fatal(err)
				}
				b.ResetTimer()
				for i := 0; i < b.N; i++ {
					if _, err := l.Explore(context.Background(), c.pos); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
