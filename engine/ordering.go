package engine

import "wormweave/rules"

// Move ordering: the transposition table's move first, then captures by the
// value they take (an Interweave step may take several pieces, and a
// promotion brings one back), then the two killer moves of the level, then
// the Wormhole captures that lose material by the static exchange (see.go),
// then quiet moves by their history.
//
// A Wormhole capture that may lose material (it takes less than the piece
// making it, and lands where the opponent can take back) is scored in the
// orderSuspect band, below the other captures, and its static exchange is
// played out only when pick reaches it: a cut-off often comes first, and the
// exchange costs as much as several nodes.
const (
	orderTT         = 1 << 30
	orderCapture    = 1 << 24
	orderSuspect    = 1 << 23
	orderKiller     = 1 << 22
	historyMax      = 1 << 14
	orderBadCapture = 1 << 20
)

// pieceValues returns the piece values move ordering uses in variant v.
func pieceValues(v rules.Variant) *[16]int32 {
	if v == rules.Interweave {
		return &interweaveValues
	}
	return &wormholeValues
}

// The values were set by hand. The tuned evaluations' material weights in
// their place (a Wormhole knight 205, say) were matched against them and
// did no better (MATCHES.md, "Move ordering's piece values from the tuned
// weights"). The ordering ranks captures by what they take, then by the
// piece that takes, and picks the Wormhole captures that may lose material:
// it needs the values' order more than their size.
var (
	wormholeValues = [16]int32{
		rules.Pawn: 100, rules.Knight: 300, rules.Champion: 450,
		rules.Wizard: 380, rules.Lion: 650, rules.King: 2000,
	}
	interweaveValues = [16]int32{
		rules.Pawn: 100, rules.Smasher: 450, rules.Leaper: 450,
		rules.Remover: 350, rules.King: 2000,
	}
)

// scoreMoves gives each move of the level its ordering score.
func (w *worker) scoreMoves(level int, moves []rules.Move, tt rules.Move, hasTT bool) {
	sc := w.scores[level][:0]
	side := w.pos.Turn()
	k0, k1 := w.killers[level][0], w.killers[level][1]
	for _, m := range moves {
		var s int32
		switch {
		case hasTT && m.From == tt.From && m.To == tt.To && m.Promo == tt.Promo:
			s = orderTT
			hasTT = false // one move only, should two share from, to and promotion
		case m.IsCapture() || m.Promo != rules.NoKind:
			s = orderCapture - w.values[w.pos.At(m.From).Kind()]/16
			for c := m.Captured; c != 0; c &= c - 1 {
				s += 16 * w.values[w.pos.At(c.First()).Kind()]
			}
			s += 16 * w.values[m.Promo]
			if w.mayLose(m, side) {
				s = orderSuspect + s - orderCapture
			}
		case m == k0:
			s = orderKiller + 1
		case m == k1:
			s = orderKiller
		default:
			s = w.history[side][m.From][m.To]
		}
		sc = append(sc, s)
	}
	w.scores[level] = sc
}

// mayLose reports whether m, a Wormhole capture, takes less than the piece
// that makes it and lands where the opponent can take back: only such a
// capture can lose material by the static exchange.
func (w *worker) mayLose(m rules.Move, side rules.Color) bool {
	if w.pos.Variant() != rules.Wormhole || m.Promo != rules.NoKind {
		return false
	}
	mover := w.values[w.pos.At(m.From).Kind()]
	gain := int32(0)
	for c := m.Captured; c != 0; c &= c - 1 {
		gain += w.values[w.pos.At(c.First()).Kind()]
	}
	return mover > gain && w.pos.WormholeAttacked(m.To, side.Other(), m.From)
}

// pick moves the best-scored of the moves from index i on to index i and
// returns it: a selection sort done lazily, as a cut-off often comes early.
// A capture of the orderSuspect band is settled when it comes first: among
// the captures if its static exchange loses nothing, with the losing
// captures after the killers if it does, and the pick starts again.
func (w *worker) pick(level, i int) rules.Move {
	moves, sc := w.moves[level], w.scores[level]
	for {
		b := i
		for k := i + 1; k < len(moves); k++ {
			if sc[k] > sc[b] {
				b = k
			}
		}
		moves[i], moves[b] = moves[b], moves[i]
		sc[i], sc[b] = sc[b], sc[i]
		if sc[i] < orderSuspect || sc[i] >= orderCapture {
			return moves[i]
		}
		if w.seeAtLeast(moves[i], 0) {
			sc[i] += orderCapture - orderSuspect
			return moves[i]
		}
		sc[i] += orderBadCapture - orderSuspect
	}
}

// rewardQuiet records a quiet move that caused a cut-off: a killer of its
// level, a history bonus, and a malus for the quiet moves tried before it.
func (w *worker) rewardQuiet(side rules.Color, level, depth int, m rules.Move, tried []rules.Move) {
	if w.killers[level][0] != m {
		w.killers[level][1] = w.killers[level][0]
		w.killers[level][0] = m
	}
	bonus := int32(min(depth*depth, 400))
	w.addHistory(side, m, bonus)
	for _, q := range tried {
		if !q.IsCapture() && q.Promo == rules.NoKind {
			w.addHistory(side, q, -bonus)
		}
	}
}

// addHistory moves an entry toward ±historyMax, more slowly the nearer it is.
func (w *worker) addHistory(side rules.Color, m rules.Move, bonus int32) {
	h := &w.history[side][m.From][m.To]
	abs := bonus
	if abs < 0 {
		abs = -abs
	}
	*h += bonus - *h*abs/historyMax
}
