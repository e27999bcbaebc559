package nnue

import (
	"math"
	"math/rand/v2"
	"testing"
)

// The kernels give what the one-lane loops give, lane for lane, for every
// length around the eight-lane blocks (the tail taken lane by lane), with
// values at the edges of int16 so that wrapping and clipping are tried.
func TestVectorKernelsMatchTheLoops(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 11))
	edges := []int16{math.MinInt16, math.MinInt16 + 1, -QA - 1, -1, 0, 1, QA - 1, QA, QA + 1, math.MaxInt16}
	fill := func(n int) []int16 {
		s := make([]int16, n)
		for i := range s {
			if r.IntN(4) == 0 {
				s[i] = edges[r.IntN(len(edges))]
			} else {
				s[i] = int16(r.IntN(1 << 16))
			}
		}
		return s
	}
	for _, n := range []int{0, 1, 7, 8, 9, 15, 16, 17, 63, 64, 127, 128, 129, 255, 256, 300, 1024} {
		for trial := 0; trial < 20; trial++ {
			acc, on, off := fill(n), fill(n), fill(n)
			cases := []struct {
				name      string
				got, want func([]int16)
			}{
				{"addSub", func(a []int16) { addSub(a, on, off) }, func(a []int16) { addSubGo(a, on, off) }},
				{"add", func(a []int16) { add(a, on) }, func(a []int16) {
					for i := range a {
						a[i] += on[i]
					}
				}},
				{"sub", func(a []int16) { sub(a, off) }, func(a []int16) {
					for i := range a {
						a[i] -= off[i]
					}
				}},
			}
			for _, c := range cases {
				got, want := append([]int16(nil), acc...), append([]int16(nil), acc...)
				c.got(got)
				c.want(want)
				for i := range got {
					if got[i] != want[i] {
						t.Fatalf("%s, %d lanes: lane %d is %d, the loop gives %d", c.name, n, i, got[i], want[i])
					}
				}
			}
			var want int64
			for i := range acc {
				want += int64(min(max(acc[i], 0), QA)) * int64(on[i])
			}
			if got := dot(acc, on); got != want {
				t.Fatalf("dot, %d lanes: %d, want %d", n, got, want)
			}
			if n <= maxDot32 {
				if got, want := dot32(acc, on), dotGo(acc, on); got != want {
					t.Fatalf("dot32, %d lanes: %d, the loop gives %d", n, got, want)
				}
			}
		}
	}
}

// The largest sum a half of maxDot32 lanes can reach fits an int32.
func TestDot32HoldsItsExtremes(t *testing.T) {
	for _, w := range []int16{math.MaxInt16, math.MinInt16} {
		a := make([]int16, maxDot32)
		ws := make([]int16, maxDot32)
		for i := range a {
			a[i], ws[i] = math.MaxInt16, w
		}
		want := int64(maxDot32) * QA * int64(w)
		if got := dot32(a, ws); int64(got) != want {
			t.Errorf("weights %d: %d, want %d", w, got, want)
		}
	}
}

// BenchmarkKernels measures a half of 128 lanes through each kernel:
//
//	go test -run X -bench Kernels ./engine/nnue
func BenchmarkKernels(b *testing.B) {
	acc, on, off := make([]int16, 128), make([]int16, 128), make([]int16, 128)
	for i := range acc {
		acc[i], on[i], off[i] = int16(i), int16(3*i), int16(2*i)
	}
	b.Run("addSub", func(b *testing.B) {
		for b.Loop() {
			addSub(acc, on, off)
		}
	})
	b.Run("addSubGo", func(b *testing.B) {
		for b.Loop() {
			addSubGo(acc, on, off)
		}
	})
	var s int32
	b.Run("dot32", func(b *testing.B) {
		for b.Loop() {
			s += dot32(acc, on)
		}
	})
	b.Run("dotGo", func(b *testing.B) {
		for b.Loop() {
			s += dotGo(acc, on)
		}
	})
	if s == 1 {
		b.Log(s)
	}
}
