package library

import (
	"bytes"
	"context"
	"errors"
	"os"
	"testing"

	"wormweave/rules"
)

// A game's bytes come back exactly as they stand in its file, at the
// offset the library indexed; a file changed since is refused.
func TestGameBytesAreTheGameAlone(t *testing.T) {
	dir := t.TempDir()
	a := writeFile(t, dir, "a.pgn", randomGames(rules.Wormhole, 4, 20, 7))
	l := openLib(t)
	add(t, l, a)
	hits, err := l.Search(context.Background(), rules.NewPosition(rules.Wormhole), 0)
	if err != nil || len(hits) != 4 {
		t.Fatal(hits, err)
	}
	data, err := os.ReadFile(a)
	if err != nil {
		t.Fatal(err)
	}
	for i, h := range hits {
		raw, err := l.GameBytes(context.Background(), h.GameRef)
		if err != nil {
			t.Fatal(err)
		}
		end := raw.Offset + int64(len(raw.Data))
		if raw.Offset < 0 || end > int64(len(data)) || !bytes.Equal(data[raw.Offset:end], raw.Data) {
			t.Fatalf("game %d: bytes %d..%d are not the file's", h.Number, raw.Offset, end)
		}
		if !bytes.Contains(raw.Data, []byte(`[White "`+h.White+`"]`)) {
			t.Fatalf("game %d: the bytes are another game's:\n%s", h.Number, raw.Data)
		}
		if i > 0 && raw.Offset == 0 {
			t.Fatalf("game %d starts at the file's start", h.Number)
		}
		if int64(len(raw.Data)) >= int64(len(data)) {
			t.Fatalf("game %d: %d bytes read, the whole file", h.Number, len(raw.Data))
		}
	}
	writeFile(t, dir, "a.pgn", randomGames(rules.Wormhole, 4, 20, 8))
	if _, err := l.GameBytes(context.Background(), hits[1].GameRef); !errors.Is(err, ErrChanged) {
		t.Fatalf("reading a game of a changed file: %v", err)
	}
}
