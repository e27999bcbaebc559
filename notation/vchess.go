package notation

import (
	"bytes"
	"strings"

	"wormweave/rules"
)

// The vchess site appends to its movetext one machine-readable line per
// ply, such as
//
//	4.b f8.f2 bnf2/bnf8.wpf3,f2.h2 bnh2/bnf2.wpg2
//
// the move number and side, then each step of the turn as start.end and the
// pieces appearing / vanishing (colour, letter, square; '-' for none). These
// lines say exactly which turn was played where the site's movetext does
// not (it writes Interweave steps by destination only), so the reader uses
// them when they are there.

// machineStep is one step of a machine line.
type machineStep struct {
	from, to   rules.Square
	appearKind rules.Kind // the kind of the first piece appearing, or NoKind
	vanish     rules.Bitboard
}

// machineTurn is one machine line: the steps of a turn, or the mark of a
// chain of four steps or more that the site did not spell out.
type machineTurn struct {
	steps    []machineStep
	infinite bool
	text     string
	line     int
	col      int
}

// isMachineLine reports whether line opens with "<number>.w" or
// "<number>.b" followed by a blank: no PGN movetext does.
func isMachineLine(line []byte) bool {
	line = bytes.TrimLeft(line, " \t")
	i := 0
	for i < len(line) && line[i] >= '0' && line[i] <= '9' {
		i++
	}
	if i == 0 || i+2 > len(line) || line[i] != '.' || line[i+1] != 'w' && line[i+1] != 'b' {
		return false
	}
	return i+2 == len(line) || line[i+2] == ' ' || line[i+2] == '\t' || line[i+2] == '\r' || line[i+2] == '\n'
}

// splitMachine cuts a game's text where the vchess machine lines begin. It
// returns the text before them, the machine lines (nil if there are none)
// and the 0-based line where they start, relative to data.
func splitMachine(data []byte) (movetext, machine []byte, line int) {
	inComment := false
	for off, n := 0, 0; off < len(data); n++ {
		end := bytes.IndexByte(data[off:], '\n')
		next := len(data)
		if end >= 0 {
			next = off + end + 1
		}
		l := data[off:next]
		trimmed := bytes.TrimLeft(l, " \t")
		switch {
		case inComment:
			inComment = commentOpenAfter(l, true)
		case len(trimmed) > 0 && trimmed[0] == '[':
		case isMachineLine(l):
			return data[:off], data[off:], n
		default:
			inComment = commentOpenAfter(l, false)
		}
		off = next
	}
	return data, nil, 0
}

// parseMachine reads the machine lines; first is the 0-based line of the
// first relative to the game, base the game's first line in the file.
func parseMachine(text []byte, first int, base int, file string, v rules.Variant) ([]machineTurn, error) {
	var out []machineTurn
	for i, raw := range strings.Split(string(text), "\n") {
		lineNo := base + first + i
		s := strings.TrimSpace(raw)
		if s == "" {
			continue
		}
		head, rest, _ := strings.Cut(s, " ")
		mt := machineTurn{text: s, line: lineNo, col: 1}
		rest = strings.TrimSpace(rest)
		if !isMachineLine([]byte(head)) {
			return out, newError(file, lineNo, 1, "notation.badMachineLine", map[string]any{"Text": quote(s)})
		}
		if strings.Contains(rest, infinity) {
			mt.infinite = true
			out = append(out, mt)
			continue
		}
		for _, step := range strings.Split(rest, ",") {
			ms, ok := parseMachineStep(v, step)
			if !ok {
				return out, newError(file, lineNo, 1, "notation.badMachineStep", map[string]any{"Text": quote(s), "Step": quote(step)})
			}
			mt.steps = append(mt.steps, ms)
		}
		out = append(out, mt)
	}
	return out, nil
}

// parseMachineStep reads "f8.f2 bnf2/bnf8.wpf3".
func parseMachineStep(v rules.Variant, s string) (machineStep, bool) {
	var ms machineStep
	squares, pieces, ok := strings.Cut(strings.TrimSpace(s), " ")
	if !ok {
		return ms, false
	}
	a, b, ok := strings.Cut(squares, ".")
	if !ok {
		return ms, false
	}
	var err1, err2 error
	ms.from, err1 = rules.ParseSquare(a)
	ms.to, err2 = rules.ParseSquare(b)
	if err1 != nil || err2 != nil {
		return ms, false
	}
	appear, vanish, ok := strings.Cut(strings.TrimSpace(pieces), "/")
	if !ok {
		return ms, false
	}
	if appear != "-" {
		for i, p := range strings.Split(appear, ".") {
			k, _, ok := parseMachinePiece(v, p)
			if !ok {
				return ms, false
			}
			if i == 0 {
				ms.appearKind = k
			}
		}
	}
	if vanish != "-" {
		for _, p := range strings.Split(vanish, ".") {
			_, sq, ok := parseMachinePiece(v, p)
			if !ok {
				return ms, false
			}
			// A piece jumped by a pawn's leap is listed twice; a set
			// counts it once.
			ms.vanish |= rules.Bit(sq)
		}
	}
	return ms, true
}

// parseMachinePiece reads "wnf2": colour, letter, square.
func parseMachinePiece(v rules.Variant, s string) (rules.Kind, rules.Square, bool) {
	if len(s) != 4 || s[0] != 'w' && s[0] != 'b' {
		return rules.NoKind, rules.NoSquare, false
	}
	k := rules.KindOfLetter(v, s[1])
	sq, err := rules.ParseSquare(s[2:])
	if k == rules.NoKind || err != nil {
		return rules.NoKind, rules.NoSquare, false
	}
	return k, sq, true
}

// decodeMachine finds the legal turn a machine line describes: each step's
// start, end and promotion, and, to choose between steps that agree on
// those, what vanishes. The site writes a remover's capture with its end on
// one of the captured squares, and nothing appearing.
func (d *decoder) decodeMachine(p *rules.Position, mt *machineTurn) (int, *decodeError) {
	if mt.infinite {
		m := moveText{infinite: true}
		return d.slow(p, &m)
	}
	// A walk, not a list: the position may have more than rules.MaxTurns
	// turns. A turn that also matches what vanishes is preferred to one
	// that matches start and end only.
	var all, strict, loose turnSet
	p.WalkTurns(func(t rules.Turn) bool {
		all.add(t)
		switch {
		case machineFits(p, t, mt, true):
			strict.add(t)
		case machineFits(p, t, mt, false):
			loose.add(t)
		}
		return true
	})
	fit := strict
	if fit.count == 0 {
		fit = loose
	}
	return d.resolve(p, &fit, &all)
}

func machineFits(p *rules.Position, t rules.Turn, mt *machineTurn, strict bool) bool {
	if len(t) != len(mt.steps) {
		return false
	}
	q := *p
	for i, m := range t {
		s := &mt.steps[i]
		if m.From != s.from {
			return false
		}
		remover := m.From == m.To && s.appearKind == rules.NoKind && m.Captured.Has(s.to)
		if m.To != s.to && !remover {
			return false
		}
		mover := q.At(m.From).Kind()
		if s.appearKind != rules.NoKind && s.appearKind != mover {
			if m.Promo != s.appearKind {
				return false
			}
		} else if m.Promo != rules.NoKind {
			return false
		}
		if strict && m.Captured != s.vanish&^rules.Bit(m.From) {
			return false
		}
		q.Make(m)
	}
	return true
}
