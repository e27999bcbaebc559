package evalgraph

import (
	"image/color"
	"math"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"wormweave/app/internal/uitest"
	"wormweave/app/prefs"
	"wormweave/notation"
	"wormweave/review"
	"wormweave/rules"
)

// A record that holds evaluations, as a review or another program writes
// them: White better, then Black, then a mate for White.
const evaluatedGame = `[Variant "Wormhole"]

1. e2-e4 {[%eval 0.3]} e7-e5 {[%eval 0.2,12]} 2. d2-d4 {[%eval 1.5]} d7-d5 {[%eval -2.4]}
3. f2-f4 {no evaluation here} f7-f6 {[%eval -9]} 4. g2-g4 {[%eval #3]} *
`

// graphWindow shows graph alone at the graph's height in a test app with
// the interface's texts in lang.
func graphWindow(t *testing.T, lang string, graph *Graph, width float32) fyne.Window {
	t.Helper()
	uitest.UseLanguage(t, lang)
	w := test.NewTempWindow(t, graph)
	w.SetPadded(false)
	w.Resize(fyne.NewSize(width, Height))
	return w
}

func TestEvalGraphPlotsAndGoesToAMove(t *testing.T) {
	a := test.NewTempApp(t)
	a.Settings().SetTheme(prefs.FixedVariant{Theme: theme.DefaultTheme(), Variant: theme.VariantLight})
	uitest.UseLanguage(t, "en")
	g := uitest.ReadGame(t, evaluatedGame)
	var chosen *notation.Node
	graph := New(func(n *notation.Node) { chosen = n }, review.Chances)
	line := g.MainLine()
	graph.Plot(g, line[3])
	if !graph.Visible() {
		t.Fatal("a record with evaluations shows no graph")
	}
	w := graphWindow(t, "en", graph, 280)
	test.AssertImageMatches(t, "evalgraph.png", w.Canvas().Capture())
	// Seven moves across the plot: the middle of the sixth.
	at, plot := plotArea(graph.Size())
	graph.Tapped(&fyne.PointEvent{Position: fyne.NewPos(at.X+5.5*plot.Width/7, 10)})
	if chosen != line[5] {
		t.Errorf("a click at the sixth move went to %v", chosen)
	}
	graph.Plot(notation.NewGame(g.Variant, nil), nil)
	if graph.Visible() {
		t.Error("a record without evaluations shows a graph")
	}
}

// longEvaluatedGame is a reference game of 59 plies with evaluations that
// swing one way then the other, and end in a mate for White.
func longEvaluatedGame(t *testing.T) *notation.Game {
	t.Helper()
	g := uitest.ReadGameFile(t, "testdata/games/wormhole-02.pgn")
	line := g.MainLine()
	for i, n := range line {
		e := notation.Eval{Centipawns: int(700 * math.Sin(float64(i)/6))}
		if i >= len(line)-4 {
			e = notation.Eval{Mate: true, MateIn: (len(line) - i + 1) / 2}
		}
		n.SetEval(&e)
	}
	return g
}

// The graph of a longer game in the dark theme and in French: the move
// numbers are written at a step that leaves room between them, the texts
// are in the theme's ink, the sides are named in French.
func TestEvalGraphLongGameDarkFrench(t *testing.T) {
	a := test.NewTempApp(t)
	a.Settings().SetTheme(prefs.FixedVariant{Theme: theme.DefaultTheme(), Variant: theme.VariantDark})
	uitest.UseLanguage(t, "fr")
	g := longEvaluatedGame(t)
	graph := New(nil, review.Chances)
	graph.Plot(g, g.MainLine()[30])
	w := graphWindow(t, "fr", graph, 360)
	test.AssertImageMatches(t, "evalgraph-dark-fr.png", w.Canvas().Capture())
}

// What the graph writes: the scale, the sides in the user's language, the
// move numbers at their step and a # on the run of mates.
func TestEvalGraphLabels(t *testing.T) {
	test.NewTempApp(t)
	g := longEvaluatedGame(t)
	graph := New(nil, review.Chances)
	graph.Plot(g, nil)
	w := graphWindow(t, "en", graph, 1200)
	for _, c := range []struct {
		lang  string
		width float32
		want  []string
	}{
		{"en", 1200, []string{"+5", "0", "\u22125", "White", "Black", "#", "1", "2", "3", "29", "30"}},
		{"es", 360, []string{"Blancas", "Negras", "#", "2", "4", "28", "30"}},
		{"fr", 200, []string{"Blancs", "Noirs", "5", "10", "30"}},
	} {
		uitest.UseLanguage(t, c.lang)
		w.Resize(fyne.NewSize(c.width, Height))
		graph.Refresh()
		shown := map[string]bool{}
		for _, o := range test.WidgetRenderer(graph).Objects() {
			if txt, ok := o.(*canvas.Text); ok && txt.Visible() {
				shown[txt.Text] = true
			}
		}
		for _, s := range c.want {
			if !shown[s] {
				t.Errorf("%s at %v wide: %q is not written (%v)", c.lang, c.width, s, shown)
			}
		}
		if c.width < 400 && shown["1"] {
			t.Errorf("%s at %v wide: every move number is written", c.lang, c.width)
		}
	}
}

func TestNumberStep(t *testing.T) {
	for _, c := range []struct {
		moves           int
		moveWidth, text float32
		want            int
	}{
		{4, 60, 7, 1},
		{30, 12, 14, 2},
		{30, 6, 14, 5},
		{80, 5, 14, 5},
		{80, 2, 14, 10},
		{300, 0.5, 20, 100},
		{3, 1, 14, 5}, // past the moves there are: no room for any number
	} {
		if got := numberStep(c.moves, c.moveWidth, c.text); got != c.want {
			t.Errorf("numberStep(%d, %v, %v) = %d, want %d", c.moves, c.moveWidth, c.text, got, c.want)
		}
	}
}

// An opening evaluated beyond a few pawns fills the plot's corners: the
// names of the sides go where they cover no bar.
func TestEvalGraphSideNamesCoverNoBar(t *testing.T) {
	a := test.NewTempApp(t)
	a.Settings().SetTheme(prefs.FixedVariant{Theme: theme.DefaultTheme(), Variant: theme.VariantLight})
	const pgn = `[Variant "Wormhole"]

1. e2-e4 {[%eval 6]} e7-e5 {[%eval -6]} 2. d2-d4 {[%eval 4.5]} d7-d5 {[%eval -4]}
3. f2-f4 {[%eval 9]} f7-f6 {[%eval -9]} 4. g2-g4 {[%eval 0.3]} g7-g6 {[%eval -0.2]}
5. h2-h4 {[%eval 0.4]} h7-h6 {[%eval 0.1]} 6. a2-a4 {[%eval 0.2]} a7-a6 {[%eval -0.3]}
7. b2-b4 {[%eval 0.1]} b7-b6 {[%eval 0]} 8. c2-c4 {[%eval #2]} *
`
	for _, lang := range []string{"en", "fr", "es"} {
		uitest.UseLanguage(t, lang)
		g := uitest.ReadGame(t, pgn)
		graph := New(nil, review.Chances)
		graph.Plot(g, nil)
		w := graphWindow(t, lang, graph, 280)
		if lang == "es" {
			test.AssertImageMatches(t, "evalgraph-strong-opening-es.png", w.Canvas().Capture())
		}
		r := test.WidgetRenderer(graph).(*renderer)
		for _, chip := range []graphChip{r.whiteChip, r.blackChip} {
			if !chip.back.Visible() {
				t.Errorf("%s: %q is not written", lang, chip.text.Text)
				continue
			}
			c0, c1 := chip.back.Position(), chip.back.Position().Add(chip.back.Size())
			for i, b := range append(r.bars, r.caps...) {
				if !b.Visible() || b.FillColor == color.Transparent {
					continue
				}
				b0, b1 := b.Position(), b.Position().Add(b.Size())
				if c0.X < b1.X && b0.X < c1.X && c0.Y < b1.Y && b0.Y < c1.Y {
					t.Errorf("%s: %q (%v to %v) covers bar %d (%v to %v)", lang, chip.text.Text, c0, c1, i, b0, b1)
				}
			}
		}
	}
}

// When White's bars fill the top from end to end there is no room for its
// name, and the graph leaves it out rather than cover them.
func TestEvalGraphSideNameLeftOutWithoutRoom(t *testing.T) {
	test.NewTempApp(t)
	uitest.UseLanguage(t, "en")
	g := uitest.ReadGame(t, `[Variant "Wormhole"]

1. e2-e4 {[%eval 20]} e7-e5 {[%eval 25]} 2. d2-d4 {[%eval 30]} d7-d5 {[%eval 40]} *
`)
	graph := New(nil, review.Chances)
	graph.Plot(g, nil)
	graphWindow(t, "en", graph, 280)
	r := test.WidgetRenderer(graph).(*renderer)
	if r.whiteChip.back.Visible() || r.whiteChip.text.Visible() {
		t.Errorf("%q is written at %v over White's bars", r.whiteChip.text.Text, r.whiteChip.back.Position())
	}
	if !r.blackChip.text.Visible() || r.blackChip.back.Position().X > r.bars[0].Position().X+1 {
		t.Errorf("%q is not in the bottom left corner: shown %v at %v", r.blackChip.text.Text, r.blackChip.text.Visible(), r.blackChip.back.Position())
	}
}

// The graph plots White's winning chances on the curve its owner gives,
// the review's in the window: each variant's own, mates either way, with
// either side to move.
func TestGraphPlotsTheGivenCurve(t *testing.T) {
	test.NewTempApp(t)
	for _, v := range []rules.Variant{rules.Wormhole, rules.Interweave} {
		g := notation.NewGame(v, nil)
		cur := g.Root
		for i := 0; i < 2; i++ {
			p := cur.Position()
			var first rules.Turn
			p.WalkTurns(func(t rules.Turn) bool { first = append(rules.Turn(nil), t...); return false })
			cur, _, _ = cur.AddMove(first)
		}
		line := g.MainLine()
		evals := []notation.Eval{{Centipawns: 250}, {Mate: true, MateIn: -1}}
		for i, n := range line {
			n.SetEval(&evals[i])
		}
		graph := New(nil, review.Chances)
		graph.Plot(g, nil)
		for i, n := range line {
			p := n.Position()
			want := float32(review.Chances(v, evals[i], p.Turn()))
			if graph.values[i] != want {
				t.Errorf("%v: the graph plots %s at %v, the review's chances are %v", v, evals[i], graph.values[i], want)
			}
		}
	}
}

// Under the pointer the graph writes the move there and its recorded
// evaluation, inside the graph, and a click there goes to that move; the
// writing goes when the pointer leaves.
func TestEvalGraphHoverWritesTheMoveAndItsValue(t *testing.T) {
	a := test.NewTempApp(t)
	a.Settings().SetTheme(prefs.FixedVariant{Theme: theme.DefaultTheme(), Variant: theme.VariantDark})
	uitest.UseLanguage(t, "en")
	g := uitest.ReadGame(t, evaluatedGame)
	var chosen *notation.Node
	graph := New(func(n *notation.Node) { chosen = n }, review.Chances)
	line := g.MainLine()
	graph.Plot(g, line[0])
	w := graphWindow(t, "en", graph, 280)
	at, plot := plotArea(graph.Size())
	r := test.WidgetRenderer(graph).(*renderer)
	for _, c := range []struct {
		move int
		y    float32
		want string
	}{
		{0, 10, "1. e2-e4  +0.30"},
		{3, 40, "2... d7-d5  -2.40"},
		{4, 70, "3. f2-f4  no evaluation"},
		{6, 5, "4. g2-g4  #3"},
	} {
		pos := fyne.NewPos(at.X+(float32(c.move)+0.5)*plot.Width/7, c.y)
		graph.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: pos}})
		if got := graph.HoverText(); got != c.want {
			t.Errorf("over move %d the graph writes %q, want %q", c.move, got, c.want)
		}
		if !r.tip.Visible() || r.tip.Text != c.want {
			t.Errorf("over move %d the tip shows %q (visible %v)", c.move, r.tip.Text, r.tip.Visible())
		}
		p0, p1 := r.tipBack.Position(), r.tipBack.Position().Add(r.tipBack.Size())
		if p0.X < 0 || p0.Y < 0 || p1.X > graph.Size().Width || p1.Y > graph.Size().Height {
			t.Errorf("over move %d the tip runs out of the graph: %v to %v in %v", c.move, p0, p1, graph.Size())
		}
		if c.move == 3 {
			test.AssertImageMatches(t, "evalgraph-hover-dark.png", w.Canvas().Capture())
		}
		// Further over the same move the tip follows the pointer.
		was := r.tipBack.Position()
		graph.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: pos.AddXY(2, 30)}})
		if r.tip.Text != c.want || r.tipBack.Position() == was {
			t.Errorf("over move %d lower down the tip shows %q at %v, was at %v", c.move, r.tip.Text, r.tipBack.Position(), was)
		}
		graph.Tapped(&fyne.PointEvent{Position: pos})
		if chosen != line[c.move] {
			t.Errorf("a click over move %d went to %v", c.move, chosen)
		}
	}
	graph.MouseOut()
	if graph.HoverText() != "" || r.tip.Visible() {
		t.Errorf("the pointer gone, the graph still writes %q", graph.HoverText())
	}
}

// Over the move that ended the game the graph writes the result, not the
// #0 a review records there.
func TestEvalGraphWritesTheResultOverTheLastMove(t *testing.T) {
	test.NewTempApp(t)
	uitest.UseLanguage(t, "en")
	for _, c := range []struct{ file, want string }{
		{"testdata/games/wormhole-01.pgn", "22. d5xa8=M#  1-0"},
		{"testdata/games/interweave-01.pgn", "0-1"},
	} {
		g := uitest.ReadGameFile(t, c.file)
		line := g.MainLine()
		line[len(line)-1].SetEval(&notation.Eval{Mate: true})
		graph := New(nil, review.Chances)
		graph.Plot(g, nil)
		graphWindow(t, "en", graph, 280)
		at, plot := plotArea(graph.Size())
		pos := fyne.NewPos(at.X+plot.Width-0.5*plot.Width/float32(len(line)), 10)
		graph.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: pos}})
		if got := graph.HoverText(); !strings.HasSuffix(got, c.want) || strings.Contains(got, "#0") {
			t.Errorf("%s: over the last move the graph writes %q, want it to end with %q", c.file, got, c.want)
		}
	}
}
