package nnue

// The test helpers that the external tests (search_bench_test.go) use.
var (
	RandomNet       = randomNet
	RandomPositions = randomPositions
)
