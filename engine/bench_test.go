package engine

import (
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
