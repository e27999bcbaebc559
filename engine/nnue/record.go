package nnue

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"

	"wormweave/rules"
)

// The training data's file format (docs/nnue.md says the same, for people):
// a 16-byte header, then records of RecordSize bytes, one a position.
//
//	header  8 bytes "WWNNUED1", 1 byte variant (0 Wormhole, 1 Interweave),
//	        7 bytes zero
//	record  32 bytes  the board, two squares a byte (a1 in the low half of
//	                  byte 0, b1 in its high half, ..., h8 in the high half
//	                  of byte 31): 0 empty, 1 + i a white piece, 8 + i a
//	                  black one (i its kind's place in the variant's list),
//	                  15 a hole
//	         3 bytes  the Interweave pool, a count a half byte: White's
//	                  smashers, leapers, removers, then Black's (zero in
//	                  Wormhole)
//	         1 byte   bit 0 the side to move (1 Black); bits 1-2 the
//	                  game's result for it (0 lost, 1 undecided, 2 won)
//	         2 bytes  the deeper search's score for the side to move, in
//	                  centipawns, little-endian int16 (mates clamped to
//	                  ±ScoreLimit)
//	         2 bytes  the ply count, little-endian uint16
//
// The records stand alone, so shards are merged by concatenating their
// records under one header.
const (
	RecordSize = 40
	headerSize = 16
	// ScoreLimit is the largest score a record holds: a mate is stored as
	// ±ScoreLimit, where the logistic of the trainer is flat anyway.
	ScoreLimit = 30000
	holeCode   = 15
)

var dataMagic = [8]byte{'W', 'W', 'N', 'N', 'U', 'E', 'D', '1'}

// Record is one position of the training data, as the file holds it.
type Record [RecordSize]byte

// Result values of a record, for its side to move.
const (
	Lost      = 0
	Undecided = 1
	Won       = 2
)

// NewRecord packs position p with a search's score and the game's result,
// both for p's side to move.
func NewRecord(p *rules.Position, score, result int) (Record, error) {
	var r Record
	v := p.Variant()
	b := boardOf(p)
	for s, pc := range b.sq {
		var code byte
		switch {
		case pc == rules.Hole:
			code = holeCode
		case pc != rules.Empty:
			k := kindIndex[v][pc.Kind()&15]
			if k < 0 {
				return r, fmt.Errorf("%s holds a piece Wormweave's %s has not", rules.Square(s), v)
			}
			code = 1 + byte(k)
			if pc.Color() == rules.Black {
				code += 7
			}
		}
		r[s/2] |= code << (4 * (s & 1))
	}
	for c := 0; c < 2; c++ {
		for i := 0; i < 3; i++ {
			n := b.pool[c][i]
			if n < 0 || n > 15 {
				return r, fmt.Errorf("a pool count of %d does not fit a record", n)
			}
			j := c*3 + i
			r[32+j/2] |= byte(n) << (4 * (j & 1))
		}
	}
	if result < Lost || result > Won {
		return r, fmt.Errorf("result %d is not 0, 1 or 2", result)
	}
	r[35] = byte(p.Turn()) | byte(result)<<1
	score = max(-ScoreLimit, min(ScoreLimit, score))
	binary.LittleEndian.PutUint16(r[36:], uint16(int16(score)))
	binary.LittleEndian.PutUint16(r[38:], uint16(min(p.Plies(), 65535)))
	return r, nil
}

// Turn returns the side to move.
func (r *Record) Turn() rules.Color { return rules.Color(r[35] & 1) }

// Result returns the game's result for the side to move (Lost, Undecided or Won).
func (r *Record) Result() int { return int(r[35] >> 1 & 3) }

// Score returns the deeper search's score for the side to move, in centipawns.
func (r *Record) Score() int { return int(int16(binary.LittleEndian.Uint16(r[36:]))) }

// Plies returns the position's ply count.
func (r *Record) Plies() int { return int(binary.LittleEndian.Uint16(r[38:])) }

// Key returns the part of the record that names the position (the board,
// the pool and the side to move), which merging de-duplicates on.
func (r *Record) Key() [36]byte {
	var k [36]byte
	copy(k[:], r[:35])
	k[35] = r[35] & 1
	return k
}

// board unpacks the squares and the pool, or says what is wrong.
func (r *Record) board(v rules.Variant) (board, error) {
	var b board
	nk := byte(len(kindOrder[v]))
	for s := 0; s < 64; s++ {
		code := r[s/2] >> (4 * (s & 1)) & 15
		switch {
		case code == 0:
		case code == holeCode && v == rules.Wormhole:
			b.sq[s] = rules.Hole
		case code >= 1 && code <= nk:
			b.sq[s] = rules.MakePiece(rules.White, kindOrder[v][code-1])
		case code >= 8 && code < 8+nk:
			b.sq[s] = rules.MakePiece(rules.Black, kindOrder[v][code-8])
		default:
			return b, fmt.Errorf("%s holds code %d, which is no piece of %s", rules.Square(s), code, v)
		}
	}
	for j := 0; j < 6; j++ {
		n := int(r[32+j/2] >> (4 * (j & 1)) & 15)
		if n > 9 || n > 0 && v != rules.Interweave {
			return b, fmt.Errorf("pool count %d of %s is not one a position has", n, v)
		}
		b.pool[j/3][j%3] = n
	}
	if r[35]>>3 != 0 || r.Result() > Won {
		return b, fmt.Errorf("flags byte %#x has unknown bits", r[35])
	}
	if s := r.Score(); s < -ScoreLimit || s > ScoreLimit {
		return b, fmt.Errorf("score %d is past ±%d", s, ScoreLimit)
	}
	return b, nil
}

// Position rebuilds the record's position (without its en-passant right,
// which the record does not keep); an error says why it is not one.
func (r *Record) Position(v rules.Variant) (*rules.Position, error) {
	b, err := r.board(v)
	if err != nil {
		return nil, err
	}
	s := rules.Setup{Variant: v, Board: b.sq, Turn: r.Turn(), Plies: r.Plies(), Passed: rules.NoSquare, Pool: b.pool}
	return rules.ParseFEN(v, s.FEN())
}

// Writer writes a data file.
type Writer struct {
	w   *bufio.Writer
	err error
}

// NewWriter writes the header of a data file of variant v to w.
func NewWriter(w io.Writer, v rules.Variant) *Writer {
	bw := bufio.NewWriter(w)
	var h [headerSize]byte
	copy(h[:], dataMagic[:])
	h[8] = byte(v)
	_, err := bw.Write(h[:])
	return &Writer{w: bw, err: err}
}

// Write appends a record.
func (w *Writer) Write(r *Record) error {
	if w.err == nil {
		_, w.err = w.w.Write(r[:])
	}
	return w.err
}

// Flush writes what is buffered and returns the first error met.
func (w *Writer) Flush() error {
	if w.err == nil {
		w.err = w.w.Flush()
	}
	return w.err
}

// Reader reads a data file, checking each record.
type Reader struct {
	r       io.Reader
	v       rules.Variant
	n       int64 // records read
	max     int64
	scratch Record
}

// ErrTooMany is returned by Reader.Next when a file holds more records
// than the reader was allowed.
var ErrTooMany = errors.New("more records than allowed")

// NewReader reads and checks the header of a data file, which must be of
// variant v; maxRecords bounds the records Next returns (a file larger
// than what the caller can hold is an error, not a slow death).
func NewReader(r io.Reader, v rules.Variant, maxRecords int64) (*Reader, error) {
	var h [headerSize]byte
	if _, err := io.ReadFull(r, h[:]); err != nil {
		if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
			return nil, errors.New("shorter than the 16-byte header: not a training data file")
		}
		return nil, err
	}
	if !bytes.Equal(h[:8], dataMagic[:]) {
		return nil, errors.New("does not start with WWNNUED1: not a training data file")
	}
	if h[8] > byte(rules.Interweave) || !bytes.Equal(h[9:], make([]byte, 7)) {
		return nil, fmt.Errorf("header names an unknown variant or version (bytes 9-16: % x)", h[8:])
	}
	if fv := rules.Variant(h[8]); fv != v {
		return nil, fmt.Errorf("the positions are of %s, not %s", fv, v)
	}
	return &Reader{r: r, v: v, max: maxRecords}, nil
}

// Next returns the next record, io.EOF after the last. An error names the
// record (counted from 1) and what is wrong with it.
func (rd *Reader) Next() (*Record, error) {
	n, err := io.ReadFull(rd.r, rd.scratch[:])
	if err == io.EOF {
		return nil, io.EOF
	}
	if err == io.ErrUnexpectedEOF {
		return nil, fmt.Errorf("record %d: cut short after %d of its %d bytes", rd.n+1, n, RecordSize)
	}
	if err != nil {
		return nil, err
	}
	if rd.n >= rd.max {
		return nil, fmt.Errorf("record %d: %w (%d)", rd.n+1, ErrTooMany, rd.max)
	}
	rd.n++
	if _, err := rd.scratch.board(rd.v); err != nil {
		return nil, fmt.Errorf("record %d: %v", rd.n, err)
	}
	return &rd.scratch, nil
}
