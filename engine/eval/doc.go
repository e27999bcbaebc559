// Package eval scores positions of both Wormweave variants for the engine's
// search: a static guess, in centipawns from the side to move, of who stands
// better. Each variant has its own evaluator, documented in its own file.
//
// The search never asks for the score of a finished position (it knows the
// exact result there), but an evaluator answers one without panicking.
//
// The package imports rules only.
package eval
