package movelist

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"wormweave/app/internal/uitest"
	"wormweave/app/text"
	"wormweave/notation"
	"wormweave/rules"
)

// listNumbers returns the move numbers the list shows, in order.
func listNumbers(l *List) []string {
	var out []string
	for _, it := range l.items {
		if it.Kind == Number {
			out = append(out, it.Text)
		}
	}
	return out
}

func TestMoveListNumbersAsTheRecordDoes(t *testing.T) {
	tests := []struct {
		name, fen string
	}{
		{"Black to move at an even ply", "4k3/8/8/8/8/8/8/4K3 b 0"},
		{"White to move at an odd ply", "4k3/8/8/8/8/8/8/4K3 w 1"},
		{"the usual order", "4k3/8/8/8/8/8/8/4K3 w 6"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := rules.ParseFEN(rules.Wormhole, tt.fen)
			if err != nil {
				t.Fatal(err)
			}
			g := notation.NewGame(rules.Wormhole, p)
			n := g.Root
			for i := 0; i < 3; i++ {
				pos := n.Position()
				if n, _, err = n.AddMove(rules.Turn{pos.Moves(nil)[0]}); err != nil {
					t.Fatal(err)
				}
			}
			l := New(nil)
			l.SetGame(g, 0, g.Root)
			var want []string
			for _, f := range strings.Fields(string(notation.AppendGame(nil, g))) {
				if strings.HasSuffix(f, ".") && f[0] >= '0' && f[0] <= '9' {
					want = append(want, f)
				}
			}
			if got := listNumbers(l); strings.Join(got, " ") != strings.Join(want, " ") {
				t.Errorf("the list numbers %v, the saved record %v", got, want)
			}
		})
	}
}

// A comment that holds only commands, such as a review's [%eval], shows
// nothing, so it does not make the list number Black's next move again.
func TestMoveListNumbersPastEvaluationComments(t *testing.T) {
	const head = "[Variant \"Wormhole\"]\n\n"
	tests := []struct {
		name, moves, want string
	}{
		{"evaluations", "1. Wc1-d4 {[%eval 0.35]} d7-d6 {[%eval 0.2,12]} 2. Wd4-a5 *", "1. 2."},
		{"a comment's words", "1. Wc1-d4 {a real comment} d7-d6 2. Wd4-a5 *", "1. 1... 2."},
		{"an evaluation and words", "1. Wc1-d4 {[%eval 0.35] good} d7-d6 2. Wd4-a5 *", "1. 1... 2."},
		{"inside a variation", "1. Wc1-d4 (1. d2-d3 {[%eval 0.1]} d7-d6 2. Nb1-c3) 1... d7-d6 *", "1. 1. 2. 1..."},
		{"before a move", "1. Wc1-d4 {[%eval 0.3]} {[%eval 0.3]} d7-d6 *", "1."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := uitest.ReadGame(t, head+tt.moves)
			l := New(nil)
			l.SetGame(g, 0, g.Root)
			if got := strings.Join(listNumbers(l), " "); got != tt.want {
				t.Errorf("the list numbers %q, want %q", got, tt.want)
			}
		})
	}
}

// A variation's brackets stay with its moves when the list wraps: "(" never
// ends a line and ")" never starts one.
func TestMoveListKeepsBracketsWithTheirMoves(t *testing.T) {
	test.NewTempApp(t)
	g := uitest.ReadGame(t, "[Variant \"Wormhole\"]\n\n1. Wc1-d4 (1. d2-d3 d7-d6 2. Nb1-c3 e7-e5) (1. b2-b3) 1... d7-d6 (1... e7-e6 2. d2-d3) 2. Wd4-a5 (2. d2-d3 e7-e5) 2... e7-e5 *")
	l := New(nil)
	l.SetGame(g, 0, g.Root)
	r := test.WidgetRenderer(l).(*renderer)
	checked := 0
	// From 60 px of line, the widest group fits; the list keeps a scroll
	// bar's width clear at the right of its lines.
	for width := 60 + theme.ScrollBarSize(); width <= 400; width += 3 {
		r.flow(width)
		for i, it := range l.items {
			switch {
			case it.Text == "(" && i+1 < len(l.items) && r.places[i+1].Y != r.places[i].Y:
				t.Errorf("at width %v a line ends with %q", width, "(")
			case it.Text == ")" && r.places[i].Y != r.places[i-1].Y:
				t.Errorf("at width %v a line starts with %q", width, ")")
			}
			checked++
		}
	}
	if checked == 0 {
		t.Fatal("no brackets were laid out")
	}
}

// A move that ends the game shows the result after it, not the evaluation
// #0 a review writes there: the game is over, there is nothing to
// evaluate. The move before it keeps its mate in one.
func TestMoveListShowsTheResultAfterTheLastMove(t *testing.T) {
	for _, c := range []struct{ file, want string }{
		{"testdata/games/wormhole-01.pgn", "1-0"},
		{"testdata/games/wormhole-04.pgn", "0-1"},
		{"testdata/games/interweave-01.pgn", "0-1"},
	} {
		t.Run(c.file, func(t *testing.T) {
			g := uitest.ReadGameFile(t, c.file)
			line := g.MainLine()
			last, before := line[len(line)-1], line[len(line)-2]
			p := before.Position()
			oneMove := notation.Eval{Mate: true, MateIn: 1}
			if p.Turn() == rules.Black {
				oneMove.MateIn = -1
			}
			before.SetEval(&oneMove)
			last.SetEval(&notation.Eval{Mate: true})
			l := New(nil)
			l.ShowEvals(true)
			l.SetGame(g, 0, g.Root)
			var evals []string
			for _, it := range l.Items() {
				if it.Kind == Eval {
					evals = append(evals, it.Text)
				}
			}
			if want := []string{text.EvalText(oneMove), c.want}; !slices.Equal(evals, want) {
				t.Errorf("the list shows the evaluations %q, want %q", evals, want)
			}
		})
	}
}
