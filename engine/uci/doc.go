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
// A refused go still answers "bestmove (none)" after its error, since a
// GUI waits for it; the bestmove is always the first move of the last
// line printed.
//
// As GUIs expect: "go mate N" searches for a win within N turns; "go
// infinite" and "go ponder" hold their bestmove, in a finished position
// too; "go ponder" searches the expected position without its
// time limits, and holds its bestmove, until "ponderhit" (the limits then
// count from the go) or "stop"; bestmove names the expected answer after
// "ponder" when the line has one; a search of more than a second says
// every second which turn it searches ("currmove", "currmovenumber"), the
// info lines carry "hashfull" and "nps", and a score outside the
// aspiration window is reported with "lowerbound" or "upperbound" before
// the search again. "info string variant NAME" says which variant is in
// play, at ucinewgame, position or isready, once for each change. Skill
// Level (0 weakest, 20 full strength), UCI_LimitStrength and UCI_Elo
// choose a strength of the engine's ladder (see package engine).
package uci
