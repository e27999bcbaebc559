package app

import (
	"os"
	"testing"
)

func BenchmarkIndexGameData(b *testing.B) {
	path := largeGameFile(b, 10000)
	data, err := os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		n := 0
		if err := indexGameData(data, path, nil, func(ib indexBatch) { n += len(ib.rows) }); err != nil || n != 10000 {
			b.Fatal(n, err)
		}
	}
}
