package rules

import "strings"

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
	return string(m.AppendID(make([]byte, 0, 16), v))
}

// AppendID appends the move's canonical id (see ID) to b; it allocates
// nothing when b has room.
func (m Move) AppendID(b []byte, v Variant) []byte {
	b = appendSquare(b, m.From)
	b = appendSquare(b, m.To)
	if m.Captured != 0 {
		b = append(b, 'x')
		// By name is file by file, and within a file by rank, which is
		// the order of the bits.
		for f := 0; f < 8; f++ {
			for c := m.Captured & (fileA << f); c != 0; c &= c - 1 {
				b = appendSquare(b, c.First())
			}
		}
	}
	if m.Promo != NoKind {
		b = append(b, '=', m.Promo.Letter(v))
	}
	return b
}

func appendSquare(b []byte, s Square) []byte {
	if !s.Valid() {
		return append(b, '-')
	}
	return append(b, byte('a'+s.File()), byte('1'+s.Rank()))
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
