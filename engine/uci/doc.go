// Package uci drives the engine over the UCI protocol, so that other
// programs can use it: it reads commands line by line, answers on its
// output, and only calls the engine's API (engine.Engine.Start, Stop,
// Wait), like every other user of the engine.
//
// Moves are the canonical ids of `wormweave moves` (from, to, "x" and the
// captured squares, "=" and a promotion letter; an Interweave capture
// chain's steps joined by ","). The variant is the UCI_Variant option
// (wormhole or interweave); changing it sets the position to the new
// variant's start, as does "ucinewgame". Scores are from the side to
// move's point of view, as UCI has them.
//
// Searches run in the background, so that "isready" and "stop" are
// answered while one is under way; a command that changes the engine's
// state (position, go, setoption, ucinewgame, quit) stops a running search
// first, and its bestmove is written before anything else. A bad command,
// option or move is answered with "info string error: ..." and the session
// goes on: nothing on the input ends it but "quit" or the end of the input.
package uci
