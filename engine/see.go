package engine

import "wormweave/rules"

// Static exchange evaluation, in Wormhole only.
//
// What it computes: the material the side to move wins (in the move
// ordering's piece values) by a capture m and the captures on m.To that may
// follow it, each side in turn capturing on that square or stopping, as
// suits it best: the minimax value of the exchange on one square, other
// captures and threats aside. It is exact within that definition, for it
// plays the captures with the rules' own Make, legality included: in
// Wormhole every move leaves a hole behind, and a hole changes where the
// pieces behind it reach (rays skip holes), so no attack table built
// beforehand would stay right through an exchange. The captures of each
// turn are tried least valuable capturer first, which makes the bounds cut
// most of them.
//
// Interweave has none: its captures are compulsory and chain, by approach,
// leap, custodian and removal, so the "exchange on a square" stops being a
// meaningful part of what a capture leads to; its quiescence search plays
// every capture out instead.
const seeMaxDepth = 24 // captures on one square: far more than the pieces

// see returns the static exchange value of m, a Wormhole capture of the
// side to move.
func (w *worker) see(m rules.Move) int32 {
	pos := &w.pos
	gain := w.captureGain(m)
	u := pos.Make(m)
	s := gain - w.seeExchange(m.To, -1<<30, 1<<30, 0)
	pos.Unmake(m, u)
	return s
}

// seeAtLeast reports whether see(m) >= threshold, searching the exchange
// with a null window: most of its captures are then cut, and the ordering
// asks no more than this.
func (w *worker) seeAtLeast(m rules.Move, threshold int32) bool {
	pos := &w.pos
	gain := w.captureGain(m)
	u := pos.Make(m)
	// see(m) = gain - x >= threshold when x <= gain - threshold.
	limit := gain - threshold
	x := w.seeExchange(m.To, limit, limit+1, 0)
	pos.Unmake(m, u)
	return x <= limit
}

// captureGain is what m takes, plus what its promotion adds.
func (w *worker) captureGain(m rules.Move) int32 {
	g := w.values[w.pos.At(m.To).Kind()]
	if m.Promo != rules.NoKind {
		g += w.values[m.Promo] - w.values[rules.Pawn]
	}
	return g
}

// seeExchange returns what the side to move gains, at least 0 (it may
// stop), by capturing on t and going on with the exchange, within (alpha,
// beta).
func (w *worker) seeExchange(t rules.Square, alpha, beta int32, depth int) int32 {
	best := int32(0)
	if best >= beta || depth >= seeMaxDepth {
		return best
	}
	alpha = max(alpha, best)
	pos := &w.pos
	// The captures on t, least valuable capturer first.
	buf := pos.CapturesOn(w.seeBuf[depth][:0], t)
	w.seeBuf[depth] = buf
	for i := 1; i < len(buf); i++ {
		for k := i; k > 0 && w.seeCost(buf[k]) < w.seeCost(buf[k-1]); k-- {
			buf[k], buf[k-1] = buf[k-1], buf[k]
		}
	}
	for _, m := range buf {
		gain := w.captureGain(m)
		if gain <= alpha {
			continue // even unanswered it gains no more than best so far
		}
		u := pos.Make(m)
		s := gain - w.seeExchange(t, gain-beta, gain-alpha, depth+1)
		pos.Unmake(m, u)
		if s > best {
			best = s
			if s > alpha {
				alpha = s
				if s >= beta {
					break
				}
			}
		}
	}
	return best
}

// seeCost orders the captures of one turn of an exchange: the least
// valuable capturer first, and of a pawn's promotions the richest first.
func (w *worker) seeCost(m rules.Move) int32 {
	return 4*w.values[w.pos.At(m.From).Kind()] - w.values[m.Promo]
}
