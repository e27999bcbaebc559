package engine

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"wormweave/rules"
)

// benchOneSecond searches a start position for one second with one thread
// and reports the depth reached and the nodes per second:
//
//	go test ./engine -run XXX -bench OneSecond -benchtime 3x
func benchOneSecond(b *testing.B, v rules.Variant) {
	var depth, nodes int64
	var elapsed time.Duration
	for i := 0; i < b.N; i++ {
		e := New(Options{})
		start := time.Now()
		r := e.Start(rules.NewPosition(v), nil, Limits{MoveTime: time.Second}, nil).Wait()
		elapsed += time.Since(start)
		depth += int64(r.Depth)
		nodes += r.Nodes
	}
	b.ReportMetric(float64(depth)/float64(b.N), "depth")
	b.ReportMetric(float64(nodes)/elapsed.Seconds(), "nodes/s")
}

func BenchmarkOneSecondWormhole(b *testing.B)   { benchOneSecond(b, rules.Wormhole) }
func BenchmarkOneSecondInterweave(b *testing.B) { benchOneSecond(b, rules.Interweave) }

// benchTimeToDepth measures the time to reach a fixed depth from a start
// position with a number of threads (compare 1 and 2 for the Lazy SMP
// speed-up):
//
//	go test ./engine -run XXX -bench TimeToDepth -benchtime 3x
func benchTimeToDepth(b *testing.B, v rules.Variant, depth, threads int) {
	var nodes int64
	for i := 0; i < b.N; i++ {
		e := New(Options{Threads: threads})
		r := e.Start(rules.NewPosition(v), nil, Limits{Depth: depth}, nil).Wait()
		nodes += r.Nodes
	}
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes")
}

func BenchmarkTimeToDepthWormhole1(b *testing.B)   { benchTimeToDepth(b, rules.Wormhole, 10, 1) }
func BenchmarkTimeToDepthWormhole2(b *testing.B)   { benchTimeToDepth(b, rules.Wormhole, 10, 2) }
func BenchmarkTimeToDepthInterweave1(b *testing.B) { benchTimeToDepth(b, rules.Interweave, 10, 1) }
func BenchmarkTimeToDepthInterweave2(b *testing.B) { benchTimeToDepth(b, rules.Interweave, 10, 2) }

// BenchmarkSearchNodes is the search's inner loop alone, a fixed number of
// nodes from each start position; it must not allocate beyond the few
// allocations of starting a search.
func BenchmarkSearchNodes(b *testing.B) {
	e := New(Options{HashMB: 4})
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, v := range rules.Variants {
			e.Start(rules.NewPosition(v), nil, Limits{Nodes: 50000}, nil).Wait()
		}
	}
}

// benchOpenings is benchTimeToDepth over the first 20 of the match
// openings of v (engine/match/openings), a steadier measure of the Lazy SMP
// speed-up than one position, whose tree changes shape with every thread's
// timing:
//
//	go test ./engine -run XXX -bench TimeToDepthOpenings -benchtime 2x
func benchOpenings(b *testing.B, v rules.Variant, depth, threads int) {
	data, err := os.ReadFile(filepath.Join("match", "openings", strings.ToLower(v.String())+".txt"))
	if err != nil {
		b.Fatal(err)
	}
	var positions []*rules.Position
	for _, line := range strings.Split(string(data), "\n") {
		fen, _, _ := strings.Cut(line, "#")
		if fen = strings.TrimSpace(fen); fen == "" || len(positions) == 20 {
			continue
		}
		p, err := rules.ParsePlayableFEN(v, fen)
		if err != nil {
			b.Fatal(err)
		}
		positions = append(positions, p)
	}
	var nodes int64
	for i := 0; i < b.N; i++ {
		for _, p := range positions {
			nodes += New(Options{Threads: threads}).Start(p, nil, Limits{Depth: depth}, nil).Wait().Nodes
		}
	}
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes")
}

func BenchmarkTimeToDepthOpeningsWormhole1(b *testing.B)   { benchOpenings(b, rules.Wormhole, 9, 1) }
func BenchmarkTimeToDepthOpeningsWormhole2(b *testing.B)   { benchOpenings(b, rules.Wormhole, 9, 2) }
func BenchmarkTimeToDepthOpeningsInterweave1(b *testing.B) { benchOpenings(b, rules.Interweave, 9, 1) }
func BenchmarkTimeToDepthOpeningsInterweave2(b *testing.B) { benchOpenings(b, rules.Interweave, 9, 2) }
