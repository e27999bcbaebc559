package app

import (
	"bytes"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"wormweave/notation"
)

// A record that holds evaluations, as a review or another program writes
// them: White better, then Black, then a mate for White.
const evaluatedGame = `[Variant "Wormhole"]

1. e2-e4 {[%eval 0.3]} e7-e5 {[%eval 0.2,12]} 2. d2-d4 {[%eval 1.5]} d7-d5 {[%eval -2.4]}
3. f2-f4 {no evaluation here} f7-f6 {[%eval -9]} 4. g2-g4 {[%eval #3]} *
`

func readTestGame(t *testing.T, pgn string) *notation.Game {
	t.Helper()
	games, errs, err := notation.ReadAll(bytes.NewReader([]byte(pgn)), "test.pgn")
	if err != nil || len(games) != 1 || errs[0] != nil {
		t.Fatalf("%v %v", err, errs)
	}
	return games[0]
}

func TestEvalGraphPlotsAndGoesToAMove(t *testing.T) {
	test.NewTempApp(t)
	g := readTestGame(t, evaluatedGame)
	var chosen *notation.Node
	graph := newEvalGraph(func(n *notation.Node) { chosen = n })
	line := g.MainLine()
	graph.show(g, line[3])
	if !graph.Visible() {
		t.Fatal("a record with evaluations shows no graph")
	}
	w := test.NewTempWindow(t, graph)
	w.SetPadded(false)
	w.Resize(fyne.NewSize(280, graphHeight))
	test.AssertImageMatches(t, "evalgraph.png", w.Canvas().Capture())
	// Seven moves across 280 pixels: the sixth is at 200 to 240.
	graph.Tapped(&fyne.PointEvent{Position: fyne.NewPos(220, 10)})
	if chosen != line[5] {
		t.Errorf("a click at the sixth move went to %v", chosen)
	}
	graph.show(notation.NewGame(g.Variant, nil), nil)
	if graph.Visible() {
		t.Error("a record without evaluations shows a graph")
	}
}
