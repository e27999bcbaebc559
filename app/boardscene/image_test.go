package boardscene

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"wormweave/app/internal/uitest"
	"wormweave/app/prefs"
	"wormweave/boardview"
	"wormweave/icons"
	"wormweave/notation"
	"wormweave/rules"
	"wormweave/study"
)

// renderBoard draws the board of a game, as the window shows it, at
// 360x360 and compares it with the master image in testdata.
func renderBoard(t *testing.T, name string, d Source, setup func(*boardview.Board, *rules.Position)) {
	t.Helper()
	test.NewTempApp(t)
	b := boardview.New()
	b.SetHoleImage(icons.Hole())
	b.SetScene(SceneOf(d, true))
	p := d.Position()
	b.OnPick = func(sq int) boardview.Hints { return HintsFor(&p, sq) }
	if setup != nil {
		setup(b, &p)
	}
	w := test.NewTempWindow(t, b)
	w.SetPadded(false)
	w.Resize(fyne.NewSize(360, 360))
	test.AssertImageMatches(t, name, w.Canvas().Capture())
}

// docFrom plays the steps named by ids (rules' move IDs) from fen in a
// document: a step that ends a turn adds the turn to the game, one that
// does not is kept as the chain underway.
func docFrom(t *testing.T, v rules.Variant, fen string, ids ...string) *study.Document {
	t.Helper()
	p, err := rules.ParseFEN(v, fen)
	if err != nil {
		t.Fatal(err)
	}
	d := study.NewDocument(notation.NewGame(v, p))
	uitest.PlayIDs(t, d, ids...)
	return d
}

// The seed's diagram: the black knight on d3, picked up, shows its six
// destinations and the holes on f4 and e5 its moves pass over.
func TestBoardImageWormholeHints(t *testing.T) {
	d := docFrom(t, rules.Wormhole, "cwkxxxwn/ppxppppx/2mxxW2/4x2p/3P1x2/3n1x2/PPPxPPPP/CWxxxNKC b")
	renderBoard(t, "wormhole-knight-hints.png", d, func(b *boardview.Board, _ *rules.Position) {
		b.Select(uitest.Square("d3"))
	})
}

func TestBoardImageWormholeLastMoveAndCheck(t *testing.T) {
	// The opening of a reference game, up to 5. Wg4-d5+: the holes of nine
	// moves, the newest marked, and the black king in check.
	d := docFrom(t, rules.Wormhole, rules.Wormhole.StartFEN(), "c1d4", "d7d6", "d4a5", "e7e5", "b1a3", "f7f6", "f1g4", "e8c6", "g4d5")
	renderBoard(t, "wormhole-check.png", d, nil)
}

func TestBoardImageInterweaveFlipped(t *testing.T) {
	// A leaper's chain is underway: the chain piece and the captured
	// squares are marked, seen from Black's side.
	d := docFrom(t, rules.Interweave, "1b2k1b1/p7/1kr1p1p1/3P2p1/1R2P1p1/3BPPB1/5K2/3K4 b 51 - 120120", "g4g2xg3=n", "g2c4xe3")
	renderBoard(t, "interweave-chain-flipped.png", d, func(b *boardview.Board, _ *rules.Position) {
		b.SetFlipped(true)
		b.Select(uitest.Square("c4"))
	})
}

// The board's look follows the preferences: each palette with each piece
// set, on the reference game's holes, last move and check.
func TestBoardImageLooks(t *testing.T) {
	for _, tt := range []struct{ palette, pieces string }{
		{"high contrast", "classic"},
		{"green", "tokens"},
		{"night", "classic"},
		{"wood", "tokens"},
	} {
		t.Run(tt.palette+" "+tt.pieces, func(t *testing.T) {
			SetPieceSet(tt.pieces)
			defer SetPieceSet(icons.PieceSets[0])
			d := docFrom(t, rules.Wormhole, rules.Wormhole.StartFEN(), "c1d4", "d7d6", "d4a5", "e7e5", "b1a3", "f7f6", "f1g4", "e8c6", "g4d5")
			var look prefs.Board
			for _, p := range boardview.Palettes {
				if p.Name == tt.palette {
					look.Palette = p
				}
			}
			look.Coordinates = true
			test.NewTempApp(t)
			b := NewBoard(look)
			b.SetScene(SceneOf(d, true))
			w := test.NewTempWindow(t, b)
			w.SetPadded(false)
			w.Resize(fyne.NewSize(360, 360))
			test.AssertImageMatches(t, "look-"+strings.ReplaceAll(tt.palette, " ", "-")+"-"+tt.pieces+".png", w.Canvas().Capture())
		})
	}
}
