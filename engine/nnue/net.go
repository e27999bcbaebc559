package nnue

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"

	"wormweave/rules"
)

// The quantisation: the hidden layer's weights and biases are the float
// ones times QA, so that the clipped ReLU clips at QA, as in Stockfish's
// first networks; the output weights are the float ones times QB, finer
// than Stockfish's 64 since they are int16 here, not int8 (at 64 a small net
// was 10 to 15 cp off its float self, at 512 within 7).
// A float output of 1 is OutputScale centipawns.
const (
	QA          = 255
	QB          = 512
	OutputScale = 400
	// MaxHidden bounds the hidden layer a file may declare (a net of that
	// size is some megabytes; the trained ones are far smaller).
	MaxHidden = 1024
)

var netMagic = [8]byte{'W', 'W', 'N', 'N', 'U', 'E', 'N', '1'}

// Net is a trained network in its int16 form, read-only: every Evaluator
// of the net shares it.
type Net struct {
	v      rules.Variant
	hidden int
	// ftW holds the hidden layer's weights input by input, each a run of
	// hidden values, so that adding an input is adding one run.
	ftW  []int16
	ftB  []int16
	outW []int16 // the side to move's half, then the other side's
	outB int32
}

// Variant returns the variant the net evaluates.
func (n *Net) Variant() rules.Variant { return n.v }

// Hidden returns the size of the hidden layer (of each side's half).
func (n *Net) Hidden() int { return n.hidden }

// The net file: a 16-byte header ("WWNNUEN1", the variant byte, a zero
// byte, the hidden size as uint16 and the number of inputs as uint32,
// little-endian), then little-endian int16s: the hidden layer's weights
// input by input, its biases, the output weights (the side to move's half
// first), and last the output bias as int32.

// WriteTo writes the net in its file form.
func (n *Net) WriteTo(w io.Writer) (int64, error) {
	var buf bytes.Buffer
	buf.Write(netMagic[:])
	buf.WriteByte(byte(n.v))
	buf.WriteByte(0)
	binary.Write(&buf, binary.LittleEndian, uint16(n.hidden))
	binary.Write(&buf, binary.LittleEndian, uint32(Inputs(n.v)))
	binary.Write(&buf, binary.LittleEndian, n.ftW)
	binary.Write(&buf, binary.LittleEndian, n.ftB)
	binary.Write(&buf, binary.LittleEndian, n.outW)
	binary.Write(&buf, binary.LittleEndian, n.outB)
	return buf.WriteTo(w)
}

// netSize returns the bytes of the file of a net of variant v with the
// given hidden size.
func netSize(v rules.Variant, hidden int) int {
	return 16 + 2*(Inputs(v)*hidden+hidden+2*hidden) + 4
}

// ReadNet reads a net file of variant v. An error says what is wrong.
func ReadNet(r io.Reader, v rules.Variant) (*Net, error) {
	var h [16]byte
	if _, err := io.ReadFull(r, h[:]); err != nil {
		if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
			return nil, errors.New("shorter than the 16-byte header: not a network file")
		}
		return nil, err
	}
	if !bytes.Equal(h[:8], netMagic[:]) {
		return nil, errors.New("does not start with WWNNUEN1: not a network file")
	}
	if h[8] > byte(rules.Interweave) || h[9] != 0 {
		return nil, fmt.Errorf("header names an unknown variant or version (bytes 9-10: % x)", h[8:10])
	}
	if fv := rules.Variant(h[8]); fv != v {
		return nil, fmt.Errorf("the network is one of %s, not %s", fv, v)
	}
	hidden := int(binary.LittleEndian.Uint16(h[10:]))
	if hidden < 1 || hidden > MaxHidden {
		return nil, fmt.Errorf("hidden size %d is not from 1 to %d", hidden, MaxHidden)
	}
	if in := binary.LittleEndian.Uint32(h[12:]); in != uint32(Inputs(v)) {
		return nil, fmt.Errorf("%d inputs, where a network of %s has %d", in, v, Inputs(v))
	}
	want := netSize(v, hidden) - 16
	body := make([]byte, want+1)
	n, err := io.ReadFull(r, body)
	switch {
	case err == nil:
		return nil, fmt.Errorf("longer than the %d bytes of a network of hidden size %d", want+16, hidden)
	case n < want:
		return nil, fmt.Errorf("cut short: %d bytes, where a network of hidden size %d has %d", n+16, hidden, want+16)
	case !errors.Is(err, io.ErrUnexpectedEOF):
		return nil, err
	}
	net := &Net{v: v, hidden: hidden, ftW: make([]int16, Inputs(v)*hidden), ftB: make([]int16, hidden), outW: make([]int16, 2*hidden)}
	br := bytes.NewReader(body[:want])
	for _, part := range []any{net.ftW, net.ftB, net.outW, &net.outB} {
		if err := binary.Read(br, binary.LittleEndian, part); err != nil {
			return nil, err
		}
	}
	if err := net.checkRange(); err != nil {
		return nil, err
	}
	return net, nil
}

// checkRange refuses a net whose accumulator could overflow int16: the
// bias and the largest inputs that can be on at once must stay within it.
func (n *Net) checkRange() error {
	// At most 64 squares and the pool's 12 inputs are on at once.
	const maxOn = 64 + 2*3*poolDepth
	for i := 0; i < n.hidden; i++ {
		hi := 0
		for f := 0; f < Inputs(n.v); f++ {
			hi = max(hi, abs(int(n.ftW[f*n.hidden+i])))
		}
		if abs(int(n.ftB[i]))+maxOn*hi > 32767 {
			return fmt.Errorf("hidden unit %d: weights up to %d could overflow the accumulator", i+1, hi)
		}
	}
	return nil
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// output is the net's score, in centipawns, from the two halves of the
// accumulator: the side to move's and the other side's.
func (n *Net) output(us, them []int16) int {
	h := n.hidden
	sum := int64(n.outB) + dot(us[:h], n.outW[:h]) + dot(them[:h], n.outW[h:2*h])
	return int(sum * OutputScale / (QA * QB))
}
