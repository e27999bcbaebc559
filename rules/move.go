package rules

import (
	"sort"
	"strings"
)

// Move is one step: a Wormhole move, or one step of an Interweave turn.
// Captured lists the squares whose pieces the step removes; for an
// Interweave remover's capture From and To are the remover's own square.
type Move struct {
	From, To Square
	Promo    Kind // the kind a pawn becomes, or NoKind
	Captured Bitboard
}

// IsCapture reports whether the step removes any piece.
func (m Move) IsCapture() bool { return m.Captured != 0 }

// ID returns the move's canonical id in variant v: from, to, "x" and the
// captured squares sorted by name, "=" and the promotion letter; for
// example "d3f2xf2", "c8c8xb8d8" or "e3d2=n".
func (m Move) ID(v Variant) string {
	var b strings.Builder
	b.WriteString(m.From.String())
	b.WriteString(m.To.String())
	if m.Captured != 0 {
		b.WriteByte('x')
		names := make([]string, 0, 4)
		for c := m.Captured; c != 0; c &= c - 1 {
			names = append(names, c.First().String())
		}
		sort.Strings(names)
		for _, n := range names {
			b.WriteString(n)
		}
	}
	if m.Promo != NoKind {
		b.WriteByte('=')
		b.WriteByte(m.Promo.Letter(v))
	}
	return b.String()
}

// Turn is a whole turn: one Wormhole move, or the steps of an Interweave turn
// (more than one for a capture chain).
type Turn []Move

// ID returns the turn's canonical id: its steps' ids joined by ",".
func (t Turn) ID(v Variant) string {
	ids := make([]string, len(t))
	for i, m := range t {
		ids[i] = m.ID(v)
	}
	return strings.Join(ids, ",")
}
