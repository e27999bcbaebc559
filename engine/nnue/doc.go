// Package nnue is the learned evaluation of both variants: a network of
// one hidden layer over the pieces, the holes (Wormhole) and the captured
// pool (Interweave), evaluated in int16 arithmetic, with the hidden layer
// (the accumulator) updated incrementally as the position changes. The
// accumulator's lanes go eight at a time through SSE2 on amd64 (a few
// lines of assembly, vector_amd64.s) and one at a time in Go elsewhere or
// with the purego build tag; both give the same sums. It also owns the
// training data's binary format (docs/nnue.md) and the float trainer
// whose output is quantised to a Net.
//
// A Net is read-only and may be shared; an Evaluator holds an accumulator
// and belongs to one searcher at a time, which is why it implements
// eval.Forker: the engine gives each of its threads its own.
//
// The package imports rules, and eval for the interface it implements; the
// engine sees a net as one more eval.Evaluator.
package nnue
