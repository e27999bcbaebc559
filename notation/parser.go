package notation

import (
	"strings"

	"wormweave/rules"
)

// maxDepth bounds the nesting of variations, so that hostile input cannot
// exhaust the stack.
const maxDepth = 200

// parser builds the tree of one game from its tokens, decoding each move
// against the position it is played from.
type parser struct {
	file    string
	lx      *lexer
	g       *Game
	dec     decoder
	machine []machineTurn // vchess machine lines, one per main-line ply
	ply     int           // main-line plies read, to pick the machine line
	slab    slab
	mt      moveText // the move being read
	// tagToks holds the tokens of g.Tags, for errors that point at a tag.
	tagToks  []token
	lastOpen token // the most recent '(' (for an unclosed variation)
	// movetextResult is the termination marker the movetext ends with,
	// or "" when it has none.
	movetextResult string
}

// slab carves nodes, steps and child lists from blocks, so that a game
// costs a few allocations rather than several per ply. Each game has its
// own: a block shared by two games would keep the first alive as long as
// the second, and through it the game before, and so on back to the first
// game of the file.
type slab struct {
	nodes  []Node
	steps  []rules.Move
	childs []*Node
	// block is the nodes of the next block: a guess from the game's size
	// at first, twice the last block after, so that a bad guess costs
	// little either way.
	block int
}

// maxBlock is the most nodes of one block (about 160 KB).
const maxBlock = 512

// newSlab returns the slab of a game of size bytes. The writer's plies
// take about ten bytes with their share of tags and move numbers.
func newSlab(size int) slab {
	return slab{block: min(max(size/10, 8), 128)}
}

// next returns the next free node of the slab without taking it: a node
// is taken by take once its move is known to be good.
func (s *slab) next() *Node {
	if len(s.nodes) == cap(s.nodes) {
		if cap(s.nodes) > 0 {
			s.block = min(2*s.block, maxBlock)
		}
		s.nodes = make([]Node, 0, s.block)
	}
	return &s.nodes[:len(s.nodes)+1][len(s.nodes)]
}

// take takes the node next returned.
func (s *slab) take() { s.nodes = s.nodes[:len(s.nodes)+1] }

// turn copies t into the slab.
func (s *slab) turn(t []rules.Move) rules.Turn {
	n := len(t)
	if cap(s.steps)-len(s.steps) < n {
		s.steps = make([]rules.Move, 0, max(s.block+s.block/4, n))
	}
	l := len(s.steps)
	s.steps = append(s.steps, t...)
	return s.steps[l : l+n : l+n]
}

// children returns a child list holding only c.
func (s *slab) children(c *Node) []*Node {
	if len(s.childs) == cap(s.childs) {
		s.childs = make([]*Node, 0, s.block)
	}
	l := len(s.childs)
	s.childs = append(s.childs, c)
	return s.childs[l : l+1 : l+1]
}

// Parse reads one game. On error it returns the game as far as it could be
// read (its tags, and its moves up to the first error) with an *Error.
// file names the source in error messages.
func Parse(raw RawGame, file string) (*Game, error) {
	var p parser
	return p.parse(raw, file)
}

// parse reads one game with p, whose decoder buffers may come from an
// earlier game.
func (p *parser) parse(raw RawGame, file string) (*Game, error) {
	p.slab = newSlab(len(raw.Data))
	raw.Data = lfLineEnds(raw.Data)
	movetext, machine, mline := splitMachine(raw.Data)
	p.file, p.lx, p.g = file, newLexer(movetext, raw.Line), &Game{Result: "*"}
	p.machine, p.ply, p.tagToks, p.lastOpen, p.movetextResult = nil, 0, p.tagToks[:0], token{}, ""
	err := p.game(raw, machine, mline)
	if raw.Cut != nil && (err == nil || p.lx.pos >= len(p.lx.src)) {
		// The game was cut short: what went wrong at the end of the text
		// is that it was cut.
		cut := *raw.Cut
		cut.File = p.file
		err = &cut
	}
	if err != nil {
		if r, ok := p.g.LookupTag("Result"); ok && isResult(r) {
			p.g.Result = r
		}
		return p.g, err
	}
	if r, ok := p.g.LookupTag("Result"); ok && p.movetextResult != "" && strings.TrimSpace(r) != p.movetextResult {
		return p.g, p.resultMismatch(r)
	}
	return p.g, nil
}

// resultMismatch is the warning of a Result tag that the movetext's
// termination marker contradicts. The game keeps the marker's result and
// the tag as read, so that writing it gives the file back.
func (p *parser) resultMismatch(tag string) *Error {
	t, _ := p.tagToken("result")
	e := newError(p.file, t.line, t.col, "notation.resultMismatch", map[string]any{"Tag": quote(tag), "Result": p.movetextResult})
	e.Warning = true
	return e
}

// errAt returns the Error of message key at token t.
func (p *parser) errAt(t token, key string, args map[string]any) *Error {
	return newError(p.file, t.line, t.col, key, args)
}

// lexError returns the Error of a tokError.
func (p *parser) lexError(t token) *Error {
	return p.errAt(t, t.key, t.args)
}

func (p *parser) game(raw RawGame, machine []byte, mline int) error {
	g := p.g
	t := p.lx.next()
	for t.kind == tokTag {
		p.tagToks = append(p.tagToks, t)
		t = p.lx.next()
	}
	if len(p.tagToks) > 0 {
		g.Tags = make([]Tag, len(p.tagToks))
		for i, tt := range p.tagToks {
			g.Tags[i] = Tag{tagName(tt.text), tt.value}
		}
	}
	if t.kind == tokError {
		return p.lexError(t)
	}
	vt, ok := p.tagToken("variant")
	if !ok {
		return newError(p.file, raw.Line, 1, "notation.missingVariant", nil)
	}
	v, err := parseVariantTag(vt.value)
	if err != nil {
		return p.errAt(vt, "notation.unknownVariant", map[string]any{"Value": quote(vt.value)})
	}
	g.Variant = v
	start := startPosition(v)
	if ft, ok := p.tagToken("fen"); ok {
		pos, err := rules.ParsePlayableFEN(v, strings.TrimSpace(ft.value))
		if err != nil {
			e := p.errAt(ft, "notation.badFEN", map[string]any{"FEN": quote(ft.value), "Detail": shortDetail(err)})
			e.Err = err
			return e
		}
		start = pos
	}
	g.Root = p.slab.next()
	g.Root.pos = *start
	p.slab.take()
	if machine != nil {
		p.machine, err = parseMachine(machine, mline, raw.Line, p.file, v)
		if err != nil {
			return err
		}
	}
	return p.line(t, g.Root, 0)
}

// tagName returns name as a string, sharing the common names rather than
// allocating them for every game.
func tagName(name []byte) string {
	switch string(name) {
	case "Event":
		return "Event"
	case "Site":
		return "Site"
	case "Date":
		return "Date"
	case "Round":
		return "Round"
	case "White":
		return "White"
	case "Black":
		return "Black"
	case "Result":
		return "Result"
	case "Variant":
		return "Variant"
	case "SetUp":
		return "SetUp"
	case "FEN":
		return "FEN"
	}
	return string(name)
}

// tagToken returns the token of the last tag named name (in lower case),
// compared without case.
func (p *parser) tagToken(name string) (token, bool) {
	for i := len(p.tagToks) - 1; i >= 0; i-- {
		if strings.EqualFold(string(p.tagToks[i].text), name) {
			return p.tagToks[i], true
		}
	}
	return token{}, false
}

// startPositions are the variants' initial positions, set up once.
var startPositions = func() (out []rules.Position) {
	for _, v := range rules.Variants {
		out = append(out, *rules.NewPosition(v))
	}
	return out
}()

// startPosition returns a copy of the initial position of v.
func startPosition(v rules.Variant) *rules.Position {
	if int(v) >= len(startPositions) || startPositions[v].Variant() != v {
		return rules.NewPosition(v)
	}
	p := startPositions[v]
	return &p
}

// isResult reports whether s is a PGN termination marker.
func isResult(s string) bool {
	return s == "1-0" || s == "0-1" || s == "1/2-1/2" || s == "*"
}

func isMoveNumber(s []byte) bool {
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return len(s) > 0
}

// line reads one line of play (the main line at depth 0, or a variation)
// whose moves follow from. t is its first token.
//
// Comments attach as the writer places them: the first comment right after
// a move is that move's "after" comment (at the start of the main line, the
// root's: the game's opening comment); any other comment waits for the next
// move as its "before" comment.
func (p *parser) line(t token, from *Node, depth int) error {
	cur := from
	var last *Node
	afterOpen := depth == 0 // may the next comment be cur's "after" comment?
	var pending []string
	for ; ; t = p.lx.next() {
		switch t.kind {
		case tokError:
			return p.lexError(t)
		case tokPeriod:
		case tokSymbol:
			if isMoveNumber(t.text) {
				continue
			}
			if isResult(string(t.text)) {
				if depth > 0 {
					return p.errAt(t, "notation.resultInVariation", map[string]any{"Result": string(t.text)})
				}
				p.finish(cur, pending)
				p.g.Result = string(t.text)
				if n := p.lx.next(); n.kind != tokEOF {
					if n.kind == tokError {
						return p.lexError(n)
					}
					return p.errAt(n, "notation.afterResult", map[string]any{"Token": quote(tokenText(n))})
				}
				p.movetextResult = p.g.Result
				return nil
			}
			node, err := p.move(t, cur, depth)
			if err != nil {
				return err
			}
			if len(pending) > 0 {
				node.before = strings.Join(pending, " ")
				pending = pending[:0]
			}
			cur, last = node, node
			afterOpen = true
		case tokComment:
			c := normalizeComment(t.text)
			if afterOpen {
				cur.after = c
				afterOpen = false
			} else if c != "" {
				// An empty comment here says nothing: it would only
				// double a space where the comments are joined.
				pending = append(pending, c)
			}
		case tokNAG, tokSuffix:
			if last == nil {
				return p.errAt(t, "notation.nagBeforeMove", map[string]any{"NAG": quote(tokenText(t))})
			}
			nag, ok := parseNAG(t)
			if !ok {
				return p.errAt(t, "notation.badNAG", map[string]any{"NAG": quote(tokenText(t))})
			}
			last.nags = append(last.nags, nag)
		case tokOpen:
			if last == nil {
				return p.errAt(t, "notation.variationBeforeMove", nil)
			}
			if depth+1 > maxDepth {
				return p.errAt(t, "notation.nestedTooDeep", map[string]any{"Max": maxDepth})
			}
			open := t
			p.lastOpen = open
			if err := p.line(p.lx.next(), last.parent, depth+1); err != nil {
				return err
			}
			p.lastOpen = open
			afterOpen = false
		case tokClose:
			if depth == 0 {
				return p.errAt(t, "notation.closeWithoutOpen", nil)
			}
			if last == nil {
				return p.errAt(t, "notation.emptyVariation", nil)
			}
			p.finish(cur, pending)
			return nil
		case tokEOF:
			if depth > 0 {
				return p.errAt(p.lastOpen, "notation.unclosedVariation", map[string]any{"End": p.lx.lastLine()})
			}
			p.finish(cur, pending)
			if r, ok := p.g.LookupTag("Result"); ok && isResult(r) {
				p.g.Result = r
			}
			return nil
		default:
			return p.errAt(t, "notation.unexpected", map[string]any{"Token": quote(tokenText(t))})
		}
	}
}

// finish gives comments left at the end of a line to its last move (or, on
// an empty main line, to the root).
func (p *parser) finish(cur *Node, pending []string) {
	if len(pending) == 0 {
		return
	}
	c := strings.Join(pending, " ")
	if cur.after != "" {
		c = cur.after + " " + c
	}
	cur.after = c
}

func tokenText(t token) string {
	switch t.kind {
	case tokEOF:
		return "end of game"
	case tokTag:
		return "[" + string(t.text) + " ...]"
	case tokComment:
		return "{" + string(t.text) + "}"
	case tokNAG:
		return "$" + string(t.text)
	}
	return string(t.text)
}

// suffixNAG maps the traditional move suffixes to their NAGs.
var suffixNAG = map[string]uint8{"!": 1, "?": 2, "!!": 3, "??": 4, "!?": 5, "?!": 6}

func parseNAG(t token) (uint8, bool) {
	if t.kind == tokSuffix {
		n, ok := suffixNAG[string(t.text)]
		return n, ok
	}
	n := 0
	for _, c := range t.text {
		n = n*10 + int(c-'0')
		if n > 255 {
			return 0, false
		}
	}
	return uint8(n), true
}

// normalizeComment collapses runs of blanks and line breaks to one space,
// because the writer wraps comments at 80 columns.
func normalizeComment(b []byte) string {
	return strings.Join(strings.Fields(string(b)), " ")
}

// move decodes the move text of t from cur's position and adds it to the
// tree as a child of cur.
func (p *parser) move(t token, cur *Node, depth int) (*Node, error) {
	pos := &cur.pos
	node := p.slab.next()
	p.dec.out = &node.pos
	var n int
	var derr *decodeError
	if depth == 0 && p.machine != nil && p.ply < len(p.machine) {
		mt := &p.machine[p.ply]
		n, derr = p.dec.decodeMachine(pos, mt)
		if derr != nil {
			e := p.describe(pos, derr, quote(t.text)+" (vchess line "+quote(mt.text)+")")
			e.Line, e.Col = mt.line, mt.col
			return nil, e
		}
	} else {
		mt := &p.mt
		*mt = moveText{}
		perr := mt.parse(p.g.Variant, t.text)
		if perr == nil {
			n, derr = p.dec.decode(pos, mt)
		}
		if perr != nil || derr != nil {
			// Not a move as records write it: perhaps a canonical id, as
			// the command line and the engine print moves.
			var e *Error
			n, e = p.moveByID(pos, t.text, derr)
			if e == nil && perr != nil && n == 0 {
				return nil, p.errAt(t, "notation.unreadableMove", map[string]any{"Move": quote(t.text)})
			}
			if e != nil {
				e.Line, e.Col = t.line, t.col
				return nil, e
			}
		}
	}
	if depth == 0 {
		p.ply++
	}
	p.slab.take()
	node.turn = p.slab.turn(p.dec.found[:n])
	node.parent = cur
	if cur.children == nil {
		cur.children = p.slab.children(node)
	} else {
		cur.children = append(cur.children, node)
	}
	return node, nil
}

// describe turns a decoding failure of move (quoted) into an Error,
// with the candidates in the writer's form; the caller places it.
func (p *parser) describe(pos *rules.Position, e *decodeError, move string) *Error {
	return describeDecode(p.file, pos, e, move)
}

// moveByID reads text as a turn's canonical id, when the record's forms
// found no legal turn in it (derr says why, nil when the text was not one
// of them). It returns the turn's steps in p.dec.found, or the error to
// report: the id's own when the text is written as an id, derr's
// otherwise. It returns 0 and no error for a text that is neither.
func (p *parser) moveByID(pos *rules.Position, text []byte, derr *decodeError) (int, *Error) {
	steps, isID := parseID(p.g.Variant, text)
	if isID {
		if t, ok := findID(pos, steps); ok {
			return p.dec.take(pos, t), nil
		}
		if derr == nil || derr.kind == decodeIllegal {
			return 0, idError(p.file, pos, steps, string(text))
		}
	}
	if derr == nil {
		return 0, nil
	}
	return 0, p.describe(pos, derr, quote(text))
}

// parseVariantTag reads a Variant tag: the variant's name, or the vchess
// site's spelling with a version number ("Wormhole1").
func parseVariantTag(s string) (rules.Variant, error) {
	s = strings.TrimSpace(s)
	if v, err := rules.ParseVariant(s); err == nil {
		return v, nil
	}
	return rules.ParseVariant(strings.TrimRight(s, "0123456789"))
}
