package notation

import (
	"testing"

	"wormweave/rules"
)

func TestTermination(t *testing.T) {
	for _, c := range []struct {
		r    rules.Reason
		want string
	}{
		{rules.Checkmate, "checkmate"},
		{rules.Stalemate, "stalemate"},
		{rules.KingCaptured, "king captured"},
		{rules.NoMoves, "no legal move"},
		{rules.NotOver, "unfinished"},
	} {
		if got := Termination(c.r); got != c.want {
			t.Errorf("Termination(%v) = %q, want %q", c.r, got, c.want)
		}
	}
}
