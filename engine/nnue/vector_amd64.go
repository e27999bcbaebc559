//go:build !purego

package nnue

// The SSE2 kernels of vector_amd64.s take n lanes, n a multiple of 8.

//go:noescape
func addSubSSE2(acc, on, off *int16, n int)

//go:noescape
func dotSSE2(a, w *int16, n int, qa int16) int32

// addSub sets acc[i] += on[i] - off[i].
func addSub(acc, on, off []int16) {
	on, off = on[:len(acc)], off[:len(acc)]
	if n := len(acc) &^ 7; n > 0 {
		addSubSSE2(&acc[0], &on[0], &off[0], n)
		acc, on, off = acc[n:], on[n:], off[n:]
	}
	addSubGo(acc, on, off)
}

// dot32 is dotGo: at most maxDot32 lanes.
func dot32(a, w []int16) int32 {
	w = w[:len(a)]
	var s int32
	if n := len(a) &^ 7; n > 0 {
		s = dotSSE2(&a[0], &w[0], n, QA)
		a, w = a[n:], w[n:]
	}
	return s + dotGo(a, w)
}
