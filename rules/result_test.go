package rules

import "testing"

func TestResultWinner(t *testing.T) {
	for _, c := range []struct {
		r      Result
		winner Color
		ok     bool
	}{
		{Ongoing, White, false},
		{WhiteWins, White, true},
		{BlackWins, Black, true},
		{WinFor(White), White, true},
		{WinFor(Black), Black, true},
		{LossFor(White), Black, true},
	} {
		if w, ok := c.r.Winner(); w != c.winner || ok != c.ok {
			t.Errorf("%v.Winner() = %v, %v, want %v, %v", c.r, w, ok, c.winner, c.ok)
		}
	}
}
