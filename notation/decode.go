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
// It names at most maxCandidates of the turns that fit (or, for an illegal
// move, of the legal ones), and counts them all.
type decodeError struct {
	kind       decodeKind
	candidates []rules.Turn
	count      int
}

// maxCandidates is the most turns an error names. A position may have
// millions of legal turns (long Interweave chains); a reader wants a few,
// and a message of megabytes helps nobody.
const maxCandidates = 64

// turnSet keeps copies of the first maxCandidates turns of a walk that it
// is given, and counts them all, so that matching a move text against
// every legal turn takes memory bounded by maxCandidates whatever their
// number.
type turnSet struct {
	turns []rules.Turn
	count int
}

func (s *turnSet) add(t rules.Turn) {
	s.count++
	if len(s.turns) < maxCandidates {
		s.turns = append(s.turns, append(rules.Turn(nil), t...))
	}
}

// errorOf is the decodeError of kind that names the turns of s.
func (s *turnSet) errorOf(kind decodeKind) *decodeError {
	return &decodeError{kind: kind, candidates: s.turns, count: s.count}
}

// take plays t from p as the decoded turn: its steps go to d.found, the
// position after it to *d.dst(). It returns the number of steps.
func (d *decoder) take(p *rules.Position, t rules.Turn) int {
	q := *p
	for _, m := range t {
		q.Make(m)
	}
	d.nfound = copy(d.found[:], t)
	*d.dst() = q
	return d.nfound
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
// the candidates of an error. It walks the turns rather than listing them,
// since a position may have more than rules.MaxTurns, the turn played
// among the last.
func (d *decoder) slow(p *rules.Position, mt *moveText) (int, *decodeError) {
	withFrom := mt.hasFrom()
	// "Nxe3xc5" names destinations only, though its first square looks
	// like a start: the turns it fits read so are the answer when none
	// fits with a start.
	byDests := withFrom && !mt.remove && !mt.infinite
	// A bare destination means a pawn, as in SAN, when a pawn fits.
	pawnsFirst := mt.kind == rules.NoKind && !withFrom
	var all, fit, destFit, pawnFit turnSet
	p.WalkTurns(func(t rules.Turn) bool {
		all.add(t)
		switch {
		case fits(p, t, mt, withFrom):
			fit.add(t)
			if pawnsFirst && p.At(t[0].From).Kind() == rules.Pawn {
				pawnFit.add(t)
			}
		case byDests && fits(p, t, mt, false):
			destFit.add(t)
		}
		return true
	})
	if fit.count == 0 {
		fit = destFit
	}
	if fit.count > 1 && pawnFit.count > 0 {
		fit = pawnFit
	}
	if fit.count != 1 && mt.infinite {
		return 0, fit.errorOf(decodeLongChains)
	}
	return d.resolve(p, &fit, &all)
}

// resolve ends a walk that matched a move text against all the legal turns
// of p: the one turn that fits is played, and no fit or several are errors.
func (d *decoder) resolve(p *rules.Position, fit, all *turnSet) (int, *decodeError) {
	switch {
	case fit.count == 1:
		return d.take(p, fit.turns[0]), nil
	case fit.count > 1:
		return 0, fit.errorOf(decodeAmbiguous)
	case all.count == 0:
		return 0, &decodeError{kind: decodeGameOver}
	}
	return 0, all.errorOf(decodeIllegal)
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
