package notation

import (
	"strings"
	"testing"

	"wormweave/rules"
)

func TestMoveNumber(t *testing.T) {
	tests := []struct {
		plies int
		turn  rules.Color
		want  int
	}{
		{0, rules.White, 1},
		{1, rules.Black, 1},
		{2, rules.White, 2},
		{3, rules.Black, 2},
		// Set up positions whose side to move does not match the parity.
		{0, rules.Black, 1},
		{1, rules.White, 2},
		{2, rules.Black, 2},
		{3, rules.White, 3},
	}
	for _, tt := range tests {
		if got := MoveNumber(tt.plies, tt.turn); got != tt.want {
			t.Errorf("MoveNumber(%d, %v) = %d, want %d", tt.plies, tt.turn, got, tt.want)
		}
	}
}

func TestWriterNumbersBlackToMoveAtAnEvenPly(t *testing.T) {
	p, err := rules.ParseFEN(rules.Wormhole, "4k3/8/8/8/8/8/8/4K3 b 0")
	if err != nil {
		t.Fatal(err)
	}
	g := NewGame(rules.Wormhole, p)
	n := g.Root
	for i := 0; i < 3; i++ {
		pos := n.Position()
		moves := pos.Moves(nil)
		if len(moves) == 0 {
			t.Fatal("no move")
		}
		if n, _, err = n.AddMove(rules.Turn{moves[0]}); err != nil {
			t.Fatal(err)
		}
	}
	text := string(AppendGame(nil, g))
	body := text[strings.Index(text, "\n\n")+2:]
	if !strings.HasPrefix(body, "1... ") || !strings.Contains(body, " 2. ") || strings.Contains(body, " 1. ") {
		t.Errorf("movetext %q: want 1... x 2. y z", body)
	}
}
