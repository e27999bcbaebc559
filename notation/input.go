package notation

import (
	"slices"
	"strings"

	"wormweave/rules"
)

// A move reaches the program in two spellings: as a record writes it
// (Nd3-b2, Nc1xe3xc5, or a short form such as Nb2) and as its canonical
// id, as the command line and the engine print it (d3b2, g6e4xe4,
// c1e3xd2,e3c5xd4). A record and a typed move may use either: the record's
// form is read first, as it always was, and a text that fits no legal
// turn that way is read as an id. A text in the id's spelling that names
// no legal turn gets a message saying so, and what the position has
// instead, rather than a plain "illegal".

// idStep is one step of a canonical id: start, destination, the squares
// it captures and the promotion.
type idStep struct {
	from, to rules.Square
	captured rules.Bitboard
	promo    rules.Kind
}

// parseID reads a turn's canonical id: each step is its start and
// destination squares, 'x' and the captured squares, '=' and a promotion
// letter (either case); the steps are joined by ','. It reports false for
// a text that is not in that spelling.
func parseID(v rules.Variant, s []byte) ([]idStep, bool) {
	var steps []idStep
	square := func(i int) (rules.Square, bool) {
		if i+1 < len(s) && isFile(s[i]) && isRank(s[i+1]) {
			return rules.SquareAt(int(s[i]-'a'), int(s[i+1]-'1')), true
		}
		return 0, false
	}
	i := 0
	for {
		if len(steps) == maxSteps {
			return nil, false
		}
		from, ok1 := square(i)
		to, ok2 := square(i + 2)
		if !ok1 || !ok2 {
			return nil, false
		}
		st := idStep{from: from, to: to}
		i += 4
		if i < len(s) && s[i] == 'x' {
			i++
			for {
				sq, ok := square(i)
				if !ok {
					break
				}
				st.captured |= rules.Bit(sq)
				i += 2
			}
			if st.captured == 0 {
				return nil, false
			}
		}
		if i+1 < len(s) && s[i] == '=' {
			k := kindOfLetter(v, s[i+1])
			if k == rules.NoKind || k == rules.Pawn || k == rules.King {
				return nil, false
			}
			st.promo = k
			i += 2
		}
		steps = append(steps, st)
		if i == len(s) {
			return steps, true
		}
		if s[i] != ',' {
			return nil, false
		}
		i++
	}
}

// findID returns the legal turn of p whose canonical id steps spells, if
// there is one. It plays the steps on a copy, each checked for legality, so
// that it costs a few steps' generation, not a walk of every turn.
func findID(p *rules.Position, steps []idStep) (rules.Turn, bool) {
	q := *p
	t := make(rules.Turn, 0, len(steps))
	for i, s := range steps {
		m := rules.Move{From: s.from, To: s.to, Promo: s.promo, Captured: s.captured}
		if !q.IsLegal(m) {
			return nil, false
		}
		ended := q.Make(m).TurnEnded()
		t = append(t, m)
		if ended != (i == len(steps)-1) {
			return nil, false
		}
	}
	return t, true
}

// sameSquares reports whether turn t goes over the squares of steps, step
// by step, whatever each step captures or promotes to.
func sameSquares(t rules.Turn, steps []idStep) bool {
	if len(t) != len(steps) {
		return false
	}
	for i, m := range t {
		if m.From != steps[i].from || m.To != steps[i].to {
			return false
		}
	}
	return true
}

// idError says why the id steps (written as text) names no legal turn of
// p: the turn over the same squares has another id, or the piece on the
// start square has other turns, or no turn starts there.
func idError(file string, p *rules.Position, steps []idStep, text string) *Error {
	var all, same, from turnSet
	p.WalkTurns(func(t rules.Turn) bool {
		all.add(t)
		if sameSquares(t, steps) {
			same.add(t)
		}
		if t[0].From == steps[0].from {
			from.add(t)
		}
		return true
	})
	v := p.Variant()
	args := map[string]any{"Move": quote(text), "From": steps[0].from.String()}
	switch {
	case all.count == 0:
		return newError(file, 0, 0, "notation.gameOver", map[string]any{"Move": quote(text)})
	case same.count > 0:
		t := same.turns[0]
		args["ID"] = t.ID(v)
		args["Text"] = TurnText(p, t)
		return newError(file, 0, 0, "notation.idOtherCaptures", args)
	case from.count > 0:
		args["Moves"] = idList(v, from.turns, from.count)
		return newError(file, 0, 0, "notation.idOtherTurns", args)
	}
	args["Moves"] = candidateList(p, all.turns, all.count)
	key := "notation.idNoneFromWhite"
	if p.Turn() == rules.Black {
		key = "notation.idNoneFromBlack"
	}
	return newError(file, 0, 0, key, args)
}

// idList formats turns as their ids, as candidateList does in the
// writer's form.
func idList(v rules.Variant, turns []rules.Turn, count int) string {
	names := make([]string, len(turns), len(turns)+1)
	for i, t := range turns {
		names[i] = t.ID(v)
	}
	if count > len(turns) {
		names = append(names, "…")
	}
	return strings.Join(names, ", ")
}

// describeDecode turns a decoding failure of move (quoted) into an Error,
// with the candidates in the writer's form; the caller places it.
func describeDecode(file string, pos *rules.Position, e *decodeError, move string) *Error {
	args := map[string]any{"Move": move}
	if e.kind != decodeGameOver {
		args["Moves"] = candidateList(pos, e.candidates, e.count)
	}
	key := ""
	switch e.kind {
	case decodeIllegal:
		key = "notation.illegalWhite"
		if pos.Turn() == rules.Black {
			key = "notation.illegalBlack"
		}
	case decodeAmbiguous:
		key = "notation.ambiguous"
	case decodeGameOver:
		key = "notation.gameOver"
	case decodeLongChains:
		key = "notation.longChains"
		args["Count"] = e.count
		if e.count == 0 {
			key = "notation.noLongChain"
			delete(args, "Moves")
		}
	}
	return newError(file, 0, 0, key, args)
}

// cleanInput drops what a typed or pasted move may carry around it that
// names nothing: blanks, check marks and annotation glyphs.
func cleanInput(s string) string {
	s = strings.TrimSpace(s)
	return strings.TrimRight(s, "+#!?")
}

// ReadTurn reads one move of p as its canonical id or as a record writes
// it, in any of the forms the reader accepts, and returns the legal turn it
// names. Otherwise the error is an *Error (without line and column) saying
// why: unreadable, illegal with the legal moves, ambiguous with the moves
// it fits, or written as an id that no legal turn has, and what the
// position has instead.
func ReadTurn(p *rules.Position, s string) (rules.Turn, error) {
	s = cleanInput(s)
	// An id is tried first: it costs a few steps' generation, where a text
	// the record's forms do not resolve at once walks every legal turn,
	// and an Interweave position may have millions. Where a text is both,
	// the two readings name the same turn (e2e4, c1e3).
	steps, isID := parseID(p.Variant(), []byte(s))
	if isID {
		if t, ok := findID(p, steps); ok {
			return t, nil
		}
	}
	var d decoder
	mt, perr := parseMoveText(p.Variant(), []byte(s))
	var derr *decodeError
	if perr == nil {
		n, err := d.decode(p, &mt)
		if err == nil {
			return append(rules.Turn(nil), d.found[:n]...), nil
		}
		derr = err
	}
	if isID && (derr == nil || derr.kind == decodeIllegal) {
		return nil, idError("", p, steps, s)
	}
	if derr == nil {
		return nil, newError("", 0, 0, "notation.unreadableMove", map[string]any{"Move": quote(s)})
	}
	return nil, describeDecode("", p, derr, quote(s))
}

// Candidate is a legal turn that a typed text may stand for, with its two
// spellings.
type Candidate struct {
	Turn rules.Turn
	Text string // the writer's form, as the move list shows it
	ID   string // the canonical id
}

// Completion is what a text typed so far stands for in a position.
type Completion struct {
	// Candidates are the turns it fits, sorted by their text, at most the
	// limit asked for; Count counts them all.
	Candidates []Candidate
	Count      int
	// Exact is set when the text names the candidates whole (several when
	// it is ambiguous); otherwise they are the turns whose spelling it
	// begins.
	Exact bool
	// Err says why no turn fits, as ReadTurn says it, when Count is 0.
	Err error
}

// maxWalk bounds the turns Complete looks at: an Interweave position may
// have millions of them, and a list of completions is for a few.
const maxWalk = 20000

// Complete returns the legal turns of p that the text s, typed so far,
// stands for: those it names whole, as ReadTurn reads it (several when it
// is ambiguous), or else those whose writer's form, short form (the piece
// letter and the destinations, as in Nb2) or canonical id it begins, with
// or without '-' and 'x' and with a piece letter in either case. At most
// limit candidates are returned.
func Complete(p *rules.Position, s string, limit int) Completion {
	s = cleanInput(s)
	if s == "" {
		return Completion{}
	}
	v := p.Variant()
	var c Completion
	t, err := ReadTurn(p, s)
	if err == nil {
		c.add(p, t, limit)
		c.Exact = true
		// The same text may also be another turn's id.
		if steps, ok := parseID(v, []byte(s)); ok {
			if u, ok := findID(p, steps); ok && !sameTurn(u, t) {
				c.add(p, u, limit)
			}
		}
		c.sort()
		return c
	}
	if e, ok := err.(*Error); ok && e.Key == "notation.ambiguous" {
		// Every turn it fits, named as candidates.
		var d decoder
		mt, _ := parseMoveText(v, []byte(s))
		if _, derr := d.decode(p, &mt); derr != nil {
			for _, t := range derr.candidates {
				c.add(p, t, limit)
			}
			c.Count = derr.count
			c.Exact = true
			c.sort()
			return c
		}
	}
	for _, in := range inputForms(v, s) {
		walked := 0
		p.WalkTurns(func(t rules.Turn) bool {
			walked++
			if beginsTurn(p, t, in, s) {
				c.add(p, t, limit)
			}
			return walked < maxWalk
		})
		if c.Count > 0 {
			break
		}
	}
	if c.Count == 0 {
		c.Err = err
	}
	c.sort()
	return c
}

// add counts t and keeps it while there is room.
func (c *Completion) add(p *rules.Position, t rules.Turn, limit int) {
	c.Count++
	if len(c.Candidates) < limit {
		c.Candidates = append(c.Candidates, Candidate{Turn: append(rules.Turn(nil), t...), Text: TurnText(p, t), ID: t.ID(p.Variant())})
	}
}

func (c *Completion) sort() {
	slices.SortFunc(c.Candidates, func(a, b Candidate) int { return strings.Compare(a.Text, b.Text) })
}

// squeeze drops the separators a move's spelling may or may not have.
func squeeze(s string) string {
	return strings.NewReplacer("-", "", "x", "", "×", "", ":", "").Replace(s)
}

// inputForms are the ways to read typed text s, squeezed: as typed, and
// with a leading piece letter typed in lower case made upper case (nb2
// for Nb2), since a file letter is never followed by a file.
func inputForms(v rules.Variant, s string) []string {
	forms := []string{squeeze(s)}
	if c := s[0]; c >= 'a' && c <= 'z' && rules.KindOfLetter(v, c) != rules.NoKind && rules.KindOfLetter(v, c) != rules.Pawn {
		if len(s) == 1 || !isRank(s[1]) {
			forms = append(forms, squeeze(string(upper(c))+s[1:]))
		}
	}
	return forms
}

// beginsTurn reports whether in (squeezed) begins the squeezed writer's
// form or short form of turn t, or raw begins its id.
func beginsTurn(p *rules.Position, t rules.Turn, in, raw string) bool {
	v := p.Variant()
	var long, short []byte
	if k := p.At(t[0].From).Kind(); k != rules.Pawn && k != rules.NoKind {
		long = append(long, upper(k.Letter(v)))
		short = append(short, upper(k.Letter(v)))
	}
	long = append(long, t[0].From.String()...)
	for _, m := range t {
		long = append(long, m.To.String()...)
		short = append(short, m.To.String()...)
		if m.Promo != rules.NoKind {
			long = append(long, '=', upper(m.Promo.Letter(v)))
			short = append(short, '=', upper(m.Promo.Letter(v)))
		}
	}
	return strings.HasPrefix(string(long), in) || strings.HasPrefix(string(short), in) ||
		strings.HasPrefix(t.ID(v), strings.ToLower(raw))
}

// ReadLine reads a line of moves played one after the other from p, as a
// record's movetext writes them or as the command line prints them: move
// numbers ("9.", "9..."), results, glyphs and comments in braces are
// passed over, and in a line of the engine's output ("info ... pv ID ...",
// "bestmove ID") only the moves are read. The error of the first move
// that fits no legal turn is ReadTurn's.
func ReadLine(p *rules.Position, s string) ([]rules.Turn, error) {
	words := strings.Fields(stripBraces(s))
	if i := slices.Index(words, "pv"); i >= 0 {
		words = words[i+1:]
	} else if i := slices.Index(words, "bestmove"); i >= 0 {
		words = words[i+1:]
		if j := slices.Index(words, "ponder"); j >= 0 {
			words = slices.Delete(words, j, j+1)
		}
	}
	q := *p
	var line []rules.Turn
	for _, w := range words {
		w = strings.TrimLeft(w, "0123456789.")
		if w == "" || isResult(w) || strings.Trim(w, "!?$0123456789") == "" {
			continue
		}
		t, err := ReadTurn(&q, w)
		if err != nil {
			return line, err
		}
		for _, m := range t {
			q.Make(m)
		}
		line = append(line, t)
	}
	return line, nil
}

// stripBraces drops the comments in braces of s.
func stripBraces(s string) string {
	var b strings.Builder
	depth := 0
	for _, r := range s {
		switch {
		case r == '{':
			depth++
		case r == '}' && depth > 0:
			depth--
		case depth == 0:
			b.WriteRune(r)
		}
	}
	return b.String()
}
