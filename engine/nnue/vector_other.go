//go:build !amd64 || purego

package nnue

// Without amd64's kernels, the loops of vector.go do the work.

func addSub(acc, on, off []int16) { addSubGo(acc, on, off) }
func dot32(a, w []int16) int32    { return dotGo(a, w) }
