package library

import (
	"bytes"
	"testing"

	"wormweave/rules"
)

// encodingSeeds returns positions of both variants: the starts and the
// positions of random games, Interweave pools, holes and chains among them.
func encodingSeeds(t testing.TB) []rules.Position {
	var out []rules.Position
	for _, v := range rules.Variants {
		p := *rules.NewPosition(v)
		out = append(out, p)
		for i := 0; i < 200; i++ {
			moves := p.Moves(nil)
			if len(moves) == 0 {
				p = *rules.NewPosition(v)
				continue
			}
			// Steps one at a time, so that chains' middles come up.
			p.Make(moves[(i*7919)%len(moves)])
			out = append(out, p)
		}
	}
	return out
}

func TestEncodingTellsPositionsApart(t *testing.T) {
	seen := map[string]string{}
	for _, p := range encodingSeeds(t) {
		enc := encodePosition(nil, &p)
		r, err := decodeRecord(enc)
		if err != nil {
			t.Fatalf("%s: decoding its encoding: %v", p.FEN(), err)
		}
		if r != recordOf(&p) {
			t.Fatalf("%s: decodes as %+v, want %+v", p.FEN(), r, recordOf(&p))
		}
		if again := r.encode(nil); !bytes.Equal(again, enc) {
			t.Fatalf("%s: encoded % x, decoded and encoded % x", p.FEN(), enc, again)
		}
		// The FEN and the chain square say everything the encoding must.
		id := p.Variant().String() + " " + p.FEN() + " " + p.ChainSquare().String()
		if prev, ok := seen[string(enc)]; ok && prev != id {
			t.Fatalf("%s and %s have one encoding", prev, id)
		}
		seen[string(enc)] = id
	}
}

// FuzzDecodeRecord feeds the decoder any bytes: it never panics, and what
// it accepts encodes back to the same bytes (one encoding a position).
func FuzzDecodeRecord(f *testing.F) {
	for _, p := range encodingSeeds(f) {
		f.Add(encodePosition(nil, &p))
	}
	f.Add([]byte{})
	f.Add([]byte{0xff, 1, 2, 3})
	f.Fuzz(func(t *testing.T, b []byte) {
		r, err := decodeRecord(b)
		if err != nil {
			return
		}
		if again := r.encode(nil); !bytes.Equal(again, b) {
			t.Fatalf("% x decodes, and encodes back as % x", b, again)
		}
	})
}

// FuzzChunkReader feeds the chunk reader any bytes: it never panics.
func FuzzChunkReader(f *testing.F) {
	var data []byte
	w := chunkWriter{emit: func(_ int64, d []byte) error { data = d; return nil }}
	w.add(&group{key: -5, enc: []byte{1, 2}, posts: []posting{{1, 0, 3}, {4, 2, 0}}})
	w.add(&group{key: 7, enc: []byte{3}, posts: []posting{{2, 1, 1}}})
	w.flush()
	f.Add(data)
	f.Fuzz(func(t *testing.T, b []byte) {
		rd := newChunkReader(b)
		var g group
		for i := 0; i < 1000 && rd.next(&g, true); i++ {
		}
	})
}
