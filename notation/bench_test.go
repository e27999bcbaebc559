package notation

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"runtime"
	"strings"
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

// manyGames returns a file of about size bytes: generated games, repeated.
func manyGames(size int) []byte {
	one, _ := generatedFile(rules.Wormhole, 100, 100)
	two, _ := generatedFile(rules.Interweave, 100, 100)
	chunk := append(append(one, '\n'), two...)
	chunk = append(chunk, '\n')
	return bytes.Repeat(chunk, max(1, size/len(chunk)))
}

// longLines returns a file of about size bytes whose games each hold their
// movetext, and a comment of 64 KB, on one line, as some sites write it.
func longLines(size int) []byte {
	one, _ := generatedFile(rules.Interweave, 20, 100)
	var out []byte
	comment := "{" + strings.Repeat("word ", 64<<10/5) + "}"
	for i, g := range bytes.Split(one, []byte("\n\n[")) {
		if i > 0 {
			out = append(out, "\n["...)
		}
		head, movetext, _ := bytes.Cut(g, []byte("\n\n"))
		movetext = bytes.ReplaceAll(bytes.TrimSpace(movetext), []byte("\n"), []byte(" "))
		out = append(out, head...)
		out = append(out, "\n\n"...)
		out = append(out, comment...)
		out = append(out, ' ')
		out = append(out, movetext...)
		out = append(out, '\n')
	}
	return bytes.Repeat(out, max(1, size/len(out)))
}

// manyComments returns a file of about size bytes: games with a line of
// empty comments each (600,000 of them took 14.5 s before reading was
// linear).
func manyComments(size int) []byte {
	game := "[Variant \"Wormhole\"]\n\n1. g2-g3 " + strings.Repeat("{}", 100000) + " a7-a6 *\n\n"
	return bytes.Repeat([]byte(game), max(1, size/len(game)))
}

// BenchmarkRead reads files of three shapes at two sizes, 8 times apart:
// reading is linear when the time per megabyte (ms/MB) is the same at both.
func BenchmarkRead(b *testing.B) {
	for _, shape := range []struct {
		name string
		make func(int) []byte
	}{{"many-games", manyGames}, {"long-lines", longLines}, {"many-comments", manyComments}} {
		for _, size := range []int{1 << 20, 8 << 20} {
			b.Run(fmt.Sprintf("%s/%dMB", shape.name, size>>20), func(b *testing.B) {
				data := shape.make(size)
				b.SetBytes(int64(len(data)))
				b.ReportAllocs()
				b.ResetTimer()
				for i := 0; i < b.N; i++ {
					rd := NewReader(bytes.NewReader(data), "bench.pgn")
					for {
						_, err := rd.Next()
						if errors.Is(err, io.EOF) {
							break
						}
						if err != nil {
							b.Fatal(err)
						}
					}
				}
				mb := float64(len(data)) / (1 << 20) * float64(b.N)
				b.ReportMetric(float64(b.Elapsed().Milliseconds())/mb, "ms/MB")
			})
		}
	}
}

// repeated reads chunk over and over up to n bytes, so that a large input
// costs no memory of its own.
type repeated struct {
	chunk []byte
	off   int
	n     int64
}

func (r *repeated) Read(p []byte) (int, error) {
	if r.n <= 0 {
		return 0, io.EOF
	}
	k := copy(p[:min(int64(len(p)), r.n)], r.chunk[r.off:])
	r.off = (r.off + k) % len(r.chunk)
	r.n -= int64(k)
	return k, nil
}

// BenchmarkRead50MB reads 50 MB of games one at a time, as replay does,
// and reports the largest heap seen while reading (peak-heap-MB), which
// must stay flat: it does not grow with the file.
func BenchmarkRead50MB(b *testing.B) {
	chunk := manyGames(1 << 20)
	size := int64(50<<20) / int64(len(chunk)) * int64(len(chunk)) // whole games
	b.SetBytes(size)
	b.ReportAllocs()
	var peak uint64
	var ms runtime.MemStats
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		rd := NewReader(&repeated{chunk: chunk, n: size}, "big.pgn")
		for n := 0; ; n++ {
			_, err := rd.Next()
			if errors.Is(err, io.EOF) {
				break
			}
			if err != nil {
				b.Fatal(err)
			}
			if n%500 == 0 {
				runtime.ReadMemStats(&ms)
				peak = max(peak, ms.HeapAlloc)
			}
		}
	}
	b.ReportMetric(float64(peak)/(1<<20), "peak-heap-MB")
}

var largeFile = flag.String("write-large", "", "write the 50 MB file of games that the read figures are measured on to this path")

// TestWriteLargeFile writes the input of BenchmarkRead50MB to a file, to
// measure a command on it: go test ./notation -run TestWriteLargeFile
// -write-large /tmp/big.pgn.
func TestWriteLargeFile(t *testing.T) {
	if *largeFile == "" {
		t.Skip("no -write-large path given")
	}
	chunk := manyGames(1 << 20)
	f, err := os.Create(*largeFile)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := io.Copy(f, &repeated{chunk: chunk, n: int64(50<<20) / int64(len(chunk)) * int64(len(chunk))}); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
}
