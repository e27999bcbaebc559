package nnue

import (
	"bytes"
	"errors"
	"io"
	"math/rand"
	"slices"
	"strings"
	"testing"

	"wormweave/rules"
)

// randomPositions plays random games of v and returns positions along them.
func randomPositions(v rules.Variant, n int, seed int64) []*rules.Position {
	rng := rand.New(rand.NewSource(seed))
	var out []*rules.Position
	for len(out) < n {
		p := rules.NewPosition(v)
		for len(out) < n {
			ms := p.Moves(nil)
			if len(ms) == 0 {
				break
			}
			if p.Make(ms[rng.Intn(len(ms))]).TurnEnded() {
				q := *p
				out = append(out, &q)
			}
		}
	}
	return out
}

// TestRecordsRoundTrip writes positions of both variants to a data file
// and reads them back: the same inputs, side to move, score, result and
// plies, and the same position rebuilt (but for the en-passant right).
func TestRecordsRoundTrip(t *testing.T) {
	for _, v := range rules.Variants {
		ps := randomPositions(v, 300, int64(v))
		var buf bytes.Buffer
		w := NewWriter(&buf, v)
		for i, p := range ps {
			r, err := NewRecord(p, i*97-15000, i%3)
			if err != nil {
				t.Fatal(err)
			}
			if err := w.Write(&r); err != nil {
				t.Fatal(err)
			}
		}
		if err := w.Flush(); err != nil {
			t.Fatal(err)
		}
		if buf.Len() != headerSize+RecordSize*len(ps) {
			t.Fatalf("%s: %d bytes for %d records", v, buf.Len(), len(ps))
		}
		rd, err := NewReader(&buf, v, int64(len(ps)))
		if err != nil {
			t.Fatal(err)
		}
		for i, p := range ps {
			r, err := rd.Next()
			if err != nil {
				t.Fatalf("%s: record %d: %v", v, i+1, err)
			}
			wantScore := max(-ScoreLimit, min(ScoreLimit, i*97-15000))
			if r.Score() != wantScore || r.Result() != i%3 || r.Turn() != p.Turn() || r.Plies() != p.Plies() {
				t.Errorf("%s: record %d: score %d result %d turn %v plies %d, want %d %d %v %d", v, i+1, r.Score(), r.Result(), r.Turn(), r.Plies(), wantScore, i%3, p.Turn(), p.Plies())
			}
			b, _ := r.board(v)
			pb := boardOf(p)
			for _, persp := range []rules.Color{rules.White, rules.Black} {
				if got, want := appendFeatures(nil, v, &b, persp), appendFeatures(nil, v, &pb, persp); !slices.Equal(got, want) {
					t.Fatalf("%s: record %d: inputs %v, want %v", v, i+1, got, want)
				}
			}
			q, err := r.Position(v)
			if err != nil {
				t.Fatalf("%s: record %d: %v", v, i+1, err)
			}
			s := p.Setup()
			s.Passed = rules.NoSquare
			if q.FEN() != s.FEN() {
				t.Errorf("%s: record %d rebuilt %s, want %s", v, i+1, q.FEN(), s.FEN())
			}
		}
		if _, err := rd.Next(); err != io.EOF {
			t.Errorf("%s: after the last record: %v, want EOF", v, err)
		}
	}
}

// TestReaderRefusesBadFiles names what is wrong with files that are not
// data files of the variant asked for, or hold broken records.
func TestReaderRefusesBadFiles(t *testing.T) {
	p := rules.NewPosition(rules.Wormhole)
	good, _ := NewRecord(p, 10, Won)
	file := func(v rules.Variant, recs ...Record) []byte {
		var buf bytes.Buffer
		w := NewWriter(&buf, v)
		for i := range recs {
			w.Write(&recs[i])
		}
		w.Flush()
		return buf.Bytes()
	}
	badCode := good
	badCode[20] = 0xEE // a6 and b6: code 14 is no piece
	badFlags := good
	badFlags[35] = 0xF0
	badPool := good
	badPool[32] = 1 // a pool in Wormhole
	cases := []struct {
		name, want string
		data       []byte
		max        int64
	}{
		{"empty", "shorter than the 16-byte header", nil, 10},
		{"other magic", "not a training data file", []byte("PK\x03\x04 this is a zip file"), 10},
		{"other variant", "of Wormhole, not Interweave", file(rules.Wormhole, good), 10},
		{"cut record", "record 2: cut short after 39 of its 40 bytes", file(rules.Wormhole, good, good)[:headerSize+2*RecordSize-1], 10},
		{"bad square", "record 1: a6 holds code 14", file(rules.Wormhole, badCode), 10},
		{"bad flags", "record 2: flags byte 0xf0", file(rules.Wormhole, good, badFlags), 10},
		{"pool in Wormhole", "record 1: pool count 1", file(rules.Wormhole, badPool), 10},
		{"too many", "record 3: more records than allowed (2)", file(rules.Wormhole, good, good, good), 2},
	}
	for _, c := range cases {
		v := rules.Wormhole
		if c.name == "other variant" {
			v = rules.Interweave
		}
		err := readAll(c.data, v, c.max)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want one saying %q", c.name, err, c.want)
		}
	}
}

// readAll reads every record of data, returning the first error.
func readAll(data []byte, v rules.Variant, maxRecords int64) error {
	rd, err := NewReader(bytes.NewReader(data), v, maxRecords)
	if err != nil {
		return err
	}
	for {
		r, err := rd.Next()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return err
		}
		// A record that reads must rebuild or say why not, never panic.
		r.Position(v)
	}
}

// FuzzReader reads arbitrary bytes as a data file of either variant: it
// may refuse them, never panic or read past its bound.
func FuzzReader(f *testing.F) {
	for _, v := range rules.Variants {
		var buf bytes.Buffer
		w := NewWriter(&buf, v)
		for _, p := range randomPositions(v, 3, 1) {
			r, _ := NewRecord(p, 5, Undecided)
			w.Write(&r)
		}
		w.Flush()
		f.Add(buf.Bytes(), uint8(v))
	}
	f.Fuzz(func(t *testing.T, data []byte, vb uint8) {
		readAll(data, rules.Variant(vb&1), 4)
	})
}
