package explorer

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/internal/uitest"
)

// The games' columns are sized to the language: the longer French and
// Spanish headings of the narrow columns do not squeeze the players'
// names, which the panel's width has room for, into an ellipsis.
func TestExplorerGameColumnsFitTheLanguage(t *testing.T) {
	for _, lang := range []string{"en", "fr", "es"} {
		t.Run(lang, func(t *testing.T) {
			r := newRig(t, lang)
			start := r.doc.Position()
			r.lib.games[start.FEN()] = []Game{
				{File: "/x/a.pgn", Number: 1, White: "Müller, J.", Black: "Wormald, K.", Result: "1/2-1/2", Date: "2026.01.02", Ply: 43},
				{File: "/x/b.pgn", Number: 2, White: "Ann", Black: "Bob", Result: "1-0", Date: "2026.03.04", Ply: 7},
			}
			r.win.Resize(fyne.NewSize(400, 700))
			r.e.OpenPath(r.libPath, false)
			r.settle(t)
			if len(r.e.v.gameRows) != 2 {
				t.Fatalf("%d game rows, want 2", len(r.e.v.gameRows))
			}
			row := r.e.v.gameRows[0]
			labels := visibleLabels(row.content)
			players := labels[0]
			full := widget.NewLabel(players.Text).MinSize().Width
			if players.Size().Width < full {
				t.Errorf("the players' column is %.0f pixels for %q, which needs %.0f", players.Size().Width, players.Text, full)
			}
			// The headings are whole where the panel has room for them.
			if lang == "en" {
				for _, tx := range uitest.Collect[*canvas.Text](r.e.v.gameBox.Objects[0]) {
					if strings.HasSuffix(tx.Text, "…") {
						t.Errorf("the heading %q is cut", tx.Text)
					}
				}
			}
			// Every cell of the row is whole and inside the row.
			for _, l := range labels[1:] {
				if l.Position().X+l.Size().Width > row.Size().Width+0.5 || l.Size().Width < widget.NewLabel(l.Text).MinSize().Width {
					t.Errorf("the cell %q (%v, %v) is cut in a row %v wide", l.Text, l.Position(), l.Size(), row.Size().Width)
				}
			}
		})
	}
}

// visibleLabels are the labels of a row, in their order.
func visibleLabels(o fyne.CanvasObject) []*widget.Label {
	var out []*widget.Label
	for _, l := range uitest.Collect[*widget.Label](o) {
		if l.Visible() {
			out = append(out, l)
		}
	}
	return out
}
