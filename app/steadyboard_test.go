package app

import (
	"context"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"wormweave/app/explorer"
	"wormweave/app/internal/uitest"
	"wormweave/rules"
)

// wideningLibrary answers each position with its first move written
// longer and longer, as a library's rows differ from move to move.
type wideningLibrary struct {
	stubLibrary
	calls *int
}

func (l wideningLibrary) Explore(_ context.Context, p *rules.Position) ([]explorer.Move, error) {
	*l.calls++
	turn := p.Turns()[0]
	return []explorer.Move{{ID: turn.ID(p.Variant()), Text: strings.Repeat("Wa2xb1+ ", 1+*l.calls%4), Games: 1000 * *l.calls, WhiteWins: 1}}, nil
}

// The board's size is the window's doing alone: stepping through a game
// with the explorer's rows growing and shrinking never moves it.
func TestBoardKeepsItsSizeWhileTheExplorerChanges(t *testing.T) {
	skipInRaceRun(t)
	for _, size := range []fyne.Size{{Width: 1000, Height: 700}, {Width: 1600, Height: 1000}, {Width: 760, Height: 620}} {
		calls := 0
		path := useLibrary(t, wideningLibrary{calls: &calls})
		w := newTestWindow(t, fakeChooser{open: path})
		q := uitest.NewQueue(100)
		w.post = q.Post
		w.win.Canvas().(desktopShortcuts).TypedShortcut(keyExplorer)
		menuItem(t, w, "Open library…").Action()
		var sides []float32
		for step := 0; step < 5; step++ {
			q.Until(t, "the library's moves", func() bool { return !w.explorer.Busy() && len(w.explorer.MoveRows()) > 0 })
			// As the real driver does when a minimum size changes.
			w.win.Resize(size.AddWidthHeight(1, 1))
			w.win.Resize(size)
			b := w.boardArea.Size()
			sides = append(sides, min(b.Width, b.Height))
			p := w.doc.Position()
			for _, m := range p.Turns()[0] {
				if err := w.doc.Play(m); err != nil {
					t.Fatal(err)
				}
			}
		}
		// The board fills its column's height, no empty band above and
		// below it, unless the panel is at its narrowest.
		room := w.arrangement.boardCol.Size().Height - w.arrangement.boardColHeight(0)
		panel := w.mainSplit.Trailing
		if panel.Size().Width > max(panelRoom, panel.MinSize().Width)+1 && sides[0] < room-1 {
			t.Errorf("at %v the board is %v pixels in a column with %v pixels of height for it", size, sides[0], room)
		}
		for _, s := range sides[1:] {
			if s != sides[0] {
				t.Errorf("at %v the board's area measures %v while the explorer's rows change, want one size", size, sides)
				break
			}
		}
	}
}
