package review

import (
	"context"
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
// away: a good move keeps the user's glyph, a judged move gets the
// review's glyph first and keeps the user's after it, comments stay.
func TestApplyKeepsTheUsersGlyphsAndComments(t *testing.T) {
	g := readPGN(t, `[Variant "Wormhole"]

1. Wc1-d4 $1 {my favourite} d7-d6 $6 $14 {dubious?} 2. Wd4-a5 e7-e5 $4 *
`)
	line := g.MainLine()
	r := &Report{Moves: []Move{
		{Node: line[0], After: notation.Eval{Centipawns: 30, Depth: 8}},
		{Node: line[1], After: notation.Eval{Centipawns: 300, Depth: 8}, Class: Blunder},
		{Node: line[2], After: notation.Eval{Centipawns: 80, Depth: 8}, Class: Mistake},
		{Node: line[3], After: notation.Eval{Centipawns: 900, Depth: 8}, Class: Blunder},
	}}
	Apply(r)
	for i, want := range []struct {
		nags    []uint8
		comment string
	}{
		{[]uint8{1}, "[%eval 0.3,8] my favourite"},
		{[]uint8{4, 14}, "[%eval 3,8] dubious?"},
		{[]uint8{2}, "[%eval 0.8,8]"},
		{[]uint8{4}, "[%eval 9,8]"},
	} {
		n := line[i]
		if !slices.Equal(n.NAGs(), want.nags) || n.CommentAfter() != want.comment {
			t.Errorf("move %d: glyphs %v, comment %q; want %v, %q", i+1, n.NAGs(), n.CommentAfter(), want.nags, want.comment)
		}
	}
}

// A second review's judgement of a move replaces the first's glyph rather
// than stacking a second one beside it.
func TestASecondReviewDoesNotStackGlyphs(t *testing.T) {
	g := readPGN(t, `[Variant "Wormhole"]

1. Wc1-d4 d7-d6 $3 *
`)
	line := g.MainLine()
	for _, c := range []Class{Mistake, Blunder, Inaccuracy} {
		Apply(&Report{Moves: []Move{{Node: line[1], After: notation.Eval{Centipawns: 300, Depth: 8}, Class: c}}})
		if want := []uint8{c.NAG(), 3}; !slices.Equal(line[1].NAGs(), want) {
			t.Errorf("after a review that says %v: glyphs %v, want %v", c, line[1].NAGs(), want)
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
	Apply(r)
	line := g.MainLine()
	if got := line[0].CommentAfter(); got != "[%eval 0.31,30] deep" {
		t.Errorf("the deeper evaluation became %q", got)
	}
	if got := line[1].CommentAfter(); strings.Contains(got, "7.5,1") || !strings.HasSuffix(got, "] shallow") {
		t.Errorf("the shallower evaluation: %q", got)
	}
}
