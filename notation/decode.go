package notation

import "wormweave/rules"

// decoder matches move texts against the legal turns of a position. It
// keeps one move buffer per chain depth, so that decoding the usual move
// (start square and destinations written) allocates nothing: the moves are
// compared square by square, never formatted.
type decoder struct {
	bufs   [maxSteps][]rules.Move
	path   [maxSteps]rules.Move
	found  [maxSteps]rules.Move
	nfound int
	count  int
	after  rules.Position
	// out, if set, receives the position after the turn instead of after,
	// so that it can go straight into a node.
	out *rules.Position
	// scratch holds the positions of a walk, one per depth.
	scratch *[maxSteps]rules.Position
}

// dst returns where the position after the decoded turn goes.
func (d *decoder) dst() *rules.Position {
	if d.out != nil {
		return d.out
	}
	return &d.after
}

// decodeKind is why a move text was not decoded.
type decodeKind uint8

const (
	decodeIllegal    decodeKind = iota // it fits no legal turn
	decodeAmbiguous                    // it fits more than one
	decodeGameOver                     // there is no legal turn
	decodeLongChains                   // the vchess chain mark fits no turn, or several
)

// decodeError says why a move text fits no legal turn, or more than one.
type decodeError struct {
	kind       decodeKind
	candidates []rules.Turn
}

// decode finds the one legal turn of p that mt describes. It returns the
// turn's steps in d.found[:n] and the position after it in *d.dst().
func (d *decoder) decode(p *rules.Position, mt *moveText) (int, *decodeError) {
	if !mt.infinite && mt.hasFrom() {
		var dests []rules.Square
		var promos []rules.Kind
		if mt.remove {
			dests, promos = mt.squares[:1], mt.promos[:1]
		} else {
			dests, promos = mt.squares[1:mt.n], mt.promos[1:mt.n]
		}
		from := mt.squares[0]
		if p.Variant() == rules.Wormhole && len(dests) == 1 && p.At(from).IsPiece() {
			if n, ok := d.wormholeStep(p, from, dests[0], promos[0], mt.kind); ok {
				return n, nil
			}
		}
		if mt.kind == rules.NoKind || p.At(from).Kind() == mt.kind {
			d.count = 0
			d.walk(p, 0, from, dests, promos)
			if d.count == 1 {
				return len(dests), nil
			}
		}
	}
	return d.slow(p, mt)
}

// wormholeStep is the quickest decoding: a Wormhole move captures what
// stands on its destination, so start, destination and promotion make the
// whole step, and legal checks it without allocating. When it says no,
// decoding goes on the slower way, which also finds the candidates.
func (d *decoder) wormholeStep(p *rules.Position, from, to rules.Square, promo rules.Kind, kind rules.Kind) (int, bool) {
	if kind != rules.NoKind && p.At(from).Kind() != kind {
		return 0, false
	}
	m := rules.Move{From: from, To: to, Promo: promo}
	if t := p.At(to); t.IsPiece() && t.Color() != p.At(from).Color() {
		m.Captured = rules.Bit(to)
	}
	if !p.IsLegal(m) {
		return 0, false
	}
	after := d.dst()
	*after = *p
	after.Make(m)
	d.found[0] = m
	d.nfound = 1
	return 1, true
}

// walk tries every legal step at depth that goes to dests[depth], and
// follows the chain while it goes on. q is only read: each step is played
// on a copy, the first turn that fits straight into *d.dst().
func (d *decoder) walk(q *rules.Position, depth int, from rules.Square, dests []rules.Square, promos []rules.Kind) {
	if d.bufs[depth] == nil {
		d.bufs[depth] = make([]rules.Move, 0, 128)
	}
	var moves []rules.Move
	if depth == 0 {
		// Only the named piece's steps: generating every legal step of
		// the position would cost several times more.
		moves = q.AppendMovesFrom(d.bufs[depth][:0], from)
	} else {
		moves = q.Moves(d.bufs[depth][:0])
	}
	d.bufs[depth] = moves[:0]
	last := depth == len(dests)-1
	for _, m := range moves {
		if depth == 0 && m.From != from || m.To != dests[depth] {
			continue
		}
		if m.Promo != promos[depth] {
			continue
		}
		d.path[depth] = m
		if last && d.count == 0 {
			after := d.dst()
			*after = *q
			if after.Make(m).TurnEnded() {
				d.count = 1
				copy(d.found[:], d.path[:depth+1])
				d.nfound = depth + 1
			}
			continue
		}
		if d.scratch == nil {
			d.scratch = new([maxSteps]rules.Position)
		}
		r := &d.scratch[depth]
		*r = *q
		ended := r.Make(m).TurnEnded()
		if last && ended {
			d.count++
		} else if !last && !ended {
			d.walk(r, depth+1, from, dests, promos)
		}
	}
}

// slow matches mt against every legal turn: for short forms (a destination
// only, or destinations of a chain), for the vchess chain mark, and to list
// the candidates of an error.
func (d *decoder) slow(p *rules.Position, mt *moveText) (int, *decodeError) {
	turns := p.Turns()
	var fit []rules.Turn
	for _, t := range turns {
		if fits(p, t, mt, mt.hasFrom()) {
			fit = append(fit, t)
		}
	}
	if len(fit) == 0 && mt.hasFrom() && !mt.remove && !mt.infinite {
		// "Nxe3xc5" names destinations only, though its first square
		// looks like a start.
		for _, t := range turns {
			if fits(p, t, mt, false) {
				fit = append(fit, t)
			}
		}
	}
	if len(fit) > 1 && mt.kind == rules.NoKind && !mt.hasFrom() {
		// A bare destination means a pawn, as in SAN, when a pawn fits.
		var pawns []rules.Turn
		for _, t := range fit {
			if p.At(t[0].From).Kind() == rules.Pawn {
				pawns = append(pawns, t)
			}
		}
		if len(pawns) > 0 {
			fit = pawns
		}
	}
	switch {
	case len(fit) == 1:
		t := fit[0]
		q := *p
		for _, m := range t {
			q.Make(m)
		}
		copy(d.found[:], t)
		d.nfound = len(t)
		*d.dst() = q
		return len(t), nil
	case mt.infinite:
		return 0, &decodeError{kind: decodeLongChains, candidates: fit}
	case len(fit) == 0:
		if len(turns) == 0 {
			return 0, &decodeError{kind: decodeGameOver}
		}
		return 0, &decodeError{kind: decodeIllegal, candidates: turns}
	default:
		return 0, &decodeError{kind: decodeAmbiguous, candidates: fit}
	}
}

// fits reports whether turn t, played from p, is one that mt describes;
// withFrom says whether mt's first square is the start square.
func fits(p *rules.Position, t rules.Turn, mt *moveText, withFrom bool) bool {
	if mt.kind != rules.NoKind && p.At(t[0].From).Kind() != mt.kind {
		return false
	}
	if mt.infinite {
		return len(t) >= 4
	}
	squares, promos := mt.squares[:mt.n], mt.promos[:mt.n]
	if withFrom {
		if t[0].From != squares[0] {
			return false
		}
		if !mt.remove {
			squares, promos = squares[1:], promos[1:]
		}
	}
	if len(squares) != len(t) {
		return false
	}
	for i, m := range t {
		if m.To != squares[i] || promos[i] != m.Promo {
			return false
		}
	}
	return true
}
