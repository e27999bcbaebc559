package learn

import (
	"bytes"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"wormweave/rules"
)

// The bounds of a course file, so that no input (a file with no line
// break, /dev/zero, a huge file) makes the reader grow without bound or
// the checker search for hours. A real course is some tens of kilobytes,
// its lines a few hundred bytes.
const (
	// MaxFile is the most bytes a course file may have.
	MaxFile = 4 << 20
	// MaxLine is the longest line a course file may have.
	MaxLine = 64 << 10
	// MaxLevels is the most levels a course may have.
	MaxLevels = 2000
	// MaxCount is the largest count a level may ask.
	MaxCount = 64
)

// stageID is the form of a stage's id.
var stageID = regexp.MustCompile(`^[a-z0-9-]+$`)

// Read reads a course file from r under the given name (the name its
// errors show); it reads at most MaxFile bytes.
func Read(name string, r io.Reader) (*Course, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxFile+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	return Parse(name, data)
}

// Parse reads a course from its file's bytes; name is the name its errors
// show. The error of a bad course is an *Error naming the line of the
// first problem. Parse checks each line and each level's position (legal
// and playable, as a game's FEN is); that every goal can be met is
// Check's work, which searches.
func Parse(name string, data []byte) (*Course, error) {
	if len(data) > MaxFile {
		return nil, &Error{Place: Place{File: name}, Msg: fmt.Sprintf("larger than %d bytes, the most a course file may have", MaxFile)}
	}
	p := &parser{c: &Course{File: name, Titles: Texts{}}}
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	line := 0
	for len(data) > 0 {
		line++
		var text []byte
		if i := bytes.IndexByte(data, '\n'); i >= 0 {
			text, data = data[:i], data[i+1:]
		} else {
			text, data = data, nil
		}
		p.at = Place{File: name, Line: line}
		if err := p.line(text); err != nil {
			return nil, err
		}
	}
	p.at = Place{File: name, Line: line + 1}
	if err := p.end(); err != nil {
		return nil, err
	}
	return p.c, nil
}

type parser struct {
	c      *Course
	at     Place
	begun  bool   // the course directive has been read
	stage  *Stage // the stage being read
	level  *Level // the level being read, or nil
	seen   map[string]Place
	stages map[string]Place
	fenAt  Place // where the level's fen was given
}

func (p *parser) errorf(format string, args ...any) error {
	return errorAt(p.at, format, args...)
}

func (p *parser) line(raw []byte) error {
	if len(raw) > MaxLine {
		return p.errorf("a line longer than %d bytes", MaxLine)
	}
	raw = bytes.TrimSuffix(raw, []byte("\r"))
	if !utf8.Valid(raw) {
		return p.errorf("not UTF-8 text")
	}
	s := strings.TrimLeft(string(raw), " \t")
	for _, r := range s {
		if unicode.IsControl(r) && r != '\t' {
			return p.errorf("a control character (%U): this is not a course file", r)
		}
	}
	if s == "" || s[0] == '#' {
		return nil
	}
	word, rest, _ := strings.Cut(s, " ")
	if w, r, ok := strings.Cut(word, "\t"); ok {
		word, rest = w, r+" "+rest
	}
	if word != "title" && word != "text" {
		rest = dropComment(rest)
	}
	rest = strings.TrimSpace(rest)
	if !p.begun {
		if word != "course" {
			return p.errorf("a course file begins with \"course wormhole\" or \"course interweave\", not %s", rules.Quote(word))
		}
		v, err := rules.ParseVariant(rest)
		if err != nil || strings.Contains(rest, " ") {
			return p.errorf("unknown variant %s: course wormhole or course interweave", rules.Quote(rest))
		}
		p.c.Variant, p.begun = v, true
		p.seen = map[string]Place{}
		p.stages = map[string]Place{}
		return nil
	}
	switch word {
	case "course":
		return p.errorf("a second course directive: a file holds one course")
	case "title", "text":
		return p.text(word, rest)
	case "stage":
		return p.newStage(rest)
	case "level":
		if p.stage == nil {
			return p.errorf("a level before any stage")
		}
		if rest != "" {
			return p.errorf("level takes nothing after it, found %s", rules.Quote(rest))
		}
		if err := p.endLevel(); err != nil {
			return err
		}
		if p.c.Levels() >= MaxLevels {
			return p.errorf("more than %d levels, the most a course may have", MaxLevels)
		}
		p.level = &Level{Place: p.at, Number: len(p.stage.Levels) + 1, Texts: Texts{}, Variant: p.c.Variant}
		p.stage.Levels = append(p.stage.Levels, p.level)
		p.seen = map[string]Place{}
		return nil
	case "fen", "goal", "stars", "targets", "opponent", "count":
		if p.level == nil {
			return p.errorf("%s belongs to a level: it comes after a \"level\" line", word)
		}
		if prev, ok := p.seen[word]; ok {
			return p.errorf("a second %s in this level (the first is on line %d)", word, prev.Line)
		}
		p.seen[word] = p.at
		return p.field(word, rest)
	}
	return p.errorf("unknown directive %s (course, title, text, stage, level, fen, goal, stars, targets, opponent, count)", rules.Quote(word))
}

// dropComment cuts a comment that ends a line: a "#" after a blank.
func dropComment(s string) string {
	for i := 0; i < len(s); i++ {
		if s[i] == '#' && (i == 0 || s[i-1] == ' ' || s[i-1] == '\t') {
			return s[:i]
		}
	}
	return s
}

// text reads a title or text line: "title LANG words".
func (p *parser) text(word, rest string) error {
	lang, words, _ := strings.Cut(rest, " ")
	words = strings.TrimSpace(words)
	if !isLang(lang) {
		return p.errorf("%s needs a language, one of %s, then its words; found %s", word, strings.Join(Langs, ", "), rules.Quote(lang))
	}
	if words == "" {
		return p.errorf("%s %s has no words", word, lang)
	}
	var into Texts
	switch {
	case p.level != nil && word == "text":
		into = p.level.Texts
	case p.level != nil:
		return p.errorf("a level has no title, only texts")
	case p.stage != nil && word == "title":
		into = p.stage.Titles
	case p.stage != nil:
		into = p.stage.Texts
	case word == "title":
		into = p.c.Titles
	default:
		return p.errorf("the course has titles, not texts: a text belongs to a stage or a level")
	}
	if _, dup := into[lang]; dup {
		return p.errorf("a second %s %s here", word, lang)
	}
	into[lang] = words
	return nil
}

func isLang(s string) bool {
	for _, l := range Langs {
		if s == l {
			return true
		}
	}
	return false
}

func (p *parser) newStage(id string) error {
	if !stageID.MatchString(id) {
		return p.errorf("a stage id is made of a-z, 0-9 and -, found %s", rules.Quote(id))
	}
	if prev, ok := p.stages[id]; ok {
		return p.errorf("a second stage %s (the first is on line %d)", id, prev.Line)
	}
	if err := p.endStage(); err != nil {
		return err
	}
	p.stages[id] = p.at
	p.stage = &Stage{Place: p.at, ID: id, Titles: Texts{}, Texts: Texts{}}
	p.c.Stages = append(p.c.Stages, p.stage)
	return nil
}

// field reads one of a level's directives.
func (p *parser) field(word, rest string) error {
	l := p.level
	if rest == "" {
		return p.errorf("%s needs a value", word)
	}
	switch word {
	case "fen":
		p.fenAt = p.at
		l.FEN = rest
		pos, err := rules.ParsePlayableFEN(p.c.Variant, rest)
		if err != nil {
			return p.errorf("bad %s FEN: %v", p.c.Variant, err)
		}
		if r, why := pos.Outcome(); r != rules.Ongoing {
			return p.errorf("the game is over in this position (%s, %s)", r, reasonText(why))
		}
	case "goal":
		g, ok := ParseGoal(rest)
		if !ok {
			return p.errorf("unknown goal %s (%s)", rules.Quote(rest), strings.Join(goalNames[:], ", "))
		}
		l.Goal = g
	case "stars", "targets":
		sqs, err := p.squares(rest)
		if err != nil {
			return err
		}
		if word == "stars" {
			l.Stars = sqs
		} else {
			l.Targets = sqs
		}
	case "opponent":
		f := strings.Fields(rest)
		found := false
		for i, n := range policyNames {
			if f[0] == n {
				l.Opponent, found = Policy(i), true
			}
		}
		switch {
		case !found:
			return p.errorf("unknown opponent %s (pass, capture, best, or moves and the moves)", rules.Quote(f[0]))
		case l.Opponent == Scripted && len(f) == 1:
			return p.errorf("opponent moves needs the moves after it")
		case l.Opponent != Scripted && len(f) > 1:
			return p.errorf("opponent %s takes nothing after it, found %s", f[0], rules.Quote(strings.Join(f[1:], " ")))
		}
		l.Replies = f[1:]
	case "count":
		n, err := strconv.Atoi(rest)
		if err != nil || n < 1 || n > MaxCount {
			return p.errorf("count must be a number from 1 to %d, found %s", MaxCount, rules.Quote(rest))
		}
		l.Count = n
	}
	return nil
}

// squares reads a list of distinct square names.
func (p *parser) squares(s string) ([]rules.Square, error) {
	var out []rules.Square
	var seen rules.Bitboard
	for _, f := range strings.Fields(s) {
		sq, err := rules.ParseSquare(f)
		if err != nil {
			return nil, p.errorf("%s is not a square (a1 to h8)", rules.Quote(f))
		}
		if seen.Has(sq) {
			return nil, p.errorf("%s is given twice", sq)
		}
		seen |= rules.Bit(sq)
		out = append(out, sq)
	}
	return out, nil
}

func reasonText(r rules.Reason) string {
	switch r {
	case rules.Checkmate:
		return "checkmate"
	case rules.Stalemate:
		return "stalemate"
	case rules.KingCaptured:
		return "a king taken"
	}
	return "no legal move"
}

// end finishes the file.
func (p *parser) end() error {
	if !p.begun {
		return p.errorf("an empty course: a course file begins with \"course wormhole\" or \"course interweave\"")
	}
	if err := p.endStage(); err != nil {
		return err
	}
	if err := p.missing(p.c.Titles, "the course's title"); err != nil {
		return err
	}
	if len(p.c.Stages) == 0 {
		return p.errorf("a course without stages")
	}
	return nil
}

// missing says which language a text lacks, at the current line.
func (p *parser) missing(t Texts, what string) error {
	for _, l := range Langs {
		if t[l] == "" {
			return p.errorf("%s has no %s text", what, l)
		}
	}
	return nil
}

func (p *parser) endStage() error {
	if p.stage == nil {
		return nil
	}
	if err := p.endLevel(); err != nil {
		return err
	}
	s := p.stage
	at := p.at
	p.at = s.Place
	defer func() { p.at = at }()
	if err := p.missing(s.Titles, "stage "+s.ID+"'s title"); err != nil {
		return err
	}
	if err := p.missing(s.Texts, "stage "+s.ID); err != nil {
		return err
	}
	if len(s.Levels) == 0 {
		return p.errorf("stage %s has no level", s.ID)
	}
	return nil
}

// endLevel checks the level just read as a whole, at its "level" line
// unless a directive of its own is at fault.
func (p *parser) endLevel() error {
	l := p.level
	if l == nil {
		return nil
	}
	p.level = nil
	at := p.at
	defer func() { p.at = at }()
	p.at = l.Place
	if l.FEN == "" {
		return p.errorf("level %d of stage %s has no fen", l.Number, p.stage.ID)
	}
	if _, ok := p.seen["goal"]; !ok {
		return p.errorf("level %d of stage %s has no goal", l.Number, p.stage.ID)
	}
	if err := p.missing(l.Texts, fmt.Sprintf("level %d of stage %s", l.Number, p.stage.ID)); err != nil {
		return err
	}
	return p.checkFields(l)
}
