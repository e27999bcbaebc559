package review

import (
	"context"
	"regexp"
	"slices"
	"strings"
	"testing"

	"wormweave/notation"
)

func readPGN(t *testing.T, pgn string) *notation.Game {
	t.Helper()
	games, errs, err := notation.ReadAll(strings.NewReader(pgn), "test.pgn")
	if err != nil || len(games) != 1 || errs[0] != nil {
		t.Fatalf("%v %v", err, errs)
	}
	return games[0]
}

// A review adds its glyph and its evaluation and takes none of the user's
// away: a move carries one move-quality glyph, so a move the user marked
// keeps the user's glyph and gets the review's judgement in words at the
// start of its comment (none when the glyphs agree), a move without one
// gets the review's first, before the other glyphs, and comments stay.
func TestApplyKeepsTheUsersGlyphsAndComments(t *testing.T) {
	g := readPGN(t, `[Variant "Wormhole"]

1. Wc1-d4 $1 {my favourite} d7-d6 $6 $14 {dubious?} 2. Wd4-a5 $14 e7-e5 $4 3. e2-e3 $1 {sure} f7-f6 $4 *
`)
	line := g.MainLine()
	r := &Report{Moves: []Move{
		{Node: line[0], After: notation.Eval{Centipawns: 30, Depth: 8}},
		{Node: line[1], After: notation.Eval{Centipawns: 300, Depth: 8}, Class: Blunder},
		{Node: line[2], After: notation.Eval{Centipawns: 80, Depth: 8}, Class: Mistake},
		{Node: line[3], After: notation.Eval{Centipawns: 900, Depth: 8}, Class: Blunder},
		{Node: line[4], After: notation.Eval{Centipawns: 850, Depth: 8}, Class: Inaccuracy},
		{Node: line[5], After: notation.Eval{Centipawns: 900, Depth: 8}, Class: Mistake},
	}}
	Apply(r, nil)
	for i, want := range []struct {
		nags    []uint8
		comment string
	}{
		{[]uint8{1}, "[%eval 0.3,8] my favourite"},
		{[]uint8{6, 14}, "[%eval 3,8] Blunder. dubious?"},
		{[]uint8{2, 14}, "[%eval 0.8,8]"},
		{[]uint8{4}, "[%eval 9,8]"},
		{[]uint8{1}, "[%eval 8.5,8] Inaccuracy. sure"},
		{[]uint8{4}, "[%eval 9,8] Mistake."},
	} {
		n := line[i]
		if !slices.Equal(n.NAGs(), want.nags) || n.CommentAfter() != want.comment {
			t.Errorf("move %d: glyphs %v, comment %q; want %v, %q", i+1, n.NAGs(), n.CommentAfter(), want.nags, want.comment)
		}
	}
	// The record as written: one move-quality glyph a move.
	if got := string(notation.AppendGame(nil, g)); regexp.MustCompile(`\$[1-6] \$[1-6]\b`).MatchString(got) {
		t.Errorf("two move-quality glyphs on a move:\n%s", got)
	}
}

// A second review does not stack its judgement on the first's: the glyph
// the move has stays, and the words of an earlier review's judgement give
// way to the new one's, in the caller's language or in English.
func TestASecondReviewDoesNotStackJudgements(t *testing.T) {
	g := readPGN(t, `[Variant "Wormhole"]

1. Wc1-d4 d7-d6 $3 {a plan} *
`)
	line := g.MainLine()
	french := func(c Class) string { return [...]string{"", "Imprécision", "Erreur", "Gaffe"}[c] }
	for _, c := range []struct {
		class   Class
		say     func(Class) string
		comment string
	}{
		{Mistake, nil, "[%eval 3,8] Mistake. a plan"},
		{Blunder, french, "[%eval 3,8] Gaffe. a plan"},
		{Inaccuracy, french, "[%eval 3,8] Imprécision. a plan"},
		{Good, french, "[%eval 3,8] a plan"},
	} {
		Apply(&Report{Moves: []Move{{Node: line[1], After: notation.Eval{Centipawns: 300, Depth: 8}, Class: c.class}}}, c.say)
		if want := []uint8{3}; !slices.Equal(line[1].NAGs(), want) || line[1].CommentAfter() != c.comment {
			t.Errorf("after a review that says %v: glyphs %v, comment %q; want %v, %q", c.class, line[1].NAGs(), line[1].CommentAfter(), want, c.comment)
		}
	}
}

// An evaluation the record has from a deeper search than the review's
// stays as it is written and is what the review judges by; a shallower one
// gives way to the review's.
func TestReviewKeepsADeeperEvaluation(t *testing.T) {
	g := readPGN(t, `[Variant "Wormhole"]

1. Wc1-d4 {[%eval 0.31,30] deep} d7-d6 {[%eval 7.5,1] shallow} 2. Wd4-a5 *
`)
	r, err := Analyse(context.Background(), g, Options{Nodes: 3000, Threads: 1, HashMB: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	deep := notation.Eval{Centipawns: 31, Depth: 30}
	if r.Moves[0].After != deep || r.Moves[1].Before != deep {
		t.Errorf("the review judged by %+v and %+v, not the record's %+v", r.Moves[0].After, r.Moves[1].Before, deep)
	}
	if r.Moves[1].After.Depth <= 1 {
		t.Errorf("the review kept the shallower %+v", r.Moves[1].After)
	}
	Apply(r, nil)
	line := g.MainLine()
	if got := line[0].CommentAfter(); got != "[%eval 0.31,30] deep" {
		t.Errorf("the deeper evaluation became %q", got)
	}
	if got := line[1].CommentAfter(); strings.Contains(got, "7.5,1") || !strings.HasSuffix(got, "] shallow") {
		t.Errorf("the shallower evaluation: %q", got)
	}
}
