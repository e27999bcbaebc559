package notation

import (
	"strings"

	"wormweave/rules"
)

// appendTurn appends the writer's form of turn t, played from p, to b:
// piece letter (none for a pawn), start square, then each step as '-' or
// 'x' and its destination, with '=' and the promotion letter where a pawn
// promotes; in Wormhole '+' or '#' when the move gives check or mate. The
// position after the turn is needed for the mark; pass nil to omit it.
func appendTurn(b []byte, p *rules.Position, t rules.Turn, after *rules.Position) []byte {
	if len(t) == 0 {
		return b
	}
	v := p.Variant()
	if k := p.At(t[0].From).Kind(); k != rules.Pawn && k != rules.NoKind {
		b = append(b, upper(k.Letter(v)))
	}
	b = append(b, t[0].From.String()...)
	for _, m := range t {
		if m.Captured != 0 {
			b = append(b, 'x')
		} else {
			b = append(b, '-')
		}
		b = append(b, m.To.String()...)
		if m.Promo != rules.NoKind {
			b = append(b, '=', upper(m.Promo.Letter(v)))
		}
	}
	if after != nil && v == rules.Wormhole && after.InCheck() {
		var buf [64]rules.Move
		if len(after.Moves(buf[:0])) == 0 {
			b = append(b, '#')
		} else {
			b = append(b, '+')
		}
	}
	return b
}

func upper(c byte) byte {
	if c >= 'a' && c <= 'z' {
		return c - 'a' + 'A'
	}
	return c
}

// TurnText returns the writer's form of turn t played from p, with its
// check mark, for example "Nd3-b2", "Nc1xe3xc5" or "e7xd8=M#". The turn
// is assumed legal in p.
func TurnText(p *rules.Position, t rules.Turn) string {
	q := *p
	for _, m := range t {
		q.Make(m)
	}
	return string(appendTurn(nil, p, t, &q))
}

// candidateList formats turns in the writer's form, for error messages;
// count is the number of turns they are the first of, and when it is more,
// the list ends in "…".
func candidateList(p *rules.Position, turns []rules.Turn, count int) string {
	if len(turns) == 0 {
		return "none"
	}
	names := make([]string, len(turns), len(turns)+1)
	for i, t := range turns {
		names[i] = TurnText(p, t)
	}
	if count > len(turns) {
		names = append(names, "…")
	}
	return strings.Join(names, ", ")
}
