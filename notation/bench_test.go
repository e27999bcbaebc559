package notation

import (
	"bytes"
	"math/rand/v2"
	"testing"

	"wormweave/rules"
)

// generatedFile writes n random games of variant v with main lines of up to
// maxPlies plies and no annotations, and returns the file and its plies.
func generatedFile(v rules.Variant, n, maxPlies int) ([]byte, int) {
	r := rand.New(rand.NewPCG(uint64(v), 99))
	var out bytes.Buffer
	plies := 0
	games := make([]*Game, 0, n)
	for i := 0; i < n; i++ {
		g := NewGame(v, nil)
		g.Tags = []Tag{{"Event", "bench"}, {"Round", "1"}}
		cur := g.Root
		for j := 0; j < maxPlies; j++ {
			turns := cur.pos.Turns()
			if len(turns) == 0 {
				break
			}
			cur, _, _ = cur.AddMove(turns[r.IntN(len(turns))])
			plies++
		}
		games = append(games, g)
	}
	WriteAll(&out, games)
	return out.Bytes(), plies
}

// BenchmarkReplay reads a generated file of many games and replays their
// main lines into trees; plies/s is the figure to watch.
func BenchmarkReplay(b *testing.B) {
	for _, v := range rules.Variants {
		b.Run(v.String(), func(b *testing.B) {
			data, plies := generatedFile(v, 200, 120)
			b.SetBytes(int64(len(data)))
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				games, errs, err := ReadAll(bytes.NewReader(data), "bench.pgn")
				if err != nil || len(games) != 200 || errs[0] != nil {
					b.Fatal(err, len(games), errs[0])
				}
			}
			b.ReportMetric(float64(plies)*float64(b.N)/b.Elapsed().Seconds(), "plies/s")
		})
	}
}

// BenchmarkIndex lists the tags of a generated 10,000-game file.
func BenchmarkIndex(b *testing.B) {
	one, _ := generatedFile(rules.Wormhole, 50, 80)
	data := bytes.Repeat(one, 200) // 10,000 games
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		entries, err := Index(bytes.NewReader(data), "bench.pgn")
		if err != nil || len(entries) != 10000 {
			b.Fatal(err, len(entries))
		}
	}
}
