package app

import (
	"strings"
	"testing"

	"wormweave/notation"
	"wormweave/rules"
)

// listNumbers returns the move numbers the list shows, in order.
func listNumbers(l *moveList) []string {
	var out []string
	for _, it := range l.items {
		if it.kind == itemNumber {
			out = append(out, it.text)
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
			l := newMoveList(nil)
			l.show(g, g.Root)
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
