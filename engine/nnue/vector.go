package nnue

// The accumulator's arithmetic, on whole halves of int16 lanes. On amd64
// the lanes go eight at a time through SSE2 (vector_amd64.s), which every
// amd64 processor has; elsewhere, and for the lanes past the last eight,
// the loops below do it one lane at a time. Both wrap around as Go's
// int16 arithmetic does, so a search visits the same nodes with either.

// addSubGo sets acc[i] += on[i] - off[i], one lane at a time.
func addSubGo(acc, on, off []int16) {
	on, off = on[:len(acc)], off[:len(acc)]
	for i := range acc {
		acc[i] += on[i] - off[i]
	}
}

// zeroLanes stands for the missing side of a lone input's step, so that
// add and sub are addSub: one kernel to get right, at the cost of a load
// of zeros on the rarer steps (a refresh, a capture's extra input).
var zeroLanes [MaxHidden]int16

// add sets acc[i] += w[i].
func add(acc, w []int16) { addSub(acc, w, zeroLanes[:len(acc)]) }

// sub sets acc[i] -= w[i].
func sub(acc, w []int16) { addSub(acc, zeroLanes[:len(acc)], w) }

// dotGo is the sum of clip(a[i])·w[i] in int32, clip bounding a lane to
// 0..QA (the clipped ReLU). Four sums run side by side so that the
// products do not wait on one another. The caller keeps the sum within
// an int32 (maxDot32 lanes at most).
func dotGo(a, w []int16) int32 {
	w = w[:len(a)]
	var s0, s1, s2, s3 int32
	i := 0
	for ; i+4 <= len(a); i += 4 {
		s0 += int32(min(max(a[i], 0), QA)) * int32(w[i])
		s1 += int32(min(max(a[i+1], 0), QA)) * int32(w[i+1])
		s2 += int32(min(max(a[i+2], 0), QA)) * int32(w[i+2])
		s3 += int32(min(max(a[i+3], 0), QA)) * int32(w[i+3])
	}
	for ; i < len(a); i++ {
		s0 += int32(min(max(a[i], 0), QA)) * int32(w[i])
	}
	return s0 + s1 + s2 + s3
}

// maxDot32 is the most lanes whose clipped dot product with int16 weights
// surely fits an int32: QA·32768·128 is 2^31 less 2^23.
const maxDot32 = 128

// dot is the sum of clip(a[i])·w[i] over a half of any size, taken
// maxDot32 lanes at a time in int32 and added up in int64.
func dot(a, w []int16) int64 {
	w = w[:len(a)]
	var s int64
	for len(a) > maxDot32 {
		s += int64(dot32(a[:maxDot32], w[:maxDot32]))
		a, w = a[maxDot32:], w[maxDot32:]
	}
	return s + int64(dot32(a, w))
}
