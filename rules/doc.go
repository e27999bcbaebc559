// Package rules plays the two variants of Wormweave, Wormhole and Interweave:
// positions, FEN, legal moves, make and unmake, results and perft.
//
// The board is a mailbox of 64 squares plus bitboards, numbered rank by rank
// from White's side:
//
//	rank 8 | 56 57 58 59 60 61 62 63
//	rank 7 | 48 49 50 51 52 53 54 55
//	  ...  |          ...
//	rank 2 |  8  9 10 11 12 13 14 15
//	rank 1 |  0  1  2  3  4  5  6  7
//	       +------------------------
//	          a  b  c  d  e  f  g  h
//
// Bit n of a Bitboard is square n. Directions are numbered so that the four
// whose step is positive (N, E, NE, NW) come first and dir^4 is the opposite
// of dir: the nearest square along a ray is then the lowest set bit for a
// positive direction and the highest for a negative one. A position also
// keeps, for every square and direction, the nearest square that is not a
// hole (hops.go): the Wormhole move generator and attack search read it
// instead of scanning bits.
//
// A move in Interweave is one step of a turn: a capture chain is a sequence of
// steps by the same piece, and the side to move changes only when the chain is
// over. Position.Moves gives the next legal steps (so a user can play a chain
// one capture at a time) and Position.WalkTurns visits whole turns one at a
// time, in memory bounded by the longest chain: a chain that branches at every
// step can make millions of them. Position.Turns lists them for the notation
// and the engine, up to MaxTurns. In Wormhole every turn is a single step.
//
// Nothing in this package panics on any input, and nothing imports a GUI.
package rules
