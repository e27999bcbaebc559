package app

import (
	"image"
	"image/draw"
	"testing"
	"wormweave/app/analysis"
	"wormweave/study"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"wormweave/engine"
	"wormweave/rules"
)

// turnOf finds the legal turn of p given by its id.
func turnOf(t *testing.T, p *rules.Position, id string) rules.Turn {
	t.Helper()
	for _, turn := range p.Turns() {
		if turn.ID(p.Variant()) == id {
			return turn
		}
	}
	t.Fatalf("%s is not a legal turn in %s", id, p.FEN())
	return nil
}

// lineOf is an engine line of p: its score for the side to move and its
// turns, given by id, each played from the position the one before left.
func lineOf(t *testing.T, p rules.Position, cp engine.Score, ids ...string) engine.Info {
	t.Helper()
	info := engine.Info{Depth: 12, Score: cp}
	for _, id := range ids {
		turn := turnOf(t, &p, id)
		info.PV = append(info.PV, turn)
		if err := p.PlayTurn(turn); err != nil {
			t.Fatal(err)
		}
	}
	return info
}

// renderAnalysedBoard shows the position fen in a window with the analysis
// on, hands the panel the lines as the engine would report them (no search
// runs: the image must not depend on one), and compares the board with its
// evaluation bar with the master image in testdata.
func renderAnalysedBoard(t *testing.T, name string, v rules.Variant, fen string, lines func(rules.Position) []engine.Info) {
	t.Helper()
	w := newTestWindow(t, nil)
	start, err := rules.ParseFEN(v, fen)
	if err != nil {
		t.Fatal(err)
	}
	w.setDocument(study.NewGameDocument(v, start), nil, 0, "")
	p := *start
	w.win.Resize(fyne.NewSize(760, 520))
	// On, as the toggle would set it, with the search left unstarted.
	w.analysis.ShowLines(analysis.Snapshot{Pos: p, Lines: lines(p), Depth: 12, Nodes: 1 << 20, NPS: 1 << 20})
	if len(w.board.Overlay()) == 0 {
		t.Fatal("the lines drew no arrow")
	}
	img := w.win.Canvas().Capture()
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(w.boardArea)
	size := w.boardArea.Size()
	// The board's part of the window, copied to start at 0,0 as the
	// master does.
	board := image.NewNRGBA(image.Rect(0, 0, int(size.Width), int(size.Height)))
	draw.Draw(board, board.Bounds(), img, image.Pt(int(at.X), int(at.Y)), draw.Src)
	test.AssertImageMatches(t, name, board)
}

// A plain best move as an arrow, the second line's fainter, and the bar
// at White's small advantage.
func TestBoardImageEngineArrows(t *testing.T) {
	skipInRaceRun(t)
	renderAnalysedBoard(t, "engine-arrows.png", rules.Wormhole, rules.Wormhole.StartFEN(), func(p rules.Position) []engine.Info {
		return []engine.Info{
			lineOf(t, p, 45, "c1d4", "d7d6"),
			lineOf(t, p, 20, "b1a3"),
		}
	})
}

// The best line a leaper's capture chain, drawn as a path through its
// steps with the head on the last; the second a remover's capture, drawn
// as a fainter cross on the square it clears.
func TestBoardImageEngineChainAndRemover(t *testing.T) {
	skipInRaceRun(t)
	renderAnalysedBoard(t, "engine-chain-remover.png", rules.Interweave, "4k1b1/p7/1kr1p1p1/2bP2p1/1R2P1p1/3BPPB1/5K2/3K4 b 51 - 120120", func(p rules.Position) []engine.Info {
		return []engine.Info{
			lineOf(t, p, 380, "g4g2xg3=n,g2c4xe3,c4a4xb4"),
			lineOf(t, p, 150, "c5c5xd5"),
		}
	})
}
